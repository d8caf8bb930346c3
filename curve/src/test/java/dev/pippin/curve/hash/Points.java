package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import java.math.BigInteger;
import java.util.Random;

/**
 * Bridges between the implementation's flat affine points (x then y, Montgomery form, infinity
 * all zero) and {@link Weierstrass}'s BigInteger points, plus the curves the tests need and
 * random points on them.
 */
final class Points {
    private Points() {}

    static final BigInteger P = Bls12381Fp.MODULUS;
    /** E1: y^2 = x^3 + 4; E2: y^2 = x^3 + 4 (1 + I); and the SSWU targets E1', E2'. */
    static final Weierstrass E1 = new Weierstrass(1, new BigInteger[] {BigInteger.ZERO}, new BigInteger[] {BigInteger.valueOf(4)});
    static final Weierstrass E2 = new Weierstrass(2, new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO},
            new BigInteger[] {BigInteger.valueOf(4), BigInteger.valueOf(4)});
    static final Weierstrass E1_ISO = new Weierstrass(1, new BigInteger[] {SswuG1.A}, new BigInteger[] {SswuG1.B});
    static final Weierstrass E2_ISO = new Weierstrass(2, SswuG2.A, SswuG2.B);

    private static final int N = Bls12381Fp.LIMBS;

    /** The element in Montgomery form (degree * N longs). */
    static long[] element(BigInteger[] e) {
        long[] r = new long[e.length * N];
        for (int i = 0; i < e.length; i++) {
            Bls12381Fp.fromBigInteger(r, i * N, e[i]);
        }
        return r;
    }

    static BigInteger[] element(long[] a, int ao, int degree) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = Bls12381Fp.toBigInteger(a, ao + i * N);
        }
        return r;
    }

    static long[] flat(BigInteger[][] pt, int degree) {
        long[] r = new long[2 * degree * N];
        if (pt != null) {
            System.arraycopy(element(pt[0]), 0, r, 0, degree * N);
            System.arraycopy(element(pt[1]), 0, r, degree * N, degree * N);
        }
        return r;
    }

    static BigInteger[][] point(long[] a, int ao, int degree) {
        BigInteger[] x = element(a, ao, degree), y = element(a, ao + degree * N, degree);
        boolean zero = true;
        for (int i = 0; i < degree; i++) {
            zero &= x[i].signum() == 0 && y[i].signum() == 0;
        }
        return zero ? null : new BigInteger[][] {x, y};
    }

    static BigInteger[] randomElement(int degree, Random rnd) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = new BigInteger(P.bitLength() + 64, rnd).mod(P);
        }
        return r;
    }

    /**
     * A random point of the curve (not of a subgroup): random x until g(x) is a square. The
     * square root comes from the field module and is checked here against the curve equation.
     */
    static BigInteger[][] random(Weierstrass c, Random rnd) {
        while (true) {
            BigInteger[] x = randomElement(c.degree, rnd);
            BigInteger[] g = c.rhs(x);
            if (!c.isSquare(g)) {
                continue;
            }
            long[] gm = element(g), y = new long[gm.length];
            boolean ok = c.degree == 1 ? Bls12381Fp.sqrt(y, 0, gm, 0) : Bls12381Fp2.sqrt(y, 0, gm, 0);
            assertTrue(ok, "a square has a square root");
            BigInteger[][] pt = {x, element(y, 0, c.degree)};
            assertTrue(c.onCurve(pt));
            return pt;
        }
    }
}
