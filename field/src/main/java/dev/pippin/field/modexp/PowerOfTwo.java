package dev.pippin.field.modexp;

import dev.pippin.field.MontgomeryField;

/**
 * Arithmetic modulo 2^k with plain truncated products (no Montgomery, no reduction beyond
 * dropping limbs and masking the top one): the 2^k half of an even modulus.
 *
 * <p>Exponents are shortened first: an odd base has multiplicative order dividing 2^(k−2) (k ≥ 3;
 * 2 for k ≤ 2), so only the low max(k − 2, 1) exponent bits matter; an even base to an exponent
 * ≥ k is 0. The work is therefore bounded by the modulus width, whatever the exponent length.
 */
final class PowerOfTwo {
    private final int k;
    private final int limbs;
    private final long topMask;
    private final long[] scratch;

    PowerOfTwo(int k) {
        this.k = k;
        this.limbs = (k + 63) >>> 6;
        this.topMask = (k & 63) == 0 ? -1L : (1L << (k & 63)) - 1;
        this.scratch = new long[limbs];
    }

    int limbs() {
        return limbs;
    }

    /** base^e mod 2^k, {@link #limbs()} limbs; e[off, off+len) is big-endian and non-zero. */
    long[] pow(long[] base, byte[] e, int off, int len) {
        long[] b = reduce(base);
        long[] out = new long[limbs];
        if ((b[0] & 1) == 0) {
            // b = 2^s·u with s ≥ 1, so b^e ≡ 0 once e ≥ k
            int bits = SlidingWindow.bitLength(e, off, len);
            if (bits > 31 || smallValue(e, off, len) >= k || Limbs.isZero(b)) {
                return out;
            }
        } else {
            int keep = Math.max(k - 2, 1);
            byte[] shortExp = lowBits(e, off, len, keep);
            if (SlidingWindow.bitLength(shortExp, 0, shortExp.length) == 0) {
                out[0] = 1;                     // k ≥ 1, so 1 < 2^k
                return out;
            }
            e = shortExp;
            off = 0;
            len = shortExp.length;
        }
        int bits = SlidingWindow.bitLength(e, off, len);
        int width = WindowSchedule.width(bits, SlidingWindow.popcount(e, off, len));
        int[] plan = SlidingWindow.plan(e, off, len, bits, width);
        long[][] table = new long[1 << (width - 1)][];
        table[0] = b;
        long[] sq = new long[limbs];
        if (table.length > 1) {
            mul(b, b, sq);
            for (int i = 1; i < table.length; i++) {
                table[i] = new long[limbs];
                mul(table[i - 1], sq, table[i]);
            }
        }
        System.arraycopy(table[plan[1]], 0, out, 0, limbs);
        for (int i = 2; i < plan.length; i += 2) {
            for (int s = plan[i]; s > 0; s--) {
                mul(out, out, out);
            }
            if (plan[i + 1] >= 0) {
                mul(out, table[plan[i + 1]], out);
            }
        }
        return out;
    }

    /** x mod 2^k as {@link #limbs()} limbs. */
    long[] reduce(long[] x) {
        long[] out = Limbs.resize(x, limbs);
        out[limbs - 1] &= topMask;
        return out;
    }

    /** out ← a·b mod 2^k; out may alias a or b. */
    void mul(long[] a, long[] b, long[] out) {
        long[] t = scratch;
        java.util.Arrays.fill(t, 0L);
        for (int i = 0; i < limbs; i++) {
            long bi = b[i];
            long c = 0;
            for (int j = 0; i + j < limbs; j++) {
                long lo = a[j] * bi;
                long hi = Math.unsignedMultiplyHigh(a[j], bi);
                long s = t[i + j] + lo;
                hi += Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
                long s2 = s + c;
                hi += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
                t[i + j] = s2;
                c = hi;
            }
        }
        t[limbs - 1] &= topMask;
        System.arraycopy(t, 0, out, 0, limbs);
    }

    /** m⁻¹ mod 2^k for odd m: Newton x ← x·(2 − m·x), doubling the correct bits from 64. */
    long[] inverse(long[] m) {
        long[] mm = reduce(m);
        long[] x = new long[limbs];
        x[0] = -MontgomeryField.negInverse64(mm[0]);
        long[] y = new long[limbs];
        for (int prec = 64; prec < 64 * limbs; prec *= 2) {
            mul(mm, x, y);
            // y ← 2 − y (mod 2^k): negate, then add 2
            long carry = 1;
            for (int i = 0; i < limbs; i++) {
                long v = ~y[i] + carry;
                carry = (carry != 0 && v == 0) ? 1 : 0;
                y[i] = v;
            }
            Limbs.addInPlace(y, limbs, new long[] {2}, 1);
            y[limbs - 1] &= topMask;
            mul(x, y, x);
        }
        x[limbs - 1] &= topMask;
        return x;
    }

    /** The low {@code keep} bits of e[off, off+len) as a big-endian byte array. */
    private static byte[] lowBits(byte[] e, int off, int len, int keep) {
        int bytes = Math.min(len, (keep + 7) >>> 3);
        byte[] out = new byte[bytes];
        System.arraycopy(e, off + len - bytes, out, 0, bytes);
        int extra = bytes * 8 - keep;
        if (extra > 0 && bytes == (keep + 7) >>> 3) {
            out[0] &= (byte) (0xFF >>> extra);
        }
        return out;
    }

    private static long smallValue(byte[] e, int off, int len) {
        long v = 0;
        for (int i = Limbs.firstNonZero(e, off, len); i < off + len; i++) {
            v = (v << 8) | (e[i] & 0xFF);
        }
        return v;
    }
}
