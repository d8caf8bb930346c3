package dev.pippin.cli;

import dev.pippin.cli.bench.FieldComparison;
import dev.pippin.cli.bench.ModExpComparison;
import java.io.PrintStream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pippin bench ...}: quick self-contained comparisons (seconds, not JMH's minutes).
 * The JMH suites in the bench module are the reference measurements.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class, description = "Quick side-by-side benchmarks.",
        subcommands = {BenchCommand.Field.class, BenchCommand.ModExp.class})
final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "bench needs a target: field or modexp");
    }

    @Command(name = "field", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class, description = "ns per mul, sqr, add, inverse for each field and Fp2, beside BigInteger.")
    static final class Field implements Runnable {
        @Option(names = "--json", description = "One JSON object per line instead of a table.")
        boolean json;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            new FieldComparison(spec.commandLine().getOut(), json).run();
        }
    }

    @Command(name = "modexp", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class, description = "modexp over the issue's grid beside BigInteger.modPow (under two minutes).")
    static final class ModExp implements Runnable {
        @Option(names = "--json", description = "One JSON object per cell instead of a table.")
        boolean json;

        @Override
        public void run() {
            PrintStream out = System.out;
            ModExpComparison.run(json, out);
            out.flush();
        }
    }
}
