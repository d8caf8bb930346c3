package dev.pippin.bench;

import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import java.util.Locale;

/**
 * Sweeps window width and batch size (and GLV on/off) for one group and size, interleaving the
 * configurations so that load from elsewhere on a shared machine hits them alike; prints the
 * best of the rounds per configuration. The measurements behind WindowPlan's constants.
 *
 * <pre>bench/run MsmTuning BN254_G1 16 [rounds]</pre>
 *
 * <p>{@code -Dclock=cpu} times by the thread's CPU time instead of the wall clock: with one MSM
 * thread the work runs on the calling thread, and CPU time does not count the waits for a core
 * that other jobs on a shared machine cause (it still counts their cache pressure).
 *
 * <p>{@code -Dlanes=off,on} (any of auto, on, off, 256) repeats every configuration with each
 * lane mode of {@link LaneMode}, interleaved like the rest; without it the default mode
 * runs. With a fixed batch size, e.g. {@code -Dconfigs=13:8}, every flush has that size, which
 * compares the lane and scalar flushes of one batch size inside an MSM. {@code -Dwarm=SECONDS}
 * runs the lane modes in turn for that long before the rounds (until C2 has the lane kernels).
 */
public final class MsmTuning {
    public static void main(String[] args) {
        MsmGroup g = MsmGroup.valueOf(args[0]);
        int logN = Integer.parseInt(args[1]);
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        int n = 1 << logN;
        long[] pts = MsmInstances.points(g, n, 42).data();
        byte[] k = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 43);
        int[][] configs = configs(logN);
        LaneMode[] lanes = lanes();
        double[] best = new double[configs.length * 2 * lanes.length];
        java.util.Arrays.fill(best, Double.MAX_VALUE);
        int threads = Integer.getInteger("threads", 1); // -Dthreads=2: the same sweep on two threads (wall clock)
        MsmOptions base = MsmOptions.defaults().withThreads(threads);
        boolean cpu = "cpu".equals(System.getProperty("clock"));
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int warm = 0; warm < 2; warm++) {
            Msm.compute(g, pts, k, base);
        }
        // -Dwarm=SECONDS: every lane mode in turn for that long first; C2 took up to ~50 s for the
        // BLS12-381 G2 lane kernels on a loaded 2-core machine (-XX:+PrintCompilation, JDK 25).
        long warmEnd = System.nanoTime() + Long.getLong("warm", 0) * 1_000_000_000L;
        for (int w = 0; System.nanoTime() < warmEnd; w++) {
            LaneMode l = lanes[w % lanes.length];
            Msm.compute(g, pts, k, l == null ? base : base.withLanes(l));
        }
        for (int r = -1; r < rounds; r++) { // round -1 warms every configuration up and is discarded
            for (int i = 0; i < configs.length; i++) {
                for (int li = 0; li < lanes.length; li++) {
                    for (int e = 0; e < 2; e++) {
                        MsmOptions o = base.withWindowBits(configs[i][0]).withBatchSize(configs[i][1]).withEndomorphism(e == 1);
                        if (lanes[li] != null) {
                            o = o.withLanes(lanes[li]);
                        }
                        long t0 = cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime();
                        Msm.compute(g, pts, k, o);
                        long t1 = cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime();
                        int at = (i * lanes.length + li) * 2 + e;
                        if (r >= 0) {
                            best[at] = Math.min(best[at], (t1 - t0) / 1e6);
                        }
                    }
                }
            }
        }
        System.out.printf("%s n=2^%d, " + threads + " thread(s), best of %d (ms, " + (cpu ? "thread CPU time" : "wall clock") + ")%n%4s %6s %6s %10s %10s%n", g, logN, rounds, "c", "batch", "lanes", "plain", "endo");
        for (int i = 0; i < configs.length; i++) {
            for (int li = 0; li < lanes.length; li++) {
                int at = (i * lanes.length + li) * 2;
                System.out.printf(Locale.ROOT, "%4d %6d %6s %10.1f %10.1f%n", configs[i][0], configs[i][1],
                        lanes[li] == null ? "-" : lanes[li].name().toLowerCase(Locale.ROOT), best[at], best[at + 1]);
            }
        }
    }

    /** The lane modes of -Dlanes, or one null entry (the default mode) without it. */
    private static LaneMode[] lanes() {
        String v = System.getProperty("lanes");
        if (v == null) {
            return new LaneMode[] {null};
        }
        String[] names = v.split(",");
        LaneMode[] out = new LaneMode[names.length];
        for (int i = 0; i < names.length; i++) {
            out[i] = switch (names[i]) {
                case "auto" -> LaneMode.AUTO;
                case "on" -> LaneMode.ON;
                case "off" -> LaneMode.OFF;
                case "256" -> LaneMode.SPECIES_256;
                default -> throw new IllegalArgumentException("-Dlanes takes auto, on, off or 256, got " + names[i]);
            };
        }
        return out;
    }

    private static int[][] configs(int logN) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        String only = System.getProperty("configs"); // e.g. -Dconfigs=12:0,12:512,13:512
        if (only != null) {
            for (String c : only.split(",")) {
                String[] cb = c.split(":");
                out.add(new int[] {Integer.parseInt(cb[0]), Integer.parseInt(cb[1])});
            }
            return out.toArray(new int[0][]);
        }
        out.add(new int[] {0, -1}); // the current plan
        for (int c = Math.max(4, logN - 7); c <= Math.min(16, logN); c++) {
            out.add(new int[] {c, 0});
            for (int b : new int[] {64, 128, 256, 512}) {
                if (c >= 8) {
                    out.add(new int[] {c, b});
                }
            }
        }
        return out.toArray(new int[0][]);
    }
}
