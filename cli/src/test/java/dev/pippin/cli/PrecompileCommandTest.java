package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class PrecompileCommandTest {
    // bn254 G1 generator (1, 2) in EIP-196 form, and 2G.
    static final String G = "0".repeat(63) + "1" + "0".repeat(63) + "2";
    static final String TWO_G = "030644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd3"
            + "15ed738c0e0a7c92e7845f96b2ae9c0a68a6a449e3538fc7ff3ebf7a5a18a2c4";

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter(), err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void singleCallPrintsLowerCaseHex() {
        Run r = run("precompile", "bn254_g1add", G + G);
        assertEquals(0, r.code(), r.err());
        assertEquals(TWO_G + System.lineSeparator(), r.out());
        assertEquals(0, run("precompile", "bn254_g1add", "0x" + G + G).code());
        Run empty = run("precompile", "bn254_g1add", "");
        assertEquals("0".repeat(128) + System.lineSeparator(), empty.out());
    }

    @Test
    void rejectedInputIsAnErrorButNotAUsageError() {
        Run r = run("precompile", "bls12_g1add", "00");
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("error: "), r.err());
    }

    @Test
    void forkNamedModexpFollowsItsRules() {
        String header = "%064x".formatted(0) + "f".repeat(64) + "%064x".formatted(0); // expLen 2^256 - 1, modLen 0
        Run berlin = run("precompile", "modexp_berlin", header);
        assertEquals(0, berlin.code(), berlin.err());
        assertEquals(System.lineSeparator(), berlin.out());          // EIP-198: empty output
        Run osaka = run("precompile", "modexp", header);
        assertEquals(1, osaka.code());
        assertTrue(osaka.err().contains("EIP-7823"), osaka.err());
    }

    @Test
    void everyCommandAnswersHelp() {
        for (String[] cmd : new String[][] {{"precompile"}, {"msm"}, {"modexp"}, {"bls"}, {"kzg"}, {"bench"}, {"bench", "modexp"},
                {"bench", "field"}, {"bench", "kzg"}}) {
            String[] args = java.util.Arrays.copyOf(cmd, cmd.length + 1);
            args[cmd.length] = "--help";
            Run r = run(args);
            assertEquals(0, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.out().startsWith("Usage: pippin " + String.join(" ", cmd)), r.out());
        }
    }

    @Test
    void usageErrorsExitTwo() {
        assertEquals(2, run("precompile", "nope", "00").code());
        assertEquals(2, run("precompile", "bn254_g1add", "xyz").code());
        assertEquals(2, run("precompile", "bn254_g1add").code());
        assertEquals(2, run("precompile", "bn254_g1add", "00", "--batch", "f").code());
        assertEquals(2, run("precompile", "bn254_g1add", "--batch", "/nonexistent/file").code());
    }

    @Test
    void batchPrintsOneLinePerInput(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("in.txt");
        // a line that is not hex is a usage error before any call (UsageErrorsTest); a rejected input is a result
        Files.write(f, List.of(G + G, "", "ff".repeat(64), "0x" + G));
        Run r = run("precompile", "bn254_g1add", "--batch", f.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(4, lines.size(), r.out());
        assertEquals(TWO_G, lines.get(0));
        assertEquals("0".repeat(128), lines.get(1));
        assertTrue(lines.get(2).startsWith("error: "), lines.get(2));
        assertEquals(G, lines.get(3));
    }

    /** go-ethereum's point evaluation vector through the command, as every other precompile runs. */
    @Test
    void kzgPointEvaluation(@TempDir Path dir) throws Exception {
        com.fasterxml.jackson.databind.JsonNode v = Cli.JSON.readTree(
                dev.pippin.testkit.TestVectors.file("ethereum/pointEvaluation.json").toFile()).get(0);
        String input = v.get("Input").asText();
        Path f = dir.resolve("in.txt");
        Files.write(f, List.of(input, input.substring(2), "0x" + input));
        Run r = run("precompile", "kzg_point_evaluation", "--batch", f.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(v.get("Expected").asText(), lines.get(0));
        assertEquals("error: kzg_point_evaluation: invalid input length 191, expected 192", lines.get(1));
        assertEquals(v.get("Expected").asText(), lines.get(2));
        Run gas = run("precompile", "kzg_point_evaluation", "--gas", "--batch", f.toString());
        assertEquals(List.of(Long.toString(v.get("Gas").asLong()), "50000", "50000"), gas.out().lines().toList());
        Run alone = run("precompile", "kzg_point_evaluation", input);
        assertEquals(v.get("Expected").asText() + System.lineSeparator(), alone.out());
    }
}
