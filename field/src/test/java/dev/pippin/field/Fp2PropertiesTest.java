package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Both Fp2 classes against a plain BigInteger model of Fp[u]/(u^2 + 1): (a0 + a1 u)(b0 + b1 u)
 * = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u, written out without Karatsuba.
 */
class Fp2PropertiesTest {

    /** A plain reference element. */
    record Ref(BigInteger c0, BigInteger c1, BigInteger p) {
        Ref mul(Ref o) {
            return new Ref(c0.multiply(o.c0).subtract(c1.multiply(o.c1)).mod(p), c0.multiply(o.c1).add(c1.multiply(o.c0)).mod(p), p);
        }
        Ref add(Ref o) { return new Ref(c0.add(o.c0).mod(p), c1.add(o.c1).mod(p), p); }
        Ref sub(Ref o) { return new Ref(c0.subtract(o.c0).mod(p), c1.subtract(o.c1).mod(p), p); }
        Ref pow(BigInteger e) {
            Ref acc = new Ref(BigInteger.ONE, BigInteger.ZERO, p);
            for (int i = e.bitLength() - 1; i >= 0; i--) {
                acc = acc.mul(acc);
                if (e.testBit(i)) {
                    acc = acc.mul(this);
                }
            }
            return acc;
        }
        boolean isZero() { return c0.signum() == 0 && c1.signum() == 0; }
    }

    /** Test glue over the two generated classes. */
    interface Ops {
        int limbs();
        BigInteger p();
        BigInteger xi0();
        void mul(long[] r, long[] a, long[] b, long[] s);
        void sqr(long[] r, long[] a, long[] s);
        void add(long[] r, long[] a, long[] b);
        void sub(long[] r, long[] a, long[] b);
        void neg(long[] r, long[] a);
        void conj(long[] r, long[] a);
        void frob(long[] r, long[] a);
        void inv(long[] r, long[] a, long[] s);
        void xi(long[] r, long[] a, long[] s);
        boolean sqrt(long[] r, long[] a);
        void sqrtFromNormRoot(long[] r, long[] a, long[] n);
        void setBase(long[] r, BigInteger v);
        void set(long[] r, BigInteger c0, BigInteger c1);
        BigInteger[] get(long[] a);
        int scratch();
    }

    static final Ops BN = new Ops() {
        public int limbs() { return Bn254Fp2.LIMBS; }
        public BigInteger p() { return Bn254Fp.MODULUS; }
        public BigInteger xi0() { return Bn254Fp2.XI_C0; }
        public void mul(long[] r, long[] a, long[] b, long[] s) { Bn254Fp2.mul(r, 0, a, 0, b, 0, s); }
        public void sqr(long[] r, long[] a, long[] s) { Bn254Fp2.sqr(r, 0, a, 0, s); }
        public void add(long[] r, long[] a, long[] b) { Bn254Fp2.add(r, 0, a, 0, b, 0); }
        public void sub(long[] r, long[] a, long[] b) { Bn254Fp2.sub(r, 0, a, 0, b, 0); }
        public void neg(long[] r, long[] a) { Bn254Fp2.neg(r, 0, a, 0); }
        public void conj(long[] r, long[] a) { Bn254Fp2.conjugate(r, 0, a, 0); }
        public void frob(long[] r, long[] a) { Bn254Fp2.frobenius(r, 0, a, 0); }
        public void inv(long[] r, long[] a, long[] s) { Bn254Fp2.inv(r, 0, a, 0, s); }
        public void xi(long[] r, long[] a, long[] s) { Bn254Fp2.mulByNonResidue(r, 0, a, 0, s); }
        public boolean sqrt(long[] r, long[] a) { return Bn254Fp2.sqrt(r, 0, a, 0); }
        public void sqrtFromNormRoot(long[] r, long[] a, long[] n) { Bn254Fp2.sqrtFromNormRoot(r, 0, a, 0, n, 0); }
        public void setBase(long[] r, BigInteger v) { Bn254Fp.fromBigInteger(r, 0, v); }
        public void set(long[] r, BigInteger c0, BigInteger c1) { Bn254Fp2.fromBigIntegers(r, 0, c0, c1); }
        public BigInteger[] get(long[] a) { return Bn254Fp2.toBigIntegers(a, 0); }
        public int scratch() { return Bn254Fp2.SCRATCH; }
    };

