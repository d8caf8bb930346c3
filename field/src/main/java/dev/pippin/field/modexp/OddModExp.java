package dev.pippin.field.modexp;

import dev.pippin.field.MontgomeryN;

/**
 * base^exp mod p for an odd modulus p &gt; 1 by Montgomery exponentiation in the radix-2^56 lazily
 * reduced representation ({@link Radix56}): the unrolled 5-limb kernel up to 278 bits, the
 * unrolled 7-limb one up to 390 bits (4p &lt; 2^(56n) bounds both), the generic loop kernel above
 * (the modulus's significant width decides, not its declared byte length). The base is converted
 * in once and the result out once; the exponentiation itself never leaves the representation.
 */
final class OddModExp {
    /** Widest modulus, in bits, for the unrolled 5- and 7-limb kernels (4p &lt; 2^280, 2^392). */
    static final int BITS_5 = 5 * Radix56.K - 2;
    static final int BITS_7 = 7 * Radix56.K - 2;

    /** Which kernel a modulus of this many bits runs on. */
    enum Kernel { RADIX56_5, RADIX56_7, RADIX56_N }

    private OddModExp() {
    }

    static Kernel kernelFor(int bits) {
        if (bits <= BITS_5) {
            return Kernel.RADIX56_5;
        } else if (bits <= BITS_7) {
            return Kernel.RADIX56_7;
        }
        return Kernel.RADIX56_N;
    }

    /** The kernel instance for an odd modulus p &gt; 1 (64-bit limbs, non-zero top limb). */
    static Radix56 kernel(long[] p) {
        int bits = Limbs.bitLength(p);
        return switch (kernelFor(bits)) {
            case RADIX56_5 -> new Radix56x5(Radix56.from64(p, p.length, 5));
            case RADIX56_7 -> new Radix56x7(Radix56.from64(p, p.length, 7));
            case RADIX56_N -> new Radix56N(Radix56.from64(p, p.length, Radix56.limbsFor(bits)));
        };
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
        int n64 = p.length;
        Radix56 k = kernel(p);
        int n = k.n;
        long[] reduced = Limbs.significantLimbs(base) <= n64 && Limbs.lessThan(Limbs.resize(base, n64), p, n64)
                ? base : reduce(base, p);
        long[] b = new long[n];
        k.toMontgomery(Radix56.from64(reduced, Math.min(reduced.length, n64), n), b);
        long[][] table = new long[tableSize][n];
        long[] acc = new long[n];
        k.oddPowers(b, table, acc);
        k.pow(table, plan, acc);
        long[] out = new long[n64];
        k.fromMontgomery(acc, out, n64);
        return out;
    }

    /** x mod p for x of any length (a base at or above the modulus): radix-2^64 Montgomery, rare path. */
    static long[] reduce(long[] x, long[] p) {
        MontgomeryN k = new MontgomeryN(p);
        int n = p.length;
        long[] out = new long[n];
        toMontgomeryAny(x, p, n, k.negInverse(), k.r2(), out);
        k.fromMontgomery(out, out);
        return out;
    }

    /**
     * out ← x·R mod p (R = 2^(64n)) for x of any length: Horner over n-limb chunks c_t … c_0 of x,
     * each step acc ← acc·R + c_i in Montgomery form, i.e. mont(acc, R²) + mont(c_i, R²). The
     * carried CIOS is exact for a chunk c_i &lt; R because R² mod p &lt; p, so no chunk needs reducing first.
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
