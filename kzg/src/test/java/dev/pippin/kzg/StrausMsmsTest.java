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
 * The verifications' batch-affine Straus MSMs against the MSM engine (lanes off), several MSMs
 * per call: sizes 0, 1, 8, 13, 128 and 193 as a blob's cells
 * give, and a pair of 3 and 9 terms; the awkward terms planted (scalars 0, 1, r - 1, a point at infinity, a point repeated
 * with its scalar, a point and its negation with equal scalars); on every lane mode that runs in
 * this JVM, and over two threads.
 */
class StrausMsmsTest {
    private static final int AFF = Bls12381G1.AFFINE;

    private static long[][] randomMsm(int n, Random rnd) {
        long[] g = new long[AFF];
        Bls12381G1.generator(g, 0);
        long[] points = new long[n * AFF];
        long[] scalars = new long[n * Fr.L];
        for (int i = 0; i < n; i++) {
            Bls12381G1.scalarMul(points, i * AFF, g, 0, new long[] {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), 0}, 0);
            Bls12381Fr.copy(scalars, i * Fr.L, Fr.of(new BigInteger(255, rnd).mod(Fr.MODULUS)), 0);
        }
        if (n >= 8) {
            long[] minusOne = new long[Fr.L];
            Bls12381Fr.neg(minusOne, 0, Fr.one(), 0);
            Bls12381Fr.setZero(scalars, 0);
            Bls12381Fr.copy(scalars, Fr.L, Fr.one(), 0);
            Bls12381Fr.copy(scalars, 2 * Fr.L, minusOne, 0);
            Bls12381G1.setInfinity(points, 3 * AFF);
            System.arraycopy(points, 4 * AFF, points, 5 * AFF, AFF);
            Bls12381Fr.copy(scalars, 5 * Fr.L, scalars, 4 * Fr.L);
            Bls12381G1.negateAffine(points, 7 * AFF, points, 6 * AFF);
            Bls12381Fr.copy(scalars, 7 * Fr.L, scalars, 6 * Fr.L);
        }
        return new long[][] {points, scalars};
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void equalsTheEngine(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(17);
        int[] counts = {0, 1, 8, 13, 128, 193};
        long[][] points = new long[counts.length][], scalars = new long[counts.length][];
        for (int j = 0; j < counts.length; j++) {
            long[][] m = randomMsm(counts[j], rnd);
            points[j] = m[0];
            scalars[j] = m[1];
        }
        MsmOptions plain = MsmOptions.defaults().withThreads(1).withLanes(LaneMode.OFF);
        for (int threads : new int[] {1, 2}) {
            // six MSMs' buckets: enough for both threads to take part
            long[][] got = StrausMsms.lincombs(points, scalars, counts, plain.withThreads(threads).withLanes(lanes));
            for (int j = 0; j < counts.length; j++) {
                assertArrayEquals(G1.lincomb(points[j], scalars[j], counts[j], plain), got[j],
                        lanes + ", " + threads + " threads, MSM of " + counts[j]);
            }
        }
        // few terms: buckets of one or two additions
        int[] few = {3, 9};
        long[][] m3 = randomMsm(3, rnd), m9 = randomMsm(9, rnd);
        long[][] fp = {m3[0], m9[0]}, fs = {m3[1], m9[1]};
        long[][] got = StrausMsms.lincombs(fp, fs, few, plain.withLanes(lanes));
        for (int j = 0; j < few.length; j++) {
            assertArrayEquals(G1.lincomb(fp[j], fs[j], few[j], plain), got[j], lanes + ", a short MSM of " + few[j]);
        }
    }
}
