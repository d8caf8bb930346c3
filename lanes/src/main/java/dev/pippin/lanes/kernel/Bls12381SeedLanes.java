package dev.pippin.lanes.kernel;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.lanes.LaneMode;
import java.math.BigInteger;

/**
 * [k] P for many BLS12-381 points at once and one fixed scalar k, one point per FMA lane, in
 * lockstep over k's bits (the same doublings and mixed additions in every lane): on G2 k = |x|,
 * the multiplication by the curve parameter that the subgroup checks and the cofactor clearing
 * of a batch of signatures and hashes run on (63 doublings, 5 additions); on G1 k = x^2, the
 * key subgroup check's (127 doublings, 16 additions). The curve module's scalar code is the
 * reference: the results are the same points.
 *
 * <p>The chain runs whole in the lanes' form ({@link Bls12381LaneSlots}: Fp or Fp2 values on the
 * kernel blocks, Montgomery form for R' = 2^416): one product per coordinate component on the
 * way in and one on the way out. The sums between the products are lin52, unreduced; each
 * formula's constants (multiples of p) keep them non-negative, and the bounds, noted beside
 * every step, keep every value below 64p, far inside what the products take.
 *
 * <p>Cost model (per lane group; M, S: a product, a square of the group's field on the lanes):
 * doubling (EFD dbl-2009-l) 2M + 5S and 9 lin, mixed addition (madd-2007-bl) 7M + 4S and 10 lin;
 * G2 (an Fp2 M two kernel calls) about 1 000 kernel calls for |x| against 8 x 68 scalar point
 * operations of 3-5 Fp2 products each.
 *
 * <p>Lanes whose points make an addition exceptional (the running point at infinity, or equal
 * to plus or minus the base: possible only for points of small order, never in the subgroup or
 * for a random point) and lanes of the point at infinity are redone by the scalar
 * multiplication, which handles those cases; so is a result at infinity.
 */
public final class Bls12381SeedLanes {
    private static final int L = Bls12381Fp.LIMBS;

    /** A group's scalar multiplication by the chain's k: r (Jacobian) = [k] a, any point. */
    public interface Scalar {
        void mul(long[] r, int ro, long[] a, int ao, long[] s);
    }

    /** Whether the affine point a[ao] is the point at infinity. */
    public interface Infinity {
        boolean at(long[] a, int ao);
    }

    /** What the chain needs of a group: its field's components, layouts, k's bits, the scalar fallback. */
    public record Chain(int components, int affine, int jacobian, int scratch, boolean[] bits, Scalar fallback, Infinity infinity) {}

    public static final Chain G2 = new Chain(2, Bls12381G2.AFFINE, Bls12381G2.JACOBIAN, Bls12381G2.SCRATCH,
            bitsBelowTop(new BigInteger(Long.toUnsignedString(Bls12381G2.SEED_ABS))), Bls12381G2::mulSeedAbs,
            Bls12381G2::isInfinity);

