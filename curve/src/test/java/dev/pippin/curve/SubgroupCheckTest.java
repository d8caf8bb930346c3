package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The fast endomorphism subgroup checks against the slow definition [r] P = O, on points in the
 * subgroup and on points of the curve outside it (random x until x^3 + b is a square, no
 * cofactor clearing), plus cofactor-cleared points and small-order points.
 */
class SubgroupCheckTest {
    static final List<TestGroup> groups = TestGroup.ALL;

    private static boolean slowCheck(TestGroup g, long[] a) {
        long[] j = new long[g.ops().jacobian()];
        g.ops().scalarMulJac(j, 0, a, 0, ScalarLimbs.limbs(g.ref().order(), 4), 0, 4, g.scratch());
        return g.ops().jacIsInfinity(j, 0);
    }

    @ParameterizedTest
    @FieldSource("groups")
    void fastCheckAgreesWithMultiplicationByR(TestGroup g) {
        Random rnd = new Random(21);
        GroupOps o = g.ops();
        int outside = 0;
        for (int i = 0; i < 12; i++) {
            BigInteger[][] P = g.ref().randomOnCurve(rnd);
            long[] a = g.affine(P);
            assertTrue(o.isOnCurve(a, 0, g.scratch()));
            boolean slow = slowCheck(g, a);
            assertEquals(slow, o.isInSubgroup(a, 0), "random on-curve point " + i);
            outside += slow ? 0 : 1;
            // clearing the cofactor brings it into the subgroup
            BigInteger[][] cleared = g.ref().mul(P, g.ops() == Bn254G1.OPS ? BigInteger.ONE : cofactor(g));
            long[] c = g.affine(cleared);
            assertTrue(slowCheck(g, c));
            assertTrue(o.isInSubgroup(c, 0), "cofactor-cleared point " + i);
            assertTrue(o.isValid(c, 0));
        }
        if (o != Bn254G1.OPS) {
            assertTrue(outside >= 10, "random points should almost all lie outside the subgroup: " + outside);
        }
        long[] gen = new long[o.affine()];
        o.generator(gen, 0);
        assertTrue(o.isInSubgroup(gen, 0));
        assertTrue(o.isInSubgroup(g.affine(null), 0));
    }

    static BigInteger cofactor(TestGroup g) {
        return switch (g.ops().name()) {
            case "bn254-g2" -> Bn254G2.COFACTOR;
            case "bls12-381-g1" -> Bls12381G1.COFACTOR;
            case "bls12-381-g2" -> Bls12381G2.COFACTOR;
            default -> BigInteger.ONE;
        };
    }

    @ParameterizedTest
    @FieldSource("groups")
    void cofactorTimesOrderKillsEveryPoint(TestGroup g) {
        // #E = h r: the cofactor constants are right (not only r).
        Random rnd = new Random(22);
        BigInteger[][] P = g.ref().randomOnCurve(rnd);
        assertEquals(null, g.ref().mul(P, cofactor(g).multiply(g.ref().order())));
    }

    @org.junit.jupiter.api.Test
    void bls12381G1PointsOfOrderThreeAreRejected() {
        // (0, +-2) satisfies y^2 = x^3 + 4 and has order 3 (its tangent is horizontal-flex: 3P = O).
        TestGroup g = TestGroup.BLS12_381_G1;
        for (BigInteger y : new BigInteger[] {BigInteger.TWO, g.ref().p().subtract(BigInteger.TWO)}) {
            BigInteger[][] P = {{BigInteger.ZERO}, {y}};
            assertEquals(null, g.ref().mul(P, BigInteger.valueOf(3)));
            long[] a = g.affine(P);
            assertTrue(g.ops().isOnCurve(a, 0, g.scratch()));
            assertFalse(g.ops().isInSubgroup(a, 0));
            assertFalse(slowCheck(g, a));
        }
    }
}
