package dev.pippin.pairing;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Random;

/**
 * Times the Miller loop of k random pairs on the preferred lanes, on 4 lanes and scalar, in one
 * JVM, alternating, thread CPU time; prints the minimum per pair after the first quarter of the
 * rounds (docs/PAIRING.md, "The batch's Miller loop on lanes"). In the pairing module's package
 * for {@link Bls12381MillerLanes#parts}, which times the lanes for any number of pairs (the
 * public loop takes them only from {@link Bls12381Pairing#minLanePairs} pairs):
 *
 * <pre>
 * PIPPIN_JAVA_OPTS="-Dspecies=pref|256|both" bench/run dev.pippin.pairing.MillerLanesProbe K ROUNDS [K ROUNDS ...]
 * </pre>
 *
 * <p>{@code -Dspecies} picks the lane widths to time (both by default). One width per JVM is
 * the production case: with both, one width was seen running parts of the Vector API's Java
 * fallback (docs/PAIRING.md, "The batch's Miller loop on lanes").
 */
public final class MillerLanesProbe {
    private MillerLanesProbe() {}

    public static void main(String[] args) {
        var bean = java.lang.management.ManagementFactory.getThreadMXBean();
        String species = System.getProperty("species", "both");
        boolean runWide = !species.equals("256"), runNarrow = !species.equals("pref");
        final int a1 = Bls12381G1.AFFINE, a2 = Bls12381G2.AFFINE;
        for (int a = 0; a + 1 < args.length; a += 2) {
            int k = Integer.parseInt(args[a]), rounds = Integer.parseInt(args[a + 1]);
            Random rnd = new Random(k);
            long[] g1s = new long[k * a1], g2s = new long[k * a2];
            for (int i = 0; i < k; i++) {
                BigInteger[][] p = RefCurves.BLS12_381_G1.randomInGroup(rnd), q = RefCurves.BLS12_381_G2.randomInGroup(rnd);
                Bls12381G1.setAffine(g1s, i * a1, p[0][0], p[1][0]);
                Bls12381G2.setAffine(g2s, i * a2, q[0][0], q[0][1], q[1][0], q[1][1]);
            }
            long[] out = new long[Bls12381MillerLanes.lanes(true) * Bls12381MillerLanes.GT], f = new long[Bls12381Pairing.GT_LIMBS];
            double b8 = 1e99, b4 = 1e99, bs = 1e99;
            for (int r = 0; r < rounds; r++) {
                long t0 = bean.getCurrentThreadCpuTime();
                if (runWide) {
                    Bls12381MillerLanes.parts(g1s, 0, g2s, 0, k, out, 0, true);
                }
                long t1 = bean.getCurrentThreadCpuTime();
                if (runNarrow) {
                    Bls12381MillerLanes.parts(g1s, 0, g2s, 0, k, out, 0, false);
                }
                long t2 = bean.getCurrentThreadCpuTime();
                Bls12381Pairing.millerLoop(g1s, 0, g2s, 0, k, f, 0);
                long t3 = bean.getCurrentThreadCpuTime();
                if (r >= rounds / 4) {
                    b8 = Math.min(b8, (t1 - t0) / 1e3 / k);
                    b4 = Math.min(b4, (t2 - t1) / 1e3 / k);
                    bs = Math.min(bs, (t3 - t2) / 1e3 / k);
                }
            }
            System.out.printf("k=%d  us per pair, min: lanes(pref) %s  lanes(256) %s  scalar %.1f%n", k,
                    runWide ? String.format("%.1f", b8) : "-", runNarrow ? String.format("%.1f", b4) : "-", bs);
        }
    }
}
