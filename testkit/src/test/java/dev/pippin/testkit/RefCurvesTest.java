package dev.pippin.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The typed-in parameters against the seeds they follow from, and the reference arithmetic
 * against the group laws: the reference is only worth its independence if it is right.
 */
class RefCurvesTest {
    static final List<RefCurve> groups = RefCurves.ALL;

    private static BigInteger poly(BigInteger x, long... coeffs) {
        BigInteger r = BigInteger.ZERO;
        for (long c : coeffs) {
            r = r.multiply(x).add(BigInteger.valueOf(c));
        }
        return r;
    }

    @Test
    void bn254ParametersFollowFromTheSeed() {
        BigInteger u = RefCurves.BN254_SEED;
        assertEquals(poly(u, 36, 36, 24, 6, 1), RefCurves.BN254_P);
        assertEquals(poly(u, 36, 36, 18, 6, 1), RefCurves.BN254_R);
        // #E(Fp) = p + 1 - t with trace t = 6u^2 + 1, and G1 is all of it
        BigInteger t = poly(u, 6, 0, 1);
        assertEquals(RefCurves.BN254_P.add(BigInteger.ONE).subtract(t), RefCurves.BN254_R);
        assertEquals(BigInteger.ONE, RefCurves.BN254_G1.cofactor());
        assertEquals(RefCurves.BN254_P.shiftLeft(1).subtract(RefCurves.BN254_R), RefCurves.BN254_G2.cofactor());
        // b' (9 + u) = 3
        RefField f = RefCurves.BN254_FP2;
        assertArrayEquals(f.el(3), f.mul(RefCurves.BN254_G2.b(), f.el(9, 1)));
    }

    @Test
    void bls12381ParametersFollowFromTheSeed() {
        BigInteger x = RefCurves.BLS12_381_SEED, three = BigInteger.valueOf(3);
        BigInteger r = poly(x, 1, 0, -1, 0, 1);
        assertEquals(r, RefCurves.BLS12_381_R);
        assertEquals(x.subtract(BigInteger.ONE).pow(2).multiply(r).divide(three).add(x), RefCurves.BLS12_381_P);
        assertEquals(x.subtract(BigInteger.ONE).pow(2).divide(three), RefCurves.BLS12_381_G1.cofactor());
        // #E(Fp) = p + 1 - t with t = x + 1
        assertEquals(RefCurves.BLS12_381_P.subtract(x), RefCurves.BLS12_381_G1.cofactor().multiply(r));
        // h2 = (x^8 - 4x^7 + 5x^6 - 4x^4 + 6x^3 - 4x^2 - 4x + 13) / 9
        assertEquals(poly(x, 1, -4, 5, 0, -4, 6, -4, -4, 13).divide(BigInteger.valueOf(9)),
                RefCurves.BLS12_381_G2.cofactor());
        assertArrayEquals(RefCurves.BLS12_381_FP2.el(4, 4), RefCurves.BLS12_381_G2.b());
    }

    @Test
    void fieldsArePrimeAndThreeModFour() {
        for (BigInteger p : new BigInteger[] {RefCurves.BN254_P, RefCurves.BLS12_381_P}) {
            assertTrue(p.isProbablePrime(64));
            assertEquals(3, p.mod(BigInteger.valueOf(4)).intValue());
        }
        assertTrue(RefCurves.BN254_R.isProbablePrime(64));
        assertTrue(RefCurves.BLS12_381_R.isProbablePrime(64));
        assertThrows(IllegalArgumentException.class, () -> new RefField(BigInteger.valueOf(13), 1));
        assertThrows(IllegalArgumentException.class, () -> new RefField(BigInteger.valueOf(7), 3));
    }

    @ParameterizedTest
    @FieldSource("groups")
    void generatorHasOrderRAndTheCofactorKillsEveryPoint(RefCurve g) {
        assertTrue(g.onCurve(g.generator()));
        assertNull(g.mul(g.generator(), g.order()));
        assertNotNull(g.mul(g.generator(), g.order().subtract(BigInteger.ONE)));
        Random rnd = new Random(1);
        BigInteger[][] p = g.randomOnCurve(rnd);
        assertTrue(g.onCurve(p));
        assertNull(g.mul(p, g.cofactor().multiply(g.order())));
        if (!g.cofactor().equals(BigInteger.ONE)) {
            assertNotNull(g.mul(p, g.order()), "a random point lies outside the subgroup");
        }
        assertFalse(g.onCurve(new BigInteger[][] {g.field().el(), g.field().el()}));
        assertEquals(g, RefCurves.named(g.name()));
    }

    @ParameterizedTest
    @FieldSource("groups")
    void groupLaws(RefCurve g) {
        Random rnd = new Random(2);
        BigInteger[][] p = g.randomOnCurve(rnd), q = g.randomOnCurve(rnd), s = g.randomOnCurve(rnd);
        assertTrue(g.samePoint(g.add(p, q), g.add(q, p)));
        assertTrue(g.samePoint(g.add(g.add(p, q), s), g.add(p, g.add(q, s))));
        assertTrue(g.samePoint(g.dbl(p), g.add(p, p)));
        assertNull(g.add(p, g.negate(p)));
        assertTrue(g.samePoint(p, g.add(p, null)) && g.samePoint(p, g.add(null, p)));
        assertTrue(g.onCurve(g.add(p, q)) && g.onCurve(g.dbl(p)));
        BigInteger a = new BigInteger(200, rnd), b = new BigInteger(200, rnd);
        assertTrue(g.samePoint(g.add(g.mul(p, a), g.mul(p, b)), g.mul(p, a.add(b))));
        assertTrue(g.samePoint(g.mul(g.mul(p, a), b), g.mul(p, a.multiply(b))));
        assertTrue(g.samePoint(g.mul(p, BigInteger.valueOf(3)), g.add(g.dbl(p), p)));
        assertNull(g.mul(p, BigInteger.ZERO));
        assertThrows(IllegalArgumentException.class, () -> g.mul(p, BigInteger.ONE.negate()));
        assertTrue(g.samePoint(p, g.unflat(g.flat(p))));
        assertNull(g.unflat(g.flat(null)));
    }

    @ParameterizedTest
    @FieldSource("groups")
    void fieldArithmetic(RefCurve g) {
        RefField f = g.field();
        Random rnd = new Random(3);
        BigInteger p = f.p();
        for (int i = 0; i < 8; i++) {
            BigInteger[] a = f.random(rnd), c = f.random(rnd);
            assertArrayEquals(f.el(1), f.mul(a, f.inv(a)));
            assertArrayEquals(f.el(), f.add(a, f.neg(a)));
            assertArrayEquals(a, f.sub(f.add(a, c), c));
            // the Frobenius is a^p; Fermat: a^(#F - 1) = 1
            assertArrayEquals(f.conj(a), f.pow(a, p));
            assertArrayEquals(f.el(1), f.pow(a, p.pow(f.degree()).subtract(BigInteger.ONE)));
            BigInteger[] sq = f.mul(a, a), root = f.sqrt(sq);
            assertNotNull(root);
            assertArrayEquals(sq, f.mul(root, root));
        }
        if (f.degree() == 2) {
            // u^2 = -1
            assertArrayEquals(f.el(-1), f.mul(f.el(0, 1), f.el(0, 1)));
        } else {
            assertNull(f.sqrt(f.el(-1)), "-1 is not a square when p = 3 mod 4");
        }
        assertThrows(ArithmeticException.class, () -> f.inv(f.el()));
    }
}
