package dev.pippin.cli;

/** Run in a child JVM by ProgressTest: prints what Terminal decides about that JVM's stderr. */
public final class TerminalProbe {
    private TerminalProbe() {}

    public static void main(String[] args) {
        System.out.println("stderr terminal: " + Terminal.stderrIsTerminal());
    }
}
