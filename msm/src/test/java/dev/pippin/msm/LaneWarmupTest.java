package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * AUTO's warm-up (LaneWarmup): cold, an unforced flush never takes the lanes; a warm-up that
 * measured them faster switches its group; the thread is a daemon that ends; every state gives
 * the oracle's sum. Each test starts from cold (LaneWarmup.reset stops a warm-up that other
 * tests' AUTO MSMs started in this JVM).
 */
class LaneWarmupTest {
    private static final MsmOptions AUTO = MsmOptions.defaults().withThreads(1).withBatchSize(64).withLanes(MsmOptions.Lanes.AUTO);
    /** Milliseconds a warm-up thread may take past its budget to notice it and end. */
    private static final long END_SLACK_MS = 30_000;

    @BeforeEach
    void cold() throws InterruptedException {
        assertTrue(Lanes.PREFERRED_LANES >= Lanes.AUTO_MIN_LANES, "AUTO needs the preferred species (the tests run with --add-modules jdk.incubator.vector)");
        LaneWarmup.reset(false);
    }

    @AfterEach
    void restore() throws InterruptedException {
        LaneWarmup.reset(true);
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
            assertFalse(LaneWarmup.hot(g));
            assertAutoMatchesOracle(g, 2000, "cold");
            assertFalse(LaneWarmup.hot(g), "an MSM does not switch by itself");
            assertFalse(LaneWarmup.asked(g), "a short MSM starts no warm-up");
        }
    }

    /** bn254 G1 through LaneWarmup.warm, bn254 G2 through the public Msm.warmUpLanes. */
    @Test
    void aSynchronousWarmUpSwitchesItsGroupOnly() throws InterruptedException {
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BN254_G1, MsmGroup.BN254_G2}) {
            int min = minBatch(g);
            boolean won = g == MsmGroup.BN254_G1 ? LaneWarmup.warm(g, LaneWarmup.BUDGET_NANOS) : Msm.warmUpLanes(g);
            assertTrue(won, g + ": the lanes won within the budget");
            assertTrue(LaneWarmup.hot(g));
            assertTrue(takes(g, false, min), g + " AUTO, warmed");
            assertFalse(takes(g, false, min - 1), g + " AUTO, warmed, below MIN_BATCH");
            assertAutoMatchesOracle(g, 2000, "warmed");
        }
        assertTrue(LaneWarmup.settled(MsmGroup.BN254_G2) && !LaneWarmup.settled(MsmGroup.BN254_G1), "warm alone settles nothing");
        assertFalse(LaneWarmup.hot(MsmGroup.BLS12_381_G1) || LaneWarmup.hot(MsmGroup.BLS12_381_G2));
        assertFalse(takes(MsmGroup.BLS12_381_G1, false, 512));
    }

    @Test
    void aSpentBudgetLeavesAutoScalar() {
        assertFalse(LaneWarmup.warm(MsmGroup.BLS12_381_G1, 0));
        assertFalse(LaneWarmup.hot(MsmGroup.BLS12_381_G1));
        assertFalse(takes(MsmGroup.BLS12_381_G1, false, 512));
    }

    @Test
    void scalarAdditionsStartOneDaemonThreadThatEnds() throws InterruptedException {
        LaneWarmup.reset(true);
        MsmGroup g = MsmGroup.BN254_G1, h = MsmGroup.BN254_G2;
        assertEquals(LaneWarmup.START_AFTER_NANOS / LaneWarmup.BN254_G1_NS, Bn254G1LaneBatch.startAfter());
        Bn254G1LaneBatch auto = new Bn254G1LaneBatch(64, true, false), forced = new Bn254G1LaneBatch(64, true, true);
        auto.record(Bn254G1LaneBatch.MIN_BATCH - 1);
        forced.record(512);
        Bn254G1LaneBatch.count(Bn254G1LaneBatch.startAfter() - Bn254G1LaneBatch.MIN_BATCH);
        assertFalse(Bn254G1LaneBatch.asked(), "batches below MIN_BATCH and forced ones do not count");
        assertNull(LaneWarmup.thread(), "no warm-up before startAfter scalar additions");
        auto.record(Bn254G1LaneBatch.MIN_BATCH);
        assertTrue(Bn254G1LaneBatch.asked());
        assertFalse(takes(g, false, 512), "cold until the warm-up has measured the lanes");
        Thread t = LaneWarmup.thread();
        assertNotNull(t);
        assertEquals(LaneWarmup.THREAD_NAME, t.getName());
        assertTrue(t.isDaemon(), "the warm-up never keeps the JVM alive");
        assertEquals(Thread.MIN_PRIORITY, t.getPriority());
        Bn254G2LaneBatch.count(Bn254G2LaneBatch.startAfter());
        assertTrue(t == LaneWarmup.thread() || LaneWarmup.settled(g), "a second group is served by the running thread");
        assertAutoMatchesOracle(g, 3000, "while warming");
        t.join(2 * LaneWarmup.BUDGET_NANOS / 1_000_000 + END_SLACK_MS);
        Thread u = LaneWarmup.thread();
        if (u != t) {
            // the second ask came after the first thread had found nothing left to do
            u.join(LaneWarmup.BUDGET_NANOS / 1_000_000 + END_SLACK_MS);
        }
        assertFalse(t.isAlive() || u.isAlive(), "the thread ends once its groups are settled");
        for (MsmGroup x : new MsmGroup[] {g, h}) {
            assertTrue(LaneWarmup.settled(x));
            assertEquals(LaneWarmup.hot(x), takes(x, false, 512));
        }
        assertFalse(LaneWarmup.settled(MsmGroup.BLS12_381_G1), "groups not asked for are left alone");
        assertAutoMatchesOracle(h, 1000, "after the warm-up");
    }

    @Test
    void coldAutoMultiplicationsBySeedCountTowardsTheG2WarmUp() {
        // the fewest points the lanes would take on this JVM (3 under AVX-512 code, a full group under AVX2 code)
        int min = Bls12381SeedLanes.minLanePoints(Lanes.resolve(MsmOptions.Lanes.AUTO));
        long[] a = new long[min * dev.pippin.curve.Bls12381G2.AFFINE], r = new long[min * dev.pippin.curve.Bls12381G2.JACOBIAN];
        for (int i = 0; i < min; i++) {
            dev.pippin.curve.Bls12381G2.generator(a, i * dev.pippin.curve.Bls12381G2.AFFINE);
        }
        Bls12381G2LaneBatch.count(Bls12381G2LaneBatch.startAfter() - min * Bls12381SeedLanes.SCALAR_ADDITIONS);
        Bls12381Batch.g2MulSeedAbs(r, 0, a, 0, min - 1, MsmOptions.defaults().withLanes(MsmOptions.Lanes.AUTO));
        Bls12381Batch.g2MulSeedAbs(r, 0, a, 0, min, MsmOptions.defaults().withLanes(MsmOptions.Lanes.OFF));
        assertFalse(Bls12381G2LaneBatch.asked(), "fewer than the lanes take and OFF do not count");
        Bls12381Batch.g2MulSeedAbs(r, 0, a, 0, min, MsmOptions.defaults().withLanes(MsmOptions.Lanes.AUTO));
        assertTrue(Bls12381G2LaneBatch.asked());
        assertFalse(LaneWarmup.hot(MsmGroup.BLS12_381_G2), "cold until the warm-up has measured the lanes");
    }

    @Test
    void coldAutoScalarMillerLoopsCountTowardsTheG2WarmUp() {
        Bls12381G2LaneBatch.count(Bls12381G2LaneBatch.startAfter() - 6 * Bls12381MillerLanes.SCALAR_PAIR_ADDITIONS);
        Bls12381Batch.countScalarMillerLoop(6, MsmOptions.defaults().withLanes(MsmOptions.Lanes.OFF));
        Bls12381Batch.countScalarMillerLoop(6, MsmOptions.defaults().withLanes(MsmOptions.Lanes.ON));
        Bls12381Batch.countScalarMillerLoop(5, MsmOptions.defaults().withLanes(MsmOptions.Lanes.AUTO));
        assertFalse(Bls12381G2LaneBatch.asked(), "OFF, forced lanes and fewer pairs than the rest do not reach it");
        Bls12381Batch.countScalarMillerLoop(1, MsmOptions.defaults().withLanes(MsmOptions.Lanes.AUTO));
        assertTrue(Bls12381G2LaneBatch.asked());
        assertFalse(LaneWarmup.hot(MsmGroup.BLS12_381_G2), "cold until the warm-up has measured the lanes");
    }
}
