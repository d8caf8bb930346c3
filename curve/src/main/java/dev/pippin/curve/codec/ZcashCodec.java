package dev.pippin.curve.codec;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;

/**
 * The ZCash (zkcrypto/bls12_381, IETF pairing-friendly-curves) BLS12-381 serialization. Fp is 48
 * bytes big-endian, no padding; Fp2 is written c1 || c0. G1 is x || y (96 bytes) or x alone
 * (48, compressed); G2 is x || y (192) or x (96). The top three bits of the first byte are flags:
 * 0x80 compressed, 0x40 infinity (then every other bit is zero), 0x20 (compressed only) set when y
 * is the lexicographically larger of +-y; for Fp2 that compares c1 first, then c0.
 *
 * <p>Decoding checks the flags, canonical coordinates, the curve equation (for compressed input:
 * that x^3 + b has a square root) and, when asked, the subgroup, as zkcrypto's from_compressed /
 * from_uncompressed do (their *_unchecked variants skip only the subgroup).
 */
public final class ZcashCodec {
    private ZcashCodec() {}

    public static final int FP_BYTES = 48;
    public static final int G1_COMPRESSED = FP_BYTES, G1_UNCOMPRESSED = 2 * FP_BYTES;
    public static final int G2_COMPRESSED = 2 * FP_BYTES, G2_UNCOMPRESSED = 4 * FP_BYTES;

    private static final int COMPRESSED = 0x80, INFINITY = 0x40, SORT = 0x20;
    private static final int N = Bls12381G1.COORD; // longs per Fp
    /** The curves' b in Montgomery form, for decompression (converted once, not per point). */
    private static final long[] B_G1 = new long[N], B_G2 = new long[2 * N];

    static {
        Bls12381Fp.fromBigInteger(B_G1, 0, Bls12381G1.B);
        Bls12381Fp2.fromBigIntegers(B_G2, 0, Bls12381G2.B_C0, Bls12381G2.B_C1);
    }

    // ------------------------------------------------------------------ G1

    public static long[] decodeG1(byte[] src, boolean checkSubgroup) {
        long[] r = new long[Bls12381G1.AFFINE];
        if (src.length == G1_COMPRESSED) {
            decodeG1Compressed(src, 0, r, 0, checkSubgroup);
        } else if (src.length == G1_UNCOMPRESSED) {
            decodeG1Uncompressed(src, 0, r, 0, checkSubgroup);
        } else {
            throw new EncodingException(EncodingException.Reason.LENGTH,
                    "a ZCash G1 point is 48 (compressed) or 96 (uncompressed) bytes, got " + src.length);
        }
        return r;
    }

    public static void decodeG1Uncompressed(byte[] src, int off, long[] r, int ro, boolean checkSubgroup) {
        PointChecks.available(src, off, G1_UNCOMPRESSED, "ZCash uncompressed G1 point");
        byte[] b = java.util.Arrays.copyOfRange(src, off, off + G1_UNCOMPRESSED);
        if (uncompressedInfinity(b)) {
            Bls12381G1.setInfinity(r, ro);
            return;
        }
        BaseField.BLS12_381.decode(b, 0, r, ro, "G1 x");
        BaseField.BLS12_381.decode(b, FP_BYTES, r, ro + N, "G1 y");
        rejectZeroWithoutFlag(Bls12381G1.isInfinity(r, ro), "G1");
        PointChecks.validate(Bls12381G1.OPS, r, ro, checkSubgroup, "G1 point");
    }

    public static void decodeG1Compressed(byte[] src, int off, long[] r, int ro, boolean checkSubgroup) {
        single(src, off, G1_COMPRESSED, "ZCash compressed G1 point", r, ro, checkSubgroup, ZcashCodec::g1Compressed);
    }

