package dev.pippin.curve.hash;

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

    private static final int N = Bls12381Fp2.LIMBS;
    private static final BigInteger P = Bls12381Fp.MODULUS;

    /** A', B', Z as {c0, c1}. */
    static final BigInteger[] A = {BigInteger.ZERO, BigInteger.valueOf(240)};
    static final BigInteger[] B = {BigInteger.valueOf(1012), BigInteger.valueOf(1012)};
    static final BigInteger[] Z = {P.subtract(BigInteger.TWO), P.subtract(BigInteger.ONE)};

    /** A', B', Z, 1, -B'/A' and B'/(Z A') (the exceptional-case x1), in Montgomery form. */
    private static final long[] A_M = new long[N], B_M = new long[N], Z_M = new long[N], ONE = new long[N];
    private static final long[] MINUS_B_OVER_A = new long[N], B_OVER_ZA = new long[N];

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
    }

    /** r (affine on E2', 2N longs) = map_to_curve_simple_swu(u) for u in Fp2 at u[uo]. */
    static void map(long[] r, int ro, long[] u, int uo) {
        final int zu2 = 0, den = N, x1 = 2 * N, gx = 3 * N, y = 4 * N, x2 = 5 * N;
        long[] t = new long[6 * N];
        long[] s = new long[Bls12381Fp2.SCRATCH];
        Bls12381Fp2.sqr(t, zu2, u, uo, s);
        Bls12381Fp2.mul(t, zu2, t, zu2, Z_M, 0, s);                 // Z u^2
        Bls12381Fp2.sqr(t, den, t, zu2, s);
        Bls12381Fp2.add(t, den, t, den, t, zu2);                    // Z^2 u^4 + Z u^2
        if (Bls12381Fp2.isZero(t, den)) {
            // Only u = 0 here (-1 is a square in Fp2, Z is not, so Z u^2 = -1 has no solution).
            Bls12381Fp2.copy(t, x1, B_OVER_ZA, 0);
        } else {
            Bls12381Fp2.inv(t, den, t, den, s);
            Bls12381Fp2.add(t, den, t, den, ONE, 0);
            Bls12381Fp2.mul(t, x1, t, den, MINUS_B_OVER_A, 0, s);
        }
        rhs(t, gx, t, x1);
        int x = x1;
        if (!Bls12381Fp2.sqrt(t, y, t, gx)) {
            Bls12381Fp2.mul(t, x2, t, zu2, t, x1, s);
            rhs(t, gx, t, x2);
            if (!Bls12381Fp2.sqrt(t, y, t, gx)) {
                throw new IllegalStateException("simplified SWU on E2': neither g(x1) nor g(x2) is a square");
            }
            x = x2;
        }
        if (Sgn0.fp2(u, uo) != Sgn0.fp2(t, y)) {
            Bls12381Fp2.neg(t, y, t, y);
        }
        Bls12381Fp2.copy(r, ro, t, x);
        Bls12381Fp2.copy(r, ro + N, t, y);
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
