package dev.pippin.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The MSM's memory limits, outside the default suite (tag "limits": {@code ./mvnw -B -Plimits -pl
 * fuzz -am test}, which runs them in -Xmx2g; docs/RELIABILITY.md records the figures).
 */
@Tag("limits")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MemoryLimitTest {
    /** The lane kernels' warm-up thread (the field module's KernelWarmup.THREAD_NAME) and how long to wait for it: its 120 s budget and slack. */
    private static final String WARM_UP_THREAD = "pippin-lane-warmup";
    private static final long WARM_UP_WAIT_MS = 150_000;

    /** A 2^22-point bn254 G1 MSM (336 MB of points, 134 MB of scalars) completes within -Xmx2g, its result the known logs' sum. */
    @Test
    @Order(2)
    void twoToThe22PointsFitInTwoGigabytes() {
        long max = Runtime.getRuntime().maxMemory();
        assertTrue(max <= 2L << 30, "run with -Xmx2g (-Plimits), the heap is " + max);
        int n = 1 << 22;
        MsmInstances.Points p = MsmInstances.points(MsmGroup.BN254_G1, n, 22);
        byte[] s = MsmInstances.scalars(MsmGroup.BN254_G1, n, MsmInstances.Distribution.UNIFORM, 23);
        long[] sum = Msm.compute(MsmGroup.BN254_G1, p.data(), s, MsmOptions.defaults());
        assertArrayEquals(MsmInstances.expected(p, s, n), sum);
    }

    /**
     * At 2^20 points (no GLV split above 2^19, so the engine's temporaries are its own) the
     * engine's allocation (one thread, so the calling thread's counter sees all of it) stays below
     * the size of its input, points plus scalars: for the JVM's first MSM under lanes AUTO (the
     * lanes cold: the flushes stay scalar while a warm-up thread, whose allocation is its own,
     * measures the lanes; before that the first AUTO MSM of 2^16 points allocated 250 times its
     * input, docs/RELIABILITY.md finding 5), again once the warm-up has ended, and with the
     * scalar Fp kernel. Runs first, so that no other test's MSM has warmed the lanes.
     */
    @Test
    @Order(1)
    void extraAllocationAtTwoToThe20StaysBelowTheInput() throws InterruptedException {
        int n = 1 << 20;
        MsmInstances.Points p = MsmInstances.points(MsmGroup.BN254_G1, n, 20);
        byte[] s = MsmInstances.scalars(MsmGroup.BN254_G1, n, MsmInstances.Distribution.UNIFORM, 21);
        long[] want = MsmInstances.expected(p, s, n);
        long input = 8L * p.data().length + s.length;
        MsmOptions one = MsmOptions.defaults().withThreads(1).withLanes(LaneMode.AUTO);
        assertArrayEquals(want, measured("lanes AUTO, the JVM's first MSM", p, s, one, input));
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals(WARM_UP_THREAD)) {
                t.join(WARM_UP_WAIT_MS);
                assertFalse(t.isAlive(), "the lanes' warm-up thread ends within its budget");
            }
        }
        assertArrayEquals(want, measured("lanes AUTO, after the warm-up", p, s, one, input));
        assertArrayEquals(want, measured("scalar kernel", p, s, one.withLanes(LaneMode.OFF), input));
    }

    private static long[] measured(String what, MsmInstances.Points p, byte[] s, MsmOptions o, long input) {
        long before = Allocation.mark();
        long[] sum = Msm.compute(MsmGroup.BN254_G1, p.data(), s, o);
        long used = Allocation.mark() - before;
        System.out.printf("bn254 G1 %d points, 1 thread, %s: allocated %d bytes for an input of %d bytes (%.3f)%n",
                p.n(), what, used, input, (double) used / input);
        assertTrue(used < input, what + ": the MSM allocated " + used + " bytes for an input of " + input);
        return sum;
    }
}
