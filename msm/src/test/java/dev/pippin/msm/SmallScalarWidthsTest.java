package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The small class runs only the windows of its widest scalar: MSMs whose scalars are below 2^bits
 * (half of them given as r - k, the small negatives) against the known-log oracle
 * (sum s_i log_i) G, at widths around window and limb boundaries, on the auto plan and on window
 * widths above and below the scalars' width; and the classification's width itself.
 */
class SmallScalarWidthsTest {
    private static final int N = 700;

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 7, 8, 9, 12, 13, 14, 16, 31, 32, 33, 63, 64})
    void smallScalarsOfEveryWidth(int bits) {
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BLS12_381_G1, MsmGroup.BN254_G1}) {
            MsmInstances.Points p = MsmInstances.points(g, N, 3 + bits);
            Random rnd = new Random(bits);
            BigInteger r = g.order();
            byte[] scalars = new byte[32 * N];
            for (int i = 0; i < N; i++) {
                BigInteger k = new BigInteger(bits, rnd);
                if (i % 3 == 0) {
                    k = BigInteger.ONE.shiftLeft(bits - 1).or(k); // the full width occurs
                }
                if (i % 2 == 1 && k.signum() != 0) {
                    k = r.subtract(k);
                }
                byte[] raw = k.toByteArray();
                int len = Math.min(raw.length, 32);
                System.arraycopy(raw, raw.length - len, scalars, 32 * i + 32 - len, len);
            }
            long[] want = MsmInstances.expected(p, scalars, N);
            for (int c : new int[] {0, Math.min(WindowPlan.MAX_C, Math.max(2, bits - 1)), Math.min(WindowPlan.MAX_C, bits + 1)}) {
                MsmOptions o = MsmOptions.defaults().withThreads(1).withWindowBits(c);
                assertArrayEquals(want, Msm.compute(g, p.data(), scalars, o), g + " " + bits + "-bit scalars, c = " + c);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 5, 17, 40, 64})
    void classificationMeasuresTheWidestSmallScalar(int bits) {
        MsmGroup g = MsmGroup.BLS12_381_G1;
        int n = 50;
        long[] points = MsmInstances.points(g, n, 9).data();
        long[] k = new long[4 * n];
        long[] r = g.orderLimbs();
        for (int i = 0; i < n; i++) {
            k[4 * i] = 2 + (i % 2); // narrow ones: 2 and 3
        }
        // the widest: r - 2^(bits - 1) as a small negative, which classifies as 2^(bits - 1)
        BigInteger wide = g.order().subtract(BigInteger.ONE.shiftLeft(bits - 1));
        for (int j = 0; j < 4; j++) {
            k[4 * 7 + j] = wide.shiftRight(64 * j).longValue();
        }
        ScalarClasses cls = ScalarClasses.classify(points, g.pointLongs(), k, n, r, 1);
        assertEquals(n, cls.smallCount);
        assertEquals(Math.max(bits, 2), cls.smallBits);
    }
}