    /**
     * {@link #decodeG1Compressed} of count encodings src[from + i] (each exactly
     * {@link #G1_COMPRESSED} bytes) into count affine points from ro, without the subgroup check,
     * the square roots' exponentiations for all of them at once through pow (the field's one by
     * one: {@link Bls12381Progenitors#SCALAR}). ok[i] = whether encoding i decodes; where it does
     * not (the single decoder would throw), point i of r is unspecified.
     */
    public static void decodeG1CompressedBatch(byte[][] src, int from, int count, long[] r, int ro, boolean[] ok,
            Bls12381Progenitors pow) {
        batch(src, from, count, G1_COMPRESSED, "ZCash compressed G1 point", r, ro, Bls12381G1.AFFINE, ok, pow, ZcashCodec::g1Compressed);
    }

    /** A batch decompression: b[from + i] into r's point i; each failure into failed[i] (those already set are skipped). */
    @FunctionalInterface
    private interface Decompression {
        void run(byte[][] b, int from, int count, long[] r, int ro, EncodingException[] failed, boolean checkSubgroup,
                Bls12381Progenitors pow);
    }

    /** One encoding at src[off] through a batch decompression of one, its failure thrown. */
    private static void single(byte[] src, int off, int length, String what, long[] r, int ro, boolean checkSubgroup,
            Decompression d) {
        PointChecks.available(src, off, length, what);
        EncodingException[] failed = new EncodingException[1];
        d.run(new byte[][] {java.util.Arrays.copyOfRange(src, off, off + length)}, 0, 1, r, ro, failed, checkSubgroup,
                Bls12381Progenitors.SCALAR);
        if (failed[0] != null) {
            throw failed[0];
        }
    }

    /** The public batch decoders: their ranges checked, the encodings copied, ok[i] from the failures. */
    private static void batch(byte[][] src, int from, int count, int length, String what, long[] r, int ro, int aff,
            boolean[] ok, Bls12381Progenitors pow, Decompression d) {
        java.util.Objects.requireNonNull(pow, "pow");
        java.util.Objects.checkFromIndexSize(from, count, src.length);
        java.util.Objects.checkFromIndexSize(ro, Math.multiplyExact(Math.max(count, 0), aff), r.length);
        java.util.Objects.checkFromIndexSize(0, count, ok.length);
        EncodingException[] failed = new EncodingException[count];
        byte[][] b = new byte[count][];
        for (int i = 0; i < count; i++) {
            byte[] e = src[from + i];
            if (e == null || e.length != length) {
                failed[i] = new EncodingException(EncodingException.Reason.LENGTH,
                        "a " + what + " is " + length + " bytes, got " + (e == null ? "none" : e.length));
            } else {
                b[i] = e.clone();
            }
        }
        d.run(b, 0, count, r, ro, failed, false, pow);
        for (int i = 0; i < count; i++) {
            ok[i] = failed[i] == null;
        }
    }

    /** The encodings b[from + i] (flags still set; failed[i] already set are skipped) into r; each failure into failed[i]. */
    private static void g1Compressed(byte[][] b, int from, int count, long[] r, int ro, EncodingException[] failed,
            boolean checkSubgroup, Bls12381Progenitors pow) {
        final int aff = Bls12381G1.AFFINE;
        long[] rhs = new long[count * N];
        int[] at = new int[count];
        boolean[] largest = new boolean[count];
        int k = 0;
        for (int i = 0; i < count; i++) {
            if (failed[i] != null) {
                continue;
            }
            byte[] e = b[from + i];
            try {
                boolean inf = (e[0] & INFINITY) != 0;
                largest[i] = compressedFlags(e);
                if (inf) {
                    Bls12381G1.setInfinity(r, ro + i * aff);
                    continue;
                }
                BaseField.BLS12_381.decode(e, 0, r, ro + i * aff, "G1 x");
            } catch (EncodingException x) {
                failed[i] = x;
                continue;
            }
            int q = k * N, p = ro + i * aff;
            Bls12381Fp.sqr(rhs, q, r, p);
            Bls12381Fp.mul(rhs, q, rhs, q, r, p);
            Bls12381Fp.add(rhs, q, rhs, q, B_G1, 0);
            at[k++] = i;
        }
        long[] t = new long[k * N], check = new long[N];
        pow.progenitors(t, 0, rhs, 0, k);
        for (int q = 0; q < k; q++) {
            int i = at[q], p = ro + i * aff;
            Bls12381Fp.mul(r, p + N, t, q * N, rhs, q * N);          // y = rhs^((p + 1) / 4)
            Bls12381Fp.sqr(check, 0, r, p + N);
            try {
                if (!Bls12381Fp.equal(check, 0, rhs, q * N)) {
                    throw new EncodingException(EncodingException.Reason.NOT_ON_CURVE,
                            "G1 x has no point on the curve (x^3 + 4 is not a square)");
                }
                if (BaseField.BLS12_381.isLexLargest(r, p + N) != largest[i]) {
                    Bls12381Fp.neg(r, p + N, r, p + N);
                }
                PointChecks.validate(Bls12381G1.OPS, r, p, checkSubgroup, "G1 point");
            } catch (EncodingException x) {
                failed[i] = x;
            }
        }
    }

