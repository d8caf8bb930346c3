package dev.pippin.spark;

import java.util.List;

/**
 * A distributed MSM's outcome: the sum (affine, canonical coordinates, the layout of
 * {@code Msm.compute}'s result), one report per partition in partition order, and the job's
 * wall time on the driver (submission to the reduced point).
 */
public record SparkMsmResult(long[] point, List<PartitionReport> partitions, double jobMs) {
    public SparkMsmResult {
        partitions = List.copyOf(partitions);
    }
}
