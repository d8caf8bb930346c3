package dev.pippin.msm;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Random;

/**
 * Times the multiplication by |x| of n random points of E2 on 8 lanes, on 4 lanes and scalar, in
 * one JVM, alternating, thread CPU time, and prints the minimum per point after the first
 * quarter of the rounds (docs/PAIRING.md, "The multiplications by |x| on lanes"):
 * {@code java --add-modules jdk.incubator.vector -cp <msm, curve, field, glv, testkit classes and
 * test classes> dev.pippin.msm.SeedLanesProbe N ROUNDS}.
 */
public final class SeedLanesProbe {
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]), rounds = Integer.parseInt(args[1]);
        Random rnd = new Random(1);
        long[] a = new long[n * Bls12381G2.AFFINE], r = new long[n * Bls12381G2.JACOBIAN];
        for (int i = 0; i < n; i++) {
            BigInteger[][] p = RefCurves.BLS12_381_G2.randomOnCurve(rnd);
            Bls12381G2.setAffine(a, i * Bls12381G2.AFFINE, p[0][0], p[0][1], p[1][0], p[1][1]);
        }
        long[] s = new long[Bls12381G2.SCRATCH];
        var bean = java.lang.management.ManagementFactory.getThreadMXBean();
        double best8 = 1e99, best4 = 1e99, bestS = 1e99;
        for (int k = 0; k < rounds; k++) {
            long t0 = bean.getCurrentThreadCpuTime();
            Bls12381G2SeedLanes.laneRun(r, 0, a, 0, n, true);
            long t1 = bean.getCurrentThreadCpuTime();
            Bls12381G2SeedLanes.laneRun(r, 0, a, 0, n, false);
            long t2 = bean.getCurrentThreadCpuTime();
            for (int i = 0; i < n; i++) {
                Bls12381G2.mulSeedAbs(r, i * Bls12381G2.JACOBIAN, a, i * Bls12381G2.AFFINE, s);
            }
            long t3 = bean.getCurrentThreadCpuTime();
            if (k >= rounds / 4) {
                best8 = Math.min(best8, (t1 - t0) / 1e3 / n);
                best4 = Math.min(best4, (t2 - t1) / 1e3 / n);
                bestS = Math.min(bestS, (t3 - t2) / 1e3 / n);
            }
        }
        System.out.printf("n=%d  us per point, min: lanes(pref) %.1f  lanes(256) %.1f  scalar %.1f%n", n, best8, best4, bestS);
    }
}
