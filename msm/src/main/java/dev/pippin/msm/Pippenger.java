package dev.pippin.msm;

import dev.pippin.lanes.kernel.LaneKernel;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bucket method over one scalar class: windows (and, when the windows do not divide evenly
 * among the threads, parts of windows) become tasks; each worker owns one accumulator; the window
 * sums are then combined by Horner's rule, c doublings per window. Group addition is exact, so
 * the result is the same point for any thread count, window width or batch size.
 */
final class Pippenger {
    private Pippenger() {}

    /** Below this many points a second thread costs more than it saves (thread start ~50 us). */
    static final int PARALLEL_MIN_POINTS = 1 << 10;

    /** Adds sum_k scalar_k * P_k over the class into acc (XYZZ). */
    static void run(MsmGroup group, long[] points, ScalarView scalars, int[] index, int count, int bits,
                     MsmOptions options, WindowAccumulator combiner, long[] acc, AtomicLong done, long total) {
        if (count == 0) {
            return;
        }
        WindowPlan plan = plan(count, bits, options);
        final int c = plan.c(), windows = plan.windows();
        final int threads = count < PARALLEL_MIN_POINTS ? 1 : options.threads();
        final Tasks tasks = tasks(scalars, index, count, bits, plan, threads);
        final int xyzz = combiner.resultLongs();
        final long[] sums = new long[tasks.count() * xyzz];
        final AtomicInteger next = new AtomicInteger();
        final int laneKernel = LaneKernel.resolve(options.lanes());
        Runnable worker = () -> {
            WindowAccumulator a = group.accumulator(1 << (c - 1), plan.batch(), laneKernel);
            int t;
            while ((t = next.getAndIncrement()) < tasks.count()) {
                int share = tasks.run(t, a, points, scalars, index, count, c, sums, t * xyzz);
                if (options.progress() != null) {
                    options.progress().progress(done.addAndGet(share), total);
                }
            }
        };
        Workers.run(worker, threads);
        // Horner: acc += sum_w 2^(w c) * S_w, from the top window down.
        long[] h = new long[xyzz];
        for (int w = windows - 1; w >= 0; w--) {
            if (w != windows - 1) {
                for (int d = 0; d < c; d++) {
                    combiner.doubleInPlace(h, 0);
                }
            }
            for (int t = 0; t < tasks.count(); t++) {
                if (tasks.window[t] == w) {
                    combiner.add(h, 0, sums, t * xyzz);
                }
            }
        }
        combiner.add(acc, 0, h, 0);
    }

    /**
     * The task layout of a bucket run over count points of at most {@code bits} bits on this many
     * threads: the histograms of the windows that may split by buckets (one scan of the scalars
     * each; {@link Tasks#of} cuts those windows where the model says so), computed on the threads,
     * one window a thread.
     */
    static Tasks tasks(ScalarView scalars, int[] index, int count, int bits, WindowPlan plan, int threads) {
        final int c = plan.c(), windows = plan.windows();
        final int firstCut = Tasks.firstWindowWithHistogram(windows, threads, count, c, plan.batch());
        final int[][] histograms = new int[windows][];
        Workers.forRanges(windows - firstCut, threads, (from, to) -> {
            for (int w = firstCut + from; w < firstCut + to; w++) {
                histograms[w] = histogram(scalars, index, count, w, c);
            }
        });
        return Tasks.of(windows, threads, c, plan.batch(), w -> histograms[w],
                Tasks.tailParts(threads, count, c, plan.batch()), Tasks.topBuckets(bits, c));
    }

