package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bn254G1;
import dev.pippin.glv.EndoGroups.Group;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Re-derives the lattice constants: eigenvalues, bases, rounding constants, with BigInteger. */
class GlvLatticeTest {
    private static final BigInteger ONE = BigInteger.ONE;

    /** sum_j v_j mu^j mod r. */
    private static BigInteger eval(BigInteger[] v, BigInteger mu, BigInteger r) {
        BigInteger s = BigInteger.ZERO;
        for (int j = v.length - 1; j >= 0; j--) {
            s = s.multiply(mu).add(v[j]).mod(r);
        }
        return s;
    }

    private static BigInteger[][] basis(Group g) {
        BigInteger[][] b = new BigInteger[g.parts()][];
        for (int i = 0; i < b.length; i++) {
            b[i] = g.dec().basisRow(i);
        }
        return b;
    }

    @Test
    void eigenvaluesSatisfyTheirPolynomials() {
        // G1: lambda is a primitive cube root of unity mod r; beta one mod p.
        for (Group g : new Group[] {EndoGroups.BN254_G1, EndoGroups.BLS12381_G1}) {
            BigInteger l = g.mu(), r = g.order();
            assertEquals(BigInteger.ZERO, l.multiply(l).add(l).add(ONE).mod(r), g.name());
        }
        BigInteger pBn = RefCurves.BN254_P, pBls = RefCurves.BLS12_381_P;
        for (Object[] c : new Object[][] {{Bn254G1.BETA, pBn}, {Bls12381G1.BETA, pBls}}) {
            BigInteger b = (BigInteger) c[0], p = (BigInteger) c[1];
            assertEquals(ONE, b.modPow(BigInteger.valueOf(3), p));
            assertTrue(!b.equals(ONE));
        }
        // BLS12-381: lambda = -x^2; the G1 basis is (1, 1 - x^2), (x^2, 1) up to order and sign.
        BigInteger x = EndoGroups.BLS_X, r = EndoGroups.BLS12381_G1.order();
        assertEquals(x.multiply(x).negate().mod(r), EndoGroups.BLS12381_G1.mu());
        // G2: psi's eigenvalue is p mod r, a root of the 12th cyclotomic polynomial mod r.
        for (Group g : new Group[] {EndoGroups.BN254_G2, EndoGroups.BLS12381_G2}) {
            BigInteger m = g.mu(), m2 = m.multiply(m);
            assertEquals(BigInteger.ZERO, m2.multiply(m2).subtract(m2).add(ONE).mod(g.order()), g.name());
        }
        BigInteger bx = EndoGroups.BN_X;
        assertEquals(BigInteger.valueOf(6).multiply(bx).multiply(bx), EndoGroups.BN254_G2.mu());
        assertEquals(pBn.mod(EndoGroups.BN254_G2.order()), EndoGroups.BN254_G2.mu());
        assertEquals(x.mod(r), EndoGroups.BLS12381_G2.mu());
        assertEquals(pBls.mod(r), EndoGroups.BLS12381_G2.mu());
        BigInteger x2 = x.multiply(x);
        assertEquals(r, x2.multiply(x2).subtract(x2).add(ONE));
    }

    @Test
    void basesSpanTheirLattices() {
        for (Group g : EndoGroups.ALL) {
            BigInteger[][] b = basis(g);
            for (BigInteger[] row : b) {
                assertEquals(BigInteger.ZERO, eval(row, g.mu(), g.order()), g.name());
            }
            // Rows in the lattice with |det| = r = [Z^d : L] span the whole lattice.
            assertEquals(g.order(), Lattices.determinant(b).abs(), g.name());
        }
    }

    /** Lagrange-Gauss reduction of the 2-dimensional lattice from its standard basis. */
    private static BigInteger[] shortestVector2(BigInteger r, BigInteger lambda) {
        BigInteger[] u = {r, BigInteger.ZERO}, v = {lambda.negate(), ONE};
        while (true) {
            if (norm(u).compareTo(norm(v)) > 0) {
                BigInteger[] t = u;
                u = v;
                v = t;
            }
            // q = round(<u, v> / <u, u>)
            BigInteger dot = u[0].multiply(v[0]).add(u[1].multiply(v[1]));
            BigInteger q = roundDiv(dot, norm(u));
            if (q.signum() == 0) {
                return u;
            }
            v = new BigInteger[] {v[0].subtract(q.multiply(u[0])), v[1].subtract(q.multiply(u[1]))};
        }
    }

