package dev.pippin.msm;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.LaneKernel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * AUTO's warm-up of the lane flushes (FlushRace on KernelWarmup): cold, an unforced flush never
 * takes the lanes; a warm-up that measured them faster switches its group; the thread is a
 * daemon that ends; every state gives the oracle's sum. Each test starts from cold ({@link #reset}
 * stops a warm-up that other tests' AUTO MSMs started in this JVM).
 */
class FlushRaceTest {
    private static final MsmOptions AUTO = MsmOptions.defaults().withThreads(1).withBatchSize(64).withLanes(LaneMode.AUTO);
    /** Milliseconds a warm-up thread may take past its budget to notice it and end. */
    private static final long END_SLACK_MS = 30_000;

    @BeforeEach
    void cold() throws InterruptedException {
        VectorModule.assume();
        assertTrue(LaneKernel.PREFERRED_LANES >= LaneKernel.AUTO_MIN_LANES, "AUTO needs the preferred species of at least 4 lanes");
        reset(false);
    }

    @AfterEach
    void restore() throws InterruptedException {
        reset(true);
    }

    /**
     * Stops a running warm-up, waits for its thread, and puts every group back to cold; autoStart
     * false leaves the races to the test's own calls.
     */
    static void reset(boolean autoStart) throws InterruptedException {
        KernelWarmup.autoStart(false);
        for (MsmGroup g : MsmGroup.values()) {
            FlushRace.warmup(g).reset();
        }
        Thread t = KernelWarmup.thread();
        if (t != null) {
            t.join();
        }
        KernelWarmup.autoStart(autoStart);
    }

    /** Scalar additions of g after which its warm-up starts: START_AFTER_NANOS at scalarNanos each, rounded up. */
    private static long startAfter(MsmGroup g) {
        return -Math.floorDiv(-FlushRace.START_AFTER_NANOS, FlushRace.scalarNanos(g));
    }

    private static boolean takes(MsmGroup g, boolean forced, int m) {
        return switch (g) {
            case BN254_G1 -> new Bn254G1LaneBatch(64, true, forced).take(m);
            case BN254_G2 -> new Bn254G2LaneBatch(64, true, forced).take(m);
            case BLS12_381_G1 -> new Bls12381G1LaneBatch(64, true, forced).take(m);
            case BLS12_381_G2 -> new Bls12381G2LaneBatch(64, true, forced).take(m);
        };
    }

