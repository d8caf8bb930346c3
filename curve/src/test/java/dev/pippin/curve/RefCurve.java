package dev.pippin.curve;

import java.math.BigInteger;
import java.util.Random;

/**
 * A plain BigInteger reference for y^2 = x^3 + b over Fp (degree 1) or Fp2 = Fp[u]/(u^2 + 1)
 * (degree 2): textbook affine formulas with a modular inverse per operation, written for the
 * tests and sharing no code with the implementation. Elements are BigInteger[degree]; points
 * are BigInteger[2][] or null for infinity.
 */
final class RefCurve {
    final BigInteger p;
    final int degree;
    final BigInteger[] b;
    final BigInteger order;

    RefCurve(BigInteger p, int degree, BigInteger[] b, BigInteger order) {
        this.p = p;
        this.degree = degree;
        this.b = b;
        this.order = order;
    }

    BigInteger[] el(long... v) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = BigInteger.valueOf(i < v.length ? v[i] : 0).mod(p);
        }
        return r;
    }

    BigInteger[] add(BigInteger[] a, BigInteger[] c) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = a[i].add(c[i]).mod(p);
        }
        return r;
    }

    BigInteger[] sub(BigInteger[] a, BigInteger[] c) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = a[i].subtract(c[i]).mod(p);
        }
        return r;
    }

    BigInteger[] neg(BigInteger[] a) {
        return sub(el(), a);
    }

    BigInteger[] mul(BigInteger[] a, BigInteger[] c) {
        if (degree == 1) {
            return new BigInteger[] {a[0].multiply(c[0]).mod(p)};
        }
        return new BigInteger[] {
            a[0].multiply(c[0]).subtract(a[1].multiply(c[1])).mod(p),
            a[0].multiply(c[1]).add(a[1].multiply(c[0])).mod(p)};
    }

    BigInteger[] inv(BigInteger[] a) {
        if (degree == 1) {
            return new BigInteger[] {a[0].modInverse(p)};
        }
        BigInteger n = a[0].pow(2).add(a[1].pow(2)).mod(p).modInverse(p);
        return new BigInteger[] {a[0].multiply(n).mod(p), a[1].negate().multiply(n).mod(p)};
    }

    BigInteger[] pow(BigInteger[] a, BigInteger e) {
        BigInteger[] r = el(1);
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            r = mul(r, r);
            if (e.testBit(i)) {
                r = mul(r, a);
            }
        }
        return r;
    }

    boolean isZero(BigInteger[] a) {
        for (BigInteger c : a) {
            if (c.signum() != 0) {
                return false;
            }
        }
        return true;
    }

    boolean eq(BigInteger[] a, BigInteger[] c) {
        return java.util.Arrays.equals(a, c);
    }

    BigInteger[] rhs(BigInteger[] x) {
        return add(mul(mul(x, x), x), b);
    }

    boolean onCurve(BigInteger[][] P) {
        return P == null || eq(mul(P[1], P[1]), rhs(P[0]));
    }

    BigInteger[][] negate(BigInteger[][] P) {
        return P == null ? null : new BigInteger[][] {P[0], neg(P[1])};
    }

    BigInteger[][] add(BigInteger[][] P, BigInteger[][] Q) {
        if (P == null) {
            return Q;
        }
        if (Q == null) {
            return P;
        }
        BigInteger[] lambda;
        if (eq(P[0], Q[0])) {
            if (isZero(add(P[1], Q[1]))) {
                return null;
            }
            BigInteger[] x2 = mul(P[0], P[0]);
            lambda = mul(add(add(x2, x2), x2), inv(add(P[1], P[1])));
        } else {
            lambda = mul(sub(Q[1], P[1]), inv(sub(Q[0], P[0])));
        }
        BigInteger[] x3 = sub(sub(mul(lambda, lambda), P[0]), Q[0]);
        return new BigInteger[][] {x3, sub(mul(lambda, sub(P[0], x3)), P[1])};
    }

    /** [k] P by double-and-add on the non-negative k. */
    BigInteger[][] mul(BigInteger[][] P, BigInteger k) {
        BigInteger[][] R = null;
        for (int i = k.bitLength() - 1; i >= 0; i--) {
            R = add(R, R);
            if (k.testBit(i)) {
                R = add(R, P);
            }
        }
        return R;
    }

    /** A square root, or null: Fp by a^((p+1)/4) (p = 3 mod 4), Fp2 through the norm. */
    BigInteger[] sqrt(BigInteger[] a) {
        if (degree == 1) {
            BigInteger r = a[0].modPow(p.add(BigInteger.ONE).shiftRight(2), p);
            return r.multiply(r).mod(p).equals(a[0]) ? new BigInteger[] {r} : null;
        }
        BigInteger[] cand;
        BigInteger n = a[0].pow(2).add(a[1].pow(2)).mod(p);
        BigInteger[] sn = new RefCurve(p, 1, null, null).sqrt(new BigInteger[] {n});
        if (sn == null) {
            return null;
        }
        BigInteger half = BigInteger.TWO.modInverse(p);
        RefCurve fp = new RefCurve(p, 1, null, null);
        BigInteger[] x0 = fp.sqrt(new BigInteger[] {a[0].add(sn[0]).multiply(half).mod(p)});
        if (x0 == null) {
            x0 = fp.sqrt(new BigInteger[] {a[0].subtract(sn[0]).multiply(half).mod(p)});
        }
        if (x0 == null) {
            return null;
        }
        if (x0[0].signum() == 0) {
            // a = c0 with -c0 a square in Fp: sqrt = sqrt(-c0) u
            BigInteger[] t = fp.sqrt(new BigInteger[] {a[0].negate().mod(p)});
            if (t == null) {
                return null;
            }
            cand = new BigInteger[] {BigInteger.ZERO, t[0]};
        } else {
            cand = new BigInteger[] {x0[0], a[1].multiply(x0[0].shiftLeft(1).modInverse(p)).mod(p)};
        }
        return eq(mul(cand, cand), a) ? cand : null;
    }

    BigInteger[] randomElement(Random rnd) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = new BigInteger(p.bitLength() + 8, rnd).mod(p);
        }
        return r;
    }

    /** A random point on the curve, found as random x until x^3 + b is a square: not cofactor-cleared. */
    BigInteger[][] randomOnCurve(Random rnd) {
        while (true) {
            BigInteger[] x = randomElement(rnd);
            BigInteger[] y = sqrt(rhs(x));
            if (y != null) {
                return new BigInteger[][] {x, rnd.nextBoolean() ? y : neg(y)};
            }
        }
    }

    /** Flat {x.., y..} as the group classes' toBigIntegers / setAffine use; infinity is all zero. */
    BigInteger[] flat(BigInteger[][] P) {
        BigInteger[] r = new BigInteger[2 * degree];
        for (int i = 0; i < degree; i++) {
            r[i] = P == null ? BigInteger.ZERO : P[0][i];
            r[degree + i] = P == null ? BigInteger.ZERO : P[1][i];
        }
        return r;
    }

    BigInteger[][] unflat(BigInteger[] c) {
        boolean zero = true;
        for (BigInteger v : c) {
            zero &= v.signum() == 0;
        }
        if (zero) {
            return null;
        }
        return new BigInteger[][] {java.util.Arrays.copyOfRange(c, 0, degree), java.util.Arrays.copyOfRange(c, degree, 2 * degree)};
    }
}
