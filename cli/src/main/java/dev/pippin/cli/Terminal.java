package dev.pippin.cli;

import java.io.Console;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether stderr is a terminal, the condition for drawing a progress bar there. */
final class Terminal {
    private Terminal() {}

    private static final Path STDERR_LINK = Path.of("/proc/self/fd/2");

    /**
     * On Linux the link /proc/self/fd/2 names stderr itself, so {@code pippin msm > out.txt}
     * keeps its bar and {@code pippin msm 2> log} keeps the log free of it. Elsewhere the
     * console stands in: it speaks for stdin and stdout, not stderr.
     */
    static boolean stderrIsTerminal() {
        try {
            if (Files.isSymbolicLink(STDERR_LINK)) {
                return isTerminalDevice(Files.readSymbolicLink(STDERR_LINK).toString());
            }
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            // no readable /proc: fall back to the console
        }
        return consoleIsTerminal();
    }

    static boolean isTerminalDevice(String target) {
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    }

    /**
     * The code targets Java 21, where a console exists only when stdin and stdout are a terminal;
     * from JDK 22 there is always one, and {@code Console.isTerminal()} (new in 22, so looked up
     * reflectively) tells.
     */
    static boolean consoleIsTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }
}
