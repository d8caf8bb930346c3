package dev.pippin.msm;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.lanes.kernel.LaneKernel;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Pippenger's task layout (whole windows, then the last round of windows and the remainder split
 * into one part per thread, by bucket range where the model says so, else by point range) and the
 * bucket-range window sums against the whole window.
 */
class PippengerChunksTest {

    /** Work per thread when tasks are dealt round-robin in order, in units of one window. */
    static double[] perThread(Pippenger.Tasks t, int threads) {
        double[] load = new double[threads];
        for (int i = 0; i < t.count(); i++) {
            load[i % threads] += 1.0 / t.parts()[i];
        }
        return load;
    }

    /**
     * When the last task ends if each task goes to the thread free first (the lowest-numbered on a
     * tie), thread j taking perWindow[j] per whole window and that share of it per part.
     */
    static double makespan(Pippenger.Tasks t, double[] perWindow) {
        double[] free = new double[perWindow.length];
        for (int i = 0; i < t.count(); i++) {
            int j = 0;
            for (int k = 1; k < free.length; k++) {
                if (free[k] < free[j]) {
                    j = k;
                }
            }
            free[j] += perWindow[j] / t.parts()[i];
        }
        double end = 0;
        for (double f : free) {
            end = Math.max(end, f);
        }
        return end;
    }

    /** The default batch capacity at window width c. */
    static int batch(int c) {
        return WindowPlan.of(c, 254, -1).batch();
    }

    /** Every window's digits spread evenly over its 2^(c-1) buckets. */
    static java.util.function.IntFunction<int[]> uniform(int c) {
        return w -> {
            int[] h = new int[1 << (c - 1)];
            java.util.Arrays.fill(h, 3);
            return h;
        };
    }

