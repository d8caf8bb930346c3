package dev.pippin.lanes.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The lane kernels (product, lazy sum and difference of two products, doubled product) of both
 * fields at both species against BigInteger: for inputs X in [0, 2p) with 52-bit limbs, the
 * output Z must have every limb below 2^52, lie below 2p, and be congruent to the kernel's
 * formula times R'^-1 mod p (R' = 2^(52 LIMBS)). The inputs are the edges of the lazy range
 * (0, 1, p - 1, p, p + 1, 2p - 1), values whose low limbs are all at 2^52 - 1, and random values.
 * The flushes' unscale (the product with their constant S without a product) likewise.
 */
class LaneKernelTest {
    /** The kernels need jdk.incubator.vector: skipped without it (-Dpippin.test.vectorArgs=). */
    @org.junit.jupiter.api.BeforeEach
    void vectorModule() {
        org.junit.jupiter.api.Assumptions.assumeTrue(LaneKernel.PREFERRED_LANES > 0, "no jdk.incubator.vector in this JVM");
    }

    enum Op { MUL, SUM, DIFF, DBL }

    /** One kernel class: its lane count, limb count and the four kernels. */
    interface Kernels {
        int lanes();
        int limbs();
        BigInteger p();
        int scratch();
        void run(Op op, double[] r, double[] a, double[] b, double[] c, double[] e, long[] s);
        /** Limbs of the field class's radix-2^56 form, R = 2^(56 n56). */
        int limbs56();
        void unscale(double[] r, double[] a);
        /** r = a b and r2 = c e in one call, the two products' rows alternating. */
        void mul2(double[] r, double[] a, double[] b, double[] r2, double[] c, double[] e, long[] s, long[] s2);
        /** r = a^2 by the square kernel. */
        void sqr(double[] r, double[] a, long[] s);
    }