    public static byte[] encodeG1Uncompressed(long[] a, int ao) {
        byte[] out = new byte[G1_UNCOMPRESSED];
        if (Bls12381G1.isInfinity(a, ao)) {
            out[0] = (byte) INFINITY;
            return out;
        }
        BaseField.BLS12_381.encode(a, ao, out, 0);
        BaseField.BLS12_381.encode(a, ao + N, out, FP_BYTES);
        return out;
    }

    public static byte[] encodeG1Compressed(long[] a, int ao) {
        byte[] out = new byte[G1_COMPRESSED];
        if (Bls12381G1.isInfinity(a, ao)) {
            out[0] = (byte) (COMPRESSED | INFINITY);
            return out;
        }
        BaseField.BLS12_381.encode(a, ao, out, 0);
        out[0] |= (byte) (COMPRESSED | (BaseField.BLS12_381.isLexLargest(a, ao + N) ? SORT : 0));
        return out;
    }

    // ------------------------------------------------------------------ G2

    public static long[] decodeG2(byte[] src, boolean checkSubgroup) {
        long[] r = new long[Bls12381G2.AFFINE];
        if (src.length == G2_COMPRESSED) {
            decodeG2Compressed(src, 0, r, 0, checkSubgroup);
        } else if (src.length == G2_UNCOMPRESSED) {
            decodeG2Uncompressed(src, 0, r, 0, checkSubgroup);
        } else {
            throw new EncodingException(EncodingException.Reason.LENGTH,
                    "a ZCash G2 point is 96 (compressed) or 192 (uncompressed) bytes, got " + src.length);
        }
        return r;
    }

    public static void decodeG2Uncompressed(byte[] src, int off, long[] r, int ro, boolean checkSubgroup) {
        PointChecks.available(src, off, G2_UNCOMPRESSED, "ZCash uncompressed G2 point");
        byte[] b = java.util.Arrays.copyOfRange(src, off, off + G2_UNCOMPRESSED);
        if (uncompressedInfinity(b)) {
            Bls12381G2.setInfinity(r, ro);
            return;
        }
        readFp2(b, 0, r, ro, "G2 x");
        readFp2(b, 2 * FP_BYTES, r, ro + 2 * N, "G2 y");
        rejectZeroWithoutFlag(Bls12381G2.isInfinity(r, ro), "G2");
        PointChecks.validate(Bls12381G2.OPS, r, ro, checkSubgroup, "G2 point");
    }

    public static void decodeG2Compressed(byte[] src, int off, long[] r, int ro, boolean checkSubgroup) {
        single(src, off, G2_COMPRESSED, "ZCash compressed G2 point", r, ro, checkSubgroup, ZcashCodec::g2Compressed);
    }

    /**
     * {@link #decodeG2Compressed} of count encodings src[from + i] (each exactly
     * {@link #G2_COMPRESSED} bytes) into count affine points from ro, without the subgroup check,
     * the square roots' two exponentiations for all of them at once through pow. ok[i] = whether
     * encoding i decodes; where it does not, point i of r is unspecified.
     */
    public static void decodeG2CompressedBatch(byte[][] src, int from, int count, long[] r, int ro, boolean[] ok,
            Bls12381Progenitors pow) {
        batch(src, from, count, G2_COMPRESSED, "ZCash compressed G2 point", r, ro, Bls12381G2.AFFINE, ok, pow, ZcashCodec::g2Compressed);
    }

