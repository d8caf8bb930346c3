package dev.pippin.groth16;

import dev.pippin.msm.Workers;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a proof's jobs on up to {@value #MAX_LANES} lanes: each lane takes the next job in the
 * given order when it is free and runs it with the lane's share of the threads. Two lanes let the
 * G2 MSM (about as long as two G1 MSMs) run beside the others while each MSM keeps whole threads;
 * more lanes would leave the largest MSM on too few threads at the end. After a failure the lanes
 * take no new jobs, and the failure reaches the caller (the first lane's, if several fail).
 */
final class JobScheduler {
    private JobScheduler() {}

    static final int MAX_LANES = 2;

    /** A job, given the threads it may use. */
    interface Job {
        void run(int threads);
    }

    /** How many lanes the threads make. */
    static int lanes(int threads) {
        return Math.max(1, Math.min(MAX_LANES, threads));
    }

    static void run(int threads, Job... jobs) {
        int lanes = Math.max(1, Math.min(lanes(threads), jobs.length));
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean failed = new AtomicBoolean();
        Runnable[] lane = new Runnable[lanes];
        for (int l = 0; l < lanes; l++) {
            // The first lane, which starts the first (longest) job, gets any odd thread.
            int share = threads / lanes + (l < threads % lanes ? 1 : 0);
            lane[l] = () -> {
                int j;
                while (!failed.get() && (j = next.getAndIncrement()) < jobs.length) {
                    try {
                        jobs[j].run(share);
                    } catch (RuntimeException | Error e) {
                        failed.set(true);
                        throw e;
                    }
                }
            };
        }
        Workers.runAll(lane);
    }
}
