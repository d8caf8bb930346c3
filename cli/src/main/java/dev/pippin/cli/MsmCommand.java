package dev.pippin.cli;

import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pippin msm}: one MSM on a deterministic instance, timed, with its result checked
 * against an independent computation. The default (bn254 G1, 2^16 points) is what {@code pippin}
 * runs with no arguments.
 */
@Command(name = "msm", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class, description = "Run and time an MSM on a deterministic instance, and check its result.")
final class MsmCommand implements Callable<Integer> {
    @Option(names = "--curve", defaultValue = "bn254", description = "bn254 or bls12-381 (default: ${DEFAULT-VALUE})")
    String curve;

    @Option(names = "--group", defaultValue = "g1", description = "g1 or g2 (default: ${DEFAULT-VALUE})")
    String group;

    @Option(names = "--n", defaultValue = "65536", description = "number of points (default: ${DEFAULT-VALUE})")
    int n;

    @Option(names = "--threads", description = "worker threads (default: all cores)")
    Integer threads;

    @Option(names = "--seed", defaultValue = "1", description = "instance seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--scalars", defaultValue = "uniform",
            description = "uniform, witness (2/3 zeros, 1/3 ones) or small (64-bit); with --points, a file of 32-byte big-endian scalars")
    String scalars;

    @Option(names = "--points", description = "run on these points instead of a generated instance: a binary file of "
            + "EIP-196/197 (bn254) or EIP-2537 (BLS12-381) encodings back to back; validated")
    java.nio.file.Path pointsFile;

    @Option(names = "--endo", defaultValue = "on", description = "GLV/GLS endomorphisms: on or off (default: ${DEFAULT-VALUE})")
    String endo;

    /**
     * Untimed warm-up before the timed runs (with --reps above 1): at least one run, and runs
     * until this long has passed. Back-to-back 2-thread runs of the default job (bn254 G1 2^16)
     * in a fresh JVM took 797, 433, 318, 307, 311, 299, 298, 294, then 245-276 ms from the ninth
     * on (about 3 s in): C2 compiles the unrolled kernels on the cores the MSM keeps busy. With
     * one warm-up run the default job reported a minimum of 274-356 ms.
     */
    static final long WARM_UP_MS = 3000;

    @Option(names = "--reps", defaultValue = "3", description = "timed repetitions (default: ${DEFAULT-VALUE})")
    int reps;

