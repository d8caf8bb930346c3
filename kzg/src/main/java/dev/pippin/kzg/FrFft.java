package dev.pippin.kzg;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bls12381FrLazy;
import dev.pippin.field.Bls12381FrLazyFft;
import dev.pippin.lanes.Bls12381FrLaneFft;
import dev.pippin.lanes.LaneMode;

/**
 * Radix-2 FFTs over the BLS12-381 scalar field on the flat layout (element i at 4 i), for sizes
 * n = 1 ... 8192, in place: the specs' fft_field (out_i = Σ_j in_j ω_n^ij with ω_n = 7^((r - 1) /
 * n)), its inverse, and coset_fft_field (the same over the coset PRIMITIVE_ROOT_OF_UNITY · ⟨ω_n⟩),
 * natural order in and out; and the two kernels behind them, which leave one side in bit-reversed
 * order, for callers whose data already is (the blob, the cells) so that no permutation is run.
 *
 * <p>The butterflies run in the field module's lazy radix-2^56 form ({@link Bls12381FrLazy}: a
 * product about two thirds of {@link Bls12381Fr#mul}'s, additions and subtractions with no carry
 * chain), by its loops ({@link Bls12381FrLazyFft}). Entering that form needs no product: the transform is linear, so the Montgomery-form
 * input x 2^256, re-cut into 56-bit limbs, is read as the element x 2^-24, the transform of those
 * is the transform of x times 2^-24, and re-cut back (reduced below r) it is the output's
 * Montgomery form x 2^256 again. Only the twiddles are in the lazy form proper
 * ({@link Domain#rootsLazy}).
 *
 * <p>Cost model: log n stages of n / 2 butterflies, each one lazy Fr product (skipped for the
 * twiddle 1, n - 1 of them in all) and an addition and a subtraction: about (n / 2) log n
 * products, 24 576 at n = 4096 and 53 248 at n = 8192; two re-cuts of n elements (shifts and
 * masks, and a reduction on the way out). The natural-order entries add a bit-reversal
 * permutation (copies only); the inverse adds n products by 1/n, a coset transform n products by
 * the running power of the shift (2n with its running update). Every size takes its twiddles from
 * the 8192-domain's powers with stride 8192 / len, so no per-size tables exist beyond
 * {@link Domain}'s. Allocates the lazy copy (5 n longs) and one temporary per call.
 *
 * <p>Where the lane mode says ({@link Bls12381FrLaneFft#takes}: sizes from LANES^2, AUTO once its
 * warm-up has measured them faster), the two kernels run on the FMA lanes instead, LANES
 * butterflies a kernel call, entered the same way (raw limbs in, raw limbs out); about 0.53 of
 * the scalar time at 4096 and 8192 on the reference Zen 3 (docs/LANES.md, "The scalar field's
 * FFT"). The scalar kernels count their work towards that warm-up.
 */
final class FrFft {
    private FrFft() {}

    /** FIELD_ELEMENTS_PER_EXT_BLOB: the largest size, whose roots every size strides through. */
    static final int MAX = 1 << Domain.MAX_LOG;

    /** fft_field(a, roots of size n): a[off...] of n elements replaced by its evaluations at ω_n^i. */
    static void fft(long[] a, int off, int n, LaneMode lanes) {
        check(n);
        BitReversal.permute(a, off, n, Fr.L);
        fromBitReversed(a, off, n, false, lanes);
    }

    /** fft_field(a, roots of size n, inv=True): evaluations at ω_n^i back to coefficients. */
    static void ifft(long[] a, int off, int n, LaneMode lanes) {
        check(n);
        BitReversal.permute(a, off, n, Fr.L);
        fromBitReversed(a, off, n, true, lanes);
        scale(a, off, n, Domain.of(n).invN);
    }

    /**
     * fft_field with the output bit-reversed: a[off...] of n coefficients (natural order) replaced
     * by the evaluation at ω_n^brp(t) in place t, the bit-reversed domain's order.
     */
    static void fftToBitReversed(long[] a, int off, int n, LaneMode lanes) {
        check(n);
        toBitReversed(a, off, n, lanes);
    }

    /**
     * ifft with the input bit-reversed and without the factor 1/n: a[off...] of n evaluations, the
     * one at ω_n^brp(t) in place t, replaced by n times the coefficients, natural order. Callers
     * fold the 1/n into a scaling of their own.
     */
    static void ifftFromBitReversedUnscaled(long[] a, int off, int n, LaneMode lanes) {
        check(n);
        fromBitReversed(a, off, n, true, lanes);
    }

