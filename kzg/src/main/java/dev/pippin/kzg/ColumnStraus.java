package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;

/**
 * FK20's 128 column MSMs of 64 points without tables: all 128 at once, batch-affine GLV Straus
 * ({@link GlvStraus}) with the additions collected by bit ({@link BitBuckets}), the buckets of
 * {@link #PASS} columns at a time, then the 128 Horner sums side by side.
 *
 * <p>Cost model per column: about 64 × 43 ≈ 2 750 affine additions (about 6 Fp products each,
 * fewer on the lanes) and 129 doublings and additions for the Horner sum, against about 4 600
 * mixed Jacobian additions (11 products) for the MSM engine's Pippenger on 64 points. The
 * columns never change, so their tables of odd multiples and φ images (8 192 points × 16
 * entries, 14.7 MB; 512 batch-affine steps a column, about a ninth of a call's steps) are made
 * once, when the instance is.
 */
final class ColumnStraus implements ColumnMsm {
    /**
     * Columns whose buckets fill together: a pass reads only its columns' table entries (917 kB
     * for 8), which stay in cache, and still holds 1 032 buckets to share each inversion.
     * Measured on 128 random columns of 64 points (thread CPU time, one thread, 2-vCPU Zen 3,
     * JDK 25, lanes warm, best of 5, interleaved in one JVM over six rounds, ms; the machine was
     * loaded): chains of 32 terms walked in order (the former method) 303-411, passes of 4
     * columns 240-340, of 8 240-307, all 128 at once 358-489.
     */
    static final int PASS = 8;

    private static final int AFF = Bls12381G1.AFFINE;

    private final int columns;
    private final int perColumn;
    /** Point o of column j's odd multiples and their φ images at (j × 64 + o) × 16 × 14 ({@link GlvStraus#oddMultiples}). */
    private final long[] table;

    /** Over these columns, their tables made now with the lanes where the mode says. */
    ColumnStraus(long[][] columns, LaneMode lanes) {
        this.columns = columns.length;
        this.perColumn = columns[0].length / AFF;
        int n = this.columns * perColumn;
        long[] points = new long[n * AFF];
        for (int j = 0; j < this.columns; j++) {
            System.arraycopy(columns[j], 0, points, j * perColumn * AFF, perColumn * AFF);
        }
        this.table = new long[n * GlvStraus.ENTRIES * AFF];
        GlvStraus.oddMultiples(points, 0, n, table, new AffineBatch(n, lanes));
    }

    @Override
    public void msms(long[][] scalars, long[] out, MsmOptions options) {
        int n = columns * perColumn;
        GlvStraus.Digits digits = new GlvStraus.Digits(n);
        long[] k = new long[Fr.L];
        long[] parts = new long[4];
        for (int j = 0; j < columns; j++) {
            for (int o = 0; o < perColumn; o++) {
                Fr.toCanonical(scalars[j], o * Fr.L, k, 0);
                digits.set(j * perColumn + o, k, 0, parts);
            }
        }
        int[] bounds = new int[columns + 1];
        for (int j = 0; j <= columns; j++) {
            bounds[j] = j * perColumn;
        }
        BitBuckets.msms(digits, table, bounds, columns, PASS, out, options.threads(), options.lanes());
    }
}
