package dev.pippin.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code pippin} command. Subcommands do the work; this class only wires them and makes
 * usage errors one line on stderr with exit code 2.
 */
@Command(name = "pippin",
        mixinStandardHelpOptions = true,
        versionProvider = VersionCommand.Provider.class,
        description = {"Pure-JVM multi-scalar multiplication and modexp for bn254 and BLS12-381.",
                "With no command: the demo, a bn254 G1 MSM of 2^16 points (same as 'pippin msm')."},
        subcommands = {MsmCommand.class, PrecompileCommand.class, ModExpCommand.class, VersionCommand.class, BenchCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    /** Exit code for a usage error (unknown command, bad argument). */
    public static final int USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** With no command: the default demo, a bn254 G1 MSM of 2^16 points. */
    @Override
    public void run() {
        CommandLine sub = spec.commandLine().getSubcommands().get("msm");
        int rc = sub.execute();
        if (rc != 0) {
            throw new CommandLine.ExecutionException(sub, "the demo MSM failed its check");
        }
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler(Main::usageError);
        cl.setExitCodeExceptionMapper(e -> e instanceof CommandLine.ParameterException ? USAGE : 1);
        return cl;
    }

    /** One line, not a page of usage: the user knows where --help is. */
    private static int usageError(CommandLine.ParameterException e, String[] args) {
        PrintWriter err = e.getCommandLine().getErr();
        err.println("pippin: " + e.getMessage() + " (see 'pippin --help')");
        err.flush();
        return USAGE;
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }
}
