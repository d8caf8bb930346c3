package dev.pippin.msm;

/**
 * Window width c and batch size for a bucket run over m points with scalars of at most
 * {@code bits} bits.
 *
 * <p>Cost model, in base-field multiplications: each of the W = floor(bits/c) + 1 windows adds
 * m points into buckets (a batch-affine addition ~6M plus its share of one inversion per batch,
 * a mixed XYZZ addition ~10M otherwise) and reduces 2^(c-1) buckets (two batch-affine additions,
 * ~12M: {@link #BUCKET_REDUCE_COST}); c minimizes W * (m * add + 2^(c-1) * 12). This is
 * gnark-crypto's (bits/c)(n + 2^c) criterion with our costs.
 */
record WindowPlan(int c, int windows, int batch) {
    /** Widest window: digits and bucket indices stay well inside an int, buckets in cache-friendly arrays. */
    static final int MAX_C = 16;
    /**
     * Widest window the plan picks by itself. The model prefers c = 15 from about 2^18 points
     * (GLV parts: 2^19), but a window of 2^14 affine buckets (1.3 MB on bn254 G1, 1.8 MB on
     * BLS12-381 G1) overflows a core's 1 MB L2, and once the G1 flushes ran on lanes the cache
     * misses outweighed the window saved (c = 14 has as many windows as 13 for 128-bit parts).
     * MsmTuning -Dclock=cpu -Dconfigs=13:-1,14:-1,15:-1, 1 thread, GLV on, thread CPU time, a shared
     * machine (load 10-15; docs/LANES.md, "Window width"): BN254_G1 18 (best of 2) c = 13 1 115,
     * 14 1 213, 15 1 417 ms; BLS12_381_G1 18 1 675, 2 063, 2 178; BN254_G1 20 (one round, 13 and 15)
     * 4 581 against 5 103. Before the lanes, at 2^20 with two threads, c = 15 had been ahead of 13
     * (3 159 against 3 406 ms wall clock); that case has not been measured again.
     */
    static final int AUTO_MAX_C = 13;
    /**
     * Batch-affine from this width on. With the Pornin inversion (~85M) and conflicts waiting in a
     * queue instead of costing a side addition, it pays from c = 8 (MsmTuning -Dclock=cpu, bn254
     * G1, 2^10 points: c = 8 plain XYZZ 17.4 ms, c = 8 batch 64 14.3 ms, c = 9 batch 64 15.0 ms);
     * below that a window has too few buckets to fill a batch.
     */
    static final int BATCH_MIN_C = 8;
    /** An inversion in base multiplications: 3.2 us against 37 ns (Bn254Fp timing loops). */
    static final double INVERSION_M = 85;
    /**
     * Batch sizes: 2^(c-1) / 8 keeps bucket conflicts near 6 %, within gnark's 80..640 range;
     * MsmTuning at 2^12..2^16 finds sizes from 64 to 1024 within noise of each other once
     * conflicts queue (e.g. bn254 G1 2^16, c = 13: 484 ms at 512, 487 ms at 1024).
     */
    static final int MIN_BATCH = 64;
    static final int MAX_BATCH = 512;

    static WindowPlan choose(int m, int bits) {
        int bestC = 1;
        double best = Double.MAX_VALUE;
        for (int c = 2; c <= AUTO_MAX_C; c++) {
            double cost = ScalarView.windows(bits, c) * (m * addCost(c) + reduceCost(c));
            if (cost < best) {
                best = cost;
                bestC = c;
            }
        }
        return of(bestC, bits, -1);
    }

    /** A plan with a given c; batch -1 picks the default for c, 0 disables batch-affine. */
    static WindowPlan of(int c, int bits, int batch) {
        if (c < 2 || c > MAX_C) {
            throw new IllegalArgumentException("window width must be in [2, " + MAX_C + "], got " + c);
        }
        int b = batch >= 0 ? batch : (c >= BATCH_MIN_C ? batchFor(c) : 0);
        return new WindowPlan(c, ScalarView.windows(bits, c), b);
    }

    /** Model cost of adding one point into a window's buckets, in base multiplications. */
    private static double addCost(int c) {
        return pointCostForBatch(c >= BATCH_MIN_C ? batchFor(c) : 0);
    }

    /** Model cost of adding one point with batches of this many points (0: mixed XYZZ, ~10M). */
    static double pointCostForBatch(int batch) {
        return batch > 0 ? 6 + INVERSION_M / batch : 10;
    }

    /** {@link #addCost} for the task layout's bucket cuts (Pippenger.Tasks). */
    static double pointCost(int c) {
        return addCost(c);
    }

    /**
     * A bucket's share of the reduction, in base multiplications: two batch-affine additions of
     * the lockstep reduction and their shares of its inversions. Measured 0.44 us a bucket (12M at
     * 37 ns), from a whole bn254 G1 window of 2^15 GLV points at c = 12 (5.7 ms) against its point
     * halves (3.2-3.5 ms), each reducing all 2 048 buckets (TaskProbe in the bench module, timing each
     * task); the XYZZ running sums it replaced took 0.93 us (24M). With 12 the plan moves from
     * c = 12 to 13 at 2^14 points and from 10 to 11 at 2^12, which MsmTuning confirmed (lanes on,
     * best of 8-12, ms): bn254 G1 2^14 60.4 against 64.6 (2 threads 34.6 against 37.4),
     * BLS12-381 G1 2^14 100.2 against 112.5, 2^12 37.5 against 41.0, bn254 G1 2^12 c = 11 24.5
     * against c = 10 24.3.
     */
    static final double BUCKET_REDUCE_COST = 12;

    /** Model cost of a window's running-sum reduction over its 2^(c-1) buckets. */
    private static double reduceCost(int c) {
        return (1 << (c - 1)) * BUCKET_REDUCE_COST;
    }

    private static int batchFor(int c) {
        return batchForBuckets(1 << (c - 1));
    }

    /** The batch size for a run over this many buckets (a window, or a bucket range of one). */
    static int batchForBuckets(int buckets) {
        return Math.max(MIN_BATCH, Math.min(MAX_BATCH, buckets / 8));
    }
}
