package dev.pippin.pairing;

import java.math.BigInteger;

/**
 * A textbook reference for the optimal ate pairings, on {@link RefTower} and sharing no formula
 * with the implementation: affine points on the twist with a modular inverse per step, the
 * twist's points mapped into E(Fp12) (D-type: (x w^2, y w^3); M-type: (x w^4 / xi, y w^3 / xi)),
 * lines y_P - y_T - lambda (x_P - x_T) evaluated in Fp12 with the untwisted slope, a plain binary
 * double-and-add Miller loop (vertical lines omitted: they lie in Fp6, which the final
 * exponentiation kills), the Frobenius on G2 by raising the untwisted coordinates to p in Fp12,
 * and the final exponentiation as one BigInteger power.
 */
final class RefPairing {
    final RefTower t;
    final BigInteger r;
    final boolean dType;
    /** The multiple of (p^12 - 1) / r the final exponentiation raises to. */
    final BigInteger multiple;

    RefPairing(RefTower t, BigInteger r, boolean dType, BigInteger multiple) {
        this.t = t;
        this.r = r;
        this.dType = dType;
        this.multiple = multiple;
    }

    /** c w^k as an Fp12 element (c in Fp2). */
    private BigInteger[][] mono(BigInteger[] c, int k) {
        BigInteger[][] e = t.zero(6);
        e[k] = c;
        return e;
    }

    private BigInteger[] xiInv() {
        return t.inv2(t.xi);
    }

    /** The untwisted slope lambda~ for the slope lambda on the twist. */
    private BigInteger[][] slope(BigInteger[] lambda) {
        return dType ? mono(lambda, 1) : mono(t.mul2(lambda, xiInv()), 5);
    }

    private BigInteger[][] untwistX(BigInteger[] x) {
        return dType ? mono(x, 2) : mono(t.mul2(x, xiInv()), 4);
    }

    private BigInteger[][] untwistY(BigInteger[] y) {
        return dType ? mono(y, 3) : mono(t.mul2(y, xiInv()), 3);
    }

    /** The line through T with untwisted slope, at P = (xp, yp) in Fp. */
    private BigInteger[][] line(BigInteger[][] tw, BigInteger[] lambda, BigInteger xp, BigInteger yp) {
        BigInteger[][] xP = t.zero(6), yP = t.zero(6);
        xP[0] = t.f2(xp, BigInteger.ZERO);
        yP[0] = t.f2(yp, BigInteger.ZERO);
        BigInteger[][] dx = t.polySub(xP, untwistX(tw[0]));
        return t.polySub(t.polySub(yP, untwistY(tw[1])), t.polyMul(slope(lambda), dx));
    }

    /** {x, y} on the twist; the step's slope is written to lambda[0]. */
    private BigInteger[][] dbl(BigInteger[][] a, BigInteger[][] lambda) {
        BigInteger[] x2 = t.mul2(a[0], a[0]);
        BigInteger[] l = t.mul2(t.add2(t.add2(x2, x2), x2), t.inv2(t.add2(a[1], a[1])));
        lambda[0] = l;
        BigInteger[] x = t.sub2(t.sub2(t.mul2(l, l), a[0]), a[0]);
        return new BigInteger[][] {x, t.sub2(t.mul2(l, t.sub2(a[0], x)), a[1])};
    }

    private BigInteger[][] add(BigInteger[][] a, BigInteger[][] b, BigInteger[][] lambda) {
        BigInteger[] l = t.mul2(t.sub2(b[1], a[1]), t.inv2(t.sub2(b[0], a[0])));
        lambda[0] = l;
        BigInteger[] x = t.sub2(t.sub2(t.mul2(l, l), a[0]), b[0]);
        return new BigInteger[][] {x, t.sub2(t.mul2(l, t.sub2(a[0], x)), a[1])};
    }

    /** f_{n,Q}(P) by binary double-and-add; T = [n] Q is left in tOut[0]. */
    private BigInteger[][] miller(BigInteger n, BigInteger[] p, BigInteger[][] q, BigInteger[][][] tOut) {
        BigInteger[][] f = t.one(6);
        BigInteger[][] tw = q;
        BigInteger[][] lambda = new BigInteger[1][];
        for (int i = n.bitLength() - 2; i >= 0; i--) {
            BigInteger[][] next = dbl(tw, lambda);
            f = t.polyMul(t.polyMul(f, f), line(tw, lambda[0], p[0], p[1]));
            tw = next;
            if (n.testBit(i)) {
                next = add(tw, q, lambda);
                f = t.polyMul(f, line(tw, lambda[0], p[0], p[1]));
                tw = next;
            }
        }
        tOut[0] = tw;
        return f;
    }

    /** The twist point whose untwisted image is the Frobenius of Q's (D-type only), read back from Fp12. */
    private BigInteger[][] frobeniusOnTwist(BigInteger[][] q, int k) {
        BigInteger[][] x = t.frobenius(untwistX(q[0]), k), y = t.frobenius(untwistY(q[1]), k);
        for (int i = 0; i < 6; i++) {
            if ((i != 2 && !t.eq2(x[i], t.zero2())) || (i != 3 && !t.eq2(y[i], t.zero2()))) {
                throw new AssertionError("the Frobenius image of a twist point left the twist's image");
            }
        }
        return new BigInteger[][] {x[2], y[3]};
    }

    /**
     * The Miller loop value for the optimal ate pairing with loop parameter n: bn254 passes
     * n = 6x + 2 and gets the two Frobenius lines; BLS12-381 passes n = |x|.
     */
    BigInteger[][] millerLoop(BigInteger n, BigInteger[] p, BigInteger[][] q) {
        BigInteger[][][] tw = new BigInteger[1][][];
        BigInteger[][] f = miller(n, p, q, tw);
        if (dType) {
            BigInteger[][] q1 = frobeniusOnTwist(q, 1), q2 = frobeniusOnTwist(q, 2);
            q2 = new BigInteger[][] {q2[0], t.sub2(t.zero2(), q2[1])};
            BigInteger[][] lambda = new BigInteger[1][];
            BigInteger[][] next = add(tw[0], q1, lambda);
            f = t.polyMul(f, line(tw[0], lambda[0], p[0], p[1]));
            add(next, q2, lambda);
            f = t.polyMul(f, line(next, lambda[0], p[0], p[1]));
        }
        return f;
    }

    /** f^(multiple (p^12 - 1) / r), or its inverse when invert (the loop parameter is negative). */
    BigInteger[][] finalExponentiation(BigInteger[][] f, boolean invert) {
        BigInteger order = t.p.pow(12).subtract(BigInteger.ONE);
        BigInteger e = multiple.multiply(order.divide(r));
        return t.pow(f, invert ? order.subtract(e) : e);
    }
}
