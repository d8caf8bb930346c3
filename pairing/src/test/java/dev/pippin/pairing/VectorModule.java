package dev.pippin.pairing;

import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.LaneKernel;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether this test JVM has the lane kernels (jdk.incubator.vector in its module graph, as the
 * build's tests run unless -Dpippin.test.vectorArgs= is given): tests that force the lanes are
 * skipped without it, the scalar ones run either way.
 */
final class VectorModule {
    private VectorModule() {}

    static final boolean PRESENT = LaneKernel.PREFERRED_LANES > 0;

    /** Skips the calling test when the JVM has no lane kernels. */
    static void assume() {
        Assumptions.assumeTrue(PRESENT, "no jdk.incubator.vector in this JVM (-Dpippin.test.vectorArgs=)");
    }

    /** Skips the calling test when mode forces lanes the JVM does not have. */
    static void assume(LaneMode mode) {
        if (mode == LaneMode.ON || mode == LaneMode.SPECIES_256) {
            assume();
        }
    }

    /** Whether mode can run on this JVM (AUTO and OFF always can). */
    static boolean runs(LaneMode mode) {
        return mode.runsHere();
    }

    /** Whether a LaneKernel constant can run on this JVM (OFF always can). */
    static boolean runs(int kernel) {
        return PRESENT || kernel == LaneKernel.OFF;
    }
}
