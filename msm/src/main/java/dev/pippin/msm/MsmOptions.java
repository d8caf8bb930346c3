package dev.pippin.msm;

import dev.pippin.lanes.LaneMode;

/**
 * How an MSM runs. The defaults are the measured ones; the knobs exist for measuring and
 * for callers that share the machine. Immutable: the with-methods return a copy.
 *
 * @param threads     worker threads (default: all cores)
 * @param windowBits  window width c, or 0 to choose by the cost model
 * @param batchSize   batch-affine batch size, -1 for the default, 0 for plain XYZZ buckets
 * @param endomorphism use GLV/GLS decompositions where they pay (no effect until that layer lands)
 * @param progress    told after each window, or null
 * @param lanes       whether the batch-affine additions (G1 and G2) run their Fp products on the lanes
 *                    module's FMA kernels, each group's flush warming up and switching on its own
 *                    under AUTO (default: {@link LaneMode#fromProperty}: system property
 *                    {@code pippin.lanes}, or its former name {@code pippin.msm.lanes}, else AUTO)
 */
public record MsmOptions(int threads, int windowBits, int batchSize, boolean endomorphism, ProgressListener progress,
                         LaneMode lanes) {
    public MsmOptions {
        if (lanes == null) {
            throw new IllegalArgumentException("lanes must not be null");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        if (windowBits != 0 && (windowBits < 2 || windowBits > WindowPlan.MAX_C)) {
            throw new IllegalArgumentException("window width must be 0 (auto) or in [2, " + WindowPlan.MAX_C + "], got " + windowBits);
        }
        if (batchSize < -1) {
            throw new IllegalArgumentException("batch size must be -1 (auto), 0 (off) or positive, got " + batchSize);
        }
    }

    /** Told how much of an MSM is done; called from worker threads. */
    @FunctionalInterface
    public interface ProgressListener {
        void progress(long done, long total);
    }

    public static MsmOptions defaults() {
        return new MsmOptions(Runtime.getRuntime().availableProcessors(), 0, -1, true, null, LaneMode.fromProperty());
    }

    public MsmOptions withThreads(int t) {
        return new MsmOptions(t, windowBits, batchSize, endomorphism, progress, lanes);
    }

    public MsmOptions withWindowBits(int c) {
        return new MsmOptions(threads, c, batchSize, endomorphism, progress, lanes);
    }

    public MsmOptions withBatchSize(int b) {
        return new MsmOptions(threads, windowBits, b, endomorphism, progress, lanes);
    }

    public MsmOptions withEndomorphism(boolean on) {
        return new MsmOptions(threads, windowBits, batchSize, on, progress, lanes);
    }

    public MsmOptions withProgress(ProgressListener p) {
        return new MsmOptions(threads, windowBits, batchSize, endomorphism, p, lanes);
    }

    public MsmOptions withLanes(LaneMode l) {
        return new MsmOptions(threads, windowBits, batchSize, endomorphism, progress, l);
    }
}
