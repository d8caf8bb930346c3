package dev.pippin.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code pippin} command. Subcommands do the work; this class wires them and the exit
 * codes: every error is one line on stderr, exit 2 for bad usage or input, 1 for a failed check,
 * a rejected precompile input or an internal failure ({@link Errors}).
 */
@Command(name = "pippin",
        mixinStandardHelpOptions = true,
        versionProvider = VersionCommand.Provider.class,
        description = {"Pure-JVM elliptic curves for bn254 and BLS12-381: MSM, pairings, BLS, precompiles, Groth16, modexp.",
                "With no command: the demo, a bn254 G1 MSM of 2^16 points (same as 'pippin msm')."},
        subcommands = {MsmCommand.class, PrecompileCommand.class, ModExpCommand.class, BlsCommand.class, Groth16Command.class,
                VersionCommand.class, BenchCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:success",
            "1:a result failed its check, a precompile rejected its input, or an internal error",
            "2:bad usage or bad input (one line on stderr says which)"})
public final class Main implements Callable<Integer> {
    public static final int OK = 0;
    /** A computed result failed its check, a precompile rejected its input, or an internal error. */
    public static final int FAILED = 1;
    /** Bad usage or bad input: unknown command or name, bad number, unreadable or malformed file. */
    public static final int USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** With no command: the default demo, a bn254 G1 MSM of 2^16 points. */
    @Override
    public Integer call() {
        return spec.commandLine().getSubcommands().get("msm").execute();
    }

    public static CommandLine commandLine() {
        return commandLine(CommandLine.defaultFactory());
    }

    /** The factory makes the subcommands and mixins (tests give one that fixes what the terminal is). */
    static CommandLine commandLine(CommandLine.IFactory factory) {
        CommandLine cl = new CommandLine(new Main(), factory);
        cl.setParameterExceptionHandler(Errors::usage);
        cl.setExecutionExceptionHandler(Errors::internal);
        return cl;
    }

    public static void main(String[] args) {
        int code;
        try {
            code = commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            System.err.println("pippin: out of memory; give the JVM more heap with -Xmx (./pippin passes PIPPIN_JAVA_OPTS to it)");
            code = FAILED;
        }
        System.exit(code);
    }
}
