package dev.pippin.msm;

import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.LaneKernel;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Times one thread's bucket windows while the other core is idle, runs a scalar multiply loop
 * (no memory traffic), streams a 96 MB array, or runs windows of the same MSM itself, the four
 * alternating round by round; prints the minimum and mean per window of each. The measurement
 * behind docs/PERFORMANCE.md's "Two threads at 2^20": whether a second thread slows the first by
 * what it computes or by the memory it reads. In the msm package, for its package-private classes;
 * in the bench module, built with -Pbench.
 *
 * <pre>
 * bench/run dev.pippin.msm.NeighbourProbe LOGN [ROUNDS]
 * </pre>
 *
 * System properties (below) go in PIPPIN_JAVA_OPTS.
 *
 * bn254 G1, full scalars (no GLV, as Msm takes above 3 * 2^15 points), the plan's window width.
 * {@code -Dlanes=off} times the scalar flush instead of the lanes, {@code -Dlanes=256} the
 * 256-bit lanes.
 */
public final class NeighbourProbe {
    private NeighbourProbe() {}

    private static volatile long sink;

    public static void main(String[] args) throws InterruptedException {
        MsmGroup g = MsmGroup.BN254_G1;
        int n = 1 << Integer.parseInt(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 12;
        long[] points = MsmInstances.points(g, n, 1).data();
        byte[] be = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 2);
        Msm.warmUpLanes(g);
        long[] k = ScalarInputs.fromBigEndian(be, n, g, 1);
        ScalarClasses cls = ScalarClasses.classify(points, g.pointLongs(), k, n, g.orderLimbs(), 1);
        ScalarView view = new ScalarView(k, ScalarView.LIMBS, cls.negated);
        int bits = g.order().bitLength();
        WindowPlan plan = Pippenger.plan(cls.bigCount, bits, MsmOptions.defaults());
        int c = plan.c(), windows = plan.windows();
        String species = System.getProperty("lanes", "auto");
        int lanes = LaneKernel.resolve(switch (species) {
            case "off" -> LaneMode.OFF;
            case "256" -> LaneMode.SPECIES_256;
            default -> LaneMode.AUTO;
        });
        long[] sums = new long[windows * 64];
        long[] stream = new long[12 << 20];
        java.util.Arrays.setAll(stream, i -> i * 0x9E3779B97F4A7C15L);
        String[] names = {"idle", "multiply loop", "96 MB stream", "MSM windows"};
        double[] min = new double[names.length], total = new double[names.length];
        java.util.Arrays.fill(min, Double.MAX_VALUE);
        int warm = 2;
        for (int r = 0; r < rounds + warm; r++) {
            for (int mode = 0; mode < names.length; mode++) {
                AtomicBoolean stop = new AtomicBoolean();
                Thread neighbour = mode == 0 ? null : neighbour(mode, stop, g, plan, lanes, points, view, cls, stream, sums);
                if (neighbour != null) {
                    neighbour.start();
                    Thread.sleep(50);                   // the neighbour is running before the clock starts
                }
                WindowAccumulator a = g.accumulator(1 << (c - 1), plan.batch(), lanes);
                long t0 = System.nanoTime();
                for (int w = 0; w < 2; w++) {
                    a.windowSum(points, view, cls.big, 0, cls.bigCount, w, c, 0, 1 << (c - 1), sums, w * 64);
                }
                double ms = (System.nanoTime() - t0) / 2e6;
                stop.set(true);
                if (neighbour != null) {
                    neighbour.join();
                }
                if (r >= warm) {
                    min[mode] = Math.min(min[mode], ms);
                    total[mode] += ms;
                }
            }
        }
        System.out.printf(Locale.ROOT, "bn254 G1 2^%s, c = %d, lanes %s, ms per window over %d rounds%n", args[0], c,
                species, rounds);
        for (int mode = 0; mode < names.length; mode++) {
            System.out.printf(Locale.ROOT, "  neighbour %-14s min %7.1f  mean %7.1f%n", names[mode], min[mode], total[mode] / rounds);
        }
    }

    private static Thread neighbour(int mode, AtomicBoolean stop, MsmGroup g, WindowPlan plan, int lanes, long[] points,
                                    ScalarView view, ScalarClasses cls, long[] stream, long[] sums) {
        return new Thread(() -> {
            long x = 3, acc = 1;
            WindowAccumulator a = mode == 3 ? g.accumulator(1 << (plan.c() - 1), plan.batch(), lanes) : null;
            for (int w = 2; !stop.get(); w = 2 + (w - 1) % (plan.windows() - 2)) {
                if (mode == 1) {
                    for (int i = 0; i < 1_000_000; i++) {
                        x = Math.multiplyHigh(x, acc | 1) + x * 7;
                        acc += x;
                    }
                } else if (mode == 2) {
                    for (int i = 0; i < stream.length; i += 8) {
                        acc += stream[i];
                    }
                } else {
                    a.windowSum(points, view, cls.big, 0, cls.bigCount, w, plan.c(), 0, 1 << (plan.c() - 1), sums, w * 64);
                }
            }
            sink += x + acc;
        });
    }
}
