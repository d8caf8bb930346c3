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
        description = {"Pure-JVM elliptic curves for bn254 and BLS12-381: MSM, pairings, BLS, KZG, precompiles, Groth16, modexp.",
                "With no command: the demo, a bn254 G1 MSM of 2^16 points (same as 'pippin msm')."},
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

    /**
     * The subcommands, in the order the help lists them. They are added when the command line is
     * built, not named in the annotation, so that a run of one command builds only its model:
     * picocli reads every option of every command it is given by reflection. A class-loading log
     * of a cold {@code pippin groth16 prove} had it busy from 0.08 to 0.32 s; with one command
     * built, a trivial command's whole process went from 0.35 to 0.27 s (minimum of 10,
     * docs/PERFORMANCE.md, "Cold start"). See {@link #commandLine(CommandLine.IFactory, String[])}.
     */
    static final java.util.List<Class<?>> COMMANDS = java.util.List.of(MsmCommand.class, PrecompileCommand.class,
            ModExpCommand.class, BlsCommand.class, KzgCommand.class, Groth16Command.class, WtnsCommand.class, VersionCommand.class, BenchCommand.class,
            CommandLine.HelpCommand.class);

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
        return commandLine(factory, null);
    }

    /**
     * The command line for these arguments: with every subcommand, or, when the first argument
     * names one (other than help), with that one only, which parses and runs the same; no
     * arguments run the demo, so they take msm alone. Usage errors, suggestions and help are
     * those of the full command line whenever the first argument is not a command's name.
     */
    static CommandLine commandLine(CommandLine.IFactory factory, String[] args) {
        CommandLine cl = new CommandLine(new Main(), factory);
        Class<?> only = args == null ? null : args.length == 0 ? MsmCommand.class : named(args[0]);
        for (Class<?> c : COMMANDS) {
            if (only == null || c == only) {
                cl.addSubcommand(new CommandLine(c, factory));
            }
        }
        cl.setParameterExceptionHandler(Errors::usage);
        cl.setExecutionExceptionHandler(Errors::internal);
        return cl;
    }

    /** The subcommand whose @Command name this is, or null (help and unknown names included). */
    private static Class<?> named(String name) {
        for (Class<?> c : COMMANDS) {
            if (c != CommandLine.HelpCommand.class && c.getAnnotation(Command.class).name().equals(name)) {
                return c;
            }
        }
        return null;
    }

    public static void main(String[] args) {
        int code;
        try {
            code = commandLine(CommandLine.defaultFactory(), args).execute(args);
        } catch (OutOfMemoryError e) {
            System.err.println("pippin: out of memory; give the JVM more heap with -Xmx (./pippin passes PIPPIN_JAVA_OPTS to it)");
            code = FAILED;
        }
        System.exit(code);
    }
}