    private static int minBatch(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> Bn254G1LaneBatch.MIN_BATCH;
            case BN254_G2 -> Bn254G2LaneBatch.MIN_BATCH;
            case BLS12_381_G1 -> Bls12381G1LaneBatch.MIN_BATCH;
            case BLS12_381_G2 -> Bls12381G2LaneBatch.MIN_BATCH;
        };
    }

    /** The MSM under AUTO against the sum known from the points' discrete logs. */
    private static void assertAutoMatchesOracle(MsmGroup g, int n, String state) {
        MsmInstances.Points p = MsmInstances.points(g, n, 7 + g.ordinal());
        byte[] s = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 11 + g.ordinal());
        assertArrayEquals(MsmInstances.expected(p, s, n), Msm.compute(g, p.data(), s, AUTO), g + " AUTO, " + state);
    }

    @Test
    void coldAutoFlushesStayScalarWhileForcedOnesTakeTheLanes() {
        for (MsmGroup g : MsmGroup.values()) {
            int min = minBatch(g);
            for (int i = 0; i < 32; i++) {
                assertFalse(takes(g, false, min), g + " AUTO, cold");
                assertFalse(takes(g, false, 512), g + " AUTO, cold");
                assertTrue(takes(g, true, min), g + " forced");
            }
            assertFalse(FlushRace.hot(g));
            assertAutoMatchesOracle(g, 2000, "cold");
            assertFalse(FlushRace.hot(g), "an MSM does not switch by itself");
            assertFalse(FlushRace.warmup(g).asked(), "a short MSM starts no warm-up");
        }
    }

    /** bn254 G1 through KernelWarmup.warm, bn254 G2 through the public Msm.warmUpLanes. */
    @Test
    void aSynchronousWarmUpSwitchesItsGroupOnly() throws InterruptedException {
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BN254_G1, MsmGroup.BN254_G2}) {
            int min = minBatch(g);
            boolean won = g == MsmGroup.BN254_G1 ? FlushRace.warmup(g).warm(KernelWarmup.BUDGET_NANOS) : Msm.warmUpLanes(g);
            assertTrue(won, g + ": the lanes won within the budget");
            assertTrue(FlushRace.hot(g));
            assertTrue(takes(g, false, min), g + " AUTO, warmed");
            assertFalse(takes(g, false, min - 1), g + " AUTO, warmed, below MIN_BATCH");
            assertAutoMatchesOracle(g, 2000, "warmed");
        }
        assertTrue(FlushRace.warmup(MsmGroup.BN254_G2).settled() && !FlushRace.warmup(MsmGroup.BN254_G1).settled(), "warm alone settles nothing");
        assertFalse(FlushRace.hot(MsmGroup.BLS12_381_G1) || FlushRace.hot(MsmGroup.BLS12_381_G2));
        assertFalse(takes(MsmGroup.BLS12_381_G1, false, 512));
    }

    @Test
    void aSpentBudgetLeavesAutoScalar() {
        assertFalse(FlushRace.warmup(MsmGroup.BLS12_381_G1).warm(0));
        assertFalse(FlushRace.hot(MsmGroup.BLS12_381_G1));
        assertFalse(takes(MsmGroup.BLS12_381_G1, false, 512));
    }

    @Test
    void scalarAdditionsStartOneDaemonThreadThatEnds() throws InterruptedException {
        reset(true);
        MsmGroup g = MsmGroup.BN254_G1, h = MsmGroup.BN254_G2;
        KernelWarmup wg = FlushRace.warmup(g), wh = FlushRace.warmup(h);
        Thread before = KernelWarmup.thread();
        Bn254G1LaneBatch auto = new Bn254G1LaneBatch(64, true, false), forced = new Bn254G1LaneBatch(64, true, true);
        auto.record(Bn254G1LaneBatch.MIN_BATCH - 1);
        forced.record(512);
        wg.count((startAfter(g) - Bn254G1LaneBatch.MIN_BATCH) * FlushRace.BN254_G1_NS);
        assertFalse(wg.asked(), "batches below MIN_BATCH and forced ones do not count");
        assertTrue(KernelWarmup.thread() == before, "no warm-up before startAfter scalar additions");
        auto.record(Bn254G1LaneBatch.MIN_BATCH);
        assertTrue(wg.asked());
        assertFalse(takes(g, false, 512), "cold until the warm-up has measured the lanes");
        Thread t = KernelWarmup.thread();
        assertNotNull(t);
        assertEquals(KernelWarmup.THREAD_NAME, t.getName());
        assertTrue(t.isDaemon(), "the warm-up never keeps the JVM alive");
        assertEquals(Thread.MIN_PRIORITY, t.getPriority());
        wh.count(startAfter(h) * FlushRace.BN254_G2_NS);
        assertTrue(t == KernelWarmup.thread() || wg.settled(), "a second group is served by the running thread");
        assertAutoMatchesOracle(g, 3000, "while warming");
        t.join(2 * KernelWarmup.BUDGET_NANOS / 1_000_000 + END_SLACK_MS);
        Thread u = KernelWarmup.thread();
        if (u != t) {
            // the second ask came after the first thread had found nothing left to do
            u.join(KernelWarmup.BUDGET_NANOS / 1_000_000 + END_SLACK_MS);
        }
        assertFalse(t.isAlive() || u.isAlive(), "the thread ends once its groups are settled");
        for (MsmGroup x : new MsmGroup[] {g, h}) {
            assertTrue(FlushRace.warmup(x).settled());
            assertEquals(FlushRace.hot(x), takes(x, false, 512));
        }
        assertFalse(FlushRace.warmup(MsmGroup.BLS12_381_G1).settled(), "groups not asked for are left alone");
        assertAutoMatchesOracle(h, 1000, "after the warm-up");
    }
}
