package dev.pippin.msm;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;

/**
 * [|x|] P for many BLS12-381 G2 points at once, one point per FMA lane: the multiplication by the
 * curve parameter that the subgroup checks and the cofactor clearing of a batch of signatures
 * and hashes run on, in lockstep over the bits of {@link Bls12381G2#SEED_ABS} (63 doublings, 5
 * mixed additions, the same schedule in every lane). The scalar {@link Bls12381G2#mulSeedAbs}
 * is the reference: the results are the same points.
 *
 * <p>The chain runs whole in the lanes' form: Fp values as kernel blocks (52-bit limbs in
 * doubles, Bls12381FpLanesPref or Bls12381FpLanes256), in Montgomery form for R' = 2^416 (the
 * kernels' own, so products of products need no correction): one product with R'^2 / R per
 * coordinate on the way in and one with R per coordinate on the way out. The sums between the
 * products are the kernels' lin52, unreduced; each formula's constants (multiples of p) keep
 * them non-negative, and the bounds, noted beside every step, keep every value below 64p, far
 * inside what the products take (a sum of two products below 2^13 p^2 &lt; R' p).
 *
 * <p>Cost model (8 lanes, kernel calls per lane group; an Fp2 product = two two-product
 * reductions, an Fp2 square = one product and one doubled product): doubling (EFD dbl-2009-l)
 * 2M + 5S = 14 calls and 10 lin52 pairs; mixed addition (madd-2007-bl) 7M + 4S = 22 calls and
 * 10 lin52 pairs, of which the chain has 5; so about 1 000 kernel calls per group against
 * 8 x 68 scalar point operations of 3-5 Fp2 products each.
 *
 * <p>Lanes whose points make an addition exceptional (the running point at infinity, or equal
 * to plus or minus the base: possible only for points of small order, never in the subgroup or
 * for a random point) and lanes of the point at infinity are redone by the scalar
 * multiplication, which handles those cases; so is a result at infinity.
 */
final class Bls12381G2SeedLanes {
    private static final int N = Bls12381FpLanesPref.LIMBS, N56 = Bls12381FpLanesPref.N56;
    private static final int L = Bls12381Fp.LIMBS, COORD = Bls12381G2.COORD;
    private static final int AFF = Bls12381G2.AFFINE, JAC = Bls12381G2.JACOBIAN;

    /**
     * Fewest points of a last, partial lane group that run on the lanes; fewer go to the scalar
     * multiplication. A full 8-lane group costs about what three scalar multiplications do
     * (Zen 4, JDK 25; docs/PAIRING.md, "The multiplications by |x| on lanes").
     */
    static final int MIN_LANE_POINTS = 3;

    private static final BigInteger P = Bls12381Fp.MODULUS;
    private static final long[] TO_LANES = limbs52(BigInteger.ONE.shiftLeft(2 * 52 * N - 56 * L).mod(P));
    private static final long[] FROM_LANES = limbs52(BigInteger.ONE.shiftLeft(56 * L).mod(P));
    private static final long[] ONE = limbs52(BigInteger.ONE.shiftLeft(52 * N).mod(P));
    private static final long[] P52 = limbs52(P);
    private static final long[] K0 = new long[N], P4 = kp(4), P6 = kp(6), P8 = kp(8), P16 = kp(16), P24 = kp(24),
            P26 = kp(26), P36 = kp(36), P64 = kp(64);

    private static long[] kp(int m) {
        return limbs52(P.multiply(BigInteger.valueOf(m)));
    }

    private static long[] limbs52(BigInteger v) {
        long[] r = new long[N];
        for (int j = 0; j < N; j++) {
            r[j] = v.shiftRight(52 * j).longValue() & ((1L << 52) - 1);
        }
        if (v.bitLength() > 52 * N) {
            throw new AssertionError("constant wider than a block");
        }
        return r;
    }

    private final boolean wide;
    private final int lanes, blk;
    private final double[] w;
    private final long[] ks, st;
    private final boolean[] redo;

