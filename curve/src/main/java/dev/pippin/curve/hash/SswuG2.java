package dev.pippin.curve.hash;

import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import java.math.BigInteger;

/**
 * The simplified SWU map (RFC 9380, section 6.6.2) onto E2': y^2 = x^3 + A' x + B' over
 * Fp2 = Fp[I]/(I^2 + 1), the curve 3-isogenous to BLS12-381 G2's y^2 = x^3 + 4 (1 + I).
 * Constants from RFC 9380, section 8.8.2: A' = 240 I, B' = 1012 (1 + I), Z = -(2 + I).
 *
 * <p>Variable time, as {@link SswuG1}: it branches on squareness and uses the field's
 * variable-time inversion and square root (acceptable for public inputs only).
 */
final class SswuG2 {
    private SswuG2() {}

    private static final int N = Bls12381Fp2.LIMBS, F = Bls12381Fp.LIMBS;
    private static final BigInteger P = Bls12381Fp.MODULUS;

    /** A', B', Z as {c0, c1}. */
    static final BigInteger[] A = {BigInteger.ZERO, BigInteger.valueOf(240)};
    static final BigInteger[] B = {BigInteger.valueOf(1012), BigInteger.valueOf(1012)};
    static final BigInteger[] Z = {P.subtract(BigInteger.TWO), P.subtract(BigInteger.ONE)};

    /** A', B', Z, 1, -B'/A' and B'/(Z A') (the exceptional-case x1), in Montgomery form. */
    private static final long[] A_M = new long[N], B_M = new long[N], Z_M = new long[N], ONE = new long[N];
    private static final long[] MINUS_B_OVER_A = new long[N], B_OVER_ZA = new long[N];
    /** sqrt(-N(Z)) in Fp: the factor between the roots of the norms of g(x1) and g(x2) (see {@link #map}). */
    private static final long[] SQRT_MINUS_NZ = new long[F];

    static {
        Bls12381Fp2.fromBigIntegers(A_M, 0, A[0], A[1]);
        Bls12381Fp2.fromBigIntegers(B_M, 0, B[0], B[1]);
        Bls12381Fp2.fromBigIntegers(Z_M, 0, Z[0], Z[1]);
        Bls12381Fp2.setOne(ONE, 0);
        long[] s = new long[Bls12381Fp2.SCRATCH];
        long[] t = new long[N];
        Bls12381Fp2.inv(t, 0, A_M, 0, s);
        Bls12381Fp2.mul(MINUS_B_OVER_A, 0, B_M, 0, t, 0, s);
        Bls12381Fp2.neg(MINUS_B_OVER_A, 0, MINUS_B_OVER_A, 0);
        Bls12381Fp2.mul(t, 0, Z_M, 0, A_M, 0, s);
        Bls12381Fp2.inv(t, 0, t, 0, s);
        Bls12381Fp2.mul(B_OVER_ZA, 0, B_M, 0, t, 0, s);
        Bls12381Fp2.norm(t, 0, Z_M, 0, s);
        Bls12381Fp.neg(t, 0, t, 0);
        if (!Bls12381Fp.sqrt(SQRT_MINUS_NZ, 0, t, 0)) {
            throw new IllegalStateException("simplified SWU on E2': -N(Z) must be a square in Fp");
        }
    }

    /**
     * r (affine on E2', 2N longs) = map_to_curve_simple_swu(u) for u in Fp2 at u[uo].
     *
     * <p>Cost model: one Fp2 inversion (a base-field inversion and four products; a batch
     * shares one among all its values) and two
     * base-field exponentiations, whichever of x1 and x2 the map takes. Whether g(x1) is a
     * square is the question whether its norm alpha is one in Fp, answered by the first
     * exponentiation, t = alpha^((p - 3) / 4), which also gives the norm's root: alpha t when
     * alpha is a square. When it is not, g(x2) = (Z u^2)^3 g(x1) has norm N(Z u^2)^3 alpha,
     * whose root N(Z u^2) N(u) sqrt(N(Z)) sqrt(alpha) is N(Z u^2) N(u) c alpha t with the
     * constant c = sqrt(-N(Z)) (-N(Z) = -5 is a square: -1 and N(Z) are not, Z being a
     * non-square), since (alpha t)^2 = -alpha. The second exponentiation, that of
     * {@link Bls12381Fp2#sqrtFromNormRoot}, turns the norm's root into y. The textbook form
     * takes up to two Fp2 square roots of two exponentiations each.
     */
    static void map(long[] r, int ro, long[] u, int uo) {
        map(r, ro, u, uo, 1, Bls12381Progenitors.SCALAR);
    }

    /**
     * The map of count values u_i (N longs each, from uo) into count points (2N longs each, from
     * ro), the same points as {@link #map}: each exponentiation runs for all the values at once
     * through pow, between the steps before, between and after them.
     */
    static void map(long[] r, int ro, long[] u, int uo, int count, Bls12381Progenitors pow) {
        long[] w = new long[count * STATE], e = new long[count * F];
        long[] s = new long[Bls12381Fp2.SCRATCH];
        for (int i = 0; i < count; i++) {
            denominator(w, i * STATE, u, uo + i * N, s);
        }
        Fp2Inverses.invertInPlace(w, DEN, STATE, count);
        for (int i = 0; i < count; i++) {
            beforeFirst(w, i * STATE, s);
            Bls12381Fp.copy(e, i * F, w, i * STATE + ALPHA);
        }
        pow.progenitors(e, 0, e, 0, count);
        for (int i = 0; i < count; i++) {
            Bls12381Fp.copy(w, i * STATE + T, e, i * F);
            beforeSecond(w, i * STATE, u, uo + i * N, s);
            Bls12381Fp.copy(e, i * F, w, i * STATE + D);
        }
        pow.progenitors(e, 0, e, 0, count);
        for (int i = 0; i < count; i++) {
            Bls12381Fp.copy(w, i * STATE + T, e, i * F);
            after(r, ro + i * 2 * N, w, i * STATE, u, uo + i * N);
        }
    }

