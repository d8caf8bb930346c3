package dev.pippin.msm;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.lanes.kernel.LaneKernel;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The lockstep reduction of a window's buckets (batch-affine running sums over segments, taken
 * when a window fills enough buckets) against the XYZZ running sums of a plain accumulator (batch
 * size 0, which never takes it), on windows built to reach every way out of the lockstep: equal
 * buckets (a running sum meets its next bucket: a doubling), buckets of alternating sign (a
 * cancellation, so a running sum at infinity), side buckets, a weighted sum meeting its running
 * sum, bucket ranges that start above 0 or end inside a segment, and a window too sparse for the
 * lockstep; and narrow ranges from bucket 0, whose points spread over copies of their buckets
 * that are folded before the reduction; with the scalar flush and both lane species.
 */
class LockstepReductionTest {
    static final int C = 12, BUCKETS = 1 << (C - 1);

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void lockstepEqualsTheRunningSums(MsmGroup g) {
        Random rnd = new Random(1234 + g.ordinal());
        long[] distinct = MsmInstances.points(g, BUCKETS + 512, 9).data();
        int pl = g.pointLongs();
        long[] same = new long[distinct.length];
        for (int i = 0; i < same.length / pl; i++) {
            System.arraycopy(distinct, 0, same, i * pl, pl);
        }
        check(g, "one point per bucket", distinct, oneDigitPerBucket(BUCKETS, i -> false), rnd);
        check(g, "every bucket the same point", same, oneDigitPerBucket(BUCKETS, i -> false), rnd);
        check(g, "the same point with alternating signs", same, oneDigitPerBucket(BUCKETS, i -> (i & 1) == 1), rnd);
        check(g, "signs alternating in pairs", same, oneDigitPerBucket(BUCKETS, i -> (i & 2) == 2), rnd);
        // every other bucket the same point: a weighted sum P meets its running sum P across the gap
        long[] gaps = new long[BUCKETS / 2 * ScalarView.LIMBS];
        for (int i = 0; i < BUCKETS / 2; i++) {
            gaps[i * ScalarView.LIMBS] = 2 * i + 1;
        }
        check(g, "every other bucket the same point", same, gaps, rnd);
        // 512 more points on buckets that already hold one: the same point twice is a doubling,
        // which the window's batches leave to side buckets
        long[] k = new long[(BUCKETS + 512) * ScalarView.LIMBS];
        for (int i = 0; i < BUCKETS + 512; i++) {
            k[i * ScalarView.LIMBS] = i < BUCKETS ? i + 1 : 1 + rnd.nextInt(BUCKETS);
        }
        check(g, "side buckets", same, k, rnd);
        check(g, "side buckets, distinct points", distinct, k, rnd);
        long[] random = new long[(BUCKETS + 512) * ScalarView.LIMBS];
        for (int i = 0; i < random.length; i++) {
            random[i] = rnd.nextLong() >>> 8;
        }
        check(g, "uniform digits", distinct, random, rnd);
        // sparse windows: about 520 filled buckets of 2048 (a lockstep of about 65 segments) and
        // about 150 (too few for the lockstep's 32 segments of 8)
        for (int n : new int[] {600, 150}) {
            long[] sparse = new long[n * ScalarView.LIMBS];
            for (int i = 0; i < n; i++) {
                sparse[i * ScalarView.LIMBS] = 1 + rnd.nextInt(BUCKETS);
            }
            check(g, n + " points on random buckets", distinct, sparse, rnd);
        }
    }

    /** Scalar i has window-0 digit +-(i + 1): bucket i, negated where neg says. */
    static long[] oneDigitPerBucket(int n, java.util.function.IntPredicate neg) {
        long[] k = new long[n * ScalarView.LIMBS];
        for (int i = 0; i < n; i++) {
            // 2^C - (i + 1) recodes to the digit -(i + 1) and a carry into window 1
            k[i * ScalarView.LIMBS] = neg.test(i) ? (1L << C) - (i + 1) : i + 1;
        }
        return k;
    }

    static void check(MsmGroup g, String what, long[] points, long[] k, Random rnd) {
        int n = k.length / ScalarView.LIMBS;
        ScalarView view = new ScalarView(k, ScalarView.LIMBS, null);
        WindowAccumulator plain = g.accumulator(BUCKETS, 0, LaneKernel.OFF);
        int xyzz = plain.resultLongs();
        int cut = 1 + rnd.nextInt(BUCKETS - 2);
        // ranges from 0 at most half the buckets wide take copies of their buckets (slots): 32 for
        // 64 buckets, 2 for 1 000
        int[][] ranges = {{0, BUCKETS}, {0, cut}, {cut, BUCKETS}, {1, BUCKETS}, {BUCKETS / 2 + 3, BUCKETS - 5},
                {0, 64}, {0, 1000}, {0, 1}, {0, 5}};
        for (int[] r : ranges) {
            long[] expected = affine(plain, sum(plain, points, view, n, r), g);
            for (int lanes : new int[] {LaneKernel.OFF, LaneKernel.PREFERRED, LaneKernel.SPECIES_256}) {
                if (!(VectorModule.PRESENT || lanes == LaneKernel.OFF)) {
                    continue;                               // no lane kernels in this JVM
                }
                WindowAccumulator a = g.accumulator(BUCKETS, 256, lanes);
                long[] got = affine(plain, sum(a, points, view, n, r), g);
                assertArrayEquals(expected, got, g + " " + what + ", buckets [" + r[0] + ", " + r[1] + "), lanes " + lanes);
            }
        }
    }

    static long[] sum(WindowAccumulator a, long[] points, ScalarView view, int n, int[] range) {
        long[] out = new long[a.resultLongs()];
        a.windowSum(points, view, null, 0, n, 0, C, range[0], range[1], out, 0);
        return out;
    }

    static long[] affine(WindowAccumulator combiner, long[] xyzz, MsmGroup g) {
        long[] out = new long[g.pointLongs()];
        combiner.toAffine(xyzz, 0, out, 0);
        g.canonicalize(out);
        return out;
    }
}
