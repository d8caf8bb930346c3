package dev.pippin.lanes.kernel;

import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;

/**
 * BLS12-381 field values on FMA lanes for chains that run whole in the lanes (the
 * multiplications by a fixed scalar of {@link Bls12381SeedLanes}, the Miller loop of
 * {@link Bls12381MillerLanes}): LANES independent values per operation, one per lane, on the
 * kernels of Bls12381FpLanesPref or Bls12381FpLanes256. {@link Bls12381FpSlots} and
 * {@link Bls12381Fp2Slots} give the arithmetic of Fp and Fp2 on them, so that one set of point
 * formulas serves G1 and G2.
 *
 * <p>Values live in numbered slots of one work array; a slot is one value of the field, as many
 * kernel blocks as the field has components (Fp2: c0 then c1), and an Fp value may also sit in
 * an Fp2 slot's first block. They are in Montgomery form for
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
 * <p>Cost model (8 lanes, Zen 4): a kernel call (a product, or a two-product reduction) about
 * 250-300 ns per 8 lanes; a lin52 about 15 ns.
 */
public abstract class Bls12381LaneSlots {
    public static final int N = Bls12381FpLanesPref.LIMBS, N56 = Bls12381FpLanesPref.N56;
    private static final int L = Bls12381Fp.LIMBS;
    private static final BigInteger P = Bls12381Fp.MODULUS;
    private static final long[] TO_LANES = limbs52(BigInteger.ONE.shiftLeft(2 * 52 * N - 56 * L).mod(P));
    private static final long[] FROM_LANES = limbs52(BigInteger.ONE.shiftLeft(56 * L).mod(P));
    /** 1 in the lanes' Montgomery form: R' mod p. */
    public static final long[] ONE = limbs52(BigInteger.ONE.shiftLeft(52 * N).mod(P));
    private static final long[] P52 = limbs52(P);
    /**
     * The constants of {@link #lin} carry SLACK 2^52 more in every limb but the top and SLACK less
     * in every limb but the lowest: the same value, but with fewer than SLACK units of negative
     * coefficients every limb's sum stays non-negative, so the kernels carry with logical shifts
     * (one instruction under AVX2, where a 64-bit arithmetic shift takes three or four: unit52x2
     * at 4 lanes 24.3-28.8 against 16.0-21.6 ns a call, a timing loop in docs/LANES.md,
     * "Unsigned carries"). The top limb's sum is the total's, non-negative by the formulas' bounds.
     */
    public static final int SLACK = 64;
    /** 0 as a constant of {@link #lin} (with the slack: not a block value). */
    public static final long[] K0 = constant(BigInteger.ZERO);
    /** 0 as a block value, for {@link #setLane}. */
    public static final long[] ZERO = new long[N];
    public static final long[] P512 = kp(512);

    /** m p, a constant of {@link #lin}. */
    public static long[] kp(int m) {
        return constant(P.multiply(BigInteger.valueOf(m)));
    }

    /** The value v as a constant of {@link #lin}: 52-bit limbs with the slack above. */
    public static long[] constant(BigInteger v) {
        long[] r = limbs52(v);
        for (int j = 0; j < N - 1; j++) {
            r[j] += (long) SLACK << 52;
            r[j + 1] -= SLACK;
        }
        return r;
    }

    public static long[] limbs52(BigInteger v) {
        if (v.signum() < 0 || v.bitLength() > 52 * N) {
            throw new IllegalArgumentException("not a block value");
        }
        long[] r = new long[N];
        for (int j = 0; j < N; j++) {
            r[j] = v.shiftRight(52 * j).longValue() & ((1L << 52) - 1);
        }
        return r;
    }

    public final boolean wide;
    /** Kernel blocks per slot: the field's components. */
    public final int components;
    public final int lanes, blk;
    public final double[] w;
    private final long[] ks, st;
    private final int cin, cout;
    /** Offset of the first of the blocks the subclass keeps for its own temporaries. */
    public final int own;