    /** ifft with the input bit-reversed: evaluations at ω_n^brp(t) in place t to coefficients. */
    static void ifftFromBitReversed(long[] a, int off, int n, LaneMode lanes) {
        ifftFromBitReversedUnscaled(a, off, n, lanes);
        scale(a, off, n, Domain.of(n).invN);
    }

    /** coset_fft_field(a, roots of size n): coefficients to evaluations at g ω_n^i, g = 7. */
    static void cosetFft(long[] a, int off, int n, LaneMode lanes) {
        scaleByPowers(a, off, n, Fr.of(Domain.PRIMITIVE_ROOT));
        fft(a, off, n, lanes);
    }

    /** coset_fft_field(a, roots of size n, inv=True): evaluations at g ω_n^i back to coefficients. */
    static void cosetIfft(long[] a, int off, int n, LaneMode lanes) {
        ifft(a, off, n, lanes);
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

    /** Longs per element in the lazy form. */
    static final int LZ = Bls12381FrLazy.LIMBS;

    /**
     * n elements of a from off (4 longs each, below r) re-cut into 56-bit limbs, 5 longs each
     * ({@link Bls12381FrLazy#fromLimbs64Raw}): a Montgomery-form x 2^256 becomes the lazy form
     * of x 2^-24, a canonical x that of x 2^-280; {@link #storeBack} undoes either, so a linear
     * map run between them maps the elements as they were given.
     */
    static long[] lazyCopy(long[] a, int off, int n) {
        long[] z = new long[n * LZ];
        Bls12381FrLazy.fromLimbs64Raw(a, off, z, 0, n);
        return z;
    }

    /** The lazy elements of z, reduced below r and re-cut into 64-bit limbs, back into a from off. */
    static void storeBack(long[] z, long[] a, int off, int n) {
        Bls12381FrLazy.toLimbs64Raw(z, 0, a, off, n);
    }

    /**
     * Decimation in time (Cooley-Tukey) on input in bit-reversed order, output in natural order:
     * butterflies of growing length len, twiddle j of a stage being w[j · 8192 / len] (w: the
     * powers of ω_8192 or of its inverse, lazy form), applied to the upper input before the sum.
     */
    private static void fromBitReversed(long[] a, int off, int n, boolean inverse, LaneMode lanes) {
        Domain d = Domain.of(MAX);
        if (Bls12381FrLaneFft.takes(lanes, n)) {
            Bls12381FrLaneFft f = new Bls12381FrLaneFft(n, lanes);
            f.load(a, off, n);
            f.fromBitReversed(inverse ? d.laneInverseRoots() : d.laneRoots());
            f.store(a, off, n);
            return;
        }
        long[] z = lazyCopy(a, off, n);
        Bls12381FrLazyFft.fromBitReversed(z, n, inverse ? d.inverseRootsLazy : d.rootsLazy, MAX);
        storeBack(z, a, off, n);
        countCold(lanes, n);
    }

    /**
     * Scalar FFT work of size n that AUTO's lanes would have taken once warm, counted towards
     * their warm-up at the scalar FFT's cost: {@link #SCALAR_BUTTERFLY_NANOS} a butterfly.
     */
    static void countCold(LaneMode lanes, int n) {
        if (n >= 16) {
            Bls12381FrLaneFft.countCold(lanes, (long) (n / 2) * Integer.numberOfTrailingZeros(n) * SCALAR_BUTTERFLY_NANOS);
        }
    }

    /**
     * A scalar butterfly's cost in the lazy form, ns: compute_cells (two transforms of 4096, 49 152
     * butterflies) took 3.9 ms at best on the reference Zen 3, thread CPU time, warm JVM.
     */
    static final long SCALAR_BUTTERFLY_NANOS = 70;

    /**
     * Decimation in frequency (Gentleman-Sande) on input in natural order, output in bit-reversed
     * order: butterflies of shrinking length len, the same twiddles as {@link #fromBitReversed}
     * applied to the difference after it.
     */
    private static void toBitReversed(long[] a, int off, int n, LaneMode lanes) {
        Domain d = Domain.of(MAX);
        if (Bls12381FrLaneFft.takes(lanes, n)) {
            Bls12381FrLaneFft f = new Bls12381FrLaneFft(n, lanes);
            f.load(a, off, n);
            f.toBitReversed(d.laneRoots());
            f.store(a, off, n);
            return;
        }
        long[] z = lazyCopy(a, off, n);
        Bls12381FrLazyFft.toBitReversed(z, n, d.rootsLazy, MAX);
        storeBack(z, a, off, n);
        countCold(lanes, n);
    }
}
