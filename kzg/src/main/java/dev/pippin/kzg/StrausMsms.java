package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import dev.pippin.msm.Workers;

/**
 * A few small MSMs at once (the verifications' sums over a few hundred points: the proofs by the
 * challenge's powers, the commitments and setup points by their weights) by batch-affine GLV
 * Straus ({@link GlvStraus}, {@link AffineChains}): every MSM's terms are cut into chains of
 * {@link #TERMS_PER_CHAIN}, and all chains of all the MSMs run side by side, so a round's steps
 * share one inversion and its generic additions go to the lanes where the options say.
 *
 * <p>Cost model per term: about 43 additions and 8 table steps, affine (about 6 Fp products
 * each, fewer on the lanes); per chain 128 doublings. Against the MSM engine's Pippenger on 128
 * to 200 points (about 26 windows of n mixed XYZZ additions and 2^c bucket sums, at 10-13 Fp
 * products each), about half the products.
 *
 * <p>Points affine and in the subgroup (the endomorphism splits the scalars), infinity allowed;
 * scalars in Montgomery form. Results affine, infinity all zero.
 */
final class StrausMsms {
    private StrausMsms() {}

    /**
     * Terms per chain: fewer make fuller rounds (the chains are the batch) but cost 128 doublings
     * each. Measured on pairs of MSMs of random points and scalars as the verifications run them
     * (one thread, 2-vCPU Zen 3, JDK 25, lanes warm, best of 50 in one JVM, ms), 2 / 4 / 8 / 16
     * terms a chain against the MSM engine: 128 and 193 points (a blob's 128 cells) 29.4 / 21.1 /
     * 18.8 / 20.9 against 23.3; 16 and 33 points (16 blobs) 6.18 / 5.38 / 5.77 / 7.59 against 6.23.
     */
    static final int TERMS_PER_CHAIN = 8;

    private static final int AFF = Bls12381G1.AFFINE;
    private static final int JAC = Bls12381G1.JACOBIAN;

    /**
     * Chains wanted at least, where the terms allow: fewer chains than this share each round's
     * inversion among too few steps, so small inputs take shorter chains (from the same
     * measurements: 49 terms ran best at 4 a chain, about 12 chains).
     */
    static final int MIN_CHAINS = 16;

    /**
     * Σ_i scalars[j][i] points[j][i] for i &lt; counts[j], for each MSM j; affine results. Chains of
     * {@link #TERMS_PER_CHAIN} terms, or fewer where that leaves under {@link #MIN_CHAINS} chains.
     */
    static long[][] lincombs(long[][] points, long[][] scalars, int[] counts, MsmOptions options) {
        long terms = 0;
        for (int c : counts) {
            terms += c;
        }
        int perChain = (int) Math.max(1, Math.min(TERMS_PER_CHAIN, (terms + MIN_CHAINS - 1) / MIN_CHAINS));
        return lincombs(points, scalars, counts, options, perChain);
    }

    /** {@link #lincombs} with chains of the given length, for measuring {@link #TERMS_PER_CHAIN}. */
    static long[][] lincombs(long[][] points, long[][] scalars, int[] counts, MsmOptions options, int perChain) {
        int msms = counts.length;
        int n = 0, chains = 0;
        int[] firstChain = new int[msms + 1];
        for (int j = 0; j < msms; j++) {
            firstChain[j] = chains;
            n += counts[j];
            chains += (counts[j] + perChain - 1) / perChain;
        }
        firstChain[msms] = chains;
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

        int[] bounds = new int[chains + 1];
        for (int j = 0, c = 0, at = 0; j < msms; j++) {
            for (int from = 0; from < counts[j]; from += perChain) {
                bounds[c++] = at + from;
            }
            at += counts[j];
        }
        bounds[chains] = n;
        int[][] programs = digits.programs(bounds, chains);
        int[] prog = programs[0], start = programs[1];

        long[] acc = new long[chains * AFF];
        // the options' threads where each gets 32 chains or more (a batch worth an inversion)
        int threads = Math.max(1, Math.min(options.threads(), chains / 32));
        Workers.forRanges(chains, threads, (from, to) -> {
            int count = to - from;
            long[] part = new long[count * AFF];
            int[] partStart = new int[count + 1];
            System.arraycopy(start, from, partStart, 0, count + 1);
            AffineChains.run(part, table, prog, partStart, count, new AffineBatch(count, lanes));
            System.arraycopy(part, 0, acc, from * AFF, count * AFF);
        });

        long[] sum = new long[JAC], s = new long[Bls12381G1.SCRATCH];
        for (int j = 0; j < msms; j++) {
            Bls12381G1.jacSetInfinity(sum, 0);
            for (int c = firstChain[j]; c < firstChain[j + 1]; c++) {
                Bls12381G1.jacAddMixed(sum, 0, sum, 0, acc, c * AFF, false, s);
            }
            Bls12381G1.jacToAffine(out[j], 0, sum, 0, s);
        }
        return out;
    }
}
