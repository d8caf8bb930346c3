package dev.pippin.bls;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs a batch's independent items (decoding and checking points, hashing messages, Miller loops
 * over slices of the pairs) on several threads: the caller and idle daemon threads of a shared
 * cached pool take items one at a time from a counter, so uneven items even out. Items of one
 * batch cost milliseconds each, far more than handing one to a pool thread.
 */
final class Parallel {
    private Parallel() {}

    /** Idle seconds before a pool thread ends: it only has to outlast the gap between batches. */
    static final int IDLE_SECONDS = 30;

    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();

    private static final ExecutorService POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE,
            IDLE_SECONDS, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
                Thread th = new Thread(r, "pippin-bls-" + THREAD_NUMBER.incrementAndGet());
                th.setDaemon(true);
                return th;
            });

    /** body(i) for every i in [0, count), on up to threads threads (inline for 1); an item's exception reaches the caller. */
    static void forEach(int count, int threads, IntConsumer body) {
        int t = Math.max(1, Math.min(threads, count));
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            try {
                for (int i; (i = next.getAndIncrement()) < count; ) {
                    body.accept(i);
                }
            } catch (RuntimeException | Error e) {
                next.set(count); // the other threads stop after their current item
                throw e;
            }
        };
        if (t == 1) {
            worker.run();
            return;
        }
        Future<?>[] others = new Future<?>[t - 1];
        for (int j = 0; j < others.length; j++) {
            others[j] = POOL.submit(worker);
        }
        Throwable first = null;
        try {
            worker.run();
        } catch (RuntimeException | Error e) {
            first = e;
        }
        for (Future<?> f : others) {
            try {
                f.get();
            } catch (java.util.concurrent.ExecutionException e) {
                if (first == null) {
                    first = e.getCause();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for a batch's workers", e);
            }
        }
        if (first instanceof RuntimeException e) {
            throw e;
        }
        if (first instanceof Error e) {
            throw e;
        }
        if (first != null) {
            throw new IllegalStateException(first);
        }
    }
}
