package dev.pippin.glv;

import java.math.BigInteger;

/**
 * Splits a scalar k into d = 2 or 4 signed parts with k = k_0 + k_1 mu + ... + k_(d-1) mu^(d-1)
 * (mod r), by Babai rounding against a short basis of the lattice of {@link Lattices}, with
 * limb arithmetic only (no BigInteger, no allocation, no division on the hot path).
 *
 * <p>The method (GLV 2001 sec. 4; Galbraith, Lin, Scott, "Endomorphisms for faster elliptic curve
 * cryptography on a large class of curves", EUROCRYPT 2009, sec. 4 for d = 4). With basis rows
 * v_0..v_(d-1) (determinant +-r), write (k, 0, ..., 0) = sum beta_i v_i; Cramer's rule gives
 * beta_i = k l_i / r with l_i = C_(i,0) r / det (C the cofactor matrix), integers of at most
 * 190 bits. Round each beta_i to an integer c_i and keep the remainder
 * <pre>
 *   k_j = [j = 0] k - sum_i c_i v_ij.
 * </pre>
 * The congruence holds exactly whatever the c_i: every v_i is in the lattice, so
 * sum_j k_j mu^j = k - sum_i c_i (sum_j v_ij mu^j) = k (mod r). Only the size of the parts depends
 * on the rounding: k_j = sum_i (beta_i - c_i) v_ij, so |k_j| <= e sum_i |v_ij| when every
 * |beta_i - c_i| <= e.
 *
 * <p>Division-free rounding: g_i = round(2^320 l_i / r) is precomputed, and
 * c_i = round(k g_i / 2^320) = floor((k |g_i| + 2^319) / 2^320), with the sign of g_i, by one
 * product-scanning multiplication. For every k below 2^256,
 * |k g_i / 2^320 - beta_i| <= k / 2^321 < 2^-65, so e = 1/2 + 2^-65 and
 * <pre>
 *   |k_j| <= (1/2 + 2^-65) sum_i |v_ij|           ({@link #bound(int)}).
 * </pre>
 * That bound holds for every k < 2^256, reduced mod r or not, and the constructor checks that it
 * is below 2^127: the parts are then computed exactly in two's complement mod 2^128 (only c_i mod
 * 2^128 and v_ij mod 2^128 are needed), and the top bit is the sign.
 *
 * <p>Output layout: part j's magnitude |k_j| as {@link #partLimbs()} little-endian limbs at
 * parts[po + j * partLimbs()], and bit j of the returned int set when k_j < 0. The constructor
 * also checks that every bound fits partLimbs limbs.
 *
 * <p>Cost: d products of 4 x 5 limbs (19 limb products, both halves but for the last column)
 * and d^2 products mod 2^128 (3 multiplications each): about 60 multiplications for d = 2 and 150
 * for d = 4. The product is unrolled (glv/gen/unroll_decompose.py) and every carry, borrow and
 * sign is computed rather than branched on: as loops with data-dependent bounds and branches the
 * bn254 G1 decomposition took 182-212 ns, branch-free loops 112-131 ns, unrolled 77-90 ns
 * (DecP probe, 2^14 scalars per round, JDK 25, shared 2-core EPYC).
 */
public final class LatticeDecomposer {
    /** The rounding shift m = 64 SHIFT: 2^-65 of headroom over 256-bit scalars (see above). */
    static final int SHIFT = 5;
    private static final long HALF = 0x8000000000000000L;

    private final int dim;
    private final int partLimbs;
    /** Rows of the basis, each entry mod 2^128 as (lo, hi): v[2 (i dim + j)], v[2 (i dim + j) + 1]. */
    private final long[] v;
    /**
     * Limbs of every |g_i| (zero-padded): a constant, so that {@link #decompose} runs one unrolled
     * product for every group. The largest constant, BLS12-381 G2's, has 257 bits.
     */
    static final int G_LIMBS = 5;
    /** |g_i| as G_LIMBS little-endian limbs at g[i G_LIMBS]; bit i of gNeg set when g_i < 0. */
    private final long[] g;
    private final int gNeg;
    private final BigInteger[] bounds;
    private final BigInteger[][] basis;

