package dev.pippin.msm;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.LaneKernel;
import java.util.Objects;

/**
 * Batches of generic affine BLS12-381 G1 additions (or doublings) on the MSM's lane flush, for
 * batch-affine code outside the MSM (the kzg module's FK20 column sums and G1 FFTs): acc_k =
 * acc_k ± src_k (or 2 acc_k) for k &lt; m, sharing one inversion, with the Fp products on FMA
 * lanes (the flush the bucket method runs, {@code Bls12381G1LaneBatch}). Only the generic case:
 * the caller keeps its scalar flush for batches the lanes do not take and for the exceptional
 * steps (a point at infinity, equal x).
 *
 * <p>The lanes take a batch where the lane mode says (LaneMode): ON and SPECIES_256 every batch
 * of {@link #MIN_BATCH} or more; AUTO the same once the BLS12-381 G1 flush has warmed up and
 * measured faster than the scalar one in this JVM (the MSM's own switch, {@code FlushRace}: the
 * additions this class declines count towards its start, as the MSM's scalar flushes do); OFF,
 * or a JVM without jdk.incubator.vector under AUTO, never.
 *
 * <p>Not thread-safe: an instance holds the flush's scratch; use one per thread. Public inputs
 * only (the formulas branch on nothing, but the batch's composition is the caller's data).
 */
public final class Bls12381G1LaneAdditions {
    /** The smallest batch the lanes take: the MSM flush's own minimum (measured there). */
    public static final int MIN_BATCH = Bls12381G1LaneBatch.MIN_BATCH;

    private static final int AFF = Bls12381G1.AFFINE;

    private final int capacity;
    private final Bls12381G1LaneBatch lanes;   // null where the mode never takes the lanes

    /**
     * Additions of up to {@code capacity} pairs a batch, under this lane mode.
     *
     * @throws IllegalStateException for ON or SPECIES_256 without the vector module
     * @throws IllegalArgumentException for a capacity below 1
     */
    public Bls12381G1LaneAdditions(int capacity, LaneMode mode) {
        Objects.requireNonNull(mode, "mode");
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1, got " + capacity);
        }
        this.capacity = capacity;
        int kernel = LaneKernel.resolve(mode);
        this.lanes = kernel == LaneKernel.OFF ? null
                : new Bls12381G1LaneBatch(capacity, kernel != LaneKernel.SPECIES_256, kernel != LaneKernel.AUTO_PREFERRED);
    }

    /** The most additions a batch may hold. */
    public int capacity() {
        return capacity;
    }

    /**
     * Runs the batch on the lanes when they take it, and returns true; otherwise does nothing
     * (counting the m additions towards AUTO's warm-up) and returns false, for the caller's
     * scalar flush. For each k &lt; m: the affine accumulator at {@code acc[accIndex[k] × 14]}
     * becomes itself plus the affine point at {@code src[srcOffset[k]]}, or minus it where
     * {@code negate[k]}. The caller guarantees the generic case: both points finite (not all
     * zero), their x different, and every accumulator of the batch distinct and not read as a
     * source of the same batch; values in the field module's lazily reduced form, as the curve
     * module's affine points.
     *
     * @throws IllegalArgumentException for m above the capacity or an index array shorter than m
     */
    public boolean tryAdd(long[] acc, int[] accIndex, long[] src, int[] srcOffset, boolean[] negate, int m) {
        if (m < 0 || m > capacity || accIndex.length < m || srcOffset.length < m || negate.length < m) {
            throw new IllegalArgumentException("a batch of " + m + " additions with capacity " + capacity
                    + " and index arrays of " + accIndex.length + ", " + srcOffset.length + ", " + negate.length);
        }
        if (!takes(m)) {
            return false;
        }
        for (int k = 0; k < m; k++) {
            checkSpan(acc, accIndex[k] * (long) AFF, "accumulator");
            checkSpan(src, srcOffset[k], "source");
        }
        lanes.flush(acc, accIndex, src, srcOffset, negate, m);
        return true;
    }

    /**
     * Doublings, as {@link #tryAdd}: runs the batch on the lanes when they take it and returns
     * true, otherwise does nothing (counting the m steps towards AUTO's warm-up) and returns
     * false. For each k &lt; m the affine accumulator at {@code acc[accIndex[k] × 14]} becomes its
     * double. The caller guarantees the generic case: every accumulator finite with y ≠ 0, and
     * distinct; values in the field module's lazily reduced form.
     *
     * @throws IllegalArgumentException for m above the capacity or an index array shorter than m
     */
    public boolean tryDouble(long[] acc, int[] accIndex, int m) {
        if (m < 0 || m > capacity || accIndex.length < m) {
            throw new IllegalArgumentException("a batch of " + m + " doublings with capacity " + capacity
                    + " and an index array of " + accIndex.length);
        }
        if (!takes(m)) {
            return false;
        }
        for (int k = 0; k < m; k++) {
            checkSpan(acc, accIndex[k] * (long) AFF, "accumulator");
        }
        lanes.flushDoublings(acc, accIndex, m);
        return true;
    }

    /**
     * Additions and doublings in one batch, sharing one inversion, as {@link #tryAdd}: entry k is
     * the doubling of the accumulator at {@code acc[accIndex[k] × 14]} where {@code dbl[k]} (its
     * source offset and sign unread), else its addition of {@code ±src[srcOffset[k]]}. The caller
     * guarantees each kind's generic case ({@link #tryAdd}, {@link #tryDouble}) and distinct
     * accumulators.
     *
     * @throws IllegalArgumentException for m above the capacity or an array shorter than m
     */
    public boolean trySteps(long[] acc, int[] accIndex, long[] src, int[] srcOffset, boolean[] negate, boolean[] dbl, int m) {
        if (m < 0 || m > capacity || accIndex.length < m || srcOffset.length < m || negate.length < m || dbl.length < m) {
            throw new IllegalArgumentException("a batch of " + m + " steps with capacity " + capacity
                    + " and arrays of " + accIndex.length + ", " + srcOffset.length + ", " + negate.length + ", " + dbl.length);
        }
        if (!takes(m)) {
            return false;
        }
        for (int k = 0; k < m; k++) {
            checkSpan(acc, accIndex[k] * (long) AFF, "accumulator");
            if (!dbl[k]) {
                checkSpan(src, srcOffset[k], "source");
            }
        }
        lanes.flushMixed(acc, accIndex, src, srcOffset, negate, dbl, m);
        return true;
    }

    /** Whether the lanes take a batch of m steps; if not, the m steps count towards AUTO's warm-up. */
    private boolean takes(int m) {
        if (lanes == null) {
            return false;
        }
        if (!lanes.take(m)) {
            lanes.record(m);
            return false;
        }
        return true;
    }

    private static void checkSpan(long[] a, long off, String what) {
        if (off < 0 || off + AFF > a.length) {
            throw new IllegalArgumentException("the " + what + " at " + off + " does not fit an array of " + a.length);
        }
    }
}
