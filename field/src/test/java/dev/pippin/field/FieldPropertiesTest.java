package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple3;
import net.jqwik.api.Tuple.Tuple2;

/** Every operation of every fixed-width field against BigInteger, on random and critical values. */
class FieldPropertiesTest {

    private static Arbitrary<BigInteger> values(FieldOps f) {
        Arbitrary<BigInteger> random = Arbitraries.bigIntegers().between(BigInteger.ZERO, f.p().subtract(BigInteger.ONE));
        Arbitrary<BigInteger> critical = Arbitraries.of(f.criticalValues());
        return Arbitraries.frequencyOf(Tuple.of(3, random), Tuple.of(1, critical));
    }

    @Provide
    Arbitrary<Tuple3<FieldOps, BigInteger, BigInteger>> pairs() {
        return Arbitraries.of(FieldOps.ALL).flatMap(f -> Combinators.combine(values(f), values(f)).as((a, b) -> Tuple.of(f, a, b)));
    }

    @Provide
    Arbitrary<Tuple2<FieldOps, BigInteger>> singles() {
        return Arbitraries.of(FieldOps.ALL).flatMap(f -> values(f).map(a -> Tuple.of(f, a)));
    }

    @Property(tries = 2000)
    void mulMatchesBigInteger(@ForAll("pairs") Tuple3<FieldOps, BigInteger, BigInteger> t) {
        FieldOps f = t.get1();
        long[] a = f.elem(t.get2()), b = f.elem(t.get3()), r = new long[f.limbs()];
        f.k().mul(r, 0, a, 0, b, 0);
        assertEquals(t.get2().multiply(t.get3()).mod(f.p()), f.val(r));
        // aliasing: r == a
        f.k().mul(a, 0, a, 0, b, 0);
        assertArrayEquals(r, a);
    }

    @Property(tries = 1000)
    void sqrMatchesBigInteger(@ForAll("singles") Tuple2<FieldOps, BigInteger> t) {
        FieldOps f = t.get1();
        long[] a = f.elem(t.get2()), r = new long[f.limbs()];
        f.k().sqr(r, 0, a, 0);
        assertEquals(t.get2().pow(2).mod(f.p()), f.val(r));
    }

    @Property(tries = 1500)
    void addSubNegDblMatchBigInteger(@ForAll("pairs") Tuple3<FieldOps, BigInteger, BigInteger> t) {
        FieldOps f = t.get1();
        BigInteger x = t.get2(), y = t.get3(), p = f.p();
        long[] a = f.elem(x), b = f.elem(y), r = new long[f.limbs()];
        f.k().add(r, 0, a, 0, b, 0);
        assertEquals(x.add(y).mod(p), f.val(r));
        f.k().sub(r, 0, a, 0, b, 0);
        assertEquals(x.subtract(y).mod(p), f.val(r));
        f.k().neg(r, 0, a, 0);
        assertEquals(x.negate().mod(p), f.val(r));
        f.k().dbl(r, 0, b, 0);
        assertEquals(y.shiftLeft(1).mod(p), f.val(r));
    }

    @Property(tries = 300)
    void inverseMatchesBigIntegerAndFermat(@ForAll("singles") Tuple2<FieldOps, BigInteger> t) {
        FieldOps f = t.get1();
        long[] a = f.elem(t.get2()), r = new long[f.limbs()], s = new long[f.limbs()];
        f.k().inv(r, 0, a, 0);
        f.k().invFermat(s, 0, a, 0);
        BigInteger expected = t.get2().signum() == 0 ? BigInteger.ZERO : t.get2().modInverse(f.p());
        assertEquals(expected, f.val(r));
        assertEquals(expected, f.val(s));
    }

    @Property(tries = 200)
    void sqrtAndLegendre(@ForAll("singles") Tuple2<FieldOps, BigInteger> t) {
        FieldOps f = t.get1();
        BigInteger p = f.p(), x = t.get2();
        int expected = x.signum() == 0 ? 0 : (x.modPow(p.shiftRight(1), p).equals(BigInteger.ONE) ? 1 : -1);
        assertEquals(expected, f.k().legendre(f.elem(x), 0));
        if (!p.testBit(1)) {
            return; // the scalar fields are 1 mod 4; sqrt is defined on the base fields only
        }
        long[] r = new long[f.limbs()];
        boolean ok = f.k().sqrt(r, 0, f.elem(x), 0);
        assertEquals(expected >= 0, ok);
        if (ok) {
            assertEquals(x, f.val(r).pow(2).mod(p));
        }
        // squares always have a root
        BigInteger sq = x.pow(2).mod(p);
        assertTrue(f.k().sqrt(r, 0, f.elem(sq), 0));
        assertEquals(sq, f.val(r).pow(2).mod(p));
    }