    static final Kernels BN_PREF = new Kernels() {
        public int lanes() { return Bn254FpLanesPref.LANES; }
        public int limbs() { return Bn254FpLanesPref.LIMBS; }
        public BigInteger p() { return Bn254Fp.MODULUS; }
        public int scratch() { return Bn254FpLanesPref.SCRATCH; }
        public int limbs56() { return Bn254Fp.LIMBS; }
        public void unscale(double[] r, double[] a) { Bn254FpLanesPref.unscale(r, 0, a, 0); }
        public void sqr(double[] r, double[] a, long[] s) { Bn254FpLanesPref.sqr(r, 0, a, 0, s); }
        public void mul2(double[] r, double[] a, double[] b, double[] r2, double[] c, double[] e, long[] s, long[] s2) {
            Bn254FpLanesPref.mul2(r, 0, a, 0, b, 0, r2, 0, c, 0, e, 0, s, s2);
        }
        public void run(Op op, double[] r, double[] a, double[] b, double[] c, double[] e, long[] s) {
            switch (op) {
                case MUL -> Bn254FpLanesPref.mul(r, 0, a, 0, b, 0, s);
                case SUM -> Bn254FpLanesPref.sum(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DIFF -> Bn254FpLanesPref.diff(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DBL -> Bn254FpLanesPref.dbl(r, 0, a, 0, b, 0, s);
            }
        }
    };
    static final Kernels BN_256 = new Kernels() {
        public int lanes() { return Bn254FpLanes256.LANES; }
        public int limbs() { return Bn254FpLanes256.LIMBS; }
        public BigInteger p() { return Bn254Fp.MODULUS; }
        public int scratch() { return Bn254FpLanes256.SCRATCH; }
        public int limbs56() { return Bn254Fp.LIMBS; }
        public void unscale(double[] r, double[] a) { Bn254FpLanes256.unscale(r, 0, a, 0); }
        public void sqr(double[] r, double[] a, long[] s) { Bn254FpLanes256.sqr(r, 0, a, 0, s); }
        public void mul2(double[] r, double[] a, double[] b, double[] r2, double[] c, double[] e, long[] s, long[] s2) {
            Bn254FpLanes256.mul2(r, 0, a, 0, b, 0, r2, 0, c, 0, e, 0, s, s2);
        }
        public void run(Op op, double[] r, double[] a, double[] b, double[] c, double[] e, long[] s) {
            switch (op) {
                case MUL -> Bn254FpLanes256.mul(r, 0, a, 0, b, 0, s);
                case SUM -> Bn254FpLanes256.sum(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DIFF -> Bn254FpLanes256.diff(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DBL -> Bn254FpLanes256.dbl(r, 0, a, 0, b, 0, s);
            }
        }
    };
    static final Kernels BLS_PREF = new Kernels() {
        public int lanes() { return Bls12381FpLanesPref.LANES; }
        public int limbs() { return Bls12381FpLanesPref.LIMBS; }
        public BigInteger p() { return Bls12381Fp.MODULUS; }
        public int scratch() { return Bls12381FpLanesPref.SCRATCH; }
        public int limbs56() { return Bls12381Fp.LIMBS; }
        public void unscale(double[] r, double[] a) { Bls12381FpLanesPref.unscale(r, 0, a, 0); }
        public void sqr(double[] r, double[] a, long[] s) { Bls12381FpLanesPref.sqr(r, 0, a, 0, s); }
        public void mul2(double[] r, double[] a, double[] b, double[] r2, double[] c, double[] e, long[] s, long[] s2) {
            Bls12381FpLanesPref.mul2(r, 0, a, 0, b, 0, r2, 0, c, 0, e, 0, s, s2);
        }
        public void run(Op op, double[] r, double[] a, double[] b, double[] c, double[] e, long[] s) {
            switch (op) {
                case MUL -> Bls12381FpLanesPref.mul(r, 0, a, 0, b, 0, s);
                case SUM -> Bls12381FpLanesPref.sum(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DIFF -> Bls12381FpLanesPref.diff(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DBL -> Bls12381FpLanesPref.dbl(r, 0, a, 0, b, 0, s);
            }
        }
    };
    static final Kernels BLS_256 = new Kernels() {
        public int lanes() { return Bls12381FpLanes256.LANES; }
        public int limbs() { return Bls12381FpLanes256.LIMBS; }
        public BigInteger p() { return Bls12381Fp.MODULUS; }
        public int scratch() { return Bls12381FpLanes256.SCRATCH; }
        public int limbs56() { return Bls12381Fp.LIMBS; }
        public void unscale(double[] r, double[] a) { Bls12381FpLanes256.unscale(r, 0, a, 0); }
        public void sqr(double[] r, double[] a, long[] s) { Bls12381FpLanes256.sqr(r, 0, a, 0, s); }
        public void mul2(double[] r, double[] a, double[] b, double[] r2, double[] c, double[] e, long[] s, long[] s2) {
            Bls12381FpLanes256.mul2(r, 0, a, 0, b, 0, r2, 0, c, 0, e, 0, s, s2);
        }
        public void run(Op op, double[] r, double[] a, double[] b, double[] c, double[] e, long[] s) {
            switch (op) {
                case MUL -> Bls12381FpLanes256.mul(r, 0, a, 0, b, 0, s);
                case SUM -> Bls12381FpLanes256.sum(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DIFF -> Bls12381FpLanes256.diff(r, 0, a, 0, b, 0, c, 0, e, 0, s);
                case DBL -> Bls12381FpLanes256.dbl(r, 0, a, 0, b, 0, s);
            }
        }
    };

    static List<BigInteger> edges(BigInteger p, int limbs) {
        BigInteger one = BigInteger.ONE, top = p.shiftLeft(1).subtract(one);
        List<BigInteger> v = new ArrayList<>(List.of(BigInteger.ZERO, one, BigInteger.TWO, p.subtract(one), p, p.add(one), top));
        for (int k = 1; k < limbs; k++) {
            // the largest value below 2p - 1 whose k low limbs are all 2^52 - 1
            BigInteger low = one.shiftLeft(52 * k).subtract(one);
            v.add(top.shiftRight(52 * k).subtract(one).shiftLeft(52 * k).or(low));
        }
        return v;
    }

    static void put(double[] x, int lanes, int limbs, int lane, BigInteger v) {
        for (int j = 0; j < limbs; j++) {
            x[j * lanes + lane] = v.shiftRight(52 * j).longValue() & ((1L << 52) - 1);
        }
        assertEquals(v, get(x, lanes, limbs, lane), "input fits the limbs");
    }

    static BigInteger get(double[] x, int lanes, int limbs, int lane) {
        BigInteger v = BigInteger.ZERO;
        for (int j = limbs - 1; j >= 0; j--) {
            double d = x[j * lanes + lane];
            assertTrue(d >= 0 && d < 0x1p52 && d == Math.rint(d), "limb " + j + " = " + d);
            v = v.shiftLeft(52).add(BigInteger.valueOf((long) d));
        }
        return v;
    }

    static void check(Kernels k, String name) {
        int w = k.lanes(), n = k.limbs();
        BigInteger p = k.p(), rInv = BigInteger.ONE.shiftLeft(52 * n).modInverse(p), p2x4 = p.multiply(p).shiftLeft(2);
        Random rnd = new Random(31 + w + n);
        List<BigInteger> vals = edges(p, n);
        // every edge pairing for a and b, the other operands cycling through edges and random values
        List<BigInteger[]> cases = new ArrayList<>();
        for (BigInteger a : vals) {
            for (BigInteger b : vals) {
                cases.add(new BigInteger[] {a, b, vals.get(cases.size() % vals.size()), vals.get((cases.size() / 3) % vals.size())});
            }
        }
        for (int i = 0; i < 64; i++) {
            BigInteger[] c = new BigInteger[4];
            for (int j = 0; j < 4; j++) {
                c[j] = new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1));
            }
            cases.add(c);
        }
        double[] a = new double[n * w], b = new double[n * w], c = new double[n * w], e = new double[n * w], r = new double[n * w];
        long[] s = new long[k.scratch()];
        for (int base = 0; base < cases.size(); base += w) {
            for (int l = 0; l < w; l++) {
                BigInteger[] x = cases.get((base + l) % cases.size());
                put(a, w, n, l, x[0]);
                put(b, w, n, l, x[1]);
                put(c, w, n, l, x[2]);
                put(e, w, n, l, x[3]);
            }
            for (Op op : Op.values()) {
                k.run(op, r, a, b, c, e, s);
                for (int l = 0; l < w; l++) {
                    BigInteger[] x = cases.get((base + l) % cases.size());
                    BigInteger ab = x[0].multiply(x[1]), ce = x[2].multiply(x[3]);
                    BigInteger t = switch (op) {
                        case MUL -> ab;
                        case SUM -> ab.add(ce);
                        case DIFF -> ab.subtract(ce).add(p2x4);
                        case DBL -> ab.shiftLeft(1);
                    };
                    BigInteger z = get(r, w, n, l);
                    String what = name + " " + op + " lane " + l + " inputs " + java.util.Arrays.toString(x);
                    assertTrue(z.compareTo(p.shiftLeft(1)) < 0, what + ": result " + z + " not below 2p");
                    assertEquals(t.multiply(rInv).mod(p), z.mod(p), what);
                }
            }
        }
    }

    @Test
    void everyKernelMatchesBigInteger() {
        check(BN_PREF, "bn254 preferred");
        check(BN_256, "bn254 256-bit");
        check(BLS_PREF, "BLS12-381 preferred");
        check(BLS_256, "BLS12-381 256-bit");
    }

    /**
     * mul2 is two products: bit for bit the single kernel's results, on the edges and random
     * values, also with each result written over an operand of the other product.
     */
    @Test
    void twoProductsAtOnceAreTheSingleProducts() {
        for (Kernels k : new Kernels[] {BN_PREF, BN_256, BLS_PREF, BLS_256}) {
            int w = k.lanes(), n = k.limbs();
            BigInteger p = k.p(), rInv = BigInteger.ONE.shiftLeft(52 * n).modInverse(p);
            List<BigInteger> vals = edges(p, n);
            Random rnd = new Random(17 + w);
            double[] a = new double[n * w], b = new double[n * w], c = new double[n * w], e = new double[n * w];
            double[] r = new double[n * w], r2 = new double[n * w], one = new double[n * w], two = new double[n * w];
            long[] s = new long[k.scratch()], s2 = new long[k.scratch()];
            for (int round = 0; round < 24; round++) {
                BigInteger[][] x = new BigInteger[w][4];
                for (int l = 0; l < w; l++) {
                    for (int j = 0; j < 4; j++) {
                        int pick = round * w * 4 + l * 4 + j;
                        x[l][j] = pick % 3 == 0 ? vals.get((pick / 3) % vals.size())
                                : new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1));
                    }
                    put(a, w, n, l, x[l][0]);
                    put(b, w, n, l, x[l][1]);
                    put(c, w, n, l, x[l][2]);
                    put(e, w, n, l, x[l][3]);
                }
                k.run(Op.MUL, one, a, b, null, null, s);
                k.run(Op.MUL, two, c, e, null, null, s);
                k.mul2(r, a, b, r2, c, e, s, s2);
                assertTrue(java.util.Arrays.equals(one, r) && java.util.Arrays.equals(two, r2), k.p().bitLength() + "-bit, " + w + " lanes");
                for (int l = 0; l < w; l++) {
                    assertEquals(x[l][0].multiply(x[l][1]).multiply(rInv).mod(p), get(r, w, n, l).mod(p));
                    assertEquals(x[l][2].multiply(x[l][3]).multiply(rInv).mod(p), get(r2, w, n, l).mod(p));
                }
                // each result over an operand of the other product
                double[] a1 = a.clone(), e1 = e.clone();
                k.mul2(e1, a1, b, a1, c, e1, s, s2);
                assertTrue(java.util.Arrays.equals(one, e1) && java.util.Arrays.equals(two, a1), "aliased, " + w + " lanes");
            }
        }
    }

    /**
     * The square kernel: the product's result bit for bit (the same double-width value and the
     * same multipliers) and a^2 R'^-1 mod p, below 2p, on the edges of the lazy range and random
     * values, also written over its operand.
     */
    @Test
    void squareIsTheProductOfEqualOperands() {
        for (Kernels k : new Kernels[] {BN_PREF, BN_256, BLS_PREF, BLS_256}) {
            int w = k.lanes(), n = k.limbs();
            BigInteger p = k.p(), rInv = BigInteger.ONE.shiftLeft(52 * n).modInverse(p);
            List<BigInteger> vals = edges(p, n);
            Random rnd = new Random(23 + w);
            double[] a = new double[n * w], sq = new double[n * w], prod = new double[n * w];
            long[] s = new long[k.scratch()];
            for (int round = 0; round < 40; round++) {
                BigInteger[] x = new BigInteger[w];
                for (int l = 0; l < w; l++) {
                    int pick = round * w + l;
                    x[l] = pick < vals.size() ? vals.get(pick) : new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1));
                    put(a, w, n, l, x[l]);
                }
                k.sqr(sq, a, s);
                k.run(Op.MUL, prod, a, a, null, null, s);
                assertTrue(java.util.Arrays.equals(prod, sq), p.bitLength() + "-bit, " + w + " lanes, round " + round);
                for (int l = 0; l < w; l++) {
                    BigInteger z = get(sq, w, n, l);
                    assertTrue(z.compareTo(p.shiftLeft(1)) < 0);
                    assertEquals(x[l].multiply(x[l]).multiply(rInv).mod(p), z.mod(p));
                }
                double[] in = a.clone();
                k.sqr(in, in, s);
                assertTrue(java.util.Arrays.equals(prod, in), "in place, " + w + " lanes");
            }
        }
    }

    /** The result may overwrite an operand: every read precedes the first write. */
    @Test
    void resultMayAliasAnOperand() {
        for (Kernels k : new Kernels[] {BN_PREF, BLS_256}) {
            int w = k.lanes(), n = k.limbs();
            BigInteger p = k.p(), rInv = BigInteger.ONE.shiftLeft(52 * n).modInverse(p);
            Random rnd = new Random(5);
            double[] a = new double[n * w], b = new double[n * w], c = new double[n * w], e = new double[n * w];
            BigInteger[][] x = new BigInteger[w][4];
            for (int l = 0; l < w; l++) {
                for (int j = 0; j < 4; j++) {
                    x[l][j] = new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1));
                }
                put(a, w, n, l, x[l][0]);
                put(b, w, n, l, x[l][1]);
                put(c, w, n, l, x[l][2]);
                put(e, w, n, l, x[l][3]);
            }
            k.run(Op.SUM, e, a, b, c, e, new long[k.scratch()]);
            for (int l = 0; l < w; l++) {
                BigInteger want = x[l][0].multiply(x[l][1]).add(x[l][2].multiply(x[l][3])).multiply(rInv).mod(p);
                assertEquals(want, get(e, w, n, l).mod(p), "sum into its last operand, lane " + l);
            }
        }
    }

    /**
     * unscale(a) reads as a * S * R'^-1 (S = R'^2 / R mod p, recomputed here), i.e. the integer
     * a times 2^d mod p with d = 52 LIMBS - 56 n56, below 2p where d < 0 and below 2^d 2p where it
     * is a shift; either way the product with any second operand below 2p is below 2p and right.
     * Also into its own operand.
     */
    @Test
    void unscaleIsTheProductWithS() {
        for (Kernels k : new Kernels[] {BN_PREF, BN_256, BLS_PREF, BLS_256}) {
            int w = k.lanes(), n = k.limbs(), d = 52 * n - 56 * k.limbs56();
            BigInteger p = k.p(), r1 = BigInteger.ONE.shiftLeft(52 * n), rInv = r1.modInverse(p);
            BigInteger sInv = r1.multiply(r1).multiply(BigInteger.ONE.shiftLeft(56 * k.limbs56()).modInverse(p)).mod(p);
            BigInteger bound = d < 0 ? p.shiftLeft(1) : p.shiftLeft(1 + d);
            Random rnd = new Random(77 + w + n);
            List<BigInteger> vals = edges(p, n);
            for (int i = 0; i < 4 * w; i++) {
                vals.add(new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1)));
            }
            List<BigInteger> others = edges(p, n);
            double[] a = new double[n * w], r = new double[n * w], b = new double[n * w], z = new double[n * w];
            long[] s = new long[k.scratch()];
            for (int base = 0; base < vals.size(); base += w) {
                for (int l = 0; l < w; l++) {
                    put(a, w, n, l, vals.get((base + l) % vals.size()));
                }
                k.unscale(r, a);
                for (int l = 0; l < w; l++) {
                    BigInteger x = vals.get((base + l) % vals.size()), u = get(r, w, n, l);
                    String what = k.p().bitLength() + "-bit p, " + w + " lanes, a = " + x;
                    assertTrue(u.compareTo(bound) < 0, what + ": unscale " + u + " not below " + bound);
                    assertEquals(x.multiply(sInv).multiply(rInv).mod(p), u.mod(p), what);
                }
                for (BigInteger y : others) {
                    for (int l = 0; l < w; l++) {
                        put(b, w, n, l, y);
                    }
                    k.run(Op.MUL, z, r, b, b, b, s);
                    for (int l = 0; l < w; l++) {
                        BigInteger u = get(r, w, n, l), v = get(z, w, n, l);
                        String what = w + " lanes, unscaled " + u + " times " + y;
                        assertTrue(v.compareTo(p.shiftLeft(1)) < 0, what + ": product " + v + " not below 2p");
                        assertEquals(u.multiply(y).multiply(rInv).mod(p), v.mod(p), what);
                    }
                }
                k.unscale(a, a);
                for (int l = 0; l < w; l++) {
                    assertEquals(get(r, w, n, l), get(a, w, n, l), "unscale into its operand, lane " + l);
                }
            }
        }
    }
}
