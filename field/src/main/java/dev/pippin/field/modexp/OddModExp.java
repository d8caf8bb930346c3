package dev.pippin.field.modexp;

import dev.pippin.field.MontgomeryN;

/**
 * base^exp mod p for an odd modulus p &gt; 1 by Montgomery exponentiation: the 4-limb kernel up to
 * 256 bits, the 6-limb one up to 384, the generic n-limb kernel above (the modulus's significant
 * width decides, not its declared byte length).
 */
final class OddModExp {
    /** Widest modulus (in limbs) for the unrolled 4- and 6-limb kernels. */
    static final int LIMBS_4 = 4;
    static final int LIMBS_6 = 6;

    private OddModExp() {
    }

    /**
     * @param base any non-negative value (any number of limbs; reduced here)
     * @param p    odd modulus &gt; 1, limbs with a non-zero top limb
     * @param e    big-endian exponent bytes e[off, off+len), non-zero
     * @return the result, p.length limbs, in [0, p)
     */
    static long[] pow(long[] base, long[] p, byte[] e, int off, int len) {
        int bits = SlidingWindow.bitLength(e, off, len);
        return pow(base, p, e, off, len, WindowSchedule.width(bits, SlidingWindow.popcount(e, off, len)));
    }

    /** As above with the window width forced (tuning and tests). */
    static long[] pow(long[] base, long[] p, byte[] e, int off, int len, int width) {
        int bits = SlidingWindow.bitLength(e, off, len);
        int[] plan = SlidingWindow.plan(e, off, len, bits, width);
        int tableSize = 1 << (width - 1);
        int n = p.length;
        if (n <= LIMBS_4) {
            return pow4(base, Limbs.resize(p, LIMBS_4), plan, tableSize, n);
        } else if (n <= LIMBS_6) {
            return pow6(base, Limbs.resize(p, LIMBS_6), plan, tableSize, n);
        } else {
            return powN(base, p, plan, tableSize);
        }
    }

    private static long[] pow4(long[] base, long[] p, int[] plan, int tableSize, int n) {
        Mont4 k = new Mont4(p);
        long[] b = new long[LIMBS_4];
        if (base.length <= LIMBS_4 && Limbs.lessThan(Limbs.resize(base, LIMBS_4), p, LIMBS_4)) {
            k.toMontgomery(Limbs.resize(base, LIMBS_4), b);
        } else {
            toMontgomeryAny(base, p, LIMBS_4, k.inv, k.r2, b);
        }
        long[][] table = new long[tableSize][LIMBS_4];
        long[] acc = new long[LIMBS_4];
        k.oddPowers(b, table, acc);
        k.pow(table, plan, acc);
        k.fromMontgomery(acc, acc);
        return Limbs.resize(acc, n);
    }

    private static long[] pow6(long[] base, long[] p, int[] plan, int tableSize, int n) {
        Mont6 k = new Mont6(p);
        long[] b = new long[LIMBS_6];
        if (base.length <= LIMBS_6 && Limbs.lessThan(Limbs.resize(base, LIMBS_6), p, LIMBS_6)) {
            k.toMontgomery(Limbs.resize(base, LIMBS_6), b);
        } else {
            toMontgomeryAny(base, p, LIMBS_6, k.inv, k.r2, b);
        }
        long[][] table = new long[tableSize][LIMBS_6];
        long[] acc = new long[LIMBS_6];
        k.oddPowers(b, table, acc);
        k.pow(table, plan, acc);
        k.fromMontgomery(acc, acc);
        return Limbs.resize(acc, n);
    }

    private static long[] powN(long[] base, long[] p, int[] plan, int tableSize) {
        MontgomeryN k = new MontgomeryN(p);
        int n = p.length;
        long[] b = new long[n];
        if (base.length <= n && Limbs.lessThan(Limbs.resize(base, n), p, n)) {
            k.toMontgomery(Limbs.resize(base, n), b);
        } else {
            toMontgomeryAny(base, p, n, k.negInverse(), k.r2(), b);
        }
        long[][] table = new long[tableSize][n];
        long[] acc = new long[n];
        table[0] = b;
        if (tableSize > 1) {
            k.sqr(b, acc);
            for (int i = 1; i < tableSize; i++) {
                k.mul(table[i - 1], acc, table[i]);
            }
        }
        System.arraycopy(table[plan[1]], 0, acc, 0, n);
        for (int i = 2; i < plan.length; i += 2) {
            for (int s = plan[i]; s > 0; s--) {
                k.sqr(acc, acc);
            }
            int idx = plan[i + 1];
            if (idx >= 0) {
                k.mul(acc, table[idx], acc);
            }
        }
        k.fromMontgomery(acc, acc);
        return acc;
    }

    /**
     * out ← x·R mod p for x of any length (a base at or above the modulus, or longer than it):
     * Horner over n-limb chunks c_t … c_0 of x, each step acc ← acc·R + c_i in Montgomery form,
     * i.e. mont(acc, R²) + mont(c_i, R²). The carried CIOS is exact for a chunk c_i &lt; R because
     * R² mod p &lt; p, so no chunk needs reducing first.
     */
    static void toMontgomeryAny(long[] x, long[] p, int n, long inv, long[] r2, long[] out) {
        long[] t = new long[n + 2];
        long[] chunk = new long[n];
        long[] term = new long[n];
        int chunks = Math.max(1, (Limbs.significantLimbs(x) + n - 1) / n);
        java.util.Arrays.fill(out, 0, n, 0L);
        for (int c = chunks - 1; c >= 0; c--) {
            java.util.Arrays.fill(chunk, 0L);
            System.arraycopy(x, c * n, chunk, 0, Math.min(n, x.length - c * n));
            MontgomeryN.mulCarried(out, r2, out, p, n, inv, t);
            MontgomeryN.mulCarried(chunk, r2, term, p, n, inv, t);
            Limbs.modAdd(out, term, out, p, n);
        }
    }
}