    // Fp2 slots of w (two blocks each): the running point, the base, temporaries, constants.
    private static final int X = 0, Y = 1, Z = 2, BX = 3, BY = 4, A = 5, B = 6, CC = 7, T = 8, T2 = 9, D = 10, E = 11, F = 12,
            ZN = 13, W = 14, EW = 15, NEG = 16, SQS = 17, SQD = 18, ZZ = 19, U2 = 20, S2 = 21, H = 22, HH = 23, I = 24,
            J = 25, RR = 26, V = 27, R2 = 28, P1 = 29, Q = 30, U = 31, U2Q = 32, CIN = 33, COUT = 34, CONE = 35;
    private static final int SLOTS = 36;

    private Bls12381G2SeedLanes(boolean wide) {
        this.wide = wide;
        this.lanes = wide ? Bls12381FpLanesPref.LANES : Bls12381FpLanes256.LANES;
        this.blk = N * lanes;
        this.w = new double[SLOTS * 2 * blk];
        this.ks = new long[wide ? Bls12381FpLanesPref.SCRATCH : Bls12381FpLanes256.SCRATCH];
        this.st = new long[N56 * lanes];
        this.redo = new boolean[lanes];
        broadcast(CIN, TO_LANES);
        broadcast(COUT, FROM_LANES);
        broadcast(CONE, ONE);
    }

    /** Fills the first block of slot s with the limbs v in every lane (the second block stays zero). */
    private void broadcast(int s, long[] v) {
        for (int j = 0; j < N; j++) {
            for (int l = 0; l < lanes; l++) {
                w[o(s) + j * lanes + l] = v[j];
            }
        }
    }

    /** {@link Bls12381G2Batch#mulSeedAbs}. */
    static void mulSeedAbs(long[] r, int ro, long[] a, int ao, int count, MsmOptions options) {
        int kernel = kernel(options.lanes());
        if (kernel == Lanes.OFF || count < MIN_LANE_POINTS) {
            scalar(r, ro, a, ao, 0, count);
            return;
        }
        new Bls12381G2SeedLanes(kernel != Lanes.SPECIES_256).run(r, ro, a, ao, count);
    }

    /** The kernel for a mode: AUTO's lanes only once the G2 lanes are hot (compiled and measured faster). */
    static int kernel(MsmOptions.Lanes mode) {
        int k = Lanes.resolve(mode);
        if (k == Lanes.AUTO_PREFERRED && !LaneWarmup.hot(MsmGroup.BLS12_381_G2)) {
            return Lanes.OFF;
        }
        return k;
    }

    private static void scalar(long[] r, int ro, long[] a, int ao, int from, int to) {
        long[] s = new long[Bls12381G2.SCRATCH];
        for (int i = from; i < to; i++) {
            Bls12381G2.mulSeedAbs(r, ro + i * JAC, a, ao + i * AFF, s);
        }
    }

    /** As {@link #mulSeedAbs} on the given species; returns how many lanes the scalar multiplication redid. */
    static int laneRun(long[] r, int ro, long[] a, int ao, int count, boolean wide) {
        return new Bls12381G2SeedLanes(wide).run(r, ro, a, ao, count);
    }

    private int run(long[] r, int ro, long[] a, int ao, int count) {
        long[] s = new long[Bls12381G2.SCRATCH];
        int redone = 0;
        for (int from = 0; from < count; from += lanes) {
            int m = Math.min(lanes, count - from);
            if (m < MIN_LANE_POINTS) {
                scalar(r, ro, a, ao, from, count);
                return redone;
            }
            group(r, ro, a, ao, from, m);
            for (int l = 0; l < m; l++) {
                if (redo[l]) {
                    Bls12381G2.mulSeedAbs(r, ro + (from + l) * JAC, a, ao + (from + l) * AFF, s);
                    redone++;
                }
            }
        }
        return redone;
    }

