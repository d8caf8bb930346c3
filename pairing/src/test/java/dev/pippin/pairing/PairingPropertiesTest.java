package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.GroupOps;
import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The group laws of the pairing on both curves: bilinearity on random scalars (exponents taken in
 * the reference tower), e(P, Q) e(-P, Q) = 1, non-degeneracy, order r, multi-pairing = product
 * of single pairings (the product taken in the reference tower), points at infinity, offsets and
 * the split into Miller loop and final exponentiation.
 */
class PairingPropertiesTest {

    record Scalars2(PairingOps ops, BigInteger a, BigInteger b) {
        @Override public String toString() { return ops.name() + " a=" + a + " b=" + b; }
    }

    @Provide
    Arbitrary<Scalars2> scalars() {
        return Arbitraries.of(PairingOps.BN, PairingOps.BLS).flatMap(o -> {
            Arbitrary<BigInteger> k = Arbitraries.bigIntegers().between(BigInteger.ONE, o.order().subtract(BigInteger.ONE));
            return Combinators.combine(k, k).as((a, b) -> new Scalars2(o, a, b));
        });
    }

    @Provide
    Arbitrary<PairingOps> curves() {
        return Arbitraries.of(PairingOps.BN, PairingOps.BLS);
    }

    private static long[] gt(PairingOps o) {
        return new long[o.tower().fp12Limbs()];
    }

    private static BigInteger[][] refOf(PairingOps o, long[] e) {
        return o.tower().ref().fromStorage12(o.tower().get12(e));
    }

    @Property(tries = 8)
    void bilinear(@ForAll("scalars") Scalars2 c) {
        PairingOps o = c.ops();
        RefTower t = o.tower().ref();
        long[] g1 = o.mulGen(o.g1(), BigInteger.ONE), g2 = o.mulGen(o.g2(), BigInteger.ONE);
        long[] e = gt(o), eab = gt(o), e2 = gt(o);
        o.pair(g1, 0, g2, 0, e, 0);
        o.pair(o.mulGen(o.g1(), c.a()), 0, o.mulGen(o.g2(), c.b()), 0, eab, 0);
        BigInteger ab = c.a().multiply(c.b()).mod(o.order());
        assertArrayEquals(t.toStorage12(t.pow(refOf(o, e), ab)), o.tower().get12(eab), "e(aP, bQ) = e(P, Q)^(ab)");
        o.pair(o.mulGen(o.g1(), ab), 0, g2, 0, e2, 0);
        assertTrue(o.tower().equal12(eab, e2), "e(aP, bQ) = e(abP, Q)");
        o.pair(g1, 0, o.mulGen(o.g2(), ab), 0, e2, 0);
        assertTrue(o.tower().equal12(eab, e2), "e(aP, bQ) = e(P, abQ)");
    }

    @Property(tries = 6)
    void negationCancels(@ForAll("scalars") Scalars2 c) {
        PairingOps o = c.ops();
        GroupOps g1 = o.g1(), g2 = o.g2();
        long[] p = o.mulGen(g1, c.a()), q = o.mulGen(g2, c.b());
        long[] ps = new long[2 * g1.affine()], qs = new long[2 * g2.affine()];
        g1.copyAffine(ps, 0, p, 0);
        g1.negateAffine(ps, g1.affine(), p, 0);
        g2.copyAffine(qs, 0, q, 0);
        g2.copyAffine(qs, g2.affine(), q, 0);
        assertTrue(o.pairingCheck(ps, qs, 2), "e(P, Q) e(-P, Q) = 1");
        g1.copyAffine(ps, g1.affine(), p, 0);
        g2.negateAffine(qs, g2.affine(), q, 0);
        assertTrue(o.pairingCheck(ps, qs, 2), "e(P, Q) e(P, -Q) = 1");
        g2.copyAffine(qs, g2.affine(), q, 0);
        assertFalse(o.pairingCheck(ps, qs, 2), "e(P, Q)^2 != 1");
    }

