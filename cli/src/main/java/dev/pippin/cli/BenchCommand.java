package dev.pippin.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code pippin bench ...}: quick self-contained comparisons (seconds, not JMH's minutes).
 * The JMH suites in the bench module are the reference measurements.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class, description = "Quick side-by-side benchmarks.",
        subcommands = {BenchFieldCommand.class, BenchModExpCommand.class, BenchPairingCommand.class, BenchKzgCommand.class})
final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "needs a target: field, modexp, pairing or kzg");
    }

    /** The names chosen by a repeatable filter option (all when it was not given), each checked. */
    static <T> List<T> chosen(CommandLine cl, String option, List<T> given, List<T> known) {
        if (given == null || given.isEmpty()) {
            return known;
        }
        for (T name : given) {
            if (!known.contains(name)) {
                throw new CommandLine.ParameterException(cl, option + " must be one of "
                        + known.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "))
                        + "; got '" + name + "'");
            }
        }
        return known.stream().filter(given::contains).toList();
    }
}