    /** The m points from `from` in one lane group (lanes past m repeat the last point). */
    private void group(long[] r, int ro, long[] a, int ao, int from, int m) {
        for (int l = 0; l < lanes; l++) {
            int i = from + Math.min(l, m - 1);
            redo[l] = Bls12381G2.isInfinity(a, ao + i * AFF);
        }
        for (int c = 0; c < 4; c++) {                       // x0, x1, y0, y1
            for (int l = 0; l < lanes; l++) {
                int src = ao + (from + Math.min(l, m - 1)) * AFF + c * L;
                for (int j = 0; j < N56; j++) {
                    st[j * lanes + l] = a[src + j];
                }
            }
            int dst = o(BX) + c * blk;                      // BX and BY are adjacent slots
            to52(w, dst, st);
            mul(w, dst, w, dst, w, o(CIN));                 // x R  ->  x R'
        }
        System.arraycopy(w, o(BX), w, o(X), 4 * blk);       // T = (x, y, 1)
        System.arraycopy(w, o(CONE), w, o(Z), 2 * blk);
        for (int i = 62; i >= 0; i--) {
            doubling();
            if (((Bls12381G2.SEED_ABS >>> i) & 1) != 0) {
                addBase();
            }
        }
        for (int c = 0; c < 6; c++) {                       // X, Y, Z: R' -> R, out of the lanes
            int src = o(X) + c * blk;
            mul(w, src, w, src, w, o(COUT));
            from52(st, w, src);
            for (int l = 0; l < m; l++) {
                int dst = ro + (from + l) * JAC + c * L;
                for (int j = 0; j < N56; j++) {
                    r[dst + j] = st[j * lanes + l];
                }
            }
        }
        flagZero(Z);                                        // infinity: below 2p now, and redone
    }

    /** T = 2T (dbl-2009-l). In: X below 26p, Y below 18p, Z below 6p; out: X below 26p, Y below 18p, Z below 4p. */
    private void doubling() {
        sqr(A, X);                                  // A = X^2            < 2p
        sqr(B, Y);                                  // B = Y^2            < 2p
        sqr(CC, B);                                 // C = B^2            < 2p
        lin(T, 1, X, 1, B, 0, B, K0);               // X + B              < 28p
        sqr(T2, T);
        lin(D, 2, T2, -2, A, -2, CC, P8);           // D = 2((X+B)^2 - A - C)   < 12p
        lin(E, 3, A, 0, A, 0, A, K0);               // E = 3A             < 6p
        sqr(F, E);                                  // F = E^2            < 2p
        mul(ZN, Y, Z);
        lin(Z, 2, ZN, 0, ZN, 0, ZN, K0);            // Z3 = 2 Y Z         < 4p
        lin(X, 1, F, -2, D, 0, D, P24);             // X3 = F - 2D        < 26p
        lin(W, 1, D, -1, X, 0, X, P26);             // D - X3             < 38p
        mul(EW, E, W);
        lin(Y, 1, EW, -8, CC, 0, CC, P16);          // Y3 = E (D - X3) - 8C   < 18p
    }

    /**
     * T = T + (BX, BY) (madd-2007-bl). In: X below 26p, Y below 18p, Z below 4p; out: X below 8p,
     * Y below 6p, Z below 6p. Flags the lanes where Z = 0 or H = 0 (the formula does not hold).
     */
    private void addBase() {
        sqr(ZZ, Z);                                 // Z1Z1               < 2p
        mul(U2, BX, ZZ);                            // U2 = x2 Z1Z1       < 2p
        mul(U2Q, Z, ZZ);
        mul(S2, BY, U2Q);                           // S2 = y2 Z1 Z1Z1    < 2p
        lin(H, 1, U2, -1, X, 0, X, P26);            // H = U2 - X1        < 28p
        sqr(HH, H);                                 // HH                 < 2p
        flagZero(ZZ);
        flagZero(HH);
        lin(I, 4, HH, 0, HH, 0, HH, K0);            // I = 4 HH           < 8p
        mul(J, H, I);                               // J = H I            < 2p
        lin(RR, 2, S2, -2, Y, 0, Y, P36);           // r = 2 (S2 - Y1)    < 40p
        mul(V, X, I);                               // V = X1 I           < 2p
        sqr(R2, RR);
        lin(X, 1, R2, -1, J, -2, V, P6);            // X3 = r^2 - J - 2V  < 8p
        lin(W, 1, V, -1, X, 0, X, P8);              // V - X3             < 10p
        mul(P1, RR, W);
        mul(Q, Y, J);
        lin(Y, 1, P1, -2, Q, 0, Q, P4);             // Y3 = r (V - X3) - 2 Y1 J   < 6p
        lin(U, 1, Z, 1, H, 0, H, K0);               // Z1 + H             < 32p
        sqr(U2Q, U);
        lin(Z, 1, U2Q, -1, ZZ, -1, HH, P4);         // Z3 = (Z1 + H)^2 - Z1Z1 - HH   < 6p
    }

