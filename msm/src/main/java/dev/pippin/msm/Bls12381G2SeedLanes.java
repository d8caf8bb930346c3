package dev.pippin.msm;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp;

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
    private static final int L = Bls12381Fp.LIMBS;
    private static final int AFF = Bls12381G2.AFFINE, JAC = Bls12381G2.JACOBIAN;

    /**
     * Fewest points of a last, partial lane group that run on the lanes; fewer go to the scalar
     * multiplication. A full 8-lane group costs about what three scalar multiplications do
     * (Zen 4, JDK 25; docs/PAIRING.md, "The multiplications by |x| on lanes").
     */
    static final int MIN_LANE_POINTS = 3;

    private static final long[] K0 = Bls12381Fp2Lanes.K0, P4 = Bls12381Fp2Lanes.kp(4), P6 = Bls12381Fp2Lanes.kp(6),
            P8 = Bls12381Fp2Lanes.kp(8), P16 = Bls12381Fp2Lanes.kp(16), P24 = Bls12381Fp2Lanes.kp(24),
            P26 = Bls12381Fp2Lanes.kp(26), P36 = Bls12381Fp2Lanes.kp(36);

    // Fp2 slots: the running point, the base, temporaries, 1.
    private static final int X = 0, Y = 1, Z = 2, BX = 3, BY = 4, A = 5, B = 6, CC = 7, T = 8, T2 = 9, D = 10, E = 11, F = 12,
            ZN = 13, W = 14, EW = 15, ZZ = 16, U2 = 17, S2 = 18, H = 19, HH = 20, I = 21, J = 22, RR = 23, V = 24, R2 = 25,
            P1 = 26, Q = 27, U = 28, U2Q = 29, ONE = 30;
    private static final int SLOTS = 31;

    private final Bls12381Fp2Lanes ar;
    private final int lanes;
    private final boolean[] redo;
    private final int[] offs;

    private Bls12381G2SeedLanes(boolean wide) {
        this.ar = new Bls12381Fp2Lanes(wide, SLOTS);
        this.lanes = ar.lanes;
        this.redo = new boolean[lanes];
        this.offs = new int[lanes];
        ar.broadcast(ar.o(ONE), Bls12381Fp2Lanes.ONE);
    }

    /**
     * A scalar multiplication by |x| in the warm-up's unit, the G2 flush's scalar addition: about
     * 125-130 us (SeedLanesProbe, Zen 4, JDK 25) against LaneWarmup.BLS12_381_G2_NS, 1549 ns.
     * Under AUTO, before the lanes are warm, the scalar multiplications count towards the G2
     * lanes' warm-up as the flush's additions do, so that a process that verifies batches of
     * signatures and computes no MSM still warms them (about 100 batches of 128 signatures).
     */
    static final long SCALAR_ADDITIONS = 80;

    /** {@link Bls12381G2Batch#mulSeedAbs}. */
    static void mulSeedAbs(long[] r, int ro, long[] a, int ao, int count, MsmOptions options) {
        int kernel = kernel(options.lanes());
        if (kernel == Lanes.OFF || count < MIN_LANE_POINTS) {
            if (kernel == Lanes.OFF && count >= MIN_LANE_POINTS && Lanes.resolve(options.lanes()) == Lanes.AUTO_PREFERRED) {
                Bls12381G2LaneBatch.count(count * SCALAR_ADDITIONS);
            }
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
        for (int c = 0; c < 4; c++) {                       // x0, x1, y0, y1: BX and BY are adjacent slots
            for (int l = 0; l < lanes; l++) {
                offs[l] = ao + (from + Math.min(l, m - 1)) * AFF + c * L;
            }
            ar.load(ar.o(BX) + c * ar.blk, a, offs);
        }
        ar.copy(X, BX);                                     // T = (x, y, 1)
        ar.copy(Y, BY);
        ar.copy(Z, ONE);
        for (int i = 62; i >= 0; i--) {
            doubling();
            if (((Bls12381G2.SEED_ABS >>> i) & 1) != 0) {
                addBase();
            }
        }
        for (int c = 0; c < 6; c++) {                       // X, Y, Z out of the lanes
            for (int l = 0; l < m; l++) {
                offs[l] = ro + (from + l) * JAC + c * L;
            }
            ar.store(ar.o(X) + c * ar.blk, r, offs, m);
        }
        flagZero(Z);                                        // infinity: below 2p now, and redone
    }

    /** T = 2T (dbl-2009-l). In: X below 26p, Y below 18p, Z below 6p; out: X below 26p, Y below 18p, Z below 4p. */
    private void doubling() {
        ar.sqr(A, X);                                  // A = X^2            < 2p
        ar.sqr(B, Y);                                  // B = Y^2            < 2p
        ar.sqr(CC, B);                                 // C = B^2            < 2p
        ar.lin(T, 1, X, 1, B, 0, B, K0);               // X + B              < 28p
        ar.sqr(T2, T);
        ar.lin(D, 2, T2, -2, A, -2, CC, P8);           // D = 2((X+B)^2 - A - C)   < 12p
        ar.lin(E, 3, A, 0, A, 0, A, K0);               // E = 3A             < 6p
        ar.sqr(F, E);                                  // F = E^2            < 2p
        ar.mul(ZN, Y, Z);
        ar.lin(Z, 2, ZN, 0, ZN, 0, ZN, K0);            // Z3 = 2 Y Z         < 4p
        ar.lin(X, 1, F, -2, D, 0, D, P24);             // X3 = F - 2D        < 26p
        ar.lin(W, 1, D, -1, X, 0, X, P26);             // D - X3             < 38p
        ar.mul(EW, E, W);
        ar.lin(Y, 1, EW, -8, CC, 0, CC, P16);          // Y3 = E (D - X3) - 8C   < 18p
    }

    /**
     * T = T + (BX, BY) (madd-2007-bl). In: X below 26p, Y below 18p, Z below 4p; out: X below 8p,
     * Y below 6p, Z below 6p. Flags the lanes where Z = 0 or H = 0 (the formula does not hold).
     */
    private void addBase() {
        ar.sqr(ZZ, Z);                                 // Z1Z1               < 2p
        ar.mul(U2, BX, ZZ);                            // U2 = x2 Z1Z1       < 2p
        ar.mul(U2Q, Z, ZZ);
        ar.mul(S2, BY, U2Q);                           // S2 = y2 Z1 Z1Z1    < 2p
        ar.lin(H, 1, U2, -1, X, 0, X, P26);            // H = U2 - X1        < 28p
        ar.sqr(HH, H);                                 // HH                 < 2p
        flagZero(ZZ);
        flagZero(HH);
        ar.lin(I, 4, HH, 0, HH, 0, HH, K0);            // I = 4 HH           < 8p
        ar.mul(J, H, I);                               // J = H I            < 2p
        ar.lin(RR, 2, S2, -2, Y, 0, Y, P36);           // r = 2 (S2 - Y1)    < 40p
        ar.mul(V, X, I);                               // V = X1 I           < 2p
        ar.sqr(R2, RR);
        ar.lin(X, 1, R2, -1, J, -2, V, P6);            // X3 = r^2 - J - 2V  < 8p
        ar.lin(W, 1, V, -1, X, 0, X, P8);              // V - X3             < 10p
        ar.mul(P1, RR, W);
        ar.mul(Q, Y, J);
        ar.lin(Y, 1, P1, -2, Q, 0, Q, P4);             // Y3 = r (V - X3) - 2 Y1 J   < 6p
        ar.lin(U, 1, Z, 1, H, 0, H, K0);               // Z1 + H             < 32p
        ar.sqr(U2Q, U);
        ar.lin(Z, 1, U2Q, -1, ZZ, -1, HH, P4);         // Z3 = (Z1 + H)^2 - Z1Z1 - HH   < 6p
    }

    /** Flags every lane where the Fp2 value of slot s (both blocks below 2p) is 0. */
    private void flagZero(int s) {
        for (int l = 0; l < lanes; l++) {
            redo[l] |= ar.zeroModP2(s, l);
        }
    }
}
