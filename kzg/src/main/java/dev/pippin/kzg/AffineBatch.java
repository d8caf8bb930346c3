package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Bls12381G1LaneAdditions;

/**
 * Many independent affine G1 steps at once, sharing one field inversion (Montgomery's trick):
 * step i replaces the accumulator at {@code acc[dst[i]]} by itself plus or minus a source point
 * {@code src[code[i] >> 2]}, or by its double. Affine points are 14 longs, infinity all zero
 * (the curve module's layout).
 *
 * <p>Cost model per step that needs an inverse: 2M+1S for an addition (2M+2S for a doubling)
 * and 3M for its share of the batch inversion, against 7M+4S for a mixed Jacobian addition; plus
 * one inversion per batch (a binary GCD, a few microseconds), so batches should hold
 * dozens of steps at least. The generic additions and doublings go to the lanes together
 * ({@link Bls12381G1LaneAdditions#trySteps}, one inversion) where the lane mode says; the
 * exceptional steps, and batches the lanes decline, run here.
 *
 * <p>Every case is exact: a source or accumulator at infinity, P + P (becomes a doubling) and
 * P + (-P) (becomes infinity) are detected by comparing coordinates (inputs are public, so the
 * branches are fine). Within one batch every {@code dst[i]} is distinct and no source is an
 * accumulator written by the same batch.
 */
final class AffineBatch {
    private static final int C = Bls12381G1.COORD;
    private static final int AFF = Bls12381G1.AFFINE;

    /** Code flag: subtract the source instead of adding it. */
    static final int NEG = 1;
    /** The code of a doubling of the accumulator (no source). */
    static final int DOUBLE = 2;

    private static final byte ADD = 1, SUB = 2, DBL = 3;

    /** The code adding (or, negated, subtracting) the source point at {@code offset}. */
    static int add(int offset, boolean negate) {
        return offset << 2 | (negate ? NEG : 0);
    }

    private final int capacity;
    /** Denominators of the steps that invert, then their inverses' prefix products. */
    private final long[] den;
    private final long[] prefix;
    /** For each inverting step: its index in the batch and its kind. */
    private final int[] which;
    private final byte[] kind;
    private final long[] inv = new long[2 * C];
    private final long[] s = new long[Bls12381G1.SCRATCH];
    /** The lane flush of the generic additions, and their steps, accumulators, sources and signs. */
    private final Bls12381G1LaneAdditions lanes;
    private final int[] addStep, laneAcc, laneSrc;
    private final boolean[] laneNeg;
    /** The doublings' steps; which lane steps are doublings. */
    private final int[] dblStep;
    private final boolean[] laneDbl;

    /**
     * Batches of up to capacity steps, the generic additions on the lanes where the mode says.
     *
     * @throws IllegalStateException for a forced lane mode without the vector module
     */
    AffineBatch(int capacity, LaneMode mode) {
        this.capacity = capacity;
        this.den = new long[capacity * C];
        this.prefix = new long[capacity * C];
        this.which = new int[capacity];
        this.kind = new byte[capacity];
        this.lanes = new Bls12381G1LaneAdditions(Math.max(capacity, 1), mode);
        this.addStep = new int[capacity];
        this.laneAcc = new int[capacity];
        this.laneSrc = new int[capacity];
        this.laneNeg = new boolean[capacity];
        this.dblStep = new int[capacity];
        this.laneDbl = new boolean[capacity];
    }

    int capacity() {
        return capacity;
    }

