package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.msm.MsmOptions;
import dev.pippin.msm.Workers;

/**
 * Fixed-base tables for FK20's 128 MSMs of 64 points, whose bases (the setup-derived columns)
 * never change. For table width w, every base P keeps its shifted copies [2^(w t)]P for the
 * W = ⌊255 / w⌋ + 1 windows t, affine; a scalar recoded into W signed digits in [-2^(w-1),
 * 2^(w-1)] ({@link SignedDigits}) then makes a column's MSM one bucket sum over 64 W (point, digit) pairs with no
 * doublings at all: 64 W additions into 2^(w-1) buckets and about 2^w additions to sum the
 * buckets, all batch-affine ({@link AffineBatch}: the buckets of all 128 columns take their
 * next point in the same round, so each round shares one inversion among thousands of steps).
 *
 * <p>Memory: 8192 bases × W × 112 bytes (an affine point is 14 longs), so
 * w = 4: 56 MiB, 6: 38.5 MiB, 8: 28 MiB, 10: 22.75 MiB, 12: 19.25 MiB (w = 1: 224 MiB). Building
 * them costs 8192 × 255 doublings and a batch normalisation (about half a second, once, with the
 * columns). The additions per column are 64 W + 2^w: 2 304 at w = 8, the fewest for 64 points
 * (w = 7: 2 496, w = 9: 2 432); the MSM engine without tables does about twice that.
 */
final class Fk20Tables implements ColumnMsm {
    /** The widest table Options accepts. */
    static final int MAX_WIDTH = 12;
    /**
     * The default table width, 28 MiB: the fewest additions (class comment), and measured with
     * {@code pippin bench kzg --precompute 0|8} (one thread, AVX2 Zen 3, two interleaved rounds):
     * compute_cells_and_kzg_proofs 419-491 ms at width 8 against 756-779 ms without tables,
     * recover_cells_and_kzg_proofs 455-468 against 823-872.
     */
    static final int DEFAULT_WIDTH = 8;

    /**
     * Columns whose buckets fill together: a pass's buckets (512 at width 8, 56 kB) stay in cache
     * while its columns' table entries stream by, instead of all 16 384 buckets (1.8 MB) being
     * visited every round. Measured on 128 random columns at width 8 (thread CPU time of the
     * sums, one thread, 2-vCPU Zen 3, JDK 25, lanes warm, best of 4, interleaved in one JVM over
     * six rounds twice, ms, loaded machine): all columns at once 167-273, passes of 2 columns
     * 155-232, of 4 148-243 (mostly 148-176), of 8 152-241, of 32 195-275.
     */
    static final int PASS = 4;

    private static final int AFF = Bls12381G1.AFFINE;
    private static final int JAC = Bls12381G1.JACOBIAN;

    private final int width;
    private final int windows;
    private final int columns;
    private final int bases;
    /** Every column's shifted copies back to back: [2^(w t)] base o of column j at ((j × 64 + o) W + t) × 14. */
    private final long[] table;

    private Fk20Tables(int width, int columns, int bases, long[] table) {
        this.width = width;
        this.windows = SignedDigits.windows(width);
        this.columns = columns;
        this.bases = bases;
        this.table = table;
    }

    /** The tables of width w (1 ... MAX_WIDTH) over the columns of 64 affine points, on one thread. */
    static Fk20Tables of(long[][] columns, int width) {
        return of(columns, width, 1);
    }

