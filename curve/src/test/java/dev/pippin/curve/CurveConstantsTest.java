package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.field.Bn254Fr;
import dev.pippin.testkit.RefCurves;
import dev.pippin.testkit.RefField;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Re-derives every derived constant of the group classes with BigInteger, independently of the
 * generator's Python: orders against the curve parameter x, cofactors, beta/lambda, psi.
 */
class CurveConstantsTest {
    static final BigInteger BN_X = BigInteger.valueOf(Bn254G1.SEED);
    static final BigInteger BLS_X = new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS)).negate();

    @Test
    void ordersAndCofactorsFollowFromTheCurveParameter() {
        assertEquals(RefCurves.BN254_SEED, BN_X);
        assertEquals(RefCurves.BLS12_381_SEED, BLS_X);
        BigInteger x = BN_X;
        BigInteger bnP = poly(x, 36, 36, 24, 6, 1), bnR = poly(x, 36, 36, 18, 6, 1);
        assertEquals(bnP, Bn254Fp.MODULUS);
        assertEquals(bnR, Bn254G1.ORDER);
        assertEquals(bnR, Bn254G2.ORDER);
        assertEquals(bnR, Bn254Fr.MODULUS);
        assertEquals(BigInteger.ONE, Bn254G1.COFACTOR);
        assertEquals(bnP.shiftLeft(1).subtract(bnR), Bn254G2.COFACTOR);

        BigInteger y = BLS_X;
        BigInteger blsR = y.pow(4).subtract(y.pow(2)).add(BigInteger.ONE);
        assertEquals(blsR, Bls12381G1.ORDER);
        assertEquals(blsR, Bls12381Fr.MODULUS);
        assertEquals(y.subtract(BigInteger.ONE).pow(2).multiply(blsR).divide(BigInteger.valueOf(3)).add(y), Bls12381Fp.MODULUS);
        assertEquals(y.subtract(BigInteger.ONE).pow(2).divide(BigInteger.valueOf(3)), Bls12381G1.COFACTOR);
        // #E(Fp) = p + 1 - t with t = x + 1
        assertEquals(Bls12381Fp.MODULUS.subtract(y), Bls12381G1.COFACTOR.multiply(blsR));
        assertEquals(new BigInteger("5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa"
                + "628f1cb4d9e82ef21537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5", 16), Bls12381G2.COFACTOR);
    }

    private static BigInteger poly(BigInteger x, long... coeffs) {
        BigInteger r = BigInteger.ZERO;
        for (long c : coeffs) {
            r = r.multiply(x).add(BigInteger.valueOf(c));
        }
        return r;
    }

    @Test
    void betaIsACubeRootOfUnityMatchingLambda() {
        for (TestGroup g : new TestGroup[] {TestGroup.BN254_G1, TestGroup.BLS12_381_G1}) {
            BigInteger p = g.ref().p(), r = g.ref().order();
            BigInteger beta = g == TestGroup.BN254_G1 ? Bn254G1.BETA : Bls12381G1.BETA;
            BigInteger lambda = g == TestGroup.BN254_G1 ? Bn254G1.LAMBDA : Bls12381G1.LAMBDA;
            assertEquals(BigInteger.ONE, beta.modPow(BigInteger.valueOf(3), p));
            assertNotEquals(BigInteger.ONE, beta);
            assertEquals(BigInteger.ZERO, lambda.multiply(lambda).add(lambda).add(BigInteger.ONE).mod(r));
            BigInteger[][] P = g.randomInGroup(new Random(31));
            BigInteger[][] phi = {{P[0][0].multiply(beta).mod(p)}, P[1]};
            PointArithmeticTest.assertPoint(g.ref().mul(P, lambda), phi, "phi = [lambda]");
            long[] a = g.affine(P), out = new long[g.ops().affine()];
            if (g == TestGroup.BN254_G1) {
                Bn254G1.phi(out, 0, a, 0);
            } else {
                Bls12381G1.phi(out, 0, a, 0);
            }
            PointArithmeticTest.assertPoint(phi, g.read(out, 0), "phi in Montgomery form");
        }
        assertEquals(BLS_X.pow(2).negate().mod(Bls12381G1.ORDER), Bls12381G1.LAMBDA);
    }

    @Test
    void psiCoefficientsAreTheTwistFrobeniusConstants() {
        // bn254, D-type twist over xi = 9 + u: psi = (xi^((p-1)/3), xi^((p-1)/2)).
        RefField bn = TestGroup.BN254_G2.field();
        BigInteger pm1 = bn.p().subtract(BigInteger.ONE);
        BigInteger[] xi = bn.el(9, 1);
        assertArrayEquals(bn.pow(xi, pm1.divide(BigInteger.valueOf(3))), new BigInteger[] {Bn254G2.PSI_X0, Bn254G2.PSI_X1});
        assertArrayEquals(bn.pow(xi, pm1.shiftRight(1)), new BigInteger[] {Bn254G2.PSI_Y0, Bn254G2.PSI_Y1});
        assertEquals(BN_X.pow(2).multiply(BigInteger.valueOf(6)), Bn254G2.PSI_EIGENVALUE);
        // BLS12-381, M-type twist over xi = 1 + u: the inverses.
        RefField bls = TestGroup.BLS12_381_G2.field();
        BigInteger qm1 = bls.p().subtract(BigInteger.ONE);
        BigInteger[] xi2 = bls.el(1, 1);
        assertArrayEquals(bls.inv(bls.pow(xi2, qm1.divide(BigInteger.valueOf(3)))),
                new BigInteger[] {Bls12381G2.PSI_X0, Bls12381G2.PSI_X1});
        assertArrayEquals(bls.inv(bls.pow(xi2, qm1.shiftRight(1))), new BigInteger[] {Bls12381G2.PSI_Y0, Bls12381G2.PSI_Y1});
        assertEquals(BLS_X.mod(Bls12381G2.ORDER), Bls12381G2.PSI_EIGENVALUE);

        // psi acts on G2 as its eigenvalue (t - 1 = p mod r), in the class's Montgomery arithmetic.
        for (TestGroup g : new TestGroup[] {TestGroup.BN254_G2, TestGroup.BLS12_381_G2}) {
            BigInteger[][] P = g.randomInGroup(new Random(32));
            long[] a = g.affine(P), out = new long[g.ops().affine()];
            BigInteger eigen;
            if (g == TestGroup.BN254_G2) {
                Bn254G2.psi(out, 0, a, 0, g.scratch());
                eigen = Bn254G2.PSI_EIGENVALUE;
            } else {
                Bls12381G2.psi(out, 0, a, 0, g.scratch());
                eigen = Bls12381G2.PSI_EIGENVALUE;
            }
            assertEquals(g.ref().p().mod(g.ref().order()), eigen.mod(g.ref().order()));
            PointArithmeticTest.assertPoint(g.ref().mul(P, eigen), g.read(out, 0), "psi = [p mod r]");
            assertTrue(g.ref().onCurve(g.read(out, 0)));
        }
    }

    @Test
    void twistCoefficientsAreTheSpecifiedOnes() {
        // b' of bn254 is 3 / (9 + u): check b' (9 + u) = 3 on the class's own generator, which is on the twist.
        RefField bn = TestGroup.BN254_G2.field();
        assertArrayEquals(bn.el(3), bn.mul(TestGroup.BN254_G2.ref().b(), bn.el(9, 1)));
        // the classes' own b' against the reference's
        assertArrayEquals(TestGroup.BN254_G2.ref().b(), Bn254Fp2.toBigIntegers(Bn254G2.B_M, 0));
        assertArrayEquals(TestGroup.BLS12_381_G2.ref().b(), new BigInteger[] {Bls12381G2.B_C0, Bls12381G2.B_C1});
        assertEquals(TestGroup.BN254_G1.ref().b()[0], Bn254G1.B);
        assertEquals(TestGroup.BLS12_381_G1.ref().b()[0], Bls12381G1.B);
        assertTrue(Bn254G2.isOnCurve(gen(Bn254G2.AFFINE, true), 0, new long[Bn254G2.SCRATCH]));
        assertTrue(Bls12381G2.isOnCurve(gen(Bls12381G2.AFFINE, false), 0, new long[Bls12381G2.SCRATCH]));
    }

    private static long[] gen(int size, boolean bn) {
        long[] a = new long[size];
        if (bn) {
            Bn254G2.generator(a, 0);
        } else {
            Bls12381G2.generator(a, 0);
        }
        return a;
    }
}