    /**
     * @param order the group order r (prime)
     * @param mu the eigenvalue of the endomorphism
     * @param basis d rows of d integers, every row in the lattice of mu, determinant +-r
     * @param partLimbs limbs per part magnitude in the output (1 or 2)
     * @throws IllegalArgumentException if the basis is not a basis of that lattice, or a part
     *     bound does not fit partLimbs limbs or 127 bits
     */
    public LatticeDecomposer(BigInteger order, BigInteger mu, BigInteger[][] basis, int partLimbs) {
        int d = basis.length;
        if (d != 2 && d != 4) {
            throw new IllegalArgumentException("dimension " + d + " (2 or 4 supported)");
        }
        if (partLimbs != 1 && partLimbs != 2) {
            throw new IllegalArgumentException("partLimbs " + partLimbs);
        }
        for (BigInteger[] row : basis) {
            if (row.length != d) {
                throw new IllegalArgumentException("basis is not square");
            }
            BigInteger s = BigInteger.ZERO, m = BigInteger.ONE;
            for (BigInteger c : row) {
                s = s.add(c.multiply(m));
                m = m.multiply(mu).mod(order);
            }
            if (s.mod(order).signum() != 0) {
                throw new IllegalArgumentException("basis row outside the lattice of mu");
            }
        }
        BigInteger det = Lattices.determinant(basis);
        if (!det.abs().equals(order)) {
            // Rows in the lattice with |det| = r span all of it (the lattice has index r in Z^d).
            throw new IllegalArgumentException("basis determinant " + det + " is not +-r");
        }
        this.dim = d;
        this.partLimbs = partLimbs;
        this.basis = new BigInteger[d][];
        for (int i = 0; i < d; i++) {
            this.basis[i] = basis[i].clone();
        }
        BigInteger mod128 = BigInteger.ONE.shiftLeft(128);
        this.v = new long[2 * d * d];
        for (int i = 0; i < d; i++) {
            for (int j = 0; j < d; j++) {
                BigInteger e = basis[i][j].mod(mod128);
                v[2 * (i * d + j)] = e.longValue();
                v[2 * (i * d + j) + 1] = e.shiftRight(64).longValue();
            }
        }
        // beta = k e_0 B^-1 = k (C_(0,0), ..., C_(d-1,0)) / det, so l_i = C_(i,0) sign(det).
        BigInteger[] gs = new BigInteger[d];
        int maxBits = 0;
        int neg = 0;
        for (int i = 0; i < d; i++) {
            BigInteger l = Lattices.cofactor(basis, i, 0);
            if (det.signum() < 0) {
                l = l.negate();
            }
            BigInteger num = l.abs().shiftLeft(64 * SHIFT);
            BigInteger[] qr = num.divideAndRemainder(order);
            BigInteger gi = qr[1].shiftLeft(1).compareTo(order) >= 0 ? qr[0].add(BigInteger.ONE) : qr[0];
            gs[i] = gi;
            if (l.signum() < 0) {
                neg |= 1 << i;
            }
            maxBits = Math.max(maxBits, gi.bitLength());
        }
        if (maxBits > 64 * G_LIMBS) {
            throw new IllegalArgumentException("a rounding constant of " + maxBits + " bits exceeds " + G_LIMBS + " limbs");
        }
        this.gNeg = neg;
        this.g = new long[d * G_LIMBS];
        for (int i = 0; i < d; i++) {
            for (int t = 0; t < G_LIMBS; t++) {
                g[i * G_LIMBS + t] = gs[i].shiftRight(64 * t).longValue();
            }
        }
        // |k_j| <= (1/2 + 2^-65) S_j = S_j (2^64 + 1) / 2^65, S_j = sum_i |v_ij|; parts are integers.
        this.bounds = new BigInteger[d];
        for (int j = 0; j < d; j++) {
            BigInteger sj = BigInteger.ZERO;
            for (int i = 0; i < d; i++) {
                sj = sj.add(basis[i][j].abs());
            }
            bounds[j] = sj.multiply(BigInteger.ONE.shiftLeft(64).add(BigInteger.ONE)).shiftRight(65);
            if (bounds[j].bitLength() > Math.min(127, 64 * partLimbs)) {
                throw new IllegalArgumentException("part " + j + " bound " + bounds[j].toString(16)
                        + " does not fit " + partLimbs + " limbs");
            }
        }
    }

