package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.Test;

/**
 * The unreduced-sum path: add4p leaves a + b in [0, 4p), and the fused mul and sqr accept such operands.
 * On raw stored limbs against BigInteger on the stored values (as in {@link Fp2FusedKernelTest}),
 * with coordinates up to 4p - 1, and against the reduced path (add, then mul or sqr): the
 * unreduced add then multiply must give the same element as the reduced add then multiply.
 */
class Fp2UnreducedSumTest {

    interface S {
        Fp2FusedKernelTest.K k();
        void add4p(long[] r, int ro, long[] a, int ao, long[] b, int bo);
        void add(long[] r, int ro, long[] a, int ao, long[] b, int bo);
        void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s);
        void sqr(long[] r, int ro, long[] a, int ao, long[] s);
    }

    static final S BN = new S() {
        public Fp2FusedKernelTest.K k() { return Fp2FusedKernelTest.BN; }
        public void add4p(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fp2.add4p(r, ro, a, ao, b, bo); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fp2.add(r, ro, a, ao, b, bo); }
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) { Bn254Fp2.mul(r, ro, a, ao, b, bo, s); }
        public void sqr(long[] r, int ro, long[] a, int ao, long[] s) { Bn254Fp2.sqr(r, ro, a, ao, s); }
        public String toString() { return "bn254"; }
    };

    static final S BLS = new S() {
        public Fp2FusedKernelTest.K k() { return Fp2FusedKernelTest.BLS; }
        public void add4p(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fp2.add4p(r, ro, a, ao, b, bo); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fp2.add(r, ro, a, ao, b, bo); }
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) { Bls12381Fp2.mul(r, ro, a, ao, b, bo, s); }
        public void sqr(long[] r, int ro, long[] a, int ao, long[] s) { Bls12381Fp2.sqr(r, ro, a, ao, s); }
        public String toString() { return "BLS12-381"; }
    };

    /** Stored coordinates in [0, 4p): the [0, 2p) edge values, 4p - 1, 4p - 1 less one limb, 2p, 3p. */
    static List<BigInteger> critical(Fp2FusedKernelTest.K k) {
        BigInteger p = k.p(), fourP = p.shiftLeft(2), one = BigInteger.ONE;
        List<BigInteger> v = new ArrayList<>(Fp2FusedKernelTest.critical(k));
        v.add(fourP.subtract(one));
        v.add(fourP.subtract(one.shiftLeft(56)));
        v.add(p.shiftLeft(1));
        v.add(p.multiply(BigInteger.valueOf(3)));
        return v;
    }

    static void checkProducts(S s, BigInteger x0, BigInteger x1, BigInteger y0, BigInteger y1) {
        Fp2FusedKernelTest.K k = s.k();
        long[] a = Fp2FusedKernelTest.limbs(k, x0, x1), b = Fp2FusedKernelTest.limbs(k, y0, y1);
        long[] r = new long[2 * k.n()], sc = new long[k.scratch()];
        s.mul(r, 0, a, 0, b, 0, sc);
        Fp2FusedKernelTest.assertStored(k, Fp2FusedKernelTest.expect(k, x0, x1, y0, y1), r, 0, s + " mul");
        s.sqr(r, 0, a, 0, sc);
        Fp2FusedKernelTest.assertStored(k, Fp2FusedKernelTest.expect(k, x0, x1, x0, x1), r, 0, s + " sqr");
        long[] t = a.clone();
        s.mul(t, 0, t, 0, b, 0, sc);
        Fp2FusedKernelTest.assertStored(k, Fp2FusedKernelTest.expect(k, x0, x1, y0, y1), t, 0, s + " mul r == a");
        t = a.clone();
        s.sqr(t, 0, t, 0, sc);
        Fp2FusedKernelTest.assertStored(k, Fp2FusedKernelTest.expect(k, x0, x1, x0, x1), t, 0, s + " sqr r == a");
    }

    /** add4p of [0, 2p) values: exact sum, 56-bit limbs; then mul / sqr equal the reduced path. */
    static void checkSums(S s, BigInteger[] x, BigInteger[] y) {
        Fp2FusedKernelTest.K k = s.k();
        int n = k.n();
        long[] a = Fp2FusedKernelTest.limbs(k, x[0], x[1]), b = Fp2FusedKernelTest.limbs(k, x[2], x[3]);
        long[] c = Fp2FusedKernelTest.limbs(k, y[0], y[1]), sc = new long[k.scratch()];
        long[] u = new long[2 * n], red = new long[2 * n];
        s.add4p(u, 0, a, 0, b, 0);
        for (int j = 0; j < 2; j++) {
            for (int l = 0; l < n; l++) {
                long limb = u[j * n + l];
                assertTrue(limb >= 0 && limb < (1L << 56), s + " add4p: limb out of range");
            }
            assertEquals(x[j].add(x[j + 2]), Fp2FusedKernelTest.coord(k, u, j * n), s + " add4p: coordinate " + j);
        }
        s.add(red, 0, a, 0, b, 0);
        long[] lazy = new long[2 * n], ref = new long[2 * n];
        s.mul(lazy, 0, u, 0, c, 0, sc);
        k.mul(ref, 0, red, 0, c, 0, sc);
        assertEquals(Fp2FusedKernelTest.coord(k, ref, 0).mod(k.p()), Fp2FusedKernelTest.coord(k, lazy, 0).mod(k.p()), s + " add4p, mul against add, mul");
        assertEquals(Fp2FusedKernelTest.coord(k, ref, n).mod(k.p()), Fp2FusedKernelTest.coord(k, lazy, n).mod(k.p()), s + " add4p, mul against add, mul");
        s.sqr(lazy, 0, u, 0, sc);
        k.sqr(ref, 0, red, 0, sc);
        assertEquals(Fp2FusedKernelTest.coord(k, ref, 0).mod(k.p()), Fp2FusedKernelTest.coord(k, lazy, 0).mod(k.p()), s + " add4p, sqr against add, sqr");
        assertEquals(Fp2FusedKernelTest.coord(k, ref, n).mod(k.p()), Fp2FusedKernelTest.coord(k, lazy, n).mod(k.p()), s + " add4p, sqr against add, sqr");
        s.add4p(a, 0, a, 0, b, 0);
        assertEquals(java.util.Arrays.toString(u), java.util.Arrays.toString(a), s + " add4p r == a");
    }

    @Test
    void productsAtEveryPairOfEdgeCoordinates() {
        for (S s : new S[] {BN, BLS}) {
            List<BigInteger> v = critical(s.k());
            for (BigInteger x0 : v) {
                for (BigInteger x1 : v) {
                    for (BigInteger y0 : v) {
                        checkProducts(s, x0, x1, y0, x1);
                        checkProducts(s, x0, x1, y0, y0);
                    }
                }
            }
        }
    }

    /** The bound arguments' extremes: every coordinate 4p - 1, and 0 against 4p - 1. */
    @Test
    void boundCases() {
        for (S s : new S[] {BN, BLS}) {
            BigInteger max = s.k().p().shiftLeft(2).subtract(BigInteger.ONE), z = BigInteger.ZERO;
            checkProducts(s, max, max, max, max);
            checkProducts(s, z, max, z, max);
            checkProducts(s, max, z, max, z);
            checkProducts(s, max, z, z, max);
            BigInteger top = s.k().p().shiftLeft(1).subtract(BigInteger.ONE);
            checkSums(s, new BigInteger[] {top, top, top, top}, new BigInteger[] {top, top});
            checkSums(s, new BigInteger[] {z, top, z, top}, new BigInteger[] {top, z});
        }
    }

    record Case(S s, BigInteger[] x, BigInteger[] y) {}

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.of(BN, BLS).flatMap(s -> {
            BigInteger twoP = s.k().p().shiftLeft(1);
            Arbitrary<BigInteger> c = Arbitraries.frequencyOf(
                    Tuple.of(6, Arbitraries.bigIntegers().between(BigInteger.ZERO, twoP.subtract(BigInteger.ONE))),
                    Tuple.of(1, Arbitraries.of(Fp2FusedKernelTest.critical(s.k()))));
            return Combinators.combine(c.array(BigInteger[].class).ofSize(4), c.array(BigInteger[].class).ofSize(2))
                    .as((x, y) -> new Case(s, x, y));
        });
    }

    @Property(tries = 2000)
    void unreducedSumThenProductEqualsReducedPath(@ForAll("cases") Case c) {
        checkSums(c.s(), c.x(), c.y());
        checkProducts(c.s(), c.x()[0].add(c.x()[2]), c.x()[1].add(c.x()[3]), c.y()[0].add(c.x()[0]), c.y()[1]);
    }
}
