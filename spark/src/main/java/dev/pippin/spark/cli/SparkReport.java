package dev.pippin.spark.cli;

import dev.pippin.spark.MsmInput;
import dev.pippin.spark.PartitionPlan;
import dev.pippin.spark.PartitionReport;
import dev.pippin.spark.PointFormat;
import dev.pippin.spark.SparkMsmResult;
import java.io.PrintWriter;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/** What {@code pippin spark msm} prints: the {@link Row} with --json, else text, from the same values. */
record SparkReport(MsmInput input, String scalarsLabel, Long seed, int threads, String endo, double[] sortedMs, int warmUps,
        double inputMs, SparkMsmResult last, boolean check, String master, PartitionPlan plan, int defaultParallelism,
        double contextMs) {

    /** pippin msm's keys, in its order, then the Spark ones (documented in SparkMsmCommand's footer). */
    record Row(String kind, String curve, String group, long n, String scalars, Long seed, int threads, String endo, int reps,
            int warmUpRuns, double inputMs, double minMs, double medianMs, double perPointNs, String result, boolean check,
            String master, int partitions, int defaultParallelism, double contextStartMs, double jobMs, double slowestTaskMs,
            double sumTaskMs, List<PartitionRow> partitionReports) {}

    record PartitionRow(int partition, long start, long count, int attempt, String executor, int threads, double inputMs,
            double msmMs) {}

    double minMs() {
        return sortedMs[0];
    }

    double medianMs() {
        return sortedMs[sortedMs.length / 2];
    }

    String resultHex() {
        return HexFormat.of().formatHex(PointFormat.encodeEip(input.group(), last.point()));
    }

    double slowestTaskMs() {
        return last.partitions().stream().mapToDouble(p -> p.inputMs() + p.msmMs()).max().orElse(0);
    }

    double sumTaskMs() {
        return last.partitions().stream().mapToDouble(p -> p.inputMs() + p.msmMs()).sum();
    }

    Row row() {
        List<PartitionRow> parts = last.partitions().stream().map(p -> new PartitionRow(p.partition(), p.start(), p.count(),
                p.attempt(), p.executor(), p.threads(), Json.round(p.inputMs(), 3), Json.round(p.msmMs(), 3))).toList();
        return new Row("spark_msm", input.group().curve(), input.group().group(), input.n(), scalarsLabel, seed, threads, endo,
                sortedMs.length, warmUps, Json.round(inputMs, 3), Json.round(minMs(), 3), Json.round(medianMs(), 3),
                Json.round(medianMs() * 1e6 / input.n(), 1), resultHex(), check, master, plan.partitions(), defaultParallelism,
                Json.round(contextMs, 3), Json.round(last.jobMs(), 3), Json.round(slowestTaskMs(), 3), Json.round(sumTaskMs(), 3), parts);
    }

    void printText(PrintWriter out, SparkMsmCommand.Checks checks) {
        out.println(resultHex());
        int reps = sortedMs.length;
        out.printf(Locale.ROOT, "time: min %.2f ms, median %.2f ms over %d job%s%s; %.1f ns per point%n", minMs(), medianMs(), reps,
                reps == 1 ? "" : "s", warmUps == 0 ? "" : " after " + warmUps + " warm-up job" + (warmUps == 1 ? "" : "s"),
                medianMs() * 1e6 / input.n());
        out.printf(Locale.ROOT, "spark: %s, %d partitions, %d core%s per task; context started in %.0f ms; last job %.1f ms, "
                + "slowest task %.1f ms, tasks %.1f ms in all%n", master, plan.partitions(), threads, threads == 1 ? "" : "s",
                contextMs, last.jobMs(), slowestTaskMs(), sumTaskMs());
        for (PartitionReport p : last.partitions()) {
            out.printf(Locale.ROOT, "  partition %d: %d points from %d, attempt %d on executor %s: input %.1f ms, msm %.1f ms%n",
                    p.partition(), p.count(), p.start(), p.attempt(), p.executor(), p.inputMs(), p.msmMs());
        }
        String prefix = (checks.prefix() ? "ok" : "MISMATCH") + " (" + checks.prefixLength()
                + "-point prefix, distributed = naive sum of scalar multiplications)";
        out.println(checks.full() == null ? "check: " + prefix
                : "check: " + (checks.full() ? "ok" : "MISMATCH") + " (result = (sum s_i log P_i) G from the known logs), " + prefix);
    }
}
