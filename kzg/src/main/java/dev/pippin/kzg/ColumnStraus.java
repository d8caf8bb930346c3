package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;

/**
 * FK20's 128 column MSMs of 64 points without tables: all 128 at once, batch-affine Straus with
 * GLV ({@link GlvStraus}): 128 × {@link #GROUPS} chains (a chain sums 64 / GROUPS terms of one
 * column) run side by side, so every round of steps shares one inversion.
 *
 * <p>Cost model per column: about 64 × 43 ≈ 2 750 additions and 128 × GROUPS doublings, all
 * affine at about 6 Fp products each, against about 4 600 mixed Jacobian additions (11
 * products) for the MSM engine's Pippenger on 64 points. The columns never change, so their
 * tables of odd multiples and φ images (8 192 points × 16 entries, 14.7 MB; 512 batch-affine
 * steps a column, about a ninth of a call's steps) are made once, when the instance is.
 */
final class ColumnStraus implements ColumnMsm {
    /**
     * Chains per column: more chains make fuller batches (fewer inversions) but cost 128
     * doublings each. Measured flat: thread CPU time of the 128 MSMs on the mainnet columns,
     * five interleaved rounds in one JVM on a loaded 2-core Zen 3, medians 1: 680 ms, 2: 680 ms,
     * 4: 690 ms (the MSM engine, same run before: about 850 ms).
     */
    static final int GROUPS = 2;

    private static final int AFF = Bls12381G1.AFFINE;
    private static final int JAC = Bls12381G1.JACOBIAN;

    private final int columns;
    private final int perColumn;
    private final int groups;
    /** Point o of column j's odd multiples and their φ images at (j × 64 + o) × 16 × 14 ({@link GlvStraus#oddMultiples}). */
    private final long[] table;

    /** Over these columns, their tables made now with the lanes where the mode says. */
    ColumnStraus(long[][] columns, LaneMode lanes) {
        this(columns, GROUPS, lanes);
    }

    /** With {@code groups} chains per column (a divisor of 64), for measuring GROUPS. */
    ColumnStraus(long[][] columns, int groups, LaneMode lanes) {
        this.groups = groups;
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
        AffineBatch batch = new AffineBatch(columns * groups, options.lanes());

        GlvStraus.Digits digits = new GlvStraus.Digits(n);
        long[] k = new long[Fr.L];
        long[] parts = new long[4];
        for (int j = 0; j < columns; j++) {
            for (int o = 0; o < perColumn; o++) {
                Fr.toCanonical(scalars[j], o * Fr.L, k, 0);
                digits.set(j * perColumn + o, k, 0, parts);
            }
        }
        int chains = columns * groups;
        int per = perColumn / groups;
        int[] bounds = new int[chains + 1];
        for (int c = 0; c <= chains; c++) {
            bounds[c] = c * per;
        }
        int[][] programs = digits.programs(bounds, chains);
        long[] acc = new long[chains * AFF];
        AffineChains.run(acc, table, programs[0], programs[1], chains, batch);

        long[] s = new long[Bls12381G1.SCRATCH];
        for (int j = 0; j < columns; j++) {
            Bls12381G1.jacFromAffine(out, j * JAC, acc, j * groups * AFF);
            for (int g = 1; g < groups; g++) {
                Bls12381G1.jacAddMixed(out, j * JAC, out, j * JAC, acc, (j * groups + g) * AFF, false, s);
            }
        }
    }
}
