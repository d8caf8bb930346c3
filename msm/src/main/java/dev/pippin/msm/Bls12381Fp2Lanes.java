package dev.pippin.msm;

import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;

/**
 * BLS12-381 Fp2 arithmetic on FMA lanes for chains that run whole in the lanes (the
 * multiplications by |x| of {@link Bls12381G2SeedLanes}, the Miller loop of
 * {@link Bls12381MillerLanes}): LANES independent values per operation, one per lane, on the
 * kernels of Bls12381FpLanesPref or Bls12381FpLanes256.
 *
 * <p>Values live in numbered slots of one work array; a slot is an Fp2 value, two kernel blocks
 * (c0, c1), and an Fp value uses a slot's first block. They are in Montgomery form for
 * R' = 2^416, the kernels' own, so that products of products need no correction: {@link #load}
 * multiplies the field class's values (Montgomery form for R = 2^392) by R'^2 / R on the way
 * in, {@link #store} by R on the way out.
 *
 * <p>Bounds. Every product's output is below 2p. The sums ({@link #lin}) are unreduced: each
 * caller's constants (multiples of p) keep them non-negative, and its bounds, noted beside
 * every step, keep every operand of a product below 512p (a negated operand is 512p minus it),
 * far inside what the products take: a sum of two products below 2^21 p^2 &lt; R' p gives an
 * output below 2p.
 *
 * <p>Cost model (8 lanes, BLS12-381, Zen 4): a kernel call (one two-product reduction) about
 * 250-300 ns per 8 lanes; an Fp2 product two calls and one lin52, a square one product, one
 * doubled product and two lin52; a lin52 pair (both components) about 30 ns.
 */
final class Bls12381Fp2Lanes {
    static final int N = Bls12381FpLanesPref.LIMBS, N56 = Bls12381FpLanesPref.N56;
    private static final int L = Bls12381Fp.LIMBS;
    private static final BigInteger P = Bls12381Fp.MODULUS;
    private static final long[] TO_LANES = limbs52(BigInteger.ONE.shiftLeft(2 * 52 * N - 56 * L).mod(P));
    private static final long[] FROM_LANES = limbs52(BigInteger.ONE.shiftLeft(56 * L).mod(P));
    /** 1 in the lanes' Montgomery form: R' mod p. */
    static final long[] ONE = limbs52(BigInteger.ONE.shiftLeft(52 * N).mod(P));
    private static final long[] P52 = limbs52(P);
    static final long[] K0 = new long[N];
    private static final long[] P512 = kp(512);

    /** m p in 52-bit limbs, a constant of {@link #lin}. */
    static long[] kp(int m) {
        return limbs52(P.multiply(BigInteger.valueOf(m)));
    }

    static long[] limbs52(BigInteger v) {
        if (v.signum() < 0 || v.bitLength() > 52 * N) {
            throw new IllegalArgumentException("not a block value");
        }
        long[] r = new long[N];
        for (int j = 0; j < N; j++) {
            r[j] = v.shiftRight(52 * j).longValue() & ((1L << 52) - 1);
        }
        return r;
    }

    final boolean wide;
    final int lanes, blk;
    final double[] w;
    private final long[] ks, st;
    private final int neg, sqs, sqd, cin, cout;

    /** slots: the caller's slots, 0 to slots - 1; five more follow for this class's own use. */
    Bls12381Fp2Lanes(boolean wide, int slots) {
        this.wide = wide;
        this.lanes = wide ? Bls12381FpLanesPref.LANES : Bls12381FpLanes256.LANES;
        this.blk = N * lanes;
        this.w = new double[(slots + 5) * 2 * blk];
        this.ks = new long[wide ? Bls12381FpLanesPref.SCRATCH : Bls12381FpLanes256.SCRATCH];
        this.st = new long[N56 * lanes];
        neg = o(slots);
        sqs = o(slots + 1);
        sqd = o(slots + 2);
        cin = o(slots + 3);
        cout = o(slots + 4);
        broadcast(cin, TO_LANES);
        broadcast(cout, FROM_LANES);
    }

    /** Offset in w of slot s (its c0 block; c1 follows at + blk). */
    int o(int s) {
        return s * 2 * blk;
    }

    /** The block at off = the limbs v in every lane. */
    void broadcast(int off, long[] v) {
        for (int j = 0; j < N; j++) {
            for (int l = 0; l < lanes; l++) {
                w[off + j * lanes + l] = v[j];
            }
        }
    }

    /** Lane l of the block at off = the limbs v. */
    void setLane(int off, int l, long[] v) {
        for (int j = 0; j < N; j++) {
            w[off + j * lanes + l] = v[j];
        }
    }

    /** Block at off = the field class's values src[offs[l]] (lane l; Montgomery form for R), in the lanes' form. */
    void load(int off, long[] src, int[] offs) {
        for (int l = 0; l < lanes; l++) {
            int so = offs[l];
            for (int j = 0; j < N56; j++) {
                st[j * lanes + l] = src[so + j];
            }
        }
        to52(w, off, st);
        fpMul(off, off, cin);
    }

