package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The double-width Fp2 products and their reductions ({@link Bn254Fp2Wide}, {@link Bls12381Fp2Wide})
 * on raw limbs. The products must equal, as integers, c0 = a0 b0 - a1 b1 + 16p^2 and c1 = a0 b1 + a1 b0
 * (the square: (a0 + a1)(a0 - a1 + 4p) and 2 a0 a1), for every input coordinate in [0, 4p)
 * including 4p - 1. A reduction of sum c W must be congruent to sum c W R^-1 (R = 2^(56 n), the
 * Montgomery factor a double-width product carries once more than a stored element) and lie in
 * [0, 2p), for double-width inputs anywhere in [0, 32p^2) including the extremes of each output
 * coordinate. The coefficients come from {@link Fp2SumsTest}'s hand-written tables (same formulas),
 * and for the Fp6 product's three from this class's own.
 */
class Fp2WideTest {

    interface Product {
        void run(long[] w, int wo, long[] a, int ao, long[] b, int bo);
    }

    interface Square {
        void run(long[] w, int wo, long[] a, int ao);
    }

    interface Reduction {
        void run(long[] r, long[][] w);
    }

    /** One curve's double-width class: its products and the reductions under test, by name. */
    record Wide(Fp2SumsTest.Curve curve, int wide, Product mul, Square sqr, Map<String, Reduction> reductions, Class<?> cls) {
        BigInteger p() {
            return curve.p();
        }

        int n() {
            return curve.n();
        }
    }

    /**
     * The Fp6 product's reductions, a + xi (b - c - d), a - b - c + xi d and a - b - c + d, as
     * coefficients c0 + c1 xi per input: they have no reduced twin in Fp2Sums to take them from.
     */
    static final Map<String, int[][]> FP6_SUMS = Map.of(
            "plusXiDiff", new int[][] {{1, 0}, {0, 1}, {0, -1}, {0, -1}},
            "diffPlusXi", new int[][] {{1, 0}, {-1, 0}, {-1, 0}, {0, 1}},
            "diffPlus", new int[][] {{1, 0}, {-1, 0}, {-1, 0}, {1, 0}});

