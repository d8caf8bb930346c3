package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The phase runner: coverage of ranges, the caller's own share, failures from any share. */
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
        Workers.run(() -> {
            seen.put(Thread.currentThread(), true);
            runs.incrementAndGet();
        }, 3);
        assertEquals(3, runs.get());
        assertEquals(3, seen.size());
        assertTrue(seen.containsKey(caller));
        Workers.run(() -> assertSame(caller, Thread.currentThread()), 1);
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
