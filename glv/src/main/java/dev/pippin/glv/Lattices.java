package dev.pippin.glv;

import java.math.BigInteger;

/**
 * The short lattice bases behind the decompositions, computed with BigInteger at class
 * initialisation (never on a hot path).
 *
 * <p>For an endomorphism acting as [mu] on the order-r subgroup, a d-dimensional decomposition
 * lives in the lattice L = { v in Z^d : v_0 + v_1 mu + ... + v_(d-1) mu^(d-1) = 0 (mod r) },
 * which has determinant r. A basis of L whose rows are short (about r^(1/d)) lets
 * {@link LatticeDecomposer} round (k, 0, ..., 0) to a nearby lattice point and keep the
 * difference, a vector of parts about r^(1/d) long.
 */
public final class Lattices {
    private Lattices() {}

    /**
     * A reduced basis of the 2-dimensional GLV lattice for eigenvalue lambda, by the extended
     * Euclidean algorithm on (r, lambda) (Gallant, Lambert, Vanstone, "Faster point
     * multiplication on elliptic curves with efficient endomorphisms", CRYPTO 2001, sec. 4).
     * The remainders r_i satisfy s_i r + t_i lambda = r_i, so (r_i, -t_i) lies in L. With l
     * the last index with r_l >= sqrt(r): v1 = (r_(l+1), -t_(l+1)) and v2 the shorter of
     * (r_l, -t_l) and (r_(l+2), -t_(l+2)). Both are about sqrt(r) long.
     */
    public static BigInteger[][] glv2(BigInteger r, BigInteger lambda) {
        BigInteger sqrt = r.sqrt();
        // (remainder, t) pairs of the Euclidean sequence, starting (r, 0), (lambda, 1).
        BigInteger r0 = r, t0 = BigInteger.ZERO, r1 = lambda, t1 = BigInteger.ONE;
        // Advance until r1 is the first remainder below sqrt(r); then r0 = r_l.
        while (r1.compareTo(sqrt) >= 0) {
            BigInteger q = r0.divide(r1);
            BigInteger r2 = r0.subtract(q.multiply(r1)), t2 = t0.subtract(q.multiply(t1));
            r0 = r1; t0 = t1; r1 = r2; t1 = t2;
        }
        BigInteger q = r0.divide(r1);
        BigInteger r2 = r0.subtract(q.multiply(r1)), t2 = t0.subtract(q.multiply(t1));
        BigInteger[] v1 = {r1, t1.negate()};
        BigInteger[] a = {r0, t0.negate()}, b = {r2, t2.negate()};
        BigInteger[] v2 = norm2(a).compareTo(norm2(b)) <= 0 ? a : b;
        return new BigInteger[][] {v1, v2};
    }

    /**
     * A reduced basis of the 4-dimensional GLS lattice of a BN curve's G2 for mu = 6x^2 (the
     * eigenvalue of psi, p = 6x^2 mod r), as polynomials in the BN parameter x. It is the
     * output of LLL on the standard basis (r, 0, 0, 0), (-mu^i mod r, e_i) for bn254's x,
     * written here by glv/gen/gen_lattices.py. Its last two rows are the first two of the basis
     * Galbraith and Scott give for BN curves ("Exponentiation in pairing-friendly groups using
     * homomorphisms", Pairing 2008, sec. 6; constantine lists it for bn254_snarks G2); that
     * basis, as listed there, has determinant -3r, so it spans a sublattice of index 3 and has a
     * longer fourth row (4x + 2). Every entry here is at most 2x + 1, so the parts come out below
     * 2^64.
     */
    public static BigInteger[][] bnGls4(BigInteger x) {
        // BEGIN GENERATED bnGls4 (glv/gen/gen_lattices.py; edit it, then run python3 codegen/generate.py)
        BigInteger x2 = x.shiftLeft(1), one = BigInteger.ONE;
        return new BigInteger[][] {
            {x2.add(one), BigInteger.ZERO, x2, one},
            {x2, x.add(one), x.negate(), x},
            {x.add(one), x, x, x2.negate()},
            {x2.add(one), x.negate(), x.add(one).negate(), x.negate()},
        };
        // END GENERATED bnGls4
    }

    /**
     * A basis of the 4-dimensional GLS lattice of a BLS12 curve's G2 for mu = x (psi acts as
     * [x]; r = x^4 - x^2 + 1): the rows x^i (mu - x) = 0 for i = 0, 1, 2, and
     * 1 - mu^2 + x mu^3 = r = 0. Rounding with it is a balanced base-|x| expansion of k, so the
     * parts are at most about |x| / 2 + 1. These are exactly the rows LLL returns for
     * BLS12-381's x (on the standard basis, as for {@link #bnGls4}), which
     * glv/gen/gen_lattices.py writes here.
     */
    public static BigInteger[][] bls12Gls4(BigInteger x) {
        // BEGIN GENERATED bls12Gls4 (glv/gen/gen_lattices.py; edit it, then run python3 codegen/generate.py)
        BigInteger one = BigInteger.ONE;
        return new BigInteger[][] {
            {x.negate(), one, BigInteger.ZERO, BigInteger.ZERO},
            {BigInteger.ZERO, x.negate(), one, BigInteger.ZERO},
            {BigInteger.ZERO, BigInteger.ZERO, x.negate(), one},
            {one, BigInteger.ZERO, one.negate(), x},
        };
        // END GENERATED bls12Gls4
    }

    /** The determinant of a square integer matrix (cofactor expansion; dimensions up to 4 here). */
    public static BigInteger determinant(BigInteger[][] m) {
        int n = m.length;
        if (n == 1) {
            return m[0][0];
        }
        BigInteger d = BigInteger.ZERO;
        for (int i = 0; i < n; i++) {
            BigInteger c = cofactor(m, i, 0);
            d = d.add(m[i][0].multiply(c));
        }
        return d;
    }

    /** The (row, col) cofactor: (-1)^(row+col) times the minor without that row and column. */
    public static BigInteger cofactor(BigInteger[][] m, int row, int col) {
        int n = m.length;
        BigInteger[][] minor = new BigInteger[n - 1][n - 1];
        for (int i = 0, mi = 0; i < n; i++) {
            if (i == row) {
                continue;
            }
            for (int j = 0, mj = 0; j < n; j++) {
                if (j != col) {
                    minor[mi][mj++] = m[i][j];
                }
            }
            mi++;
        }
        BigInteger d = determinant(minor);
        return ((row + col) & 1) == 0 ? d : d.negate();
    }

    private static BigInteger norm2(BigInteger[] v) {
        BigInteger s = BigInteger.ZERO;
        for (BigInteger c : v) {
            s = s.add(c.multiply(c));
        }
        return s;
    }
}