    private static BigInteger roundDiv(BigInteger a, BigInteger b) {
        return new java.math.BigDecimal(a).divide(new java.math.BigDecimal(b), 0, java.math.RoundingMode.HALF_EVEN)
                .toBigIntegerExact();
    }

    private static BigInteger norm(BigInteger[] v) {
        BigInteger s = BigInteger.ZERO;
        for (BigInteger c : v) {
            s = s.add(c.multiply(c));
        }
        return s;
    }

    @Test
    void glvBasesAreGaussReduced() {
        for (Group g : new Group[] {EndoGroups.BN254_G1, EndoGroups.BLS12381_G1}) {
            BigInteger[][] b = basis(g);
            BigInteger shortest = norm(shortestVector2(g.order(), g.mu()));
            BigInteger n0 = norm(b[0]), n1 = norm(b[1]);
            assertEquals(shortest, n0.min(n1), g.name() + ": the basis contains a shortest vector");
            // Both vectors about sqrt(r): below 2^128 in every coordinate.
            for (BigInteger[] row : b) {
                for (BigInteger c : row) {
                    assertTrue(c.abs().bitLength() <= 128, g.name());
                }
            }
        }
    }

    /** Exact rationals for Gram-Schmidt: num / den, den > 0. */
    private record Q(BigInteger num, BigInteger den) {
        static Q of(BigInteger n, BigInteger d) {
            if (d.signum() < 0) {
                n = n.negate();
                d = d.negate();
            }
            BigInteger gcd = n.gcd(d);
            return gcd.signum() == 0 ? new Q(n, d) : new Q(n.divide(gcd), d.divide(gcd));
        }

        Q add(Q o) {
            return of(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
        }

        Q sub(Q o) {
            return of(num.multiply(o.den).subtract(o.num.multiply(den)), den.multiply(o.den));
        }

        Q mul(Q o) {
            return of(num.multiply(o.num), den.multiply(o.den));
        }

        Q div(Q o) {
            return of(num.multiply(o.den), den.multiply(o.num));
        }

        int compareTo(Q o) {
            return num.multiply(o.den).compareTo(o.num.multiply(den));
        }
    }

