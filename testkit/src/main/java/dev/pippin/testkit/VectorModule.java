package dev.pippin.testkit;

import org.junit.jupiter.api.Assumptions;

/**
 * Whether this test JVM has jdk.incubator.vector in its module graph, as the build's tests run
 * unless {@code -Dpippin.test.vectorArgs=} is given (the scalar run of {@code ./test}): tests that
 * force the vector lanes skip themselves without it, the scalar ones run either way.
 */
public final class VectorModule {
    private VectorModule() {}

    /** Whether the vector module is resolved in this JVM. */
    public static final boolean PRESENT = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();

    /** Skips the calling test when the JVM has no vector module. */
    public static void assume() {
        assume(PRESENT);
    }

    /**
     * Skips the calling test unless runsHere: pass {@code LaneMode.runsHere()} for a test of one
     * lane mode.
     */
    public static void assume(boolean runsHere) {
        Assumptions.assumeTrue(runsHere, "no jdk.incubator.vector in this JVM (-Dpippin.test.vectorArgs=)");
    }
}
