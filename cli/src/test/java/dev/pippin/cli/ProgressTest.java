package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The progress bar: drawn only when stderr is a terminal, never with --quiet, and erased after. */
class ProgressTest {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    private static String probe(ProcessBuilder pb) throws Exception {
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "probe did not finish");
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    private static List<String> probeCommand() {
        return List.of(JAVA, "-cp", System.getProperty("java.class.path"), TerminalProbe.class.getName());
    }

    @Test
    void stderrRedirectedToAFileOrAPipeIsNotATerminal(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("err.log");
        String toFile = probe(new ProcessBuilder(probeCommand()).redirectError(log.toFile()));
        assertTrue(toFile.contains("stderr terminal: false"), toFile);
        String toPipe = probe(new ProcessBuilder(probeCommand()));
        assertTrue(toPipe.contains("stderr terminal: false"), toPipe);
    }

    /** Under script(1) the child's stdio is a pseudo-terminal: the positive case of the same check. */
    @Test
    void stderrOnAPseudoTerminalIsOne() throws Exception {
        Path script = Path.of("/usr/bin/script");
        assumeTrue(Files.isExecutable(script) && Files.isDirectory(Path.of("/proc/self/fd")), "needs util-linux script and /proc");
        String command = String.join(" ", probeCommand().stream().map(s -> "'" + s.replace("'", "'\\''") + "'").toList());
        String out = probe(new ProcessBuilder(script.toString(), "-qec", command, "/dev/null"));
        assertTrue(out.contains("stderr terminal: true"), out);
    }

    @Test
    void terminalDevicesAreTheTtyAndPtsOnes() {
        assertTrue(Terminal.isTerminalDevice("/dev/pts/3"));
        assertTrue(Terminal.isTerminalDevice("/dev/tty1"));
        assertFalse(Terminal.isTerminalDevice("pipe:[81234]"));
        assertFalse(Terminal.isTerminalDevice("/dev/null"));
        assertFalse(Terminal.isTerminalDevice("/tmp/err.log"));
    }

    @Test
    void barAppearsAfterItsDelayAndIsErased() {
        StringWriter sink = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(sink, true), 0);
        bar.start();
        bar.progress(1, 4);
        assertEquals("\r[" + "#".repeat(10) + " ".repeat(30) + "] 25%", sink.toString());
        bar.finish();
        assertTrue(sink.toString().endsWith("\r" + " ".repeat(48) + "\r"), sink.toString());

        StringWriter quiet = new StringWriter();
        ProgressBar slow = new ProgressBar(new PrintWriter(quiet, true), 60_000_000_000L);
        slow.start();
        slow.progress(1, 4);
        slow.finish();
        assertEquals("", quiet.toString());
    }

    /** Through the msm command, with the bar's delay at 0 so even a small run draws it when allowed. */
    @Test
    void msmDrawsTheBarOnlyOnATerminalAndNotWithQuiet() {
        String[] job = {"msm", "--n", "300", "--reps", "1", "--threads", "1"};
        Cli.Run terminal = Cli.run(Cli.terminal(true), job);
        assertEquals(0, terminal.code(), terminal.err());
        assertTrue(terminal.err().contains("\r[") && terminal.err().contains("] 100%"), terminal.err());
        assertFalse(terminal.out().contains("\r"), terminal.out());

        Cli.Run redirected = Cli.run(Cli.terminal(false), job);
        assertEquals(0, redirected.code(), redirected.err());
        assertFalse(redirected.err().contains("\r"), redirected.err());
        assertTrue(redirected.err().startsWith("pippin msm: bn254 g1, n = 300, uniform scalars, seed 1, 1 thread, endomorphism on; built in "),
                redirected.err());

        String[] quietJob = {"msm", "--n", "300", "--reps", "1", "--threads", "1", "--quiet"};
        Cli.Run quiet = Cli.run(Cli.terminal(true), quietJob);
        assertEquals(0, quiet.code(), quiet.err());
        assertEquals("", quiet.err());
        assertEquals(redirected.out().lines().limit(3).toList(), quiet.out().lines().limit(3).toList());
    }

    @Test
    void quietSilencesTheBenchInformationLine() {
        Cli.Run loud = Cli.run(Cli.terminal(false), "bench", "field", "--field", "bn254-fp", "--op", "add");
        assertEquals(0, loud.code(), loud.err());
        assertEquals(List.of("pippin bench field: 1 cell, about 2 s"), loud.errLines());
        Cli.Run quiet = Cli.run(Cli.terminal(false), "bench", "field", "--field", "bn254-fp", "--op", "add", "-q");
        assertEquals("", quiet.err());
        assertEquals(2, quiet.outLines().size(), quiet.out());
    }
}
