package dev.pippin.spark;

import dev.pippin.msm.MsmGroup;
import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.function.Function2;

/**
 * A partial sum on its way to the driver: the sum of some partitions' MSMs (one affine point,
 * canonical) and those partitions' reports, so that the driver can check that every partition
 * was summed exactly once before it trusts the total.
 */
final class Partial implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    final long[] point;
    final ArrayList<PartitionReport> reports;

    Partial(long[] point, List<PartitionReport> reports) {
        this.point = point;
        this.reports = reports instanceof ArrayList<PartitionReport> list ? list : new ArrayList<>(reports);
    }

    /** The reduction's step, run by executors (tree levels) and the driver (the last). */
    static final class Merge implements Function2<Partial, Partial, Partial> {
        @Serial
        private static final long serialVersionUID = 1L;

        private final MsmGroup group;

        Merge(MsmGroup group) {
            this.group = group;
        }

        /**
         * Appends b's reports to a's list, which a plain reduce on the driver would otherwise copy
         * once per partition (quadratic in the partition count); a is a partial sum no one else
         * holds (a task's result or an earlier merge), so reusing its list is safe.
         */
        @Override
        public Partial call(Partial a, Partial b) {
            a.reports.addAll(b.reports);
            return new Partial(PointSum.add(group, a.point, b.point), a.reports);
        }
    }
}
