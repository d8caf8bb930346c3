package dev.pippin.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code pippin version}: the build version and the JVM it runs on. */
@Command(name = "version", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "Print the Pippin version and the Java runtime.",
        footer = {"",
            "With --json, one object:",
            "  kind            string   \"version\"",
            "  pippin_version  string   the build's version",
            "  java_version    string   java.version of the runtime",
            "  java_vm         string   java.vm.name",
            "  os_arch         string   os.arch",
            "  cores           integer  processors the JVM sees"})
final class VersionCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    JsonOption json;

    record Row(String kind, String pippinVersion, String javaVersion, String javaVm, String osArch, int cores) {
        static Row current() {
            return new Row("version", version(), System.getProperty("java.version"), System.getProperty("java.vm.name"),
                    System.getProperty("os.arch"), Runtime.getRuntime().availableProcessors());
        }
    }

    @Override
    public void run() {
        if (json.on()) {
            json.print(Row.current());
            return;
        }
        PrintWriter out = spec.commandLine().getOut();
        for (String line : lines()) {
            out.println(line);
        }
        out.flush();
    }

    static String[] lines() {
        Row r = Row.current();
        return new String[] {
            "pippin " + r.pippinVersion(),
            "java " + r.javaVersion() + " (" + r.javaVm() + ", " + r.osArch() + ", " + r.cores() + " cores)"
        };
    }

    static String version() {
        try (InputStream in = VersionCommand.class.getResourceAsStream("/pippin-version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** Serves {@code --version} on every command. */
    static final class Provider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return lines();
        }
    }
}
