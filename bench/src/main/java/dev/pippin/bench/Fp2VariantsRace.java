package dev.pippin.bench;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The Fp2 kernels (the public fused mul/sqr, their 3-call references, and the variants of
 * Fp2Variants) timed in alternating bursts of 2000 dependent operations, in a shuffled order
 * each round, so that load from elsewhere on a shared machine hits them alike; prints per kernel
 * the minimum, 10th percentile and median ns/op over the rounds. Fp2VariantsBench measures the
 * same kernels under JMH, one after the other; this is the measurement behind gen_fields.py's
 * FP2_KERNELS choices. The optional regex selects kernels by name.
 *
 * <pre>bench/run Fp2VariantsRace [regex] [rounds]</pre>
 */
public final class Fp2VariantsRace {
    private Fp2VariantsRace() {}

    public static void main(String[] args) {
        String filter = args.length > 0 ? args[0] : "";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        Random rnd = new Random(5);
        long[] bx = new long[10], by = new long[10], bs = new long[20];
        long[] lx = new long[14], ly = new long[14], ls = new long[28];
        Bn254Fp2.fromBigIntegers(bx, 0, new BigInteger(260, rnd).mod(Bn254Fp.MODULUS), new BigInteger(260, rnd).mod(Bn254Fp.MODULUS));
        Bn254Fp2.fromBigIntegers(by, 0, new BigInteger(260, rnd).mod(Bn254Fp.MODULUS), new BigInteger(260, rnd).mod(Bn254Fp.MODULUS));
        Bls12381Fp2.fromBigIntegers(lx, 0, new BigInteger(390, rnd).mod(Bls12381Fp.MODULUS), new BigInteger(390, rnd).mod(Bls12381Fp.MODULUS));
        Bls12381Fp2.fromBigIntegers(ly, 0, new BigInteger(390, rnd).mod(Bls12381Fp.MODULUS), new BigInteger(390, rnd).mod(Bls12381Fp.MODULUS));
        LinkedHashMap<String, Runnable> v = new LinkedHashMap<>();  // name -> one burst
        final int CH = 2000;
        v.put("bnMulRef", () -> { for (int i = 0; i < CH; i++) Bn254Fp2.mulKaratsuba(bx, 0, bx, 0, by, 0, bs); });
        v.put("bnMulPublic", () -> { for (int i = 0; i < CH; i++) Bn254Fp2.mul(bx, 0, bx, 0, by, 0, bs); });
        v.put("bnMulKar", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.mulKaratsuba(bx, bx, by); });
        v.put("bnMulKarF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.mulKaratsubaFence(bx, bx, by); });
        v.put("bnMulSch", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.mulSchoolbook(bx, bx, by); });
        v.put("bnMulSchF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.mulSchoolbookFence(bx, bx, by); });
        v.put("bnSqrRef", () -> { for (int i = 0; i < CH; i++) Bn254Fp2.sqrComplex(bx, 0, bx, 0, bs); });
        v.put("bnSqrPublic", () -> { for (int i = 0; i < CH; i++) Bn254Fp2.sqr(bx, 0, bx, 0, bs); });
        v.put("bnSqrInt", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.sqrInterleaved(bx, bx); });
        v.put("bnSqrIntF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.sqrInterleavedFence(bx, bx); });
        v.put("bnSqrSeq", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.sqrSequential(bx, bx); });
        v.put("bnSqrSeqF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bn254.sqrSequentialFence(bx, bx); });
        v.put("blsMulRef", () -> { for (int i = 0; i < CH; i++) Bls12381Fp2.mulKaratsuba(lx, 0, lx, 0, ly, 0, ls); });
        v.put("blsMulPublic", () -> { for (int i = 0; i < CH; i++) Bls12381Fp2.mul(lx, 0, lx, 0, ly, 0, ls); });
        v.put("blsMulKar", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.mulKaratsuba(lx, lx, ly); });
        v.put("blsMulKarF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.mulKaratsubaFence(lx, lx, ly); });
        v.put("blsMulSch", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.mulSchoolbook(lx, lx, ly); });
        v.put("blsMulSchF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.mulSchoolbookFence(lx, lx, ly); });
        v.put("blsSqrRef", () -> { for (int i = 0; i < CH; i++) Bls12381Fp2.sqrComplex(lx, 0, lx, 0, ls); });
        v.put("blsSqrPublic", () -> { for (int i = 0; i < CH; i++) Bls12381Fp2.sqr(lx, 0, lx, 0, ls); });
        v.put("blsSqrInt", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.sqrInterleaved(lx, lx); });
        v.put("blsSqrIntF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.sqrInterleavedFence(lx, lx); });
        v.put("blsSqrSeq", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.sqrSequential(lx, lx); });
        v.put("blsSqrSeqF", () -> { for (int i = 0; i < CH; i++) Fp2Variants.Bls12381.sqrSequentialFence(lx, lx); });
        v.keySet().removeIf(k -> !k.matches(filter.isEmpty() ? ".*" : filter));
        List<String> names = new ArrayList<>(v.keySet());
        for (int w = 0; w < 30; w++) for (Runnable r : v.values()) r.run();
        Map<String, double[]> t = new HashMap<>();
        for (String n : names) t.put(n, new double[rounds]);
        for (int r = 0; r < rounds; r++) {
            Collections.shuffle(names, rnd);
            for (String n : names) {
                long t0 = System.nanoTime();
                v.get(n).run();
                t.get(n)[r] = (System.nanoTime() - t0) / (double) CH;
            }
        }
        for (String n : v.keySet()) {
            double[] a = t.get(n);
            Arrays.sort(a);
            System.out.printf("%-14s min %6.1f  p10 %6.1f  p50 %6.1f%n", n, a[0], a[rounds / 10], a[rounds / 2]);
        }
    }
}