    /**
     * slots: the caller's slots, 0 to slots - 1; after them two blocks of this class's constants
     * and ownBlocks blocks of the subclass's temporaries.
     */
    /** Lanes of the kernels: the preferred species' (wide) or the 256-bit one's. */
    public static int lanes(boolean wide) {
        return wide ? Bls12381FpLanesPref.LANES : Bls12381FpLanes256.LANES;
    }

    Bls12381LaneSlots(boolean wide, int components, int slots, int ownBlocks) {
        this.wide = wide;
        this.components = components;
        this.lanes = lanes(wide);
        this.blk = N * lanes;
        this.w = new double[(slots * components + 2 + ownBlocks) * blk];
        this.ks = new long[wide ? Bls12381FpLanesPref.SCRATCH : Bls12381FpLanes256.SCRATCH];
        this.st = new long[N56 * lanes];
        cin = o(slots);
        cout = cin + blk;
        own = cout + blk;
        broadcast(cin, TO_LANES);
        broadcast(cout, FROM_LANES);
    }

    /** Offset in w of slot s (its first block; the others follow, blk apart). */
    public final int o(int s) {
        return s * components * blk;
    }

    /** Slot r = a * b; r distinct from a and b; operands below 512p. */
    public abstract void mul(int r, int a, int b);

    /** Slot r = a^2; r distinct from a; a below 512p. */
    public abstract void sqr(int r, int a);

    /** Slot r = ca a + cb b + cc c + k, every component with the same constant; r may alias any. */
    public final void lin(int r, long ca, int a, long cb, int b, long cc, int c, long[] k) {
        for (int i = 0; i < components; i++) {
            lin52(o(r) + i * blk, ca, o(a) + i * blk, cb, o(b) + i * blk, cc, o(c) + i * blk, k);
        }
    }

    /** Whether lane l of slot s (every block below 2p) is 0. */
    public final boolean isZero(int s, int l) {
        for (int i = 0; i < components; i++) {
            if (!zeroModP(o(s) + i * blk, l)) {
                return false;
            }
        }
        return true;
    }

    public final void copy(int r, int a) {
        System.arraycopy(w, o(a), w, o(r), components * blk);
    }

    /** The block at off = the limbs v in every lane. */
    public void broadcast(int off, long[] v) {
        for (int j = 0; j < N; j++) {
            for (int l = 0; l < lanes; l++) {
                w[off + j * lanes + l] = v[j];
            }
        }
    }

    /** Lane l of the block at off = the limbs v. */
    public void setLane(int off, int l, long[] v) {
        for (int j = 0; j < N; j++) {
            if ((v[j] >>> 52) != 0) {
                throw new IllegalArgumentException("limb " + j + " of a block value is not below 2^52 (a lin constant?)");
            }
            w[off + j * lanes + l] = v[j];
        }
    }

