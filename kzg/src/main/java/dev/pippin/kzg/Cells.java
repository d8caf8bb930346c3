package dev.pippin.kzg;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bls12381FrLazy;
import dev.pippin.field.Bls12381FrLazyFft;
import dev.pippin.lanes.Bls12381FrLaneFft;
import dev.pippin.lanes.LaneMode;

/**
 * The fulu cell layout: a blob's polynomial to coefficient form (polynomial_eval_to_coeff) and
 * its extension to the 8192 evaluations that make the 128 cells. Cell c holds the evaluations at
 * coset_for_cell(c) = the bit-reversed 8192-domain's elements 64 c ... 64 c + 63, so the cells in
 * order are the bit-reversal permutation of the evaluations at ω_8192^i, cut in runs of 64.
 *
 * <p>That order splits in halves that need no permutation: place t &lt; 4096 is the evaluation
 * at ω_8192^brp13(t) = ω_4096^brp12(t), the blob's own element t (the blob is the polynomial over
 * the bit-reversed 4096-domain); place 4096 + t is the one at ω_8192^(1 + 2 brp12(t)) = ω_8192 ·
 * ω_4096^brp12(t), element t of the bit-reversed FFT of size 4096 over the coset ω_8192 ⟨ω_4096⟩.
 * So the blob's cells are its 64 first cells as given and a coset FFT of 4096 for the 64 others,
 * and its coefficients an inverse FFT of 4096 run straight on the bit-reversed input.
 *
 * <p>Cost model, in Fr products: {@link #extendBlob} an inverse FFT of 4096, 4096 products by
 * ω_8192^i / 4096 and an FFT of 4096, about 53 k (the plain route through the specs' FFT of 8192
 * and two bit-reversal permutations took about 82 k); {@link #toCoefficients} an inverse FFT of
 * 4096 and 4096 products by 1/4096, about 29 k; {@link #extend} two FFTs of 4096 and 4096
 * products, about 53 k, or one and 4096 products when the evaluations are given.
 */
final class Cells {
    private Cells() {}

    static final int N = Eip4844.N;
    static final int EXT = 2 * N;
    static final int PER_CELL = 64;
    static final int COUNT = EXT / PER_CELL;
    static final int BYTES_PER_CELL = PER_CELL * Fr.BYTES;

    /** polynomial_eval_to_coeff: the 4096 coefficients of the blob's polynomial (evaluation form, bit-reversed domain). */
    static long[] toCoefficients(long[] evaluations, LaneMode lanes) {
        long[] c = evaluations.clone();
        FrFft.ifftFromBitReversed(c, 0, N, lanes);
        return c;
    }

    /**
     * The extended blob in cell order from the blob's polynomial (evaluation form, bit-reversed
     * domain): element 64 c + j is cell c's j-th. The same as extend(toCoefficients(evaluations)).
     * A linear map of the elements, run in FrFft's lazy form from end to end, or on the Fr lanes
     * where the lane mode says: Montgomery-form elements in give Montgomery-form ones out,
     * canonical limbs in give canonical limbs out.
     */
    static long[] extendBlob(long[] evaluations, LaneMode lanes) {
        long[] e = new long[EXT * Fr.L];
        System.arraycopy(evaluations, 0, e, 0, N * Fr.L);
        if (Bls12381FrLaneFft.takes(lanes, N)) {
            Domain d = Domain.of(FrFft.MAX);
            Bls12381FrLaneFft f = new Bls12381FrLaneFft(N, lanes);
            f.load(evaluations, 0, N);
            f.fromBitReversed(d.laneInverseRoots());
            f.mulEach(ShiftOverN.LANE_FACTORS);
            f.toBitReversed(d.laneRoots());
            f.store(e, N * Fr.L, N);
            return e;
        }
        long[] z = FrFft.lazyCopy(evaluations, 0, N);
        // 4096 times the coefficients; the 1/4096 rides on the coset's shift powers
        Bls12381FrLazyFft.fromBitReversed(z, N, Domain.of(FrFft.MAX).inverseRootsLazy, FrFft.MAX);
        long[] s = ShiftOverN.POWERS;
        for (int i = 0, o = 0; i < N; i++, o += FrFft.LZ) {
            Bls12381FrLazy.mul(z, o, z, o, s, o);
        }
        Bls12381FrLazyFft.toBitReversed(z, N, Domain.of(FrFft.MAX).rootsLazy, FrFft.MAX);
        FrFft.storeBack(z, e, N * Fr.L, N);
        FrFft.countCold(lanes, N);                                  // two transforms of N
        FrFft.countCold(lanes, N);
        return e;
    }

    /** The extended blob in cell order from its 4096 coefficients. */
    static long[] extend(long[] coefficients, LaneMode lanes) {
        long[] e = new long[EXT * Fr.L];
        System.arraycopy(coefficients, 0, e, 0, N * Fr.L);
        FrFft.fftToBitReversed(e, 0, N, lanes);
        extendOddHalf(coefficients, e, lanes);
        return e;
    }

    /**
     * The extended blob in cell order from its coefficients and its evaluations (the blob's
     * polynomial, bit-reversed domain), which are its first 64 cells.
     */
    static long[] extend(long[] coefficients, long[] evaluations, LaneMode lanes) {
        long[] e = new long[EXT * Fr.L];
        System.arraycopy(evaluations, 0, e, 0, N * Fr.L);
        extendOddHalf(coefficients, e, lanes);
        return e;
    }

    /** Places 4096 ... 8191 of the cell order: the bit-reversed FFT over the coset ω_8192 ⟨ω_4096⟩. */
    private static void extendOddHalf(long[] coefficients, long[] e, LaneMode lanes) {
        long[] w = Domain.of(EXT).roots;
        for (int i = 0; i < N; i++) {
            Bls12381Fr.mul(e, (N + i) * Fr.L, coefficients, i * Fr.L, w, i * Fr.L);
        }
        FrFft.fftToBitReversed(e, N * Fr.L, N, lanes);
    }

    /** The 128 cells' bytes from the extended blob in cell order, given as canonical limbs. */
    static byte[] encodeCanonical(long[] extended) {
        byte[] out = new byte[COUNT * BYTES_PER_CELL];
        Fr.encodeCanonical(extended, 0, EXT, out, 0);
        return out;
    }

    /** The 128 cells' bytes from the extended blob in cell order. */
    static byte[] encode(long[] extended) {
        byte[] out = new byte[COUNT * BYTES_PER_CELL];
        Fr.encode(extended, 0, EXT, out, 0);
        return out;
    }

    /** ω_8192^i / 4096 for i &lt; 4096 in FrFft's lazy form, built on first use (8192 Fr products, 160 KiB). */
    private static final class ShiftOverN {
        /** ω_8192^i / 4096 in Montgomery form. */
        private static final long[] MONTGOMERY = build();
        /** The same in the lazy form. */
        static final long[] POWERS = Domain.lazy(MONTGOMERY, N);
        /** The same in the lane form. */
        static final Bls12381FrLaneFft.Factors LANE_FACTORS = new Bls12381FrLaneFft.Factors(MONTGOMERY, N);

        private static long[] build() {
            long[] w = Domain.of(EXT).roots;
            long[] invN = Domain.of(N).invN;
            long[] p = new long[N * Fr.L];
            for (int i = 0; i < N; i++) {
                Bls12381Fr.mul(p, i * Fr.L, w, i * Fr.L, invN, 0);
            }
            return p;
        }
    }
}
