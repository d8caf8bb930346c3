package dev.pippin.bls;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.hash.Bls12381HashToCurve;

/**
 * The group arithmetic the scheme needs, on affine points in the curve module's layouts: sums of
 * many points (one Jacobian accumulator, one inversion at the end), scalar multiples, and
 * hashing a message to G2 under a domain separation tag.
 */
final class Points {
    private Points() {}

    static final int G1 = Bls12381G1.AFFINE, G2 = Bls12381G2.AFFINE;

    /** -g1: verification moves e(g1, sigma) to the left side as e(-g1, sigma). */
    static final long[] NEG_G1 = new long[G1];

    static {
        Bls12381G1.generator(NEG_G1, 0);
        Bls12381G1.negateAffine(NEG_G1, 0, NEG_G1, 0);
    }

    /** The affine sum of count G1 points from points[from]. */
    static long[] sumG1(long[] points, int from, int count) {
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] acc = new long[Bls12381G1.JACOBIAN];
        Bls12381G1.jacSetInfinity(acc, 0);
        for (int i = 0; i < count; i++) {
            Bls12381G1.jacAddMixed(acc, 0, acc, 0, points, from + i * G1, false, s);
        }
        long[] r = new long[G1];
        Bls12381G1.jacToAffine(r, 0, acc, 0, s);
        return r;
    }

    /** The affine sum of count G2 points from points[from]. */
    static long[] sumG2(long[] points, int from, int count) {
        long[] s = new long[Bls12381G2.SCRATCH];
        long[] acc = new long[Bls12381G2.JACOBIAN];
        Bls12381G2.jacSetInfinity(acc, 0);
        for (int i = 0; i < count; i++) {
            Bls12381G2.jacAddMixed(acc, 0, acc, 0, points, from + i * G2, false, s);
        }
        long[] r = new long[G2];
        Bls12381G2.jacToAffine(r, 0, acc, 0, s);
        return r;
    }

    /** [k] g1 for the secret scalar k (four little-endian limbs). */
    static long[] timesGenerator(long[] k) {
        long[] g = new long[G1];
        Bls12381G1.generator(g, 0);
        long[] r = new long[G1];
        Bls12381G1.scalarMul(r, 0, g, 0, k, 0);
        return r;
    }

    /** [k] q for a G2 point q and a scalar in four little-endian limbs. */
    static long[] timesG2(long[] q, long[] k) {
        long[] r = new long[G2];
        Bls12381G2.scalarMul(r, 0, q, 0, k, 0);
        return r;
    }

    /** [k] p for a G1 point p and one unsigned 64-bit k: the batch coefficients. */
    static void timesWordG1(long[] r, int ro, long[] p, int po, long k) {
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] j = new long[Bls12381G1.JACOBIAN];
        Bls12381G1.scalarMulJac(j, 0, p, po, new long[] {k}, 0, 1, s);
        Bls12381G1.jacToAffine(r, ro, j, 0, s);
    }

    static long[] hash(byte[] message, byte[] dst) {
        return Bls12381HashToCurve.hashToG2(message, dst);
    }
}
