package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.GroupOps;
import dev.pippin.glv.EndoGroups.Group;
import dev.pippin.testkit.Canonical;
import dev.pippin.testkit.RefCurves;
import dev.pippin.testkit.RefField;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * psi, psi^2, psi^3 on G2 of both curves: coefficients re-derived from the twist's non-residue
 * xi with a BigInteger Fp2, and the maps against [MU^i] P by the curve's plain multiplication.
 */
class GlsMapsTest {
    interface MapS {
        void apply(long[] r, int ro, long[] a, int ao, long[] s);
    }

    interface Map0 {
        void apply(long[] r, int ro, long[] a, int ao);
    }

    interface MapPow {
        void apply(int power, long[] r, int ro, long[] a, int ao, int count, long[] s);
    }

    /** mType: BLS12-381's M-type twist divides by xi^((p^i - 1)/e); bn254's D-type multiplies. */
    record Case(Group g, BigInteger p, long xi0, long xi1, boolean mType, MapS psi, Map0 psi2, MapS psi3,
            MapS psiJac, Map0 psi2Jac, MapS images, MapPow map) {}

    static final Case[] CASES = {
        new Case(EndoGroups.BN254_G2, RefCurves.BN254_P, 9, 1, false, Bn254G2Gls::psi, Bn254G2Gls::psi2,
                Bn254G2Gls::psi3, Bn254G2Gls::psiJac, Bn254G2Gls::psi2Jac, Bn254G2Gls::images, Bn254G2Gls::map),
        new Case(EndoGroups.BLS12381_G2, RefCurves.BLS12_381_P, 1, 1, true, Bls12381G2Gls::psi, Bls12381G2Gls::psi2,
                Bls12381G2Gls::psi3, Bls12381G2Gls::psiJac, Bls12381G2Gls::psi2Jac, Bls12381G2Gls::images,
                Bls12381G2Gls::map),
    };

    /** psi^i(x, y) = (frob^i(x) xi^(+-(p^i - 1)/3), frob^i(y) xi^(+-(p^i - 1)/2)), from the definitions. */
    private static BigInteger[] psiRef(Case c, BigInteger[] xy, int i) {
        RefField f = new RefField(c.p(), 2);
        BigInteger[] xi = f.el(c.xi0(), c.xi1());
        BigInteger pi = c.p().pow(i).subtract(BigInteger.ONE);
        BigInteger[] cx = f.pow(xi, pi.divide(BigInteger.valueOf(3))), cy = f.pow(xi, pi.shiftRight(1));
        if (c.mType()) {
            cx = f.inv(cx);
            cy = f.inv(cy);
        }
        BigInteger[] x = {xy[0], xy[1]}, y = {xy[2], xy[3]};
        if ((i & 1) == 1) {
            x = f.conj(x);
            y = f.conj(y);
        }
        BigInteger[] rx = f.mul(x, cx), ry = f.mul(y, cy);
        return new BigInteger[] {rx[0], rx[1], ry[0], ry[1]};
    }

    @Test
    void mapsMatchTheirDefinitionsAndEigenvalues() {
        for (Case c : CASES) {
            Group g = c.g();
            GroupOps ops = g.ops();
            long[] s = new long[ops.scratch()];
            Random rnd = new Random(11);
            BigInteger mu = g.mu(), r = g.order();
            for (int n = 0; n < 6; n++) {
                long[] p = g.randomPoint(rnd);
                long[][] img = new long[4][ops.affine()];
                img[0] = p.clone();
                c.psi().apply(img[1], 0, p, 0, s);
                c.psi2().apply(img[2], 0, p, 0);
                c.psi3().apply(img[3], 0, p, 0, s);
                for (int i = 1; i <= 3; i++) {
                    assertArrayEquals(psiRef(c, ops.toBigIntegers(p, 0), i), ops.toBigIntegers(img[i], 0),
                            g.name() + " psi^" + i + " coefficients");
                    Canonical.assertSame(g.plainMul(p, mu.modPow(BigInteger.valueOf(i), r)), img[i],
                            g.name() + " psi^" + i + " = [mu^" + i + "]");
                }
                // The eigenvalue is mu, not one of the other roots of x^4 - x^2 + 1 (-mu, 1/mu, -1/mu).
                for (BigInteger other : new BigInteger[] {mu.negate(), mu.modInverse(r), mu.modInverse(r).negate()}) {
                    assertFalse(Arrays.equals(g.plainMul(p, other), img[1]), g.name());
                }
                // psi applied twice is psi^2, and psi^4 - psi^2 + 1 = 0 on G2: psi^4(P) + P = psi^2(P).
                long[] t = new long[ops.affine()];
                c.psi().apply(t, 0, img[1], 0, s);
                Canonical.assertSame(img[2], t, g.name());
                long[] four = new long[ops.affine()], sum = new long[ops.affine()];
                c.psi2().apply(four, 0, img[2], 0);
                ops.addAffine(sum, 0, four, 0, p, 0, s);
                Canonical.assertSame(img[2], sum, g.name() + " psi^4 + 1 = psi^2");
            }
            long[] inf = new long[ops.affine()], out = new long[ops.affine()];
            c.psi().apply(out, 0, inf, 0, s);
            assertTrue(ops.isInfinity(out, 0));
            c.psi3().apply(out, 0, inf, 0, s);
            assertTrue(ops.isInfinity(out, 0));
        }
    }

    @Test
    void jacobianMapsImagesAndBatches() {
        for (Case c : CASES) {
            Group g = c.g();
            GroupOps ops = g.ops();
            int a = ops.affine();
            long[] s = new long[ops.scratch()];
            Random rnd = new Random(12);
            long[] p = g.randomPoint(rnd);
            long[] j = new long[ops.jacobian()], jp = new long[ops.jacobian()];
            ops.jacFromAffine(j, 0, p, 0);
            ops.jacDouble(j, 0, j, 0, s);
            long[] two = new long[a], want = new long[a], got = new long[a];
            ops.jacToAffine(two, 0, j, 0, s);
            c.psi().apply(want, 0, two, 0, s);
            c.psiJac().apply(jp, 0, j, 0, s);
            ops.jacToAffine(got, 0, jp, 0, s);
            Canonical.assertSame(want, got, g.name() + " psiJac");
            c.psi2().apply(want, 0, two, 0);
            c.psi2Jac().apply(jp, 0, j, 0);
            ops.jacToAffine(got, 0, jp, 0, s);
            Canonical.assertSame(want, got, g.name() + " psi2Jac");

            long[] img = new long[4 * a];
            c.images().apply(img, 0, p, 0, s);
            BigInteger mu = g.mu();
            for (int i = 0; i < 4; i++) {
                Canonical.assertSame(g.plainMul(p, mu.pow(i)), Arrays.copyOfRange(img, i * a, (i + 1) * a),
                        g.name() + " images[" + i + "]");
            }
            long[] pts = new long[2 * a];
            System.arraycopy(p, 0, pts, 0, a);
            System.arraycopy(two, 0, pts, a, a);
            for (int power = 0; power < 4; power++) {
                long[] out = new long[2 * a + 3];
                c.map().apply(power, out, 3, pts, 0, 2, s);
                Canonical.assertSame(g.plainMul(p, mu.pow(power)), Arrays.copyOfRange(out, 3, 3 + a), g.name());
                Canonical.assertSame(g.plainMul(two, mu.pow(power)), Arrays.copyOfRange(out, 3 + a, 3 + 2 * a), g.name());
            }
            assertEquals(4, g.parts());
        }
    }
}
