package dev.pippin.curve.codec;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;

/**
 * bn254 points as EIP-196/197 write them: 32-byte big-endian coordinates; G1 = x || y (64 bytes),
 * G2 = x_im || x_re || y_im || y_re (128 bytes, the imaginary part c1 first); all zero bytes is
 * the point at infinity. Decoding checks canonical coordinates and the curve equation, and for
 * G2 the subgroup when asked (EIP-197 requires it for pairing inputs).
 */
public final class Eip196Codec {
    private Eip196Codec() {}

    public static final int FP_BYTES = 32;
    public static final int G1_BYTES = 2 * FP_BYTES;
    public static final int G2_BYTES = 4 * FP_BYTES;

    /** Decodes the 64 bytes at src[off] into the affine point r[ro] (Montgomery form). */
    public static void decodeG1(byte[] src, int off, long[] r, int ro) {
        PointChecks.available(src, off, G1_BYTES, "bn254 G1 point");
        BaseField.BN254.decode(src, off, r, ro, "G1 x");
        BaseField.BN254.decode(src, off + FP_BYTES, r, ro + Bn254G1.COORD, "G1 y");
        PointChecks.validate(Bn254G1.OPS, r, ro, false, "G1 point");
    }

    /** Decodes exactly 64 bytes. */
    public static long[] decodeG1(byte[] src) {
        PointChecks.length(src, G1_BYTES, "bn254 G1 point");
        long[] r = new long[Bn254G1.AFFINE];
        decodeG1(src, 0, r, 0);
        return r;
    }

    public static void encodeG1(long[] a, int ao, byte[] dst, int off) {
        BaseField.BN254.encode(a, ao, dst, off);
        BaseField.BN254.encode(a, ao + Bn254G1.COORD, dst, off + FP_BYTES);
    }

    public static byte[] encodeG1(long[] a, int ao) {
        byte[] out = new byte[G1_BYTES];
        encodeG1(a, ao, out, 0);
        return out;
    }

    /** Decodes the 128 bytes at src[off] (x_im, x_re, y_im, y_re) into the affine G2 point r[ro]. */
    public static void decodeG2(byte[] src, int off, long[] r, int ro, boolean checkSubgroup) {
        PointChecks.available(src, off, G2_BYTES, "bn254 G2 point");
        int c = Bn254G2.COORD / 2; // longs per Fp
        BaseField.BN254.decode(src, off, r, ro + c, "G2 x imaginary part");
        BaseField.BN254.decode(src, off + FP_BYTES, r, ro, "G2 x real part");
        BaseField.BN254.decode(src, off + 2 * FP_BYTES, r, ro + 3 * c, "G2 y imaginary part");
        BaseField.BN254.decode(src, off + 3 * FP_BYTES, r, ro + 2 * c, "G2 y real part");
        PointChecks.validate(Bn254G2.OPS, r, ro, checkSubgroup, "G2 point");
    }

    public static long[] decodeG2(byte[] src, boolean checkSubgroup) {
        PointChecks.length(src, G2_BYTES, "bn254 G2 point");
        long[] r = new long[Bn254G2.AFFINE];
        decodeG2(src, 0, r, 0, checkSubgroup);
        return r;
    }

    public static void encodeG2(long[] a, int ao, byte[] dst, int off) {
        int c = Bn254G2.COORD / 2;
        BaseField.BN254.encode(a, ao + c, dst, off);
        BaseField.BN254.encode(a, ao, dst, off + FP_BYTES);
        BaseField.BN254.encode(a, ao + 3 * c, dst, off + 2 * FP_BYTES);
        BaseField.BN254.encode(a, ao + 2 * c, dst, off + 3 * FP_BYTES);
    }

    public static byte[] encodeG2(long[] a, int ao) {
        byte[] out = new byte[G2_BYTES];
        encodeG2(a, ao, out, 0);
        return out;
    }
}