    /** dst[offs[l]] (l below m) = the block at off in the field class's form, below 2p; the block is left in that form. */
    void store(int off, long[] dst, int[] offs, int m) {
        fpMul(off, off, cout);
        from52(st, w, off);
        for (int l = 0; l < m; l++) {
            int d = offs[l];
            for (int j = 0; j < N56; j++) {
                dst[d + j] = st[j * lanes + l];
            }
        }
    }

    /** Whether lane l of the block at off (below 2p) is 0 mod p. */
    boolean zeroModP(int off, int l) {
        boolean zero = true, p = true;
        for (int j = 0; j < N; j++) {
            long v = (long) w[off + j * lanes + l];
            zero &= v == 0;
            p &= v == P52[j];
        }
        return zero || p;
    }

    /** Whether lane l of slot s (both blocks below 2p) is 0 in Fp2. */
    boolean zeroModP2(int s, int l) {
        return zeroModP(o(s), l) && zeroModP(o(s) + blk, l);
    }

    // ------------------------------------------------------------------ Fp2 on slots

    /** Slot r = a * b; r distinct from a and b; operands below 512p. */
    void mul(int r, int a, int b) {
        int a0 = o(a), a1 = a0 + blk, b0 = o(b), b1 = b0 + blk;
        lin52(neg, -1, b1, 0, b1, 0, b1, P512);                    // 512p - b1
        sum(o(r), a0, b0, a1, neg);                                // a0 b0 - a1 b1
        sum(o(r) + blk, a0, b1, a1, b0);                           // a0 b1 + a1 b0
    }

    /** Slot r = a^2 = ((a0 + a1)(a0 - a1), 2 a0 a1); r distinct from a; a below 512p. */
    void sqr(int r, int a) {
        int a0 = o(a), a1 = a0 + blk;
        lin52(sqs, 1, a0, 1, a1, 0, a1, K0);
        lin52(sqd, 1, a0, -1, a1, 0, a1, P512);
        fpMul(o(r), sqs, sqd);
        dbl(o(r) + blk, a0, a1);
    }

    /** Slot r = a * c for the Fp value c (the first block of slot c); r may be a. */
    void mulFp(int r, int a, int c) {
        fpMul(o(r), o(a), o(c));
        fpMul(o(r) + blk, o(a) + blk, o(c));
    }

    /** Slot r = ca a + cb b + cc c + k, both components with the same constant; r may alias any. */
    void lin(int r, long ca, int a, long cb, int b, long cc, int c, long[] k) {
        lin52(o(r), ca, o(a), cb, o(b), cc, o(c), k);
        lin52(o(r) + blk, ca, o(a) + blk, cb, o(b) + blk, cc, o(c) + blk, k);
    }

    /**
     * Slot r = a + xi x (xi = 1 + u: xi x = (x0 - x1, x0 + x1)); x's components below kx, r's
     * below a's bound plus 2 kx; r distinct from x, may be a.
     */
    void addXi(int r, int a, int x, long[] kx) {
        int a0 = o(a), x0 = o(x), x1 = x0 + blk;
        lin52(o(r), 1, a0, 1, x0, -1, x1, kx);
        lin52(o(r) + blk, 1, a0 + blk, 1, x0, 1, x1, K0);
    }

    void copy(int r, int a) {
        System.arraycopy(w, o(a), w, o(r), 2 * blk);
    }

    // ------------------------------------------------------------------ the species, on blocks of w

    void fpMul(int r, int a, int b) {
        if (wide) {
            Bls12381FpLanesPref.mul(w, r, w, a, w, b, ks);
        } else {
            Bls12381FpLanes256.mul(w, r, w, a, w, b, ks);
        }
    }

    private void sum(int r, int a, int b, int c, int e) {
        if (wide) {
            Bls12381FpLanesPref.sum(w, r, w, a, w, b, w, c, w, e, ks);
        } else {
            Bls12381FpLanes256.sum(w, r, w, a, w, b, w, c, w, e, ks);
        }
    }

    private void dbl(int r, int a, int b) {
        if (wide) {
            Bls12381FpLanesPref.dbl(w, r, w, a, w, b, ks);
        } else {
            Bls12381FpLanes256.dbl(w, r, w, a, w, b, ks);
        }
    }

    void lin52(int r, long ca, int a, long cb, int b, long cc, int c, long[] k) {
        if (wide) {
            Bls12381FpLanesPref.lin52(w, r, ca, w, a, cb, w, b, cc, w, c, k);
        } else {
            Bls12381FpLanes256.lin52(w, r, ca, w, a, cb, w, b, cc, w, c, k);
        }
    }

    private void to52(double[] x, int xo, long[] s) {
        if (wide) {
            Bls12381FpLanesPref.to52(x, xo, s, 0);
        } else {
            Bls12381FpLanes256.to52(x, xo, s, 0);
        }
    }

    private void from52(long[] s, double[] x, int xo) {
        if (wide) {
            Bls12381FpLanesPref.from52(s, 0, x, xo);
        } else {
            Bls12381FpLanes256.from52(s, 0, x, xo);
        }
    }
}
