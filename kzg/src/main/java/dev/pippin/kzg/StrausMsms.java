package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;

/**
 * A few small MSMs at once (the verifications' sums over a few hundred points: the proofs by the
 * challenge's powers, the commitments and setup points by their weights) by batch-affine GLV
 * Straus with the additions collected by bit ({@link BitBuckets}): one table of odd multiples
 * for all the MSMs' points, then all their buckets side by side, so a round's steps share one
 * inversion and its generic additions go to the lanes where the options say.
 *
 * <p>Cost model per term: about 43 additions and 8 table steps, affine (about 6 Fp products
 * each, fewer on the lanes); per MSM 128 Jacobian doublings and additions. Against the MSM
 * engine's Pippenger on 128 to 200 points (about 26 windows of n mixed XYZZ additions and 2^c
 * bucket sums, at 10-13 Fp products each), about half the products. Against chains of 8 terms
 * walked in order (each round one step per chain, each chain 128 doublings), measured in one JVM
 * on random points and scalars (one thread, 2-vCPU Zen 3, JDK 25, lanes warm, best of 40, three
 * rounds, ms): 128 and 193 points 18.7-19.7 → 9.2-10.0, 16 and 33 points 5.1-5.2 → 2.0.
 *
 * <p>Points affine and in the subgroup (the endomorphism splits the scalars), infinity allowed;
 * scalars in Montgomery form. Results affine, infinity all zero.
 */
final class StrausMsms {
    private StrausMsms() {}

    private static final int AFF = Bls12381G1.AFFINE;
    private static final int JAC = Bls12381G1.JACOBIAN;

    /**
     * Σ_i scalars[j][i] points[j][i] for i &lt; counts[j], for each MSM j; affine results. The
     * buckets are split over the options' threads, an MSM's worth or more each.
     */
    static long[][] lincombs(long[][] points, long[][] scalars, int[] counts, MsmOptions options) {
        int msms = counts.length;
        int n = 0;
        int[] bounds = new int[msms + 1];
        for (int j = 0; j < msms; j++) {
            bounds[j] = n;
            n += counts[j];
        }
        bounds[msms] = n;
        long[][] out = new long[msms][AFF];
        if (n == 0) {
            return out;
        }
        long[] all = new long[n * AFF];
        GlvStraus.Digits digits = new GlvStraus.Digits(n);
        long[] k = new long[Fr.L];
        long[] parts = new long[4];
        for (int j = 0, at = 0; j < msms; j++) {
            System.arraycopy(points[j], 0, all, at * AFF, counts[j] * AFF);
            for (int i = 0; i < counts[j]; i++, at++) {
                Fr.toCanonical(scalars[j], i * Fr.L, k, 0);
                digits.set(at, k, 0, parts);
            }
        }
        LaneMode lanes = options.lanes();
        long[] table = new long[n * GlvStraus.ENTRIES * AFF];
        GlvStraus.oddMultiples(all, 0, n, table, new AffineBatch(n, lanes));
        long[] sums = new long[msms * JAC], s = new long[Bls12381G1.SCRATCH];
        BitBuckets.msms(digits, table, bounds, msms, sums, options.threads(), lanes);
        for (int j = 0; j < msms; j++) {
            Bls12381G1.jacToAffine(out[j], 0, sums, j * JAC, s);
        }
        return out;
    }
}
