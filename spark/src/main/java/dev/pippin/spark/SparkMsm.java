package dev.pippin.spark;

import java.io.Serial;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;

/**
 * An MSM partitioned over a Spark cluster. The plan's ranges become the partitions of a
 * parallelized list of their indices (partition k holds the one element k), so the driver
 * ships a range's offsets and the input's description, never points; each task produces its
 * slice itself (reads its bytes through Hadoop's FileSystem API, or generates its range), runs
 * {@code Msm.compute} on the cores Spark gave it (spark.task.cpus), and returns one point; the
 * partial sums are added by the driver as the tasks finish, or, from
 * {@link #TREE_MIN_PARTITIONS} partitions, by {@code treeReduce} on the executors, so that the
 * driver receives about sqrt(P) points whatever the partition count.
 *
 * <p>Cost model: each task costs the single-machine MSM of its range at the range's size (the
 * per-point cost falls as ranges grow, docs/SPARK.md), plus reading and decoding its bytes;
 * the job adds Spark's fixed cost (scheduling, task launch, result transfer, reduction), which
 * docs/SPARK.md measures and which bounds how small a range pays.
 *
 * <p>A failed task attempt is retried by Spark (spark.task.maxFailures) from its offsets, and
 * retries recompute the same point, so the result is exact whichever attempts succeeded. The
 * reduced value carries each partition's report, and the driver refuses a total that does not
 * cover every partition exactly once; a bad input fails the job with the {@link InputException}
 * its task threw, naming the partition and the bytes.
 */
public final class SparkMsm {
    private SparkMsm() {}

    /** The tree's depth: 2 sends the driver about sqrt(P) partial sums at most, what Spark's own treeReduce defaults to. */
    private static final int TREE_DEPTH = 2;

    /**
     * From this many partitions the partial sums are added in a tree on the executors; below it
     * the driver adds the tasks' points as they arrive (a plain reduce), which saves the tree's
     * shuffle stage. The driver's reduce was faster at every plan measured, 8 to 4096
     * partitions (docs/SPARK.md, "Reducing the partial sums"), so the tree serves only plans
     * beyond that, where the driver would merge tens of thousands of results one by one.
     */
    static final int TREE_MIN_PARTITIONS = 8192;

    /** How the partial sums reach one point: by the plan's size, or forced (the measurement that set the threshold). */
    enum Reduction { AUTO, DRIVER, TREE }

    public static SparkMsmResult compute(JavaSparkContext sc, MsmInput input, PartitionPlan plan, boolean endomorphism) {
        return compute(sc, input, plan, endomorphism, TaskHook.NONE, Reduction.AUTO);
    }

    static SparkMsmResult compute(JavaSparkContext sc, MsmInput input, PartitionPlan plan, boolean endomorphism, TaskHook hook) {
        return compute(sc, input, plan, endomorphism, hook, Reduction.AUTO);
    }

    static SparkMsmResult compute(JavaSparkContext sc, MsmInput input, PartitionPlan plan, boolean endomorphism, TaskHook hook,
            Reduction reduction) {
        check(sc, input, plan);
        Broadcast<HadoopConf> conf = input.readsFiles() ? sc.broadcast(new HadoopConf(sc.hadoopConfiguration())) : null;
        try {
            long t0 = System.nanoTime();
            JavaRDD<Partial> partials = indices(sc, plan).map(new PartitionTask(input, plan, endomorphism, conf, hook));
            Partial.Merge merge = new Partial.Merge(input.group());
            boolean tree = reduction == Reduction.TREE || reduction == Reduction.AUTO && plan.partitions() >= TREE_MIN_PARTITIONS;
            Partial total = tree ? partials.treeReduce(merge, TREE_DEPTH) : partials.reduce(merge);
            double ms = (System.nanoTime() - t0) / 1e6;
            return new SparkMsmResult(total.point, covering(total.reports, plan), ms);
        } catch (Exception e) {
            throw JobFailure.of(e);
        } finally {
            if (conf != null) {
                conf.destroy();
            }
        }
    }

    /**
     * sum s_i log P_i mod r over a generated instance, partition by partition on the executors:
     * the input to an independent check of a {@link #compute} result ({@link GeneratedInput#expected}).
     */
    public static BigInteger knownLogSum(JavaSparkContext sc, GeneratedInput input, PartitionPlan plan) {
        check(sc, input, plan);
        try {
            BigInteger sum = BigInteger.ZERO;
            for (BigInteger part : indices(sc, plan).map(new LogSumTask(input, plan)).collect()) {
                sum = sum.add(part);
            }
            return sum.mod(input.group().order());
        } catch (Exception e) {
            throw JobFailure.of(e);
        }
    }

    private static void check(JavaSparkContext sc, MsmInput input, PartitionPlan plan) {
        if (plan.n() != input.n()) {
            throw new IllegalArgumentException("the plan covers " + plan.n() + " indices but the input holds " + input.n());
        }
        long max = maxRange(input);
        for (int k = 0; k < plan.partitions(); k++) {
            if (plan.count(k) > max) {
                throw new IllegalArgumentException(plan.describe(k) + " holds " + plan.count(k) + " points, more than one task holds ("
                        + max + " " + input.group().curve() + " " + input.group().group() + " points): use more partitions");
            }
        }
        input.check(input.readsFiles() ? sc.hadoopConfiguration() : null);
    }

    /** A task's slice is two Java arrays: points (pointLongs each) and scalar limbs (4 each). */
    static long maxRange(MsmInput input) {
        return (Integer.MAX_VALUE - 8) / Math.max(4, input.group().pointLongs());
    }

    private static JavaRDD<Integer> indices(JavaSparkContext sc, PartitionPlan plan) {
        List<Integer> ks = IntStream.range(0, plan.partitions()).boxed().toList();
        return sc.parallelize(ks, plan.partitions());
    }

    /** The reports sorted by partition, after checking they are exactly the plan's partitions, each once. */
    private static List<PartitionReport> covering(List<PartitionReport> reports, PartitionPlan plan) {
        List<PartitionReport> sorted = new ArrayList<>(reports);
        sorted.sort(Comparator.comparingInt(PartitionReport::partition));
        boolean ok = sorted.size() == plan.partitions();
        for (int k = 0; ok && k < sorted.size(); k++) {
            PartitionReport r = sorted.get(k);
            ok = r.partition() == k && r.start() == plan.start(k) && r.count() == plan.count(k);
        }
        if (!ok) {
            throw new IllegalStateException("the reduced sum covers " + sorted.size() + " partition reports, not each of the plan's "
                    + plan.partitions() + " partitions once: refusing a partial total");
        }
        return sorted;
    }

    private static final class LogSumTask implements Function<Integer, BigInteger> {
        @Serial
        private static final long serialVersionUID = 1L;

        private final GeneratedInput input;
        private final PartitionPlan plan;

        LogSumTask(GeneratedInput input, PartitionPlan plan) {
            this.input = input;
            this.plan = plan;
        }

        @Override
        public BigInteger call(Integer k) {
            return input.logSum(plan.start(k), Math.toIntExact(plan.count(k)));
        }
    }
}
