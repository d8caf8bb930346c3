package dev.pippin.testkit;

import java.math.BigInteger;
import java.util.Random;

/**
 * Fp (degree 1) or Fp2 = Fp[u]/(u^2 + 1) (degree 2) on BigInteger, written for the tests and
 * sharing no code with the implementation. An element is a BigInteger[degree] of values in
 * [0, p), c0 first; every operation returns a new array.
 */
public final class RefField {
    private final BigInteger p;
    private final int degree;

    /** p must be a prime that is 3 mod 4 (both curves' is): u^2 = -1 then has no root in Fp. */
    public RefField(BigInteger p, int degree) {
        if (degree != 1 && degree != 2) {
            throw new IllegalArgumentException("degree must be 1 (Fp) or 2 (Fp2), got " + degree);
        }
        if (!p.testBit(0) || !p.testBit(1)) {
            throw new IllegalArgumentException("p must be 3 mod 4, got " + p.toString(16));
        }
        this.p = p;
        this.degree = degree;
    }

    public BigInteger p() {
        return p;
    }

    public int degree() {
        return degree;
    }

    /** The element c0 + c1 u (missing coefficients are 0; negative ones are taken mod p). */
    public BigInteger[] el(long... c) {
        if (c.length > degree) {
            throw new IllegalArgumentException(c.length + " coefficients for a field of degree " + degree);
        }
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = BigInteger.valueOf(i < c.length ? c[i] : 0).mod(p);
        }
        return r;
    }

    public BigInteger[] add(BigInteger[] a, BigInteger[] c) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = a[i].add(c[i]).mod(p);
        }
        return r;
    }

    public BigInteger[] sub(BigInteger[] a, BigInteger[] c) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = a[i].subtract(c[i]).mod(p);
        }
        return r;
    }

    public BigInteger[] neg(BigInteger[] a) {
        return sub(el(), a);
    }

    public BigInteger[] mul(BigInteger[] a, BigInteger[] c) {
        if (degree == 1) {
            return new BigInteger[] {a[0].multiply(c[0]).mod(p)};
        }
        return new BigInteger[] {
            a[0].multiply(c[0]).subtract(a[1].multiply(c[1])).mod(p),
            a[0].multiply(c[1]).add(a[1].multiply(c[0])).mod(p)};
    }

    /** a^-1 = conj(a) / (a0^2 + a1^2) in Fp2; a must not be zero. */
    public BigInteger[] inv(BigInteger[] a) {
        if (isZero(a)) {
            throw new ArithmeticException("zero has no inverse");
        }
        if (degree == 1) {
            return new BigInteger[] {a[0].modInverse(p)};
        }
        BigInteger n = a[0].pow(2).add(a[1].pow(2)).mod(p).modInverse(p);
        return new BigInteger[] {a[0].multiply(n).mod(p), a[1].negate().multiply(n).mod(p)};
    }

    /** a^e for e >= 0, by square-and-multiply. */
    public BigInteger[] pow(BigInteger[] a, BigInteger e) {
        if (e.signum() < 0) {
            throw new IllegalArgumentException("negative exponent " + e);
        }
        BigInteger[] r = el(1);
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            r = mul(r, r);
            if (e.testBit(i)) {
                r = mul(r, a);
            }
        }
        return r;
    }

    /** The p-power Frobenius: c0 - c1 u in Fp2, the identity in Fp. */
    public BigInteger[] conj(BigInteger[] a) {
        return degree == 1 ? a.clone() : new BigInteger[] {a[0], a[1].negate().mod(p)};
    }

    public boolean isZero(BigInteger[] a) {
        for (BigInteger c : a) {
            if (c.mod(p).signum() != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean eq(BigInteger[] a, BigInteger[] c) {
        return isZero(sub(a, c));
    }

    /** A square root, or null for a non-square: Fp by a^((p+1)/4), Fp2 through the norm. */
    public BigInteger[] sqrt(BigInteger[] a) {
        if (degree == 1) {
            BigInteger r = sqrtFp(a[0].mod(p));
            return r == null ? null : new BigInteger[] {r};
        }
        BigInteger sn = sqrtFp(a[0].pow(2).add(a[1].pow(2)).mod(p));
        if (sn == null) {
            return null;
        }
        BigInteger half = BigInteger.TWO.modInverse(p);
        BigInteger x0 = sqrtFp(a[0].add(sn).multiply(half).mod(p));
        if (x0 == null) {
            x0 = sqrtFp(a[0].subtract(sn).multiply(half).mod(p));
        }
        if (x0 == null) {
            return null;
        }
        BigInteger[] cand;
        if (x0.signum() == 0) {
            // a = c0 with -c0 a square in Fp: sqrt = sqrt(-c0) u
            BigInteger t = sqrtFp(a[0].negate().mod(p));
            if (t == null) {
                return null;
            }
            cand = new BigInteger[] {BigInteger.ZERO, t};
        } else {
            cand = new BigInteger[] {x0, a[1].multiply(x0.shiftLeft(1).modInverse(p)).mod(p)};
        }
        return eq(mul(cand, cand), a) ? cand : null;
    }

    private BigInteger sqrtFp(BigInteger a) {
        BigInteger r = a.modPow(p.add(BigInteger.ONE).shiftRight(2), p);
        return r.multiply(r).mod(p).equals(a) ? r : null;
    }

    /** A uniform-enough random element (each coefficient from p.bitLength() + 8 random bits). */
    public BigInteger[] random(Random rnd) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = new BigInteger(p.bitLength() + 8, rnd).mod(p);
        }
        return r;
    }
}
