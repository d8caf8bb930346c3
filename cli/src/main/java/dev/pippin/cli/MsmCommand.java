package dev.pippin.cli;

import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pippin msm}: one MSM, timed, its result checked against independent computations. On a
 * generated instance (the default: bn254 G1, 2^16 points, what {@code pippin} runs with no
 * arguments) the points' discrete logs are known, which checks the full result; on the user's
 * files (--points, --scalars) the check is the naive sum over a prefix. The JSON keys are in the
 * footer below; MsmReport.Row holds them.
 */
@Command(name = "msm", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "Run and time an MSM on a generated instance or on the points and scalars of two files, "
                + "and check its result.",
        footer = {"",
            "With --json, one object:",
            "  kind          string        \"msm\"",
            "  curve         string        bn254 or bls12-381",
            "  group         string        g1 or g2",
            "  n             integer       number of points",
            "  scalars       string        uniform, witness, small, or file (--points)",
            "  seed          integer|null  instance seed; null with --points",
            "  threads       integer       worker threads",
            "  endo          string        on or off",
            "  reps          integer       timed runs",
            "  warm_up_runs  integer       untimed runs before them",
            "  input_ms      number        time to build the instance or read the files",
            "  min_ms        number        fastest timed run",
            "  median_ms     number        median timed run",
            "  per_point_ns  number        median_ms per point, in ns",
            "  result        string        hex of the sum's EIP-196/197 (bn254) or",
            "                              EIP-2537 (BLS12-381) encoding",
            "  check         boolean       the result agreed with the check (exit 1 if not)"})
final class MsmCommand implements Callable<Integer> {
    /** Far above any core count; only stops a typo from asking for tens of thousands of threads. */
    static final int MAX_THREADS = 1024;

    @Option(names = "--curve", paramLabel = "CURVE", defaultValue = "bn254", description = "bn254 or bls12-381 (default: ${DEFAULT-VALUE})")
    String curve;

    @Option(names = "--group", paramLabel = "GROUP", defaultValue = "g1", description = "g1 or g2 (default: ${DEFAULT-VALUE})")
    String group;

    @Option(names = "--n", paramLabel = "N", defaultValue = "65536", description = "number of generated points (default: ${DEFAULT-VALUE})")
    int n;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1", description = "seed of the generated instance (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--scalars", paramLabel = "DIST|FILE", defaultValue = "uniform",
            description = {"generated scalars: uniform, witness (2/3 zeros, 1/3 ones) or small (64-bit) (default: ${DEFAULT-VALUE});",
                "with --points: a file of 32-byte big-endian scalars, one per point"})
    String scalars;

    @Option(names = "--points", paramLabel = "FILE", description = "run on these points instead of a generated instance: "
            + "EIP-196/197 (bn254) or EIP-2537 (BLS12-381) encodings back to back, each validated")
    Path pointsFile;

    @Option(names = "--threads", paramLabel = "T", description = "worker threads (default: all cores)")
    Integer threads;

    @Option(names = "--endo", paramLabel = "on|off", defaultValue = "on", description = "GLV/GLS endomorphisms (default: ${DEFAULT-VALUE})")
    String endo;

    @Option(names = "--reps", paramLabel = "R", defaultValue = "3",
            description = "timed runs; above 1, untimed warm-up runs come first (default: ${DEFAULT-VALUE})")
    int reps;

    @Mixin
    JsonOption json;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        MsmGroup g = group();
        int t = threadCount();
        if (reps < 1) {
            throw usage("--reps must be at least 1, got " + reps);
        }
        if (!endo.equals("on") && !endo.equals("off")) {
            throw usage("--endo must be on or off, got '" + endo + "'");
        }
        MsmJob job = pointsFile == null ? generated(g) : fromFiles(g);
        quiet.info(MsmReport.describe(job, pointsFile, t, endo));
        MsmOptions options = MsmOptions.defaults().withThreads(t).withEndomorphism(endo.equals("on"));
        if (reps > 1) {
            quiet.info("warming up: " + (options.lanes() == LaneMode.AUTO ? "the vector lanes, then " : "")
                    + "untimed runs for " + MsmTiming.WARM_UP_MS / 1000 + " s");
        }
        MsmTiming timing = MsmTiming.run(job, options, reps, quiet.progressBar());
        boolean fullOk = job.fullResultAgrees(timing.result());
        boolean prefixOk = PrefixCheck.agrees(g, job.points(), job.scalars(), job.n(), options);
        if (json.on()) {
            json.print(MsmReport.row(job, t, endo, timing, fullOk && prefixOk));
        } else {
            MsmReport.printText(spec.commandLine().getOut(), job, timing, fullOk, prefixOk);
        }
        if (!(fullOk && prefixOk)) {
            spec.commandLine().getErr().println("pippin msm: MISMATCH: the result failed its check");
            spec.commandLine().getErr().flush();
            return Main.FAILED;
        }
        return Main.OK;
    }

    private MsmJob generated(MsmGroup g) {
        if (n < 1 || n > MsmJob.MAX_N) {
            throw usage("--n must be between 1 and " + MsmJob.MAX_N + ", got " + n);
        }
        return MsmJob.generated(g, n, seed, distribution());
    }

    private MsmJob fromFiles(MsmGroup g) {
        CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
        if (parsed.hasMatchedOption("--n") || parsed.hasMatchedOption("--seed")) {
            throw usage("--n and --seed apply to generated instances, not to --points");
        }
        if (!parsed.hasMatchedOption("--scalars")) {
            throw usage("--points needs --scalars FILE");
        }
        Path scalarsFile = path(scalars);
        if (scalarsFile == null) {
            throw usage("--scalars '" + scalars + "' is not a file name");
        }
        if (!Files.exists(scalarsFile) && isDistribution(scalars)) {
            throw usage("--points needs --scalars FILE, a file of 32-byte big-endian scalars; '" + scalars
                    + "' names a generated distribution");
        }
        return MsmFiles.read(spec.commandLine(), g, pointsFile, scalarsFile);
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

    private int threadCount() {
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1 || t > MAX_THREADS) {
            throw usage("--threads must be between 1 and " + MAX_THREADS + ", got " + t);
        }
        return t;
    }

    static String count(long k, String thing) {
        return k + " " + thing + (k == 1 ? "" : "s");
    }

    private static Path path(String s) {
        try {
            return Path.of(s);
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    private static boolean isDistribution(String s) {
        return s.equals("uniform") || s.equals("witness") || s.equals("small");
    }

    private MsmInstances.Distribution distribution() {
        return switch (scalars) {
            case "uniform" -> MsmInstances.Distribution.UNIFORM;
            case "witness" -> MsmInstances.Distribution.WITNESS;
            case "small" -> MsmInstances.Distribution.SMALL;
            default -> throw usage("--scalars must be uniform, witness or small, got '" + scalars + "'"
                    + (path(scalars) != null && Files.exists(path(scalars)) ? " (a scalars file needs --points FILE)" : ""));
        };
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