    @Test
    void fiveWindowsOnTwoThreadsSplitTheLastThree() {
        // bn254 G2 at 2^16 with GLS: 2^18 parts, c = 13, 5 windows; 2 whole, the round before
        // the remainder (windows 2, 3) in point halves (64 points per bucket: the model's bucket
        // halves 131 072 * (6 + 85/256) + 2 048 * 12 + 262 144 * 0.5 = 985K against point
        // halves 131 072 * (6 + 85/512) + 4 096 * 12 = 857K), the remainder's window in bucket
        // halves (uniform(13): 3 points a bucket); the histogram is asked for that window alone.
        int count = 1 << 18, first = Pippenger.Tasks.firstWindowWithHistogram(5, 2, count, 13, batch(13));
        assertEquals(4, first);
        java.util.Set<Integer> asked = new java.util.TreeSet<>();
        Pippenger.Tasks t = Pippenger.Tasks.of(5, 2, 13, batch(13), w -> {
            asked.add(w);
            return w >= first ? uniform(13).apply(w) : null;
        });
        assertEquals(java.util.Set.of(2, 3, 4), asked);
        assertArrayEquals(new int[] {0, 1, 2, 2, 3, 3, 4, 4}, t.window());
        assertArrayEquals(new int[] {0, 0, 0, 1, 0, 1, 0, 1}, t.part());
        assertArrayEquals(new int[] {1, 1, 2, 2, 2, 2, 2, 2}, t.parts());
        assertArrayEquals(new boolean[] {false, false, false, false, false, false, true, true}, t.byBuckets());
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0, 0, 2048}, t.bucketFrom());
        assertArrayEquals(new int[] {4096, 4096, 4096, 4096, 4096, 4096, 2048, 4096}, t.bucketTo());
        assertArrayEquals(new double[] {2.5, 2.5}, perThread(t, 2));
    }

    @Test
    void theLastRoundIsSharedSoThatAFasterThreadTakesMore() {
        assertEquals(0, Pippenger.Tasks.sharedWindows(11, 1));
        assertEquals(2, Pippenger.Tasks.sharedWindows(10, 2)); // 8 whole, 2 in halves
        assertEquals(3, Pippenger.Tasks.sharedWindows(11, 2));
        assertEquals(5, Pippenger.Tasks.sharedWindows(11, 3));
        assertEquals(4, Pippenger.Tasks.sharedWindows(4, 4));
        assertEquals(3, Pippenger.Tasks.sharedWindows(3, 4)); // fewer windows than threads: all
        // 10 equal windows on 2 threads, one thread taking 1.15 times the other's time per
        // window (the probe's 98 against 113 ms), tasks taken from the queue by whichever thread
        // is free first. Whole windows: 5 each, ends at 5 and 5 * 1.15 = 5.75. With the last two
        // in halves: 4 whole each (4 and 4.6), then halves at 4 -> 4.5, 4.5 -> 5, 4.6 -> 5.175 and
        // 5 -> 5.5: the faster thread takes 3 of the 4, and the run ends at 5.5.
        double[] perWindow = {1.0, 1.15};
        Pippenger.Tasks t = Pippenger.Tasks.of(10, 2, 13, batch(13), uniform(13));
        assertEquals(12, t.count());
        assertEquals(5.5, makespan(t, perWindow), 1e-9);
        int[] w = new int[10], zero = new int[10], one = new int[10], top = new int[10];
        for (int i = 0; i < 10; i++) {
            w[i] = i;
            one[i] = 1;
            top[i] = 4096;
        }
        assertEquals(5.75, makespan(new Pippenger.Tasks(w, zero, one, new boolean[10], zero, top), perWindow), 1e-9);
    }

    /**
     * The model's choice between bucket and point halves (values worked by hand from
     * WindowPlan.pointCostForBatch: 6M + 85M / batch per point, 12M per reduced bucket, and in a
     * bucket part 0.5M per digit of the window scanned).
     */
    @Test
    void fewFilledBucketsSplitByPointsAndFullWindowsByBuckets() {
        // a full c = 12 window, 4 points in each of 2048 buckets, batch 256: bucket halves
        // 4 096 * (6 + 85/128) + 1 024 * 12 + 8 192 * 0.5 = 43.7K against point halves
        // 4 096 * (6 + 85/256) + 2 048 * 12 = 50.5K
        int[] full = new int[2048];
        java.util.Arrays.fill(full, 4);
        assertTrue(Pippenger.Tasks.bucketSplitPays(full, new int[] {0, 1024, 2048}, 256));
        // with 16 points a bucket the additions outweigh the reduction: bucket halves
        // 16 384 * (6 + 85/128) + 1 024 * 12 + 32 768 * 0.5 = 137.8K against 16 384 * (6 + 85/256)
        // + 2 048 * 12 = 128.3K
        int[] crowded = new int[2048];
        java.util.Arrays.fill(crowded, 16);
        assertFalse(Pippenger.Tasks.bucketSplitPays(crowded, new int[] {0, 1024, 2048}, 256));
        // the top window of 126-bit GLV parts at c = 12: 64 filled buckets. Bucket halves leave
        // 32 buckets a part, so batches of 32: 16 384 * (6 + 85/32) + 32 * 12 + 16.4K = 158.7K,
        // against point halves with all 64: 16 384 * (6 + 85/64) + 64 * 12 = 120.9K
        int[] top = new int[2048];
        java.util.Arrays.fill(top, 0, 64, 512);
        int[] cuts = Pippenger.Tasks.bucketCuts(top, 2, WindowPlan.pointCost(12), WindowPlan.BUCKET_REDUCE_COST);
        assertArrayEquals(new int[] {0, 32, 2048}, cuts);
        assertFalse(Pippenger.Tasks.bucketSplitPays(top, cuts, 256));
        // plain XYZZ buckets (batch 0) cost the same per point either way, so the reduction and
        // the scan decide: over 64 buckets bucket halves save 32 reductions (0.4K) and scan
        // 16.4K more digits; over the full window of 4 a bucket they save 1 024 (12.3K) for 4.1K
        assertFalse(Pippenger.Tasks.bucketSplitPays(top, cuts, 0));
        assertTrue(Pippenger.Tasks.bucketSplitPays(full, new int[] {0, 1024, 2048}, 0));
        // in a layout: 11 windows on 2 threads, 8 whole, windows 8 and 9 in point halves (the
        // round before the remainder, given no histogram), the last (the top one) in point
        // halves by the model
        Pippenger.Tasks t = Pippenger.Tasks.of(11, 2, 12, 256, w -> w == 10 ? top : null);
        assertEquals(14, t.count());
        assertArrayEquals(new boolean[] {false, false, false, false, false, false}, java.util.Arrays.copyOfRange(t.byBuckets(), 8, 14));
        assertArrayEquals(new int[] {8, 8, 9, 9, 10, 10}, java.util.Arrays.copyOfRange(t.window(), 8, 14));
        assertArrayEquals(new int[] {0, 1}, java.util.Arrays.copyOfRange(t.part(), 12, 14));
        assertArrayEquals(new int[] {2048, 2048}, java.util.Arrays.copyOfRange(t.bucketTo(), 12, 14));
        // and a full window of 4 points a bucket in the same place in bucket halves
        Pippenger.Tasks u = Pippenger.Tasks.of(11, 2, 12, 256, w -> w == 10 ? full : null);
        assertArrayEquals(new boolean[] {false, false, false, false, true, true}, java.util.Arrays.copyOfRange(u.byBuckets(), 8, 14));
        // the round before it in bucket halves too once it has histograms of such windows, and
        // the caller gives it them where windows hold 4 points a bucket (2^13 parts at c = 12),
        // not where they hold 16 (2^15 parts) or 128 (2^19 parts at c = 13)
        Pippenger.Tasks v = Pippenger.Tasks.of(11, 2, 12, 256, w -> w >= 8 ? full : null);
        assertArrayEquals(new boolean[] {true, true, true, true, true, true}, java.util.Arrays.copyOfRange(v.byBuckets(), 8, 14));
        assertEquals(8, Pippenger.Tasks.firstWindowWithHistogram(11, 2, 1 << 13, 12, 256));
        assertEquals(10, Pippenger.Tasks.firstWindowWithHistogram(11, 2, 1 << 15, 12, 256));
        assertEquals(10, Pippenger.Tasks.firstWindowWithHistogram(11, 2, 1 << 19, 13, 512));
        assertEquals(8, Pippenger.Tasks.firstWindowWithHistogram(10, 2, 1 << 13, 12, 256)); // no remainder: the last round
        assertEquals(10, Pippenger.Tasks.firstWindowWithHistogram(10, 2, 1 << 19, 13, 512));
        assertEquals(11, Pippenger.Tasks.firstWindowWithHistogram(11, 1, 1 << 13, 12, 256)); // one thread: none
    }

    /** A point of the window costs a bucket part its digit's scan, which decides for many points per bucket. */
    @Test
    void scanningEveryDigitTipsCrowdedWindowsToPointHalves() {
        // c = 13, 128 points in each of 4096 buckets, batch 512: bucket halves 262 144 * (6 + 85/256)
        // + 2 048 * 12 + 524 288 * 0.5 = 1 946K against point halves 262 144 * (6 + 85/512) + 4 096 * 12 = 1 666K
        int[] crowded = new int[4096];
        java.util.Arrays.fill(crowded, 128);
        assertFalse(Pippenger.Tasks.bucketSplitPays(crowded, new int[] {0, 2048, 4096}, 512));
    }

    @Test
    void cutsFollowThePoints() {
        // a top window whose digits reach 4 buckets (GLS parts below 2^54 at c = 13): the cut
        // lands in the middle of the four, not of the 4096
        int[] top = new int[4096];
        top[0] = 10; top[1] = 10; top[2] = 10; top[3] = 10;
        assertArrayEquals(new int[] {0, 2, 4096}, Pippenger.Tasks.bucketCuts(top, 2, 1, 0));
        // digits thinning towards the top (parts bounded below 2^64): the cut nearest the middle,
        // 40 | 60 rather than 70 | 30
        int[] skewed = {40, 30, 20, 10, 0, 0, 0, 0};
        assertArrayEquals(new int[] {0, 1, 8}, Pippenger.Tasks.bucketCuts(skewed, 2, 1, 0));
        // a bucket heavy enough to span two boundaries of three: cuts on both of its sides
        int[] heavy = {10, 10, 60, 10, 10};
        assertNull(Pippenger.Tasks.bucketCuts(heavy, 3, 1, 0)); // the middle part holds 60 of 100
        int[] spread = {30, 5, 30, 5, 30};
        assertArrayEquals(new int[] {0, 2, 3, 5}, Pippenger.Tasks.bucketCuts(spread, 3, 1, 0)); // 35 | 30 | 35
        // three parts of a uniform window
        int[] flat = new int[4096];
        java.util.Arrays.fill(flat, 1);
        assertArrayEquals(new int[] {0, 1365, 2731, 4096}, Pippenger.Tasks.bucketCuts(flat, 3, 1, 0)); // 1365 | 1366 | 1365
    }

    /**
     * With the reduction counted, a window whose points crowd the low buckets but whose highest
     * filled bucket is far up (GLS parts thinning towards 2^64) is cut above its point median: the
     * upper part reduces many sparse buckets.
     */
    @Test
    void cutsCountTheReduction() {
        int[] h = new int[4096];
        for (int b = 0; b < 1024; b++) {
            h[b] = 60;
        }
        h[4095] = 1;
        // points alone: the median of 61 441 points lies at bucket 512
        assertArrayEquals(new int[] {0, 512, 4096}, Pippenger.Tasks.bucketCuts(h, 2, 1, 0));
        // 6 per point and 24 per bucket up to 4095: total 61 441 * 6 + 4096 * 24 = 466 950, half
        // at 233 475; buckets below 1024 cost 384 each: 233 475 / 384 = 608.0
        assertArrayEquals(new int[] {0, 608, 4096}, Pippenger.Tasks.bucketCuts(h, 2, 6, 24));
    }

    @Test
    void crowdedOrEmptyWindowsAreSplitByPoints() {
        int[] one = new int[4096];
        one[7] = 1000; // every point on one bucket (equal scalars)
        assertNull(Pippenger.Tasks.bucketCuts(one, 2, 6, 24));
        int[] two = new int[4096];
        two[7] = 700;
        two[9] = 300; // best cut 700 / 300: 40 % over an even share
        assertNull(Pippenger.Tasks.bucketCuts(two, 2, 6, 24));
        assertNull(Pippenger.Tasks.bucketCuts(new int[4096], 2, 6, 24)); // only zero digits
        Pippenger.Tasks t = Pippenger.Tasks.of(3, 2, 13, batch(13), w -> one);
        assertArrayEquals(new boolean[] {false, false, false, false, false, false}, t.byBuckets());
        assertArrayEquals(new int[] {0, 1, 0, 1, 0, 1}, t.part());
        assertArrayEquals(new int[] {4096, 4096, 4096, 4096, 4096, 4096}, t.bucketTo());
    }

    @Test
    void histogramCountsNonZeroDigitsByBucket() {
        // scalar 5 + 3 * 2^4 at c = 4: window 0 digit 5 (raw 5, no carry) -> bucket 4; window 1
        // digit 3 -> bucket 2; scalar 2^4 - 1 = 15: window 0 digit -1 (raw 15 - 16) -> bucket 0,
        // window 1 digit 1 (the carry) -> bucket 0
        long[] k = {5 + 3 * 16, 0, 0, 0, 15, 0, 0, 0};
        ScalarView v = new ScalarView(k, ScalarView.LIMBS, null);
        assertArrayEquals(new int[] {1, 0, 0, 0, 1, 0, 0, 0}, Pippenger.histogram(v, null, 2, 0, 4));
        assertArrayEquals(new int[] {1, 0, 1, 0, 0, 0, 0, 0}, Pippenger.histogram(v, null, 2, 1, 4));
        assertArrayEquals(new int[] {0, 0, 1, 0, 0, 0, 0, 0}, Pippenger.histogram(v, new int[] {0}, 1, 1, 4));
    }

    @Test
    void evenCountsSplitOnlyTheLastRoundAndOneThreadNeverSplits() {
        assertEquals(12, Pippenger.Tasks.of(10, 2, 13, batch(13), uniform(13)).count());
        assertArrayEquals(new int[] {1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2}, Pippenger.Tasks.of(10, 2, 13, batch(13), uniform(13)).parts());
        assertArrayEquals(new double[] {5, 5}, perThread(Pippenger.Tasks.of(10, 2, 13, batch(13), uniform(13)), 2));
        assertEquals(11, Pippenger.Tasks.of(11, 1, 13, batch(13), uniform(13)).count());
    }

    /** Large windows end the queue in quarters on 2 threads: the threads end within a quarter window. */
    @Test
    void largeWindowsEndInFinerParts() {
        // 2^19 GLV points at c = 13, batch 512: a quarter window's additions 131 072 * (6 + 85/512)
        // = 808K against its reduction 4 096 * 12 = 49K, above 8 times; 2^17 points: 202K, below
        assertEquals(4, Pippenger.Tasks.tailParts(2, 1 << 19, 13, 512));
        assertEquals(2, Pippenger.Tasks.tailParts(2, 1 << 17, 13, 512));
        assertEquals(1, Pippenger.Tasks.tailParts(1, 1 << 19, 13, 512));
        // 10 windows on 2 threads: 8 whole, the last two in quarters; 11 windows: 8 whole, window 8
        // (the round before the remainder) in halves, windows 9 and 10 in quarters
        Pippenger.Tasks t = Pippenger.Tasks.of(10, 2, 13, batch(13), w -> null, 4, 4096);
        assertEquals(16, t.count());
        assertArrayEquals(new int[] {1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4, 4, 4}, t.parts());
        assertArrayEquals(new int[] {0, 1, 2, 3, 0, 1, 2, 3}, java.util.Arrays.copyOfRange(t.part(), 8, 16));
        assertArrayEquals(new double[] {5, 5}, perThread(t, 2));
        Pippenger.Tasks u = Pippenger.Tasks.of(11, 2, 13, batch(13), w -> null, 4, 4096);
        assertArrayEquals(new int[] {1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4}, u.parts());
        // one thread 15 % slower per window: halves end the run at 5.5 windows (see above); in
        // quarters the faster thread, free at 4, takes three (to 4.75), the slower one, free at
        // 4.6, one (to 4.8875), then they alternate: 5.0, 5.175, 5.25, and 5.4625 at the end
        assertEquals(5.4625, makespan(t, new double[] {1.0, 1.15}), 1e-9);
        // bucket cuts into quarters where the histogram says so
        Pippenger.Tasks v = Pippenger.Tasks.of(10, 2, 13, batch(13), uniform(13), 4, 4096);
        assertArrayEquals(new int[] {0, 1024, 2048, 3072}, java.util.Arrays.copyOfRange(v.bucketFrom(), 12, 16));
    }

    /** The top window's bucket ranges stop where its digits do, 2^(bits mod c) buckets up. */
    @Test
    void theTopWindowEndsWhereItsDigitsDo() {
        assertEquals(512, Pippenger.Tasks.topBuckets(126, 13)); // bn254 GLV parts at c = 13
        assertEquals(64, Pippenger.Tasks.topBuckets(126, 12));
        assertEquals(1, Pippenger.Tasks.topBuckets(130, 13)); // bits a multiple of c: the carry alone
        assertEquals(4096, Pippenger.Tasks.topBuckets(64, 13)); // 12 bits left: every bucket
        // 10 windows on 2 threads, the last two in bucket halves of uniform(13): the top window's
        // halves [0, 2048) and [2048, 4096) become [0, 512) and an empty [512, 512)
        Pippenger.Tasks t = Pippenger.Tasks.of(10, 2, 13, batch(13), uniform(13), 2, 512);
        assertArrayEquals(new int[] {0, 2048, 0, 512}, java.util.Arrays.copyOfRange(t.bucketFrom(), 8, 12));
        assertArrayEquals(new int[] {2048, 4096, 512, 512}, java.util.Arrays.copyOfRange(t.bucketTo(), 8, 12));
        assertEquals(4096, t.bucketTo()[7]);
    }

    @Test
    void fewerWindowsThanThreadsAreAllSplit() {
        // 3 windows on 4 threads: 12 quarter-window tasks, 3 per thread.
        Pippenger.Tasks t = Pippenger.Tasks.of(3, 4, 16, batch(16), uniform(16));
        assertEquals(12, t.count());
        assertArrayEquals(new double[] {0.75, 0.75, 0.75, 0.75}, perThread(t, 4));
        // 11 windows on 3 threads: 9 whole, 2 split in thirds: 11/3 each.
        double[] load = perThread(Pippenger.Tasks.of(11, 3, 12, batch(12), uniform(12)), 3);
        for (double l : load) {
            assertEquals(11.0 / 3, l, 1e-12);
        }
    }

    /**
     * Bucket-range window sums add up to the whole window's sum (the plain path), with range
     * boundaries at 0, 1, odd places and the top, batch-affine on and off, for every group; the
     * scalars include repeats so that side buckets and queued points sit on both sides of a cut.
     */
    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void bucketRangesSumToTheWholeWindow(MsmGroup g) {
        Random rnd = new Random(77 + g.ordinal());
        int n = 600, c = 9, buckets = 1 << (c - 1);
        long[] pts = MsmInstances.points(g, n, 5).data();
        long[] k = new long[n * ScalarView.LIMBS];
        for (int i = 0; i < k.length; i++) {
            k[i] = i % 7 == 3 ? k[i - 3] : rnd.nextLong();
        }
        for (int i = 0; i < n; i++) {
            k[i * ScalarView.LIMBS + 3] >>>= 8; // below 2^248, every window in range
        }
        ScalarView view = new ScalarView(k, ScalarView.LIMBS, null);
        WindowAccumulator combiner = g.accumulator(1, 0, LaneKernel.OFF);
        int xyzz = combiner.resultLongs();
        for (int[] bk : new int[][] {{0, LaneKernel.OFF}, {32, LaneKernel.OFF}, {32, LaneKernel.PREFERRED}, {32, LaneKernel.SPECIES_256}}) {
            if (!(VectorModule.PRESENT || bk[1] == LaneKernel.OFF)) {
                continue;                                   // no lane kernels in this JVM
            }
            int batch = bk[0];
            WindowAccumulator a = g.accumulator(buckets, batch, bk[1]);
            for (int window : new int[] {0, 5, 27}) {
                long[] whole = new long[xyzz];
                a.windowSum(pts, view, null, 0, n, window, c, 0, buckets, whole, 0);
                for (int[] cuts : new int[][] {{0, buckets}, {1, buckets}, {0, 77, buckets}, {0, 1, 100, 255, buckets}, {0, 128, 200, buckets}}) {
                    long[] sum = new long[xyzz];
                    long[] part = new long[xyzz];
                    for (int j = 0; j + 1 < cuts.length; j++) {
                        a.windowSum(pts, view, null, 0, n, window, c, cuts[j], cuts[j + 1], part, 0);
                        combiner.add(sum, 0, part, 0);
                    }
                    if (cuts[0] == 1) { // the range [0, 1) alone, then added
                        a.windowSum(pts, view, null, 0, n, window, c, 0, 1, part, 0);
                        combiner.add(sum, 0, part, 0);
                    }
                    long[] want = new long[g.pointLongs()], got = new long[g.pointLongs()];
                    combiner.toAffine(whole, 0, want, 0);
                    combiner.toAffine(sum, 0, got, 0);
                    g.canonicalize(want);
                    g.canonicalize(got);
                    assertArrayEquals(want, got, g + " batch=" + batch + " window=" + window + " cuts=" + java.util.Arrays.toString(cuts));
                }
            }
        }
    }
}