    @Property(tries = 300)
    void progenitorIsPowerPMinus3Over4(@ForAll("singles") Tuple2<FieldOps, BigInteger> t) {
        FieldOps f = t.get1();
        BigInteger p = f.p(), x = t.get2();
        if (!p.testBit(1)) {
            return; // defined for p = 3 (mod 4): the base fields
        }
        long[] r = new long[f.limbs()];
        long[] a = f.elem(x);
        f.k().progenitor(r, 0, a, 0);
        assertEquals(x.modPow(p.subtract(BigInteger.valueOf(3)).shiftRight(2), p), f.val(r));
        // r may alias a
        f.k().progenitor(a, 0, a, 0);
        assertEquals(f.val(r), f.val(a));
    }

    @Property(tries = 300)
    void powMatchesModPow(@ForAll("pairs") Tuple3<FieldOps, BigInteger, BigInteger> t) {
        FieldOps f = t.get1();
        long[] r = new long[f.limbs()];
        long[] e = MontgomeryField.toLimbs(t.get3(), f.limbs());
        f.k().pow(r, 0, f.elem(t.get2()), 0, e);
        assertEquals(t.get2().modPow(t.get3(), f.p()), f.val(r));
    }

    @Property(tries = 300)
    void encodeDecodeRoundTrip(@ForAll("singles") Tuple2<FieldOps, BigInteger> t) {
        FieldOps f = t.get1();
        byte[] enc = new byte[f.bytes() + 3];
        f.k().encode(f.elem(t.get2()), 0, enc, 3);
        byte[] expected = toFixedBytes(t.get2(), f.bytes());
        assertArrayEquals(expected, Arrays.copyOfRange(enc, 3, enc.length));
        long[] back = new long[f.limbs()];
        assertTrue(f.k().decode(enc, 3, back, 0));
        assertEquals(t.get2(), f.val(back));
    }

    @Property(tries = 200)
    void decodeRejectsValuesAtOrAboveP(@ForAll("singles") Tuple2<FieldOps, BigInteger> t) {
        FieldOps f = t.get1();
        BigInteger over = f.p().add(t.get2());
        if (over.bitLength() > 8 * f.bytes()) {
            return;
        }
        assertFalse(f.k().decode(toFixedBytes(over, f.bytes()), 0, new long[f.limbs()], 0));
    }

    @Property(tries = 100)
    void batchInverseSkipsZeros(@ForAll("singles") Tuple2<FieldOps, BigInteger> t,
                                @ForAll("zeroMasks") List<Boolean> zeroAt) {
        FieldOps f = t.get1();
        int n = zeroAt.size(), L = f.limbs();
        long[] arr = new long[(n + 1) * L];
        BigInteger[] vals = new BigInteger[n];
        BigInteger x = t.get2().signum() == 0 ? BigInteger.TWO : t.get2();
        for (int i = 0; i < n; i++) {
            vals[i] = zeroAt.get(i) ? BigInteger.ZERO : x.add(BigInteger.valueOf(i)).mod(f.p());
            f.k().fromBigInteger(arr, L + i * L, vals[i]);
        }
        f.k().batchInverse(arr, L, n, new long[(n + 1) * L]);
        for (int i = 0; i < n; i++) {
            BigInteger want = vals[i].signum() == 0 ? BigInteger.ZERO : vals[i].modInverse(f.p());
            assertEquals(want, f.k().toBigInteger(arr, L + i * L), "element " + i);
        }
        for (int i = 0; i < L; i++) {
            assertEquals(0, arr[i], "batchInverse wrote outside its range");
        }
    }

    @Provide
    Arbitrary<List<Boolean>> zeroMasks() {
        return Arbitraries.of(true, false, false).list().ofMinSize(0).ofMaxSize(40);
    }

    @Property(tries = 50)
    void fromBigIntegerRejectsOutOfRange(@ForAll("singles") Tuple2<FieldOps, BigInteger> t) {
        FieldOps f = t.get1();
        long[] r = new long[f.limbs()];
        assertThrows(IllegalArgumentException.class, () -> f.k().fromBigInteger(r, 0, f.p().add(t.get2())));
        assertThrows(IllegalArgumentException.class, () -> f.k().fromBigInteger(r, 0, t.get2().add(BigInteger.ONE).negate()));
    }

    static byte[] toFixedBytes(BigInteger v, int len) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[len];
        int copy = Math.min(raw.length, len);
        System.arraycopy(raw, raw.length - copy, out, len - copy, copy);
        return out;
    }
}
