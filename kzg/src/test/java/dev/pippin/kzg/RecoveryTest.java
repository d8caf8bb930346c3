package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * recover_polynomialcoeff in every lane mode: the coefficients of a random polynomial back from
 * 64, a random count and 127 of its 128 cells (the extension computed by the scalar route), with
 * the missing cells spread, bunched at the start and bunched at the end.
 */
class RecoveryTest {
    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void theCoefficientsComeBackFromAnyHalfOfTheCells(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(41);
        long[] coefficients = new long[Cells.N * Fr.L];
        for (int i = 0; i < Cells.N; i++) {
            Bls12381Fr.fromBigInteger(coefficients, i * Fr.L, new BigInteger(256, rnd).mod(Fr.MODULUS));
        }
        long[] extended = Cells.extend(coefficients, LaneMode.OFF);
        int[][] subsets = {first(64, 64), first(0, 64), random(64, rnd), random(64 + rnd.nextInt(63), rnd), random(127, rnd)};
        for (int[] present : subsets) {
            long[] evals = new long[present.length * Cells.PER_CELL * Fr.L];
            for (int k = 0; k < present.length; k++) {
                System.arraycopy(extended, present[k] * Cells.PER_CELL * Fr.L, evals, k * Cells.PER_CELL * Fr.L,
                        Cells.PER_CELL * Fr.L);
            }
            assertArrayEquals(coefficients, Recovery.recoverCoefficients(present, evals, lanes),
                    present.length + " cells from " + present[0]);
        }
    }

    /** Cells from, from + 1, ... (count of them). */
    private static int[] first(int from, int count) {
        int[] c = new int[count];
        for (int i = 0; i < count; i++) {
            c[i] = from + i;
        }
        return c;
    }

    /** count distinct cells in ascending order. */
    private static int[] random(int count, Random rnd) {
        boolean[] keep = new boolean[Cells.COUNT];
        for (int kept = 0; kept < count; ) {
            int c = rnd.nextInt(Cells.COUNT);
            if (!keep[c]) {
                keep[c] = true;
                kept++;
            }
        }
        int[] r = new int[count];
        for (int c = 0, k = 0; c < Cells.COUNT; c++) {
            if (keep[c]) {
                r[k++] = c;
            }
        }
        return r;
    }
}
