package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.VectorModule;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The public lane additions and doublings, alone or mixed: under a forced mode every batch of
 * MIN_BATCH or more runs on the lanes and equals the curve module's affine additions (doublings), point by point
 * (Jacobian mixed additions and doublings made affine, independent formulas); under OFF nothing runs and the accumulators are left as
 * they were; malformed batches are refused before any work.
 */
class Bls12381G1LaneAdditionsTest {
    private static final int AFF = Bls12381G1.AFFINE;

    private static long[] randomPoints(int n, Random rnd) {
        long[] g = new long[AFF];
        Bls12381G1.generator(g, 0);
        long[] p = new long[n * AFF];
        for (int i = 0; i < n; i++) {
            Bls12381G1.scalarMul(p, i * AFF, g, 0, new long[] {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), rnd.nextLong() >>> 2}, 0);
        }
        return p;
    }

    @Test
    void forcedLanesTakeTheBatchAndAddAsTheCurveModule() {
        VectorModule.assume();
        Random rnd = new Random(5);
        for (LaneMode mode : new LaneMode[] {LaneMode.ON, LaneMode.SPECIES_256}) {
            for (int m : new int[] {Bls12381G1LaneAdditions.MIN_BATCH, 37, 256}) {
                long[] acc = randomPoints(m + 3, rnd);
                long[] src = randomPoints(m, rnd);
                int[] index = new int[m], offset = new int[m];
                boolean[] negate = new boolean[m];
                for (int k = 0; k < m; k++) {
                    index[k] = (k * 11 + 3) % (m + 3);  // distinct (11 is prime to 27, 40 and 259), not in order
                    offset[k] = (m - 1 - k) * AFF;
                    negate[k] = rnd.nextBoolean();
                }
                long[] expected = acc.clone();
                long[] j = new long[Bls12381G1.JACOBIAN], s = new long[Bls12381G1.SCRATCH];
                for (int k = 0; k < m; k++) {
                    Bls12381G1.jacFromAffine(j, 0, expected, index[k] * AFF);
                    Bls12381G1.jacAddMixed(j, 0, j, 0, src, offset[k], negate[k], s);
                    Bls12381G1.jacToAffine(expected, index[k] * AFF, j, 0, s);
                }
                Bls12381G1LaneAdditions lanes = new Bls12381G1LaneAdditions(256, mode);
                assertTrue(lanes.tryAdd(acc, index, src, offset, negate, m), mode + " m = " + m);
                for (int i = 0; i < m + 3; i++) {
                    int o = i * AFF;
                    assertTrue(Bls12381Fp.equal(expected, o, acc, o) && Bls12381Fp.equal(expected, o + Bls12381G1.COORD, acc, o + Bls12381G1.COORD),
                            mode + " m = " + m + " accumulator " + i);
                }
            }
        }
    }

    @Test
    void forcedLanesDoubleAsTheCurveModule() {
        VectorModule.assume();
        Random rnd = new Random(8);
        for (LaneMode mode : new LaneMode[] {LaneMode.ON, LaneMode.SPECIES_256}) {
            Bls12381G1LaneAdditions lanes = new Bls12381G1LaneAdditions(256, mode);
            // 256 first, then smaller batches through the same instance (its staging made once)
            for (int m : new int[] {256, Bls12381G1LaneAdditions.MIN_BATCH, 37}) {
                long[] acc = randomPoints(m + 3, rnd);
                int[] index = new int[m];
                for (int k = 0; k < m; k++) {
                    index[k] = (k * 11 + 3) % (m + 3);
                }
                long[] expected = acc.clone();
                long[] j = new long[Bls12381G1.JACOBIAN], s = new long[Bls12381G1.SCRATCH];
                for (int k = 0; k < m; k++) {
                    Bls12381G1.jacFromAffine(j, 0, expected, index[k] * AFF);
                    Bls12381G1.jacDouble(j, 0, j, 0, s);
                    Bls12381G1.jacToAffine(expected, index[k] * AFF, j, 0, s);
                }
                assertTrue(lanes.tryDouble(acc, index, m), mode + " m = " + m);
                for (int i = 0; i < m + 3; i++) {
                    int o = i * AFF;
                    assertTrue(Bls12381Fp.equal(expected, o, acc, o) && Bls12381Fp.equal(expected, o + Bls12381G1.COORD, acc, o + Bls12381G1.COORD),
                            mode + " m = " + m + " accumulator " + i);
                }
            }
        }
    }

    @Test
    void forcedLanesTakeMixedBatchesAsTheCurveModule() {
        VectorModule.assume();
        Random rnd = new Random(9);
        for (LaneMode mode : new LaneMode[] {LaneMode.ON, LaneMode.SPECIES_256}) {
            Bls12381G1LaneAdditions lanes = new Bls12381G1LaneAdditions(256, mode);
            for (int m : new int[] {Bls12381G1LaneAdditions.MIN_BATCH, 37, 256}) {
                long[] acc = randomPoints(m + 3, rnd);
                long[] src = randomPoints(m, rnd);
                int[] index = new int[m], offset = new int[m];
                boolean[] negate = new boolean[m], dbl = new boolean[m];
                for (int k = 0; k < m; k++) {
                    index[k] = (k * 11 + 3) % (m + 3);
                    offset[k] = (m - 1 - k) * AFF;
                    negate[k] = rnd.nextBoolean();   // read for additions only
                    dbl[k] = rnd.nextInt(3) == 0;
                }
                long[] expected = acc.clone();
                long[] j = new long[Bls12381G1.JACOBIAN], s = new long[Bls12381G1.SCRATCH];
                for (int k = 0; k < m; k++) {
                    Bls12381G1.jacFromAffine(j, 0, expected, index[k] * AFF);
                    if (dbl[k]) {
                        Bls12381G1.jacDouble(j, 0, j, 0, s);
                    } else {
                        Bls12381G1.jacAddMixed(j, 0, j, 0, src, offset[k], negate[k], s);
                    }
                    Bls12381G1.jacToAffine(expected, index[k] * AFF, j, 0, s);
                }
                assertTrue(lanes.trySteps(acc, index, src, offset, negate, dbl, m), mode + " m = " + m);
                for (int i = 0; i < m + 3; i++) {
                    int o = i * AFF;
                    assertTrue(Bls12381Fp.equal(expected, o, acc, o) && Bls12381Fp.equal(expected, o + Bls12381G1.COORD, acc, o + Bls12381G1.COORD),
                            mode + " m = " + m + " accumulator " + i);
                }
            }
        }
    }

    @Test
    void offDeclinesAndLeavesTheAccumulators() {
        Random rnd = new Random(6);
        int m = 64;
        long[] acc = randomPoints(m, rnd), src = randomPoints(m, rnd), before = acc.clone();
        int[] index = new int[m], offset = new int[m];
        for (int k = 0; k < m; k++) {
            index[k] = k;
            offset[k] = k * AFF;
        }
        Bls12381G1LaneAdditions off = new Bls12381G1LaneAdditions(m, LaneMode.OFF);
        assertFalse(off.tryAdd(acc, index, src, offset, new boolean[m], m));
        assertFalse(off.tryDouble(acc, index, m));
        assertFalse(off.trySteps(acc, index, src, offset, new boolean[m], new boolean[m], m));
        assertArrayEquals(before, acc);
        assertEquals(m, off.capacity());
    }

    @Test
    void malformedBatchesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Bls12381G1LaneAdditions(0, LaneMode.OFF));
        Bls12381G1LaneAdditions off = new Bls12381G1LaneAdditions(8, LaneMode.OFF);
        long[] p = new long[8 * AFF];
        assertThrows(IllegalArgumentException.class, () -> off.tryAdd(p, new int[9], p, new int[9], new boolean[9], 9));
        assertThrows(IllegalArgumentException.class, () -> off.tryAdd(p, new int[2], p, new int[4], new boolean[4], 4));
        assertThrows(IllegalArgumentException.class, () -> off.tryAdd(p, new int[4], p, new int[4], new boolean[4], -1));
        assertThrows(IllegalArgumentException.class, () -> off.tryDouble(p, new int[9], 9));
        assertThrows(IllegalArgumentException.class, () -> off.tryDouble(p, new int[2], 4));
        assertThrows(IllegalArgumentException.class, () -> off.trySteps(p, new int[4], p, new int[4], new boolean[4], new boolean[3], 4));
        if (VectorModule.PRESENT) {
            Bls12381G1LaneAdditions on = new Bls12381G1LaneAdditions(32, LaneMode.ON);
            long[] q = new long[32 * AFF];
            int[] index = new int[32], offset = new int[32];
            index[5] = 40;   // past the accumulators
            assertThrows(IllegalArgumentException.class, () -> on.tryAdd(q, index, q, offset, new boolean[32], 32));
            assertThrows(IllegalArgumentException.class, () -> on.tryDouble(q, index, 32));
        } else {
            assertThrows(IllegalStateException.class, () -> new Bls12381G1LaneAdditions(8, LaneMode.ON));
        }
    }
}
