package dev.pippin.curve;

import java.math.BigInteger;

/**
 * Scalars as little-endian 64-bit limbs: conversions, reduction mod the group order, and the
 * width-w non-adjacent form that single-point multiplication walks. Shared by the four group
 * classes and the endomorphism multiplications; nothing here is on the MSM's hot path.
 */
public final class ScalarLimbs {
    private ScalarLimbs() {}

    /** Bytes of a scalar in every encoding here (EIP-196, EIP-2537): 32, big-endian. */
    public static final int BYTES = 32;

    /** v (0 <= v < 2^(64 n)) as n little-endian limbs. */
    public static long[] limbs(BigInteger v, int n) {
        if (v.signum() < 0 || v.bitLength() > 64 * n) {
            throw new IllegalArgumentException("scalar does not fit " + n + " limbs: " + v);
        }
        long[] r = new long[n];
        for (int i = 0; i < n; i++) {
            r[i] = v.shiftRight(64 * i).longValue();
        }
        return r;
    }

    /** The unsigned value of n limbs. */
    public static BigInteger toBigInteger(long[] k, int ko, int n) {
        BigInteger v = BigInteger.ZERO;
        for (int i = n - 1; i >= 0; i--) {
            v = v.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(k[ko + i])));
        }
        return v;
    }

    /** Reads 32 big-endian bytes from src[off] into four little-endian limbs at r[ro]. */
    public static void fromBytes(byte[] src, int off, long[] r, int ro) {
        for (int i = 0; i < 4; i++) {
            long v = 0;
            int base = off + BYTES - 8 * (i + 1);
            for (int b = 0; b < 8; b++) {
                v = (v << 8) | (src[base + b] & 0xFF);
            }
            r[ro + i] = v;
        }
    }

    /**
     * out = k mod r for a 256-bit k (four limbs) and an order r of at least 2^253, by repeated
     * subtraction: 2^256 / r is below 8 for both curves (bn254's r has 254 bits, BLS12-381's 255),
     * so at most 7 subtractions run.
     */
    public static void reduce(long[] k, int ko, long[] order, long[] out) {
        reduce(k, ko, order, out, 0);
    }

    /** As {@link #reduce(long[], int, long[], long[])}, into out[oo..oo+4); out may be k. */
    public static void reduce(long[] k, int ko, long[] order, long[] out, int oo) {
        System.arraycopy(k, ko, out, oo, 4);
        while (!lessThan(out, oo, order)) {
            long borrow = 0;
            for (int i = 0; i < 4; i++) {
                long x = out[oo + i], y = order[i];
                long d = x - y - borrow;
                borrow = (Long.compareUnsigned(x, y) < 0 || (x == y && borrow != 0)) ? 1 : 0;
                out[oo + i] = d;
            }
        }
    }

    private static boolean lessThan(long[] a, int ao, long[] b) {
        for (int i = 3; i >= 0; i--) {
            if (a[ao + i] != b[i]) {
                return Long.compareUnsigned(a[ao + i], b[i]) < 0;
            }
        }
        return false;
    }

    /** As {@link #wnaf(long[], int, int, int, byte[], int)}, into digits from index 0. */
    public static int wnaf(long[] k, int ko, int n, int w, byte[] digits) {
        return wnaf(k, ko, n, w, digits, 0);
    }

    /**
     * Width-w NAF of the non-negative integer k (n limbs at k[ko]) into digits[off..]: every
     * digit is 0 or odd in (-2^(w-1), 2^(w-1)), k = sum digits[off + i] 2^i, and any w
     * consecutive digits hold at most one non-zero. Returns the number of digits (0 for k = 0),
     * the last of which is positive; that is at most 64 n + 1 (the NAF can be one digit longer
     * than k), and nothing past it is written. 2 <= w <= 8, so that a digit fits a byte.
     *
     * <p>Reads k without copying it (the endomorphism multiplications recode on every call, so
     * nothing is allocated): the remaining value is (k >> i) + carry with carry 0 or 1, so a
     * digit is the next w bits plus the carry, and the w - 1 digits after a non-zero one are 0.
     */
    public static int wnaf(long[] k, int ko, int n, int w, byte[] digits, int off) {
        if (w < 2 || w > 8) {
            throw new IllegalArgumentException("wNAF width must be 2..8, got " + w);
        }
        final int bits = 64 * n;
        int carry = 0, len = 0;
        for (int i = 0; i < bits || carry != 0; ) {
            if (bit(k, ko, n, i) == carry) {
                i++; // the remaining value is even: a zero digit (a set bit plus the carry carries on)
                continue;
            }
            int word = window(k, ko, n, i, w) + carry; // odd and below 2^w
            carry = word >>> (w - 1);
            while (len < i) {
                digits[off + len++] = 0;
            }
            digits[off + i] = (byte) (word - (carry << w));
            len = i + 1;
            i += w;
        }
        return len;
    }

    /** Bit i of the n-limb k; 0 above its top. */
    private static int bit(long[] k, int ko, int n, int i) {
        return i < 64 * n ? (int) (k[ko + (i >>> 6)] >>> (i & 63)) & 1 : 0;
    }

    /** Bits i .. i + w - 1 of the n-limb k (w <= 8), with 0 above its top. */
    private static int window(long[] k, int ko, int n, int i, int w) {
        int limb = i >>> 6, shift = i & 63;
        long v = limb < n ? k[ko + limb] >>> shift : 0;
        if (shift + w > 64 && limb + 1 < n) {
            v |= k[ko + limb + 1] << (64 - shift);
        }
        return (int) v & ((1 << w) - 1);
    }
}
