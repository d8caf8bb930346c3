package dev.pippin.curve;

import java.math.BigInteger;

/**
 * Scalars as little-endian 64-bit limbs: conversions, reduction mod the group order, and the
 * width-w non-adjacent form that single-point multiplication walks. Shared by the four group
 * classes; nothing here is on the MSM's hot path.
 */
public final class Scalars {
    private Scalars() {}

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

    public static boolean isZero(long[] k, int ko, int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            acc |= k[ko + i];
        }
        return acc == 0;
    }

    /**
     * Width-w NAF of the non-negative integer k (n limbs): digits[i] is 0 or odd in
     * (-2^(w-1), 2^(w-1)), k = sum digits[i] 2^i, and any w consecutive digits hold at most one
     * non-zero. Returns the number of digits (0 for k = 0); the top digit is positive.
     * digits needs 64 n + 1 entries (the NAF can be one digit longer than k).
     */
    public static int wnaf(long[] k, int ko, int n, int w, byte[] digits) {
        long[] t = new long[n + 1];
        System.arraycopy(k, ko, t, 0, n);
        final long mask = (1L << w) - 1;
        final long half = 1L << (w - 1);
        int len = 0;
        while (!isZero(t, 0, n + 1)) {
            long d = 0;
            if ((t[0] & 1) != 0) {
                d = t[0] & mask;
                if (d >= half) {
                    d -= 1L << w;
                }
                addSigned(t, -d);
            }
            digits[len++] = (byte) d;
            for (int i = 0; i < n; i++) {
                t[i] = (t[i] >>> 1) | (t[i + 1] << 63);
            }
            t[n] >>>= 1;
        }
        return len;
    }

    /** t += v for a small signed v, with carry or borrow through the limbs (t stays non-negative). */
    private static void addSigned(long[] t, long v) {
        if (v >= 0) {
            long c = v;
            for (int i = 0; i < t.length && c != 0; i++) {
                long s = t[i] + c;
                c = Long.compareUnsigned(s, t[i]) < 0 ? 1 : 0;
                t[i] = s;
            }
        } else {
            long b = -v;
            for (int i = 0; i < t.length && b != 0; i++) {
                long d = t[i] - b;
                b = Long.compareUnsigned(t[i], b) < 0 ? 1 : 0;
                t[i] = d;
            }
        }
    }
}
