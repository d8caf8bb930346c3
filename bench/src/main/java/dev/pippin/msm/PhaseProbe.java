package dev.pippin.msm;

import dev.pippin.lanes.kernel.LaneKernel;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Times the phases of an MSM on 1 and 2 threads in one JVM, alternating round by round: the
 * scalar conversion, the classification, the GLV/GLS split, the bucket phase, and the whole
 * {@link Msm#compute}; prints the minimum of each and the 1-thread / 2-thread ratios. The
 * measurements behind docs/PERFORMANCE.md's "Threads". In the msm package, for its package-private classes;
 * in the bench module, built with -Pbench.
 *
 * <pre>
 * bench/run dev.pippin.msm.PhaseProbe LOGN [GROUP [ROUNDS]]
 * </pre>
 *
 * System properties (below) go in PIPPIN_JAVA_OPTS.
 *
 * {@code -Dplain=true} times the path without GLV/GLS (its split column is then empty).
 */
public final class PhaseProbe {
    private PhaseProbe() {}

    public static void main(String[] args) throws InterruptedException {
        int logN = Integer.parseInt(args[0]);
        MsmGroup g = MsmGroup.valueOf(args.length > 1 ? args[1] : "BN254_G1");
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        boolean plain = Boolean.getBoolean("plain");
        int n = 1 << logN;
        long[] points = MsmInstances.points(g, n, 1).data();
        byte[] be = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 2);
        Msm.warmUpLanes(g);
        String[] names = {"convert", "classify", "split", "buckets", "whole"};
        double[][] best = new double[3][names.length];
        for (double[] b : best) {
            java.util.Arrays.fill(b, Double.MAX_VALUE);
        }
        for (int r = 0; r < rounds; r++) {
            for (int t = 1; t <= 2; t++) {
                MsmOptions o = MsmOptions.defaults().withThreads(t);
                long t0 = System.nanoTime();
                long[] k = ScalarInputs.fromBigEndian(be, n, g, t);
                long t1 = System.nanoTime();
                ScalarClasses cls = ScalarClasses.classify(points, g.pointLongs(), k, n, g.orderLimbs(), t);
                long t2 = System.nanoTime();
                EndomorphismSplit.Split split = plain ? null : EndomorphismSplit.split(g, points, k, cls.big, cls.bigCount, t);
                long t3 = System.nanoTime();
                WindowAccumulator combiner = g.accumulator(1, 0, LaneKernel.OFF);
                long[] acc = new long[combiner.resultLongs()];
                if (plain) {
                    Pippenger.run(g, points, new ScalarView(k, ScalarView.LIMBS, cls.negated), cls.big, cls.bigCount,
                            g.order().bitLength(), o, combiner, acc, new AtomicLong(), 1);
                } else {
                    Pippenger.run(g, split.points(), split.scalars(), null, split.count(), split.bits(), o, combiner, acc,
                            new AtomicLong(), 1);
                }
                long t4 = System.nanoTime();
                Msm.compute(g, points, be, o);
                long t5 = System.nanoTime();
                long[] at = {t0, t1, t2, t3, t4};
                for (int i = 0; i < 4; i++) {
                    best[t][i] = Math.min(best[t][i], (at[i + 1] - at[i]) / 1e6);
                }
                best[t][4] = Math.min(best[t][4], (t5 - t4) / 1e6);
            }
        }
        System.out.printf(Locale.ROOT, "%s 2^%d%s, min of %d (ms)%n%-8s", g, logN, plain ? " without GLV/GLS" : "", rounds, "");
        for (String name : names) {
            System.out.printf(Locale.ROOT, " %9s", name);
        }
        System.out.println();
        for (int t = 1; t <= 2; t++) {
            System.out.printf(Locale.ROOT, "%-8s", t + " thr");
            for (double v : best[t]) {
                System.out.printf(Locale.ROOT, " %9.2f", v);
            }
            System.out.println();
        }
        System.out.printf(Locale.ROOT, "%-8s", "1 / 2");
        for (int i = 0; i < names.length; i++) {
            System.out.printf(Locale.ROOT, " %9.2f", best[1][i] / best[2][i]);
        }
        System.out.println();
    }
}
