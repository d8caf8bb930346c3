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
 * The fused Fp2 kernels ({@code mul}: lazy Karatsuba with two Montgomery reductions; {@code sqr}:
 * the complex method in one kernel) on raw stored limbs, so that every lazily reduced input in
 * [0, 2p) can be fed, including the representations above p that the encoders never produce.
 * The oracle is BigInteger on the stored values: a stored pair (x0, x1) is the element
 * (x0 + x1 u) R^-1, so the stored product must be congruent to x y R^-1 (u^2 = -1), lie in
 * [0, 2p) and have 56-bit limbs. The 3-call references (mulKaratsuba, sqrComplex) are checked
 * the same way and against the fused kernels.
 */
class Fp2FusedKernelTest {

    /** Test glue over one Fp2 class: raw-limb entry points at offsets. */
    interface K {
        int n();
        BigInteger p();
        void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s);
        void mulRef(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s);
        void sqr(long[] r, int ro, long[] a, int ao, long[] s);
        void sqrRef(long[] r, int ro, long[] a, int ao, long[] s);
        int scratch();
    }

    static final K BN = new K() {
        public int n() { return Bn254Fp.LIMBS; }
        public BigInteger p() { return Bn254Fp.MODULUS; }
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) { Bn254Fp2.mul(r, ro, a, ao, b, bo, s); }
        public void mulRef(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) { Bn254Fp2.mulKaratsuba(r, ro, a, ao, b, bo, s); }
        public void sqr(long[] r, int ro, long[] a, int ao, long[] s) { Bn254Fp2.sqr(r, ro, a, ao, s); }
        public void sqrRef(long[] r, int ro, long[] a, int ao, long[] s) { Bn254Fp2.sqrComplex(r, ro, a, ao, s); }
        public int scratch() { return Bn254Fp2.SCRATCH; }
        public String toString() { return "bn254"; }
    };

    static final K BLS = new K() {
        public int n() { return Bls12381Fp.LIMBS; }
        public BigInteger p() { return Bls12381Fp.MODULUS; }
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) { Bls12381Fp2.mul(r, ro, a, ao, b, bo, s); }
        public void mulRef(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) { Bls12381Fp2.mulKaratsuba(r, ro, a, ao, b, bo, s); }
        public void sqr(long[] r, int ro, long[] a, int ao, long[] s) { Bls12381Fp2.sqr(r, ro, a, ao, s); }
        public void sqrRef(long[] r, int ro, long[] a, int ao, long[] s) { Bls12381Fp2.sqrComplex(r, ro, a, ao, s); }
        public int scratch() { return Bls12381Fp2.SCRATCH; }
        public String toString() { return "BLS12-381"; }
    };

    /** Stored coordinate values in [0, 2p) that sit on the kernels' edges. */
    static List<BigInteger> critical(K k) {
        BigInteger p = k.p(), one = BigInteger.ONE, twoP = p.shiftLeft(1);
        int n = k.n();
        BigInteger lowOnes = one.shiftLeft(56 * (n - 1)).subtract(one); // every limb below the top all ones
        BigInteger topOf2pm1 = twoP.subtract(one).shiftRight(56 * (n - 1));
        List<BigInteger> v = new ArrayList<>();
        v.add(BigInteger.ZERO);
        v.add(one);
        v.add(p.subtract(one));
        v.add(p);                                   // zero, stored lazily
        v.add(p.add(one));
        v.add(twoP.subtract(one));                  // the largest stored value
        v.add(one.shiftLeft(56 * n).mod(p));        // Montgomery one
        v.add(one.shiftLeft(56).subtract(one));     // one full limb
        v.add(lowOnes);
        v.add(topOf2pm1.subtract(one).shiftLeft(56 * (n - 1)).add(lowOnes)); // all-ones limbs, below 2p
        for (BigInteger x : v) {
            assertTrue(x.signum() >= 0 && x.compareTo(twoP) < 0, "critical value outside [0, 2p)");
        }
        return v;
    }

    static long[] limbs(K k, BigInteger c0, BigInteger c1) {
        long[] a = new long[2 * k.n()];
        System.arraycopy(MontgomeryField.toLimbs(c0, k.n(), 56), 0, a, 0, k.n());
        System.arraycopy(MontgomeryField.toLimbs(c1, k.n(), 56), 0, a, k.n(), k.n());
        return a;
    }

    static BigInteger coord(K k, long[] a, int off) {
        return MontgomeryField.limbsToBigInteger(a, off, k.n(), 56);
    }

    /** The stored product of stored values x and y: (x0 + x1 u)(y0 + y1 u) R^-1, canonical. */
    static BigInteger[] expect(K k, BigInteger x0, BigInteger x1, BigInteger y0, BigInteger y1) {
        BigInteger p = k.p(), rInv = BigInteger.ONE.shiftLeft(56 * k.n()).modInverse(p);
        BigInteger c0 = x0.multiply(y0).subtract(x1.multiply(y1)).multiply(rInv).mod(p);
        BigInteger c1 = x0.multiply(y1).add(x1.multiply(y0)).multiply(rInv).mod(p);
        return new BigInteger[] {c0, c1};
    }

    /** r at offset ro holds the expected element, each coordinate in [0, 2p) with 56-bit limbs. */
    static void assertStored(K k, BigInteger[] want, long[] r, int ro, String what) {
        for (int c = 0; c < 2; c++) {
            for (int j = 0; j < k.n(); j++) {
                long limb = r[ro + c * k.n() + j];
                assertTrue(limb >= 0 && limb < (1L << 56), what + ": limb out of range " + Long.toHexString(limb));
            }
            BigInteger v = coord(k, r, ro + c * k.n());
            assertTrue(v.compareTo(k.p().shiftLeft(1)) < 0, what + ": coordinate " + c + " not below 2p");
            assertEquals(want[c], v.mod(k.p()), what + ": coordinate " + c);
        }
    }

    /** Every kernel on one pair of stored values, with aliasing and offsets. */
    static void check(K k, BigInteger x0, BigInteger x1, BigInteger y0, BigInteger y1) {
        int l = 2 * k.n();
        long[] a = limbs(k, x0, x1), b = limbs(k, y0, y1), r = new long[l], s = new long[k.scratch()];
        BigInteger[] ab = expect(k, x0, x1, y0, y1), aa = expect(k, x0, x1, x0, x1);
        k.mul(r, 0, a, 0, b, 0, s);
        assertStored(k, ab, r, 0, "mul");
        long[] ref = new long[l];
        k.mulRef(ref, 0, a, 0, b, 0, s);
        assertStored(k, ab, ref, 0, "mulKaratsuba");
        k.sqr(r, 0, a, 0, s);
        assertStored(k, aa, r, 0, "sqr");
        k.sqrRef(ref, 0, a, 0, s);
        assertStored(k, aa, ref, 0, "sqrComplex");
        k.mul(r, 0, a, 0, a, 0, s);
        assertStored(k, aa, r, 0, "mul a == b");
        // r == a, r == b, and everything in one array at odd offsets
        long[] t = a.clone();
        k.mul(t, 0, t, 0, b, 0, s);
        assertStored(k, ab, t, 0, "mul r == a");
        t = b.clone();
        k.mul(t, 0, a, 0, t, 0, s);
        assertStored(k, ab, t, 0, "mul r == b");
        t = a.clone();
        k.mul(t, 0, t, 0, t, 0, s);
        assertStored(k, aa, t, 0, "mul r == a == b");
        t = a.clone();
        k.sqr(t, 0, t, 0, s);
        assertStored(k, aa, t, 0, "sqr r == a");
        long[] buf = new long[1 + 2 * l];
        System.arraycopy(a, 0, buf, 1, l);
        System.arraycopy(b, 0, buf, 1 + l, l);
        k.mul(buf, 1 + l, buf, 1, buf, 1 + l, s);
        assertStored(k, ab, buf, 1 + l, "mul at offsets, r == b");
        System.arraycopy(a, 0, buf, 1, l);
        k.sqr(buf, 1, buf, 1, s);
        assertStored(k, aa, buf, 1, "sqr at an offset, r == a");
    }

    @Test
    void everyCombinationOfCriticalCoordinates() {
        for (K k : new K[] {BN, BLS}) {
            List<BigInteger> v = critical(k);
            for (BigInteger x0 : v) {
                for (BigInteger x1 : v) {
                    for (BigInteger y0 : v) {
                        for (BigInteger y1 : v) {
                            check(k, x0, x1, y0, y1);
                        }
                    }
                }
            }
        }
    }

    /** The extreme inputs of the bound arguments (radix56.py fp2_mul_body / fp2_sqr_body). */
    @Test
    void boundCases() {
        for (K k : new K[] {BN, BLS}) {
            BigInteger max = k.p().shiftLeft(1).subtract(BigInteger.ONE), z = BigInteger.ZERO;
            check(k, max, max, max, max);      // c1 = a0 b1 + a1 b0 at its largest, T2 largest
            check(k, z, max, z, max);          // c0 = -a1 b1 at its most negative
            check(k, max, z, max, z);          // c0 = a0 b0 at its largest
            check(k, max, z, z, max);
        }
    }

    record Case(K k, BigInteger x0, BigInteger x1, BigInteger y0, BigInteger y1) {}

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.of(BN, BLS).flatMap(k -> {
            BigInteger twoP = k.p().shiftLeft(1);
            Arbitrary<BigInteger> c = Arbitraries.frequencyOf(
                    Tuple.of(6, Arbitraries.bigIntegers().between(BigInteger.ZERO, twoP.subtract(BigInteger.ONE))),
                    Tuple.of(1, Arbitraries.of(critical(k))));
            return Combinators.combine(c, c, c, c).as((x0, x1, y0, y1) -> new Case(k, x0, x1, y0, y1));
        });
    }

    @Property(tries = 3000)
    void fusedKernelsMatchBigIntegerAndTheReference(@ForAll("cases") Case c) {
        check(c.k(), c.x0(), c.x1(), c.y0(), c.y1());
    }

    /** Long dependent chains (the benchmarks' shape): fused and reference stay congruent. */
    @Property(tries = 50)
    void chainsAgreeWithTheReference(@ForAll("cases") Case c) {
        K k = c.k();
        long[] x = limbs(k, c.x0(), c.x1()), y = limbs(k, c.y0(), c.y1()), s = new long[k.scratch()];
        long[] f = x.clone(), g = x.clone();
        BigInteger p = k.p();
        for (int i = 0; i < 200; i++) {
            k.mul(f, 0, f, 0, y, 0, s);
            k.mulRef(g, 0, g, 0, y, 0, s);
            k.sqr(f, 0, f, 0, s);
            k.sqrRef(g, 0, g, 0, s);
            for (int o = 0; o < 2 * k.n(); o += k.n()) {
                assertEquals(coord(k, g, o).mod(p), coord(k, f, o).mod(p), "step " + i);
            }
        }
    }
}
