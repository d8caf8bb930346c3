package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;

/**
 * The generated Fp6 and Fp12 classes of both curves against {@link RefTower} (schoolbook products
 * over Fp2[w]/(w^6 - xi), inverses and Frobenius maps by exponentiation), on random elements with
 * the critical coordinates 0, 1 and p - 1 mixed in, stored canonically or as value + p (the lazy
 * form the base field allows), and with outputs aliasing inputs.
 */
class TowerPropertiesTest {

    /** Two elements given by their 12 coordinates (Fp6 properties use the first 6), and how each is stored. */
    record Case(TowerOps ops, BigInteger[] a, BigInteger[] b, boolean lazyA, boolean lazyB) {
        @Override public String toString() {
            return ops.name() + " a=" + Arrays.toString(a) + (lazyA ? " (lazy)" : "") + " b=" + Arrays.toString(b) + (lazyB ? " (lazy)" : "");
        }
    }

    private static Arbitrary<BigInteger> coord(BigInteger p) {
        return Arbitraries.frequencyOf(
                Tuple.of(5, Arbitraries.bigIntegers().between(BigInteger.ZERO, p.subtract(BigInteger.ONE))),
                Tuple.of(2, Arbitraries.of(BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE))));
    }

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.of(TowerOps.BN, TowerOps.BLS).flatMap(o -> {
            BigInteger p = o.ref().p;
            Arbitrary<BigInteger[]> el = coord(p).array(BigInteger[].class).ofSize(12);
            Arbitrary<BigInteger[]> edge = Arbitraries.of(BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE))
                    .array(BigInteger[].class).ofSize(12);
            Arbitrary<BigInteger[]> any = Arbitraries.frequencyOf(Tuple.of(6, el), Tuple.of(1, edge));
            return Combinators.combine(any, any, Arbitraries.of(false, true), Arbitraries.of(false, true))
                    .as((a, b, la, lb) -> new Case(o, a, b, la, lb));
        });
    }

    // ---------------------------------------------------------------- loading and checking

    /** The element with coordinates c, stored canonically or (lazy) as 2p - (p - c) = c + p. */
    static long[] load12(TowerOps o, BigInteger[] c, boolean lazy) {
        long[] r = new long[o.fp12Limbs()];
        if (!lazy) {
            o.set12(r, c);
            return r;
        }
        o.set12(r, negate(o, c));
        o.neg12(r, r);
        return r;
    }

    static long[] load6(TowerOps o, BigInteger[] c, boolean lazy) {
        long[] r = new long[o.fp6Limbs()];
        BigInteger[] c6 = Arrays.copyOf(c, 6);
        if (!lazy) {
            o.set6(r, c6);
            return r;
        }
        o.set6(r, negate(o, c6));
        o.neg6(r, r);
        return r;
    }

    private static BigInteger[] negate(TowerOps o, BigInteger[] c) {
        BigInteger[] n = new BigInteger[c.length];
        for (int i = 0; i < c.length; i++) {
            n[i] = c[i].negate().mod(o.ref().p);
        }
        return n;
    }

    static void assert12(TowerOps o, BigInteger[][] want, long[] got, String what) {
        assertArrayEquals(o.ref().toStorage12(want), o.get12(got), o.name() + " " + what);
    }

    static void assert6(TowerOps o, BigInteger[][] want, long[] got, String what) {
        assertArrayEquals(o.ref().toStorage6(want), o.get6(got), o.name() + " " + what);
    }

    // ---------------------------------------------------------------- Fp6

    @Property(tries = 400)
    void fp6MatchesReference(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        BigInteger[][] ra = ref.fromStorage6(c.a()), rb = ref.fromStorage6(c.b());
        long[] a = load6(o, c.a(), c.lazyA()), b = load6(o, c.b(), c.lazyB());
        long[] r = new long[o.fp6Limbs()], s = new long[o.scratch()];
        o.mul6(r, a, b, s);
        assert6(o, ref.polyMul(ra, rb), r, "Fp6 mul");
        o.sqr6(r, a, s);
        assert6(o, ref.polyMul(ra, ra), r, "Fp6 sqr");
        o.add6(r, a, b);
        assert6(o, ref.polyAdd(ra, rb), r, "Fp6 add");
        o.sub6(r, a, b);
        assert6(o, ref.polySub(ra, rb), r, "Fp6 sub");
        BigInteger[][] v = ref.zero(3);
        v[1] = ref.f2(BigInteger.ONE, BigInteger.ZERO);
        o.mulByV6(r, a, s);
        assert6(o, ref.polyMul(ra, v), r, "Fp6 times v");
        // Sparse operands: b's first two coefficients (c0 + c1 v), b's second (c1 v), b's first (scalar).
        long[] c01 = Arrays.copyOf(b, 2 * o.fp2Limbs());
        long[] c1 = Arrays.copyOfRange(b, o.fp2Limbs(), 2 * o.fp2Limbs());
        long[] c0 = Arrays.copyOf(b, o.fp2Limbs());
        o.mulBy01(r, a, c01, s);
        assert6(o, ref.polyMul(ra, new BigInteger[][] {rb[0], rb[1], ref.zero2()}), r, "Fp6 mulBy01");
        o.mulBy1(r, a, c1, s);
        assert6(o, ref.polyMul(ra, new BigInteger[][] {ref.zero2(), rb[1], ref.zero2()}), r, "Fp6 mulBy1");
        o.mulByFp2(r, a, c0, s);
        assert6(o, ref.polyMul(ra, new BigInteger[][] {rb[0], ref.zero2(), ref.zero2()}), r, "Fp6 mulByFp2");
        // Aliasing: the output overwrites an input.
        long[] alias = a.clone();
        o.mul6(alias, alias, b, s);
        assert6(o, ref.polyMul(ra, rb), alias, "Fp6 mul into a");
        alias = b.clone();
        o.mul6(alias, a, alias, s);
        assert6(o, ref.polyMul(ra, rb), alias, "Fp6 mul into b");
        alias = a.clone();
        o.sqr6(alias, alias, s);
        assert6(o, ref.polyMul(ra, ra), alias, "Fp6 sqr in place");
        alias = a.clone();
        o.mulBy01(alias, alias, c01, s);
        assert6(o, ref.polyMul(ra, new BigInteger[][] {rb[0], rb[1], ref.zero2()}), alias, "Fp6 mulBy01 in place");
        alias = a.clone();
        o.mulBy1(alias, alias, c1, s);
        assert6(o, ref.polyMul(ra, new BigInteger[][] {ref.zero2(), rb[1], ref.zero2()}), alias, "Fp6 mulBy1 in place");
        alias = a.clone();
        o.mulByV6(alias, alias, s);
        assert6(o, ref.polyMul(ra, v), alias, "Fp6 times v in place");
    }

    @Property(tries = 60)
    void fp6InverseMatchesReference(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        BigInteger[][] ra = ref.fromStorage6(c.a());
        long[] a = load6(o, c.a(), c.lazyA()), r = new long[o.fp6Limbs()], s = new long[o.scratch()];
        o.inv6(r, a, s);
        assert6(o, ref.inv(ra), r, "Fp6 inv");
        o.inv6(a, a, s);
        assert6(o, ref.inv(ra), a, "Fp6 inv in place");
    }

    // ---------------------------------------------------------------- Fp12

    @Property(tries = 300)
    void fp12MatchesReference(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        BigInteger[][] ra = ref.fromStorage12(c.a()), rb = ref.fromStorage12(c.b());
        long[] a = load12(o, c.a(), c.lazyA()), b = load12(o, c.b(), c.lazyB());
        long[] r = new long[o.fp12Limbs()], s = new long[o.scratch()];
        o.mul12(r, a, b, s);
        assert12(o, ref.polyMul(ra, rb), r, "Fp12 mul");
        o.sqr12(r, a, s);
        assert12(o, ref.polyMul(ra, ra), r, "Fp12 sqr");
        o.add12(r, a, b);
        assert12(o, ref.polyAdd(ra, rb), r, "Fp12 add");
        o.sub12(r, a, b);
        assert12(o, ref.polySub(ra, rb), r, "Fp12 sub");
        // conj negates the odd powers of w.
        BigInteger[][] conj = ra.clone();
        for (int i = 1; i < 6; i += 2) {
            conj[i] = ref.sub2(ref.zero2(), ra[i]);
        }
        o.conj12(r, a);
        assert12(o, conj, r, "Fp12 conjugate");
        long[] alias = a.clone();
        o.mul12(alias, alias, b, s);
        assert12(o, ref.polyMul(ra, rb), alias, "Fp12 mul into a");
        alias = b.clone();
        o.mul12(alias, a, alias, s);
        assert12(o, ref.polyMul(ra, rb), alias, "Fp12 mul into b");
        alias = a.clone();
        o.sqr12(alias, alias, s);
        assert12(o, ref.polyMul(ra, ra), alias, "Fp12 sqr in place");
        assertTrue(o.equal12(a, load12(o, c.a(), !c.lazyA())), "the two storage forms are equal");
    }

    /** A line value: b's coefficients at the twist's three powers of w, zero elsewhere. */
    @Property(tries = 300)
    void sparseLineProduct(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        int e = o.fp2Limbs();
        BigInteger[][] ra = ref.fromStorage12(c.a()), rl = ref.zero(6);
        long[] line = new long[3 * e];
        int[] pw = o.linePowers();
        for (int i = 0; i < 3; i++) {
            BigInteger c0 = c.b()[2 * i], c1 = c.b()[2 * i + 1];
            rl[pw[i]] = ref.f2(c0, c1);
            o.setFp2(line, i * e, c0, c1);
        }
        long[] a = load12(o, c.a(), c.lazyA()), r = new long[o.fp12Limbs()], s = new long[o.scratch()];
        o.mulByLine(r, a, line, s);
        assert12(o, ref.polyMul(ra, rl), r, "Fp12 mulByLine");
        o.mulByLine(a, a, line, s);
        assert12(o, ref.polyMul(ra, rl), a, "Fp12 mulByLine in place");
        o.fromLine(r, line);
        assert12(o, rl, r, "Fp12 fromLine");
    }

    /** Two line values (a's and b's first six coordinates as the twist's three coefficients each). */
    @Property(tries = 300)
    void linePairProduct(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        int e = o.fp2Limbs();
        BigInteger[][] rl = ref.zero(6), rm = ref.zero(6), rf = ref.fromStorage12(c.b());
        long[] l = new long[3 * e], m = new long[3 * e];
        int[] pw = o.linePowers();
        for (int i = 0; i < 3; i++) {
            rl[pw[i]] = ref.f2(c.a()[2 * i], c.a()[2 * i + 1]);
            o.setFp2(l, i * e, c.a()[2 * i], c.a()[2 * i + 1]);
            rm[pw[i]] = ref.f2(c.a()[6 + 2 * i], c.a()[7 + 2 * i]);
            o.setFp2(m, i * e, c.a()[6 + 2 * i], c.a()[7 + 2 * i]);
        }
        long[] g = new long[o.fp12Limbs()], r = new long[o.fp12Limbs()], s = new long[o.scratch()];
        BigInteger[][] lm = ref.polyMul(rl, rm);
        o.linePair(g, l, m, s);
        assert12(o, lm, g, "Fp12 linePair");
        long[] f = load12(o, c.b(), c.lazyB());
        o.mulByLinePair(r, f, g, s);
        assert12(o, ref.polyMul(rf, lm), r, "Fp12 mulByLinePair");
        o.mulByLinePair(f, f, g, s);
        assert12(o, ref.polyMul(rf, lm), f, "Fp12 mulByLinePair in place");
    }

    @Property(tries = 300)
    void fp12InverseIsInverse(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        BigInteger[][] ra = ref.fromStorage12(c.a());
        long[] a = load12(o, c.a(), c.lazyA()), r = new long[o.fp12Limbs()], s = new long[o.scratch()];
        o.inv12(r, a, s);
        BigInteger[][] ri = ref.fromStorage12(o.get12(r));
        if (ref.eq(ra, ref.zero(6))) {
            assertTrue(o.isZero12(r), "inv(0) = 0");
        } else {
            assert12(o, ref.one(6), load12(o, o.ref().toStorage12(ref.polyMul(ra, ri)), false), "a inv(a)");
        }
    }

    @Property(tries = 6)
    void fp12InverseMatchesReference(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        long[] a = load12(o, c.a(), c.lazyA()), s = new long[o.scratch()];
        BigInteger[][] want = ref.inv(ref.fromStorage12(c.a()));
        o.inv12(a, a, s);
        assert12(o, want, a, "Fp12 inv (a^(p^12 - 2))");
    }

    @Property(tries = 12)
    void frobeniusMatchesPowers(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        BigInteger[][] ra = ref.fromStorage12(c.a());
        long[] a = load12(o, c.a(), c.lazyA()), r = new long[o.fp12Limbs()], s = new long[o.scratch()];
        BigInteger[][] want = ra;
        for (int k = 1; k <= 3; k++) {
            want = ref.frobenius(want, 1);
            o.frob12(r, a, k, s);
            assert12(o, want, r, "Fp12 frobenius^" + k);
            long[] alias = a.clone();
            o.frob12(alias, alias, k, s);
            assert12(o, want, alias, "Fp12 frobenius^" + k + " in place");
        }
        o.conj12(r, a);
        assert12(o, ref.frobenius(ra, 6), r, "conjugate = a^(p^6)");
    }

    /**
     * Cyclotomic squaring on m = a^((p^6 - 1)(p^2 + 1)) (formed with conj, inv, frobenius2 and mul,
     * themselves checked above) against the reference square; and that m is in the subgroup.
     */
    @Property(tries = 200)
    void cyclotomicSquaring(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        long[] a = load12(o, c.a(), c.lazyA()), m = new long[o.fp12Limbs()], t = new long[o.fp12Limbs()];
        long[] s = new long[o.scratch()];
        if (o.isZero12(a)) {
            return;
        }
        o.inv12(t, a, s);
        o.conj12(m, a);
        o.mul12(m, m, t, s);
        o.frob12(t, m, 2, s);
        o.mul12(m, m, t, s);
        BigInteger[][] rm = ref.fromStorage12(o.get12(m));
        long[] r = new long[o.fp12Limbs()];
        o.cycSqr12(r, m, s);
        assert12(o, ref.polyMul(rm, rm), r, "cyclotomic square");
        o.cycSqr12(m, m, s);
        assert12(o, ref.polyMul(rm, rm), m, "cyclotomic square in place");
    }

    /**
     * Karabina's compressed squaring on the same m: a run of compressed squarings, decompressed
     * (g3 = num / den taken in the reference), equals the reference's repeated square.
     */
    @Property(tries = 100)
    void compressedCyclotomicSquaring(@ForAll("cases") Case c, @ForAll @IntRange(min = 1, max = 8) int runs) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        long[] a = load12(o, c.a(), c.lazyA()), m = new long[o.fp12Limbs()], t = new long[o.fp12Limbs()];
        long[] s = new long[o.scratch()];
        if (o.isZero12(a)) {
            return;
        }
        o.inv12(t, a, s);
        o.conj12(m, a);
        o.mul12(m, m, t, s);
        o.frob12(t, m, 2, s);
        o.mul12(m, m, t, s);
        BigInteger[][] want = ref.fromStorage12(o.get12(m));
        long[] comp = new long[o.compressedLimbs()];
        o.compress(comp, m);
        for (int i = 0; i < runs; i++) {
            o.compressedSqr(comp, comp, s);
            want = ref.polyMul(want, want);
        }
        long[] num = new long[o.fp2Limbs()], den = new long[o.fp2Limbs()];
        o.decompressFraction(num, den, comp, s);
        BigInteger[] rn = o.getFp2(num, 0), rd = o.getFp2(den, 0);
        // g1 = 0 (den = 4 g1) is the case the exponentiation routes around; it has no decompression here.
        Assume.that(rd[0].signum() != 0 || rd[1].signum() != 0);
        BigInteger[] g3 = ref.mul2(rn, ref.inv2(rd));
        long[] g3m = new long[o.fp2Limbs()];
        o.setFp2(g3m, 0, g3[0], g3[1]);
        long[] r = new long[o.fp12Limbs()];
        o.decompress(r, comp, g3m, s);
        assert12(o, want, r, runs + " compressed squarings, decompressed");
    }

    @Property(tries = 4)
    void easyPartLandsInTheCyclotomicSubgroup(@ForAll("cases") Case c) {
        TowerOps o = c.ops();
        RefTower ref = o.ref();
        long[] a = load12(o, c.a(), c.lazyA()), m = new long[o.fp12Limbs()], t = new long[o.fp12Limbs()];
        long[] s = new long[o.scratch()];
        if (o.isZero12(a)) {
            return;
        }
        o.inv12(t, a, s);
        o.conj12(m, a);
        o.mul12(m, m, t, s);
        o.frob12(t, m, 2, s);
        o.mul12(m, m, t, s);
        BigInteger p = ref.p;
        BigInteger phi12 = p.pow(4).subtract(p.pow(2)).add(BigInteger.ONE);
        assertTrue(ref.eq(ref.one(6), ref.pow(ref.fromStorage12(o.get12(m)), phi12)), "m^(p^4 - p^2 + 1) = 1");
    }

    // ---------------------------------------------------------------- fixed values

    @Example
    void zeroAndOne() {
        for (TowerOps o : new TowerOps[] {TowerOps.BN, TowerOps.BLS}) {
            RefTower ref = o.ref();
            long[] one = new long[o.fp12Limbs()], zero = new long[o.fp12Limbs()], r = new long[o.fp12Limbs()];
            long[] s = new long[o.scratch()];
            o.set12(one, ref.toStorage12(ref.one(6)));
            assertTrue(o.isOne12(one));
            assertFalse(o.isZero12(one));
            assertTrue(o.isZero12(zero));
            assertFalse(o.isOne12(zero));
            o.inv12(r, zero, s);
            assertTrue(o.isZero12(r), o.name() + " inv(0) = 0");
            o.inv12(r, one, s);
            assertTrue(o.isOne12(r), o.name() + " inv(1) = 1");
            for (int k = 1; k <= 3; k++) {
                o.frob12(r, one, k, s);
                assertTrue(o.isOne12(r), o.name() + " frobenius fixes 1");
            }
            o.cycSqr12(r, one, s);
            assertTrue(o.isOne12(r), o.name() + " cyclotomic 1^2 = 1");
            BigInteger[] pm1 = new BigInteger[12];
            Arrays.fill(pm1, ref.p.subtract(BigInteger.ONE));
            long[] a = load12(o, pm1, false);
            o.mul12(r, a, zero, s);
            assertTrue(o.isZero12(r), o.name() + " a * 0 = 0");
            o.mul12(r, a, one, s);
            assertTrue(o.equal12(r, a), o.name() + " a * 1 = a");
            // The stored 1 is not the stored 0, and the stored 1 + p is still 1.
            assertTrue(o.isOne12(load12(o, ref.toStorage12(ref.one(6)), true)));
        }
    }
}
