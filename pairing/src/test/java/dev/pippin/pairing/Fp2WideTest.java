package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bn254Fp;
import java.math.BigInteger;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * bn254's double-width Fp2 products and their reductions ({@link Bn254Fp2Wide}) on raw limbs.
 * The products must equal, as integers, c0 = a0 b0 - a1 b1 + 16p^2 and c1 = a0 b1 + a1 b0
 * (the square: (a0 + a1)(a0 - a1 + 4p) and 2 a0 a1), for every input coordinate in [0, 4p)
 * including 4p - 1. A reduction of sum c W must be congruent to sum c W R^-1 (R = 2^280, the
 * Montgomery factor a double-width product carries once more than a stored element) and lie in
 * [0, 2p), for double-width inputs anywhere in [0, 32p^2) including the extremes of each output
 * coordinate. The coefficients come from {@link Fp2SumsTest}'s hand-written table (same formulas).
 */
class Fp2WideTest {

    static final BigInteger P = Bn254Fp.MODULUS;
    static final int N = Bn254Fp.LIMBS;
    static final BigInteger R_INV = BigInteger.ONE.shiftLeft(56 * N).modInverse(P);

    static long[] limbs(BigInteger v, int count) {
        long[] r = new long[count];
        for (int i = 0; i < count; i++) {
            r[i] = v.shiftRight(56 * i).longValue() & ((1L << 56) - 1);
        }
        return r;
    }

    static BigInteger value(long[] a, int off, int count) {
        BigInteger v = BigInteger.ZERO;
        for (int i = count - 1; i >= 0; i--) {
            assertTrue(a[off + i] >= 0 && (i == count - 1 || a[off + i] < (1L << 56)), "limb out of range");
            v = v.shiftLeft(56).add(BigInteger.valueOf(a[off + i]));
        }
        return v;
    }

    static long[] fp2(BigInteger c0, BigInteger c1) {
        long[] r = new long[2 * N];
        System.arraycopy(limbs(c0, N), 0, r, 0, N);
        System.arraycopy(limbs(c1, N), 0, r, N, N);
        return r;
    }

    static BigInteger pick(Random rnd, BigInteger bound) {
        switch (rnd.nextInt(6)) {
            case 0: return BigInteger.ZERO;
            case 1: return bound.subtract(BigInteger.ONE);
            case 2: return P.shiftLeft(1).subtract(BigInteger.ONE).min(bound.subtract(BigInteger.ONE));
            default: return new BigInteger(bound.bitLength() + 4, rnd).mod(bound);
        }
    }

    @Test
    void productsAreExactForInputsBelow4p() {
        Random rnd = new Random(5);
        BigInteger fourP = P.shiftLeft(2);
        BigInteger[] edge = {BigInteger.ZERO, fourP.subtract(BigInteger.ONE)};
        for (int t = 0; t < 3000; t++) {
            BigInteger a0 = t < 16 ? edge[t & 1] : pick(rnd, fourP), a1 = t < 16 ? edge[(t >> 1) & 1] : pick(rnd, fourP);
            BigInteger b0 = t < 16 ? edge[(t >> 2) & 1] : pick(rnd, fourP), b1 = t < 16 ? edge[(t >> 3) & 1] : pick(rnd, fourP);
            long[] a = fp2(a0, a1), b = fp2(b0, b1), w = new long[Bn254Fp2Wide.WIDE];
            Bn254Fp2Wide.mul(w, 0, a, 0, b, 0);
            assertEquals(a0.multiply(b0).subtract(a1.multiply(b1)).add(P.pow(2).shiftLeft(4)), value(w, 0, 2 * N), "mul c0");
            assertEquals(a0.multiply(b1).add(a1.multiply(b0)), value(w, 2 * N, 2 * N), "mul c1");
            Bn254Fp2Wide.sqr(w, 0, a, 0);
            assertEquals(a0.add(a1).multiply(a0.subtract(a1).add(fourP)), value(w, 0, 2 * N), "sqr c0");
            assertEquals(a0.multiply(a1).shiftLeft(1), value(w, 2 * N, 2 * N), "sqr c1");
        }
    }

    interface Reduction {
        void run(long[] r, long[][] w);
    }

