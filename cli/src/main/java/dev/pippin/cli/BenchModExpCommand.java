package dev.pippin.cli;

import dev.pippin.cli.bench.ModExpComparison;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pippin bench modexp}: the {@link ModExpComparison} grid, a row per cell as it is
 * measured, then the cell with the lowest speedup. In JSON that summary is the worst cell's row
 * again under another kind, so every line has the same keys.
 */
@Command(name = "modexp", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "modexp over the modexp grid beside BigInteger.modPow (about 40 s for all).",
        footer = {"",
            "With --json, one object per cell, then the worst cell again:",
            "  kind        string   \"bench_modexp\"; \"bench_modexp_worst\" on the last line",
            "  mod_bits    integer  modulus bits",
            "  exp         string   the cell's exponent: 3 and 65537 are values, other",
            "                       numbers the bit length of a random exponent",
            "  exp_bits    integer  the exponent's bit length",
            "  even        boolean  even modulus",
            "  pippin_ns   number   median ns per call, Pippin",
            "  bigint_ns   number   the same for BigInteger.modPow",
            "  speedup     number   bigint_ns / pippin_ns",
            "  gas         integer  EIP-7883 gas of the call",
            "  mgas_per_s  number   gas per second of Pippin time, in millions"})
final class BenchModExpCommand implements Callable<Integer> {
    @Option(names = "--cell", paramLabel = "CELL", split = ",",
            description = "only these cells (MOD_BITS/EXP[/even]): ${COMPLETION-CANDIDATES} (default: all)",
            completionCandidates = Cells.class)
    List<String> cells;

    @Mixin
    JsonOption json;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    record Row(String kind, int modBits, String exp, int expBits, boolean even, double pippinNs, double bigintNs,
            double speedup, long gas, double mgasPerS) {
        static Row of(String kind, ModExpComparison.Cell c) {
            return new Row(kind, c.modBits(), c.exp(), c.expBits(), c.even(), Json.round(c.ns(), 2), Json.round(c.bigintNs(), 2),
                    Json.round(c.speedup(), 3), c.gas(), Json.round(c.mgasPerSecond(), 1));
        }
    }

    static final class Cells extends Candidates {
        Cells() {
            super(() -> ModExpComparison.CELLS);
        }
    }

    @Override
    public Integer call() {
        List<String> chosen = BenchCommand.chosen(spec.commandLine(), "--cell", cells, ModExpComparison.CELLS);
        quiet.info(String.format(Locale.ROOT, "pippin bench modexp: %d cell%s, about %.0f s", chosen.size(),
                chosen.size() == 1 ? "" : "s", chosen.size() * ModExpComparison.SECONDS_PER_CELL));
        PrintWriter out = spec.commandLine().getOut();
        if (!json.on()) {
            out.printf("%-8s %-7s %-5s %14s %14s %8s %10s%n", "mod_bits", "exp", "even", "pippin ns", "BigInteger ns",
                    "speedup", "Mgas/s");
            out.flush();
        }
        ModExpComparison.Cell worst = null;
        for (String cell : chosen) {
            ModExpComparison.Cell c;
            try {
                c = ModExpComparison.measure(cell);
            } catch (ModExpComparison.Mismatch e) {
                PrintWriter err = spec.commandLine().getErr();
                err.println("pippin bench modexp: MISMATCH: " + e.getMessage());
                err.flush();
                return Main.FAILED;
            }
            if (worst == null || c.speedup() < worst.speedup()) {
                worst = c;
            }
            if (json.on()) {
                json.print(Row.of("bench_modexp", c));
            } else {
                out.printf(Locale.ROOT, "%-8d %-7s %-5s %14.0f %14.0f %8.2f %10.1f%n", c.modBits(), c.exp(),
                        c.even() ? "even" : "odd", c.ns(), c.bigintNs(), c.speedup(), c.mgasPerSecond());
                out.flush();
            }
        }
        if (json.on()) {
            json.print(Row.of("bench_modexp_worst", worst));
        } else {
            out.printf(Locale.ROOT, "worst cell: %d / %s%s, speedup %.2f%n", worst.modBits(), worst.exp(),
                    worst.even() ? " (even)" : "", worst.speedup());
            out.flush();
        }
        return Main.OK;
    }
}
