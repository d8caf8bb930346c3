package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.lanes.Bls12381PointBatches;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import dev.pippin.msm.Workers;

/**
 * G1 as the specs use it: 48-byte compressed points (the ZCash encoding), validated as
 * validate_kzg_g1 does (the point at infinity, or a point that passes KeyValidate: on the curve
 * and in the subgroup), and linear combinations (g1_lincomb) through the MSM engine. A point is
 * {@link #AFFINE} longs, affine, Montgomery form, infinity all zero (the curve module's layout).
 */
final class G1 {
    private G1() {}

    /** Longs per affine point. */
    static final int AFFINE = Bls12381G1.AFFINE;
    /** BYTES_PER_COMMITMENT = BYTES_PER_PROOF = BYTES_PER_G1_POINT. */
    static final int BYTES = ZcashCodec.G1_COMPRESSED;

    /**
     * validate_kzg_g1 and decompression of {@code src[off, off + 48)} into {@code r[ro...]};
     * {@code what} names the argument in the exception.
     */
    static void decode(byte[] src, int off, long[] r, int ro, String what) {
        try {
            ZcashCodec.decodeG1Compressed(src, off, r, ro, true);
        } catch (EncodingException e) {
            KzgException.Rule rule = e.reason() == EncodingException.Reason.NOT_IN_SUBGROUP
                    ? KzgException.Rule.G1_NOT_IN_SUBGROUP : KzgException.Rule.INVALID_G1_POINT;
            throw new KzgException(rule, what + ": " + e.getMessage(), e);
        }
    }

    /** Decodes {@code count} consecutive 48-byte points one by one (the plain path of {@link #decodeBatch}). */
    static long[] decodeAll(byte[] src, int count, String what) {
        long[] r = new long[count * AFFINE];
        for (int i = 0; i < count; i++) {
            decode(src, i * BYTES, r, i * AFFINE, what + " " + i);
        }
        return r;
    }

    /**
     * {@link #decodeAll} of the {@code count} consecutive 48-byte points from {@code src[off]}:
     * the same points, and for invalid input the same exception (rule and message) as the first
     * point in order that {@link #decode} rejects, named {@code what + " " + i}. The square roots
     * ({@link Bls12381PointBatches#progenitors}) and the subgroup checks ({@link Bls12381PointBatches#g1InSubgroup})
     * run for all points of a thread's range at once, on the FMA lanes where the options' lane mode
     * says; the points are split over the options' threads.
     *
     * <p>Cost model: per point one square root (an exponentiation of ~450 Fp products) and one
     * multiplication by x^2 (127 doublings, 16 additions), which the lanes run several points to
     * a vector; on this 2-core AVX2 machine, one thread, 128 proofs took 15-20 ms one by one.
     */
    static long[] decodeBatch(byte[] src, int off, int count, String what, MsmOptions options) {
        java.util.Objects.checkFromIndexSize(off, Math.multiplyExact(count, BYTES), src.length);
        long[] r = new long[count * AFFINE];
        if (count == 0) {
            return r;
        }
        byte[][] encodings = new byte[count][];
        for (int i = 0; i < count; i++) {
            encodings[i] = java.util.Arrays.copyOfRange(src, off + i * BYTES, off + (i + 1) * BYTES);
        }
        boolean[] valid = new boolean[count];
        LaneMode lanes = options.lanes();
        Workers.forRanges(count, Math.min(options.threads(), (count + MIN_POINTS_PER_THREAD - 1) / MIN_POINTS_PER_THREAD),
                (from, to) -> {
                    int n = to - from;
                    boolean[] ok = new boolean[n], in = new boolean[n];
                    ZcashCodec.decodeG1CompressedBatch(encodings, from, n, r, from * AFFINE, ok, Bls12381PointBatches.progenitors(lanes));
                    Bls12381PointBatches.g1InSubgroup(r, from * AFFINE, n, in, lanes);
                    for (int i = 0; i < n; i++) {
                        valid[from + i] = ok[i] && in[i];
                    }
                });
        for (int i = 0; i < count; i++) {
            if (!valid[i]) {
                // the single decoder throws this point's exception, as the one-by-one path would
                decode(src, off + i * BYTES, new long[AFFINE], 0, what + " " + i);
                throw new IllegalStateException("batch and single G1 decoding disagree on " + what + " " + i);
            }
        }
        return r;
    }

    /**
     * Fewest points worth a thread of their own in {@link #decodeBatch}: below this the lanes'
     * groups go half empty and the hand-off costs more than the split saves. A policy, with
     * an AVX2 lane group of 4 points and a point's decoding at ~0.1 ms in mind.
     */
    static final int MIN_POINTS_PER_THREAD = 16;

    static byte[] encode(long[] a, int ao) {
        return ZcashCodec.encodeG1Compressed(a, ao);
    }

    /**
     * g1_lincomb: sum_i s_i P_i over {@code count} points (affine, subgroup) and scalars
     * (Montgomery-form Fr elements, 4 limbs each); an affine point (infinity all zero).
     */
    static long[] lincomb(long[] points, long[] scalars, int count, MsmOptions options) {
        return lincomb(points, scalars, count, true, options);
    }

    /** {@link #lincomb} with canonical scalars (4 little-endian limbs each, below r). */
    static long[] lincombCanonical(long[] points, long[] scalars, int count, MsmOptions options) {
        return lincomb(points, scalars, count, false, options);
    }

    private static long[] lincomb(long[] points, long[] scalars, int count, boolean montgomery, MsmOptions options) {
        if (count == 0) {
            return new long[AFFINE];
        }
        long[] p = points.length == count * AFFINE ? points : java.util.Arrays.copyOf(points, count * AFFINE);
        long[] k = scalars.length == count * Fr.L ? scalars : java.util.Arrays.copyOf(scalars, count * Fr.L);
        return montgomery
                ? Msm.computeMontgomeryScalars(MsmGroup.BLS12_381_G1, p, k, options)
                : Msm.computeLimbs(MsmGroup.BLS12_381_G1, p, k, options);
    }

    static boolean isInfinity(long[] a, int ao) {
        return Bls12381G1.isInfinity(a, ao);
    }
}
