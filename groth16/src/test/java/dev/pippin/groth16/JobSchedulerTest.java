package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class JobSchedulerTest {
    @Test
    void everyJobRunsOnceWithItsLanesShareOfTheThreads() {
        for (int threads = 1; threads <= 5; threads++) {
            int[] ran = new int[6];
            int[] given = new int[6];
            ConcurrentHashMap<Thread, Boolean> lanes = new ConcurrentHashMap<>();
            JobScheduler.Job[] jobs = new JobScheduler.Job[6];
            for (int j = 0; j < jobs.length; j++) {
                int slot = j;
                jobs[j] = t -> {
                    ran[slot]++;
                    given[slot] = t;
                    lanes.put(Thread.currentThread(), true);
                };
            }
            JobScheduler.run(threads, jobs);
            int[] once = new int[6];
            Arrays.fill(once, 1);
            assertEquals(Arrays.toString(once), Arrays.toString(ran), threads + " threads");
            int expectedLanes = Math.min(threads, JobScheduler.MAX_LANES);
            assertTrue(lanes.size() <= expectedLanes, lanes.size() + " lanes for " + threads + " threads");
            int total = threads;
            for (int g : given) {
                // a job gets threads / lanes, or one more on the lane that takes the odd thread
                assertTrue(g == total / expectedLanes || g == total / expectedLanes + 1, "share " + g + " of " + threads);
            }
        }
    }

    @Test
    void aFailureStopsTheLanesAndReachesTheCaller() {
        AtomicInteger after = new AtomicInteger();
        IllegalStateException boom = new IllegalStateException("boom");
        JobScheduler.Job[] jobs = new JobScheduler.Job[50];
        jobs[0] = t -> {
            throw boom;
        };
        for (int j = 1; j < jobs.length; j++) {
            jobs[j] = t -> after.incrementAndGet();
        }
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> JobScheduler.run(1, jobs));
        assertSame(boom, e);
        assertEquals(0, after.get(), "one lane: nothing runs after the failure");
    }
}