    /** Number of parts (2 for GLV on G1, 4 for GLS on G2). */
    public int dimension() {
        return dim;
    }

    /** Limbs per part magnitude in the output of {@link #decompose}. */
    public int partLimbs() {
        return partLimbs;
    }

    /** The proven bound on |k_j| for every input k below 2^256 (see the class comment). */
    public BigInteger bound(int j) {
        return bounds[j];
    }

    /** The largest bit length of a part magnitude: every |k_j| is below 2^partBits(). */
    public int partBits() {
        int b = 0;
        for (BigInteger x : bounds) {
            b = Math.max(b, x.bitLength());
        }
        return b;
    }

    /** A copy of basis row i. */
    public BigInteger[] basisRow(int i) {
        return basis[i].clone();
    }

    /** The rounding constant g_i = round(2^320 l_i / r), with its sign. */
    public BigInteger roundingConstant(int i) {
        BigInteger x = BigInteger.ZERO;
        for (int t = G_LIMBS - 1; t >= 0; t--) {
            x = x.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(g[i * G_LIMBS + t])));
        }
        return ((gNeg >>> i) & 1) != 0 ? x.negate() : x;
    }

    /**
     * Writes the parts of k (four little-endian limbs at k[ko], any value below 2^256) as
     * magnitudes at parts[po] (dimension() x partLimbs() limbs, part 0 first) and returns the
     * signs (bit j set when part j is negative). Then k = sum_j (-1)^(sign j) |k_j| mu^j (mod r).
     */
    public int decompose(long[] k, int ko, long[] parts, int po) {
        final int d = dim;
        // Accumulators k_j mod 2^128, as (lo, hi): k_0 starts at k mod 2^128.
        final long k0 = k[ko], k1 = k[ko + 1], k2 = k[ko + 2], k3 = k[ko + 3];
        long a0 = k0, a0h = k1, a1 = 0, a1h = 0, a2 = 0, a2h = 0, a3 = 0, a3h = 0;
        for (int i = 0; i < d; i++) {
            // c = floor((k |g_i| + 2^319) / 2^320) mod 2^128, by columns (product scanning) with a
            // three-word accumulator (t0, t1, t2); columns 5 and 6 are the two limbs wanted.
            // BEGIN GENERATED product (glv/gen/unroll_decompose.py; edit it, then run python3 codegen/generate.py)
            final int go = i * G_LIMBS;
            final long g0 = g[go], g1 = g[go + 1], g2 = g[go + 2], g3 = g[go + 3], g4 = g[go + 4];
            long t0 = 0, t1 = 0, t2 = 0, pl, ph, s0, s1;
            // column 0
            pl = k0 * g0;
            ph = Math.unsignedMultiplyHigh(k0, g0);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            t0 = t1;
            t1 = t2;
            t2 = 0;
            // column 1
            pl = k0 * g1;
            ph = Math.unsignedMultiplyHigh(k0, g1);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k1 * g0;
            ph = Math.unsignedMultiplyHigh(k1, g0);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            t0 = t1;
            t1 = t2;
            t2 = 0;
            // column 2
            pl = k0 * g2;
            ph = Math.unsignedMultiplyHigh(k0, g2);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k1 * g1;
            ph = Math.unsignedMultiplyHigh(k1, g1);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k2 * g0;
            ph = Math.unsignedMultiplyHigh(k2, g0);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            t0 = t1;
            t1 = t2;
            t2 = 0;
            // column 3
            pl = k0 * g3;
            ph = Math.unsignedMultiplyHigh(k0, g3);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k1 * g2;
            ph = Math.unsignedMultiplyHigh(k1, g2);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k2 * g1;
            ph = Math.unsignedMultiplyHigh(k2, g1);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k3 * g0;
            ph = Math.unsignedMultiplyHigh(k3, g0);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            t0 = t1;
            t1 = t2;
            t2 = 0;
            // column 4
            pl = k0 * g4;
            ph = Math.unsignedMultiplyHigh(k0, g4);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k1 * g3;
            ph = Math.unsignedMultiplyHigh(k1, g3);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k2 * g2;
            ph = Math.unsignedMultiplyHigh(k2, g2);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k3 * g1;
            ph = Math.unsignedMultiplyHigh(k3, g1);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            s0 = t0 + HALF; // + 2^319: round to nearest
            pl = carry(t0, HALF, s0);
            s1 = t1 + pl;
            t2 += carry(t1, pl, s1);
            t0 = s1;
            t1 = t2;
            t2 = 0;
            // column 5
            pl = k1 * g4;
            ph = Math.unsignedMultiplyHigh(k1, g4);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k2 * g3;
            ph = Math.unsignedMultiplyHigh(k2, g3);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            pl = k3 * g2;
            ph = Math.unsignedMultiplyHigh(k3, g2);
            s0 = t0 + pl;
            ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow
            s1 = t1 + ph;
            t2 += carry(t1, ph, s1);
            t0 = s0;
            t1 = s1;
            long c = t0;
            t0 = t1;
            t1 = t2;
            t2 = 0;
            // column 6
            t0 += k2 * g4;
            t0 += k3 * g3;
            long ch = t0;
            // END GENERATED product
            if (((gNeg >>> i) & 1) != 0) {
                c = -c;
                ch = ~ch + (1 - ((c | -c) >>> 63)); // +1 when the negated low word is 0, without a branch
            }
            // k_j -= c v_ij (mod 2^128).
            int vo = 2 * i * d;
            long vl = v[vo], vh = v[vo + 1];
            pl = c * vl;
            ph = Math.unsignedMultiplyHigh(c, vl) + c * vh + ch * vl;
            a0h -= ph + borrow(a0, pl, a0 - pl);
            a0 -= pl;
            vl = v[vo + 2];
            vh = v[vo + 3];
            pl = c * vl;
            ph = Math.unsignedMultiplyHigh(c, vl) + c * vh + ch * vl;
            a1h -= ph + borrow(a1, pl, a1 - pl);
            a1 -= pl;
            if (d == 4) {
                vl = v[vo + 4];
                vh = v[vo + 5];
                pl = c * vl;
                ph = Math.unsignedMultiplyHigh(c, vl) + c * vh + ch * vl;
                a2h -= ph + borrow(a2, pl, a2 - pl);
                a2 -= pl;
                vl = v[vo + 6];
                vh = v[vo + 7];
                pl = c * vl;
                ph = Math.unsignedMultiplyHigh(c, vl) + c * vh + ch * vl;
                a3h -= ph + borrow(a3, pl, a3 - pl);
                a3 -= pl;
            }
        }
        final int pl = partLimbs;
        int signs = emit(a0, a0h, parts, po, pl, 1) | emit(a1, a1h, parts, po + pl, pl, 2);
        if (d == 4) {
            signs |= emit(a2, a2h, parts, po + 2 * pl, pl, 4) | emit(a3, a3h, parts, po + 3 * pl, pl, 8);
        }
        return signs;
    }

    /** The borrow out of d = x - y (mod 2^64): 1 when y &gt; x (unsigned). */
    private static long borrow(long x, long y, long d) {
        return ((~x & y) | ((~x | y) & d)) >>> 63;
    }

    /** The carry out of s = x + y (mod 2^64): 1 when the sum wrapped. */
    private static long carry(long x, long y, long s) {
        return ((x & y) | ((x | y) & ~s)) >>> 63;
    }

    /** Writes |(hi, lo)| (a two's-complement 128-bit value) in partLimbs limbs; returns bit if negative. */
    private static int emit(long lo, long hi, long[] parts, int at, int partLimbs, int bit) {
        // branch-free, as the carries above: the sign is a coin flip per part
        long m = hi >> 63;                              // all ones when negative
        lo = (lo ^ m) - m;                              // -lo when negative
        hi = (hi ^ m) + (m & (1 - ((lo | -lo) >>> 63))); // ~hi, +1 when the negated lo is 0
        parts[at] = lo;
        if (partLimbs == 2) {
            parts[at + 1] = hi;
        }
        return bit & (int) m;
    }
}