    @Property(tries = 2)
    void nonDegenerateOfOrderR(@ForAll("curves") PairingOps o) {
        long[] e = gt(o);
        o.pair(o.mulGen(o.g1(), BigInteger.ONE), 0, o.mulGen(o.g2(), BigInteger.ONE), 0, e, 0);
        assertFalse(o.tower().isOne12(e), "e(G1, G2) != 1");
        RefTower t = o.tower().ref();
        assertTrue(t.eq(t.one(6), t.pow(refOf(o, e), o.order())), "e(G1, G2)^r = 1");
        // r is prime, so e(G1, G2) has order exactly r; no smaller power that divides r exists but 1.
        assertTrue(o.order().isProbablePrime(64));
        assertFalse(t.eq(t.one(6), refOf(o, e)));
    }

    @Property(tries = 6)
    void multiPairingIsTheProduct(@ForAll("curves") PairingOps o, @ForAll @IntRange(min = 1, max = 5) int k,
            @ForAll long seed) {
        java.util.Random rnd = new java.util.Random(seed);
        GroupOps g1 = o.g1(), g2 = o.g2();
        RefTower t = o.tower().ref();
        // Offsets of one point's worth on both sides, to exercise them.
        long[] ps = new long[(k + 1) * g1.affine()], qs = new long[(k + 1) * g2.affine()];
        BigInteger[][] product = t.one(6);
        long[] e = gt(o);
        for (int i = 0; i < k; i++) {
            long[] p = o.mulGen(g1, new BigInteger(256, rnd)), q = o.mulGen(g2, new BigInteger(256, rnd));
            if (i == 1) {
                g1.setInfinity(p, 0);   // a pair with P at infinity contributes 1
            } else if (i == 3) {
                g2.setInfinity(q, 0);   // likewise Q
            }
            g1.copyAffine(ps, (i + 1) * g1.affine(), p, 0);
            g2.copyAffine(qs, (i + 1) * g2.affine(), q, 0);
            o.pair(p, 0, q, 0, e, 0);
            if (i == 1 || i == 3) {
                assertTrue(o.tower().isOne12(e), "a pair with a point at infinity pairs to 1");
            }
            product = t.polyMul(product, refOf(o, e));
        }
        long[] multi = new long[o.tower().fp12Limbs() + 3];
        o.multiPair(ps, g1.affine(), qs, g2.affine(), k, multi, 3);
        assertArrayEquals(t.toStorage12(product), o.tower().get12(java.util.Arrays.copyOfRange(multi, 3, multi.length)),
                "the multi-pairing of " + k + " pairs is the product of their pairings");
        // The same through the two halves.
        long[] f = gt(o);
        o.millerLoop(ps, g1.affine(), qs, g2.affine(), k, f, 0);
        o.finalExponentiation(f, 0, f, 0);
        assertArrayEquals(t.toStorage12(product), o.tower().get12(f), "finalExponentiation(millerLoop) = multiPair");
    }

    @Example
    void emptyAndInfiniteInputsPairToOne() {
        for (PairingOps o : new PairingOps[] {PairingOps.BN, PairingOps.BLS}) {
            long[] e = gt(o);
            assertTrue(o.pairingCheck(new long[0], new long[0], 0), o.name() + " empty product");
            o.millerLoop(new long[0], 0, new long[0], 0, 0, e, 0);
            assertTrue(o.tower().isOne12(e), o.name() + " Miller loop of no pairs");
            long[] inf1 = new long[o.g1().affine()], inf2 = new long[o.g2().affine()];
            assertTrue(o.pairingCheck(inf1, inf2, 1), o.name() + " e(O, O) = 1");
            assertTrue(o.pairingCheck(o.mulGen(o.g1(), BigInteger.ONE), inf2, 1), o.name() + " e(G1, O) = 1");
            assertTrue(o.pairingCheck(inf1, o.mulGen(o.g2(), BigInteger.ONE), 1), o.name() + " e(O, G2) = 1");
            assertFalse(o.pairingCheck(o.mulGen(o.g1(), BigInteger.ONE), o.mulGen(o.g2(), BigInteger.ONE), 1),
                    o.name() + " e(G1, G2) != 1");
        }
    }
}