    static final Ops BLS = new Ops() {
        public int limbs() { return Bls12381Fp2.LIMBS; }
        public BigInteger p() { return Bls12381Fp.MODULUS; }
        public BigInteger xi0() { return Bls12381Fp2.XI_C0; }
        public void mul(long[] r, long[] a, long[] b, long[] s) { Bls12381Fp2.mul(r, 0, a, 0, b, 0, s); }
        public void sqr(long[] r, long[] a, long[] s) { Bls12381Fp2.sqr(r, 0, a, 0, s); }
        public void add(long[] r, long[] a, long[] b) { Bls12381Fp2.add(r, 0, a, 0, b, 0); }
        public void sub(long[] r, long[] a, long[] b) { Bls12381Fp2.sub(r, 0, a, 0, b, 0); }
        public void neg(long[] r, long[] a) { Bls12381Fp2.neg(r, 0, a, 0); }
        public void conj(long[] r, long[] a) { Bls12381Fp2.conjugate(r, 0, a, 0); }
        public void frob(long[] r, long[] a) { Bls12381Fp2.frobenius(r, 0, a, 0); }
        public void inv(long[] r, long[] a, long[] s) { Bls12381Fp2.inv(r, 0, a, 0, s); }
        public void xi(long[] r, long[] a, long[] s) { Bls12381Fp2.mulByNonResidue(r, 0, a, 0, s); }
        public boolean sqrt(long[] r, long[] a) { return Bls12381Fp2.sqrt(r, 0, a, 0); }
        public void sqrtFromNormRoot(long[] r, long[] a, long[] n) { Bls12381Fp2.sqrtFromNormRoot(r, 0, a, 0, n, 0); }
        public void setBase(long[] r, BigInteger v) { Bls12381Fp.fromBigInteger(r, 0, v); }
        public void set(long[] r, BigInteger c0, BigInteger c1) { Bls12381Fp2.fromBigIntegers(r, 0, c0, c1); }
        public BigInteger[] get(long[] a) { return Bls12381Fp2.toBigIntegers(a, 0); }
        public int scratch() { return Bls12381Fp2.SCRATCH; }
    };

    record Case(Ops ops, Ref a, Ref b) {}

