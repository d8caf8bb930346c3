package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import dev.pippin.msm.Workers;

/**
 * The 128 cell proofs of a polynomial of 4096 coefficients at once, by FK20 (Feist and
 * Khovratovich, eprint 2023/033), as c-kzg-4844 arranges it. The proof for the coset h⟨ω_64⟩ is
 * the commitment to f(X) / (X^64 - h^64), that is Σ_{i≥1} (h^64)^(i-1) H_i with H_i = Σ_m f_{m+64i}
 * [τ^m]; the h^64 of the 128 cosets are the 128th roots of unity, so the proofs are one G1 FFT of
 * the 64 points H_i (padded to 128). The H_i are 64 Toeplitz matrix-vector products (one per
 * residue of the coefficient index mod 64), each embedded in a circulant of size 128 and so
 * diagonalised by FFTs: the setup side (FFTs of the setup points) is fixed, and summing over the
 * 64 residues in the frequency domain leaves one 64-point MSM per frequency.
 *
 * <p>Cost model per polynomial: 64 Fr FFTs of 128 (about 29 k Fr products), 128 MSMs of 64
 * points over the fixed columns ({@link ColumnMsm}: all 128 at once, batch-affine, by
 * {@link ColumnStraus} without tables or {@link Fk20Tables} with them), a G1 inverse FFT of 128
 * and a G1 FFT of 128 ({@link G1Fft}: about 320 GLV scalar multiplications each). The inverse FFT's factor 1/128 is
 * folded into the coefficients (4096 Fr products) instead of 128 scalar multiplications.
 *
 * <p>The columns (128 × 64 affine points: column j holds frequency j of the 64 setup-point FFTs)
 * are a property of the setup: computed on first use, once, under a lock (64 G1 FFTs of 128, about
 * 20 k scalar multiplications, over the call's threads), then shared read-only by every thread;
 * so are their column MSMs' own tables, made with them ({@link ColumnStraus}: 14.7 MB of odd
 * multiples without precomputation; {@link Fk20Tables} with it).
 */
final class Fk20 {
    /** FIELD_ELEMENTS_PER_BLOB: coefficients of the polynomial. */
    static final int N = Eip4844.N;
    /** FIELD_ELEMENTS_PER_CELL: the Toeplitz stride. */
    static final int L = Cells.PER_CELL;
    /** Rows of each Toeplitz matrix (N / L). */
    static final int K = N / L;
    /** The circulant size, and the number of columns and proofs. */
    static final int K2 = 2 * K;

    private static final int AFF = Bls12381G1.AFFINE;
    private static final int JAC = Bls12381G1.JACOBIAN;

    private final TrustedSetup setup;
    private final int tableWidth;
    private volatile ColumnMsm msm;

    /** Over the setup's monomial points; tables of the given width (0: none) built with the columns. */
    Fk20(TrustedSetup setup, int tableWidth) {
        this.setup = setup;
        this.tableWidth = tableWidth;
    }

    /** The column MSMs, computing the columns (and tables) on first use with the options' threads and lanes. */
    ColumnMsm columns(MsmOptions options) {
        int threads = options.threads();
        ColumnMsm m = msm;
        if (m == null) {
            synchronized (this) {
                m = msm;
                if (m == null) {
                    long[][] cols = setup.fk20Columns(threads, options.lanes());
                    m = tableWidth == 0 ? new ColumnStraus(cols, options.lanes()) : Fk20Tables.of(cols, tableWidth, threads);
                    msm = m;
                }
            }
        }
        return m;
    }