    /**
     * The work of one bucket run as tasks: task t sums window[t] over the part[t]-th of parts[t]
     * shares of it. Windows cost alike (every point is added once per window), so with
     * W = q threads + r windows, the last threads + r windows (all W when there are fewer) are
     * split into one part per thread and the others run whole ({@link #sharedWindows}): every
     * thread then gets q - 1 whole windows and threads + r parts, and a thread that runs faster
     * than the others takes more of the parts. A part is
     * a bucket range [bucketFrom, bucketTo) holding an equal share of the window's points (found
     * from the window's digit histogram, one pass over the scalars): each part scans every point
     * but adds and reduces only its own buckets, so splitting costs no extra reduction. Where the
     * digits crowd into too few buckets for an even cut, or a bucket range would hold too few
     * buckets to fill its batches ({@link #bucketSplitPays}), the part is a point range instead
     * (byBuckets false), each part reducing all buckets. Whole windows come first, so the dynamic
     * queue hands out the parts last. Measured (bn254 G2, 2^16 GLS points, c = 13, one thread, a
     * full window): whole 56.3 ms, bucket halves 29.4 + 29.7 ms, point halves 32.6 + 32.8 ms.
     */
    record Tasks(int[] window, int[] part, int[] parts, boolean[] byBuckets, int[] bucketFrom, int[] bucketTo) {
        /**
         * A bucket-range split is used when its heaviest part holds at most this much more than an
         * even share of the window's points; otherwise (digits crowded into a few buckets, as with
         * repeated scalars) the window is split by point range.
         */
        static final double MAX_PART_EXCESS = 1.2;

        int count() {
            return window.length;
        }

        /**
         * @param batch     the plan's batch capacity (0: plain XYZZ buckets)
         * @param histogram points per bucket (index |digit| - 1) of a window, asked for the windows
         *                  that are split only; null for a window that splits by points without
         *                  a look at its digits
         */
        static Tasks of(int windows, int threads, int c, int batch, java.util.function.IntFunction<int[]> histogram) {
            return of(windows, threads, c, batch, histogram, threads, 1 << (c - 1));
        }

        /**
         * As {@link #of(int, int, int, int, java.util.function.IntFunction)}, with the last
         * min(threads, shared) windows in {@code tailParts} parts each (threads, or a multiple of
         * it from {@link #tailParts}) rather than one per thread, and the top window's bucket
         * ranges ending at {@code topBuckets} ({@link #topBuckets}).
         */
        static Tasks of(int windows, int threads, int c, int batch, java.util.function.IntFunction<int[]> histogram,
                        int tailParts, int topBuckets) {
            int whole = windows - sharedWindows(windows, threads);
            int fineFrom = Math.max(whole, windows - threads);
            int n = whole + (fineFrom - whole) * threads + (windows - fineFrom) * tailParts;
            int[] w = new int[n], pt = new int[n], pts = new int[n], bf = new int[n], bt = new int[n];
            boolean[] byB = new boolean[n];
            int t = 0;
            for (int i = 0; i < windows; i++) {
                int parts = i < whole ? 1 : i < fineFrom ? threads : tailParts;
                int[] cuts = null;
                int[] perBucket = parts > 1 ? histogram.apply(i) : null;
                if (perBucket != null) {
                    cuts = bucketCuts(perBucket, parts, WindowPlan.pointCost(c), WindowPlan.BUCKET_REDUCE_COST);
                    if (cuts != null && !bucketSplitPays(perBucket, cuts, batch)) {
                        cuts = null;
                    }
                }
                int end = i == windows - 1 ? topBuckets : 1 << (c - 1);
                for (int j = 0; j < parts; j++, t++) {
                    w[t] = i;
                    pt[t] = j;
                    pts[t] = parts;
                    byB[t] = cuts != null;
                    bt[t] = Math.min(end, cuts != null ? cuts[j + 1] : 1 << (c - 1));
                    bf[t] = Math.min(bt[t], cuts != null ? cuts[j] : 0);
                }
            }
            return new Tasks(w, pt, pts, byB, bf, bt);
        }

        /**
         * The top window's buckets: its digits lie in [0, 2^(bits mod c)] (ScalarView), so its
         * bucket ranges stop there.
         */
        static int topBuckets(int bits, int c) {
            return Math.min(1 << (c - 1), 1 << (bits % c));
        }

