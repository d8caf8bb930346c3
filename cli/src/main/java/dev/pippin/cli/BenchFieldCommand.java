package dev.pippin.cli;

import dev.pippin.cli.bench.FieldComparison;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pippin bench field}: a table (or JSON rows) of {@link FieldComparison} cells, printed as each is measured. */
@Command(name = "field", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "ns per mul, sqr, add, inverse for each field and Fp2: latency (dependent chain) and throughput "
                + "(a batch of 256 independent elements), beside BigInteger (about 30 s for all).",
        footer = {"",
            "With --json, one object per field and operation:",
            "  kind       string   \"bench_field\"",
            "  field      string   one of the --field names",
            "  op         string   mul, sqr, add or inv",
            "  pippin_ns             number   median ns per operation, Pippin, dependent chain (latency)",
            "  pippin_throughput_ns  number   median ns per operation, Pippin, 256 independent chains interleaved",
            "  bigint_ns             number   BigInteger's dependent chain",
            "  speedup               number   bigint_ns / pippin_ns"})
final class BenchFieldCommand implements Callable<Integer> {
    @Option(names = "--field", paramLabel = "NAME", split = ",",
            description = "only these fields: ${COMPLETION-CANDIDATES} (default: all)", completionCandidates = Fields.class)
    List<String> fields;

    @Option(names = "--op", paramLabel = "OP", split = ",", description = "only these operations: ${COMPLETION-CANDIDATES} (default: all)",
            completionCandidates = Ops.class)
    List<String> ops;

    @Mixin
    JsonOption json;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    record Row(String kind, String field, String op, double pippinNs, double pippinThroughputNs, double bigintNs,
            double speedup) {}

    static final class Fields extends Candidates {
        Fields() {
            super(() -> FieldComparison.FIELDS);
        }
    }

    static final class Ops extends Candidates {
        Ops() {
            super(() -> FieldComparison.OPS);
        }
    }

    @Override
    public Integer call() {
        List<String> f = BenchCommand.chosen(spec.commandLine(), "--field", fields, FieldComparison.FIELDS);
        List<String> o = BenchCommand.chosen(spec.commandLine(), "--op", ops, FieldComparison.OPS);
        FieldComparison bench = new FieldComparison();
        List<FieldComparison.Cell> cells = bench.cells().stream()
                .filter(c -> f.contains(c.field()) && o.contains(c.op())).toList();
        quiet.info(String.format(Locale.ROOT, "pippin bench field: %d cell%s, about %.0f s", cells.size(),
                cells.size() == 1 ? "" : "s", Math.ceil(cells.size() * FieldComparison.SECONDS_PER_CELL)));
        PrintWriter out = spec.commandLine().getOut();
        if (!json.on()) {
            out.printf("%-15s %-4s %12s %16s %14s %9s%n", "field", "op", "pippin ns", "throughput ns", "BigInteger ns", "speedup");
            out.flush();
        }
        for (FieldComparison.Cell c : cells) {
            FieldComparison.Result r = bench.measure(c);
            if (json.on()) {
                json.print(new Row("bench_field", c.field(), c.op(), Json.round(r.ns(), 2), Json.round(r.throughputNs(), 2),
                        Json.round(r.bigintNs(), 2), Json.round(r.speedup(), 3)));
            } else {
                out.printf(Locale.ROOT, "%-15s %-4s %12.1f %16.1f %14.1f %8.1fx%n", c.field(), c.op(), r.ns(), r.throughputNs(),
                        r.bigintNs(), r.speedup());
                out.flush();
            }
        }
        return Main.OK;
    }
}