    static final Map<String, Reduction> REDUCTIONS = Map.of(
            "plusXiDiff", (r, w) -> Bn254Fp2Wide.plusXiDiff(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "diffPlusXi", (r, w) -> Bn254Fp2Wide.diffPlusXi(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "diffPlus", (r, w) -> Bn254Fp2Wide.diffPlus(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "lineR10", (r, w) -> Bn254Fp2Wide.lineR10(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0, w[4], 0, w[5], 0, w[6], 0),
            "lineR11", (r, w) -> Bn254Fp2Wide.lineR11(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0, w[4], 0, w[5], 0, w[6], 0),
            "lineR12", (r, w) -> Bn254Fp2Wide.lineR12(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0, w[4], 0),
            "lineR00", (r, w) -> Bn254Fp2Wide.lineR00(r, 0, w[0], 0, w[1], 0, w[2], 0),
            "lineR01", (r, w) -> Bn254Fp2Wide.lineR01(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "lineR02", (r, w) -> Bn254Fp2Wide.lineR02(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0));

    static void checkReduction(String name, int[][] coef, BigInteger[][] v) {
        long[][] w = new long[coef.length][];
        for (int i = 0; i < coef.length; i++) {
            w[i] = new long[Bn254Fp2Wide.WIDE];
            System.arraycopy(limbs(v[i][0], 2 * N), 0, w[i], 0, 2 * N);
            System.arraycopy(limbs(v[i][1], 2 * N), 0, w[i], 2 * N, 2 * N);
        }
        BigInteger w0 = BigInteger.ZERO, w1 = BigInteger.ZERO;
        for (int i = 0; i < coef.length; i++) {
            BigInteger a = BigInteger.valueOf(coef[i][0] + 9L * coef[i][1]), b = BigInteger.valueOf(coef[i][1]);
            w0 = w0.add(a.multiply(v[i][0])).subtract(b.multiply(v[i][1]));
            w1 = w1.add(b.multiply(v[i][0])).add(a.multiply(v[i][1]));
        }
        long[] r = new long[2 * N];
        REDUCTIONS.get(name).run(r, w);
        BigInteger[] want = {w0.multiply(R_INV).mod(P), w1.multiply(R_INV).mod(P)};
        for (int j = 0; j < 2; j++) {
            BigInteger got = value(r, j * N, N);
            assertTrue(got.compareTo(P.shiftLeft(1)) < 0, name + ": coordinate " + j + " not below 2p");
            assertEquals(want[j], got.mod(P), name + ": coordinate " + j);
        }
    }

    @Test
    void reductionsOfSumsOfProducts() {
        Map<String, int[][]> coef = Fp2SumsTest.BN.kernels().stream()
                .collect(Collectors.toMap(Fp2SumsTest.K::name, Fp2SumsTest.K::coef, (x, y) -> x));
        BigInteger bound = P.pow(2).shiftLeft(5); // 32 p^2
        Random rnd = new Random(9);
        for (String name : REDUCTIONS.keySet()) {
            int[][] c = coef.get(name);
            // each output coordinate at both extremes: inputs at the top where they push it up, 0 elsewhere
            for (int j = 0; j < 2; j++) {
                for (boolean high : new boolean[] {true, false}) {
                    BigInteger[][] v = new BigInteger[c.length][2];
                    for (int i = 0; i < c.length; i++) {
                        long a = c[i][0] + 9L * c[i][1], b = c[i][1];
                        long s0 = j == 0 ? a : b, s1 = j == 0 ? -b : a;
                        v[i][0] = (s0 > 0) == high ? bound.subtract(BigInteger.ONE) : BigInteger.ZERO;
                        v[i][1] = (s1 > 0) == high ? bound.subtract(BigInteger.ONE) : BigInteger.ZERO;
                    }
                    checkReduction(name, c, v);
                }
            }
            for (int t = 0; t < 500; t++) {
                BigInteger[][] v = new BigInteger[c.length][2];
                for (BigInteger[] e : v) {
                    e[0] = pick(rnd, bound);
                    e[1] = pick(rnd, bound);
                }
                checkReduction(name, c, v);
            }
        }
        assertEquals(REDUCTIONS.size(), (int) java.util.Arrays.stream(Bn254Fp2Wide.class.getDeclaredMethods())
                .filter(m -> java.lang.reflect.Modifier.isStatic(m.getModifiers()) && !m.getName().equals("mul") && !m.getName().equals("sqr"))
                .count(), "a reduction without a test row");
    }
}
