package dev.pippin.kzg;

import dev.pippin.field.Bls12381Fr;

/**
 * Radix-2 FFTs over the BLS12-381 scalar field on the flat layout (element i at 4 i), for sizes
 * n = 1 ... 8192, in place: the specs' fft_field (out_i = Σ_j in_j ω_n^ij with ω_n = 7^((r - 1) /
 * n)), its inverse, and coset_fft_field (the same over the coset PRIMITIVE_ROOT_OF_UNITY · ⟨ω_n⟩),
 * natural order in and out; and the two kernels behind them, which leave one side in bit-reversed
 * order, for callers whose data already is (the blob, the cells) so that no permutation is run.
 *
 * <p>Cost model: log n stages of n / 2 butterflies, each one Fr product (skipped for the twiddle
 * 1, n - 1 of them in all) and an addition and a subtraction: about (n / 2) log n products,
 * 24 576 at n = 4096 and 53 248 at n = 8192. The natural-order entries add a bit-reversal
 * permutation (copies only); the inverse adds n products by 1/n, a coset transform n products by
 * the running power of the shift (2n with its running update). Every size takes its twiddles from
 * the 8192-domain's powers with stride 8192 / len, so no per-size tables exist beyond
 * {@link Domain}'s. Allocates one 4-long temporary per call.
 */
final class FrFft {
    private FrFft() {}

    /** FIELD_ELEMENTS_PER_EXT_BLOB: the largest size, whose roots every size strides through. */
    static final int MAX = 1 << Domain.MAX_LOG;

    /** fft_field(a, roots of size n): a[off...] of n elements replaced by its evaluations at ω_n^i. */
    static void fft(long[] a, int off, int n) {
        check(n);
        BitReversal.permute(a, off, n, Fr.L);
        fromBitReversed(a, off, n, Domain.of(MAX).roots);
    }

    /** fft_field(a, roots of size n, inv=True): evaluations at ω_n^i back to coefficients. */
    static void ifft(long[] a, int off, int n) {
        check(n);
        BitReversal.permute(a, off, n, Fr.L);
        fromBitReversed(a, off, n, Domain.of(MAX).inverseRoots);
        scale(a, off, n, Domain.of(n).invN);
    }

    /**
     * fft_field with the output bit-reversed: a[off...] of n coefficients (natural order) replaced
     * by the evaluation at ω_n^brp(t) in place t, the bit-reversed domain's order.
     */
    static void fftToBitReversed(long[] a, int off, int n) {
        check(n);
        toBitReversed(a, off, n, Domain.of(MAX).roots);
    }

    /**
     * ifft with the input bit-reversed and without the factor 1/n: a[off...] of n evaluations, the
     * one at ω_n^brp(t) in place t, replaced by n times the coefficients, natural order. Callers
     * fold the 1/n into a scaling of their own.
     */
    static void ifftFromBitReversedUnscaled(long[] a, int off, int n) {
        check(n);
        fromBitReversed(a, off, n, Domain.of(MAX).inverseRoots);
    }

    /** ifft with the input bit-reversed: evaluations at ω_n^brp(t) in place t to coefficients. */
    static void ifftFromBitReversed(long[] a, int off, int n) {
        ifftFromBitReversedUnscaled(a, off, n);
        scale(a, off, n, Domain.of(n).invN);
    }

    /** coset_fft_field(a, roots of size n): coefficients to evaluations at g ω_n^i, g = 7. */
    static void cosetFft(long[] a, int off, int n) {
        scaleByPowers(a, off, n, Fr.of(Domain.PRIMITIVE_ROOT));
        fft(a, off, n);
    }

    /** coset_fft_field(a, roots of size n, inv=True): evaluations at g ω_n^i back to coefficients. */
    static void cosetIfft(long[] a, int off, int n) {
        ifft(a, off, n);
        long[] gInv = new long[Fr.L];
        Bls12381Fr.inv(gInv, 0, Fr.of(Domain.PRIMITIVE_ROOT), 0);
        scaleByPowers(a, off, n, gInv);
    }

    /** a_i *= x^i. */
    static void scaleByPowers(long[] a, int off, int n, long[] x) {
        long[] p = Fr.one();
        for (int i = 1; i < n; i++) {
            Bls12381Fr.mul(p, 0, p, 0, x, 0);
            Bls12381Fr.mul(a, off + i * Fr.L, a, off + i * Fr.L, p, 0);
        }
    }

    /** a_i *= s. */
    private static void scale(long[] a, int off, int n, long[] s) {
        for (int i = 0; i < n; i++) {
            Bls12381Fr.mul(a, off + i * Fr.L, a, off + i * Fr.L, s, 0);
        }
    }

    private static void check(int n) {
        if (n < 1 || n > MAX || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("FFT size must be a power of two from 1 to " + MAX + ", got " + n);
        }
    }

    /**
     * Decimation in time (Cooley-Tukey) on input in bit-reversed order, output in natural order:
     * butterflies of growing length len, twiddle j of a stage being w[j · 8192 / len] (w: the
     * powers of ω_8192 or of its inverse), applied to the upper input before the sum.
     */
    private static void fromBitReversed(long[] a, int off, int n, long[] w) {
        long[] t = new long[Fr.L];
        for (int len = 2; len <= n; len <<= 1) {
            int half = len >>> 1;
            int step = (MAX / len) * Fr.L;
            for (int start = 0; start < n; start += len) {
                int lo = off + start * Fr.L;
                int hi = lo + half * Fr.L;
                // j = 0: the twiddle is 1
                Bls12381Fr.copy(t, 0, a, hi);
                Bls12381Fr.sub(a, hi, a, lo, t, 0);
                Bls12381Fr.add(a, lo, a, lo, t, 0);
                for (int j = 1, wo = step; j < half; j++, wo += step) {
                    int x = lo + j * Fr.L;
                    int y = hi + j * Fr.L;
                    Bls12381Fr.mul(t, 0, a, y, w, wo);
                    Bls12381Fr.sub(a, y, a, x, t, 0);
                    Bls12381Fr.add(a, x, a, x, t, 0);
                }
            }
        }
    }

    /**
     * Decimation in frequency (Gentleman-Sande) on input in natural order, output in bit-reversed
     * order: butterflies of shrinking length len, the same twiddles as {@link #fromBitReversed}
     * applied to the difference after it.
     */
    private static void toBitReversed(long[] a, int off, int n, long[] w) {
        long[] t = new long[Fr.L];
        for (int len = n; len >= 2; len >>>= 1) {
            int half = len >>> 1;
            int step = (MAX / len) * Fr.L;
            for (int start = 0; start < n; start += len) {
                int lo = off + start * Fr.L;
                int hi = lo + half * Fr.L;
                Bls12381Fr.sub(t, 0, a, lo, a, hi);
                Bls12381Fr.add(a, lo, a, lo, a, hi);
                Bls12381Fr.copy(a, hi, t, 0);
                for (int j = 1, wo = step; j < half; j++, wo += step) {
                    int x = lo + j * Fr.L;
                    int y = hi + j * Fr.L;
                    Bls12381Fr.sub(t, 0, a, x, a, y);
                    Bls12381Fr.add(a, x, a, x, a, y);
                    Bls12381Fr.mul(a, y, t, 0, w, wo);
                }
            }
        }
    }
}
