package dev.pippin.pairing;

import java.math.BigInteger;

/**
 * A BigInteger reference for the towers, sharing no code or formula with the implementation:
 * Fp2 = Fp[u]/(u^2 + 1) written out, Fp6 as polynomials in v reduced by v^3 = xi, Fp12 as
 * polynomials in w reduced by w^6 = xi (the same field as Fp6[w]/(w^2 - v), with w^2 = v), all
 * products schoolbook; inverses and Frobenius maps by exponentiation (a^(q-2), a^p).
 *
 * <p>Fp2 elements are BigInteger[2] {c0, c1}; Fp6 elements BigInteger[3][] (coefficients of
 * v^0..v^2); Fp12 elements BigInteger[6][] (coefficients of w^0..w^5). The storage order of the
 * implementation (c0 = g0 + g2 v + g4 v^2, c1 = g1 + g3 v + g5 v^2) is {@link #toStorage}.
 */
final class RefTower {
    final BigInteger p;
    final BigInteger[] xi;

    RefTower(BigInteger p, BigInteger xi0, BigInteger xi1) {
        this.p = p;
        this.xi = new BigInteger[] {xi0, xi1};
    }

    // ---------------------------------------------------------------- Fp2

    BigInteger[] f2(BigInteger c0, BigInteger c1) {
        return new BigInteger[] {c0.mod(p), c1.mod(p)};
    }

    BigInteger[] zero2() {
        return f2(BigInteger.ZERO, BigInteger.ZERO);
    }

    BigInteger[] add2(BigInteger[] a, BigInteger[] b) {
        return f2(a[0].add(b[0]), a[1].add(b[1]));
    }

    BigInteger[] sub2(BigInteger[] a, BigInteger[] b) {
        return f2(a[0].subtract(b[0]), a[1].subtract(b[1]));
    }

    BigInteger[] mul2(BigInteger[] a, BigInteger[] b) {
        return f2(a[0].multiply(b[0]).subtract(a[1].multiply(b[1])), a[0].multiply(b[1]).add(a[1].multiply(b[0])));
    }

    BigInteger[] inv2(BigInteger[] a) {
        BigInteger n = a[0].multiply(a[0]).add(a[1].multiply(a[1])).mod(p);
        BigInteger ni = n.signum() == 0 ? BigInteger.ZERO : n.modInverse(p);
        return f2(a[0].multiply(ni), a[1].negate().multiply(ni));
    }

    BigInteger[] scale2(BigInteger[] a, BigInteger c) {
        return f2(a[0].multiply(c), a[1].multiply(c));
    }

    boolean eq2(BigInteger[] a, BigInteger[] b) {
        return a[0].mod(p).equals(b[0].mod(p)) && a[1].mod(p).equals(b[1].mod(p));
    }

    // ---------------------------------------------------------------- polynomials over Fp2

    /** a * b mod (z^n - xi), schoolbook. */
    BigInteger[][] polyMul(BigInteger[][] a, BigInteger[][] b) {
        int n = a.length;
        BigInteger[][] t = new BigInteger[2 * n - 1][];
        for (int i = 0; i < t.length; i++) {
            t[i] = zero2();
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                t[i + j] = add2(t[i + j], mul2(a[i], b[j]));
            }
        }
        BigInteger[][] r = new BigInteger[n][];
        for (int i = 0; i < n; i++) {
            r[i] = i + n < t.length ? add2(t[i], mul2(xi, t[i + n])) : t[i];
        }
        return r;
    }

    BigInteger[][] polyAdd(BigInteger[][] a, BigInteger[][] b) {
        BigInteger[][] r = new BigInteger[a.length][];
        for (int i = 0; i < a.length; i++) {
            r[i] = add2(a[i], b[i]);
        }
        return r;
    }

    BigInteger[][] polySub(BigInteger[][] a, BigInteger[][] b) {
        BigInteger[][] r = new BigInteger[a.length][];
        for (int i = 0; i < a.length; i++) {
            r[i] = sub2(a[i], b[i]);
        }
        return r;
    }

    BigInteger[][] one(int n) {
        BigInteger[][] r = zero(n);
        r[0] = f2(BigInteger.ONE, BigInteger.ZERO);
        return r;
    }

    BigInteger[][] zero(int n) {
        BigInteger[][] r = new BigInteger[n][];
        for (int i = 0; i < n; i++) {
            r[i] = zero2();
        }
        return r;
    }

    BigInteger[][] pow(BigInteger[][] a, BigInteger e) {
        BigInteger[][] r = one(a.length);
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            r = polyMul(r, r);
            if (e.testBit(i)) {
                r = polyMul(r, a);
            }
        }
        return r;
    }

    /** a^-1 = a^(q-2) with q = p^(2n) the field size; 0 maps to 0. */
    BigInteger[][] inv(BigInteger[][] a) {
        return pow(a, p.pow(2 * a.length).subtract(BigInteger.TWO));
    }

    BigInteger[][] frobenius(BigInteger[][] a, int k) {
        return pow(a, p.pow(k));
    }

    boolean eq(BigInteger[][] a, BigInteger[][] b) {
        for (int i = 0; i < a.length; i++) {
            if (!eq2(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- storage order

    /** Fp12 coefficients of w^i from the implementation's 12 coordinates. */
    BigInteger[][] fromStorage12(BigInteger[] c) {
        BigInteger[][] g = new BigInteger[6][];
        for (int j = 0; j < 3; j++) {
            g[2 * j] = f2(c[2 * j], c[2 * j + 1]);
            g[2 * j + 1] = f2(c[6 + 2 * j], c[6 + 2 * j + 1]);
        }
        return g;
    }

    BigInteger[] toStorage12(BigInteger[][] g) {
        BigInteger[] c = new BigInteger[12];
        for (int j = 0; j < 3; j++) {
            c[2 * j] = g[2 * j][0];
            c[2 * j + 1] = g[2 * j][1];
            c[6 + 2 * j] = g[2 * j + 1][0];
            c[6 + 2 * j + 1] = g[2 * j + 1][1];
        }
        return c;
    }

    BigInteger[][] fromStorage6(BigInteger[] c) {
        return new BigInteger[][] {f2(c[0], c[1]), f2(c[2], c[3]), f2(c[4], c[5])};
    }

    BigInteger[] toStorage6(BigInteger[][] g) {
        return new BigInteger[] {g[0][0], g[0][1], g[1][0], g[1][1], g[2][0], g[2][1]};
    }
}