    /** Flags every lane where the Fp2 value of slot s (both blocks below 2p) is 0 mod p. */
    private void flagZero(int s) {
        for (int l = 0; l < lanes; l++) {
            if (!redo[l] && zeroModP(o(s), l) && zeroModP(o(s) + blk, l)) {
                redo[l] = true;
            }
        }
    }

    private boolean zeroModP(int off, int l) {
        boolean zero = true, p = true;
        for (int j = 0; j < N; j++) {
            long v = (long) w[off + j * lanes + l];
            zero &= v == 0;
            p &= v == P52[j];
        }
        return zero || p;
    }

    private int o(int slot) {
        return slot * 2 * blk;
    }

    // ------------------------------------------------------------------ Fp2 on the blocks

    /** Slot r = a * b; r distinct from a and b; operands below 64p. */
    private void mul(int r, int a, int b) {
        int a0 = o(a), a1 = a0 + blk, b0 = o(b), b1 = b0 + blk, n = o(NEG);
        lin52(w, n, -1, w, b1, 0, w, b1, 0, w, b1, P64);           // 64p - b1
        sum(w, o(r), w, a0, w, b0, w, a1, w, n);                   // a0 b0 - a1 b1
        sum(w, o(r) + blk, w, a0, w, b1, w, a1, w, b0);            // a0 b1 + a1 b0
    }

    /** Slot r = a^2 = ((a0 + a1)(a0 - a1), 2 a0 a1); r distinct from a; a below 64p. */
    private void sqr(int r, int a) {
        int a0 = o(a), a1 = a0 + blk;
        lin52(w, o(SQS), 1, w, a0, 1, w, a1, 0, w, a1, K0);
        lin52(w, o(SQD), 1, w, a0, -1, w, a1, 0, w, a1, P64);
        mul(w, o(r), w, o(SQS), w, o(SQD));
        dbl(w, o(r) + blk, w, a0, w, a1);
    }

    /** Slot r = ca a + cb b + cc c + k, both components with the same constant. */
    private void lin(int r, long ca, int a, long cb, int b, long cc, int c, long[] k) {
        lin52(w, o(r), ca, w, o(a), cb, w, o(b), cc, w, o(c), k);
        lin52(w, o(r) + blk, ca, w, o(a) + blk, cb, w, o(b) + blk, cc, w, o(c) + blk, k);
    }

    // ------------------------------------------------------------------ the species

    private void mul(double[] r, int ro, double[] a, int ao, double[] b, int bo) {
        if (wide) {
            Bls12381FpLanesPref.mul(r, ro, a, ao, b, bo, ks);
        } else {
            Bls12381FpLanes256.mul(r, ro, a, ao, b, bo, ks);
        }
    }

    private void sum(double[] r, int ro, double[] a, int ao, double[] b, int bo, double[] c, int co, double[] e, int eo) {
        if (wide) {
            Bls12381FpLanesPref.sum(r, ro, a, ao, b, bo, c, co, e, eo, ks);
        } else {
            Bls12381FpLanes256.sum(r, ro, a, ao, b, bo, c, co, e, eo, ks);
        }
    }

    private void dbl(double[] r, int ro, double[] a, int ao, double[] b, int bo) {
        if (wide) {
            Bls12381FpLanesPref.dbl(r, ro, a, ao, b, bo, ks);
        } else {
            Bls12381FpLanes256.dbl(r, ro, a, ao, b, bo, ks);
        }
    }

    private void lin52(double[] r, int ro, long ca, double[] a, int ao, long cb, double[] b, int bo, long cc, double[] c, int co, long[] k) {
        if (wide) {
            Bls12381FpLanesPref.lin52(r, ro, ca, a, ao, cb, b, bo, cc, c, co, k);
        } else {
            Bls12381FpLanes256.lin52(r, ro, ca, a, ao, cb, b, bo, cc, c, co, k);
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