    // One value's state: Z u^2, den, the x the map takes (x1, then x2 where g(x1) is not a
    // square), g(x), y (Fp2); alpha, the norm's root, the exponentiation's result, N(u), d (Fp).
    private static final int ZU2 = 0, DEN = N, X = 2 * N, GX = 3 * N, Y = 4 * N;
    private static final int ALPHA = 5 * N, NN = ALPHA + F, T = ALPHA + 2 * F, NU = ALPHA + 3 * F, D = ALPHA + 4 * F;
    private static final int STATE = ALPHA + 5 * F;

    /** Z u^2 and den = Z^2 u^4 + Z u^2, which the batch inverts together. */
    private static void denominator(long[] w, int wo, long[] u, int uo, long[] s) {
        Bls12381Fp2.sqr(w, wo + ZU2, u, uo, s);
        Bls12381Fp2.mul(w, wo + ZU2, w, wo + ZU2, Z_M, 0, s);       // Z u^2
        Bls12381Fp2.sqr(w, wo + DEN, w, wo + ZU2, s);
        Bls12381Fp2.add(w, wo + DEN, w, wo + DEN, w, wo + ZU2);     // Z^2 u^4 + Z u^2
    }

    /** From 1 / den (0 for den = 0): x1 and g(x1), and alpha = N(g(x1)) for the first exponentiation. */
    private static void beforeFirst(long[] w, int wo, long[] s) {
        if (Bls12381Fp2.isZero(w, wo + DEN)) {
            // Only u = 0 here (-1 is a square in Fp2, Z is not, so Z u^2 = -1 has no solution).
            Bls12381Fp2.copy(w, wo + X, B_OVER_ZA, 0);
        } else {
            Bls12381Fp2.add(w, wo + DEN, w, wo + DEN, ONE, 0);
            Bls12381Fp2.mul(w, wo + X, w, wo + DEN, MINUS_B_OVER_A, 0, s);
        }
        rhs(w, wo + GX, w, wo + X);
        Bls12381Fp2.norm(w, wo + ALPHA, w, wo + GX, s);              // alpha
    }

    /** From t = alpha^((p - 3) / 4): x and g(x), the root of N(g(x)), and d for the second. */
    private static void beforeSecond(long[] w, int wo, long[] u, int uo, long[] s) {
        Bls12381Fp.mul(w, wo + NN, w, wo + T, w, wo + ALPHA);           // alpha t
        Bls12381Fp.sqr(w, wo + T, w, wo + NN);
        if (!Bls12381Fp.equal(w, wo + T, w, wo + ALPHA)) {
            // g(x1) is not a square: x2 = Z u^2 x1 in x's place, and the root of N(g(x2)) from alpha t.
            Bls12381Fp2.mul(w, wo + X, w, wo + ZU2, w, wo + X, s);
            rhs(w, wo + GX, w, wo + X);
            Bls12381Fp2.norm(w, wo + NU, u, uo, s);                      // N(u)
            Bls12381Fp2.norm(w, wo + T, w, wo + ZU2, s);                 // N(Z u^2)
            Bls12381Fp.mul(w, wo + T, w, wo + T, w, wo + NU);
            Bls12381Fp.mul(w, wo + T, w, wo + T, SQRT_MINUS_NZ, 0);
            Bls12381Fp.mul(w, wo + NN, w, wo + NN, w, wo + T);
        }
        Bls12381Fp2.sqrtFromNormRootBase(w, wo + D, w, wo + GX, w, wo + NN);
    }

    /** From t = d^((p - 3) / 4): y, its sign, and the point. */
    private static void after(long[] r, int ro, long[] w, int wo, long[] u, int uo) {
        Bls12381Fp2.sqrtFromNormRootFinish(w, wo + Y, w, wo + GX, w, wo + D, w, wo + T);
        if (Sgn0.fp2(u, uo) != Sgn0.fp2(w, wo + Y)) {
            Bls12381Fp2.neg(w, wo + Y, w, wo + Y);
        }
        Bls12381Fp2.copy(r, ro, w, wo + X);
        Bls12381Fp2.copy(r, ro + N, w, wo + Y);
    }

    /** r = g'(x) = (x^2 + A') x + B'. */
    private static void rhs(long[] r, int ro, long[] x, int xo) {
        long[] t = new long[N];
        long[] s = new long[Bls12381Fp2.SCRATCH];
        Bls12381Fp2.sqr(t, 0, x, xo, s);
        Bls12381Fp2.add(t, 0, t, 0, A_M, 0);
        Bls12381Fp2.mul(t, 0, t, 0, x, xo, s);
        Bls12381Fp2.add(r, ro, t, 0, B_M, 0);
    }
}