    private static Arbitrary<BigInteger> coord(BigInteger p) {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, Arbitraries.bigIntegers().between(BigInteger.ZERO, p.subtract(BigInteger.ONE))),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE))));
    }

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.of(BN, BLS).flatMap(o -> {
            BigInteger p = o.p();
            Arbitrary<Ref> ref = net.jqwik.api.Combinators.combine(coord(p), coord(p)).as((x, y) -> new Ref(x, y, p));
            return net.jqwik.api.Combinators.combine(ref, ref).as((a, b) -> new Case(o, a, b));
        });
    }

    private static long[] load(Ops o, Ref r) {
        long[] a = new long[o.limbs()];
        o.set(a, r.c0(), r.c1());
        return a;
    }

    private static void assertRef(Ops o, Ref want, long[] got) {
        BigInteger[] g = o.get(got);
        assertEquals(want.c0(), g[0], "c0");
        assertEquals(want.c1(), g[1], "c1");
    }

    @Property(tries = 1000)
    void arithmeticMatchesReference(@ForAll("cases") Case c) {
        Ops o = c.ops();
        BigInteger p = o.p();
        long[] a = load(o, c.a()), b = load(o, c.b()), r = new long[o.limbs()], s = new long[o.scratch()];
        o.mul(r, a, b, s);
        assertRef(o, c.a().mul(c.b()), r);
        o.sqr(r, a, s);
        assertRef(o, c.a().mul(c.a()), r);
        o.add(r, a, b);
        assertRef(o, c.a().add(c.b()), r);
        o.sub(r, a, b);
        assertRef(o, c.a().sub(c.b()), r);
        o.neg(r, a);
        assertRef(o, new Ref(c.a().c0().negate().mod(p), c.a().c1().negate().mod(p), p), r);
        o.conj(r, a);
        assertRef(o, new Ref(c.a().c0(), c.a().c1().negate().mod(p), p), r);
        o.frob(r, a);
        assertRef(o, c.a().pow(p), r);
        o.xi(r, a, s);
        assertRef(o, c.a().mul(new Ref(o.xi0(), BigInteger.ONE, p)), r);
        // aliasing: r == a for mul and sqr
        long[] alias = a.clone();
        o.mul(alias, alias, b, s);
        assertRef(o, c.a().mul(c.b()), alias);
        alias = a.clone();
        o.sqr(alias, alias, s);
        assertRef(o, c.a().mul(c.a()), alias);
    }

    @Property(tries = 300)
    void inverse(@ForAll("cases") Case c) {
        Ops o = c.ops();
        long[] a = load(o, c.a()), r = new long[o.limbs()], s = new long[o.scratch()];
        o.inv(r, a, s);
        if (c.a().isZero()) {
            assertRef(o, c.a(), r);
        } else {
            assertRef(o, c.a().pow(o.p().pow(2).subtract(BigInteger.TWO)), r);
        }
    }

    @Property(tries = 200)
    void sqrtOfSquaresAndNonResidues(@ForAll("cases") Case c) {
        Ops o = c.ops();
        BigInteger p = o.p();
        Ref sq = c.a().mul(c.a());
        long[] r = new long[o.limbs()];
        assertTrue(o.sqrt(r, load(o, sq)));
        BigInteger[] root = o.get(r);
        Ref back = new Ref(root[0], root[1], p);
        assertEquals(sq, back.mul(back));
        // Euler's criterion in Fp2: a is a square iff a^((p^2-1)/2) = 1
        Ref b = c.b();
        boolean isSquare = b.isZero() || b.pow(p.pow(2).subtract(BigInteger.ONE).shiftRight(1)).equals(new Ref(BigInteger.ONE, BigInteger.ZERO, p));
        boolean ok = o.sqrt(r, load(o, b));
        assertEquals(isSquare, ok);
        if (ok) {
            root = o.get(r);
            back = new Ref(root[0], root[1], p);
            assertEquals(b, back.mul(back));
        }
    }

    @Property(tries = 200)
    void sqrtOfBaseFieldElements(@ForAll("cases") Case c) {
        // c1 = 0: every element of Fp is a square in Fp2, by a root of c0 or of -c0 (times u);
        // c.a().c0() is a square in Fp about half the time.
        Ops o = c.ops();
        Ref a = new Ref(c.a().c0(), BigInteger.ZERO, o.p());
        long[] r = new long[o.limbs()];
        assertTrue(o.sqrt(r, load(o, a)));
        BigInteger[] root = o.get(r);
        Ref back = new Ref(root[0], root[1], o.p());
        assertEquals(a, back.mul(back));
    }

    @Property(tries = 200)
    void sqrtFromEitherRootOfTheNorm(@ForAll("cases") Case c) {
        Ops o = c.ops();
        BigInteger p = o.p();
        Ref sq = c.a().mul(c.a());
        // the norm of a square is a square in Fp: its roots are +-N(a)
        BigInteger n = c.a().c0().pow(2).add(c.a().c1().pow(2)).mod(p);
        for (BigInteger root : new BigInteger[] {n, n.negate().mod(p)}) {
            long[] nr = new long[o.limbs() / 2];
            o.setBase(nr, root);
            long[] a = load(o, sq), r = new long[o.limbs()];
            o.sqrtFromNormRoot(r, a, nr);
            BigInteger[] got = o.get(r);
            Ref back = new Ref(got[0], got[1], p);
            assertEquals(sq, back.mul(back));
            // r may alias a
            o.sqrtFromNormRoot(a, a, nr);
            assertArrayEquals(o.get(r), o.get(a));
        }
    }

    @Property(tries = 20)
    void nonResidueHasNoRoot(@ForAll("cases") Case c) {
        Ops o = c.ops();
        // xi is not a square (nor a cube) in Fp2: that is what makes it build the sextic twist.
        Ref xi = new Ref(o.xi0(), BigInteger.ONE, o.p());
        assertFalse(o.sqrt(new long[o.limbs()], load(o, xi)));
        assertArrayEquals(load(o, xi), load(o, new Ref(o.xi0(), BigInteger.ONE, o.p())));
    }
}