    @Option(names = "--json", description = "print one JSON object instead of text")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        MsmGroup g;
        try {
            g = MsmGroup.of(curve, group);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (pointsFile != null) {
            return runOnFiles(g);
        }
        MsmInstances.Distribution dist = parseDistribution();
        if (n < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--n must be at least 1, got " + n);
        }
        if (reps < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--reps must be at least 1, got " + reps);
        }
        if (!endo.equals("on") && !endo.equals("off")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--endo must be on or off, got " + endo);
        }
        int t = threadCount();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!json) {
            out.printf("pippin msm: %s %s, n = %d, %s scalars, %d thread%s, endomorphism %s%n",
                    g.curve(), g.group(), n, scalars, t, t == 1 ? "" : "s", endo);
            out.flush();
        }
        long genStart = System.nanoTime();
        MsmInstances.Points pts = MsmInstances.points(g, n, seed);
        byte[] sc = MsmInstances.scalars(g, n, dist, seed + 1);
        if (!json) {
            out.printf("instance built in %.0f ms%n", (System.nanoTime() - genStart) / 1e6);
            out.flush();
        }
        ProgressBar bar = new ProgressBar(err);
        MsmOptions options = MsmOptions.defaults().withThreads(t).withEndomorphism(endo.equals("on")).withProgress(bar);
        long[] result = null;
        double[] ms = new double[reps];
        int warmUps = 0;
        if (reps > 1) {
            // untimed runs first, at least one and for WARM_UP_MS in all: the JIT compiles the
            // kernels during them (on 2 cores the compiler threads compete with the MSM's own
            // threads, which otherwise shows in the timed runs)
            long warmStart = System.nanoTime();
            do {
                Msm.compute(g, pts.data(), sc, options.withProgress(null));
                warmUps++;
            } while (System.nanoTime() - warmStart < WARM_UP_MS * 1_000_000L);
        }
        for (int rep = 0; rep < reps; rep++) {
            bar.start();
            long t0 = System.nanoTime();
            result = Msm.compute(g, pts.data(), sc, options);
            ms[rep] = (System.nanoTime() - t0) / 1e6;
            bar.finish();
        }
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        double min = sorted[0], median = sorted[reps / 2];
        boolean fullOk = Arrays.equals(result, MsmInstances.expected(pts, sc, n));
        int prefix = Math.min(64, n);
        long[] prefixResult = Msm.compute(g, Arrays.copyOf(pts.data(), prefix * g.pointLongs()),
                Arrays.copyOf(sc, prefix * 32), options.withProgress(null));
        boolean prefixOk = Arrays.equals(prefixResult, MsmInstances.naive(pts, sc, prefix));
        String hex = PointEncoding.hex(g, result);
        if (json) {
            out.printf(Locale.ROOT, "{\"curve\": \"%s\", \"group\": \"%s\", \"n\": %d, \"threads\": %d, \"scalars\": \"%s\", "
                            + "\"endo\": \"%s\", \"ms_min\": %.3f, \"ms_median\": %.3f, \"ns_per_point\": %.1f, \"result\": \"%s\", "
                            + "\"check\": %s}%n",
                    g.curve(), g.group(), n, t, scalars, endo, min, median, median * 1e6 / n, hex, fullOk && prefixOk);
        } else {
            out.println("result:");
            for (String line : PointText.lines(g, result)) {
                out.println("  " + line);
            }
            out.printf(Locale.ROOT, "time: min %.2f ms, median %.2f ms over %d run%s%s; %.1f ns per point%n",
                    min, median, reps, reps == 1 ? "" : "s",
                    warmUps == 0 ? "" : " after " + warmUps + " warm-up run" + (warmUps == 1 ? "" : "s"), median * 1e6 / n);
            out.printf("check: %s (result = (sum s_i log P_i) G from the known logs), %s (%d-point prefix = naive sum of scalar multiplications)%n",
                    fullOk ? "ok" : "MISMATCH", prefixOk ? "ok" : "MISMATCH", prefix);
        }
        out.flush();
        return fullOk && prefixOk ? 0 : 1;
    }

    private int threadCount() {
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be at least 1, got " + t);
        }
        return t;
    }

    /** --points FILE --scalars FILE: the user's data, validated; result printed in the same encoding. */
    private int runOnFiles(MsmGroup g) {
        PrintWriter out = spec.commandLine().getOut();
        byte[] pb, sb;
        try {
            pb = java.nio.file.Files.readAllBytes(pointsFile);
            sb = java.nio.file.Files.readAllBytes(java.nio.file.Path.of(scalars));
        } catch (java.io.IOException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "cannot read input: " + e.getMessage());
        }
        int pointBytes = PointEncoding.bytes(g);
        if (pb.length % pointBytes != 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), pointsFile + ": " + pb.length
                    + " bytes is not a whole number of " + pointBytes + "-byte " + g.curve() + " " + g.group() + " points");
        }
        int count = pb.length / pointBytes;
        if (sb.length != (long) count * 32) {
            throw new CommandLine.ParameterException(spec.commandLine(), scalars + ": expected " + count
                    + " scalars of 32 bytes (" + (long) count * 32 + " bytes), got " + sb.length + " bytes");
        }
        long[] pts = new long[Math.multiplyExact(count, g.pointLongs())];
        for (int i = 0; i < count; i++) {
            try {
                PointEncoding.decode(g, pb, i * pointBytes, pts, i * g.pointLongs());
            } catch (dev.pippin.curve.codec.EncodingException e) {
                spec.commandLine().getErr().println("pippin msm: point " + i + " of " + pointsFile + ": " + e.getMessage());
                return 1;
            }
        }
        MsmOptions options = MsmOptions.defaults().withThreads(threadCount()).withEndomorphism(endo.equals("on"));
        double[] ms = new double[reps];
        long[] result = null;
        for (int rep = 0; rep < reps; rep++) {
            long t0 = System.nanoTime();
            result = Msm.compute(g, pts, sb, options);
            ms[rep] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        String hex = PointEncoding.hex(g, result);
        if (json) {
            out.printf(Locale.ROOT, "{\"curve\": \"%s\", \"group\": \"%s\", \"n\": %d, \"threads\": %d, \"scalars\": \"file\", "
                            + "\"endo\": \"%s\", \"ms_min\": %.3f, \"ms_median\": %.3f, \"ns_per_point\": %.1f, \"result\": \"%s\"}%n",
                    g.curve(), g.group(), count, options.threads(), endo, ms[0], ms[reps / 2], count == 0 ? 0 : ms[reps / 2] * 1e6 / count, hex);
        } else {
            out.println(hex);
            out.printf(Locale.ROOT, "time: min %.2f ms, median %.2f ms over %d run%s (%d points)%n", ms[0], ms[reps / 2], reps, reps == 1 ? "" : "s", count);
        }
        out.flush();
        return 0;
    }

    private MsmInstances.Distribution parseDistribution() {
        return switch (scalars) {
            case "uniform" -> MsmInstances.Distribution.UNIFORM;
            case "witness" -> MsmInstances.Distribution.WITNESS;
            case "small" -> MsmInstances.Distribution.SMALL;
            default -> throw new CommandLine.ParameterException(spec.commandLine(),
                    "--scalars must be uniform, witness or small, got " + scalars);
        };
    }

    /** A bar on stderr, shown only once a run has taken more than a second. */
    static final class ProgressBar implements MsmOptions.ProgressListener {
        private final PrintWriter err;
        private volatile long started;
        private volatile boolean shown;

        ProgressBar(PrintWriter err) {
            this.err = err;
        }

        void start() {
            started = System.nanoTime();
            shown = false;
        }

        @Override
        public synchronized void progress(long done, long total) {
            if (System.nanoTime() - started < 1_000_000_000L || total == 0) {
                return;
            }
            int width = 40, filled = (int) Math.min(width, width * done / total);
            err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + (100 * done / total) + "%");
            err.flush();
            shown = true;
        }

        synchronized void finish() {
            if (shown) {
                err.print("\r" + " ".repeat(48) + "\r");
                err.flush();
            }
        }
    }
}
