package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The scalar conversion and classification split over threads: every thread count gives the
 * classes a BigInteger reading of the scalars says, in index order, and the MSM over them the
 * sum the known discrete logs give.
 */
class ScalarPassesTest {
    /** Odd, above the parallel threshold, so that the ranges are uneven. */
    static final int N = ScalarInputs.PARALLEL_MIN_SCALARS + 3;

    /** Scalars of every class: zero, one, small, r - small (small negatives), r - 1, uniform. */
    static BigInteger[] mixedScalars(BigInteger r, int n, long seed) {
        Random rnd = new Random(seed);
        BigInteger[] k = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            k[i] = switch (rnd.nextInt(6)) {
                case 0 -> BigInteger.ZERO;
                case 1 -> BigInteger.ONE;
                case 2 -> new BigInteger(64, rnd);
                case 3 -> r.subtract(new BigInteger(64, rnd).add(BigInteger.TWO));
                case 4 -> r.subtract(BigInteger.ONE);
                default -> new BigInteger(r.bitLength() + 64, rnd).mod(r);
            };
        }
        return k;
    }

    static byte[] bigEndian(BigInteger[] k) {
        byte[] out = new byte[32 * k.length];
        for (int i = 0; i < k.length; i++) {
            byte[] raw = k[i].toByteArray();
            int len = Math.min(raw.length, 32);
            System.arraycopy(raw, raw.length - len, out, 32 * i + 32 - len, len);
        }
        return out;
    }

    @Test
    void conversionMatchesBigIntegerOnEveryThreadCount() {
        MsmGroup g = MsmGroup.BLS12_381_G1;
        Random rnd = new Random(5);
        byte[] be = new byte[32 * N];
        rnd.nextBytes(be); // any 256-bit value, most of them above r
        for (int threads = 1; threads <= 4; threads++) {
            long[] k = ScalarInputs.fromBigEndian(be, N, g, threads);
            for (int i = 0; i < N; i++) {
                BigInteger want = new BigInteger(1, java.util.Arrays.copyOfRange(be, 32 * i, 32 * i + 32)).mod(g.order());
                assertArrayEquals(MsmInstances.limbs(want), java.util.Arrays.copyOfRange(k, 4 * i, 4 * i + 4),
                        "scalar " + i + " threads=" + threads);
            }
        }
    }

    @Test
    void classesMatchBigIntegerOnEveryThreadCount() {
        MsmGroup g = MsmGroup.BN254_G1;
        BigInteger r = g.order(), small = BigInteger.ONE.shiftLeft(ScalarClasses.SMALL_BITS);
        BigInteger[] ks = mixedScalars(r, N, 7);
        long[] points = new long[N * g.pointLongs()];
        java.util.Arrays.fill(points, 1);
        for (int i = 5; i < N; i += 97) {
            java.util.Arrays.fill(points, i * g.pointLongs(), (i + 1) * g.pointLongs(), 0); // infinity: dropped
        }
        List<Integer> ones = new ArrayList<>(), smalls = new ArrayList<>(), bigs = new ArrayList<>();
        boolean[] negated = new boolean[N];
        BigInteger[] rewritten = ks.clone();
        for (int i = 0; i < N; i++) {
            if (ks[i].signum() == 0 || (i >= 5 && (i - 5) % 97 == 0)) {
                continue;
            }
            if (ks[i].equals(BigInteger.ONE)) {
                ones.add(i);
            } else if (ks[i].compareTo(small) < 0) {
                smalls.add(i);
            } else if (r.subtract(ks[i]).compareTo(small) < 0) {
                smalls.add(i);
                negated[i] = true;
                rewritten[i] = r.subtract(ks[i]);
            } else {
                bigs.add(i);
            }
        }
        for (int threads = 1; threads <= 4; threads++) {
            long[] k = ScalarInputs.fromBigEndian(bigEndian(ks), N, g, threads);
            ScalarClasses cls = ScalarClasses.classify(points, g.pointLongs(), k, N, g.orderLimbs(), threads);
            String at = "threads=" + threads;
            assertArrayEquals(ones.stream().mapToInt(Integer::intValue).toArray(), java.util.Arrays.copyOf(cls.ones, cls.onesCount), at);
            assertArrayEquals(smalls.stream().mapToInt(Integer::intValue).toArray(), java.util.Arrays.copyOf(cls.small, cls.smallCount), at);
            assertArrayEquals(bigs.stream().mapToInt(Integer::intValue).toArray(), java.util.Arrays.copyOf(cls.big, cls.bigCount), at);
            assertArrayEquals(negated, cls.negated, at);
            for (int i = 0; i < N; i++) {
                assertArrayEquals(MsmInstances.limbs(rewritten[i]), java.util.Arrays.copyOfRange(k, 4 * i, 4 * i + 4), at + " scalar " + i);
            }
        }
    }

    @Test
    void classesWithoutSmallNegativesHaveNoSignArray() {
        MsmGroup g = MsmGroup.BN254_G1;
        long[] points = new long[N * g.pointLongs()];
        java.util.Arrays.fill(points, 1);
        long[] k = new long[4 * N];
        for (int i = 0; i < N; i++) {
            k[4 * i] = i; // 0, 1, then small
        }
        for (int threads = 1; threads <= 4; threads++) {
            ScalarClasses cls = ScalarClasses.classify(points, g.pointLongs(), k.clone(), N, g.orderLimbs(), threads);
            assertNull(cls.negated);
            assertEquals(1, cls.onesCount);
            assertEquals(N - 2, cls.smallCount);
            assertEquals(0, cls.bigCount);
        }
    }

    @Test
    void msmOverEveryClassMatchesTheKnownLogsOnEveryThreadCount() {
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BN254_G1, MsmGroup.BLS12_381_G1}) {
            MsmInstances.Points p = MsmInstances.points(g, N, 3);
            byte[] scalars = bigEndian(mixedScalars(g.order(), N, 11));
            long[] want = MsmInstances.expected(p, scalars, N);
            for (int threads = 1; threads <= 4; threads++) {
                long[] got = Msm.compute(g, p.data(), scalars, MsmOptions.defaults().withThreads(threads));
                assertArrayEquals(want, got, g + " threads=" + threads);
            }
        }
    }
}
