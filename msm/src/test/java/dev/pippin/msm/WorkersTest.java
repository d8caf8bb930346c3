package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The phase runner: coverage of ranges, the caller's own share, pool reuse, interrupts, failures from any share. */
class WorkersTest {

    @Test
    void rangesCoverEveryIndexOnce() {
        for (int threads : new int[] {1, 2, 3, 7}) {
            for (int count : new int[] {0, 1, 2, 5, 1000}) {
                int[] hits = new int[count];
                Workers.forRanges(count, threads, (from, to) -> {
                    for (int i = from; i < to; i++) {
                        hits[i]++;
                    }
                });
                for (int i = 0; i < count; i++) {
                    assertEquals(1, hits[i], "threads=" + threads + " count=" + count + " index " + i);
                }
            }
        }
    }

    @Test
    void theCallerRunsOneShareAndOthersRunElsewhere() {
        Thread caller = Thread.currentThread();
        ConcurrentHashMap<Thread, Boolean> seen = new ConcurrentHashMap<>();
        AtomicInteger runs = new AtomicInteger();
        // every share waits for the other two: the shares must run at the same time, so on three
        // threads (without it a pool thread that finished one share may take the next, and two
        // threads would be seen legitimately)
        java.util.concurrent.CyclicBarrier allStarted = new java.util.concurrent.CyclicBarrier(3);
        Workers.run(() -> {
            seen.put(Thread.currentThread(), true);
            runs.incrementAndGet();
            try {
                allStarted.await(30, java.util.concurrent.TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException("the three shares did not run concurrently", e);
            }
        }, 3);
        assertEquals(3, runs.get());
        assertEquals(3, seen.size());
        assertTrue(seen.containsKey(caller));
        Workers.run(() -> assertSame(caller, Thread.currentThread()), 1);
    }

    @Test
    void laterCallsReuseIdlePoolThreads() throws InterruptedException {
        Thread caller = Thread.currentThread();
        java.util.Set<Thread> workers = ConcurrentHashMap.newKeySet();
        int calls = 20;
        for (int i = 0; i < calls; i++) {
            Workers.run(() -> {
                if (Thread.currentThread() != caller) {
                    workers.add(Thread.currentThread());
                }
            }, 2);
            Thread.sleep(5); // lets the worker go back to waiting for a share
        }
        assertTrue(workers.size() < calls, workers.size() + " threads for " + calls + " calls");
        for (Thread th : workers) {
            assertTrue(th.isDaemon() && th.getName().startsWith("pippin-msm-"), th.getName());
        }
    }

    @Test
    void anInterruptedCallerWaitsForItsWorkersAndKeepsTheFlag() {
        Thread caller = Thread.currentThread();
        java.util.concurrent.atomic.AtomicBoolean finished = new java.util.concurrent.atomic.AtomicBoolean();
        Workers.run(() -> {
            if (Thread.currentThread() == caller) {
                caller.interrupt();
                return;
            }
            long end = System.nanoTime() + 100_000_000L; // 100 ms of work that ignores interrupts
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            finished.set(true);
        }, 2);
        assertTrue(finished.get(), "returned before the worker finished");
        assertTrue(Thread.interrupted(), "interrupt flag lost");
    }

    @Test
    void aFailureReachesTheCallerUnchanged() {
        IllegalArgumentException boom = new IllegalArgumentException("boom");
        // from a share on another thread
        assertSame(boom, assertThrows(IllegalArgumentException.class,
                () -> Workers.forRanges(10, 2, (from, to) -> {
                    if (from > 0) {
                        throw boom;
                    }
                })));
        // from the caller's own share, after the others have finished
        AtomicInteger finished = new AtomicInteger();
        assertSame(boom, assertThrows(IllegalArgumentException.class,
                () -> Workers.forRanges(10, 3, (from, to) -> {
                    if (from == 0) {
                        throw boom;
                    }
                    finished.incrementAndGet();
                })));
        assertEquals(2, finished.get());
        AssertionError err = new AssertionError("err");
        assertSame(err, assertThrows(AssertionError.class, () -> Workers.run(() -> {
            throw err;
        }, 2)));
    }
}
