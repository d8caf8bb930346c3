package dev.pippin.spark;

import dev.pippin.msm.MsmGroup;
import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;

/**
 * What a distributed MSM sums: n points and n scalars of one group, any index range of which an
 * executor can produce by itself, from files every executor reaches ({@link SectionInput}) or
 * by generating it ({@link GeneratedInput}). Only this description crosses the wire.
 */
public sealed interface MsmInput extends Serializable permits SectionInput, GeneratedInput {
    MsmGroup group();

    /** The number of terms. */
    long n();

    /** True when slices read files (the executors then need the driver's Hadoop configuration). */
    boolean readsFiles();

    /**
     * Checks on the driver what it can before any task runs (files exist and are long enough), so
     * that most bad inputs fail in one line without a job; conf is null when no file is read.
     */
    void check(Configuration conf);

    /**
     * Indices start .. start + count - 1 in the engine's layout, built or read on threads
     * threads (the task's cores, which its MSM uses next); where names the partition in errors.
     * A malformed or missing byte is an {@link InputException}, never a shorter slice.
     */
    Slice slice(long start, int count, int threads, Configuration conf, String where);

    /** The first m terms, as an input of its own. */
    MsmInput prefix(long m);
}