    /**
     * Column j (j in [0, 128)): point o (o in [0, 64)) is frequency j of the size-128 G1 FFT of
     * the vector x_o = ([τ^(4031 - o)], [τ^(4031 - o - 64)], ..., [τ^(63 - o)], 0, 0, ..., 0): 63
     * setup points with stride 64, then 65 zeros. The 64 FFTs run together ({@link G1Fft#fftMany}:
     * each stage's twiddle products in one batch), split over the threads.
     */
    static long[][] computeColumns(long[] g1Monomial, int threads, LaneMode lanes) {
        long[][] cols = new long[K2][K * AFF];
        Workers.forRanges(L, threads, (from, to) -> {
            int count = to - from;
            long[] x = new long[count * K2 * JAC];
            long[] affine = new long[count * K2 * AFF];
            for (int v = 0; v < count; v++) {
                int o = from + v;
                int start = N - L - 1 - o;
                for (int i = 0; i < K2; i++) {
                    if (i < K - 1) {
                        Bls12381G1.jacFromAffine(x, (v * K2 + i) * JAC, g1Monomial, (start - i * L) * AFF);
                    } else {
                        Bls12381G1.jacSetInfinity(x, (v * K2 + i) * JAC);
                    }
                }
            }
            G1Fft.fftMany(x, K2, count, lanes);
            Bls12381G1.batchJacToAffine(x, 0, affine, 0, count * K2, new long[count * K2 * Bls12381G1.COORD],
                    new long[Bls12381G1.SCRATCH]);
            for (int v = 0; v < count; v++) {
                for (int j = 0; j < K2; j++) {
                    // distinct parts write distinct points o of each column
                    System.arraycopy(affine, (v * K2 + j) * AFF, cols[j], (from + v) * AFF, AFF);
                }
            }
        });
        return cols;
    }

    /**
     * The 128 proofs of the polynomial with these 4096 coefficients, affine, in cell order
     * (proof c for coset_for_cell(c)).
     */
    long[] proofs(long[] coefficients, MsmOptions options) {
        ColumnMsm columns = columns(options);
        // the coefficients times 1/128: the G1 inverse FFT below then needs no scaling
        long[] f = new long[N * Fr.L];
        long[] inv128 = Domain.of(K2).invN;
        for (int i = 0; i < N; i++) {
            Bls12381Fr.mul(f, i * Fr.L, coefficients, i * Fr.L, inv128, 0);
        }
        long[][] scalars = toeplitzFrequencies(f, options.lanes());
        long[] h = new long[K2 * JAC];
        columns.msms(scalars, h, options);
        G1Fft.ifftUnscaled(h, K2, options.lanes());
        java.util.Arrays.fill(h, K * JAC, K2 * JAC, 0);
        G1Fft.fft(h, K2, options.lanes());
        long[] natural = new long[K2 * AFF];
        Bls12381G1.batchJacToAffine(h, 0, natural, 0, K2, new long[K2 * Bls12381G1.COORD], new long[Bls12381G1.SCRATCH]);
        // the FFT's output i is the coset with h^64 = ω_128^i; cell c's is ω_128^brp(c)
        BitReversal.permute(natural, 0, K2, AFF);
        return natural;
    }

    /**
     * For each residue o in [0, 64): the first column of the circulant that embeds the o-th
     * Toeplitz matrix (f_{4095-o}, 0 × 65, f_{127-o}, f_{191-o}, ..., f_{4031-o}), transformed by an
     * FFT of 128; frequency j goes to scalars[j][o], the scalars of column j's MSM.
     */
    static long[][] toeplitzFrequencies(long[] f, LaneMode lanes) {
        long[][] scalars = new long[K2][K * Fr.L];
        long[] t = new long[K2 * Fr.L];
        for (int o = 0; o < L; o++) {
            java.util.Arrays.fill(t, 0);
            Bls12381Fr.copy(t, 0, f, (N - 1 - o) * Fr.L);
            for (int i = K + 2, j = 2 * L - o - 1; i < K2; i++, j += L) {
                Bls12381Fr.copy(t, i * Fr.L, f, j * Fr.L);
            }
            FrFft.fft(t, 0, K2, lanes);
            for (int j = 0; j < K2; j++) {
                Bls12381Fr.copy(scalars[j], o * Fr.L, t, j * Fr.L);
            }
        }
        return scalars;
    }
}
