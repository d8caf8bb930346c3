package dev.pippin.spark.cli;

import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.spark.GeneratedInput;
import dev.pippin.spark.MsmInput;
import dev.pippin.spark.NaiveSum;
import dev.pippin.spark.PartitionPlan;
import dev.pippin.spark.PointFormat;
import dev.pippin.spark.SectionInput;
import dev.pippin.spark.SparkMsm;
import dev.pippin.spark.SparkMsmResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pippin spark msm}: {@code pippin msm}'s job partitioned over a Spark cluster. The same
 * instance (generated from --seed, or the --points / --scalars files), the same JSON keys and
 * the same result bit for bit, plus the partition plan and each partition's times. Generated
 * instances are built by the executors, each for its own range; files are read by the
 * executors, each its own byte ranges, through Hadoop's FileSystem API (so a path may be
 * hdfs:, s3a:, ... as well as local, and must be reachable by every executor).
 */
@Command(name = "msm", mixinStandardHelpOptions = true,
        description = "Run and time an MSM partitioned over Spark, on a generated instance or on two files, and check its result.",
        footer = {"",
            "With --json, one object: the keys of 'pippin msm --json' (threads is the cores each task runs on), then",
            "  master                string   the Spark master URL",
            "  partitions            integer  partitions (tasks) per job",
            "  default_parallelism   integer  Spark's default parallelism (its total task slots)",
            "  context_start_ms      number   time to start the SparkContext",
            "  job_ms                number   the last timed job, submission to reduced point",
            "  slowest_task_ms       number   its slowest partition, input_ms + msm_ms",
            "  sum_task_ms           number   the sum over its partitions of input_ms + msm_ms",
            "  partition_reports     array    per partition of the last timed job: partition, start, count,",
            "                                 attempt (0 unless retried), executor, threads, input_ms (build or",
            "                                 read and decode the slice), msm_ms"})
final class SparkMsmCommand implements Callable<Integer> {
    /**
     * Untimed jobs before the timed ones (with --reps above 1), for as long as pippin msm warms
     * up: its MsmTiming.WARM_UP_MS, 3 s, measured there (C2 compiles the kernels on the cores
     * the MSM keeps busy); here each executor's JVM compiles them in its first tasks.
     */
    static final long WARM_UP_MS = 3000;

    @Option(names = "--master", paramLabel = "URL", defaultValue = "local[*]",
            description = "Spark master: local[N], local[N,F] (F attempts per task), spark://HOST:PORT, yarn, ... (default: ${DEFAULT-VALUE})")
    String master;

    @Option(names = "--partitions", paramLabel = "P", description = "partitions: contiguous ranges of the points, one task each "
            + "(default: Spark's default parallelism)")
    Integer partitions;

    @Option(names = "--task-cpus", paramLabel = "C", defaultValue = "1",
            description = "cores each task runs its MSM on (spark.task.cpus) (default: ${DEFAULT-VALUE})")
    int taskCpus;

