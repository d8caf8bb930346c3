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
        final Tasks tasks = Tasks.of(windows, threads);
        final int xyzz = combiner.resultLongs();
        final long[] sums = new long[tasks.count() * xyzz];
        final AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            WindowAccumulator a = group.accumulator(1 << (c - 1), plan.batch());
            int t;
            while ((t = next.getAndIncrement()) < tasks.count()) {
                int ch = tasks.chunk[t], chunks = tasks.chunks[t];
                int from = (int) ((long) count * ch / chunks), to = (int) ((long) count * (ch + 1) / chunks);
                a.windowSum(points, scalars, index, from, to, tasks.window[t], c, sums, t * xyzz);
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
            for (int t = 0; t < tasks.count(); t++) {
                if (tasks.window[t] == w) {
                    combiner.add(h, 0, sums, t * xyzz);
                }
            }
        }
        combiner.add(acc, 0, h, 0);
    }

    /**
     * The work of one bucket run as tasks: task t sums window[t] over the chunk[t]-th of chunks[t]
     * equal point ranges. Windows cost alike (every point is added once per window), so with
     * W = q threads + r windows, the first q threads windows run whole and each of the last r is
     * split into one chunk per thread: every thread then gets q whole windows and r chunks,
     * at the price of (threads - 1) extra bucket reductions per split window. (Before, the 5
     * windows of a G2 GLS run left one of 2 threads 3 of them; now 4 whole + 2 halves.) Whole
     * windows come first, so the dynamic queue hands out the small chunks last.
     */
    record Tasks(int[] window, int[] chunk, int[] chunks) {
        int count() {
            return window.length;
        }

        static Tasks of(int windows, int threads) {
            int rem = windows % threads, whole = windows - rem;
            int n = whole + rem * threads;
            int[] w = new int[n], ch = new int[n], chs = new int[n];
            int t = 0;
            for (int i = 0; i < windows; i++) {
                int parts = i < whole ? 1 : threads;
                for (int j = 0; j < parts; j++, t++) {
                    w[t] = i;
                    ch[t] = j;
                    chs[t] = parts;
                }
            }
            return new Tasks(w, ch, chs);
        }
    }

    static WindowPlan plan(int count, int bits, MsmOptions options) {
        if (options.windowBits() != 0) {
            return WindowPlan.of(options.windowBits(), bits, options.batchSize());
        }
        WindowPlan p = WindowPlan.choose(count, bits);
        return options.batchSize() >= 0 ? WindowPlan.of(p.c(), bits, options.batchSize()) : p;
    }
}