        /**
         * Runs task t on accumulator a, its window sum into sums at so; returns its share of the
         * window's points (a bucket-range part counts as its share, as it scans all of them).
         */
        int run(int t, WindowAccumulator a, long[] points, ScalarView scalars, int[] index, int count, int c,
                long[] sums, int so) {
            int pFrom = (int) ((long) count * part[t] / parts[t]), pTo = (int) ((long) count * (part[t] + 1) / parts[t]);
            // a bucket-range part scans every point; a point-range part (or a whole window) all buckets
            a.windowSum(points, scalars, index, byBuckets[t] ? 0 : pFrom, byBuckets[t] ? count : pTo, window[t], c,
                    bucketFrom[t], bucketTo[t], sums, so);
            return pTo - pFrom;
        }

        /**
         * The first window whose histogram {@link #of} gets: the remainder's windows always (the
         * top one may hold few filled buckets, which only its digits tell), and the round before
         * them when, with every bucket holding count / 2^(c-1) points, bucket parts would beat
         * point parts; the other windows split by points without a scan of their digits.
         */
        static int firstWindowWithHistogram(int windows, int threads, int count, int c, int batch) {
            int firstSplit = windows - sharedWindows(windows, threads);
            int firstRemainder = windows - windows % threads;
            if (firstSplit >= firstRemainder) {
                return firstRemainder;
            }
            int[] even = new int[1 << (c - 1)];
            java.util.Arrays.fill(even, Math.max(1, count >> (c - 1)));
            int[] cuts = bucketCuts(even, threads, WindowPlan.pointCost(c), WindowPlan.BUCKET_REDUCE_COST);
            return cuts != null && bucketSplitPays(even, cuts, batch) ? firstSplit : firstRemainder;
        }

        /**
         * Parts for each window of the last round: two per thread where a window is large beside
         * its reduction, else one per thread. The queue ends with those parts, and the threads end
         * within about one part of each other; a point part costs a reduction of all the window's
         * buckets, so finer parts pay where a part's additions outweigh its reduction
         * {@link #TAIL_MIN_WORK} times. bn254 G1 2^18 (2^19 GLV points, c = 13), 2 threads,
         * TaskProbe (the bench module's, timing each task), two runs each: with the last two windows in
         * halves the threads ended 36 and 43 ms apart, in quarters 3.5 and 19 ms apart.
         */
        static int tailParts(int threads, int count, int c, int batch) {
            if (threads == 1) {
                return 1;
            }
            double part = (double) count / (2 * threads) * pointCostAt(batch, 1 << (c - 1));
            return part >= TAIL_MIN_WORK * (1 << (c - 1)) * WindowPlan.BUCKET_REDUCE_COST ? 2 * threads : threads;
        }

        /**
         * A finer part's additions against its reduction (model costs), from which the last round
         * takes two parts per thread: at 8 the extra reductions cost at most an eighth of a part.
         * It holds at 2^18 GLV points and up (bn254 G1 c = 13: 16 per quarter window) and not at
         * 2^16 (4).
         */
        static final double TAIL_MIN_WORK = 8;

