package dev.pippin.cli;

import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmOptions;
import java.util.Arrays;

/**
 * Timed runs of one job: with more than one repetition, untimed warm-up runs first.
 *
 * @param result   the last run's result
 * @param sortedMs each timed run's wall time, ascending
 * @param warmUps  how many untimed runs came first
 */
record MsmTiming(long[] result, double[] sortedMs, int warmUps) {
    /**
     * Untimed warm-up before the timed runs (with more than one): at least one run, and runs
     * until this long has passed. Back-to-back 2-thread runs of the default job (bn254 G1 2^16)
     * in a fresh JVM took 797, 433, 318, 307, 311, 299, 298, 294, then 245-276 ms from the ninth
     * on (about 3 s in): C2 compiles the unrolled kernels on the cores the MSM keeps busy. With
     * one warm-up run the default job reported a minimum of 274-356 ms.
     */
    static final long WARM_UP_MS = 3000;

    double minMs() {
        return sortedMs[0];
    }

    double medianMs() {
        return sortedMs[sortedMs.length / 2];
    }

    /** bar may be null (no progress shown); it is told only about the timed runs. */
    static MsmTiming run(MsmJob job, MsmOptions options, int reps, ProgressBar bar) {
        int warmUps = 0;
        if (reps > 1) {
            if (options.lanes() == LaneMode.AUTO) {
                // a benchmark runs long enough to repay the lanes' warm-up, which AUTO alone would
                // start only after about 5 s of scalar additions (docs/LANES.md, "Warm-up")
                warmUpLanes(job);
            }
            // on 2 cores the compiler threads compete with the MSM's own, which would otherwise
            // show in the first timed runs
            long warmStart = System.nanoTime();
            do {
                Msm.compute(job.group(), job.points(), job.scalars(), options.withProgress(null));
                warmUps++;
            } while (System.nanoTime() - warmStart < WARM_UP_MS * 1_000_000L);
        }
        MsmOptions timed = options.withProgress(bar);
        double[] ms = new double[reps];
        long[] result = null;
        for (int rep = 0; rep < reps; rep++) {
            if (bar != null) {
                bar.start();
            }
            long t0 = System.nanoTime();
            result = Msm.compute(job.group(), job.points(), job.scalars(), timed);
            ms[rep] = (System.nanoTime() - t0) / 1e6;
            if (bar != null) {
                bar.finish();
            }
        }
        Arrays.sort(ms);
        return new MsmTiming(result, ms, warmUps);
    }

    private static void warmUpLanes(MsmJob job) {
        try {
            Msm.warmUpLanes(job.group());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