    /**
     * As {@link #g1Compressed} for G2. The root of x^3 + b is Bls12381Fp2's: the norm's root
     * (first exponentiation, which also says whether one exists; not needed when c1 = 0), then
     * {@link Bls12381Fp2#sqrtFromNormRootBase} and its exponentiation, then the finish.
     */
    private static void g2Compressed(byte[][] b, int from, int count, long[] r, int ro, EncodingException[] failed,
            boolean checkSubgroup, Bls12381Progenitors pow) {
        final int aff = Bls12381G2.AFFINE, f2 = 2 * N;
        long[] s = new long[Bls12381Fp2.SCRATCH];
        long[] rhs = new long[count * f2], norm = new long[count * N], d = new long[count * N];
        int[] at = new int[count], atNorm = new int[count];
        boolean[] largest = new boolean[count];
        int k = 0, kn = 0;
        for (int i = 0; i < count; i++) {
            if (failed[i] != null) {
                continue;
            }
            byte[] e = b[from + i];
            try {
                boolean inf = (e[0] & INFINITY) != 0;
                largest[i] = compressedFlags(e);
                if (inf) {
                    Bls12381G2.setInfinity(r, ro + i * aff);
                    continue;
                }
                readFp2(e, 0, r, ro + i * aff, "G2 x");
            } catch (EncodingException x) {
                failed[i] = x;
                continue;
            }
            int q = k * f2, p = ro + i * aff;
            Bls12381Fp2.sqr(rhs, q, r, p, s);
            Bls12381Fp2.mul(rhs, q, rhs, q, r, p, s);
            Bls12381Fp2.add(rhs, q, rhs, q, B_G2, 0);
            if (!Bls12381Fp.isZero(rhs, q + N)) {
                Bls12381Fp2.norm(norm, kn * N, rhs, q, s);
                atNorm[kn++] = k;
            }
            at[k++] = i;
        }
        long[] t = new long[kn * N], n = new long[count * N], check = new long[N];
        pow.progenitors(t, 0, norm, 0, kn);
        boolean[] square = new boolean[count];
        java.util.Arrays.fill(square, 0, k, true);
        for (int q = 0; q < kn; q++) {
            int j = atNorm[q];
            Bls12381Fp.mul(n, j * N, t, q * N, norm, q * N);        // the norm's root, if it has one
            Bls12381Fp.sqr(check, 0, n, j * N);
            square[j] = Bls12381Fp.equal(check, 0, norm, q * N);
        }
        for (int j = 0; j < k; j++) {
            if (square[j]) {
                Bls12381Fp2.sqrtFromNormRootBase(d, j * N, rhs, j * f2, n, j * N);
            }
        }
        long[] g = new long[k * N];
        pow.progenitors(g, 0, d, 0, k);
        for (int j = 0; j < k; j++) {
            int i = at[j], p = ro + i * aff;
            try {
                if (!square[j]) {
                    throw new EncodingException(EncodingException.Reason.NOT_ON_CURVE,
                            "G2 x has no point on the curve (x^3 + 4(1+u) is not a square)");
                }
                Bls12381Fp2.sqrtFromNormRootFinish(r, p + f2, rhs, j * f2, d, j * N, g, j * N);
                if (fp2LexLargest(r, p + f2) != largest[i]) {
                    Bls12381Fp2.neg(r, p + f2, r, p + f2);
                }
                PointChecks.validate(Bls12381G2.OPS, r, p, checkSubgroup, "G2 point");
            } catch (EncodingException x) {
                failed[i] = x;
            }
        }
    }

    public static byte[] encodeG2Uncompressed(long[] a, int ao) {
        byte[] out = new byte[G2_UNCOMPRESSED];
        if (Bls12381G2.isInfinity(a, ao)) {
            out[0] = (byte) INFINITY;
            return out;
        }
        writeFp2(a, ao, out, 0);
        writeFp2(a, ao + 2 * N, out, 2 * FP_BYTES);
        return out;
    }

