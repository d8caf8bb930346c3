package dev.pippin.lanes.kernel;

import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.field.Bls12381Fp;

/**
 * a^((p - 3) / 4) ({@link Bls12381Fp#progenitor}) for many BLS12-381 base-field values in
 * lockstep on FMA lanes, one value per lane: the field's own sliding-window plan (a table of odd
 * powers, then squarings and table products), each step one lane product for the whole group.
 * The square roots of a batch signature verification (the keys', the signatures', those of the
 * hash-to-curve maps) all take this exponentiation; the batch forms of the decoders and maps
 * gather their values and pass them here.
 *
 * <p>Cost model: 457 lane products per group of LANES values (376 squarings, 81 table and
 * window products), against 457 scalar products per value; the group costs the same for one
 * value as for LANES, so a group of fewer than {@link #minLaneValues} values runs on the scalar code.
 */
public final class Bls12381ProgenitorLanes {
    private Bls12381ProgenitorLanes() {}

    private static final int L = Bls12381Fp.LIMBS;
    private static final int[] PLAN = Bls12381Fp.progenitorPlan();
    private static final int TABLE = Bls12381Fp.PROGENITOR_TABLE;
    /** Slots: the odd powers a, a^3, ..., then a^2 and the two halves of the running power. */
    private static final int SQUARE = TABLE, ACC = TABLE + 1, SLOTS = TABLE + 3;

    /**
     * The smallest group the lanes take. A group costs 457 lane products whatever its size and a
     * value on the scalar code 457 scalar ones: 32 us per value (Bls12381Fp.progenitor, Zen 4,
     * JDK 25, thread CPU time, min of 20 rounds of 64 values), against about 19 us per group at 4
     * lanes under AVX2 code and 12 us at 8 (the lane products' 42 and 25 ns in docs/LANES.md,
     * "The reduction multiplier"), so from 3 values of a group the lanes are faster on both
     * there. That AVX2 code was AVX-512 hardware's: on the AVX2-only AMD EPYC a 4-lane group cost
     * what 3.3-3.5 scalar exponentiations do (47-50 against 57 us a value at 4 values, 63 at 3;
     * docs/PAIRING.md, "The lanes on an AVX2-only machine"), so under AVX2 code
     * ({@link LaneCode}) only full groups take the lanes.
     */
    public static final int MIN_LANE_VALUES = 3;

    /** Fewest values of a partial group on the lanes, by the code C2 emits (see {@link #MIN_LANE_VALUES}). */
    public static int minLaneValues(boolean avx512Code, int lanes) {
        return LaneCode.minGroup(avx512Code, MIN_LANE_VALUES, lanes);
    }

    /** r_i = a_i^((p - 3) / 4) for count values (L longs each); r may be a, not otherwise overlap it. */
    public static void run(long[] r, int ro, long[] a, int ao, int count, boolean wide) {
        run(r, ro, a, ao, count, wide, LaneCode.AVX512);
    }

    /** As {@link #run(long[], int, long[], int, int, boolean)} with the partial-group rule of the given code. */
    public static void run(long[] r, int ro, long[] a, int ao, int count, boolean wide, boolean avx512Code) {
        Bls12381FpSlots ar = new Bls12381FpSlots(wide, SLOTS);
        int lanes = ar.lanes, min = minLaneValues(avx512Code, lanes);
        int[] offs = new int[lanes];
        for (int from = 0; from < count; from += lanes) {
            int m = Math.min(lanes, count - from);
            if (m < min) {
                Bls12381Progenitors.SCALAR.progenitors(r, ro + from * L, a, ao + from * L, m);
                return;
            }
            for (int l = 0; l < lanes; l++) {
                offs[l] = ao + (from + Math.min(l, m - 1)) * L;
            }
            ar.load(ar.o(0), a, offs);
            int acc = power(ar);
            for (int l = 0; l < m; l++) {
                offs[l] = ro + (from + l) * L;
            }
            ar.store(ar.o(acc), r, offs, m);
        }
    }

    /** The plan on the lanes, from a in slot 0; returns the slot of the result. */
    private static int power(Bls12381FpSlots ar) {
        ar.sqr(SQUARE, 0);
        for (int i = 1; i < TABLE; i++) {
            ar.mul(i, i - 1, SQUARE);
        }
        int acc = ACC, other = ACC + 1;                     // products take distinct slots: two halves in turn
        ar.copy(acc, PLAN[0]);
        for (int k = 1; k < PLAN.length; k += 2) {
            for (int q = PLAN[k]; q > 0; q--) {
                ar.sqr(other, acc);
                int t = acc;
                acc = other;
                other = t;
            }
            if (PLAN[k + 1] >= 0) {
                ar.mul(other, acc, PLAN[k + 1]);
                int t = acc;
                acc = other;
                other = t;
            }
        }
        return acc;
    }
}
