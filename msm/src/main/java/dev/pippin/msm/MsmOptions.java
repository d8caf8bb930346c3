package dev.pippin.msm;

/**
 * How an MSM runs. The defaults are the measured ones; the knobs exist for measuring and
 * for callers that share the machine. Immutable: the with-methods return a copy.
 *
 * @param threads     worker threads (default: all cores)
 * @param windowBits  window width c, or 0 to choose by the cost model
 * @param batchSize   batch-affine batch size, -1 for the default, 0 for plain XYZZ buckets
 * @param endomorphism use GLV/GLS decompositions where they pay (no effect until that layer lands)
 * @param progress    told after each window, or null
 * @param lanes       whether the batch-affine additions (G1 and G2) run their Fp products on FMA lanes
 *                    (default: system property {@code pippin.msm.lanes}, else AUTO)
 */
public record MsmOptions(int threads, int windowBits, int batchSize, boolean endomorphism, ProgressListener progress,
                         Lanes lanes) {
    /**
     * The Fp kernel of the batch-affine additions, G1 and G2 (each group's flush warms up and
     * switches on its own). AUTO: FMA lanes when jdk.incubator.vector
     * is in the module graph and its preferred species has at least 4 double lanes, once they
     * have measured faster than the scalar kernel in this JVM (until then a share of the
     * batches warms them up), else scalar; ON: lanes at the preferred species from the start;
     * SPECIES_256: lanes at 256 bits (the AVX2 shape); OFF: scalar. ON and SPECIES_256 fail at
     * the MSM when the vector module is missing.
     */
    public enum Lanes { AUTO, ON, SPECIES_256, OFF }

    /** The system property that overrides the default lane mode: auto, on, off or 256. */
    public static final String LANES_PROPERTY = "pippin.msm.lanes";

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
        return new MsmOptions(Runtime.getRuntime().availableProcessors(), 0, -1, true, null, dev.pippin.msm.Lanes.fromProperty());
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

    public MsmOptions withLanes(Lanes l) {
        return new MsmOptions(threads, windowBits, batchSize, endomorphism, progress, l);
    }
}