    /** Runs steps 0 ... m-1 (m at most the capacity); every dst[i] is a point's offset in acc, a multiple of 14. */
    void run(long[] acc, int[] dst, long[] src, int[] code, int m) {
        // sort the steps: exceptional ones done here, generic additions and doublings queued
        int adds = 0, dbls = 0;
        for (int i = 0; i < m; i++) {
            int d = dst[i];
            int c = code[i];
            if (c == DOUBLE) {
                if (!Bls12381G1.isInfinity(acc, d)) {
                    dbls = doubling(acc, d, i, dbls);
                }
                continue;
            }
            int q = c >>> 2;
            boolean negate = (c & NEG) != 0;
            if (Bls12381G1.isInfinity(src, q)) {
                continue;
            }
            if (Bls12381G1.isInfinity(acc, d)) {
                if (negate) {
                    Bls12381G1.negateAffine(acc, d, src, q);
                } else {
                    Bls12381G1.copyAffine(acc, d, src, q);
                }
                continue;
            }
            if (Bls12381Fp.equal(acc, d, src, q)) {
                // same x: the effective source is the accumulator or its negation
                boolean same;
                if (negate) {
                    Bls12381Fp.add(s, 0, acc, d + C, src, q + C);
                    same = Bls12381Fp.isZero(s, 0);
                } else {
                    same = Bls12381Fp.equal(acc, d + C, src, q + C);
                }
                if (same) {
                    dbls = doubling(acc, d, i, dbls);
                } else {
                    Bls12381G1.setInfinity(acc, d);
                }
                continue;
            }
            addStep[adds] = i;
            laneAcc[adds] = d / AFF;
            laneSrc[adds] = q;
            laneNeg[adds] = negate;
            adds++;
        }
        if (dbls == 0) {
            // additions only: the flush's plain form, without the doublings' staging
            if (adds > 0 && lanes.tryAdd(acc, laneAcc, src, laneSrc, laneNeg, adds)) {
                return;
            }
        } else {
            // one lane batch: the additions, then the doublings
            for (int b = 0; b < dbls; b++) {
                laneAcc[adds + b] = dst[dblStep[b]] / AFF;   // source and sign unread
                laneDbl[adds + b] = true;
            }
            java.util.Arrays.fill(laneDbl, 0, adds, false);
            if (lanes.trySteps(acc, laneAcc, src, laneSrc, laneNeg, laneDbl, adds + dbls)) {
                return;
            }
        }
        int k = 0;
        for (int a = 0; a < adds; a++) {
            Bls12381Fp.sub(den, k * C, src, laneSrc[a], acc, laneAcc[a] * AFF);
            which[k] = addStep[a];
            kind[k] = laneNeg[a] ? SUB : ADD;
            k++;
        }
        for (int b = 0; b < dbls; b++) {
            int i = dblStep[b];
            int d = dst[i];
            Bls12381Fp.add(den, k * C, acc, d + C, acc, d + C);
            which[k] = i;
            kind[k] = DBL;
            k++;
        }
        if (k == 0) {
            return;
        }
        // prefix[j] = den_0 ... den_(j-1); then walk back with the running inverse
        Bls12381Fp.setOne(prefix, 0);
        for (int j = 1; j < k; j++) {
            Bls12381Fp.mul(prefix, j * C, prefix, (j - 1) * C, den, (j - 1) * C);
        }
        Bls12381Fp.mul(inv, 0, prefix, (k - 1) * C, den, (k - 1) * C);
        Bls12381Fp.inv(inv, 0, inv, 0);
        for (int j = k - 1; j >= 0; j--) {
            // inv = (den_0 ... den_j)^-1, so den_j^-1 = inv prefix_j
            Bls12381Fp.mul(inv, C, inv, 0, prefix, j * C);
            Bls12381Fp.mul(inv, 0, inv, 0, den, j * C);
            int i = which[j];
            int d = dst[i];
            switch (kind[j]) {
                case ADD -> Bls12381G1.affineAddWithInverse(acc, d, acc, d, src, code[i] >>> 2, inv, C, s);
                case SUB -> Bls12381G1.affineSubWithInverse(acc, d, acc, d, src, code[i] >>> 2, inv, C, s);
                default -> Bls12381G1.affineDoubleWithInverse(acc, d, acc, d, inv, C, s);
            }
        }
    }

    /** Queues the doubling of the finite accumulator at d (step i); y = 0 has no place in the odd-order group, but is exact. */
    private int doubling(long[] acc, int d, int i, int dbls) {
        if (Bls12381Fp.isZero(acc, d + C)) {
            Bls12381G1.setInfinity(acc, d);
            return dbls;
        }
        dblStep[dbls] = i;
        return dbls + 1;
    }
}
