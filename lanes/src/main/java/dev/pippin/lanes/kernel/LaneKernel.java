package dev.pippin.lanes.kernel;

import dev.pippin.lanes.LaneMode;
import jdk.incubator.vector.DoubleVector;

/**
 * Which Fp kernel a lane mode takes on this JVM: FMA lanes (the *FpLanes* classes, on
 * jdk.incubator.vector) or the scalar code. The vector module is optional: without
 * {@code --add-modules jdk.incubator.vector} its classes do not link, which is found out once,
 * here, and the scalar path is taken. Stateless; thread-safe.
 */
public final class LaneKernel {
    private LaneKernel() {}

    /** Kernels: none; the preferred species behind the warm-up (AUTO); the preferred or 256-bit one, forced. */
    public static final int OFF = 0, AUTO_PREFERRED = 1, PREFERRED = 2, SPECIES_256 = 3;

    /**
     * Lanes below which auto takes the scalar path: the lab measured 4 lanes (256-bit) 1.2-1.8x
     * slower than 8 and still 2-3x faster than the scalar kernel (docs/LANES.md); 2 lanes were not
     * measured.
     */
    public static final int AUTO_MIN_LANES = 4;

    /** Lanes of DoubleVector.SPECIES_PREFERRED, or 0 when jdk.incubator.vector does not link. */
    public static final int PREFERRED_LANES = probe();

    private static int probe() {
        try {
            return Probe.lanes();
        } catch (LinkageError e) {
            return 0;
        }
    }

    /** Touches the vector module only when called, so that a failure to link stays in probe(). */
    private static final class Probe {
        static int lanes() {
            return DoubleVector.SPECIES_PREFERRED.length();
        }
    }

    /** The kernel for a mode on this JVM: OFF, AUTO_PREFERRED, PREFERRED or SPECIES_256. */
    public static int resolve(LaneMode mode) {
        return switch (mode) {
            case OFF -> OFF;
            case AUTO -> PREFERRED_LANES >= AUTO_MIN_LANES ? AUTO_PREFERRED : OFF;
            case ON -> available(mode, PREFERRED);
            case SPECIES_256 -> available(mode, SPECIES_256);
        };
    }

    private static int available(LaneMode mode, int kernel) {
        if (PREFERRED_LANES == 0) {
            throw new IllegalStateException("lanes " + mode + " need jdk.incubator.vector: run with --add-modules jdk.incubator.vector");
        }
        return kernel;
    }
}