    /**
     * The G2 bases are LLL-reduced (delta = 3/4): size-reduced, |mu_ij| <= 1/2, and the Lovasz
     * condition between consecutive Gram-Schmidt vectors. glv/gen/gen_lattices.py writes both
     * bases as LLL finds them; this checks its output independently.
     */
    @Test
    void glsBasesAreLllReduced() {
        for (Group g : new Group[] {EndoGroups.BN254_G2, EndoGroups.BLS12381_G2}) {
            BigInteger[][] b = basis(g);
            int n = b.length;
            Q[][] bs = new Q[n][n];
            Q[][] mu = new Q[n][n];
            Q[] bb = new Q[n];
            for (int i = 0; i < n; i++) {
                for (int t = 0; t < n; t++) {
                    bs[i][t] = Q.of(b[i][t], ONE);
                }
                for (int j = 0; j < i; j++) {
                    Q dot = Q.of(BigInteger.ZERO, ONE);
                    for (int t = 0; t < n; t++) {
                        dot = dot.add(Q.of(b[i][t], ONE).mul(bs[j][t]));
                    }
                    mu[i][j] = dot.div(bb[j]);
                    for (int t = 0; t < n; t++) {
                        bs[i][t] = bs[i][t].sub(mu[i][j].mul(bs[j][t]));
                    }
                }
                Q s = Q.of(BigInteger.ZERO, ONE);
                for (int t = 0; t < n; t++) {
                    s = s.add(bs[i][t].mul(bs[i][t]));
                }
                bb[i] = s;
            }
            Q half = Q.of(ONE, BigInteger.TWO);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < i; j++) {
                    Q a = Q.of(mu[i][j].num().abs(), mu[i][j].den());
                    assertTrue(a.compareTo(half) <= 0, g.name() + " not size-reduced at " + i + "," + j);
                }
            }
            for (int k = 1; k < n; k++) {
                Q lhs = bb[k];
                Q rhs = Q.of(BigInteger.valueOf(3), BigInteger.valueOf(4)).sub(mu[k][k - 1].mul(mu[k][k - 1]))
                        .mul(bb[k - 1]);
                assertTrue(lhs.compareTo(rhs) >= 0, g.name() + " Lovasz condition fails at " + k);
            }
        }
    }

    /**
     * g_i = round(2^320 l_i / r) where (l_0, ..., l_(d-1)) B = (r, 0, ..., 0): l solved here by
     * Gaussian elimination over the rationals (not by the decomposer's cofactors).
     */
    @Test
    void roundingConstantsSolveTheBabaiSystem() {
        for (Group g : EndoGroups.ALL) {
            BigInteger[][] b = basis(g);
            int n = b.length;
            // Solve B^T l = (r, 0, ..., 0)^T.
            Q[][] m = new Q[n][n + 1];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    m[i][j] = Q.of(b[j][i], ONE);
                }
                m[i][n] = Q.of(i == 0 ? g.order() : BigInteger.ZERO, ONE);
            }
            for (int c = 0; c < n; c++) {
                int piv = c;
                while (m[piv][c].num().signum() == 0) {
                    piv++;
                }
                Q[] t = m[c];
                m[c] = m[piv];
                m[piv] = t;
                for (int i = 0; i < n; i++) {
                    if (i != c && m[i][c].num().signum() != 0) {
                        Q f = m[i][c].div(m[c][c]);
                        for (int j = c; j <= n; j++) {
                            m[i][j] = m[i][j].sub(f.mul(m[c][j]));
                        }
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                Q l = m[i][n].div(m[i][i]);
                assertEquals(ONE, l.den(), g.name() + ": l is integral (|det| = r)");
                BigInteger want = roundDiv(l.num().shiftLeft(320), g.order());
                assertEquals(want, g.dec().roundingConstant(i), g.name() + " g_" + i);
            }
        }
    }

    @Test
    void decomposerRejectsWhatIsNotABasisOfTheLattice() {
        BigInteger x = EndoGroups.BN_X, r = EndoGroups.BN254_G2.order(), mu = EndoGroups.BN254_G2.mu();
        BigInteger x2 = x.shiftLeft(1), one = ONE;
        // The Galbraith-Scott BN basis as constantine lists it: rows in the lattice, det = -3r.
        BigInteger[][] gs = {
            {x.add(one), x, x, x2.negate()},
            {x2.add(one), x.negate(), x.add(one).negate(), x.negate()},
            {x2, x2.add(one), x2.add(one), x2.add(one)},
            {x.subtract(one), x.shiftLeft(2).add(BigInteger.TWO), x2.negate().add(one), x.subtract(one)},
        };
        for (BigInteger[] row : gs) {
            assertEquals(BigInteger.ZERO, eval(row, mu, r));
        }
        assertEquals(r.multiply(BigInteger.valueOf(-3)), Lattices.determinant(gs));
        assertThrows(IllegalArgumentException.class, () -> new LatticeDecomposer(r, mu, gs, 1));
        // A row outside the lattice.
        BigInteger[][] bad = Lattices.bnGls4(x);
        bad[0][0] = bad[0][0].add(one);
        assertThrows(IllegalArgumentException.class, () -> new LatticeDecomposer(r, mu, bad, 1));
        // The right basis with the wrong eigenvalue (the inverse of mu).
        assertThrows(IllegalArgumentException.class,
                () -> new LatticeDecomposer(r, mu.modInverse(r), Lattices.bnGls4(x), 1));
        // G1 parts do not fit one limb.
        BigInteger l = EndoGroups.BN254_G1.mu(), r1 = EndoGroups.BN254_G1.order();
        assertThrows(IllegalArgumentException.class, () -> new LatticeDecomposer(r1, l, Lattices.glv2(r1, l), 1));
    }
}