    @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "a Spark configuration entry (repeatable), as spark-submit takes it")
    List<String> conf = new ArrayList<>();

    @Option(names = "--curve", paramLabel = "CURVE", defaultValue = "bn254", description = "bn254 or bls12-381 (default: ${DEFAULT-VALUE})")
    String curve;

    @Option(names = "--group", paramLabel = "GROUP", defaultValue = "g1", description = "g1 or g2 (default: ${DEFAULT-VALUE})")
    String group;

    @Option(names = "--n", paramLabel = "N", defaultValue = "65536", description = "number of generated points (default: ${DEFAULT-VALUE})")
    long n;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1", description = "seed of the generated instance (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--scalars", paramLabel = "DIST|FILE", defaultValue = "uniform",
            description = {"generated scalars: uniform, witness or small (default: ${DEFAULT-VALUE});",
                "with --points: a file of 32-byte big-endian scalars, one per point"})
    String scalars;

    @Option(names = "--points", paramLabel = "FILE", description = "run on these points instead of a generated instance: "
            + "EIP-196/197 (bn254) or EIP-2537 (BLS12-381) encodings back to back, each validated; any Hadoop file system path")
    String pointsFile;

    @Option(names = "--endo", paramLabel = "on|off", defaultValue = "on", description = "GLV/GLS endomorphisms (default: ${DEFAULT-VALUE})")
    String endo;

    @Option(names = "--reps", paramLabel = "R", defaultValue = "3",
            description = "timed jobs; above 1, untimed warm-up jobs come first (default: ${DEFAULT-VALUE})")
    int reps;

    @Option(names = "--json", description = "Print JSON, one object (keys listed below), instead of text.")
    boolean json;

    @Option(names = {"-q", "--quiet"}, description = "No informational lines on stderr.")
    boolean quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        MsmGroup g = group();
        SparkConf sparkConf = sparkConf();
        if (reps < 1) {
            throw usage("--reps must be at least 1, got " + reps);
        }
        if (!endo.equals("on") && !endo.equals("off")) {
            throw usage("--endo must be on or off, got '" + endo + "'");
        }
        if (partitions != null && (partitions < 1 || partitions > PartitionPlan.MAX_PARTITIONS)) {
            throw usage("--partitions must be between 1 and " + PartitionPlan.MAX_PARTITIONS + ", got " + partitions);
        }
        MsmInstances.Distribution dist = pointsFile == null ? distribution() : null;
        if (pointsFile == null && (n < 1 || n > PartitionPlan.MAX_N)) {
            throw usage("--n must be between 1 and " + PartitionPlan.MAX_N + ", got " + n);
        }
        checkFileOptions();
        long c0 = System.nanoTime();
        try (JavaSparkContext sc = new JavaSparkContext(sparkConf)) {
            double contextMs = (System.nanoTime() - c0) / 1e6;
            long i0 = System.nanoTime();
            MsmInput input = pointsFile == null ? new GeneratedInput(g, n, seed, dist) : SectionInput.ofFiles(g, pointsFile, scalars, sc.hadoopConfiguration());
            int p = partitions != null ? partitions : sc.defaultParallelism();
            PartitionPlan plan = PartitionPlan.even(input.n(), p);
            if (master.startsWith("local")) {
                LocalMemory.check(input, plan, Math.max(1, sc.defaultParallelism() / taskCpus));
            }
            double inputMs = (System.nanoTime() - i0) / 1e6;
            info(String.format(Locale.ROOT, "pippin spark msm: %s %s, n = %d, %s; %s, %d partitions, %d core%s per task; context started in %.0f ms",
                    g.curve(), g.group(), input.n(), pointsFile == null ? dist.name().toLowerCase(Locale.ROOT) + " scalars, seed " + seed
                            : "from " + pointsFile, master, p, taskCpus, taskCpus == 1 ? "" : "s", contextMs));
            boolean endoOn = endo.equals("on");
            int warmUps = 0;
            if (reps > 1) {
                info("warming up: untimed jobs for " + WARM_UP_MS / 1000 + " s");
                long w0 = System.nanoTime();
                do {
                    SparkMsm.compute(sc, input, plan, endoOn);
                    warmUps++;
                } while (System.nanoTime() - w0 < WARM_UP_MS * 1_000_000L);
            }
            double[] ms = new double[reps];
            SparkMsmResult last = null;
            for (int rep = 0; rep < reps; rep++) {
                last = SparkMsm.compute(sc, input, plan, endoOn);
                ms[rep] = last.jobMs();
            }
            Arrays.sort(ms);
            Checks checks = Checks.run(sc, input, plan, endoOn, last.point());
            SparkReport report = new SparkReport(input, pointsFile == null ? dist.name().toLowerCase(Locale.ROOT) : "file",
                    pointsFile == null ? seed : null, taskCpus, endo, ms, warmUps, inputMs, last, checks.ok(), master, plan,
                    sc.defaultParallelism(), contextMs);
            if (json) {
                spec.commandLine().getOut().println(Json.line(report.row()));
            } else {
                report.printText(spec.commandLine().getOut(), checks);
            }
            spec.commandLine().getOut().flush();
            if (!checks.ok()) {
                spec.commandLine().getErr().println("pippin spark msm: MISMATCH: the result failed its check");
                spec.commandLine().getErr().flush();
                return SparkMain.FAILED;
            }
            return SparkMain.OK;
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    /** The master URLs Spark 4.2 accepts, so that a typo is a usage error, not a failed context start. */
    private static final java.util.regex.Pattern MASTER = java.util.regex.Pattern.compile(
            "local(\\[(\\*|[1-9][0-9]*)(,[1-9][0-9]*)?\\])?|local-cluster\\[[0-9]+,[0-9]+,[0-9]+\\]|spark://\\S+|yarn|k8s://\\S+");

    private SparkConf sparkConf() {
        if (!MASTER.matcher(master).matches()) {
            throw usage("--master must be local, local[N], local[N,F], local[*], spark://HOST:PORT, yarn or k8s://URL, got '"
                    + master + "'");
        }
        if (taskCpus < 1 || taskCpus > 1024) {
            throw usage("--task-cpus must be between 1 and 1024, got " + taskCpus);
        }
        SparkConf c = new SparkConf().setAppName("pippin spark msm").setMaster(master)
                .set("spark.ui.enabled", "false")
                .set("spark.task.cpus", Integer.toString(taskCpus));
        if (master.startsWith("local")) {
            // the driver is the only executor: keep its endpoints on the loopback address
            c.set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
        } else {
            // executors elsewhere need Pippin's classes (Spark's own they have) and the vector
            // module for the G1 lane kernels; --conf entries below override either
            c.set("spark.jars", ClusterJars.pippinJars());
            c.set("spark.executor.extraJavaOptions", "--add-modules=jdk.incubator.vector");
        }
        for (String kv : conf) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw usage("--conf needs KEY=VALUE, got '" + kv + "'");
            }
            c.set(kv.substring(0, eq), kv.substring(eq + 1));
        }
        return c;
    }

    private void checkFileOptions() {
        CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
        if (pointsFile == null) {
            return;
        }
        if (parsed.hasMatchedOption("--n") || parsed.hasMatchedOption("--seed")) {
            throw usage("--n and --seed apply to generated instances, not to --points");
        }
        if (!parsed.hasMatchedOption("--scalars")) {
            throw usage("--points needs --scalars FILE");
        }
    }

    private MsmGroup group() {
        String c = curve.toLowerCase(Locale.ROOT), gr = group.toLowerCase(Locale.ROOT);
        if (!c.equals("bn254") && !c.equals("bls12-381")) {
            throw usage("--curve must be bn254 or bls12-381, got '" + curve + "'");
        }
        if (!gr.equals("g1") && !gr.equals("g2")) {
            throw usage("--group must be g1 or g2, got '" + group + "'");
        }
        return MsmGroup.of(c, gr);
    }

    private MsmInstances.Distribution distribution() {
        return switch (scalars) {
            case "uniform" -> MsmInstances.Distribution.UNIFORM;
            case "witness" -> MsmInstances.Distribution.WITNESS;
            case "small" -> MsmInstances.Distribution.SMALL;
            default -> throw usage("--scalars must be uniform, witness or small, got '" + scalars + "' (a scalars file needs --points FILE)");
        };
    }

    private void info(String line) {
        if (!quiet) {
            spec.commandLine().getErr().println(line);
            spec.commandLine().getErr().flush();
        }
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    /** The result's checks: the known logs (generated instances) and a distributed 64-point prefix against the naive sum. */
    record Checks(Boolean full, boolean prefix, int prefixLength) {
        static final int PREFIX = 64;

        boolean ok() {
            return (full == null || full) && prefix;
        }

        static Checks run(JavaSparkContext sc, MsmInput input, PartitionPlan plan, boolean endo, long[] result) {
            Boolean full = null;
            if (input instanceof GeneratedInput gen) {
                full = Arrays.equals(result, gen.expected(SparkMsm.knownLogSum(sc, gen, plan)));
            }
            int m = (int) Math.min(PREFIX, input.n());
            MsmInput prefix = input.prefix(m);
            PartitionPlan prefixPlan = PartitionPlan.even(m, Math.min(plan.partitions(), m));
            long[] distributed = SparkMsm.compute(sc, prefix, prefixPlan, endo).point();
            byte[] naive = NaiveSum.eip(prefix, sc.hadoopConfiguration());
            return new Checks(full, Arrays.equals(PointFormat.encodeEip(input.group(), distributed), naive), m);
        }
    }
}
