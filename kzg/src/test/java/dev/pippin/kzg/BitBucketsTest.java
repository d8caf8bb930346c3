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
 * The bucket-by-bit MSMs against the MSM engine (lanes off) with many MSMs at once, so that the
 * Horner sums take the batch-affine form (at least {@link BitBuckets#AFFINE_HORNER} MSMs) and
 * the buckets fill in passes that do not divide the MSM count: 70 MSMs of 0 to 5 terms, with
 * scalars 0, 1 and r - 1, points at infinity, a point twice with equal scalars and a point with
 * its negation; one and two threads, on every lane mode that runs in this JVM.
 */
class BitBucketsTest {
    private static final int AFF = Bls12381G1.AFFINE;
    private static final int JAC = Bls12381G1.JACOBIAN;

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void manyMsmsEqualTheEngine(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(23);
        int groups = BitBuckets.AFFINE_HORNER + 6;
        int[] bounds = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            bounds[g + 1] = bounds[g] + g % 6;
        }
        int n = bounds[groups];
        long[] gen = new long[AFF];
        Bls12381G1.generator(gen, 0);
        long[] points = new long[n * AFF];
        long[] scalars = new long[n * Fr.L];
        long[] minusOne = new long[Fr.L];
        Bls12381Fr.neg(minusOne, 0, Fr.one(), 0);
        for (int i = 0; i < n; i++) {
            Bls12381G1.scalarMul(points, i * AFF, gen, 0, new long[] {rnd.nextLong(), rnd.nextLong(), 0, 0}, 0);
            Bls12381Fr.copy(scalars, i * Fr.L, Fr.of(new BigInteger(255, rnd).mod(Fr.MODULUS)), 0);
            switch (i % 11) {
                case 0 -> Bls12381Fr.setZero(scalars, i * Fr.L);
                case 1 -> Bls12381Fr.copy(scalars, i * Fr.L, Fr.one(), 0);
                case 2 -> Bls12381Fr.copy(scalars, i * Fr.L, minusOne, 0);
                case 3 -> Bls12381G1.setInfinity(points, i * AFF);
                case 5 -> {
                    System.arraycopy(points, (i - 1) * AFF, points, i * AFF, AFF);
                    Bls12381Fr.copy(scalars, i * Fr.L, scalars, (i - 1) * Fr.L);
                }
                case 7 -> {
                    Bls12381G1.negateAffine(points, i * AFF, points, (i - 1) * AFF);
                    Bls12381Fr.copy(scalars, i * Fr.L, scalars, (i - 1) * Fr.L);
                }
                default -> { }
            }
        }
        GlvStraus.Digits digits = new GlvStraus.Digits(n);
        long[] k = new long[Fr.L], parts = new long[4];
        for (int i = 0; i < n; i++) {
            Fr.toCanonical(scalars, i * Fr.L, k, 0);
            digits.set(i, k, 0, parts);
        }
        long[] table = new long[n * GlvStraus.ENTRIES * AFF];
        GlvStraus.oddMultiples(points, 0, n, table, new AffineBatch(n, lanes));
        MsmOptions plain = MsmOptions.defaults().withThreads(1).withLanes(LaneMode.OFF);
        long[] s = new long[Bls12381G1.SCRATCH];
        for (int threads : new int[] {1, 2}) {
            long[] out = new long[groups * JAC];
            BitBuckets.msms(digits, table, bounds, groups, 8, out, threads, lanes);
            for (int g = 0; g < groups; g++) {
                int count = bounds[g + 1] - bounds[g];
                long[] p = java.util.Arrays.copyOfRange(points, bounds[g] * AFF, bounds[g + 1] * AFF);
                long[] c = java.util.Arrays.copyOfRange(scalars, bounds[g] * Fr.L, bounds[g + 1] * Fr.L);
                long[] got = new long[AFF];
                Bls12381G1.jacToAffine(got, 0, out, g * JAC, s);
                assertArrayEquals(G1.lincomb(p, c, count, plain), got, lanes + ", " + threads + " threads, MSM " + g);
            }
        }
    }
}
