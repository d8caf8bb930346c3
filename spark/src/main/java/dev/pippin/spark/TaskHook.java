package dev.pippin.spark;

import java.io.Serializable;

/**
 * Called by each task attempt before it reads its slice, with the partition and Spark's attempt
 * number: the tests' way to make a chosen attempt fail (and Spark retry it) or to change a file
 * under a running job. Production jobs run with {@link #NONE}.
 */
@FunctionalInterface
interface TaskHook extends Serializable {
    TaskHook NONE = (partition, attempt) -> {};

    void beforeSlice(int partition, int attempt) throws Exception;
}
