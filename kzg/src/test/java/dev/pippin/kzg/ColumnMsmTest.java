package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The batch-affine column MSMs (Straus without tables, buckets with tables) against the MSM
 * engine, on random columns with the awkward cases planted: scalars 0, 1, r - 1, a base at
 * infinity, a base repeated with the same scalar (the chain doubles), a base and its negation
 * with equal scalars and a base twice with opposite scalars (the chain passes through
 * infinity), a column whose sum is infinity. Every lane mode that runs in this JVM: the generic
 * additions on the lanes (ON, SPECIES_256) or scalar (OFF; AUTO before the lanes warm up); the
 * engine's sums are taken with the lanes off.
 */
class ColumnMsmTest {
    private static final int AFF = Bls12381G1.AFFINE;

    static long[][][] awkwardColumns(int columns, long seed) {
        Random rnd = new Random(seed);
        long[][] bases = new long[columns][Fk20.K * AFF];
        long[][] scalars = new long[columns][Fk20.K * Fr.L];
        long[] g = new long[AFF];
        Bls12381G1.generator(g, 0);
        for (int j = 0; j < columns; j++) {
            for (int o = 0; o < Fk20.K; o++) {
                Bls12381G1.scalarMul(bases[j], o * AFF, g, 0, new long[] {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), 0}, 0);
                Bls12381Fr.copy(scalars[j], o * Fr.L, Fr.of(new BigInteger(255, rnd).mod(Fr.MODULUS)), 0);
            }
        }
        long[] minusOne = new long[Fr.L];
        Bls12381Fr.neg(minusOne, 0, Fr.one(), 0);
        // column 0: 0, 1, r - 1, infinity, repeats
        Bls12381Fr.setZero(scalars[0], 3 * Fr.L);
        Bls12381Fr.copy(scalars[0], 4 * Fr.L, Fr.one(), 0);
        Bls12381Fr.copy(scalars[0], 5 * Fr.L, minusOne, 0);
        Bls12381G1.setInfinity(bases[0], 6 * AFF);
        System.arraycopy(bases[0], 7 * AFF, bases[0], 8 * AFF, AFF);
        Bls12381Fr.copy(scalars[0], 8 * Fr.L, scalars[0], 7 * Fr.L);
        Bls12381G1.negateAffine(bases[0], 10 * AFF, bases[0], 9 * AFF);
        Bls12381Fr.copy(scalars[0], 10 * Fr.L, scalars[0], 9 * Fr.L);
        System.arraycopy(bases[0], 11 * AFF, bases[0], 12 * AFF, AFF);
        Bls12381Fr.neg(scalars[0], 12 * Fr.L, scalars[0], 11 * Fr.L);
        if (columns > 1) {
            // column 1 sums to infinity: pairs (P, k), (P, -k)
            for (int o = 0; o < Fk20.K; o += 2) {
                System.arraycopy(bases[1], o * AFF, bases[1], (o + 1) * AFF, AFF);
                Bls12381Fr.neg(scalars[1], (o + 1) * Fr.L, scalars[1], o * Fr.L);
            }
        }
        if (columns > 2) {
            // column 2: one point everywhere, scalars 1 (the chain runs through P + P over and over)
            for (int o = 0; o < Fk20.K; o++) {
                System.arraycopy(g, 0, bases[2], o * AFF, AFF);
                Bls12381Fr.copy(scalars[2], o * Fr.L, Fr.one(), 0);
            }
        }
        return new long[][][] {bases, scalars};
    }

    static void assertSameSums(long[] expected, long[] got, int columns, String what) {
        long[] s = new long[Bls12381G1.SCRATCH];
        for (int j = 0; j < columns; j++) {
            long[] a = new long[AFF], b = new long[AFF];
            Bls12381G1.jacToAffine(a, 0, expected, j * Bls12381G1.JACOBIAN, s);
            Bls12381G1.jacToAffine(b, 0, got, j * Bls12381G1.JACOBIAN, s);
            assertArrayEquals(a, b, what + " column " + j);
        }
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void strausEqualsTheEngine(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        for (long seed = 1; seed <= 3; seed++) {
            int columns = 2 * ColumnStraus.PASS; // two passes of 1 032 buckets: batches the lanes take
            long[][][] in = awkwardColumns(columns, seed);
            MsmOptions one = MsmOptions.defaults().withThreads(1).withLanes(LaneMode.OFF);
            long[] expected = new long[columns * Bls12381G1.JACOBIAN];
            new ColumnMsm.Engine(in[0]).msms(in[1], expected, one);
            long[] got = new long[columns * Bls12381G1.JACOBIAN];
            new ColumnStraus(in[0], lanes).msms(in[1], got, one.withLanes(lanes));
            assertSameSums(expected, got, columns, "seed " + seed);
        }
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void tablesEqualTheEngine(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        int columns = Fk20Tables.PASS + 2; // two passes, the second short
        long[][][] in = awkwardColumns(columns, 7);
        MsmOptions one = MsmOptions.defaults().withThreads(1).withLanes(LaneMode.OFF);
        long[] expected = new long[columns * Bls12381G1.JACOBIAN];
        new ColumnMsm.Engine(in[0]).msms(in[1], expected, one);
        for (int width : new int[] {1, 3, 8, 12}) {
            long[] got = new long[columns * Bls12381G1.JACOBIAN];
            Fk20Tables.of(in[0], width).msms(in[1], got, one.withLanes(lanes));
            assertSameSums(expected, got, columns, "width " + width);
        }
    }
}
