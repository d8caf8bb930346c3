package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The table-free multiplications by |x| of the BLS12-381 groups against the reference's
 * double-and-add, on curve points outside the subgroup (where the subgroup checks and cofactor
 * clearing use them) and inside it; psi on Jacobian points against psi on affine points and,
 * in the subgroup, against multiplication by its eigenvalue.
 */
class SeedMultiplicationTest {
    static final BigInteger SEED = new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS));

    interface SeedMul {
        void affine(long[] r, long[] a, long[] s);
        void jacobian(long[] r, long[] p, long[] s);
    }

    private static void check(TestGroup g, SeedMul m) {
        Random rnd = new Random(64);
        GroupOps o = g.ops();
        for (int i = 0; i < 6; i++) {
            BigInteger[][] P = i < 4 ? g.ref().randomOnCurve(rnd) : g.randomInGroup(rnd);
            BigInteger[][] want = g.ref().mul(P, SEED);
            long[] j = new long[o.jacobian()], a = new long[o.affine()];
            m.affine(j, g.affine(P), g.scratch());
            o.jacToAffine(a, 0, j, 0, g.scratch());
            assertArrayEquals(g.ref().flat(want), o.toBigIntegers(a, 0), "affine input, sample " + i);
            long[] pj = g.jacobian(P, rnd);
            m.jacobian(pj, pj, g.scratch()); // in place
            o.jacToAffine(a, 0, pj, 0, g.scratch());
            assertArrayEquals(g.ref().flat(want), o.toBigIntegers(a, 0), "Jacobian input, sample " + i);
        }
        long[] j = new long[o.jacobian()];
        m.affine(j, new long[o.affine()], g.scratch());
        assertTrue(o.jacIsInfinity(j, 0));
    }

    @Test
    void g1SeedMultiplicationsMatchTheReference() {
        check(TestGroup.BLS12_381_G1, new SeedMul() {
            public void affine(long[] r, long[] a, long[] s) { Bls12381G1.mulSeedAbs(r, 0, a, 0, s); }
            public void jacobian(long[] r, long[] p, long[] s) { Bls12381G1.jacMulSeedAbs(r, 0, p, 0, s); }
        });
    }

    @Test
    void g2SeedMultiplicationsMatchTheReference() {
        check(TestGroup.BLS12_381_G2, new SeedMul() {
            public void affine(long[] r, long[] a, long[] s) { Bls12381G2.mulSeedAbs(r, 0, a, 0, s); }
            public void jacobian(long[] r, long[] p, long[] s) { Bls12381G2.jacMulSeedAbs(r, 0, p, 0, s); }
        });
    }

    interface Psi {
        void affine(long[] r, long[] a, long[] s);
        void jacobian(long[] r, long[] p, long[] s);
    }

    private static void checkPsi(TestGroup g, Psi psi, BigInteger eigenvalue) {
        Random rnd = new Random(65);
        GroupOps o = g.ops();
        for (int i = 0; i < 6; i++) {
            boolean inGroup = i >= 3;
            BigInteger[][] P = inGroup ? g.randomInGroup(rnd) : g.ref().randomOnCurve(rnd);
            long[] want = new long[o.affine()], got = new long[o.affine()];
            psi.affine(want, g.affine(P), g.scratch());
            long[] pj = g.jacobian(P, rnd);
            psi.jacobian(pj, pj, g.scratch());
            o.jacToAffine(got, 0, pj, 0, g.scratch());
            assertArrayEquals(o.toBigIntegers(want, 0), o.toBigIntegers(got, 0), "sample " + i);
            assertTrue(o.isOnCurve(got, 0, g.scratch()));
            if (inGroup) {
                assertArrayEquals(g.ref().flat(g.ref().mul(P, eigenvalue)), o.toBigIntegers(got, 0), "eigenvalue, sample " + i);
            } else {
                assertFalse(o.isInSubgroup(got, 0), "psi keeps a point outside the subgroup outside, sample " + i);
            }
        }
    }

    @Test
    void jacobianPsiMatchesAffinePsi() {
        checkPsi(TestGroup.BLS12_381_G2, new Psi() {
            public void affine(long[] r, long[] a, long[] s) { Bls12381G2.psi(r, 0, a, 0, s); }
            public void jacobian(long[] r, long[] p, long[] s) { Bls12381G2.jacPsi(r, 0, p, 0, s); }
        }, Bls12381G2.PSI_EIGENVALUE);
        checkPsi(TestGroup.BN254_G2, new Psi() {
            public void affine(long[] r, long[] a, long[] s) { Bn254G2.psi(r, 0, a, 0, s); }
            public void jacobian(long[] r, long[] p, long[] s) { Bn254G2.jacPsi(r, 0, p, 0, s); }
        }, Bn254G2.PSI_EIGENVALUE);
    }
}
