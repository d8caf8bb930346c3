package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A range of a generated instance, built alone, is that slice of the whole instance. */
class MsmInstancesRangeTest {
    private static final int N = 300;
    private static final long SEED = 77;
    /** Starts at 0, inside the first chunk, and ranges that reach the end or are empty. */
    private static final int[][] RANGES = {{0, N}, {0, 1}, {1, 17}, {133, 100}, {299, 1}, {150, 0}, {N, 0}};

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void pointRangesAreSlices(MsmGroup g) {
        MsmInstances.Points whole = MsmInstances.points(g, N, SEED);
        int pl = g.pointLongs();
        for (int[] r : RANGES) {
            MsmInstances.Points part = MsmInstances.points(g, r[0], r[1], SEED);
            assertEquals(r[1], part.n());
            // another chain of additions may leave other lazily reduced limbs: compare canonical values
            long[] expected = canonical(g, Arrays.copyOfRange(whole.data(), r[0] * pl, (r[0] + r[1]) * pl));
            assertArrayEquals(expected, canonical(g, part.data()), g + " range " + Arrays.toString(r));
            for (int i = 0; i < r[1]; i++) {
                assertEquals(whole.log(r[0] + i), part.log(i));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(MsmInstances.Distribution.class)
    void scalarRangesAreSlices(MsmInstances.Distribution d) {
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BN254_G1, MsmGroup.BLS12_381_G2}) {
            byte[] whole = MsmInstances.scalars(g, N, d, SEED);
            for (int[] r : RANGES) {
                byte[] part = MsmInstances.scalars(g, r[0], r[1], d, SEED);
                assertArrayEquals(Arrays.copyOfRange(whole, 32 * r[0], 32 * (r[0] + r[1])), part, g + " " + d + " " + Arrays.toString(r));
            }
        }
    }

    /**
     * nextInt(3) rejects a draw when next(31) is 2^31 - 2 or 2^31 - 1, once in 2^30 draws: a
     * seed built backwards from such a state puts a rejected draw at step 5, so witness scalar 5
     * takes two steps and a skip to scalar 6 must count seven.
     */
    @Test
    void witnessSkipCountsRejectedDraws() {
        long mul = 0x5DEECE66DL, add = 0xBL, mask = (1L << 48) - 1;
        long x = (0x7FFFFFFFL << 17) | 0x1234; // a state whose next(31) is 2^31 - 1
        long inv = BigInteger.valueOf(mul).modInverse(BigInteger.ONE.shiftLeft(48)).longValue();
        for (int step = 0; step < 6; step++) { // back to the state before step 0
            x = ((x - add) * inv) & mask;
        }
        long seed = x ^ mul;
        assertEquals(0x7FFFFFFF, next31AtStep(seed, 5));
        assertEquals(RandomSkip.afterSteps(seed, 7).nextLong(), RandomSkip.afterBoundedInts(seed, 6, 3).nextLong());
        assertEquals(RandomSkip.afterSteps(seed, 5).nextLong(), RandomSkip.afterBoundedInts(seed, 5, 3).nextLong());
        byte[] whole = MsmInstances.scalars(MsmGroup.BN254_G1, 40, MsmInstances.Distribution.WITNESS, seed);
        for (int start : new int[] {4, 5, 6, 20}) {
            assertArrayEquals(Arrays.copyOfRange(whole, 32 * start, 32 * 40),
                    MsmInstances.scalars(MsmGroup.BN254_G1, start, 40 - start, MsmInstances.Distribution.WITNESS, seed),
                    "start " + start);
        }
        // one step per value would land a draw early from scalar 6 on
        assertNotEquals(RandomSkip.afterSteps(seed, 6).nextLong(), RandomSkip.afterBoundedInts(seed, 6, 3).nextLong());
    }

    /** next(31) at a step (0-based) of new Random(seed): the value the seed was built to give. */
    private static int next31AtStep(long seed, int step) {
        long mask = (1L << 48) - 1, x = (seed ^ 0x5DEECE66DL) & mask;
        for (int i = 0; i <= step; i++) {
            x = (x * 0x5DEECE66DL + 0xBL) & mask;
        }
        return (int) (x >>> 17);
    }

    @Test
    void jumpEqualsSteppingRandom() {
        for (long steps : new long[] {0, 1, 2, 3, 10, 1000, 12345}) {
            Random stepped = new Random(SEED);
            for (long i = 0; i < steps; i++) {
                stepped.nextInt();
            }
            assertEquals(stepped.nextLong(), RandomSkip.afterSteps(SEED, steps).nextLong(), "steps " + steps);
        }
    }

    private static long[] canonical(MsmGroup g, long[] pts) {
        long[] c = pts.clone();
        g.canonicalize(c);
        return c;
    }
}
