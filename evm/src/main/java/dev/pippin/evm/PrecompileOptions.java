package dev.pippin.evm;

import dev.pippin.msm.MsmOptions;

/**
 * How the MSM-based precompiles (bn254_g1msm, bn254_g2msm and the bls12 mul/msm names) run:
 * on how many threads, and whom to tell about progress. The other precompiles ignore it. The
 * defaults are the engine's: every core, no listener. Immutable: the with-methods return a copy.
 *
 * @param threads  worker threads for one call (the calling thread is one of them); at least 1
 * @param progress told how much of an MSM is done, from the worker threads; or null
 */
public record PrecompileOptions(int threads, MsmOptions.ProgressListener progress) {
    public PrecompileOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
    }

    /** Every core, no progress listener: what {@link Precompiles#get(String)} uses. */
    public static PrecompileOptions defaults() {
        return new PrecompileOptions(Runtime.getRuntime().availableProcessors(), null);
    }

    public PrecompileOptions withThreads(int t) {
        return new PrecompileOptions(t, progress);
    }

    public PrecompileOptions withProgress(MsmOptions.ProgressListener p) {
        return new PrecompileOptions(threads, p);
    }

    /** The engine's options for one MSM: its defaults with these threads and this listener. */
    MsmOptions msmOptions() {
        return MsmOptions.defaults().withThreads(threads).withProgress(progress);
    }
}
