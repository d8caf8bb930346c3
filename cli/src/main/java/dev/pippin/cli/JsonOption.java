package dev.pippin.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The --json option every command shares; the keys of each command's rows are in its --help. */
final class JsonOption {
    @Option(names = "--json", description = "Print JSON, one object per line (keys listed below), instead of text.")
    boolean on;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    boolean on() {
        return on;
    }

    /** One row on stdout, flushed so a reader of a long run sees each row as it is made. */
    void print(Record row) {
        PrintWriter out = mixee.commandLine().getOut();
        out.println(Json.line(row));
        out.flush();
    }
}
