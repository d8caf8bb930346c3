package dev.pippin.spark;

import java.io.Serializable;
import java.util.Arrays;

/**
 * Contiguous index ranges, one per partition: partition k holds indices start(k) .. start(k+1) - 1.
 * This is all a task is told about its share of the input (its offsets, not its points).
 */
public final class PartitionPlan implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * A bound on a plan's size, not a measurement: far above any cluster's task count, and it
     * keeps a hostile --partitions from allocating gigabytes of boundaries and reports.
     */
    public static final int MAX_PARTITIONS = 1 << 20;
    /** A bound on the points of one input, not a measurement: 2^40 points is 40 TiB of bn254 G1 encodings. */
    public static final long MAX_N = 1L << 40;

    private final long[] bounds;

    private PartitionPlan(long[] bounds) {
        this.bounds = bounds;
    }

    /** n indices in p ranges whose sizes differ by at most one (range k starts at floor(k n / p)). */
    public static PartitionPlan even(long n, int p) {
        check(n, p);
        long[] b = new long[p + 1];
        for (int k = 0; k <= p; k++) {
            b[k] = (long) k * n / p; // k <= 2^20 and n <= 2^40: no overflow
        }
        return new PartitionPlan(b);
    }

    /** One range per size, in order; a size may be 0 (that partition sums nothing). */
    public static PartitionPlan ofSizes(long... sizes) {
        if (sizes.length == 0) {
            throw new IllegalArgumentException("a plan needs at least one partition");
        }
        long[] b = new long[sizes.length + 1];
        for (int k = 0; k < sizes.length; k++) {
            if (sizes[k] < 0) {
                throw new IllegalArgumentException("partition " + k + " has a negative size, " + sizes[k]);
            }
            b[k + 1] = b[k] + sizes[k];
            if (b[k + 1] > MAX_N) {
                throw new IllegalArgumentException("a plan holds at most " + MAX_N + " points");
            }
        }
        check(b[sizes.length], sizes.length);
        return new PartitionPlan(b);
    }

    private static void check(long n, int p) {
        if (p < 1 || p > MAX_PARTITIONS) {
            throw new IllegalArgumentException("partitions must be between 1 and " + MAX_PARTITIONS + ", got " + p);
        }
        if (n < 0 || n > MAX_N) {
            throw new IllegalArgumentException("a plan holds 0 to " + MAX_N + " points, got " + n);
        }
    }

    public int partitions() {
        return bounds.length - 1;
    }

    /** All indices, the sum of the range sizes. */
    public long n() {
        return bounds[bounds.length - 1];
    }

    public long start(int k) {
        return bounds[k];
    }

    public long count(int k) {
        return bounds[k + 1] - bounds[k];
    }

    /** The largest range. */
    public long maxCount() {
        long m = 0;
        for (int k = 0; k < partitions(); k++) {
            m = Math.max(m, count(k));
        }
        return m;
    }

    /** "partition k (indices a-b)", or "(no indices)" for an empty range: how errors name a task's share. */
    public String describe(int k) {
        return "partition " + k + (count(k) == 0 ? " (no indices)" : " (indices " + start(k) + "-" + (start(k + 1) - 1) + ")");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PartitionPlan p && Arrays.equals(bounds, p.bounds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bounds);
    }

    @Override
    public String toString() {
        return "PartitionPlan" + Arrays.toString(bounds);
    }
}
