package dev.pippin.bench;

import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import java.util.Arrays;
import java.util.Locale;

/**
 * The MSM grid of docs/PERFORMANCE.md: for each group and size, 1 and 2 threads, uniform and
 * witness scalars, min and median ms of several runs after warm-up (1 and 2 threads alternating run
 * by run), ns per point, and the 2-thread speedup of the uniform cell; one markdown row per (group, n). One process, cells run
 * back to back, so the rows of one run compare with each other.
 *
 * <pre>bench/run MsmGrid [GROUP[,GROUP...] [logN[,logN...] [reps]]]</pre>
 *
 * Defaults: every group; 2^10 ... 2^20 for G1, 2^10 ... 2^16 for G2; 5 runs (3 from 2^18 on).
 * Run with a large heap ({@code -Xmx6g}) for 2^20.
 */
public final class MsmGrid {
    public static void main(String[] args) {
        MsmGroup[] groups = args.length > 0
                ? Arrays.stream(args[0].split(",")).map(MsmGroup::valueOf).toArray(MsmGroup[]::new)
                : MsmGroup.values();
        int[] only = args.length > 1 ? Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray() : null;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        warmUp(groups);
        System.out.println("| group | n | 1 thread uniform, ms min / median (ns/pt) | 2 threads uniform | 2-thread speedup | 1 thread witness | 2 threads witness | witness / uniform |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (MsmGroup g : groups) {
            int maxLog = g.group().equals("g1") ? 20 : 16;
            for (int logN = 10; logN <= maxLog; logN += 2) {
                final int size = logN;
                if (only != null && Arrays.stream(only).noneMatch(x -> x == size)) {
                    continue;
                }
                row(g, logN, logN >= 18 ? Math.min(reps, 3) : reps);
            }
        }
    }

    /**
     * Runs every group's engine (2^13 points, GLV/GLS on, 1 and 2 threads alternating) for about
     * four seconds a group before the first row. Without it the first row's 2-thread runs shared
     * the two cores with C2 still compiling in the background (the 1-thread runs leave it a core):
     * bn254 G1 2^14 measured 1.64x as a grid's first row and 1.70-1.76x after the 2^10-2^12 rows.
     * Each group's vector lanes are warmed up first, as {@code pippin msm} does: under AUTO they
     * would otherwise start warming up on a thread of their own after about 5 s of a group's
     * scalar additions, in the middle of the rows (bn254 G1 2^14-2^18, 20 runs: 1.59-1.84x with
     * that thread competing; 1.63-1.83x after the lanes' warm-up, against 1.88-1.93x from
     * {@code pippin msm}, whose 2-thread runs follow each other: here each follows a 1-thread run,
     * after which the second vCPU has been idle for a whole MSM).
     */
    private static void warmUp(MsmGroup[] groups) {
        for (MsmGroup g : groups) {
            try {
                Msm.warmUpLanes(g);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            int n = 1 << 13;
            long[] pts = MsmInstances.points(g, n, 41).data();
            byte[] k = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 40);
            long start = System.nanoTime();
            for (int w = 0; System.nanoTime() - start < 4_000_000_000L; w++) {
                Msm.compute(g, pts, k, MsmOptions.defaults().withThreads(1 + (w & 1)));
            }
        }
    }

    private static void row(MsmGroup g, int logN, int reps) {
        int n = 1 << logN;
        long[] pts = MsmInstances.points(g, n, 42).data();
        byte[] uniform = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 43);
        byte[] witness = MsmInstances.scalars(g, n, MsmInstances.Distribution.WITNESS, 43);
        double[][] u = timePair(g, pts, uniform, reps), w = timePair(g, pts, witness, reps);
        double[] u1 = u[0], u2 = u[1], w1 = w[0], w2 = w[1];
        System.out.printf(Locale.ROOT, "| %s | 2^%d | %s | %s | %.2f× | %s | %s | %.1f %% |%n", g, logN,
                cell(u1, n), cell(u2, n), u1[0] / u2[0], cell(w1, n), cell(w2, n), 100 * w1[0] / u1[0]);
    }

    private static String cell(double[] t, int n) {
        return String.format(Locale.ROOT, "%.1f / %.1f (%.0f)", t[0], t[1], t[0] * 1e6 / n);
    }

    /**
     * {min, median} ms of reps runs on 1 and on 2 threads, the two alternating run by run (so that
     * drift in the machine's load hits both alike), after warm-up runs worth at least two seconds.
     */
    private static double[][] timePair(MsmGroup g, long[] pts, byte[] k, int reps) {
        MsmOptions[] o = {MsmOptions.defaults().withThreads(1), MsmOptions.defaults().withThreads(2)};
        long warmStart = System.nanoTime();
        for (int w = 0; w < 2 || System.nanoTime() - warmStart < 2_000_000_000L; w++) {
            Msm.compute(g, pts, k, o[w & 1]);
        }
        double[][] t = new double[2][reps];
        for (int r = 0; r < reps; r++) {
            for (int j = 0; j < 2; j++) {
                long t0 = System.nanoTime();
                Msm.compute(g, pts, k, o[j]);
                t[j][r] = (System.nanoTime() - t0) / 1e6;
            }
        }
        double[][] out = new double[2][];
        for (int j = 0; j < 2; j++) {
            Arrays.sort(t[j]);
            out[j] = new double[] {t[j][0], t[j][reps / 2]};
        }
        return out;
    }
}
