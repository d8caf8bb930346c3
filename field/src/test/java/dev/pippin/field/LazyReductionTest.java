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
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple3;

/**
 * The base fields store values in [0, 2p): an element x may be held as its Montgomery form s or
 * as s + p. Every operation must accept both and every comparison must treat them as equal;
 * here each input is replaced by its other representation (built limb by limb, independently
 * of the kernels) and the results are checked against BigInteger.
 */
class LazyReductionTest {
    static final FieldOps[] LAZY = {FieldOps.BN254_FP, FieldOps.BLS12_381_FP, FieldOps.BLS12_381_FR_LAZY, FieldOps.BN254_FR_LAZY};

    /** s + p, normalised to 56-bit limbs; s is below p, so the result is below 2p. */
    static long[] other(FieldOps f, long[] s) {
        BigInteger v = MontgomeryField.limbsToBigInteger(s, 0, f.limbs(), 56).add(f.p());
        return MontgomeryField.toLimbs(v, f.limbs(), 56);
    }

    @Provide
    Arbitrary<Tuple3<FieldOps, BigInteger, BigInteger>> pairs() {
        return Arbitraries.of(LAZY).flatMap(f -> {
            Arbitrary<BigInteger> v = Arbitraries.frequencyOf(
                    Tuple.of(3, Arbitraries.bigIntegers().between(BigInteger.ZERO, f.p().subtract(BigInteger.ONE))),
                    Tuple.of(1, Arbitraries.of(f.criticalValues())));
            return net.jqwik.api.Combinators.combine(v, v).as((a, b) -> Tuple.of(f, a, b));
        });
    }

    @Property(tries = 1500)
    void everyOperationAcceptsTheOtherRepresentation(@ForAll("pairs") Tuple3<FieldOps, BigInteger, BigInteger> t) {
        FieldOps f = t.get1();
        BigInteger x = t.get2(), y = t.get3(), p = f.p();
        long[] a = f.elem(x), b = f.elem(y);
        long[] a2 = other(f, a), b2 = other(f, b), r = new long[f.limbs()];
        assertTrue(f.k().equal(a, 0, a2, 0), "s and s + p are the same element");
        assertTrue(f.k().equal(a2, 0, a, 0), "s + p and s are the same element");
        assertEquals(x.signum() == 0, f.k().isZero(a2, 0));
        assertEquals(x, f.val(a2));
        f.k().mul(r, 0, a2, 0, b2, 0);
        assertEquals(x.multiply(y).mod(p), f.val(r));
        assertLazy(f, r);
        f.k().sqr(r, 0, a2, 0);
        assertEquals(x.multiply(x).mod(p), f.val(r));
        assertLazy(f, r);
        // the dedicated squaring against the plain path: the same Montgomery product, limb for limb
        long[] viaMul = new long[f.limbs()];
        for (long[] in : new long[][] {a, a2}) {
            f.k().sqr(r, 0, in, 0);
            f.k().mul(viaMul, 0, in, 0, in, 0);
            assertArrayEquals(viaMul, r, "sqr(a) and mul(a, a) differ");
        }
        f.k().add(r, 0, a2, 0, b2, 0);
        assertEquals(x.add(y).mod(p), f.val(r));
        assertLazy(f, r);
        f.k().sub(r, 0, a2, 0, b, 0);
        assertEquals(x.subtract(y).mod(p), f.val(r));
        assertLazy(f, r);
        f.k().sub(r, 0, a, 0, b2, 0);
        assertEquals(x.subtract(y).mod(p), f.val(r));
        assertLazy(f, r);
        f.k().neg(r, 0, a2, 0);
        assertEquals(x.negate().mod(p), f.val(r));
        assertLazy(f, r);
        f.k().inv(r, 0, a2, 0);
        assertEquals(x.signum() == 0 ? BigInteger.ZERO : x.modInverse(p), f.val(r));
        assertEquals(x.equals(y), f.k().equal(a2, 0, b, 0));
        assertEquals(x.equals(y), f.k().equal(b, 0, a2, 0));
        assertEquals(x.equals(y), f.k().equal(a2, 0, b2, 0));
        byte[] e1 = new byte[f.bytes()], e2 = new byte[f.bytes()];
        f.k().encode(a, 0, e1, 0);
        f.k().encode(a2, 0, e2, 0);
        assertArrayEquals(e1, e2, "encodings are canonical");
    }

    /** Every result stays in [0, 2p) with limbs below 2^56. */
    static void assertLazy(FieldOps f, long[] r) {
        for (long limb : r) {
            assertTrue(limb >= 0 && limb < (1L << 56), "limb out of range: " + Long.toHexString(limb));
        }
        assertTrue(MontgomeryField.limbsToBigInteger(r, 0, f.limbs(), 56).compareTo(f.p().shiftLeft(1)) < 0, "value not below 2p");
    }

    @Property(tries = 200)
    void zeroStoredAsPIsZero(@ForAll("pairs") Tuple3<FieldOps, BigInteger, BigInteger> t) {
        FieldOps f = t.get1();
        long[] zeroAsP = other(f, new long[f.limbs()]);
        long[] y = f.elem(t.get3()), r = new long[f.limbs()];
        assertTrue(f.k().isZero(zeroAsP, 0));
        assertFalse(f.k().isOne(zeroAsP, 0));
        f.k().mul(r, 0, zeroAsP, 0, y, 0);
        assertTrue(f.k().isZero(r, 0));
        f.k().neg(r, 0, zeroAsP, 0);
        assertTrue(f.k().isZero(r, 0));
        f.k().inv(r, 0, zeroAsP, 0);
        assertTrue(f.k().isZero(r, 0));
    }
}
