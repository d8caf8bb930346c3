package dev.pippin.msm;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs an MSM's parallel phases on a pool made for the call (no global state; daemon threads, shut
 * down before returning). A worker's exception reaches the caller unchanged.
 */
final class Workers {
    private Workers() {}

    /** Work on the index range [from, to). */
    interface Range {
        void run(int from, int to);
    }

    /** Runs {@code threads} copies of worker (inline when threads is 1) and waits for all. */
    static void run(Runnable worker, int threads) {
        if (threads == 1) {
            worker.run();
            return;
        }
        List<Runnable> copies = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            copies.add(worker);
        }
        runAll(copies);
    }

    /** Splits [0, count) into {@code threads} contiguous ranges, one per thread (inline for 1). */
    static void forRanges(int count, int threads, Range body) {
        int parts = Math.max(1, Math.min(threads, count));
        if (parts == 1) {
            body.run(0, count);
            return;
        }
        List<Runnable> ranges = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            int from = (int) ((long) count * p / parts), to = (int) ((long) count * (p + 1) / parts);
            ranges.add(() -> body.run(from, to));
        }
        runAll(ranges);
    }

    private static void runAll(List<Runnable> tasks) {
        ExecutorService pool = Executors.newFixedThreadPool(tasks.size(), r -> {
            Thread th = new Thread(r, "pippin-msm");
            th.setDaemon(true);
            return th;
        });
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (Runnable t : tasks) {
                fs.add(pool.submit(t));
            }
            for (Future<?> f : fs) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("MSM interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("MSM worker failed", cause);
        } finally {
            pool.shutdownNow();
        }
    }
}