        /**
         * How many windows, the last ones, are split into one part per thread: the remainder r of
         * W = q threads + r, and with more than one thread the round of windows before it too, so
         * that the queue ends in parts. The threads of one MSM do not run at one speed on a shared
         * machine: with 10 whole windows on 2 threads, each took 5 and the faster one waited for
         * the other's last window (a scratch probe timing each task, bn254 G1 2^18, c = 13: the
         * windows of one thread 97-101 ms, of the other 104-133 ms, the first idle for the last
         * 65-71 ms of 568-583; which thread was the slower one changed from run to run). With the last windows in halves the faster thread takes the
         * extra parts. The round added before the remainder splits as the model of
         * {@link #bucketSplitPays} says, which takes bucket halves where a window's reduction
         * weighs (few points per bucket) and point halves where its additions do: at 2^18 a
         * bucket half took 56 ms of an 84-100 ms window (every part scans all the window's
         * digits, and its batches fill from half the buckets), a point half 44-47 ms; at 2^14
         * (c = 12, 16 points per bucket) a bucket half 4.0-4.2 ms of a 7.0-7.1 ms window, a point
         * half 4.4-4.5 ms (TaskProbe in the bench module, timing each task, bn254 G1, one JVM per
         * layout, load 1). With every shared window so cut, the 2^14 bucket phase on 2 threads
         * took 40.0-42.7 ms against 42.6-48.1 with the round before the remainder in point halves
         * (three JVMs each, min of 30; one thread 77-81 ms). Those figures predate the lockstep
         * reduction, which halved a bucket's reduction: at 2^14 the halves now measure alike
         * (bucket 3.3-3.8 ms, point 3.2-3.5 ms) and the model picks point halves there, bucket
         * halves from about 8 points per bucket down. Earlier, with that round always in
         * bucket halves, the layouts in one JVM, alternating, bucket phase
         * only, 2 threads, bn254 G1, two runs (min / median, ms; mean gap between the threads'
         * ends): 2^18 whole windows 465, 512 / 521 (48, 61), last round in bucket halves 489, 456 /
         * 517 (15, 18), in point halves 476, 429 / 494 (37, 15); 2^16 whole 136, 132 / 157 (18, 12),
         * bucket halves 134, 139 / 158 (8, 6), point halves 123, 133 / 148 (6, 8). A shared
         * machine: another process held a core now and then.
         */
        static int sharedWindows(int windows, int threads) {
            if (threads == 1) {
                return 0;
            }
            return Math.min(windows, windows % threads + threads);
        }

        /**
         * Bucket boundaries 0 = b_0 &lt;= ... &lt;= b_parts = buckets splitting a window into parts of
         * equal cost, or null when the best such split is still uneven (see
         * {@link #MAX_PART_EXCESS}) or the window is empty. A bucket costs pointCost per point in it
         * plus bucketCost for its share of the running-sum reduction, which runs from the highest
         * filled bucket down (buckets above it cost nothing).
         */
        static int[] bucketCuts(int[] perBucket, int parts, double pointCost, double bucketCost) {
            int top = perBucket.length - 1;
            while (top >= 0 && perBucket[top] == 0) {
                top--;
            }
            if (top < 0) {
                return null;
            }
            double total = 0;
            for (int b = 0; b <= top; b++) {
                total += pointCost * perBucket[b] + bucketCost;
            }
            int[] cuts = new int[parts + 1];
            cuts[parts] = perBucket.length;
            double acc = 0, heaviest = 0, partStart = 0;
            int j = 1;
            for (int b = 0; b <= top && j < parts; b++) {
                double before = acc;
                acc += pointCost * perBucket[b] + bucketCost;
                // a heavy bucket may carry the running cost past several share boundaries; each
                // cut goes before or after bucket b, whichever lands nearer its boundary
                while (j < parts && acc >= total * j / parts) {
                    double boundary = total * j / parts;
                    boolean cutBefore = acc - boundary > boundary - before && cuts[j - 1] <= b;
                    cuts[j] = cutBefore ? b : b + 1;
                    double end = cutBefore ? before : acc;
                    heaviest = Math.max(heaviest, end - partStart);
                    partStart = end;
                    j++;
                }
            }
            for (; j < parts; j++) {
                cuts[j] = perBucket.length;
            }
            heaviest = Math.max(heaviest, total - partStart);
            return heaviest * parts <= MAX_PART_EXCESS * total ? cuts : null;
        }

