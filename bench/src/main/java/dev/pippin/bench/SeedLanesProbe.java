package dev.pippin.bench;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.lanes.kernel.Bls12381SeedLanes;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Random;

/**
 * Times the lockstep multiplications of n random curve points on 8 lanes, on 4 lanes and with
 * the scalar code, in one JVM, alternating, thread CPU time, and prints the minimum per point
 * after the first quarter of the rounds (docs/PAIRING.md, "The multiplications by |x| on
 * lanes"): G2 by |x|, G1 by x^2 (the key check's chain), on the lanes module's chains
 * (Bls12381SeedLanes):
 *
 * <pre>
 * PIPPIN_JAVA_OPTS="-Dspecies=pref|256|both" bench/run SeedLanesProbe g1|g2 N ROUNDS
 * </pre>
 *
 * <p>{@code -Dspecies} picks the lane widths to time (both by default). One width per JVM is
 * the production case: with both, one width was seen running parts of the Vector API's Java
 * fallback (docs/PAIRING.md, "The batch's Miller loop on lanes").
 */
public final class SeedLanesProbe {
    private SeedLanesProbe() {}

    public static void main(String[] args) {
        boolean g1 = args[0].equals("g1");
        int n = Integer.parseInt(args[1]), rounds = Integer.parseInt(args[2]);
        Bls12381SeedLanes.Chain chain = g1 ? Bls12381SeedLanes.G1 : Bls12381SeedLanes.G2;
        RefCurve ref = g1 ? RefCurves.BLS12_381_G1 : RefCurves.BLS12_381_G2;
        Random rnd = new Random(1);
        long[] a = new long[n * chain.affine()], r = new long[n * chain.jacobian()];
        for (int i = 0; i < n; i++) {
            BigInteger[][] p = ref.randomOnCurve(rnd);
            if (g1) {
                Bls12381G1.setAffine(a, i * chain.affine(), p[0][0], p[1][0]);
            } else {
                Bls12381G2.setAffine(a, i * chain.affine(), p[0][0], p[0][1], p[1][0], p[1][1]);
            }
        }
        long[] s = new long[chain.scratch()];
        var bean = java.lang.management.ManagementFactory.getThreadMXBean();
        String species = System.getProperty("species", "both");
        boolean runWide = !species.equals("256"), runNarrow = !species.equals("pref");
        double best8 = 1e99, best4 = 1e99, bestS = 1e99;
        for (int k = 0; k < rounds; k++) {
            long t0 = bean.getCurrentThreadCpuTime();
            if (runWide) {
                Bls12381SeedLanes.laneRun(chain, r, 0, a, 0, n, true);
            }
            long t1 = bean.getCurrentThreadCpuTime();
            if (runNarrow) {
                Bls12381SeedLanes.laneRun(chain, r, 0, a, 0, n, false);
            }
            long t2 = bean.getCurrentThreadCpuTime();
            for (int i = 0; i < n; i++) {
                chain.fallback().mul(r, i * chain.jacobian(), a, i * chain.affine(), s);
            }
            long t3 = bean.getCurrentThreadCpuTime();
            if (k >= rounds / 4) {
                best8 = Math.min(best8, (t1 - t0) / 1e3 / n);
                best4 = Math.min(best4, (t2 - t1) / 1e3 / n);
                bestS = Math.min(bestS, (t3 - t2) / 1e3 / n);
            }
        }
        System.out.printf("%s n=%d  us per point, min: lanes(pref) %s  lanes(256) %s  scalar %.1f%n", args[0], n,
                runWide ? String.format("%.1f", best8) : "-", runNarrow ? String.format("%.1f", best4) : "-", bestS);
    }
}
