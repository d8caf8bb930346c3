package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Workers;

/**
 * Many MSMs at once as GLV Straus whose additions are collected by bit: for MSM g and digit
 * position b, the bucket S(g, b) is the sum of the table entries ± d P_i (and their φ images)
 * of every non-zero digit d at position b of the MSM's recoded scalars ({@link GlvStraus}); the
 * MSM is then Σ_b 2^b S(g, b), by Horner's rule.
 *
 * <p>Why buckets by bit rather than chains of terms ({@link AffineChains} over
 * {@link GlvStraus.Digits#programs}): a chain must run its additions in order, so a round of
 * steps is at most one step per chain and shares one inversion among few steps, and each chain
 * pays ~128 doublings. Bucket additions commute: the buckets (129 per MSM) are the batch, every
 * round holds one addition per non-empty bucket, and the only doublings are the 128 of each
 * MSM's Horner sum.
 *
 * <p>Cost model per MSM of n terms: about 43 n batch-affine additions (2M+1S, 3M for the
 * inversion's share, one inversion a round of up to 129 × MSMs steps), then the Horner sum: 128
 * doublings and up to 129 additions, Jacobian (18 Fp products a bit) for a few MSMs,
 * batch-affine side by side for many ({@link #AFFINE_HORNER}). The table is the caller's.
 */
final class BitBuckets {
    private BitBuckets() {}

    private static final int AFF = Bls12381G1.AFFINE;
    private static final int JAC = Bls12381G1.JACOBIAN;
    /** Buckets per MSM: one per digit position. */
    static final int BITS = GlvStraus.STRIDE;

    /**
     * out[g × 21 ...] (Jacobian) = Σ k_i P_i over the scalars i in [bounds[g], bounds[g + 1]) of
     * {@code digits}, each with the table entries of point i ({@link GlvStraus#oddMultiples} at
     * {@code table[i × 16 × 14]}), for g &lt; groups. The buckets are split over up to
     * {@code threads} threads.
     */
    static void msms(GlvStraus.Digits digits, long[] table, int[] bounds, int groups, long[] out, int threads,
            LaneMode lanes) {
        msms(digits, table, bounds, groups, groups, out, threads, lanes);
    }

    /**
     * {@link #msms} with the buckets filled {@code pass} MSMs at a time (so that the table
     * entries a pass reads stay in cache), then the Horner sums.
     */
    static void msms(GlvStraus.Digits digits, long[] table, int[] bounds, int groups, int pass, long[] out,
            int threads, LaneMode lanes) {
        long[] sums = new long[groups * BITS * AFF];
        for (int g0 = 0; g0 < groups; g0 += pass) {
            int gs = Math.min(pass, groups - g0);
            int[] sub = java.util.Arrays.copyOfRange(bounds, g0, g0 + gs + 1);
            int buckets = gs * BITS;
            int[][] programs = digits.bucketPrograms(sub, gs);
            int[] prog = programs[0], start = programs[1];
            int base = g0 * BITS;
            // a thread where it gets an MSM's worth of buckets (rounds of up to 129 steps an inversion)
            int parts = Math.max(1, Math.min(threads, buckets / BITS));
            Workers.forRanges(buckets, parts, (from, to) -> {
                int count = to - from;
                long[] part = new long[count * AFF];
                int[] partStart = new int[count + 1];
                System.arraycopy(start, from, partStart, 0, count + 1);
                AffineChains.run(part, table, prog, partStart, count, new AffineBatch(count, lanes));
                System.arraycopy(part, 0, sums, (base + from) * AFF, count * AFF);
            });
        }
        if (groups >= AFFINE_HORNER) {
            affineHorner(sums, groups, out, lanes);
            return;
        }
        long[] s = new long[Bls12381G1.SCRATCH];
        for (int g = 0; g < groups; g++) {
            int r = g * JAC;
            Bls12381G1.jacSetInfinity(out, r);
            for (int b = BITS - 1; b >= 0; b--) {
                if (!Bls12381G1.jacIsInfinity(out, r)) {
                    Bls12381G1.jacDouble(out, r, out, r, s);
                }
                Bls12381G1.jacAddMixed(out, r, out, r, sums, (g * BITS + b) * AFF, false, s);
            }
        }
    }

    /**
     * From this many MSMs on, the Horner sums run batch-affine side by side (a round of one step
     * per MSM sharing an inversion of about 8 µs, the additions on the lanes), below it in
     * Jacobian coordinates (18 Fp products a bit, no inversion). At 64 MSMs an inversion's share
     * is about 2 Fp products a step. Measured at the two ends: 128 FK20 columns ran at least as
     * fast with batch-affine sums (best of 5 over four rounds in two interleaved JVMs, ms:
     * 221-301 against 245-314), and two MSMs can only take the Jacobian form (rounds of 2 steps).
     */
    static final int AFFINE_HORNER = 64;

    /** The Horner sums of {@link #msms} as {@link AffineChains}: 2 × 129 rounds of one step per MSM. */
    private static void affineHorner(long[] sums, int groups, long[] out, LaneMode lanes) {
        int[] prog = new int[groups * 2 * BITS];
        int[] start = new int[groups + 1];
        int pos = 0;
        for (int g = 0; g < groups; g++) {
            start[g] = pos;
            for (int b = BITS - 1; b >= 0; b--) {
                if (pos > start[g]) {
                    prog[pos++] = AffineBatch.DOUBLE;
                }
                prog[pos++] = AffineBatch.add((g * BITS + b) * AFF, false);
            }
        }
        start[groups] = pos;
        long[] acc = new long[groups * AFF];
        AffineChains.run(acc, sums, prog, start, groups, new AffineBatch(groups, lanes));
        for (int g = 0; g < groups; g++) {
            Bls12381G1.jacFromAffine(out, g * JAC, acc, g * AFF);
        }
    }
}