    static final Wide BN = new Wide(Fp2SumsTest.BN, Bn254Fp2Wide.WIDE, Bn254Fp2Wide::mul, Bn254Fp2Wide::sqr, Map.of(
            "plusXiDiff", (r, w) -> Bn254Fp2Wide.plusXiDiff(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "diffPlusXi", (r, w) -> Bn254Fp2Wide.diffPlusXi(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "diffPlus", (r, w) -> Bn254Fp2Wide.diffPlus(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "lineR10", (r, w) -> Bn254Fp2Wide.lineR10(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0, w[4], 0, w[5], 0, w[6], 0),
            "lineR11", (r, w) -> Bn254Fp2Wide.lineR11(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0, w[4], 0, w[5], 0, w[6], 0),
            "lineR12", (r, w) -> Bn254Fp2Wide.lineR12(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0, w[4], 0),
            "lineR00", (r, w) -> Bn254Fp2Wide.lineR00(r, 0, w[0], 0, w[1], 0, w[2], 0),
            "lineR01", (r, w) -> Bn254Fp2Wide.lineR01(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "lineR02", (r, w) -> Bn254Fp2Wide.lineR02(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0)), Bn254Fp2Wide.class);

    static final Wide BLS = new Wide(Fp2SumsTest.BLS, Bls12381Fp2Wide.WIDE, Bls12381Fp2Wide::mul, Bls12381Fp2Wide::sqr, Map.of(
            "plusXiDiff", (r, w) -> Bls12381Fp2Wide.plusXiDiff(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "diffPlusXi", (r, w) -> Bls12381Fp2Wide.diffPlusXi(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0),
            "diffPlus", (r, w) -> Bls12381Fp2Wide.diffPlus(r, 0, w[0], 0, w[1], 0, w[2], 0, w[3], 0)), Bls12381Fp2Wide.class);

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

    static long[] fp2(Wide c, BigInteger c0, BigInteger c1) {
        long[] r = new long[2 * c.n()];
        System.arraycopy(limbs(c0, c.n()), 0, r, 0, c.n());
        System.arraycopy(limbs(c1, c.n()), 0, r, c.n(), c.n());
        return r;
    }

    static BigInteger pick(Random rnd, BigInteger bound, BigInteger p) {
        switch (rnd.nextInt(6)) {
            case 0: return BigInteger.ZERO;
            case 1: return bound.subtract(BigInteger.ONE);
            case 2: return p.shiftLeft(1).subtract(BigInteger.ONE).min(bound.subtract(BigInteger.ONE));
            default: return new BigInteger(bound.bitLength() + 4, rnd).mod(bound);
        }
    }

    @Test
    void productsAreExactForInputsBelow4p() {
        for (Wide c : new Wide[] {BN, BLS}) {
            Random rnd = new Random(5);
            BigInteger p = c.p(), fourP = p.shiftLeft(2);
            int n = c.n();
            BigInteger[] edge = {BigInteger.ZERO, fourP.subtract(BigInteger.ONE)};
            for (int t = 0; t < 3000; t++) {
                BigInteger a0 = t < 16 ? edge[t & 1] : pick(rnd, fourP, p), a1 = t < 16 ? edge[(t >> 1) & 1] : pick(rnd, fourP, p);
                BigInteger b0 = t < 16 ? edge[(t >> 2) & 1] : pick(rnd, fourP, p), b1 = t < 16 ? edge[(t >> 3) & 1] : pick(rnd, fourP, p);
                long[] a = fp2(c, a0, a1), b = fp2(c, b0, b1), w = new long[c.wide()];
                c.mul().run(w, 0, a, 0, b, 0);
                String at = c.curve().name() + " case " + t;
                assertEquals(a0.multiply(b0).subtract(a1.multiply(b1)).add(p.pow(2).shiftLeft(4)), value(w, 0, 2 * n), at + ": mul c0");
                assertEquals(a0.multiply(b1).add(a1.multiply(b0)), value(w, 2 * n, 2 * n), at + ": mul c1");
                c.sqr().run(w, 0, a, 0);
                assertEquals(a0.add(a1).multiply(a0.subtract(a1).add(fourP)), value(w, 0, 2 * n), at + ": sqr c0");
                assertEquals(a0.multiply(a1).shiftLeft(1), value(w, 2 * n, 2 * n), at + ": sqr c1");
            }
        }
    }

    static void checkReduction(Wide c, String name, int[][] coef, BigInteger[][] v) {
        int n = c.n(), xi0 = c.curve().xi0();
        BigInteger p = c.p(), rInv = BigInteger.ONE.shiftLeft(56 * n).modInverse(p);
        long[][] w = new long[coef.length][];
        for (int i = 0; i < coef.length; i++) {
            w[i] = new long[c.wide()];
            System.arraycopy(limbs(v[i][0], 2 * n), 0, w[i], 0, 2 * n);
            System.arraycopy(limbs(v[i][1], 2 * n), 0, w[i], 2 * n, 2 * n);
        }
        BigInteger w0 = BigInteger.ZERO, w1 = BigInteger.ZERO;
        for (int i = 0; i < coef.length; i++) {
            // the coefficient c0 + c1 xi, xi = xi0 + u, as (c0 + xi0 c1) + c1 u
            BigInteger a = BigInteger.valueOf(coef[i][0] + (long) xi0 * coef[i][1]), b = BigInteger.valueOf(coef[i][1]);
            w0 = w0.add(a.multiply(v[i][0])).subtract(b.multiply(v[i][1]));
            w1 = w1.add(b.multiply(v[i][0])).add(a.multiply(v[i][1]));
        }
        long[] r = new long[2 * n];
        c.reductions().get(name).run(r, w);
        BigInteger[] want = {w0.multiply(rInv).mod(p), w1.multiply(rInv).mod(p)};
        for (int j = 0; j < 2; j++) {
            BigInteger got = value(r, j * n, n);
            assertTrue(got.compareTo(p.shiftLeft(1)) < 0, c.curve().name() + " " + name + ": coordinate " + j + " not below 2p");
            assertEquals(want[j], got.mod(p), c.curve().name() + " " + name + ": coordinate " + j);
        }
    }

    @Test
    void reductionsOfSumsOfProducts() {
        for (Wide c : new Wide[] {BN, BLS}) {
            Map<String, int[][]> coef = c.curve().kernels().stream()
                    .collect(Collectors.toMap(Fp2SumsTest.K::name, Fp2SumsTest.K::coef, (x, y) -> x));
            BigInteger bound = c.p().pow(2).shiftLeft(5); // 32 p^2
            int xi0 = c.curve().xi0();
            Random rnd = new Random(9);
            for (String name : c.reductions().keySet()) {
                int[][] k = FP6_SUMS.getOrDefault(name, coef.get(name));
                // each output coordinate at both extremes: inputs at the top where they push it up, 0 elsewhere
                for (int j = 0; j < 2; j++) {
                    for (boolean high : new boolean[] {true, false}) {
                        BigInteger[][] v = new BigInteger[k.length][2];
                        for (int i = 0; i < k.length; i++) {
                            long a = k[i][0] + (long) xi0 * k[i][1], b = k[i][1];
                            long s0 = j == 0 ? a : b, s1 = j == 0 ? -b : a;
                            v[i][0] = (s0 > 0) == high ? bound.subtract(BigInteger.ONE) : BigInteger.ZERO;
                            v[i][1] = (s1 > 0) == high ? bound.subtract(BigInteger.ONE) : BigInteger.ZERO;
                        }
                        checkReduction(c, name, k, v);
                    }
                }
                for (int t = 0; t < 500; t++) {
                    BigInteger[][] v = new BigInteger[k.length][2];
                    for (BigInteger[] e : v) {
                        e[0] = pick(rnd, bound, c.p());
                        e[1] = pick(rnd, bound, c.p());
                    }
                    checkReduction(c, name, k, v);
                }
            }
            assertEquals(c.reductions().size(), (int) java.util.Arrays.stream(c.cls().getDeclaredMethods())
                    .filter(m -> java.lang.reflect.Modifier.isStatic(m.getModifiers()) && !m.getName().equals("mul") && !m.getName().equals("sqr"))
                    .count(), c.curve().name() + ": a reduction without a test row");
        }
    }
}
