package dev.pippin.field.modexp;

/**
 * base^exp mod p for an odd modulus p &gt; 1 by Montgomery exponentiation in the radix-2^56 lazily
 * reduced representations: radix 2^56 ({@link Radix56}) with the unrolled 5-limb kernel up to
 * 278 bits, the unrolled 7-limb one up to 390 bits (4p &lt; 2^(56n) bounds both) and the generic
 * loop kernel up to {@link #BITS_56N} bits; above that the vectorised radix-2^28 loops
 * ({@link Radix28N}). The modulus's significant width decides, not its declared byte length. The
 * base is converted in once and the result out once; the exponentiation itself never leaves the
 * representation.
 */
final class OddModExp {
    /** Widest modulus, in bits, for the unrolled 5- and 7-limb kernels (4p &lt; 2^280, 2^392). */
    static final int BITS_5 = 5 * Radix56.K - 2;
    static final int BITS_7 = 7 * Radix56.K - 2;
    /**
     * Widest modulus, in bits, for the radix-2^56 loops; wider ones run on {@link Radix28N}. From
     * the modexp tuning harness's radix28 BITS runs (one size per JVM; JDK 25, shared 2-core EPYC with AVX-512,
     * three rounds, ns per mul, radix 2^28 / radix 2^56): 640 bits 205-213 / 197-198, 704 bits
     * 271-277 / 227-234, 768 bits 230-326 / 258, 832 bits 272-282 / 296-309, 896 bits 337-351 /
     * 371, 1024 bits 346-349 / 454-460.
     */
    static final int BITS_56N = 768;

    /**
     * Which kernel a modulus runs on; RADIX28_LANES ({@link Radix28Lanes}, needs
     * jdk.incubator.vector) only when a routing names it, never by width alone.
     */
    enum Kernel { RADIX56_5, RADIX56_7, RADIX56_N, RADIX28_N, RADIX28_LANES }

    private OddModExp() {
    }

    static Kernel kernelFor(int bits) {
        if (bits <= BITS_5) {
            return Kernel.RADIX56_5;
        } else if (bits <= BITS_7) {
            return Kernel.RADIX56_7;
        } else if (bits <= BITS_56N) {
            return Kernel.RADIX56_N;
        }
        return Kernel.RADIX28_N;
    }

    /**
     * The radix-2^56 kernel instance for an odd modulus p &gt; 1 (64-bit limbs, non-zero top limb)
     * of at most {@link #BITS_56N} bits (wider ones get the radix-2^56 loops here, for tests).
     */
    static Radix56 kernel(long[] p) {
        return kernel(p, kernelFor(Limbs.bitLength(p)));
    }

    /** The radix-2^56 kernel instance of that kind (RADIX28_N gives the radix-2^56 loops). */
    private static Radix56 kernel(long[] p, Kernel kind) {
        int bits = Limbs.bitLength(p);
        return switch (kind) {
            case RADIX56_5 -> new Radix56x5(Radix56.from64(p, p.length, 5));
            case RADIX56_7 -> new Radix56x7(Radix56.from64(p, p.length, 7));
            case RADIX56_N, RADIX28_N, RADIX28_LANES -> new Radix56N(Radix56.from64(p, p.length, Radix56.limbsFor(bits)));
        };
    }

    /**
     * @param base any non-negative value (any number of limbs; reduced here)
     * @param p    odd modulus &gt; 1, limbs with a non-zero top limb
     * @param e    big-endian exponent bytes e[off, off+len), non-zero
     * @return the result, p.length limbs, in [0, p)
     */
    static long[] pow(long[] base, long[] p, byte[] e, int off, int len) {
        return pow(base, p, e, off, len, kernelFor(Limbs.bitLength(p)));
    }

    /**
     * As above on the kernel given (measurements and tests); RADIX56_5 and RADIX56_7 only up to
     * their widths ({@link #BITS_5}, {@link #BITS_7}), the loop kernels at any width.
     */
    static long[] pow(long[] base, long[] p, byte[] e, int off, int len, Kernel kernel) {
        int bits = SlidingWindow.bitLength(e, off, len);
        return pow(base, p, e, off, len, WindowSchedule.width(bits, SlidingWindow.popcount(e, off, len)), kernel);
    }

    /** As above with the window width forced (tuning and tests). */
    static long[] pow(long[] base, long[] p, byte[] e, int off, int len, int width) {
        return pow(base, p, e, off, len, width, kernelFor(Limbs.bitLength(p)));
    }

    private static long[] pow(long[] base, long[] p, byte[] e, int off, int len, int width, Kernel kernel) {
        int pBits = Limbs.bitLength(p);
        if ((kernel == Kernel.RADIX56_5 && pBits > BITS_5) || (kernel == Kernel.RADIX56_7 && pBits > BITS_7)) {
            throw new IllegalArgumentException(kernel + " takes moduli up to " + (kernel == Kernel.RADIX56_5 ? BITS_5 : BITS_7)
                    + " bits, not " + pBits);
        }
        int bits = SlidingWindow.bitLength(e, off, len);
        int[] plan = SlidingWindow.plan(e, off, len, bits, width);
        int tableSize = 1 << (width - 1);
        // A plan ending in a multiplication by the base itself (table[0]; always so for an odd
        // exponent at width 1, e.g. 3 and 65537) does that product with the plain base instead,
        // which leaves the result out of Montgomery form: the conversion out is saved.
        long[] plainBase = null;
        if (plan.length > 2 && plan[plan.length - 1] == 0) {
            plan[plan.length - 1] = -1;
            plainBase = Limbs.below(base, p, p.length) ? base : reduce(base, p);
        }
        return switch (kernel) {
            case RADIX28_N -> new Radix28N(p).exp(base, plan, tableSize, plainBase);
            case RADIX28_LANES -> lanes(p).exp(base, plan, tableSize, plainBase);
            default -> exp56(kernel(p, kernel), base, p, plan, tableSize, plainBase);
        };
    }

    /** The Vector API rows, or one line of error where jdk.incubator.vector does not link. */
    private static Radix28N lanes(long[] p) {
        if (!VectorApi.AVAILABLE) {
            throw new IllegalStateException("the RADIX28_LANES kernel needs jdk.incubator.vector: run with --add-modules jdk.incubator.vector");
        }
        return new Radix28Lanes(p);
    }

    /** {@link #pow} on a radix-2^56 kernel (arguments as {@link Radix28N#exp}). */
    private static long[] exp56(Radix56 k, long[] base, long[] p, int[] plan, int tableSize, long[] plainBase) {
        int n64 = p.length;
        int n = k.n;
        long[] b = new long[n];
        k.toMontgomery64(base, p, b);
        long[][] table = new long[tableSize][n];
        long[] acc = new long[n];
        k.oddPowers(b, table, acc);
        k.pow(table, plan, acc);
        long[] out = new long[n64];
        if (plainBase != null) {
            k.fromMontgomeryTimes(acc, Radix56.from64(plainBase, Math.min(plainBase.length, n64), n), out, n64);
        } else {
            k.fromMontgomery(acc, out, n64);
        }
        return out;
    }

    /** x mod p for x of any length (a base at or above the modulus): one division, rare path. */
    static long[] reduce(long[] x, long[] p) {
        return Division.shiftedRemainder(x, 0, p);
    }
}
