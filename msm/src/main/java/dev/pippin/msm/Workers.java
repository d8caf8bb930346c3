package dev.pippin.msm;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs parallel work: an MSM's phases, and the work that the layers above run beside their MSMs
 * (a prover's transforms, a batch verifier's decoding). The calling thread runs one share itself and idle threads of a
 * shared cached pool run the others (a thread is made when none is idle; one that stays idle for
 * {@value #IDLE_SECONDS} s ends; all are daemons). The pool holds no data between calls: it only
 * saves starting a thread per share. A worker's exception reaches the caller unchanged.
 *
 * <p>Why a pool: on these VMs a new thread's start() took 0.4-0.6 ms inside an MSM and its share
 * began 0.4-1 ms after that (TaskP probe, bn254 G1 2^14, JDK 25: the thread's stack and first
 * allocations fault in fresh pages), against ~40 us to hand a share to an idle pool thread
 * (timing loop of 200, TC probe; waking it takes ~100 us more). Each MSM has two 2-thread phases
 * (the GLV/GLS split and the buckets), and the split's static halves end with the later thread.
 * Earlier a fixed pool made and shut down per phase cost 0.56-0.79 ms, more than plain threads.
 */
public final class Workers {
    private Workers() {}

    /** Work on the index range [from, to). */
    public interface Range {
        void run(int from, int to);
    }

    /** Runs {@code threads} copies of worker (inline when threads is 1) and waits for all. */
    public static void run(Runnable worker, int threads) {
        Runnable[] copies = new Runnable[threads];
        java.util.Arrays.fill(copies, worker);
        runAll(copies);
    }

    /** Work on part {@code part} of a split, the index range [from, to). */
    interface PartRange {
        void run(int part, int from, int to);
    }

    /** Splits [0, count) into {@code threads} contiguous ranges, one per thread (inline for 1). */
    public static void forRanges(int count, int threads, Range body) {
        forParts(count, parts(count, threads), (part, from, to) -> body.run(from, to));
    }

    /** How many ranges {@link #forRanges} cuts [0, count) into for this many threads. */
    static int parts(int count, int threads) {
        return Math.max(1, Math.min(threads, count));
    }

    /** Where range {@code part} of {@code parts} begins (range parts ends at count). */
    static int rangeStart(int count, int part, int parts) {
        return (int) ((long) count * part / parts);
    }

    /** Runs body on each of {@code parts} contiguous ranges of [0, count), one per thread (inline for 1). */
    static void forParts(int count, int parts, PartRange body) {
        Runnable[] ranges = new Runnable[parts];
        for (int p = 0; p < parts; p++) {
            int part = p, from = rangeStart(count, p, parts), to = rangeStart(count, p + 1, parts);
            ranges[p] = () -> body.run(part, from, to);
        }
        runAll(ranges);
    }

    /**
     * Idle seconds after which a pool thread ends: a policy, not a measurement. It only has to
     * outlast the gap between the MSMs of one proof or batch (milliseconds to seconds), while an
     * idle thread costs its stack and nothing else; 30 s lets a process that stops using Pippin
     * shed the threads soon after.
     */
    static final int IDLE_SECONDS = 30;

    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();

    /** Cached: hands a share to an idle thread or makes one; never queues. */
    private static final ExecutorService POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE,
            IDLE_SECONDS, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
                Thread th = new Thread(r, "pippin-msm-" + THREAD_NUMBER.incrementAndGet());
                th.setDaemon(true);
                return th;
            });

    /** Runs tasks[1..] on pool threads and tasks[0] here, then waits for all; rethrows the first failure. */
    public static void runAll(Runnable... tasks) {
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
                share.run(); // no thread to be had (native threads exhausted): the share runs here
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
                // the workers hold the call's arrays: wait for them, then restore the flag
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
                throw new IllegalStateException("worker failed", t);
            }
        }
    }
}
