package dev.pippin.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pippin version}: the build version and the JVM it runs on. */
@Command(name = "version", description = "Print the Pippin version and the Java runtime.")
final class VersionCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        for (String line : lines()) {
            spec.commandLine().getOut().println(line);
        }
    }

    static String[] lines() {
        return new String[] {
            "pippin " + version(),
            "java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ", "
                    + System.getProperty("os.arch") + ", " + Runtime.getRuntime().availableProcessors() + " cores)"
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

    /** Serves {@code pippin --version}. */
    static final class Provider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return lines();
        }
    }
}
