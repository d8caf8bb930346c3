package dev.pippin.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;

/** How errors reach the user: one line on stderr naming the command, never a page of usage or a stack trace. */
final class Errors {
    private Errors() {}

    /** A usage error or bad input: exit 2. The user knows where --help is; the line says so. */
    static int usage(CommandLine.ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        String name = cl.getCommandSpec().qualifiedName();
        String line = name + ": " + oneLine(e.getMessage()) + suggestions(e) + " (see '" + name + " --help')";
        print(cl, line);
        return Main.USAGE;
    }

    /** An exception no command expected: a bug, reported with the frame it came from, exit 1. */
    static int internal(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        StackTraceElement[] trace = e.getStackTrace();
        String where = trace.length == 0 ? "" : " at " + trace[0];
        print(cl, cl.getCommandSpec().qualifiedName() + ": internal error: " + oneLine(e.toString()) + where);
        return Main.FAILED;
    }

    private static String suggestions(CommandLine.ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> s = u.getSuggestions();
            if (!s.isEmpty()) {
                return " (did you mean " + String.join(" or ", s) + "?)";
            }
        }
        return "";
    }

    static String oneLine(String s) {
        return s == null ? "" : s.strip().replaceAll("\\s*\\R\\s*", "; ");
    }

    private static void print(CommandLine cl, String line) {
        PrintWriter err = cl.getErr();
        err.println(line);
        err.flush();
    }
}
