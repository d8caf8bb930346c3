package dev.pippin.lanes;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.kernel.Bls12381LanesRace;
import dev.pippin.lanes.kernel.Bls12381SeedLanes;
import dev.pippin.lanes.kernel.LaneKernel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * AUTO's warm-up of the BLS12-381 lane chains (Bls12381LanesRace): cold AUTO multiplications by
 * |x| that the lanes would have taken count towards its start, others do not; a race that the
 * lanes win switches AUTO to them. Automatic starts are off while a test runs, so that its asks
 * start no thread; each test starts from cold.
 */
class Bls12381LanesRaceTest {
    private static final KernelWarmup W = Bls12381LanesRace.WARMUP;

    @BeforeEach
    void cold() {
        VectorModule.assume();
        assertTrue(LaneKernel.PREFERRED_LANES >= LaneKernel.AUTO_MIN_LANES, "AUTO needs the preferred species of at least 4 lanes");
        KernelWarmup.autoStart(false);
        W.reset();
    }

    @AfterEach
    void restore() {
        W.reset();
        KernelWarmup.autoStart(true);
    }

    @Test
    void coldAutoMultiplicationsBySeedCountTowardsTheWarmUp() {
        // the fewest points the lanes would take on this JVM (3 under AVX-512 code, a full group under AVX2 code)
        int min = Bls12381SeedLanes.minLanePoints(dev.pippin.lanes.kernel.LaneCode.AVX512, LaneKernel.PREFERRED_LANES);
        long[] a = new long[min * Bls12381G2.AFFINE], r = new long[min * Bls12381G2.JACOBIAN];
        for (int i = 0; i < min; i++) {
            Bls12381G2.generator(a, i * Bls12381G2.AFFINE);
        }
        // 125 us a scalar multiplication (Bls12381SeedLanes.G2_SCALAR_NANOS)
        W.count(Bls12381LanesRace.START_AFTER_NANOS - min * 125_000L);
        Bls12381PointBatches.g2MulSeedAbs(r, 0, a, 0, min - 1, LaneMode.AUTO);
        Bls12381PointBatches.g2MulSeedAbs(r, 0, a, 0, min, LaneMode.OFF);
        assertFalse(W.asked(), "fewer than the lanes take and OFF do not count");
        Bls12381PointBatches.g2MulSeedAbs(r, 0, a, 0, min, LaneMode.AUTO);
        assertTrue(W.asked());
        assertFalse(W.hot(), "cold until the warm-up has measured the lanes");
        assertTrue(Bls12381LanesRace.kernel(LaneMode.AUTO) == LaneKernel.OFF);
    }

    @Test
    void aWonRaceSwitchesAutoToTheLanes() throws InterruptedException {
        boolean won = W.warmUpNow();
        assertTrue(W.settled());
        assertTrue(won == W.hot());
        assertTrue(Bls12381LanesRace.kernel(LaneMode.AUTO) == (won ? LaneKernel.AUTO_PREFERRED : LaneKernel.OFF));
        assertTrue(Bls12381LanesRace.kernel(LaneMode.OFF) == LaneKernel.OFF, "OFF never consults it");
    }
}
