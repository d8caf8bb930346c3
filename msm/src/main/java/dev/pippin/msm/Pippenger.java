package dev.pippin.msm;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bucket method over one scalar class: windows (and, when there are fewer windows than
 * twice the threads, point chunks) become tasks; each worker owns one accumulator; the window
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
        final int chunks = chunks(plan, count, threads);
        final int tasks = windows * chunks;
        final int xyzz = combiner.resultLongs();
        final long[] sums = new long[tasks * xyzz];
        final AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            WindowAccumulator a = group.accumulator(1 << (c - 1), plan.batch());
            int t;
            while ((t = next.getAndIncrement()) < tasks) {
                int w = t / chunks, ch = t % chunks;
                int from = (int) ((long) count * ch / chunks), to = (int) ((long) count * (ch + 1) / chunks);
                a.windowSum(points, scalars, index, from, to, w, c, sums, t * xyzz);
                if (options.progress() != null) {
                    options.progress().progress(done.addAndGet(to - from), total);
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
            for (int ch = 0; ch < chunks; ch++) {
                combiner.add(h, 0, sums, (w * chunks + ch) * xyzz);
            }
        }
        combiner.add(acc, 0, h, 0);
    }

    /**
     * Point chunks per window, so that windows x chunks tasks keep every thread busy: a chunk
     * costs its share of the additions plus a whole reduction, and the slowest thread runs
     * ceil(tasks / threads) of them. Minimizing that makespan splits, e.g., the 5 windows of a G2
     * GLS run into 10 tasks on 2 threads (5 unsplit windows would leave one thread 3 of them),
     * and keeps the 10 windows of a G1 GLV run whole.
     */
    static int chunks(WindowPlan plan, int count, int threads) {
        if (threads == 1) {
            return 1;
        }
        double add = count * WindowPlan.addCost(plan.c()), reduce = WindowPlan.reduceCost(plan.c());
        int best = 1;
        double bestSpan = Double.MAX_VALUE;
        for (int ch = 1; ch <= 4 * threads; ch++) {
            int tasks = plan.windows() * ch;
            double span = ((tasks + threads - 1) / threads) * (add / ch + reduce);
            if (span < bestSpan) {
                bestSpan = span;
                best = ch;
            }
        }
        return best;
    }

    static WindowPlan plan(int count, int bits, MsmOptions options) {
        if (options.windowBits() != 0) {
            return WindowPlan.of(options.windowBits(), bits, options.batchSize());
        }
        WindowPlan p = WindowPlan.choose(count, bits);
        return options.batchSize() >= 0 ? WindowPlan.of(p.c(), bits, options.batchSize()) : p;
    }
}