    public static final Chain G1 = new Chain(1, Bls12381G1.AFFINE, Bls12381G1.JACOBIAN, Bls12381G1.SCRATCH,
            bitsBelowTop(new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS)).pow(2)),
            (r, ro, a, ao, s) -> {
                Bls12381G1.mulSeedAbs(r, ro, a, ao, s);
                Bls12381G1.jacMulSeedAbs(r, ro, r, ro, s);
            },
            Bls12381G1::isInfinity);

    /** k's bits below its top bit, from the top: the double-and-add schedule. */
    private static boolean[] bitsBelowTop(BigInteger k) {
        boolean[] b = new boolean[k.bitLength() - 1];
        for (int i = 0; i < b.length; i++) {
            b[i] = k.testBit(b.length - 1 - i);
        }
        return b;
    }

    /**
     * Fewest points of a last, partial lane group that run on the lanes under AVX-512 code; fewer
     * go to the scalar multiplication. A full 8-lane G2 group costs about what three scalar
     * multiplications do (Zen 4, JDK 25; docs/PAIRING.md, "The multiplications by |x| on lanes").
     */
    public static final int MIN_LANE_POINTS = 3;

    /**
     * Fewest points of a partial lane group that run on the lanes, by the code C2 emits
     * ({@link LaneCode}): {@link #MIN_LANE_POINTS} under AVX-512 code, a full group under AVX2
     * code. On the AVX2-only AMD EPYC a 4-lane group cost what 3.4-3.6 scalar multiplications do
     * (G2 by |x|: 180-190 against 212-214 us a point at 4 points, 239 at 3; G1 by x^2: 138-146
     * against 157-158, 186 at 3; docs/PAIRING.md, "The lanes on an AVX2-only machine").
     */
    public static int minLanePoints(boolean avx512Code, int lanes) {
        return LaneCode.minGroup(avx512Code, MIN_LANE_POINTS, lanes);
    }

    /** {@link #minLanePoints(boolean, int)} on this JVM for a kernel other than OFF. */
    static int minLanePoints(int kernel) {
        return minLanePoints(LaneCode.AVX512, Bls12381LaneSlots.lanes(kernel != LaneKernel.SPECIES_256));
    }

    /**
     * A scalar G2 multiplication by |x| in the warm-up's unit, nanoseconds: about 125-130 us
     * (SeedLanesProbe in the bench module, Zen 4, JDK 25), the lower taken. Under AUTO, before
     * the lanes are warm, the scalar multiplications count towards the warm-up of the BLS12-381
     * lanes ({@link Bls12381LanesRace}), so that a process that verifies batches of signatures
     * still warms them (about 100 batches of 128 signatures).
     */
    static final long G2_SCALAR_NANOS = 125_000;

    private static final long[] K0 = Bls12381LaneSlots.K0, P4 = Bls12381LaneSlots.kp(4), P6 = Bls12381LaneSlots.kp(6),
            P8 = Bls12381LaneSlots.kp(8), P16 = Bls12381LaneSlots.kp(16), P24 = Bls12381LaneSlots.kp(24),
            P26 = Bls12381LaneSlots.kp(26), P36 = Bls12381LaneSlots.kp(36);

    // Slots: the running point, the base, temporaries, 1.
    private static final int X = 0, Y = 1, Z = 2, BX = 3, BY = 4, A = 5, B = 6, CC = 7, T = 8, T2 = 9, D = 10, E = 11, F = 12,
            ZN = 13, W = 14, EW = 15, ZZ = 16, U2 = 17, S2 = 18, H = 19, HH = 20, I = 21, J = 22, RR = 23, V = 24, R2 = 25,
            P1 = 26, Q = 27, U = 28, U2Q = 29, ONE = 30;
    private static final int SLOTS = 31;

    private final Chain chain;
    private final Bls12381LaneSlots ar;
    private final int lanes, minPoints;
    private final boolean[] redo;
    private final int[] offs;

    private Bls12381SeedLanes(Chain chain, boolean wide, boolean avx512Code) {
        this.chain = chain;
        this.ar = chain.components() == 2 ? new Bls12381Fp2Slots(wide, SLOTS) : new Bls12381FpSlots(wide, SLOTS);
        this.lanes = ar.lanes;
        this.minPoints = minLanePoints(avx512Code, lanes);
        this.redo = new boolean[lanes];
        this.offs = new int[lanes];
        ar.broadcast(ar.o(ONE), Bls12381LaneSlots.ONE);
    }

    /** {@code Bls12381PointBatches.g2MulSeedAbs}: r (count Jacobian points) = [|x|] a_i, the lanes as the mode says. */
    public static void g2MulSeedAbs(long[] r, int ro, long[] a, int ao, int count, LaneMode mode) {
        int kernel = Bls12381LanesRace.kernel(mode);
        if (kernel == LaneKernel.OFF || count < minLanePoints(kernel)) {
            int resolved = LaneKernel.resolve(mode);     // what the lanes would be once warm
            if (kernel == LaneKernel.OFF && resolved != LaneKernel.OFF && count >= minLanePoints(resolved)) {
                Bls12381LanesRace.countCold(mode, count * G2_SCALAR_NANOS);
            }
            scalar(G2, r, ro, a, ao, 0, count);
            return;
        }
        new Bls12381SeedLanes(G2, kernel != LaneKernel.SPECIES_256, LaneCode.AVX512).run(r, ro, a, ao, count);
    }

    /** r (count Jacobian G1 points) = [x^2] a_i for the count affine G1 points a_i: the key check's multiple. */
    public static void g1MulSeedSquared(long[] r, int ro, long[] a, int ao, int count, LaneMode mode) {
        int kernel = Bls12381LanesRace.kernel(mode);
        if (kernel == LaneKernel.OFF || count < minLanePoints(kernel)) {
            scalar(G1, r, ro, a, ao, 0, count);
            return;
        }
        new Bls12381SeedLanes(G1, kernel != LaneKernel.SPECIES_256, LaneCode.AVX512).run(r, ro, a, ao, count);
    }

    /** The scalar multiplications of points from to to (of the chain's layouts). */
    static void scalar(Chain chain, long[] r, int ro, long[] a, int ao, int from, int to) {
        long[] s = new long[chain.scratch()];
        for (int i = from; i < to; i++) {
            chain.fallback().mul(r, ro + i * chain.jacobian(), a, ao + i * chain.affine(), s);
        }
    }

    /** As the public entries on the given chain and species; returns how many lanes the scalar code redid. */
    public static int laneRun(Chain chain, long[] r, int ro, long[] a, int ao, int count, boolean wide) {
        return laneRun(chain, r, ro, a, ao, count, wide, LaneCode.AVX512);
    }

    /** As {@link #laneRun(Chain, long[], int, long[], int, int, boolean)} with the partial-group rule of the given code. */
    public static int laneRun(Chain chain, long[] r, int ro, long[] a, int ao, int count, boolean wide, boolean avx512Code) {
        return new Bls12381SeedLanes(chain, wide, avx512Code).run(r, ro, a, ao, count);
    }

    private int run(long[] r, int ro, long[] a, int ao, int count) {
        long[] s = new long[chain.scratch()];
        int redone = 0;
        for (int from = 0; from < count; from += lanes) {
            int m = Math.min(lanes, count - from);
            if (m < minPoints) {
                scalar(chain, r, ro, a, ao, from, count);
                return redone;
            }
            group(r, ro, a, ao, from, m);
            for (int l = 0; l < m; l++) {
                if (redo[l]) {
                    chain.fallback().mul(r, ro + (from + l) * chain.jacobian(), a, ao + (from + l) * chain.affine(), s);
                    redone++;
                }
            }
        }
        return redone;
    }

    /** The m points from `from` in one lane group (lanes past m repeat the last point). */
    private void group(long[] r, int ro, long[] a, int ao, int from, int m) {
        final int aff = chain.affine(), jac = chain.jacobian(), comps = chain.components();
        for (int l = 0; l < lanes; l++) {
            redo[l] = chain.infinity().at(a, ao + (from + Math.min(l, m - 1)) * aff);
        }
        for (int c = 0; c < 2 * comps; c++) {               // x then y, by component: BX and BY are adjacent slots
            for (int l = 0; l < lanes; l++) {
                offs[l] = ao + (from + Math.min(l, m - 1)) * aff + c * L;
            }
            ar.load(ar.o(BX) + c * ar.blk, a, offs);
        }
        ar.copy(X, BX);                                     // T = (x, y, 1)
        ar.copy(Y, BY);
        ar.copy(Z, ONE);
        for (boolean bit : chain.bits()) {
            doubling();
            if (bit) {
                addBase();
            }
        }
        for (int c = 0; c < 3 * comps; c++) {               // X, Y, Z out of the lanes
            for (int l = 0; l < m; l++) {
                offs[l] = ro + (from + l) * jac + c * L;
            }
            ar.store(ar.o(X) + c * ar.blk, r, offs, m);
        }
        flagZero(Z);                                        // infinity: below 2p now, and redone
    }

    /** T = 2T (dbl-2009-l). In: X below 26p, Y below 18p, Z below 6p; out: X below 26p, Y below 18p, Z below 4p. */
    private void doubling() {
        ar.sqr(A, X);                               // A = X^2            < 2p
        ar.sqr(B, Y);                               // B = Y^2            < 2p
        ar.sqr(CC, B);                              // C = B^2            < 2p
        ar.lin(T, 1, X, 1, B, 0, B, K0);            // X + B              < 28p
        ar.sqr(T2, T);
        ar.lin(D, 2, T2, -2, A, -2, CC, P8);        // D = 2((X+B)^2 - A - C)   < 12p
        ar.lin(E, 3, A, 0, A, 0, A, K0);            // E = 3A             < 6p
        ar.sqr(F, E);                               // F = E^2            < 2p
        ar.mul(ZN, Y, Z);
        ar.lin(Z, 2, ZN, 0, ZN, 0, ZN, K0);         // Z3 = 2 Y Z         < 4p
        ar.lin(X, 1, F, -2, D, 0, D, P24);          // X3 = F - 2D        < 26p
        ar.lin(W, 1, D, -1, X, 0, X, P26);          // D - X3             < 38p
        ar.mul(EW, E, W);
        ar.lin(Y, 1, EW, -8, CC, 0, CC, P16);       // Y3 = E (D - X3) - 8C   < 18p
    }

    /**
     * T = T + (BX, BY) (madd-2007-bl). In: X below 26p, Y below 18p, Z below 4p; out: X below 8p,
     * Y below 6p, Z below 6p. Flags the lanes where Z = 0 or H = 0 (the formula does not hold).
     */
    private void addBase() {
        ar.sqr(ZZ, Z);                              // Z1Z1               < 2p
        ar.mul(U2, BX, ZZ);                         // U2 = x2 Z1Z1       < 2p
        ar.mul(U2Q, Z, ZZ);
        ar.mul(S2, BY, U2Q);                        // S2 = y2 Z1 Z1Z1    < 2p
        ar.lin(H, 1, U2, -1, X, 0, X, P26);         // H = U2 - X1        < 28p
        ar.sqr(HH, H);                              // HH                 < 2p
        flagZero(ZZ);
        flagZero(HH);
        ar.lin(I, 4, HH, 0, HH, 0, HH, K0);         // I = 4 HH           < 8p
        ar.mul(J, H, I);                            // J = H I            < 2p
        ar.lin(RR, 2, S2, -2, Y, 0, Y, P36);        // r = 2 (S2 - Y1)    < 40p
        ar.mul(V, X, I);                            // V = X1 I           < 2p
        ar.sqr(R2, RR);
        ar.lin(X, 1, R2, -1, J, -2, V, P6);         // X3 = r^2 - J - 2V  < 8p
        ar.lin(W, 1, V, -1, X, 0, X, P8);           // V - X3             < 10p
        ar.mul(P1, RR, W);
        ar.mul(Q, Y, J);
        ar.lin(Y, 1, P1, -2, Q, 0, Q, P4);          // Y3 = r (V - X3) - 2 Y1 J   < 6p
        ar.lin(U, 1, Z, 1, H, 0, H, K0);            // Z1 + H             < 32p
        ar.sqr(U2Q, U);
        ar.lin(Z, 1, U2Q, -1, ZZ, -1, HH, P4);      // Z3 = (Z1 + H)^2 - Z1Z1 - HH   < 6p
    }

    /** Flags every lane where the value of slot s (every block below 2p) is 0. */
    private void flagZero(int s) {
        for (int l = 0; l < lanes; l++) {
            redo[l] |= ar.isZero(s, l);
        }
    }
}
