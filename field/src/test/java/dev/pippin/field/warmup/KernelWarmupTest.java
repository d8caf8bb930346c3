package dev.pippin.field.warmup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The warm-up mechanism on races whose outcome is set by construction: a lane round that sleeps
 * less (or more) than the scalar round, or one that disagrees. Automatic starts are off, so that
 * the races run in the test's thread (warm, warmUpNow), except where the thread is tested.
 */
class KernelWarmupTest {
    @BeforeEach
    void manual() {
        KernelWarmup.autoStart(false);
    }

    @AfterEach
    void automatic() {
        KernelWarmup.autoStart(true);
    }

    /** A race whose lane round takes lanesMs and scalar round scalarMs; counts the rounds. */
    private static KernelWarmup.Trial trial(long scalarMs, long lanesMs, boolean agree, AtomicInteger rounds) {
        return () -> new KernelWarmup.Race() {
            @Override
            public void scalar() {
                sleep(scalarMs);
            }

            @Override
            public boolean lanes() {
                rounds.incrementAndGet();
                sleep(lanesMs);
                return agree;
            }
        };
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void fasterLanesWinAfterTheMinimumRounds() {
        AtomicInteger rounds = new AtomicInteger();
        KernelWarmup w = new KernelWarmup("test fast", 0, trial(3, 0, true, rounds));
        assertFalse(w.hot());
        assertTrue(w.warm(KernelWarmup.BUDGET_NANOS));
        assertTrue(w.hot());
        assertEquals(KernelWarmup.MIN_ROUNDS, rounds.get(), "the first round the lanes may win is MIN_ROUNDS");
        assertFalse(w.settled(), "warm alone settles nothing");
    }

    @Test
    void slowerLanesStayColdWhenTheBudgetRunsOut() throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        KernelWarmup w = new KernelWarmup("test slow", 0, trial(0, 3, true, rounds));
        assertFalse(w.warm(200_000_000L));
        assertFalse(w.hot());
        assertTrue(rounds.get() > KernelWarmup.MIN_ROUNDS);
        assertFalse(w.warm(0), "an empty budget never switches");
    }

    @Test
    void lanesThatDisagreeNeverSwitch() throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        KernelWarmup w = new KernelWarmup("test wrong", 0, trial(3, 0, false, rounds));
        assertFalse(w.warmUpNow());
        assertTrue(w.settled());
        assertFalse(w.hot());
        assertEquals(1, rounds.get(), "the race ends at the first disagreement");
    }

    @Test
    void noLaneKernelSettlesCold() throws InterruptedException {
        KernelWarmup w = new KernelWarmup("test absent", 0, () -> null);
        assertFalse(w.warmUpNow());
        assertTrue(w.settled());
    }

    @Test
    void countingAsksOnceTheScalarWorkAddsUp() {
        KernelWarmup w = new KernelWarmup("test counted", 1_000, trial(0, 0, true, new AtomicInteger()));
        w.count(999);
        assertFalse(w.asked(), "below startAfterNanos");
        w.count(1);
        assertTrue(w.asked());
        w.reset();
        assertFalse(w.asked(), "a reset forgets the count");
        w.count(999);
        assertFalse(w.asked());
    }

    @Test
    void anAskStartsOneDaemonThreadThatSettlesTheKernel() throws InterruptedException {
        KernelWarmup w = new KernelWarmup("test thread", 0, trial(3, 0, true, new AtomicInteger()));
        KernelWarmup.autoStart(true);
        w.ask();
        Thread t = KernelWarmup.thread();
        assertEquals(KernelWarmup.THREAD_NAME, t.getName());
        assertTrue(t.isDaemon());
        assertEquals(Thread.MIN_PRIORITY, t.getPriority());
        while (!w.settled()) {
            Thread.sleep(10);
        }
        assertTrue(w.hot());
        assertTrue(w.warmUpNow(), "a settled kernel answers at once");
    }

    @Test
    void aResetRetiresARaceUnderWay() throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        KernelWarmup w = new KernelWarmup("test retired", 0, trial(0, 5, true, rounds));
        Thread racer = new Thread(() -> w.warm(KernelWarmup.BUDGET_NANOS));
        racer.start();
        while (rounds.get() < 2) {
            Thread.sleep(1);
        }
        w.reset();
        racer.join(10_000);
        assertFalse(racer.isAlive(), "a retired race ends at its next round");
        assertFalse(w.hot());
    }
}
