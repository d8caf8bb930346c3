package dev.pippin.curve.codec;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;

/**
 * BLS12-381 points as EIP-2537 writes them: each Fp element is 64 bytes, 16 zero bytes then the
 * 48-byte big-endian value; G1 = x || y (128 bytes); G2 = x.c0 || x.c1 || y.c0 || y.c1 (256 bytes,
 * c0 first, unlike EIP-197 and ZCash); all zero bytes is infinity. Decoding rejects non-zero
 * padding, values >= p, points off the curve and, when asked, points outside the subgroup.
 */
public final class Eip2537Codec {
    private Eip2537Codec() {}

    public static final int FP_BYTES = 64;
    private static final int PAD = FP_BYTES - 48;
    public static final int G1_BYTES = 2 * FP_BYTES;
    public static final int G2_BYTES = 4 * FP_BYTES;

    /** One padded field element at src[off] into r[ro]. */
    static void decodeFp(byte[] src, int off, long[] r, int ro, String what) {
        for (int i = 0; i < PAD; i++) {
            if (src[off + i] != 0) {
                throw new EncodingException(EncodingException.Reason.PADDING,
                        what + ": the top " + PAD + " bytes of a 64-byte field element must be zero");
            }
        }
        BaseField.BLS12_381.decode(src, off + PAD, r, ro, what);
    }

    static void encodeFp(long[] a, int ao, byte[] dst, int off) {
        java.util.Arrays.fill(dst, off, off + PAD, (byte) 0);
        BaseField.BLS12_381.encode(a, ao, dst, off + PAD);
    }

    public static void decodeG1(byte[] src, int off, long[] r, int ro, boolean checkSubgroup) {
        PointChecks.available(src, off, G1_BYTES, "BLS12-381 G1 point");
        decodeFp(src, off, r, ro, "G1 x");
        decodeFp(src, off + FP_BYTES, r, ro + Bls12381G1.COORD, "G1 y");
        PointChecks.validate(Bls12381G1.OPS, r, ro, checkSubgroup, "G1 point");
    }

    public static long[] decodeG1(byte[] src, boolean checkSubgroup) {
        PointChecks.length(src, G1_BYTES, "BLS12-381 G1 point");
        long[] r = new long[Bls12381G1.AFFINE];
        decodeG1(src, 0, r, 0, checkSubgroup);
        return r;
    }

    public static void encodeG1(long[] a, int ao, byte[] dst, int off) {
        encodeFp(a, ao, dst, off);
        encodeFp(a, ao + Bls12381G1.COORD, dst, off + FP_BYTES);
    }

    public static byte[] encodeG1(long[] a, int ao) {
        byte[] out = new byte[G1_BYTES];
        encodeG1(a, ao, out, 0);
        return out;
    }

    public static void decodeG2(byte[] src, int off, long[] r, int ro, boolean checkSubgroup) {
        PointChecks.available(src, off, G2_BYTES, "BLS12-381 G2 point");
        int c = Bls12381G1.COORD; // longs per Fp
        decodeFp(src, off, r, ro, "G2 x.c0");
        decodeFp(src, off + FP_BYTES, r, ro + c, "G2 x.c1");
        decodeFp(src, off + 2 * FP_BYTES, r, ro + 2 * c, "G2 y.c0");
        decodeFp(src, off + 3 * FP_BYTES, r, ro + 3 * c, "G2 y.c1");
        PointChecks.validate(Bls12381G2.OPS, r, ro, checkSubgroup, "G2 point");
    }

    public static long[] decodeG2(byte[] src, boolean checkSubgroup) {
        PointChecks.length(src, G2_BYTES, "BLS12-381 G2 point");
        long[] r = new long[Bls12381G2.AFFINE];
        decodeG2(src, 0, r, 0, checkSubgroup);
        return r;
    }

    public static void encodeG2(long[] a, int ao, byte[] dst, int off) {
        int c = Bls12381G1.COORD;
        for (int i = 0; i < 4; i++) {
            encodeFp(a, ao + i * c, dst, off + i * FP_BYTES);
        }
    }

    public static byte[] encodeG2(long[] a, int ao) {
        byte[] out = new byte[G2_BYTES];
        encodeG2(a, ao, out, 0);
        return out;
    }
}
