package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Every point form and operation of the four groups against the BigInteger reference, on random
 * points in the subgroup, random points on the curve outside it, and each special case.
 */
class PointArithmeticTest {
    static final List<TestGroup> groups = TestGroup.ALL;

    /** Pairs (P, Q) covering the general case and every special one. */
    private static List<BigInteger[][][]> pairs(TestGroup g, Random rnd) {
        List<BigInteger[][][]> out = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            out.add(new BigInteger[][][] {g.randomInGroup(rnd), g.randomInGroup(rnd)});
        }
        BigInteger[][] off1 = g.ref().randomOnCurve(rnd), off2 = g.ref().randomOnCurve(rnd);
        out.add(new BigInteger[][][] {off1, off2});
        BigInteger[][] p = g.randomInGroup(rnd);
        out.add(new BigInteger[][][] {p, p});                        // P = Q
        out.add(new BigInteger[][][] {p, g.ref().negate(p)});        // P = -Q
        out.add(new BigInteger[][][] {null, p});                     // O + Q
        out.add(new BigInteger[][][] {p, null});                     // P + O
        out.add(new BigInteger[][][] {null, null});                  // O + O
        out.add(new BigInteger[][][] {off1, off1});
        return out;
    }

    @ParameterizedTest
    @FieldSource("groups")
    void additionInEveryForm(TestGroup g) {
        Random rnd = new Random(1);
        GroupOps o = g.ops();
        long[] s = g.scratch();
        for (BigInteger[][][] pq : pairs(g, rnd)) {
            BigInteger[][] P = pq[0], Q = pq[1];
            BigInteger[][] sum = g.ref().add(P, Q), diff = g.ref().add(P, g.ref().negate(Q));
            long[] pa = g.affine(P), qa = g.affine(Q);

            long[] r = new long[o.jacobian()];
            o.jacAdd(r, 0, g.jacobian(P, rnd), 0, g.jacobian(Q, rnd), 0, s);
            assertPoint(sum, g.readJac(r), "jacAdd");
            o.jacAddMixed(r, 0, g.jacobian(P, rnd), 0, qa, 0, false, s);
            assertPoint(sum, g.readJac(r), "jacAddMixed");
            o.jacAddMixed(r, 0, g.jacobian(P, rnd), 0, qa, 0, true, s);
            assertPoint(diff, g.readJac(r), "jacAddMixed negate");
            // in place: r aliases the first operand
            long[] acc = g.jacobian(P, rnd);
            o.jacAdd(acc, 0, acc, 0, g.jacobian(Q, rnd), 0, s);
            assertPoint(sum, g.readJac(acc), "jacAdd in place");

            long[] x = new long[o.xyzz()];
            o.xyzzAdd(x, 0, g.xyzz(P, rnd), 0, g.xyzz(Q, rnd), 0, s);
            assertPoint(sum, g.readXyzz(x), "xyzzAdd");
            o.xyzzAddMixed(x, 0, g.xyzz(P, rnd), 0, qa, 0, false, s);
            assertPoint(sum, g.readXyzz(x), "xyzzAddMixed");
            long[] xacc = g.xyzz(P, rnd);
            o.xyzzAddMixed(xacc, 0, xacc, 0, qa, 0, true, s);
            assertPoint(diff, g.readXyzz(xacc), "xyzzAddMixed negate in place");

            long[] a = new long[o.affine()];
            o.addAffine(a, 0, pa, 0, qa, 0, s);
            assertPoint(sum, g.read(a, 0), "addAffine");

            if (P != null && Q != null && !g.field().eq(P[0], Q[0])) {
                BigInteger[][] dx = {g.field().inv(g.field().sub(Q[0], P[0])), g.field().el()};
                long[] inv = g.affine(dx);
                o.affineAddWithInverse(a, 0, pa, 0, qa, 0, inv, 0, s);
                assertPoint(sum, g.read(a, 0), "affineAddWithInverse");
                // -Q has Q's x, so the same inverse serves P - Q
                o.affineSubWithInverse(a, 0, pa, 0, qa, 0, inv, 0, s);
                assertPoint(diff, g.read(a, 0), "affineSubWithInverse");
                long[] inPlace = java.util.Arrays.copyOf(pa, pa.length);
                o.affineSubWithInverse(inPlace, 0, inPlace, 0, qa, 0, inv, 0, s);
                assertPoint(diff, g.read(inPlace, 0), "affineSubWithInverse in place");
            }
        }
    }

    @ParameterizedTest
    @FieldSource("groups")
    void doublingInEveryForm(TestGroup g) {
        Random rnd = new Random(2);
        GroupOps o = g.ops();
        long[] s = g.scratch();
        List<BigInteger[][]> points = new ArrayList<>();
        points.add(g.randomInGroup(rnd));
        points.add(g.ref().randomOnCurve(rnd));
        points.add(g.generator());
        points.add(null);
        for (BigInteger[][] P : points) {
            BigInteger[][] twice = g.ref().add(P, P);
            long[] j = g.jacobian(P, rnd);
            o.jacDouble(j, 0, j, 0, s);
            assertPoint(twice, g.readJac(j), "jacDouble");
            long[] x = g.xyzz(P, rnd);
            o.xyzzDouble(x, 0, x, 0, s);
            assertPoint(twice, g.readXyzz(x), "xyzzDouble");
            long[] pa = g.affine(P);
            o.xyzzDoubleAffine(x, 0, pa, 0, false, s);
            assertPoint(twice, g.readXyzz(x), "xyzzDoubleAffine");
            o.xyzzDoubleAffine(x, 0, pa, 0, true, s);
            assertPoint(g.ref().negate(twice), g.readXyzz(x), "xyzzDoubleAffine negate");
            if (P != null) {
                long[] inv = g.affine(new BigInteger[][] {g.field().inv(g.field().add(P[1], P[1])), g.field().el()});
                long[] a = new long[o.affine()];
                o.affineDoubleWithInverse(a, 0, pa, 0, inv, 0, s);
                assertPoint(twice, g.read(a, 0), "affineDoubleWithInverse");
            }
        }
    }

    @ParameterizedTest
    @FieldSource("groups")
    void negationEqualityAndConversions(TestGroup g) {
        Random rnd = new Random(3);
        GroupOps o = g.ops();
        long[] s = g.scratch();
        BigInteger[][] P = g.randomInGroup(rnd), Q = g.randomInGroup(rnd);
        for (BigInteger[][] X : java.util.Arrays.asList(P, null)) {
            long[] a = g.affine(X), j = g.jacobian(X, rnd), z = g.xyzz(X, rnd);
            assertTrue(o.jacEqualAffine(j, 0, a, 0, s));
            assertTrue(o.xyzzEqualAffine(z, 0, a, 0, s));
            assertTrue(o.xyzzEqualJac(z, 0, j, 0, s));
            assertTrue(o.jacEqual(j, 0, g.jacobian(X, rnd), 0, s));
            assertTrue(o.xyzzEqual(z, 0, g.xyzz(X, rnd), 0, s));
            long[] qa = g.affine(Q), qj = g.jacobian(Q, rnd), qz = g.xyzz(Q, rnd);
            assertFalse(o.jacEqualAffine(j, 0, qa, 0, s));
            assertFalse(o.xyzzEqualAffine(z, 0, qa, 0, s));
            assertFalse(o.xyzzEqualJac(z, 0, qj, 0, s));
            assertFalse(o.jacEqual(j, 0, qj, 0, s));
            assertFalse(o.xyzzEqual(z, 0, qz, 0, s));

            long[] na = new long[o.affine()];
            o.negateAffine(na, 0, a, 0);
            assertPoint(g.ref().negate(X), g.read(na, 0), "negateAffine");
            o.jacNegate(j, 0, j, 0);
            assertPoint(g.ref().negate(X), g.readJac(j), "jacNegate");
            o.xyzzNegate(z, 0, z, 0);
            assertPoint(g.ref().negate(X), g.readXyzz(z), "xyzzNegate");

            long[] zj = new long[o.jacobian()];
            o.xyzzToJac(zj, 0, z, 0, s);
            assertPoint(g.ref().negate(X), g.readJac(zj), "xyzzToJac");
            long[] jz = new long[o.xyzz()];
            o.jacToXyzz(jz, 0, j, 0, s);
            assertPoint(g.ref().negate(X), g.readXyzz(jz), "jacToXyzz");
        }
        // a negated point differs from the point (no point here has y = 0)
        long[] a = g.affine(P), n = new long[o.affine()];
        o.negateAffine(n, 0, a, 0);
        assertFalse(o.equalAffine(a, 0, n, 0));
        assertTrue(o.isOnCurve(a, 0, s) && o.isOnCurve(n, 0, s));
    }

    @ParameterizedTest
    @FieldSource("groups")
    void batchToAffineWithOneInversion(TestGroup g) {
        Random rnd = new Random(4);
        GroupOps o = g.ops();
        int n = 9;
        BigInteger[][][] pts = new BigInteger[n][][];
        long[] xs = new long[n * o.xyzz()], js = new long[n * o.jacobian()];
        for (int i = 0; i < n; i++) {
            pts[i] = (i == 0 || i == 4 || i == n - 1) ? null : g.randomInGroup(rnd);
            System.arraycopy(g.xyzz(pts[i], rnd), 0, xs, i * o.xyzz(), o.xyzz());
            System.arraycopy(g.jacobian(pts[i], rnd), 0, js, i * o.jacobian(), o.jacobian());
        }
        long[] out = new long[(n + 1) * o.affine()];
        long[] work = new long[n * o.coord()];
        o.batchXyzzToAffine(xs, 0, out, o.affine(), n, work, g.scratch());
        for (int i = 0; i < n; i++) {
            assertPoint(pts[i], g.read(out, (i + 1) * o.affine()), "batch xyzz " + i);
        }
        o.batchJacToAffine(js, 0, out, 0, n, work, g.scratch());
        for (int i = 0; i < n; i++) {
            assertPoint(pts[i], g.read(out, i * o.affine()), "batch jac " + i);
        }
    }

    @ParameterizedTest
    @FieldSource("groups")
    void scalarMultiplication(TestGroup g) {
        Random rnd = new Random(5);
        GroupOps o = g.ops();
        BigInteger r = g.ref().order();
        BigInteger max = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
        List<BigInteger> ks = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO,
                BigInteger.valueOf(15), BigInteger.valueOf(16), BigInteger.valueOf(17), r.subtract(BigInteger.ONE), r,
                r.add(BigInteger.ONE), max, r.shiftLeft(1).add(BigInteger.valueOf(5))));
        for (int i = 0; i < 6; i++) {
            ks.add(new BigInteger(256, rnd));
        }
        BigInteger[][] P = g.randomInGroup(rnd);
        long[] pa = g.affine(P), out = new long[o.affine()];
        for (BigInteger k : ks) {
            o.scalarMul(out, 0, pa, 0, ScalarLimbs.limbs(k, 4), 0);
            assertPoint(g.ref().mul(P, k.mod(r)), g.read(out, 0), "scalarMul " + k.toString(16));
        }
        // of infinity, and unreduced by a point outside the subgroup
        o.scalarMul(out, 0, g.affine(null), 0, ScalarLimbs.limbs(BigInteger.TEN, 4), 0);
        assertTrue(o.isInfinity(out, 0));
        BigInteger[][] off = g.ref().randomOnCurve(rnd);
        BigInteger k = new BigInteger(200, rnd);
        long[] j = new long[o.jacobian()];
        o.scalarMulJac(j, 0, g.affine(off), 0, ScalarLimbs.limbs(k, 4), 0, 4, g.scratch());
        assertPoint(g.ref().mul(off, k), g.readJac(j), "scalarMulJac off the subgroup");
    }

    @ParameterizedTest
    @FieldSource("groups")
    void generatorIsOnTheCurveAndHasOrderR(TestGroup g) {
        GroupOps o = g.ops();
        long[] gen = new long[o.affine()];
        o.generator(gen, 0);
        assertArrayEquals(g.ref().flat(g.generator()), o.toBigIntegers(gen, 0));
        assertTrue(g.ref().onCurve(g.generator()));
        assertTrue(o.isOnCurve(gen, 0, g.scratch()));
        assertNull(g.ref().mul(g.generator(), g.ref().order()));
        long[] j = new long[o.jacobian()];
        o.scalarMulJac(j, 0, gen, 0, ScalarLimbs.limbs(g.ref().order(), 4), 0, 4, g.scratch());
        assertTrue(o.jacIsInfinity(j, 0));
        // (0, 0), the infinity encoding, is not on the curve as a point: b != 0
        assertFalse(g.ref().onCurve(new BigInteger[][] {g.field().el(), g.field().el()}));
        // a random x that is not on the curve
        Random rnd = new Random(6);
        BigInteger[][] P = g.ref().randomOnCurve(rnd);
        BigInteger[][] bad = {P[0], g.field().add(P[1], g.field().el(1))};
        assertFalse(o.isOnCurve(g.affine(bad), 0, g.scratch()));
        assertEquals(g.ref().order(), o.order());
    }

    static void assertPoint(BigInteger[][] want, BigInteger[][] got, String what) {
        if (want == null) {
            assertNull(got, what + ": expected infinity");
            return;
        }
        assertTrue(got != null, what + ": got infinity");
        assertArrayEquals(want[0], got[0], what + " x");
        assertArrayEquals(want[1], got[1], what + " y");
    }
}
