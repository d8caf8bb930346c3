package dev.pippin.spark.cli;

import dev.pippin.spark.MsmInput;
import dev.pippin.spark.PartitionPlan;
import java.util.Locale;

/**
 * With a local master the tasks run in this JVM, whose heap is known: a plan whose concurrent
 * tasks would not fit is refused in one line before any job, instead of an OutOfMemoryError
 * that Spark answers by ending the JVM. (On a cluster an executor that runs out of memory is
 * replaced and its task retried, and the job fails in one line if it cannot fit.)
 */
final class LocalMemory {
    private LocalMemory() {}

    /**
     * Bytes a task holds per point, an estimate from the layouts rather than a measurement: the
     * slice (the points, 4 scalar limbs, 32 generated scalar bytes), the engine's reduced scalars
     * and class lists (44 bytes, docs/PERFORMANCE.md "Memory"), and one more copy of the points
     * for the GLV/GLS images.
     */
    static long bytesPerPoint(MsmInput input) {
        return 2L * input.group().pointLongs() * 8 + 32 + 32 + 44;
    }

    /** Throws IllegalArgumentException (a usage error) when slots tasks of the plan's largest range exceed 90 % of the heap. */
    static void check(MsmInput input, PartitionPlan plan, int slots) {
        long perTask = plan.maxCount() * bytesPerPoint(input);
        int concurrent = Math.max(1, Math.min(slots, plan.partitions()));
        long need = perTask * concurrent, have = Runtime.getRuntime().maxMemory();
        if (need > have / 10 * 9) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "%d concurrent task%s of %d points need%s about %d MiB, more than this JVM's heap of %d MiB holds:"
                            + " use more partitions or a larger -Xmx (PIPPIN_JAVA_OPTS)",
                    concurrent, concurrent == 1 ? "" : "s", plan.maxCount(), concurrent == 1 ? "s" : "", need >> 20, have >> 20));
        }
    }
}