        /**
         * Whether cutting a window at {@code cuts} beats cutting it into equal point ranges, by the
         * model with each part's batches counted: a part's batch holds distinct buckets only, so
         * over k filled buckets it carries at most k points and each point pays 1/min(batch, k) of
         * an inversion. A bucket range gives each part fewer buckets; a point range keeps them all
         * but reduces them all. Full windows split by buckets (bn254 G1 c = 12, two parts: 1 024
         * buckets each at batch 128 against 2 048 reductions per part), while a window holding few
         * filled buckets, such as the top window of GLV parts (126 bits at c = 12: 64 buckets),
         * splits by points: there the bucket halves [0, 28) and [28, 2048) took 8.25 and 7.95 ms
         * against 12.9 ms for the whole window (TaskP probe, bn254 G1 2^14, 2 threads), a model
         * cost of 9.0M and 8.4M per point against 7.3M. A bucket part also pays
         * {@link #SCAN_COST} for every point of the window, whose digit it reads and skips when
         * the bucket is another part's.
         */
        static boolean bucketSplitPays(int[] perBucket, int[] cuts, int batch) {
            int parts = cuts.length - 1;
            long total = 0;
            int filled = 0, top = -1;
            for (int b = 0; b < perBucket.length; b++) {
                total += perBucket[b];
                if (perBucket[b] != 0) {
                    filled++;
                    top = b;
                }
            }
            double byPoints = Math.ceil((double) total / parts) * pointCostAt(batch, filled)
                    + (top + 1) * WindowPlan.BUCKET_REDUCE_COST;
            double byBuckets = 0;
            for (int j = 0; j < parts; j++) {
                long points = 0;
                int partFilled = 0, partTop = cuts[j] - 1;
                for (int b = cuts[j]; b < Math.min(cuts[j + 1], perBucket.length); b++) {
                    points += perBucket[b];
                    if (perBucket[b] != 0) {
                        partFilled++;
                        partTop = b;
                    }
                }
                int partBatch = batch == 0 ? 0 : Math.min(batch, WindowPlan.batchForBuckets(cuts[j + 1] - cuts[j]));
                byBuckets = Math.max(byBuckets, points * pointCostAt(partBatch, partFilled)
                        + (partTop + 1 - cuts[j]) * WindowPlan.BUCKET_REDUCE_COST + total * SCAN_COST);
            }
            return byBuckets <= byPoints;
        }

        /**
         * Model cost of reading a point's digit in a bucket part, in base multiplications: fitted
         * to the task timings of {@link #sharedWindows}. A whole 2^14 window (2^15 points, c = 12,
         * batch 256) took 7.0 ms, its point halves 4.45 ms and its bucket halves 4.1 ms, which give
         * 155 ns per added point, 0.93 us per reduced bucket, and 0.4-0.6 ms per bucket half for
         * scanning the 2^15 digits (and its smaller batches): 12-18 ns a digit, 0.08-0.12 of an
         * added point, whose model cost is 6.33M.
         */
        static final double SCAN_COST = 0.5;

        /** Model cost of one point added over {@code filled} buckets with this batch capacity. */
        private static double pointCostAt(int batch, int filled) {
            return WindowPlan.pointCostForBatch(batch == 0 ? 0 : Math.max(1, Math.min(batch, filled)));
        }
    }

    /** Points per bucket (index |digit| - 1; zero digits not counted) of one window. */
    static int[] histogram(ScalarView scalars, int[] index, int count, int window, int c) {
        int[] h = new int[1 << (c - 1)];
        for (int k = 0; k < count; k++) {
            int d = scalars.digit(index == null ? k : index[k], window, c);
            if (d != 0) {
                h[(d < 0 ? -d : d) - 1]++;
            }
        }
        return h;
    }

    static WindowPlan plan(int count, int bits, MsmOptions options) {
        if (options.windowBits() != 0) {
            return WindowPlan.of(options.windowBits(), bits, options.batchSize());
        }
        WindowPlan p = WindowPlan.choose(count, bits);
        return options.batchSize() >= 0 ? WindowPlan.of(p.c(), bits, options.batchSize()) : p;
    }
}
