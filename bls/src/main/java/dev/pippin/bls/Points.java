package dev.pippin.bls;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.curve.hash.Bls12381HashToCurve;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.glv.Bls12381G1SecretMul;
import dev.pippin.glv.Bls12381G2SecretMul;
import dev.pippin.curve.hash.HashToField;
import dev.pippin.lanes.Bls12381PointBatches;

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

    /** [k] g1 for the secret scalar k (four little-endian limbs), in constant time, from the generator's fixed table. */
    static long[] timesGenerator(long[] k) {
        long[] r = new long[G1];
        Bls12381G1SecretMul.mulGenerator(r, 0, k, 0);
        return r;
    }

    /** [k] q for a G2 point q (public) and a secret scalar in four little-endian limbs, in constant time. */
    static long[] timesG2(long[] q, long[] k) {
        long[] r = new long[G2];
        Bls12381G2SecretMul.mul(r, 0, q, 0, k, 0);
        return r;
    }

    /**
     * Width of the NAFs in {@link #timesCoefficientG1}: digits odd in [-7, 7], a table of 4 points.
     * By the count of point operations for two 32-bit halves (table building plus about
     * 2 x 32 / (w + 1) additions): width 3 takes 2 + 16, width 4 takes 4 + 12.8, width 5 takes
     * 8 + 10.7, beside the same 32 doublings.
     */
    static final int COEFFICIENT_WINDOW = 4;
    private static final int COEFFICIENT_TABLE = 1 << (COEFFICIENT_WINDOW - 2);

    /**
     * r (affine) = [a + b lambda] p = [a] p + [b] phi(p) for a G1 point p (in the subgroup) and
     * unsigned 32-bit a and b, lambda = -x^2 mod r the eigenvalue of phi: a batch coefficient
     * ({@link BlsBatchVerifier}). Width-{@value #COEFFICIENT_WINDOW} NAFs of a and b walked
     * together (Straus-Shamir): 32 doublings and about 2 x 32 / 5 mixed additions, over one table
     * of the odd multiples p, 3p, 5p, 7p (one inversion) and its phi image (one base-field
     * product per point), against 64 doublings for the same coefficient as a 64-bit integer.
     */
    static void timesCoefficientG1(long[] r, int ro, long[] p, int po, long a, long b) {
        long[] j = new long[Bls12381G1.JACOBIAN];
        timesCoefficientG1Jacobian(j, 0, p, po, a, b);
        Bls12381G1.jacToAffine(r, ro, j, 0, new long[Bls12381G1.SCRATCH]);
    }

    /** r (Jacobian) = [a + b lambda] p, as {@link #timesCoefficientG1} before its last inversion. */
    static void timesCoefficientG1Jacobian(long[] r, int ro, long[] p, int po, long a, long b) {
        final int A = Bls12381G1.AFFINE, J = Bls12381G1.JACOBIAN, T = COEFFICIENT_TABLE;
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] jt = new long[T * J], twice = new long[J];
        Bls12381G1.jacFromAffine(jt, 0, p, po);
        Bls12381G1.jacDouble(twice, 0, jt, 0, s);
        for (int i = 1; i < T; i++) {
            Bls12381G1.jacAdd(jt, i * J, jt, (i - 1) * J, twice, 0, s);
        }
        long[] table = new long[2 * T * A];       // the odd multiples, then their phi images
        Bls12381G1.batchJacToAffine(jt, 0, table, 0, T, new long[T * Bls12381G1.COORD], s);
        for (int i = 0; i < T; i++) {
            Bls12381G1.phi(table, (T + i) * A, table, i * A);
        }
        byte[] da = new byte[34], db = new byte[34];
        int na = ScalarLimbs.wnaf(new long[] {a}, 0, 1, COEFFICIENT_WINDOW, da);
        int nb = ScalarLimbs.wnaf(new long[] {b}, 0, 1, COEFFICIENT_WINDOW, db);
        Bls12381G1.jacSetInfinity(r, ro);
        for (int i = Math.max(na, nb) - 1; i >= 0; i--) {
            Bls12381G1.jacDouble(r, ro, r, ro, s);
            int d = da[i];
            if (d != 0) {
                Bls12381G1.jacAddMixed(r, ro, r, ro, table, (Math.abs(d) >> 1) * A, d < 0, s);
            }
            d = db[i];
            if (d != 0) {
                Bls12381G1.jacAddMixed(r, ro, r, ro, table, (T + (Math.abs(d) >> 1)) * A, d < 0, s);
            }
        }
    }

    /** r (affine) = [lambda] q = -psi^2(q) for q in G2: psi acts there as [x], and lambda = -x^2 mod r. */
    static void timesLambdaG2(long[] r, int ro, long[] q, int qo) {
        long[] s = new long[Bls12381G2.SCRATCH];
        Bls12381G2.psi(r, ro, q, qo, s);
        Bls12381G2.psi(r, ro, r, ro, s);
        Bls12381G2.negateAffine(r, ro, r, ro);
    }

    /** r (affine) = phi(p) = [lambda] p for p in G1. */
    static void timesLambdaG1(long[] r, int ro, long[] p, int po) {
        Bls12381G1.phi(r, ro, p, po);
    }

    static long[] hash(byte[] message, byte[] dst) {
        return Bls12381HashToCurve.hashToG2(message, dst);
    }

    /** H(message) as a Jacobian point at r[ro] (the batch converts its hashes to affine together). */
    static void hashJacobian(byte[] message, byte[] dst, long[] r, int ro) {
        Bls12381HashToCurve.hashToG2Jacobian(message, dst, r, ro);
    }

    /**
     * r (affine, at ro) = map_to_curve(u0) + map_to_curve(u1) for (u0, u1) = hash_to_field(message, 2):
     * hash_to_curve before clear_cofactor, which a batch runs over all its messages at once
     * ({@link dev.pippin.lanes.Bls12381PointBatches#g2ClearCofactor}).
     */
    static void hashUncleared(byte[] message, byte[] dst, long[] r, int ro) {
        hashUncleared(new byte[][] {message}, 0, 1, dst, r, ro, Bls12381Progenitors.SCALAR);
    }

    /**
     * {@link #hashUncleared} of messages[from .. from + count) into count affine points from ro,
     * the 2 count maps' square roots through pow, for all of them at once.
     */
    static void hashUncleared(byte[][] messages, int from, int count, byte[] dst, long[] r, int ro, Bls12381Progenitors pow) {
        final int u2 = 2 * Bls12381Fp2.LIMBS;
        long[] u = new long[count * u2], q = new long[2 * count * G2], s = new long[Bls12381G2.SCRATCH];
        for (int i = 0; i < count; i++) {
            System.arraycopy(HashToField.fp2(messages[from + i], dst, 2), 0, u, i * u2, u2);
        }
        Bls12381HashToCurve.mapToCurveG2(q, 0, u, 0, 2 * count, pow);
        for (int i = 0; i < count; i++) {
            Bls12381G2.addAffine(r, ro + i * G2, q, 2 * i * G2, q, (2 * i + 1) * G2, s);
        }
    }
}
