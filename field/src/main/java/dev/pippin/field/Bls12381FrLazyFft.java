package dev.pippin.field;

/**
 * Radix-2 FFT butterflies over the BLS12-381 scalar field in its lazy radix-2^56 form
 * ({@link Bls12381FrLazy}, 5 longs an element), in place on n elements from index 0: decimation in
 * time from bit-reversed to natural order, and decimation in frequency from natural to
 * bit-reversed order. The scalar twin of the lanes' transforms and the kernel under kzg's
 * scalar-field FFTs; one copy of each loop for both.
 *
 * <p>Twiddles come from one table w of the powers ω^0 ... ω^(order/2 - 1) of a primitive
 * order-th root of unity ω (lazy form, any order n divides): a stage of length len takes the
 * powers with stride order / len, so every size up to the order shares that one table. Pass the
 * powers of ω^-1 for the inverse transform (without its factor 1/n).
 *
 * <p>Cost model: log n stages of n / 2 butterflies, each one lazy product (none for the twiddle
 * 1: n - 1 butterflies in all), one addition and one subtraction. One temporary element a call;
 * otherwise no allocation. Stateless, thread-safe on distinct arrays.
 */
public final class Bls12381FrLazyFft {
    private Bls12381FrLazyFft() {}

    private static final int Z = Bls12381FrLazy.LIMBS;

    /**
     * Decimation in time (Cooley-Tukey): z's n elements in bit-reversed order replaced by their
     * transform out_i = Σ_j in_j ω_n^(ij) in natural order, ω_n = ω^(order/n); the twiddle is
     * applied to the upper input before its sum and difference.
     *
     * @throws IllegalArgumentException if n is not a power of two dividing order, or the arrays
     *     are shorter than n elements and order / 2 powers
     */
    public static void fromBitReversed(long[] z, int n, long[] w, int order) {
        check(z, n, w, order);
        long[] t = new long[Z];
        for (int len = 2; len <= n; len <<= 1) {
            int half = len >>> 1;
            int step = (order / len) * Z;
            for (int start = 0; start < n; start += len) {
                int lo = start * Z;
                int hi = lo + half * Z;
                Bls12381FrLazy.copy(t, 0, z, hi);                 // j = 0: the twiddle is 1
                Bls12381FrLazy.sub(z, hi, z, lo, t, 0);
                Bls12381FrLazy.add(z, lo, z, lo, t, 0);
                for (int j = 1, wo = step; j < half; j++, wo += step) {
                    int x = lo + j * Z;
                    int y = hi + j * Z;
                    Bls12381FrLazy.mul(t, 0, z, y, w, wo);
                    Bls12381FrLazy.sub(z, y, z, x, t, 0);
                    Bls12381FrLazy.add(z, x, z, x, t, 0);
                }
            }
        }
    }

    /**
     * Decimation in frequency (Gentleman-Sande): z's n elements in natural order replaced by their
     * transform in bit-reversed order, the same twiddles as {@link #fromBitReversed} applied to
     * the difference after it.
     *
     * @throws IllegalArgumentException as {@link #fromBitReversed}
     */
    public static void toBitReversed(long[] z, int n, long[] w, int order) {
        check(z, n, w, order);
        long[] t = new long[Z];
        for (int len = n; len >= 2; len >>>= 1) {
            int half = len >>> 1;
            int step = (order / len) * Z;
            for (int start = 0; start < n; start += len) {
                int lo = start * Z;
                int hi = lo + half * Z;
                Bls12381FrLazy.sub(t, 0, z, lo, z, hi);
                Bls12381FrLazy.add(z, lo, z, lo, z, hi);
                Bls12381FrLazy.copy(z, hi, t, 0);
                for (int j = 1, wo = step; j < half; j++, wo += step) {
                    int x = lo + j * Z;
                    int y = hi + j * Z;
                    Bls12381FrLazy.sub(t, 0, z, x, z, y);
                    Bls12381FrLazy.add(z, x, z, x, z, y);
                    Bls12381FrLazy.mul(z, y, t, 0, w, wo);
                }
            }
        }
    }

    private static void check(long[] z, int n, long[] w, int order) {
        if (n < 1 || Integer.bitCount(n) != 1 || order < n || order % n != 0) {
            throw new IllegalArgumentException("FFT size must be a power of two dividing the roots' order " + order + ", got " + n);
        }
        if ((long) n * Z > z.length) {
            throw new IllegalArgumentException(n + " elements do not fit an array of " + z.length + " longs");
        }
        if (n > 1 && (long) (order / 2) * Z > w.length) {
            throw new IllegalArgumentException(order / 2 + " twiddles do not fit an array of " + w.length + " longs");
        }
    }
}
