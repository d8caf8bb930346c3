package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;

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

    /** Decodes {@code count} consecutive 48-byte points. */
    static long[] decodeAll(byte[] src, int count, String what) {
        long[] r = new long[count * AFFINE];
        for (int i = 0; i < count; i++) {
            decode(src, i * BYTES, r, i * AFFINE, what + " " + i);
        }
        return r;
    }

    static byte[] encode(long[] a, int ao) {
        return ZcashCodec.encodeG1Compressed(a, ao);
    }

    /**
     * g1_lincomb: sum_i s_i P_i over {@code count} points (affine, subgroup) and scalars
     * (Montgomery-form Fr elements, 4 limbs each); an affine point (infinity all zero).
     */
    static long[] lincomb(long[] points, long[] scalars, int count, MsmOptions options) {
        long[] p = points.length == count * AFFINE ? points : java.util.Arrays.copyOf(points, count * AFFINE);
        long[] k = scalars.length == count * Fr.L ? scalars : java.util.Arrays.copyOf(scalars, count * Fr.L);
        if (count == 0) {
            return new long[AFFINE];
        }
        return Msm.computeMontgomeryScalars(MsmGroup.BLS12_381_G1, p, k, options);
    }

    /** {@link #lincomb} with canonical scalars (4 little-endian limbs each, below r). */
    static long[] lincombCanonical(long[] points, long[] scalars, int count, MsmOptions options) {
        long[] p = points.length == count * AFFINE ? points : java.util.Arrays.copyOf(points, count * AFFINE);
        long[] k = scalars.length == count * Fr.L ? scalars : java.util.Arrays.copyOf(scalars, count * Fr.L);
        if (count == 0) {
            return new long[AFFINE];
        }
        return Msm.computeLimbs(MsmGroup.BLS12_381_G1, p, k, options);
    }

    static boolean isInfinity(long[] a, int ao) {
        return Bls12381G1.isInfinity(a, ao);
    }
}
