package dev.pippin.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** Runs the pippin command in-process with its stdout and stderr captured. */
final class Cli {
    private Cli() {}

    static final ObjectMapper JSON = new ObjectMapper();

    record Run(int code, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }

        List<String> errLines() {
            return err.lines().toList();
        }

        /** Every stdout line parsed as one JSON object. */
        List<JsonNode> json() {
            List<JsonNode> rows = new ArrayList<>();
            for (String line : outLines()) {
                try {
                    rows.add(JSON.readTree(line));
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    throw new UncheckedIOException("not JSON: " + line, e);
                }
            }
            return rows;
        }
    }

    static Run run(String... args) {
        return run(CommandLine.defaultFactory(), args);
    }

    /** Runs as Main.main does: on the command line built for these arguments. */
    static Run run(CommandLine.IFactory factory, String... args) {
        CommandLine cl = Main.commandLine(factory, args);
        StringWriter out = new StringWriter(), err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    /** A factory whose --quiet mixins see the given terminal and draw a bar from the first update. */
    static CommandLine.IFactory terminal(boolean isTerminal) {
        return new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == QuietOption.class) {
                    return cls.cast(new QuietOption(() -> isTerminal, 0));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
    }

    /** The --help footer of a (sub)command, e.g. footer("bench", "modexp"). */
    static String[] footer(String... path) {
        CommandLine cl = Main.commandLine();
        for (String name : path) {
            cl = cl.getSubcommands().get(name);
        }
        return cl.getCommandSpec().usageMessage().footer();
    }
}
