package dev.pippin.kzg;

/**
 * The fulu cell layout: a blob's polynomial to coefficient form (polynomial_eval_to_coeff) and
 * its extension to the 8192 evaluations that make the 128 cells. Cell c holds the evaluations at
 * coset_for_cell(c) = the bit-reversed 8192-domain's elements 64 c ... 64 c + 63, so the cells in
 * order are the bit-reversal permutation of the evaluations at ω_8192^i, cut in runs of 64.
 *
 * <p>Cost model: an inverse FFT of 4096 and an FFT of 8192 (about 25 k and 53 k Fr products),
 * plus two bit-reversal permutations (copies).
 */
final class Cells {
    private Cells() {}

    static final int N = Eip4844.N;
    static final int EXT = 2 * N;
    static final int PER_CELL = 64;
    static final int COUNT = EXT / PER_CELL;
    static final int BYTES_PER_CELL = PER_CELL * Fr.BYTES;

    /** polynomial_eval_to_coeff: the 4096 coefficients of the blob's polynomial (evaluation form, bit-reversed domain). */
    static long[] toCoefficients(long[] evaluations) {
        long[] c = evaluations.clone();
        BitReversal.permute(c, 0, N, Fr.L);
        FrFft.ifft(c, 0, N);
        return c;
    }

    /**
     * The extended blob in cell order: 8192 evaluations of the polynomial (its 4096 coefficients
     * given), element 64 c + j being cell c's j-th.
     */
    static long[] extend(long[] coefficients) {
        long[] e = new long[EXT * Fr.L];
        System.arraycopy(coefficients, 0, e, 0, N * Fr.L);
        FrFft.fft(e, 0, EXT);
        BitReversal.permute(e, 0, EXT, Fr.L);
        return e;
    }

    /** The 128 cells' bytes from the extended blob in cell order. */
    static byte[] encode(long[] extended) {
        byte[] out = new byte[COUNT * BYTES_PER_CELL];
        Fr.encode(extended, 0, EXT, out, 0);
        return out;
    }
}