    /** As {@link #of(long[][], int)}, the columns split over up to {@code threads} threads. */
    static Fk20Tables of(long[][] columns, int width, int threads) {
        if (width < 1 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("table width must be in [1, " + MAX_WIDTH + "], got " + width);
        }
        int w = SignedDigits.windows(width);
        int n = columns.length;
        int bases = columns[0].length / AFF;
        long[] table = new long[Math.multiplyExact(n * bases * w, AFF)];
        Workers.forRanges(n, threads, (from, to) -> {
            long[] s = new long[Bls12381G1.SCRATCH];
            long[] jac = new long[bases * w * JAC];
            long[] work = new long[bases * w * Bls12381G1.COORD];
            for (int j = from; j < to; j++) {
                for (int o = 0; o < bases; o++) {
                    int at = o * w * JAC;
                    Bls12381G1.jacFromAffine(jac, at, columns[j], o * AFF);
                    for (int t = 1; t < w; t++) {
                        int prev = at + (t - 1) * JAC;
                        int cur = prev + JAC;
                        Bls12381G1.jacDouble(jac, cur, jac, prev, s);
                        for (int d = 1; d < width; d++) {
                            Bls12381G1.jacDouble(jac, cur, jac, cur, s);
                        }
                    }
                }
                Bls12381G1.batchJacToAffine(jac, 0, table, j * bases * w * AFF, bases * w, work, s);
            }
        });
        return new Fk20Tables(width, n, bases, table);
    }

    /**
     * One chain per bucket of every column (128 × 2^(w-1) chains: a bucket sums its (point,
     * digit) pairs, batch-affine, the buckets of {@link #PASS} columns in the same rounds), then each
     * column's Σ b B_b by running sums from the top bucket, the 128 columns' steps in one batch.
     */
    @Override
    public void msms(long[][] scalars, long[] out, MsmOptions options) {
        int half = 1 << (width - 1);
        int chains = columns * half;
        int pairs = columns * bases * windows;
        int[] digit = new int[pairs];
        int[] start = new int[chains + 1];
        long[] k = new long[Fr.L];
        int[] digits = new int[windows];
        for (int j = 0; j < columns; j++) {
            for (int o = 0; o < bases; o++) {
                Fr.toCanonical(scalars[j], o * Fr.L, k, 0);
                SignedDigits.recode(k, 0, width, digits);
                int at = (j * bases + o) * windows;
                for (int t = 0; t < windows; t++) {
                    int d = digits[t];
                    digit[at + t] = d;
                    if (d != 0) {
                        start[j * half + Math.abs(d)]++;
                    }
                }
            }
        }
        // counting sort of the pairs by bucket: start[c + 1] counted bucket c, now prefix sums
        for (int c = 0; c < chains; c++) {
            start[c + 1] += start[c];
        }
        int[] fill = java.util.Arrays.copyOf(start, chains);
        int[] prog = new int[start[chains]];
        for (int p = 0; p < pairs; p++) {
            int d = digit[p];
            if (d != 0) {
                int c = (p / (bases * windows)) * half + Math.abs(d) - 1;
                prog[fill[c]++] = AffineBatch.add(p * AFF, d < 0);
            }
        }
        long[] buckets = new long[chains * AFF];
        AffineBatch batch = new AffineBatch(Math.min(chains, 4096), options.lanes());
        int pass = PASS * half;
        for (int c0 = 0; c0 < chains; c0 += pass) {
            int cs = Math.min(pass, chains - c0);
            long[] part = new long[cs * AFF];
            int[] partStart = java.util.Arrays.copyOfRange(start, c0, c0 + cs + 1);
            AffineChains.run(part, table, prog, partStart, cs, batch);
            System.arraycopy(part, 0, buckets, c0 * AFF, cs * AFF);
        }

        long[] acc = new long[columns * AFF];
        long[] sum = new long[columns * AFF];
        int[] dst = new int[columns];
        int[] code = new int[columns];
        for (int j = 0; j < columns; j++) {
            dst[j] = j * AFF;
        }
        for (int b = half; b >= 1; b--) {
            for (int j = 0; j < columns; j++) {
                code[j] = AffineBatch.add((j * half + b - 1) * AFF, false);
            }
            batch.run(acc, dst, buckets, code, columns);
            for (int j = 0; j < columns; j++) {
                code[j] = AffineBatch.add(j * AFF, false);
            }
            batch.run(sum, dst, acc, code, columns);
        }
        for (int j = 0; j < columns; j++) {
            Bls12381G1.jacFromAffine(out, j * JAC, sum, j * AFF);
        }
    }
}
