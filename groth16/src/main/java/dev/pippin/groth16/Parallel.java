package dev.pippin.groth16;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a prover's parallel parts: the calling thread runs the first task itself, idle threads of
 * a shared cached pool of daemons run the others (one is made when none is idle, and ends after
 * {@value #IDLE_SECONDS} s idle). The pool keeps no data between calls; it spares a proof the
 * thread starts of its NTT layers and lanes. A task's exception reaches the caller unchanged.
 */
final class Parallel {
    private Parallel() {}

    /** Work on the index range [from, to). */
    interface Range {
        void run(int from, int to);
    }

    /**
     * Long enough to outlast the gaps between the parallel steps of one proof and between the
     * proofs of a batch; an idle thread costs only its stack.
     */
    static final int IDLE_SECONDS = 30;

    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();

    private static final ExecutorService POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE,
            IDLE_SECONDS, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
                Thread th = new Thread(r, "pippin-groth16-" + THREAD_NUMBER.incrementAndGet());
                th.setDaemon(true);
                return th;
            });

    /** Splits [0, count) into at most {@code threads} contiguous ranges, one per thread (inline for 1). */
    static void forRanges(int count, int threads, Range body) {
        int parts = Math.max(1, Math.min(threads, count));
        Runnable[] ranges = new Runnable[parts];
        for (int p = 0; p < parts; p++) {
            int from = (int) ((long) count * p / parts), to = (int) ((long) count * (p + 1) / parts);
            ranges[p] = () -> body.run(from, to);
        }
        runAll(ranges);
    }

    /** Runs tasks[1..] on pool threads and tasks[0] here, waits for all, rethrows the first failure. */
    static void runAll(Runnable... tasks) {
        if (tasks.length == 1) {
            tasks[0].run();
            return;
        }
        Throwable[] failures = new Throwable[tasks.length];
        CountDownLatch done = new CountDownLatch(tasks.length - 1);
        for (int i = 1; i < tasks.length; i++) {
            final int slot = i;
            Runnable share = () -> {
                try {
                    tasks[slot].run();
                } catch (Throwable t) {
                    failures[slot] = t;
                } finally {
                    done.countDown();
                }
            };
            try {
                POOL.execute(share);
            } catch (RejectedExecutionException | OutOfMemoryError e) {
                share.run(); // no thread to be had: the share runs here
            }
        }
        try {
            tasks[0].run();
        } catch (Throwable t) {
            failures[0] = t;
        }
        boolean interrupted = false;
        while (true) {
            try {
                done.await();
                break;
            } catch (InterruptedException e) {
                // the other tasks hold the caller's arrays: wait for them, then restore the flag
                interrupted = true;
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
                throw new IllegalStateException("prover task failed", t);
            }
        }
    }
}
