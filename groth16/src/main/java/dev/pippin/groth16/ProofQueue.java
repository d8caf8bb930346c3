package dev.pippin.groth16;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Runs proofs {@code concurrency} at a time, in the order they came, on platform threads of its
 * own (a proof's MSMs run a share on the thread that calls them, which must not be a virtual
 * thread's carrier, nor the caller's, who may be an HTTP handler). At most {@code bound} proofs
 * are running or waiting at once; past that a proof is refused as BUSY at once, so what waits,
 * and the witnesses it holds, stays bounded.
 *
 * <p>{@link #close} refuses new proofs, fails the waiting ones (CLOSED) and waits for the running
 * ones to finish. Thread-safe.
 */
final class ProofQueue {
    private final ThreadPoolExecutor pool;
    private final int bound;
    /** Submitted and not yet finished or cancelled: running plus waiting. */
    private final AtomicInteger pending = new AtomicInteger();
    private final AtomicInteger running = new AtomicInteger();
    private volatile boolean closed;

    ProofQueue(int concurrency, int maxWaiting) {
        this.bound = Math.addExact(concurrency, maxWaiting);
        AtomicInteger number = new AtomicInteger();
        // Daemon threads: an embedder that never closes the service can still exit; close() waits for them.
        this.pool = new ThreadPoolExecutor(concurrency, concurrency, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "pippin-prover-" + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Runs work in turn and returns its result, or rethrows its exception. bounded says whether
     * the queue's bound applies (a warm-up proof waits like the others but is never refused).
     *
     * @throws ProverUnavailableException when full (BUSY) or closed (CLOSED)
     * @throws InterruptedException when interrupted while waiting; a proof that had not started
     *     is then dropped, one that had runs to its end and is discarded
     */
    <T> T run(Supplier<T> work, boolean bounded) throws InterruptedException {
        Task<T> task = new Task<>(work);
        if (closed) {
            throw closedException();
        }
        int p = pending.incrementAndGet();
        if (bounded && p > bound) {
            pending.decrementAndGet();
            throw new ProverUnavailableException(ProverUnavailableException.Reason.BUSY, "busy: " + (p - 1)
                    + " proofs are running or waiting, the most this service holds; try again later");
        }
        try {
            pool.execute(task);
        } catch (RejectedExecutionException e) {
            task.cancel();
            throw closedException();
        }
        try {
            return task.result.get();
        } catch (InterruptedException e) {
            task.cancel();
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    int running() {
        return running.get();
    }

    int waiting() {
        return Math.max(0, pending.get() - running.get());
    }

    boolean closed() {
        return closed;
    }

    /** Refuses new proofs, fails the waiting ones with CLOSED, then waits for the running ones. */
    void close() {
        closed = true;
        List<Runnable> waiting = new ArrayList<>();
        pool.getQueue().drainTo(waiting);
        for (Runnable r : waiting) {
            ((Task<?>) r).cancel();
        }
        pool.shutdown();
        boolean interrupted = false;
        while (true) {
            try {
                if (pool.awaitTermination(1, TimeUnit.DAYS)) {
                    break;
                }
            } catch (InterruptedException e) {
                interrupted = true; // the running proofs are finished first, as promised
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static ProverUnavailableException closedException() {
        return new ProverUnavailableException(ProverUnavailableException.Reason.CLOSED, "the prover is shutting down");
    }

    /** One proof: run by a pool thread, or cancelled before, whichever claims it first. */
    private final class Task<T> implements Runnable {
        final Supplier<T> work;
        final CompletableFuture<T> result = new CompletableFuture<>();
        private final AtomicBoolean claimed = new AtomicBoolean();

        Task(Supplier<T> work) {
            this.work = work;
        }

        @Override
        public void run() {
            if (!claimed.compareAndSet(false, true)) {
                return;
            }
            running.incrementAndGet();
            try {
                result.complete(work.get());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            } finally {
                running.decrementAndGet();
                pending.decrementAndGet();
            }
        }

        void cancel() {
            if (claimed.compareAndSet(false, true)) {
                pending.decrementAndGet();
                result.completeExceptionally(closedException());
            }
        }
    }
}
