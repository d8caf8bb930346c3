package dev.pippin.spark;

import dev.pippin.msm.MsmOptions;
import java.io.Serial;
import java.util.List;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;

/**
 * One partition's work, on an executor: produce its slice (read its byte ranges, or generate
 * its index range), run the engine on it with the task's cores, return one point. The closure
 * holds the input's description, the plan and the options; no point crosses the wire inward.
 */
final class PartitionTask implements Function<Integer, Partial> {
    @Serial
    private static final long serialVersionUID = 1L;

    private final MsmInput input;
    private final PartitionPlan plan;
    private final boolean endomorphism;
    private final Broadcast<HadoopConf> conf;
    private final TaskHook hook;

    PartitionTask(MsmInput input, PartitionPlan plan, boolean endomorphism, Broadcast<HadoopConf> conf, TaskHook hook) {
        this.input = input;
        this.plan = plan;
        this.endomorphism = endomorphism;
        this.conf = conf;
        this.hook = hook;
    }

    @Override
    public Partial call(Integer k) throws Exception {
        TaskContext tc = TaskContext.get();
        int attempt = tc == null ? 0 : tc.attemptNumber();
        // spark.task.cpus is the share of the executor's cores the scheduler reserved for this task
        int threads = tc == null ? 1 : Math.max(1, tc.cpus());
        hook.beforeSlice(k, attempt);
        long t0 = System.nanoTime();
        Slice slice = input.slice(plan.start(k), Math.toIntExact(plan.count(k)), threads, conf == null ? null : conf.value().get(),
                plan.describe(k));
        long t1 = System.nanoTime();
        long[] point = slice.msm(MsmOptions.defaults().withThreads(threads).withEndomorphism(endomorphism));
        long t2 = System.nanoTime();
        String executor = SparkEnv.get() == null ? "?" : SparkEnv.get().executorId();
        return new Partial(point, List.of(new PartitionReport(k, plan.start(k), plan.count(k), attempt, executor, threads,
                (t1 - t0) / 1e6, (t2 - t1) / 1e6)));
    }
}