    /** Block at off = the field class's values src[offs[l]] (lane l; Montgomery form for R), in the lanes' form. */
    public void load(int off, long[] src, int[] offs) {
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
    public void store(int off, long[] dst, int[] offs, int m) {
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
    public boolean zeroModP(int off, int l) {
        boolean zero = true, p = true;
        for (int j = 0; j < N; j++) {
            long v = (long) w[off + j * lanes + l];
            zero &= v == 0;
            p &= v == P52[j];
        }
        return zero || p;
    }

    // ------------------------------------------------------------------ the species, on blocks of w

    public final void fpMul(int r, int a, int b) {
        if (wide) {
            Bls12381FpLanesPref.mul(w, r, w, a, w, b, ks);
        } else {
            Bls12381FpLanes256.mul(w, r, w, a, w, b, ks);
        }
    }

    /** Block r = a^2 (the square kernel: each cross product once). */
    public final void fpSqr(int r, int a) {
        if (wide) {
            Bls12381FpLanesPref.sqr(w, r, w, a, ks);
        } else {
            Bls12381FpLanes256.sqr(w, r, w, a, ks);
        }
    }

    public final void sum(int r, int a, int b, int c, int e) {
        if (wide) {
            Bls12381FpLanesPref.sum(w, r, w, a, w, b, w, c, w, e, ks);
        } else {
            Bls12381FpLanes256.sum(w, r, w, a, w, b, w, c, w, e, ks);
        }
    }

    public final void dbl(int r, int a, int b) {
        if (wide) {
            Bls12381FpLanesPref.dbl(w, r, w, a, w, b, ks);
        } else {
            Bls12381FpLanes256.dbl(w, r, w, a, w, b, ks);
        }
    }

    /**
     * Block r = ca a + cb b + cc c + k, k made by {@link #constant} (or {@link #kp}, {@link #K0}).
     * Terms with coefficient 0 are left out and coefficients of
     * +-1 take the kernels without multiplications (unit52x1-3; a 64-bit lane multiplication is
     * several instructions under AVX2), one term with another coefficient lin52x1.
     */
    public final void lin52(int r, long ca, int a, long cb, int b, long cc, int c, long[] k) {
        if (Math.max(0, -ca) + Math.max(0, -cb) + Math.max(0, -cc) >= SLACK) {
            throw new IllegalArgumentException("negative coefficients " + ca + ", " + cb + ", " + cc + " reach the constants' slack " + SLACK);
        }
        if (ca == 0) {                                  // the non-zero terms to the front
            ca = cb; a = b; cb = cc; b = c; cc = 0;
        }
        if (ca == 0) {
            ca = cb; a = b; cb = 0;
        }
        if (cb == 0) {
            cb = cc; b = c; cc = 0;
        }
        if (ca == 0) {
            general(r, 0, a, 0, a, 0, a, k);            // no term: r = k
        } else if (Math.abs(ca) > 1 || Math.abs(cb) > 1 || Math.abs(cc) > 1) {
            if (cb == 0) {
                scaled(r, ca, a, k);
            } else {
                general(r, ca, a, cb, b, cc, c, k);
            }
        } else if (cb == 0) {
            unit(r, ca >> 1, a, k);
        } else if (cc == 0) {
            unit(r, ca >> 1, a, cb >> 1, b, k);
        } else {
            unit(r, ca >> 1, a, cb >> 1, b, cc >> 1, c, k);
        }
    }

    private void general(int r, long ca, int a, long cb, int b, long cc, int c, long[] k) {
        if (wide) {
            Bls12381FpLanesPref.lin52(w, r, ca, w, a, cb, w, b, cc, w, c, k);
        } else {
            Bls12381FpLanes256.lin52(w, r, ca, w, a, cb, w, b, cc, w, c, k);
        }
    }

    private void scaled(int r, long ca, int a, long[] k) {
        if (wide) {
            Bls12381FpLanesPref.lin52x1(w, r, ca, w, a, k);
        } else {
            Bls12381FpLanes256.lin52x1(w, r, ca, w, a, k);
        }
    }

    // The sign masks: c >> 1 is 0 for c = 1 and -1 for c = -1.
    private void unit(int r, long sa, int a, long[] k) {
        if (wide) {
            Bls12381FpLanesPref.unit52x1(w, r, sa, w, a, k);
        } else {
            Bls12381FpLanes256.unit52x1(w, r, sa, w, a, k);
        }
    }

    private void unit(int r, long sa, int a, long sb, int b, long[] k) {
        if (wide) {
            Bls12381FpLanesPref.unit52x2(w, r, sa, w, a, sb, w, b, k);
        } else {
            Bls12381FpLanes256.unit52x2(w, r, sa, w, a, sb, w, b, k);
        }
    }

    private void unit(int r, long sa, int a, long sb, int b, long sc, int c, long[] k) {
        if (wide) {
            Bls12381FpLanesPref.unit52x3(w, r, sa, w, a, sb, w, b, sc, w, c, k);
        } else {
            Bls12381FpLanes256.unit52x3(w, r, sa, w, a, sb, w, b, sc, w, c, k);
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
