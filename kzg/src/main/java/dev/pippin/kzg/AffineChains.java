package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;

/**
 * Independent chains of affine steps run side by side: chain c owns the accumulator at
 * {@code acc[c × 14]} and the program {@code prog[start[c] ... start[c + 1])} of
 * {@link AffineBatch} codes (add or subtract a point of {@code src}, or double). Round t runs
 * step t of every chain that still has one, as one {@link AffineBatch}: so the rounds are as many
 * as the longest program and each shares one inversion among up to {@code chains} steps.
 *
 * <p>The callers make the chains about equally long, so that most rounds are full: many short
 * MSMs or scalar multiplications at once ({@link GlvStraus.Digits#programs}, the G1 FFTs), or
 * the buckets of {@link BitBuckets}, each a list of additions in any order.
 */
final class AffineChains {
    private AffineChains() {}

    private static final int AFF = Bls12381G1.AFFINE;

    /** Runs the programs; the accumulators hold their start values (infinity: all zero). */
    static void run(long[] acc, long[] src, int[] prog, int[] start, int chains, AffineBatch batch) {
        int[] cursor = new int[chains];
        int[] active = new int[chains];
        int live = 0;
        for (int c = 0; c < chains; c++) {
            cursor[c] = start[c];
            if (start[c] < start[c + 1]) {
                active[live++] = c;
            }
        }
        int cap = batch.capacity();
        int[] dst = new int[Math.min(cap, Math.max(live, 1))];
        int[] code = new int[dst.length];
        while (live > 0) {
            // one round over the live chains, in batches of the capacity; finished chains drop out
            int kept = 0;
            int m = 0;
            for (int a = 0; a < live; a++) {
                int c = active[a];
                dst[m] = c * AFF;
                code[m] = prog[cursor[c]++];
                m++;
                if (cursor[c] < start[c + 1]) {
                    active[kept++] = c;
                }
                if (m == dst.length) {
                    batch.run(acc, dst, src, code, m);
                    m = 0;
                }
            }
            if (m > 0) {
                batch.run(acc, dst, src, code, m);
            }
            live = kept;
        }
    }
}
