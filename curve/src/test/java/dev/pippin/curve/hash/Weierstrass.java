package dev.pippin.curve.hash;

import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;

/**
 * A plain BigInteger reference for y^2 = x^3 + a x + b over Fp (degree 1) or
 * Fp2 = Fp[I]/(I^2 + 1) (degree 2), sharing no code with the implementation: textbook affine
 * formulas with one modular inverse each. Elements are BigInteger[degree] ({c0, c1}); points
 * are BigInteger[2][] (x, y) or null for infinity. Also the few polynomial operations the
 * parameter checks need.
 */
final class Weierstrass {
    static final BigInteger P = Bls12381Fp.MODULUS;

    final int degree;
    final BigInteger[] a, b;

    Weierstrass(int degree, BigInteger[] a, BigInteger[] b) {
        this.degree = degree;
        this.a = a;
        this.b = b;
    }

    // ---------------------------------------------------------------- field

    BigInteger[] el(long... v) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = BigInteger.valueOf(i < v.length ? v[i] : 0).mod(P);
        }
        return r;
    }

    BigInteger[] add(BigInteger[] x, BigInteger[] y) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = x[i].add(y[i]).mod(P);
        }
        return r;
    }

    BigInteger[] sub(BigInteger[] x, BigInteger[] y) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = x[i].subtract(y[i]).mod(P);
        }
        return r;
    }

    BigInteger[] neg(BigInteger[] x) {
        return sub(el(), x);
    }

    BigInteger[] mul(BigInteger[] x, BigInteger[] y) {
        if (degree == 1) {
            return new BigInteger[] {x[0].multiply(y[0]).mod(P)};
        }
        return new BigInteger[] {
            x[0].multiply(y[0]).subtract(x[1].multiply(y[1])).mod(P),
            x[0].multiply(y[1]).add(x[1].multiply(y[0])).mod(P)};
    }

    BigInteger[] inv(BigInteger[] x) {
        if (degree == 1) {
            return new BigInteger[] {x[0].modInverse(P)};
        }
        BigInteger n = x[0].pow(2).add(x[1].pow(2)).mod(P).modInverse(P);
        return new BigInteger[] {x[0].multiply(n).mod(P), x[1].negate().multiply(n).mod(P)};
    }

    BigInteger[] pow(BigInteger[] x, BigInteger e) {
        BigInteger[] r = el(1);
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            r = mul(r, r);
            if (e.testBit(i)) {
                r = mul(r, x);
            }
        }
        return r;
    }

    boolean isZero(BigInteger[] x) {
        for (BigInteger c : x) {
            if (c.signum() != 0) {
                return false;
            }
        }
        return true;
    }

    boolean eq(BigInteger[] x, BigInteger[] y) {
        return isZero(sub(x, y));
    }

    /** The field's order q = p^degree. */
    BigInteger q() {
        return P.pow(degree);
    }

    /** Euler's criterion in F_q: x^((q - 1) / 2) = 1 for a non-zero square. */
    boolean isSquare(BigInteger[] x) {
        return isZero(x) || eq(pow(x, q().subtract(BigInteger.ONE).shiftRight(1)), el(1));
    }

    // ---------------------------------------------------------------- curve

    BigInteger[] rhs(BigInteger[] x) {
        return add(mul(add(mul(x, x), a), x), b);
    }

    boolean onCurve(BigInteger[][] pt) {
        return pt == null || eq(mul(pt[1], pt[1]), rhs(pt[0]));
    }

    BigInteger[][] neg(BigInteger[][] pt) {
        return pt == null ? null : new BigInteger[][] {pt[0], neg(pt[1])};
    }

    BigInteger[][] add(BigInteger[][] p1, BigInteger[][] p2) {
        if (p1 == null) {
            return p2;
        }
        if (p2 == null) {
            return p1;
        }
        BigInteger[] lambda;
        if (eq(p1[0], p2[0])) {
            if (!eq(p1[1], p2[1]) || isZero(p1[1])) {
                return null;
            }
            BigInteger[] x2 = mul(p1[0], p1[0]);
            lambda = mul(add(add(add(x2, x2), x2), a), inv(add(p1[1], p1[1])));
        } else {
            lambda = mul(sub(p2[1], p1[1]), inv(sub(p2[0], p1[0])));
        }
        BigInteger[] x3 = sub(sub(mul(lambda, lambda), p1[0]), p2[0]);
        BigInteger[] y3 = sub(mul(lambda, sub(p1[0], x3)), p1[1]);
        return new BigInteger[][] {x3, y3};
    }

    BigInteger[][] mul(BigInteger[][] pt, BigInteger k) {
        BigInteger[][] r = null;
        for (int i = k.bitLength() - 1; i >= 0; i--) {
            r = add(r, r);
            if (k.testBit(i)) {
                r = add(r, pt);
            }
        }
        return r;
    }

    // ---------------------------------------------------------------- polynomials (coefficients low to high)

    /** a * b mod f for a monic f of degree 3 and a, b of degree below 3. */
    BigInteger[][] mulMod(BigInteger[][] x, BigInteger[][] y, BigInteger[][] f) {
        BigInteger[][] prod = new BigInteger[5][];
        for (int i = 0; i < 5; i++) {
            prod[i] = el();
        }
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                prod[i + j] = add(prod[i + j], mul(x[i], y[j]));
            }
        }
        for (int k = 4; k >= 3; k--) {
            BigInteger[] c = prod[k];
            for (int i = 0; i <= 3; i++) {
                prod[k - 3 + i] = sub(prod[k - 3 + i], mul(c, f[i]));
            }
        }
        return new BigInteger[][] {prod[0], prod[1], prod[2]};
    }

    /** Whether the monic cubic f has a root in F_q: gcd(x^q - x, f) is not constant. */
    boolean cubicHasRoot(BigInteger[][] f) {
        BigInteger[][] xq = {el(1), el(), el()};
        BigInteger[][] x = {el(), el(1), el()};
        BigInteger e = q();
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            xq = mulMod(xq, xq, f);
            if (e.testBit(i)) {
                xq = mulMod(xq, x, f);
            }
        }
        BigInteger[][] h = {xq[0], sub(xq[1], el(1)), xq[2]};
        return degreeOf(gcd(f, h)) > 0;
    }

    private int degreeOf(BigInteger[][] f) {
        for (int i = f.length - 1; i >= 0; i--) {
            if (!isZero(f[i])) {
                return i;
            }
        }
        return -1;
    }

    private BigInteger[][] gcd(BigInteger[][] u, BigInteger[][] v) {
        while (degreeOf(v) >= 0) {
            BigInteger[][] r = u.clone();
            int dv = degreeOf(v);
            BigInteger[] lead = inv(v[dv]);
            for (int d = degreeOf(r); d >= dv && d >= 0; d = degreeOf(r)) {
                BigInteger[] c = mul(r[d], lead);
                for (int i = 0; i <= dv; i++) {
                    r[d - dv + i] = sub(r[d - dv + i], mul(c, v[i]));
                }
            }
            u = v;
            v = r;
        }
        return u;
    }
}
