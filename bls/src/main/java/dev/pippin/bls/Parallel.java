package dev.pippin.bls;

import dev.pippin.msm.Workers;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs a batch's independent items (decoding and checking points, hashing messages, Miller loops
 * over slices of the pairs) on several threads of the engine's worker pool: the caller and the
 * pool threads take items one at a time from a counter, so uneven items even out. Items of one
 * batch cost milliseconds each, far more than handing one to a pool thread.
 */
final class Parallel {
    private Parallel() {}

    /** body(i) for every i in [0, count), on up to threads threads (inline for 1); an item's exception reaches the caller. */
    static void forEach(int count, int threads, IntConsumer body) {
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
        Workers.run(worker, Math.max(1, Math.min(threads, count)));
    }
}
