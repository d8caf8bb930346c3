package dev.pippin.groth16;

import static dev.pippin.groth16.RefCurve.Q;
import static dev.pippin.groth16.RefCurve.R;

import java.math.BigInteger;

/**
 * Points on the bn254 twist outside its order-r subgroup, found in BigInteger arithmetic: the
 * twist has r times a cofactor of about 2^254 points, so almost every point is outside.
 */
final class TwistPoints {
    private TwistPoints() {}

    private static final BigInteger QUARTER = Q.add(BigInteger.ONE).shiftRight(2);
    private static final BigInteger HALF = BigInteger.TWO.modInverse(Q);

    /** {x, y} for the first x = 1, 2, ... on the twist with r P != 0, checked on the curve here. */
    static RefCurve.F[] outsideSubgroup() {
        for (long x0 = 1; ; x0++) {
            RefCurve.F x = new RefCurve.F(BigInteger.valueOf(x0), BigInteger.ZERO);
            RefCurve.F rhs = x.mul(x).mul(x).add(RefCurve.B2);
            RefCurve.F y = sqrt(rhs);
            if (y == null) {
                continue;
            }
            if (!RefCurve.onCurve(x, y, RefCurve.B2)) {
                throw new IllegalStateException("a square root that does not square back");
            }
            if (!RefCurve.P.affine(x, y).mul(R).isInfinity()) {
                return new RefCurve.F[] {x, y};
            }
        }
    }

    /**
     * A square root of a = a0 + a1 u in Fp2 (p = 3 mod 4, u^2 = -1), or null: with n a root of
     * the norm a0^2 + a1^2, y0^2 = (a0 + n) / 2 and y1 = a1 / (2 y0). Every candidate is squared
     * back, so a wrong branch only returns null.
     */
    static RefCurve.F sqrt(RefCurve.F a) {
        BigInteger norm = a.c0().pow(2).add(a.c1().pow(2)).mod(Q);
        BigInteger n = norm.modPow(QUARTER, Q);
        if (!n.pow(2).mod(Q).equals(norm)) {
            return null;
        }
        for (BigInteger t : new BigInteger[] {n, Q.subtract(n).mod(Q)}) {
            BigInteger half = a.c0().add(t).multiply(HALF).mod(Q);
            BigInteger y0 = half.modPow(QUARTER, Q);
            if (y0.signum() == 0 || !y0.pow(2).mod(Q).equals(half)) {
                continue;
            }
            BigInteger y1 = a.c1().multiply(y0.shiftLeft(1).modInverse(Q)).mod(Q);
            RefCurve.F y = new RefCurve.F(y0, y1);
            if (y.mul(y).equals(a)) {
                return y;
            }
        }
        return null;
    }
}
