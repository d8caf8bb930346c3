package dev.pippin.msm;

/**
 * Runs an MSM's parallel phases: the calling thread runs one share itself and threads made for the
 * phase (daemon, joined before returning) run the others. No pool outlives the call and nothing
 * is shared between calls. A worker's exception reaches the caller unchanged.
 *
 * <p>Starting one platform thread costs ~0.2 ms on these machines, a fixed pool of two (created,
 * used, shut down) 0.56-0.79 ms (a timing loop of 200 each, JDK 25, shared 2-core VM): the former
 * pool made an empty 2-thread phase cost 0.85-1.3 ms, paid twice per MSM call (the GLV/GLS split
 * and the buckets), which is 2-3 % of a 2-thread bn254 G1 2^14 MSM.
 */
final class Workers {
    private Workers() {}

    /** Work on the index range [from, to). */
    interface Range {
        void run(int from, int to);
    }

    /** Runs {@code threads} copies of worker (inline when threads is 1) and waits for all. */
    static void run(Runnable worker, int threads) {
        Runnable[] copies = new Runnable[threads];
        java.util.Arrays.fill(copies, worker);
        runAll(copies);
    }

    /** Splits [0, count) into {@code threads} contiguous ranges, one per thread (inline for 1). */
    static void forRanges(int count, int threads, Range body) {
        int parts = Math.max(1, Math.min(threads, count));
        Runnable[] ranges = new Runnable[parts];
        for (int p = 0; p < parts; p++) {
            int from = (int) ((long) count * p / parts), to = (int) ((long) count * (p + 1) / parts);
            ranges[p] = () -> body.run(from, to);
        }
        runAll(ranges);
    }

    /** Runs tasks[1..] on new threads and tasks[0] here, then joins; rethrows the first failure. */
    private static void runAll(Runnable[] tasks) {
        if (tasks.length == 1) {
            tasks[0].run();
            return;
        }
        Throwable[] failures = new Throwable[tasks.length];
        Thread[] others = new Thread[tasks.length - 1];
        for (int i = 1; i < tasks.length; i++) {
            final int slot = i;
            Thread th = new Thread(() -> {
                try {
                    tasks[slot].run();
                } catch (Throwable t) {
                    failures[slot] = t;
                }
            }, "pippin-msm");
            th.setDaemon(true);
            others[i - 1] = th;
            th.start();
        }
        try {
            tasks[0].run();
        } catch (Throwable t) {
            failures[0] = t;
        }
        boolean interrupted = false;
        for (Thread th : others) {
            while (true) {
                try {
                    th.join();
                    break;
                } catch (InterruptedException e) {
                    // the workers hold the call's arrays: wait for them, then restore the flag
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        for (Throwable t : failures) {
            if (t instanceof RuntimeException re) {
                throw re;
            }
            if (t instanceof Error err) {
                throw err;
            }
            if (t != null) {
                throw new IllegalStateException("MSM worker failed", t);
            }
        }
    }
}
