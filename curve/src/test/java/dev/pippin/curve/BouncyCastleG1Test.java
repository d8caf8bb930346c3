package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.testkit.RefCurve;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** G1 of both curves against Bouncy Castle's generic prime curve built from the reference's parameters. */
class BouncyCastleG1Test {
    record Case(TestGroup group) {
        ECCurve curve() {
            RefCurve ref = group.ref();
            return new ECCurve.Fp(ref.p(), BigInteger.ZERO, ref.b()[0], ref.order(), ref.cofactor());
        }

        @Override
        public String toString() {
            return group.toString();
        }
    }

    static final List<Case> cases = List.of(
            new Case(TestGroup.BN254_G1),
            new Case(TestGroup.BLS12_381_G1));

    @ParameterizedTest
    @FieldSource("cases")
    void addDoubleAndMultiplyMatchBouncyCastle(Case c) {
        ECCurve curve = c.curve();
        TestGroup g = c.group();
        GroupOps o = g.ops();
        Random rnd = new Random(11);
        ECPoint gen = curve.createPoint(g.generator()[0][0], g.generator()[1][0]);
        long[] s = g.scratch();
        for (int i = 0; i < 12; i++) {
            BigInteger k1 = new BigInteger(256, rnd), k2 = new BigInteger(256, rnd);
            if (i == 0) {
                k2 = k1; // P = Q
            } else if (i == 1) {
                k2 = g.ref().order().subtract(k1.mod(g.ref().order())); // P = -Q
            } else if (i == 2) {
                k1 = BigInteger.ZERO; // infinity
            }
            ECPoint bp = gen.multiply(k1).normalize(), bq = gen.multiply(k2).normalize();

            long[] gen1 = new long[o.affine()];
            o.generator(gen1, 0);
            long[] p = new long[o.affine()], q = new long[o.affine()];
            o.scalarMul(p, 0, gen1, 0, ScalarLimbs.limbs(k1, 4), 0);
            o.scalarMul(q, 0, gen1, 0, ScalarLimbs.limbs(k2, 4), 0);
            assertSame(bp, p, g, "mul k1");
            assertSame(bq, q, g, "mul k2");

            long[] j = new long[o.jacobian()], a = new long[o.affine()];
            o.jacFromAffine(j, 0, p, 0);
            o.jacAddMixed(j, 0, j, 0, q, 0, false, s);
            o.jacToAffine(a, 0, j, 0, s);
            assertSame(bp.add(bq), a, g, "add");

            long[] x = new long[o.xyzz()];
            o.xyzzFromAffine(x, 0, p, 0);
            o.xyzzDouble(x, 0, x, 0, s);
            o.xyzzToAffine(a, 0, x, 0, s);
            assertSame(bp.twice(), a, g, "double");

            o.jacFromAffine(j, 0, q, 0);
            o.jacDouble(j, 0, j, 0, s);
            o.jacAddMixed(j, 0, j, 0, p, 0, true, s);
            o.jacToAffine(a, 0, j, 0, s);
            assertSame(bq.twice().subtract(bp), a, g, "2Q - P");
        }
    }

    private static void assertSame(ECPoint want, long[] got, TestGroup g, String what) {
        want = want.normalize();
        if (want.isInfinity()) {
            assertTrue(g.ops().isInfinity(got, 0), what + ": expected infinity");
            return;
        }
        BigInteger[] xy = g.ops().toBigIntegers(got, 0);
        assertEquals(want.getAffineXCoord().toBigInteger(), xy[0], what + " x");
        assertEquals(want.getAffineYCoord().toBigInteger(), xy[1], what + " y");
    }
}
