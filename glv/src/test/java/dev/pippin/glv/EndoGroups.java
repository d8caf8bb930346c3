package dev.pippin.glv;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;

/** The four groups as the tests see them: the class under test behind small functional seams. */
final class EndoGroups {
    private EndoGroups() {}

    interface Decompose {
        int apply(long[] k, int ko, long[] parts, int po);
    }

    interface Mul {
        void apply(long[] r, int ro, long[] a, int ao, long[] k, int ko);
    }

    record Group(String name, GroupOps ops, BigInteger mu, LatticeDecomposer dec, int parts, int partLimbs,
            int partBits, Decompose decompose, Mul mul) {
        BigInteger order() {
            return ops.order();
        }

        /** A random point of the subgroup: the generator times a random scalar, by the curve's own code. */
        long[] randomPoint(Random rnd) {
            long[] g = new long[ops.affine()];
            ops.generator(g, 0);
            long[] p = new long[ops.affine()];
            ops.scalarMul(p, 0, g, 0, ScalarLimbs.limbs(new BigInteger(256, rnd).mod(order()), 4), 0);
            return p;
        }

        /** [k] a by the curve's plain double-and-add (the oracle for the endomorphism code). */
        long[] plainMul(long[] a, BigInteger k) {
            long[] r = new long[ops.affine()];
            ops.scalarMul(r, 0, a, 0, ScalarLimbs.limbs(k.mod(order()), 4), 0);
            return r;
        }
    }

    static final BigInteger BLS_X = RefCurves.BLS12_381_SEED;
    static final BigInteger BN_X = RefCurves.BN254_SEED;

    static final Group BN254_G1 = new Group("bn254-g1", Bn254G1.OPS, Bn254G1Glv.LAMBDA, Bn254G1Glv.DECOMPOSER,
            2, 2, Bn254G1Glv.PART_BITS, Bn254G1Glv::decompose, Bn254G1GlvMul::mul);
    static final Group BLS12381_G1 = new Group("bls12-381-g1", Bls12381G1.OPS, Bls12381G1Glv.LAMBDA,
            Bls12381G1Glv.DECOMPOSER, 2, 2, Bls12381G1Glv.PART_BITS, Bls12381G1Glv::decompose, Bls12381G1GlvMul::mul);
    static final Group BN254_G2 = new Group("bn254-g2", Bn254G2.OPS, Bn254G2Gls.MU, Bn254G2Gls.DECOMPOSER,
            4, 1, Bn254G2Gls.PART_BITS, Bn254G2Gls::decompose, Bn254G2GlsMul::mul);
    static final Group BLS12381_G2 = new Group("bls12-381-g2", Bls12381G2.OPS, Bls12381G2Gls.MU,
            Bls12381G2Gls.DECOMPOSER, 4, 1, Bls12381G2Gls.PART_BITS, Bls12381G2Gls::decompose, Bls12381G2GlsMul::mul);

    static final List<Group> ALL = List.of(BN254_G1, BLS12381_G1, BN254_G2, BLS12381_G2);

    /**
     * The edge scalars, as 256-bit values: 0, 1, 2, r - 1, r, r + 1, mu, mu - 1,
     * mu + 1, 2^128, 2^255, 2^256 - 1, and the same reduced mod r. The decompositions take any
     * 256-bit value (the congruence is mod r), so both forms are tested.
     */
    static List<BigInteger> edgeScalars(Group g) {
        BigInteger r = g.order(), mu = g.mu(), one = BigInteger.ONE;
        BigInteger top = one.shiftLeft(256).subtract(one);
        List<BigInteger> raw = List.of(BigInteger.ZERO, one, BigInteger.TWO, r.subtract(one), r, r.add(one),
                mu, mu.subtract(one), mu.add(one), one.shiftLeft(128), one.shiftLeft(128).subtract(one),
                one.shiftLeft(255), top, one.shiftLeft(64), one.shiftLeft(64).subtract(one));
        java.util.ArrayList<BigInteger> all = new java.util.ArrayList<>(raw);
        for (BigInteger k : raw) {
            all.add(k.mod(r));
        }
        return all;
    }
}
