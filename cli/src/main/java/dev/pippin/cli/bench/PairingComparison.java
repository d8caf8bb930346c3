package dev.pippin.cli.bench;

import dev.pippin.bls.Bls;
import dev.pippin.bls.BlsBatchVerifier;
import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.lanes.Bls12381PointBatches;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.pairing.Bn254Pairing;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Products of K pairings (one shared Miller loop, one final exponentiation), as the native peers
 * time them ({@code millerLoopVec + finalExp} in mcl, {@code miller_loop + final_exp} in blst), and
 * BLS batch verification against the same signatures verified one by one. Single thread. Each
 * figure is the minimum over timed runs that follow an untimed warm-up of at least
 * {@link #WARM_UP_NS}: the minimum is the run least disturbed by the machine's other work. The
 * pairing products are timed in turn, burst by burst, so that the figures compared share the
 * machine's spells; the batch row times its two sides in alternation, the separate side in
 * chunks about as long as one batch (see {@link #BATCH_RUNS}).
 */
public final class PairingComparison {
    private PairingComparison() {}

    public static final List<String> CURVES = List.of("bn254", "bls12-381");
    public static final List<Integer> PAIRS = List.of(1, 2, 4, 8);
    /** Signatures in the batch-verification row. */
    public static final int BATCH = 128;
    /** C2 has compiled the Miller loop and the final exponentiation well within this (-XX:+PrintCompilation). */
    static final long WARM_UP_NS = 2_000_000_000L;
    /**
     * Timed rounds of the pairing products, each one burst of every product. A run-by-run trace of
     * 3 000 single bn254 pairings on a shared 2-vCPU Intel Xeon VM showed slow spells (1.5-1.8 ms
     * against 0.92-1.0) of 20 to 300 consecutive runs, tens to hundreds of ms; 50 consecutive
     * runs after the warm-up then reported 1.22-1.51 ms in four JVMs, and eight bursts of 60 ms
     * spread over the timed phase 0.92-0.98 in two. Ten bursts of 80 ms (about 6.5 s for the
     * eight products) leave a cell less to chance.
     */
    static final int ROUNDS = 10;
    static final long BURST_NS = 80_000_000L;
    static final int MIN_BURST_RUNS = 3;
    /**
     * Timed rounds of the batch row, each one batch verification and the 128 separate ones. The
     * separate side is timed in chunks of {@link #SEPARATE_CHUNK} signatures, about as long as
     * one batch (75-120 ms), and is the sum of each chunk's minimum: both sides are then timed in
     * units of one length, which meet the machine's quiet spells alike. On the Intel VM of
     * {@link #ROUNDS} the minimum over whole passes of the 128 (about 0.4 s) moved 361-511 ms
     * between JVMs (speedups 4.4-6.3), and with 9 rounds the batch's own minimum 72-89 ms; with
     * 15 rounds and chunks, three JVMs read 4.86-5.10 (AVX-512 code) and 3.07-3.21 (AVX2 code).
     */
    static final int BATCH_RUNS = 15;
    static final int SEPARATE_CHUNK = 32;

    public record Pairing(String curve, int pairs, double ms) {}

    public record Batch(int n, double msBatch, double msSeparate) {
        public double speedup() {
            return msSeparate / msBatch;
        }
    }

    /** Thrown when a product of pairings that must be 1 is not: the timing would mean nothing. */
    public static final class Mismatch extends RuntimeException {
        Mismatch(String message) {
            super(message);
        }
    }

    /**
     * The products of K pairings for every curve and K given, in that order, timed together:
     * a warm-up of all of them in turn, then {@link #ROUNDS} rounds in which each product runs for
     * a burst of {@link #BURST_NS}, so that every product's timed runs are spread over the whole
     * timed phase and meet the machine's quiet spells alike. Each figure is the minimum over its
     * runs. Every product checks its value once (see {@link #cell}).
     */
    public static List<Pairing> pairings(List<String> curves, List<Integer> ks) {
        // under AUTO BLS12-381's final exponentiation (and a Miller loop of many pairs) takes the
        // lanes once the BLS12-381 lane chains are warm, which AUTO alone starts only after about 5 s
        // of scalar work: warm them first, so that the figures are those of a long-running process
        if (curves.contains("bls12-381") && LaneMode.fromProperty() == LaneMode.AUTO) {
            try {
                Bls12381PointBatches.warmUpLanes();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        List<Cell> cells = new ArrayList<>();
        for (String curve : curves) {
            for (int k : ks) {
                cells.add(cell(curve, k));
            }
        }
        long start = System.nanoTime();
        do {
            for (Cell c : cells) {
                c.run.run();
            }
        } while (System.nanoTime() - start < WARM_UP_NS);
        long[] best = new long[cells.size()];
        Arrays.fill(best, Long.MAX_VALUE);
        for (int round = 0; round < ROUNDS; round++) {
            for (int i = 0; i < cells.size(); i++) {
                Runnable run = cells.get(i).run;
                long burst = System.nanoTime();
                int n = 0;
                do {
                    long t = System.nanoTime();
                    run.run();
                    long u = System.nanoTime();
                    best[i] = Math.min(best[i], u - t);
                    n++;
                } while (n < MIN_BURST_RUNS || System.nanoTime() - burst < BURST_NS);
            }
        }
        List<Pairing> rows = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            Cell c = cells.get(i);
            rows.add(new Pairing(c.curve, c.pairs, best[i] / 1e6));
        }
        return rows;
    }

    /** One product of pairings ready to time. */
    private record Cell(String curve, int pairs, Runnable run) {}

    /**
     * K pairs (a_i G1, b_i G2). For K > 1 the last pair balances the others (Σ a_i b_i = 0 mod r),
     * so the product is 1 and the cell checks itself before it is timed; a single pairing must
     * not be 1.
     */
    private static Cell cell(String curve, int k) {
        Random rnd = new Random(42 + k);
        boolean bn = curve.equals("bn254");
        BigInteger r = bn ? Bn254G1.ORDER : Bls12381G1.ORDER;
        int g1Stride = bn ? Bn254G1.AFFINE : Bls12381G1.AFFINE, g2Stride = bn ? Bn254G2.AFFINE : Bls12381G2.AFFINE;
        long[] g1 = new long[k * g1Stride], g2 = new long[k * g2Stride];
        long[] gen1 = new long[g1Stride], gen2 = new long[g2Stride];
        if (bn) {
            Bn254G1.generator(gen1, 0);
            Bn254G2.generator(gen2, 0);
        } else {
            Bls12381G1.generator(gen1, 0);
            Bls12381G2.generator(gen2, 0);
        }
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < k; i++) {
            boolean balancing = k > 1 && i == k - 1;
            BigInteger a = balancing ? sum.negate().mod(r) : new BigInteger(r.bitLength() + 8, rnd).mod(r);
            BigInteger b = balancing ? BigInteger.ONE : new BigInteger(r.bitLength() + 8, rnd).mod(r);
            sum = sum.add(a.multiply(b)).mod(r);
            mul(bn, true, g1, i * g1Stride, gen1, ScalarLimbs.limbs(a, 4));
            mul(bn, false, g2, i * g2Stride, gen2, ScalarLimbs.limbs(b, 4));
        }
        boolean expectOne = k > 1;
        boolean one = bn ? Bn254Pairing.pairingCheck(g1, g2, k) : Bls12381Pairing.pairingCheck(g1, g2, k);
        if (one != expectOne) {
            throw new Mismatch(curve + " product of " + k + " pairings: expected " + (expectOne ? "1" : "not 1"));
        }
        long[] out = new long[bn ? Bn254Pairing.GT_LIMBS : Bls12381Pairing.GT_LIMBS];
        Runnable run = bn ? () -> Bn254Pairing.multiPair(g1, 0, g2, 0, k, out, 0)
                : () -> Bls12381Pairing.multiPair(g1, 0, g2, 0, k, out, 0);
        return new Cell(curve, k, run);
    }

    /** 128 signatures on distinct messages: one batch verification against 128 verifications. */
    public static Batch blsBatchVerify() {
        SplittableRandom rnd = new SplittableRandom(7);
        List<byte[]> keys = new ArrayList<>(), messages = new ArrayList<>(), signatures = new ArrayList<>();
        for (int i = 0; i < BATCH; i++) {
            byte[] ikm = new byte[32];
            rnd.nextBytes(ikm);
            byte[] sk = Bls.keyGen(ikm, new byte[0]);
            byte[] m = ("pippin bench message " + i).getBytes(StandardCharsets.US_ASCII);
            keys.add(Bls.skToPk(sk));
            messages.add(m);
            signatures.add(Bls.sign(sk, m));
        }
        // under AUTO the batch's subgroup checks, hashes and Miller loop run on the lanes once the
        // BLS12-381 lane chains are warm, and its MSMs once the G2 flush is, which AUTO alone would
        // start only after about 5 s of scalar work each (docs/LANES.md, "Warm-up"); a forced mode
        // needs no warm-up
        MsmOptions options = MsmOptions.defaults().withThreads(1);
        if (options.lanes() == LaneMode.AUTO) {
            try {
                Bls12381PointBatches.warmUpLanes();
                Msm.warmUpLanes(MsmGroup.BLS12_381_G2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        BlsBatchVerifier batch = new BlsBatchVerifier(new java.security.SecureRandom(), options);
        boolean ok = true;
        long start = System.nanoTime();
        do {
            ok &= batch.verify(keys, messages, signatures);
            for (int i = 0; i < BATCH; i++) {
                ok &= Bls.verify(keys.get(i), messages.get(i), signatures.get(i));
            }
        } while (System.nanoTime() - start < WARM_UP_NS);
        long bestBatch = Long.MAX_VALUE;
        long[] bestChunk = new long[BATCH / SEPARATE_CHUNK];
        Arrays.fill(bestChunk, Long.MAX_VALUE);
        for (int round = 0; round < BATCH_RUNS; round++) {
            long t = System.nanoTime();
            ok &= batch.verify(keys, messages, signatures);
            bestBatch = Math.min(bestBatch, System.nanoTime() - t);
            for (int c = 0; c < bestChunk.length; c++) {
                long u = System.nanoTime();
                for (int i = c * SEPARATE_CHUNK; i < (c + 1) * SEPARATE_CHUNK; i++) {
                    ok &= Bls.verify(keys.get(i), messages.get(i), signatures.get(i));
                }
                bestChunk[c] = Math.min(bestChunk[c], System.nanoTime() - u);
            }
        }
        if (!ok) {
            throw new Mismatch("a valid signature failed to verify");
        }
        long separate = 0;
        for (long b : bestChunk) {
            separate += b;
        }
        return new Batch(BATCH, bestBatch / 1e6, separate / 1e6);
    }

    private static void mul(boolean bn, boolean g1, long[] r, int ro, long[] p, long[] k) {
        if (bn) {
            if (g1) {
                Bn254G1.scalarMul(r, ro, p, 0, k, 0);
            } else {
                Bn254G2.scalarMul(r, ro, p, 0, k, 0);
            }
        } else if (g1) {
            Bls12381G1.scalarMul(r, ro, p, 0, k, 0);
        } else {
            Bls12381G2.scalarMul(r, ro, p, 0, k, 0);
        }
    }
}