    public static byte[] encodeG2Compressed(long[] a, int ao) {
        byte[] out = new byte[G2_COMPRESSED];
        if (Bls12381G2.isInfinity(a, ao)) {
            out[0] = (byte) (COMPRESSED | INFINITY);
            return out;
        }
        writeFp2(a, ao, out, 0);
        out[0] |= (byte) (COMPRESSED | (fp2LexLargest(a, ao + 2 * N) ? SORT : 0));
        return out;
    }

    // ------------------------------------------------------------------ shared

    /**
     * Uncompressed form: the compressed and sort bits must be clear. Returns true (infinity) when
     * the infinity bit is set and everything else is zero; clears the flag bits in b otherwise.
     */
    private static boolean uncompressedInfinity(byte[] b) {
        int flags = b[0] & 0xE0;
        if ((flags & COMPRESSED) != 0) {
            throw new EncodingException(EncodingException.Reason.FLAGS,
                    "the compression flag (0x80) is set on an uncompressed encoding");
        }
        if ((flags & SORT) != 0) {
            throw new EncodingException(EncodingException.Reason.FLAGS,
                    "the sort flag (0x20) is only valid in the compressed form");
        }
        if ((flags & INFINITY) != 0) {
            requireRestZero(b, "uncompressed");
            return true;
        }
        return false;
    }

    /**
     * Compressed form: the compression bit must be set; with the infinity bit the sort bit and all
     * other bits must be zero. Returns the sort bit and clears the flags in b.
     */
    private static boolean compressedFlags(byte[] b) {
        int flags = b[0] & 0xE0;
        if ((flags & COMPRESSED) == 0) {
            throw new EncodingException(EncodingException.Reason.FLAGS,
                    "the compression flag (0x80) is not set on a compressed encoding");
        }
        if ((flags & INFINITY) != 0) {
            if ((flags & SORT) != 0) {
                throw new EncodingException(EncodingException.Reason.FLAGS,
                        "the point at infinity cannot have the sort flag (0x20) set");
            }
            requireRestZero(b, "compressed");
            return false;
        }
        b[0] &= 0x1F;
        return (flags & SORT) != 0;
    }

    /**
     * (0, 0) is not on either curve, but it is how the engine stores infinity, so the curve check
     * would pass it: zkcrypto's from_uncompressed rejects it without the infinity flag, and so
     * must we (a fuzzing finding, docs/RELIABILITY.md).
     */
    private static void rejectZeroWithoutFlag(boolean zero, String group) {
        if (zero) {
            throw new EncodingException(EncodingException.Reason.NOT_ON_CURVE,
                    group + " point (0, 0) is not on the curve; infinity is written with the flag 0x40");
        }
    }

    private static void requireRestZero(byte[] b, String form) {
        if ((b[0] & 0x1F) != 0) {
            throw new EncodingException(EncodingException.Reason.PADDING,
                    "an " + form + " infinity encoding must be zero after the flags");
        }
        for (int i = 1; i < b.length; i++) {
            if (b[i] != 0) {
                throw new EncodingException(EncodingException.Reason.PADDING,
                        "an " + form + " infinity encoding must be zero after the flags");
            }
        }
    }

    /** c1 || c0 at b[off] into the Fp2 element r[ro] (c0 then c1). */
    private static void readFp2(byte[] b, int off, long[] r, int ro, String what) {
        BaseField.BLS12_381.decode(b, off, r, ro + N, what + ".c1");
        BaseField.BLS12_381.decode(b, off + FP_BYTES, r, ro, what + ".c0");
    }

    private static void writeFp2(long[] a, int ao, byte[] out, int off) {
        BaseField.BLS12_381.encode(a, ao + N, out, off);
        BaseField.BLS12_381.encode(a, ao, out, off + FP_BYTES);
    }

    /** zkcrypto's Fp2 lexicographic order: c1 decides unless it is zero, then c0. */
    private static boolean fp2LexLargest(long[] a, int ao) {
        if (!Bls12381Fp.isZero(a, ao + N)) {
            return BaseField.BLS12_381.isLexLargest(a, ao + N);
        }
        return BaseField.BLS12_381.isLexLargest(a, ao);
    }
}
