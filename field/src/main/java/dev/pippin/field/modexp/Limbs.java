package dev.pippin.field.modexp;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Conversions between big-endian bytes and little-endian 64-bit limbs, and the few multi-limb
 * helpers modexp needs outside the Montgomery kernels. Nothing here is on a per-multiplication path.
 */
final class Limbs {
    private Limbs() {
    }

    /** Index of the first non-zero byte in b[off, off+len), or off+len if all are zero. */
    static int firstNonZero(byte[] b, int off, int len) {
        int i = off;
        int end = off + len;
        while (i < end && b[i] == 0) {
            i++;
        }
        return i;
    }

    /** Big-endian 8-byte reads: a 32-byte operand is four loads instead of 32 byte steps. */
    private static final VarHandle BE_LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** The value of big-endian b[off, off+len) as ceil(significant bytes / 8) limbs (at least 1). */
    static long[] fromBytes(byte[] b, int off, int len) {
        int start = firstNonZero(b, off, len);
        int sig = off + len - start;
        long[] out = new long[Math.max(1, (sig + 7) >>> 3)];
        int end = off + len;
        int full = sig >>> 3;
        for (int i = 0; i < full; i++) {
            out[i] = (long) BE_LONG.get(b, end - 8 * (i + 1));
        }
        long top = 0;
        for (int k = start; k < end - 8 * full; k++) {
            top = (top << 8) | (b[k] & 0xFFL);
        }
        if (full < out.length) {
            out[full] = top;
        }
        return out;
    }

    static long[] fromBytes(byte[] b) {
        return fromBytes(b, 0, b.length);
    }

    /** Writes the low {@code len} bytes of x big-endian into out[off, off+len) (higher limbs must be 0). */
    static void toBytes(long[] x, byte[] out, int off, int len) {
        int limit = Math.min(len, x.length * 8);
        int full = limit >>> 3;
        int end = off + len;
        for (int i = 0; i < full; i++) {
            BE_LONG.set(out, end - 8 * (i + 1), x[i]);
        }
        for (int i = 8 * full; i < limit; i++) {
            out[end - 1 - i] = (byte) (x[i >>> 3] >>> ((i & 7) << 3));
        }
    }

    /**
     * Bits [bit, bit + width) of x (little-endian 64-bit limbs x[0, n64); zero beyond them), for
     * width &lt;= 63: the radix-2^k kernels' limb splitting.
     */
    static long bitField(long[] x, int n64, int bit, int width) {
        int w = bit >>> 6;
        int sh = bit & 63;
        long v = w < n64 ? x[w] >>> sh : 0;
        if (sh > 64 - width && w + 1 < n64) {
            v |= x[w + 1] << (64 - sh);
        }
        return v & ((1L << width) - 1);
    }

    /** ORs the width-bit value v into x[0, n64) (64-bit limbs) at bit; bits past x[n64 - 1] dropped. */
    static void orBitField(long[] x, int n64, int bit, int width, long v) {
        int w = bit >>> 6;
        int sh = bit & 63;
        if (w < n64) {
            x[w] |= v << sh;
        }
        if (sh > 64 - width && w + 1 < n64) {
            x[w + 1] |= v >>> (64 - sh);
        }
    }

    /** Number of limbs up to and including the highest non-zero one (0 for zero). */
    static int significantLimbs(long[] x) {
        int n = x.length;
        while (n > 0 && x[n - 1] == 0) {
            n--;
        }
        return n;
    }

    static int bitLength(long[] x) {
        int n = significantLimbs(x);
        return n == 0 ? 0 : 64 * n - Long.numberOfLeadingZeros(x[n - 1]);
    }

    static boolean isZero(long[] x) {
        return significantLimbs(x) == 0;
    }

    static boolean isOne(long[] x) {
        return x[0] == 1 && significantLimbs(x) == 1;
    }

    /** Copy of x resized to n limbs (x must fit). */
    static long[] resize(long[] x, int n) {
        long[] out = new long[n];
        System.arraycopy(x, 0, out, 0, Math.min(n, x.length));
        return out;
    }

    /** out ← (x + y) mod p for x, y in [0, p), n limbs. */
    static void modAdd(long[] x, long[] y, long[] out, long[] p, int n) {
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long a = x[i];
            long s = a + y[i];
            long c1 = Long.compareUnsigned(s, a) < 0 ? 1 : 0;
            long s2 = s + carry;
            c1 += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
            out[i] = s2;
            carry = c1;
        }
        if (carry != 0 || !lessThan(out, p, n)) {
            subInPlace(out, p, n);
        }
    }

    /** Whether x (any number of limbs) is below p[0, n); missing limbs count as zero. */
    static boolean below(long[] x, long[] p, int n) {
        for (int i = Math.max(x.length, n) - 1; i >= 0; i--) {
            long xi = i < x.length ? x[i] : 0;
            long pi = i < n ? p[i] : 0;
            if (xi != pi) {
                return Long.compareUnsigned(xi, pi) < 0;
            }
        }
        return false;
    }

    static boolean lessThan(long[] x, long[] p, int n) {
        for (int i = n - 1; i >= 0; i--) {
            if (x[i] != p[i]) {
                return Long.compareUnsigned(x[i], p[i]) < 0;
            }
        }
        return false;
    }

    /** x ← x − y over n limbs (wrapping), returns the borrow. */
    static long subInPlace(long[] x, long[] y, int n) {
        long borrow = 0;
        for (int i = 0; i < n; i++) {
            long a = x[i];
            long b = y[i];
            long d = a - b - borrow;
            borrow = ((~a & b) | (~(a ^ b) & d)) >>> 63;
            x[i] = d;
        }
        return borrow;
    }

    /** out[0, xn+yn) ← x[0, xn)·y[0, yn) (schoolbook; out must not alias). */
    static void mulFull(long[] x, int xn, long[] y, int yn, long[] out) {
        java.util.Arrays.fill(out, 0, xn + yn, 0L);
        for (int i = 0; i < yn; i++) {
            long b = y[i];
            long c = 0;
            for (int j = 0; j < xn; j++) {
                long lo = x[j] * b;
                long hi = Math.unsignedMultiplyHigh(x[j], b);
                long s = out[i + j] + lo;
                hi += Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
                long s2 = s + c;
                hi += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
                out[i + j] = s2;
                c = hi;
            }
            out[i + xn] = c;
        }
    }

    /** x[0, n) ← x + y where y has yn ≤ n limbs; returns the carry out. */
    static long addInPlace(long[] x, int n, long[] y, int yn) {
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long a = x[i];
            long b = i < yn ? y[i] : 0;
            long s = a + b;
            long c1 = Long.compareUnsigned(s, a) < 0 ? 1 : 0;
            long s2 = s + carry;
            c1 += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
            x[i] = s2;
            carry = c1;
        }
        return carry;
    }
}
