package dev.pippin.spark.cli;

import dev.pippin.spark.InputException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code pippin spark}: the commands that run on a Spark cluster, started by the launcher with the
 * spark module's class path (the plain pippin command never loads Spark). Errors are one line on
 * stderr as the pippin command prints them: exit 2 for bad usage or bad input, 1 for a failed
 * check or a job Spark could not complete.
 */
@Command(name = "pippin spark", mixinStandardHelpOptions = true,
        description = "Pippin on Apache Spark: an MSM partitioned over a cluster's executors.",
        subcommands = {SparkMsmCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:success", "1:the result failed its check, or Spark could not complete the job",
            "2:bad usage or bad input (one line on stderr says which)"})
public final class SparkMain implements Runnable {
    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is needed: msm");
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new SparkMain());
        cl.setParameterExceptionHandler((e, args) -> {
            String name = e.getCommandLine().getCommandSpec().qualifiedName();
            return print(e.getCommandLine(), name + ": " + oneLine(e.getMessage()) + " (see '" + name + " --help')", USAGE);
        });
        cl.setExecutionExceptionHandler((e, c, parsed) -> {
            String name = c.getCommandSpec().qualifiedName();
            if (e instanceof InputException) {
                return print(c, name + ": " + oneLine(e.getMessage()), USAGE);
            }
            if (e.getClass().getName().startsWith("org.apache.spark") || e instanceof dev.pippin.spark.SparkMsmException) {
                String m = e.getMessage() == null ? e.toString() : e.getMessage();
                return print(c, name + ": Spark: " + oneLine(m.lines().findFirst().orElse(m)), FAILED);
            }
            return print(c, name + ": " + oneLine(e.toString()), FAILED);
        });
        return cl;
    }

    static String oneLine(String s) {
        return s == null ? "" : s.strip().replaceAll("\\s*\\R\\s*", "; ");
    }

    private static int print(CommandLine cl, String line, int code) {
        PrintWriter err = cl.getErr();
        err.println(line);
        err.flush();
        return code;
    }

    public static void main(String[] args) {
        int code;
        try {
            code = commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            System.err.println("pippin spark: out of memory; give the driver more heap with -Xmx (PIPPIN_JAVA_OPTS)");
            code = FAILED;
        }
        System.exit(code);
    }
}
