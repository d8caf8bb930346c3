package dev.pippin.msm;

/**
 * Window width c and batch size for a bucket run over m points with scalars of at most
 * {@code bits} bits.
 *
 * <p>Cost model, in base-field multiplications: each of the W = floor(bits/c) + 1 windows adds
 * m points into buckets (a batch-affine addition ~6M once batched, a mixed XYZZ addition ~10M
 * otherwise) and reduces 2^(c-1) buckets (a mixed and a full XYZZ addition, ~24M); c minimizes
 * W * (m * add + 2^(c-1) * 24). This is gnark-crypto's (bits/c)(n + 2^c) criterion with our
 * costs; the constants below are starting points from that model, to be replaced by MsmBench
 * measurements (see the README's MSM table).
 */
record WindowPlan(int c, int windows, int batch) {
    /** Widest window: digits and bucket indices stay well inside an int, buckets in cache-friendly arrays. */
    static final int MAX_C = 16;
    /** Batch-affine pays from this width on (gnark-crypto uses it from c >= 10; our model agrees). */
    static final int BATCH_MIN_C = 10;
    /** Batch sizes: 2^(c-1) / 8 keeps bucket conflicts near 6 % at worst, within gnark's 80..640 range. */
    static final int MIN_BATCH = 64;
    static final int MAX_BATCH = 512;

    static WindowPlan choose(int m, int bits) {
        int bestC = 1;
        double best = Double.MAX_VALUE;
        for (int c = 2; c <= MAX_C; c++) {
            double add = c >= BATCH_MIN_C ? 6 : 10;
            double cost = ScalarView.windows(bits, c) * (m * add + (double) (1 << (c - 1)) * 24);
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
        int b = batch >= 0 ? batch : (c >= BATCH_MIN_C ? Math.max(MIN_BATCH, Math.min(MAX_BATCH, (1 << (c - 1)) / 8)) : 0);
        return new WindowPlan(c, ScalarView.windows(bits, c), b);
    }
}
