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
 * the missing cells spread, bunched at the start and bunched at the end; and, from cells that are
 * not all of one polynomial, the polynomial the specs' procedure defines for them (transcribed
 * below in BigInteger arithmetic, the vanishing polynomial over all 8192 points: no shortcut).
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

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void cellsOfNoOnePolynomialGiveTheSpecsResult(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(43);
        BigInteger[] extended = new BigInteger[Cells.COUNT * Cells.PER_CELL];
        for (int i = 0; i < extended.length; i++) {
            extended[i] = new BigInteger(256, rnd).mod(Fr.MODULUS); // an extension of no polynomial of degree < 4096
        }
        int[][] subsets = {first(0, 65), random(64, rnd), random(100, rnd), first(0, 128)};
        for (int[] present : subsets) {
            BigInteger[] given = new BigInteger[present.length * Cells.PER_CELL];
            long[] evals = new long[given.length * Fr.L];
            for (int k = 0; k < present.length; k++) {
                for (int j = 0; j < Cells.PER_CELL; j++) {
                    given[k * Cells.PER_CELL + j] = extended[present[k] * Cells.PER_CELL + j];
                    Bls12381Fr.fromBigInteger(evals, (k * Cells.PER_CELL + j) * Fr.L, given[k * Cells.PER_CELL + j]);
                }
            }
            BigInteger[] expected = SpecRecovery.recoverPolynomialCoeff(present, given);
            long[] actual = Recovery.recoverCoefficients(present, evals, lanes);
            for (int i = 0; i < Cells.N; i++) {
                org.junit.jupiter.api.Assertions.assertEquals(expected[i], Bls12381Fr.toBigInteger(actual, i * Fr.L),
                        present.length + " cells, coefficient " + i);
            }
        }
    }

    /**
     * The specs' recover_polynomialcoeff (polynomial-commitments-sampling.md) as written there, in
     * BigInteger: the cells placed in bit-reversed order, the vanishing polynomial of the missing
     * cells extended to 8192 coefficients, E Z and Z over the coset of shift 7, their quotient back
     * to coefficients, the first 4096 kept.
     */
    static final class SpecRecovery {
        static final BigInteger R = Fr.MODULUS;
        static final int EXT = Cells.COUNT * Cells.PER_CELL;

        static BigInteger[] recoverPolynomialCoeff(int[] cellIndices, BigInteger[] cosetsEvals) {
            BigInteger[] roots = roots(EXT);
            BigInteger[] rbo = new BigInteger[EXT];
            java.util.Arrays.fill(rbo, BigInteger.ZERO);
            for (int k = 0; k < cellIndices.length; k++) {
                System.arraycopy(cosetsEvals, k * Cells.PER_CELL, rbo, cellIndices[k] * Cells.PER_CELL, Cells.PER_CELL);
            }
            BigInteger[] extendedEvaluation = bitReversed(rbo);
            java.util.Set<Integer> present = new java.util.HashSet<>();
            for (int c : cellIndices) {
                present.add(c);
            }
            BigInteger[] small = roots(Cells.COUNT);
            java.util.List<BigInteger> missingRoots = new java.util.ArrayList<>();
            for (int c = 0; c < Cells.COUNT; c++) {
                if (!present.contains(c)) {
                    missingRoots.add(small[reverse(c, Cells.COUNT)]);
                }
            }
            BigInteger[] shortZero = vanishing(missingRoots);
            BigInteger[] zeroPolyCoeff = zeros(EXT);
            for (int i = 0; i < shortZero.length; i++) {
                zeroPolyCoeff[i * Cells.PER_CELL] = shortZero[i];
            }
            BigInteger[] zeroPolyEval = fft(zeroPolyCoeff, roots, false);
            BigInteger[] times = new BigInteger[EXT];
            for (int i = 0; i < EXT; i++) {
                times[i] = zeroPolyEval[i].multiply(extendedEvaluation[i]).mod(R);
            }
            BigInteger[] timesCoeffs = fft(times, roots, true);
            BigInteger[] timesOverCoset = cosetFft(timesCoeffs, roots, false);
            BigInteger[] zeroOverCoset = cosetFft(zeroPolyCoeff, roots, false);
            BigInteger[] quotient = new BigInteger[EXT];
            for (int i = 0; i < EXT; i++) {
                quotient[i] = timesOverCoset[i].multiply(zeroOverCoset[i].modInverse(R)).mod(R);
            }
            return java.util.Arrays.copyOf(cosetFft(quotient, roots, true), Cells.N);
        }

        static BigInteger[] roots(int n) {
            BigInteger w = BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(n)), R);
            BigInteger[] r = new BigInteger[n];
            r[0] = BigInteger.ONE;
            for (int i = 1; i < n; i++) {
                r[i] = r[i - 1].multiply(w).mod(R);
            }
            return r;
        }

        static int reverse(int i, int n) {
            return Integer.reverse(i) >>> (32 - Integer.numberOfTrailingZeros(n));
        }

        static BigInteger[] bitReversed(BigInteger[] a) {
            BigInteger[] r = new BigInteger[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = a[reverse(i, a.length)];
            }
            return r;
        }

        static BigInteger[] zeros(int n) {
            BigInteger[] z = new BigInteger[n];
            java.util.Arrays.fill(z, BigInteger.ZERO);
            return z;
        }

        /** prod (X - x) over xs, coefficients from the constant up. */
        static BigInteger[] vanishing(java.util.List<BigInteger> xs) {
            BigInteger[] c = {BigInteger.ONE};
            for (BigInteger x : xs) {
                BigInteger[] n = zeros(c.length + 1);
                for (int i = 0; i < c.length; i++) {
                    n[i + 1] = n[i + 1].add(c[i]).mod(R);
                    n[i] = n[i].subtract(c[i].multiply(x)).mod(R);
                }
                c = n;
            }
            return c;
        }

        /** fft_field: evaluations at roots[i]; inverse with the inverted roots, divided by n. */
        static BigInteger[] fft(BigInteger[] vals, BigInteger[] roots, boolean inverse) {
            int n = vals.length;
            BigInteger[] rs = roots;
            if (inverse) {
                rs = new BigInteger[n];
                rs[0] = roots[0];
                for (int i = 1; i < n; i++) {
                    rs[i] = roots[n - i];
                }
            }
            BigInteger[] out = transform(vals, rs, 0, 1, n);
            if (inverse) {
                BigInteger inv = BigInteger.valueOf(n).modInverse(R);
                for (int i = 0; i < n; i++) {
                    out[i] = out[i].multiply(inv).mod(R);
                }
            }
            return out;
        }

        private static BigInteger[] transform(BigInteger[] vals, BigInteger[] roots, int off, int stride, int n) {
            if (n == 1) {
                return new BigInteger[] {vals[off]};
            }
            BigInteger[] even = transform(vals, roots, off, 2 * stride, n / 2);
            BigInteger[] odd = transform(vals, roots, off + stride, 2 * stride, n / 2);
            BigInteger[] out = new BigInteger[n];
            for (int i = 0; i < n / 2; i++) {
                BigInteger t = odd[i].multiply(roots[i * stride]).mod(R);
                out[i] = even[i].add(t).mod(R);
                out[i + n / 2] = even[i].subtract(t).mod(R);
            }
            return out;
        }

        /** coset_fft_field: shift by 7^i then transform; inverse: transform back then shift by 7^-i. */
        static BigInteger[] cosetFft(BigInteger[] vals, BigInteger[] roots, boolean inverse) {
            BigInteger factor = inverse ? BigInteger.valueOf(7).modInverse(R) : BigInteger.valueOf(7);
            BigInteger[] v = inverse ? fft(vals, roots, true) : vals.clone();
            BigInteger shift = BigInteger.ONE;
            for (int i = 0; i < v.length; i++) {
                v[i] = v[i].multiply(shift).mod(R);
                shift = shift.multiply(factor).mod(R);
            }
            return inverse ? v : fft(v, roots, false);
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
