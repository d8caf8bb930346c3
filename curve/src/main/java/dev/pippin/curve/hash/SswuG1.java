package dev.pippin.curve.hash;

import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;

/**
 * The simplified SWU map (RFC 9380, section 6.6.2) onto E1': y^2 = x^3 + A' x + B' over Fp, the
 * curve 11-isogenous to BLS12-381 G1's y^2 = x^3 + 4 (which has A = 0, so the map cannot target
 * it directly; section 6.6.3). Constants from RFC 9380, section 8.8.1.
 *
 * <p>Variable time: it branches on whether g(x1) is a square and uses the field's variable-time
 * inversion and square root. That is acceptable for the inputs here (public messages and
 * EIP-2537 calls); it is not a constant-time hash for secret inputs.
 */
final class SswuG1 {
    private SswuG1() {}

    private static final int N = Bls12381Fp.LIMBS;
    private static final BigInteger P = Bls12381Fp.MODULUS;

    static final BigInteger A = new BigInteger("144698a3b8e9433d693a02c96d4982b0ea985383ee66a8d8e8981aefd881ac98936f8da0e0f97f5cf428082d584c1d", 16);
    static final BigInteger B = new BigInteger("12e2908d11688030018b12e8753eee3b2016c1f0f24f4070a0b9c14fcef35ef55a23215a316ceaa5d1cc48e98e172be0", 16);
    static final BigInteger Z = BigInteger.valueOf(11);

    /** A', B', Z, 1, -B'/A' and B'/(Z A') (the exceptional-case x1), in Montgomery form. */
    private static final long[] A_M = new long[N], B_M = new long[N], Z_M = new long[N], ONE = new long[N];
    private static final long[] MINUS_B_OVER_A = new long[N], B_OVER_ZA = new long[N];
    /** sqrt(-Z): the factor between the root of -g(x1) and that of Z g(x1) (see {@link #map}). */
    private static final long[] SQRT_MINUS_Z = new long[N];

    static {
        Bls12381Fp.fromBigInteger(A_M, 0, A);
        Bls12381Fp.fromBigInteger(B_M, 0, B);
        Bls12381Fp.fromBigInteger(Z_M, 0, Z);
        Bls12381Fp.setOne(ONE, 0);
        Bls12381Fp.fromBigInteger(MINUS_B_OVER_A, 0, B.negate().multiply(A.modInverse(P)).mod(P));
        Bls12381Fp.fromBigInteger(B_OVER_ZA, 0, B.multiply(Z.multiply(A).modInverse(P)).mod(P));
        Bls12381Fp.fromBigInteger(SQRT_MINUS_Z, 0, P.subtract(Z));
        if (!Bls12381Fp.sqrt(SQRT_MINUS_Z, 0, SQRT_MINUS_Z, 0)) {
            throw new IllegalStateException("simplified SWU on E1': -Z must be a square");
        }
    }

    /** r (affine on E1', 2N longs) = map_to_curve_simple_swu(u) for u in Fp at u[uo]. */
    static void map(long[] r, int ro, long[] u, int uo) {
        final int zu2 = 0, den = N, x1 = 2 * N, gx = 3 * N, y = 4 * N, x2 = 5 * N;
        long[] t = new long[6 * N];
        Bls12381Fp.sqr(t, zu2, u, uo);
        Bls12381Fp.mul(t, zu2, t, zu2, Z_M, 0);              // Z u^2
        Bls12381Fp.sqr(t, den, t, zu2);
        Bls12381Fp.add(t, den, t, den, t, zu2);              // Z^2 u^4 + Z u^2
        if (Bls12381Fp.isZero(t, den)) {
            // u = 0 or Z u^2 = -1: g(B'/(Z A')) is a square by the choice of Z.
            Bls12381Fp.copy(t, x1, B_OVER_ZA, 0);
        } else {
            Bls12381Fp.inv(t, den, t, den);
            Bls12381Fp.add(t, den, t, den, ONE, 0);
            Bls12381Fp.mul(t, x1, t, den, MINUS_B_OVER_A, 0); // (-B'/A') (1 + 1/(Z^2 u^4 + Z u^2))
        }
        rhs(t, gx, t, x1);
        // One exponentiation decides and gives the root: with g = gx^((p - 3) / 4), gx g is
        // sqrt(gx) when gx is a square; otherwise (gx g)^2 = -gx, and g(x2) = (Z u^2)^3 g(x1)
        // has the root Z u^3 sqrt(Z gx) = Z u^3 sqrt(-Z) (gx g), -Z being a square (-1 and Z
        // are not).
        Bls12381Fp.progenitor(t, y, t, gx);
        Bls12381Fp.mul(t, y, t, y, t, gx);
        Bls12381Fp.sqr(t, x2, t, y);
        int x = x1;
        if (!Bls12381Fp.equal(t, x2, t, gx)) {
            Bls12381Fp.mul(t, x2, t, zu2, u, uo);                 // Z u^3
            Bls12381Fp.mul(t, y, t, y, t, x2);
            Bls12381Fp.mul(t, y, t, y, SQRT_MINUS_Z, 0);
            Bls12381Fp.mul(t, x2, t, zu2, t, x1);                 // x2 = Z u^2 x1
            x = x2;
        }
        if (Sgn0.fp(u, uo) != Sgn0.fp(t, y)) {
            Bls12381Fp.neg(t, y, t, y);
        }
        Bls12381Fp.copy(r, ro, t, x);
        Bls12381Fp.copy(r, ro + N, t, y);
    }

    /** r = g'(x) = (x^2 + A') x + B'. */
    private static void rhs(long[] r, int ro, long[] x, int xo) {
        long[] t = new long[N];
        Bls12381Fp.sqr(t, 0, x, xo);
        Bls12381Fp.add(t, 0, t, 0, A_M, 0);
        Bls12381Fp.mul(t, 0, t, 0, x, xo);
        Bls12381Fp.add(r, ro, t, 0, B_M, 0);
    }
}
