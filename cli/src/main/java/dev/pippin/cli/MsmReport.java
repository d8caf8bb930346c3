package dev.pippin.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * What {@code pippin msm} prints: the {@link Row} with --json, else text, from the same values.
 * The keys of Row are documented in MsmCommand's --help footer and checked against it by test.
 */
final class MsmReport {
    private MsmReport() {}

    record Row(String kind, String curve, String group, int n, String scalars, Long seed, int threads, String endo,
            int reps, int warmUpRuns, double inputMs, double minMs, double medianMs, double perPointNs,
            String result, boolean check) {}

    static Row row(MsmJob job, int threads, String endo, MsmTiming t, boolean check) {
        return new Row("msm", job.group().curve(), job.group().group(), job.n(), job.scalarsLabel(), job.seed(), threads,
                endo, t.sortedMs().length, t.warmUps(), Json.round(job.inputMs(), 3), Json.round(t.minMs(), 3),
                Json.round(t.medianMs(), 3), Json.round(t.medianMs() * 1e6 / job.n(), 1),
                PointEncoding.hex(job.group(), t.result()), check);
    }

    /** The informational line on stderr: what is about to run, and what preparing it took. */
    static String describe(MsmJob job, java.nio.file.Path pointsFile, int threads, String endo) {
        String g = job.group().curve() + " " + job.group().group();
        return job.known() == null
                ? String.format(Locale.ROOT, "pippin msm: %s from %s, %s, endomorphism %s; read and validated in %.0f ms",
                        MsmCommand.count(job.n(), g + " point"), pointsFile, MsmCommand.count(threads, "thread"), endo, job.inputMs())
                : String.format(Locale.ROOT, "pippin msm: %s, n = %d, %s scalars, seed %d, %s, endomorphism %s; built in %.0f ms",
                        g, job.n(), job.scalarsLabel(), job.seed(), MsmCommand.count(threads, "thread"), endo, job.inputMs());
    }

    /**
     * A generated instance prints the result's coordinates; a run on files prints the result in
     * the files' encoding first, so it can be cut from the output as it is.
     */
    static void printText(PrintWriter out, MsmJob job, MsmTiming t, boolean fullOk, boolean prefixOk) {
        if (job.known() == null) {
            out.println(PointEncoding.hex(job.group(), t.result()));
        } else {
            out.println("result:");
            for (String line : PointText.lines(job.group(), t.result())) {
                out.println("  " + line);
            }
        }
        int reps = t.sortedMs().length;
        out.printf(Locale.ROOT, "time: min %.2f ms, median %.2f ms over %d run%s%s; %.1f ns per point%n",
                t.minMs(), t.medianMs(), reps, reps == 1 ? "" : "s",
                t.warmUps() == 0 ? "" : " after " + t.warmUps() + " warm-up run" + (t.warmUps() == 1 ? "" : "s"),
                t.medianMs() * 1e6 / job.n());
        int prefix = PrefixCheck.length(job.n());
        String prefixText = verdict(prefixOk) + " (" + prefix + "-point prefix = naive sum of scalar multiplications)";
        out.println(job.known() == null ? "check: " + prefixText
                : "check: " + verdict(fullOk) + " (result = (sum s_i log P_i) G from the known logs), " + prefixText);
        out.flush();
    }

    private static String verdict(boolean ok) {
        return ok ? "ok" : "MISMATCH";
    }
}
