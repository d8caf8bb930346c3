package dev.pippin.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The MSM's memory limits, outside the default suite (tag "limits": {@code ./mvnw -B -Plimits -pl
 * fuzz -am test}, which runs them in -Xmx2g; docs/RELIABILITY.md records the figures).
 */
@Tag("limits")
class MemoryLimitTest {
    /** A 2^22-point bn254 G1 MSM (336 MB of points, 134 MB of scalars) completes within -Xmx2g, its result the known logs' sum. */
    @Test
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
     * At 2^20 points the engine's own allocation (one thread, so the calling thread's counter sees
     * all of it) stays below the size of its input, points plus scalars: with the scalar Fp
     * kernel from the first call, and with the vector lanes (AUTO) once a first, smaller MSM has
     * warmed them up. The first lane MSM of a JVM allocates far more while the Vector API code
     * still runs interpreted (docs/RELIABILITY.md, "Findings"); its figure is printed, not held.
     */
    @Test
    void extraAllocationAtTwoToThe20StaysBelowTheInput() {
        int n = 1 << 20;
        MsmInstances.Points p = MsmInstances.points(MsmGroup.BN254_G1, n, 20);
        byte[] s = MsmInstances.scalars(MsmGroup.BN254_G1, n, MsmInstances.Distribution.UNIFORM, 21);
        long[] want = MsmInstances.expected(p, s, n);
        long input = 8L * p.data().length + s.length;
        MsmOptions one = MsmOptions.defaults().withThreads(1);
        MsmOptions scalar = new MsmOptions(1, 0, -1, true, null, MsmOptions.Lanes.OFF);
        assertArrayEquals(want, measured("scalar kernel, first call", p, s, scalar, input, true));
        int w = 1 << 16;
        measured("lanes AUTO, first call of the JVM (2^16 points)", MsmInstances.points(MsmGroup.BN254_G1, w, 1),
                MsmInstances.scalars(MsmGroup.BN254_G1, w, MsmInstances.Distribution.UNIFORM, 2), one, 112L * w, false);
        assertArrayEquals(want, measured("lanes AUTO, after that", p, s, one, input, true));
    }

    private static long[] measured(String what, MsmInstances.Points p, byte[] s, MsmOptions o, long input, boolean hold) {
        long before = Allocation.mark();
        long[] sum = Msm.compute(MsmGroup.BN254_G1, p.data(), s, o);
        long used = Allocation.mark() - before;
        System.out.printf("bn254 G1 %d points, 1 thread, %s: allocated %d bytes for an input of %d bytes (%.3f)%n",
                p.n(), what, used, input, (double) used / input);
        if (hold) {
            assertTrue(used < input, what + ": the MSM allocated " + used + " bytes for an input of " + input);
        }
        return sum;
    }
}
