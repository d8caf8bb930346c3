package dev.pippin.field;

import java.math.BigInteger;
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
 * The one-pass multiplication by xi (radix56.lincomb: limb-wise 9 c0 - c1 and c0 + 9 c1, or
 * c0 - c1 and c0 + c1, reduced by a quotient estimate) on raw stored limbs in [0, 2p), against
 * BigInteger on the stored values (multiplying by xi commutes with the Montgomery factor) and
 * against the base-field-addition reference. Outputs must lie in [0, 2p) with 56-bit limbs.
 */
class Fp2NonResidueKernelTest {

    interface X {
        Fp2FusedKernelTest.K k();
        int xi0();
        void xi(long[] r, int ro, long[] a, int ao, long[] s);
        void xiRef(long[] r, int ro, long[] a, int ao, long[] s);
    }

    static final X BN = new X() {
        public Fp2FusedKernelTest.K k() { return Fp2FusedKernelTest.BN; }
        public int xi0() { return 9; }
        public void xi(long[] r, int ro, long[] a, int ao, long[] s) { Bn254Fp2.mulByNonResidue(r, ro, a, ao, s); }
        public void xiRef(long[] r, int ro, long[] a, int ao, long[] s) { Bn254Fp2.mulByNonResidueAdds(r, ro, a, ao, s); }
        public String toString() { return "bn254"; }
    };

    static final X BLS = new X() {
        public Fp2FusedKernelTest.K k() { return Fp2FusedKernelTest.BLS; }
        public int xi0() { return 1; }
        public void xi(long[] r, int ro, long[] a, int ao, long[] s) { Bls12381Fp2.mulByNonResidue(r, ro, a, ao, s); }
        public void xiRef(long[] r, int ro, long[] a, int ao, long[] s) { Bls12381Fp2.mulByNonResidueAdds(r, ro, a, ao, s); }
        public String toString() { return "BLS12-381"; }
    };

    static void check(X x, BigInteger a0, BigInteger a1) {
        Fp2FusedKernelTest.K k = x.k();
        BigInteger p = k.p(), nine = BigInteger.valueOf(x.xi0());
        BigInteger[] want = {a0.multiply(nine).subtract(a1).mod(p), a0.add(a1.multiply(nine)).mod(p)};
        long[] a = Fp2FusedKernelTest.limbs(k, a0, a1), r = new long[2 * k.n()], s = new long[k.scratch()];
        x.xi(r, 0, a, 0, s);
        Fp2FusedKernelTest.assertStored(k, want, r, 0, x + " mulByNonResidue");
        x.xiRef(r, 0, a, 0, s);
        Fp2FusedKernelTest.assertStored(k, want, r, 0, x + " mulByNonResidueAdds");
        long[] t = a.clone();
        x.xi(t, 0, t, 0, s);
        Fp2FusedKernelTest.assertStored(k, want, t, 0, x + " mulByNonResidue r == a");
        long[] buf = new long[3 + 2 * k.n()];
        System.arraycopy(a, 0, buf, 3, 2 * k.n());
        x.xi(buf, 3, buf, 3, s);
        Fp2FusedKernelTest.assertStored(k, want, buf, 3, x + " mulByNonResidue at an offset");
    }

    /** Every pair of edge values, among them 2p - 1 in both coordinates (the sums' largest) and 0 against 2p - 1 (the most negative). */
    @Test
    void criticalCoordinates() {
        for (X x : new X[] {BN, BLS}) {
            List<BigInteger> v = Fp2FusedKernelTest.critical(x.k());
            for (BigInteger a0 : v) {
                for (BigInteger a1 : v) {
                    check(x, a0, a1);
                }
            }
        }
    }

    /** Values just below each multiple of p that the quotient estimate must tell apart. */
    @Test
    void nearEveryQuotientBoundary() {
        for (X x : new X[] {BN, BLS}) {
            BigInteger p = x.k().p(), nine = BigInteger.valueOf(x.xi0());
            for (int q = 1; q <= 20; q++) {
                // a1 = 0 or 2p - 1 and a0 chosen so that 9 a0 - a1 + 2p sits right at q p (and one either side)
                for (int d = -1; d <= 1; d++) {
                    BigInteger target = p.multiply(BigInteger.valueOf(q)).add(BigInteger.valueOf(d));
                    for (BigInteger a1 : new BigInteger[] {BigInteger.ZERO, p.shiftLeft(1).subtract(BigInteger.ONE)}) {
                        BigInteger a0 = target.add(a1).divide(nine);
                        if (a0.compareTo(p.shiftLeft(1)) < 0) {
                            check(x, a0, a1);
                            check(x, a1, a0);
                        }
                    }
                }
            }
        }
    }

    record Case(X x, BigInteger a0, BigInteger a1) {}

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.of(BN, BLS).flatMap(x -> {
            BigInteger twoP = x.k().p().shiftLeft(1);
            Arbitrary<BigInteger> c = Arbitraries.frequencyOf(
                    Tuple.of(6, Arbitraries.bigIntegers().between(BigInteger.ZERO, twoP.subtract(BigInteger.ONE))),
                    Tuple.of(1, Arbitraries.of(Fp2FusedKernelTest.critical(x.k()))));
            return Combinators.combine(c, c).as((a0, a1) -> new Case(x, a0, a1));
        });
    }

    @Property(tries = 3000)
    void matchesBigIntegerAndTheReference(@ForAll("cases") Case c) {
        check(c.x(), c.a0(), c.a1());
    }
}
