package dev.pippin.msm;

import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.LaneKernel;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Times each task of the bucket phase (one window, or a part of one) on 1 and then 2 threads,
 * and prints the best round of each: when each task started, how long it took, and on which
 * thread. The measurements behind Pippenger's task layout and the window costs in
 * docs/PERFORMANCE.md. In the msm package, for its package-private classes;
 * in the bench module, built with -Pbench.
 *
 * <pre>
 * bench/run dev.pippin.msm.TaskProbe LOGN [GROUP [ROUNDS]]
 * </pre>
 *
 * System properties (below) go in PIPPIN_JAVA_OPTS.
 *
 * {@code -Dplain=true} times the path without GLV/GLS (full scalars); {@code -Dlayout=points}
 * splits every shared window by point range instead of by the model's choice; {@code -Dc=12}
 * sets the window width instead of the plan's.
 */
public final class TaskProbe {
    private TaskProbe() {}

    public static void main(String[] args) throws InterruptedException {
        int logN = Integer.parseInt(args[0]);
        MsmGroup g = MsmGroup.valueOf(args.length > 1 ? args[1] : "BN254_G1");
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        int n = 1 << logN;
        long[] points = MsmInstances.points(g, n, 1).data();
        byte[] be = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 2);
        Msm.warmUpLanes(g);
        long[] k = ScalarInputs.fromBigEndian(be, n, g, 1);
        ScalarClasses cls = ScalarClasses.classify(points, g.pointLongs(), k, n, g.orderLimbs(), 1);
        EndomorphismSplit.Split split = Boolean.getBoolean("plain")
                ? new EndomorphismSplit.Split(points, new ScalarView(k, ScalarView.LIMBS, cls.negated), n, g.order().bitLength())
                : EndomorphismSplit.split(g, points, k, cls.big, cls.bigCount, 1);
        int[] index = Boolean.getBoolean("plain") ? cls.big : null;
        int count = Boolean.getBoolean("plain") ? cls.bigCount : split.count();
        int c = Integer.getInteger("c", 0);
        WindowPlan plan = c > 0 ? WindowPlan.of(c, split.bits(), -1) : Pippenger.plan(count, split.bits(), MsmOptions.defaults());
        System.out.printf(Locale.ROOT, "%s 2^%d: %d points of %d bits, c = %d, %d windows, batch %d%n",
                g, logN, count, split.bits(), plan.c(), plan.windows(), plan.batch());
        for (int threads = 1; threads <= 2; threads++) {
            Run best = null;
            for (int r = 0; r < rounds; r++) {
                Run run = time(g, split, index, count, plan, threads);
                if (best == null || run.wall < best.wall) {
                    best = run;
                }
            }
            System.out.println(best);
        }
    }

    private static Run time(MsmGroup g, EndomorphismSplit.Split split, int[] index, int count, WindowPlan plan, int threads) {
        final int c = plan.c();
        Pippenger.Tasks tasks = "points".equals(System.getProperty("layout"))
                ? Pippenger.Tasks.of(plan.windows(), threads, c, plan.batch(), w -> null,
                        Pippenger.Tasks.tailParts(threads, count, c, plan.batch()), Pippenger.Tasks.topBuckets(split.bits(), c))
                : Pippenger.tasks(split.scalars(), index, count, split.bits(), plan, threads);
        long[] sums = new long[tasks.count() * 64]; // 64 longs hold any group's XYZZ point
        AtomicInteger next = new AtomicInteger(), ids = new AtomicInteger();
        int laneKernel = LaneKernel.resolve(LaneMode.AUTO);
        Run run = new Run(threads, tasks);
        long t0 = System.nanoTime();
        Workers.run(() -> {
            int me = ids.getAndIncrement();
            WindowAccumulator a = g.accumulator(1 << (c - 1), plan.batch(), laneKernel);
            int t;
            while ((t = next.getAndIncrement()) < tasks.count()) {
                long s = System.nanoTime();
                tasks.run(t, a, split.points(), split.scalars(), index, count, c, sums, t * 64);
                run.start[t] = (s - t0) / 1e6;
                run.ms[t] = (System.nanoTime() - s) / 1e6;
                run.thread[t] = me;
            }
            run.end[me] = (System.nanoTime() - t0) / 1e6;
        }, threads);
        run.wall = (System.nanoTime() - t0) / 1e6;
        return run;
    }

    /** One round: the wall time, each thread's end, and each task's start, length and thread. */
    private static final class Run {
        final int threads;
        final Pippenger.Tasks tasks;
        final double[] start, ms, end;
        final int[] thread;
        double wall;

        Run(int threads, Pippenger.Tasks tasks) {
            this.threads = threads;
            this.tasks = tasks;
            this.start = new double[tasks.count()];
            this.ms = new double[tasks.count()];
            this.thread = new int[tasks.count()];
            this.end = new double[threads];
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%d thread(s): wall %.2f ms, threads end at", threads, wall));
            for (double e : end) {
                sb.append(String.format(Locale.ROOT, " %.2f", e));
            }
            sb.append('\n');
            for (int t = 0; t < tasks.count(); t++) {
                sb.append(String.format(Locale.ROOT, "  window %d part %d/%d by %s: thread %d, %.2f ms from %.2f%n",
                        tasks.window()[t], tasks.part()[t], tasks.parts()[t], tasks.byBuckets()[t] ? "buckets" : "points",
                        thread[t], ms[t], start[t]));
            }
            return sb.toString();
        }
    }
}
