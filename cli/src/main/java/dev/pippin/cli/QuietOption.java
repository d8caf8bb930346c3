package dev.pippin.cli;

import java.io.PrintWriter;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * --quiet, and what it silences on stderr: informational lines and the progress bar. The bar is
 * drawn only on a terminal; redirected, its carriage returns would only litter a log.
 */
final class QuietOption {
    /** Runs shorter than this finish before a bar would tell the user anything. */
    static final long BAR_DELAY_NS = 1_000_000_000L;

    @Option(names = {"-q", "--quiet"}, description = "No progress bar and no informational lines on stderr.")
    boolean quiet;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    private final BooleanSupplier stderrIsTerminal;
    private final long barDelayNs;

    QuietOption() {
        this(Terminal::stderrIsTerminal, BAR_DELAY_NS);
    }

    QuietOption(BooleanSupplier stderrIsTerminal, long barDelayNs) {
        this.stderrIsTerminal = stderrIsTerminal;
        this.barDelayNs = barDelayNs;
    }

    /** One line on stderr, unless --quiet. */
    void info(String line) {
        if (!quiet) {
            PrintWriter err = mixee.commandLine().getErr();
            err.println(line);
            err.flush();
        }
    }

    /** A bar on stderr, or null (--quiet, or stderr is not a terminal). */
    ProgressBar progressBar() {
        return quiet || !stderrIsTerminal.getAsBoolean() ? null : new ProgressBar(mixee.commandLine().getErr(), barDelayNs);
    }
}
