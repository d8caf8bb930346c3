package dev.pippin.cli;

import static dev.pippin.cli.UsageErrorsTest.fails;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pippin wtns calculate} and {@code pippin groth16 fullprove} on the vendored circuits
 * (p10 in the groth16 module, the witness module's tiny checked circuit): the witnesses
 * snarkjs 0.7.6 wrote, byte for byte; the proof the witness file gives; every bad input one
 * line with exit 2.
 */
class WtnsCommandTest {
    static final Path P10 = Groth16CommandTest.P10;
    static final Path CHECKED = P10.resolve("../../../../../witness/src/test/resources/checked").normalize();
    static final String WASM = P10.resolve("circuit.wasm").toString(), INPUT = P10.resolve("input.json").toString();
    static final String CHECKED_WASM = CHECKED.resolve("circuit.wasm").toString();

    @TempDir
    Path dir;

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    private String input(String json) throws IOException {
        Path p = dir.resolve("input-" + Integer.toHexString(json.hashCode()) + ".json");
        Files.writeString(p, json);
        return p.toString();
    }

    @Test
    void calculateWritesSnarkjssWitnessByteForByte() throws IOException {
        Cli.Run r = Cli.run("wtns", "calculate", WASM, INPUT, out("w.wtns"), "--json");
        assertEquals(Main.OK, r.code(), r.err());
        assertArrayEquals(Files.readAllBytes(P10.resolve("witness.wtns")), Files.readAllBytes(dir.resolve("w.wtns")));
        JsonNode row = r.json().get(0);
        DocumentedSchema.of("wtns", "calculate").check(row);
        assertEquals("compiled", row.get("engine").asText());
        assertEquals(950, row.get("wires").asInt());
        assertEquals(1, row.get("inputs").asInt());
        assertEquals(1, row.get("reps").asInt());
    }

    @Test
    void theCircuitsLogLinesGoToStderr() throws IOException {
        Cli.Run r = Cli.run("wtns", "calculate", CHECKED_WASM, CHECKED.resolve("input.json").toString(), out("c.wtns"),
                "--engine", "interpreted", "--reps", "3", "--quiet");
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals(List.of("c = 45", "c = 45", "c = 45"), r.errLines());
        assertArrayEquals(Files.readAllBytes(CHECKED.resolve("witness.wtns")), Files.readAllBytes(dir.resolve("c.wtns")));
    }

    @Test
    void aClassCacheIsFilledOnceAndGivesTheSameWitness() throws IOException {
        for (int run = 0; run < 2; run++) {
            Cli.Run r = Cli.run("wtns", "calculate", CHECKED_WASM, CHECKED.resolve("input.json").toString(), out("c.wtns"),
                    "--class-cache", out("classes"), "--quiet");
            assertEquals(Main.OK, r.code(), r.err());
            assertArrayEquals(Files.readAllBytes(CHECKED.resolve("witness.wtns")), Files.readAllBytes(dir.resolve("c.wtns")));
            try (var versions = Files.list(dir.resolve("classes")); var entries = Files.walk(dir.resolve("classes"))) {
                assertEquals(1, versions.count(), "one folder per Chicory version");
                assertEquals(1, entries.filter(p -> p.toString().endsWith(".jar")).count(), "run " + run);
            }
        }
    }

    @Test
    void badInputsAreOneLineNamingTheSignal() throws IOException {
        String w = out("bad.wtns");
        fails(List.of("INPUT.json", "the input sets 4 of the circuit's 5 input values: a signal of main is missing"),
                "wtns", "calculate", CHECKED_WASM, input("{\"b\": [[1, 1], [2, 3]]}"), w);
        fails("input signal 'x' is not an input of the circuit's main component",
                "wtns", "calculate", CHECKED_WASM, input("{\"a\": 1, \"x\": 2, \"b\": [[1, 1], [2, 3]]}"), w);
        fails("input signal 'b' takes 4 values, the input gives 3",
                "wtns", "calculate", CHECKED_WASM, input("{\"a\": 1, \"b\": [[1, 1], [2]]}"), w);
        fails("input signal 'a' = 21888242871839275222246405745257275088548364400416034343698204186575808495617 is not below"
                        + " the field's prime",
                "wtns", "calculate", CHECKED_WASM,
                input("{\"a\": \"21888242871839275222246405745257275088548364400416034343698204186575808495617\","
                        + " \"b\": [[1, 1], [2, 3]]}"), w);
        fails("input: malformed JSON", "wtns", "calculate", CHECKED_WASM, input("{\"a\": 1,"), w);
        fails("Assert Failed: Error in template Checked_0 line: 10",
                "wtns", "calculate", CHECKED_WASM, input("{\"a\": 3, \"b\": [[0, 1], [2, 3]]}"), w);
        fails(List.of("CIRCUIT.wasm", "not a WebAssembly module"), "wtns", "calculate", INPUT, INPUT, w);
        fails(List.of("INPUT.json", "no such file"), "wtns", "calculate", CHECKED_WASM, out("missing.json"), w);
        fails("--reps must be between 1 and 10000, got 0", "wtns", "calculate", CHECKED_WASM, INPUT, w, "--reps", "0");
        fails("--class-cache keeps compiled classes: it needs --engine compiled", "wtns", "calculate", CHECKED_WASM, INPUT, w,
                "--engine", "interpreted", "--class-cache", out("cache"));
        fails("expected compiled or interpreted, got 'jit'", "wtns", "calculate", CHECKED_WASM, INPUT, w, "--engine", "jit");
        assertTrue(!Files.exists(Path.of(w)), "nothing written on failure");
    }

    @Test
    void fullproveIsProveOnSnarkjssWitness() throws IOException {
        String zkey = P10.resolve("circuit_final.zkey").toString();
        Cli.Run r = Cli.run("groth16", "fullprove", INPUT, WASM, zkey, out("proof.json"), out("public.json"),
                "--threads", "2", "--seed", "5", "--json");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode row = r.json().get(0);
        DocumentedSchema.of("groth16", "fullprove").check(row);
        assertEquals(950, row.get("wires").asInt());
        assertEquals(Files.readString(P10.resolve("public.json")), Files.readString(dir.resolve("public.json")));
        String fromWtns = Groth16.prove(ZKey.open(Path.of(zkey)), Witness.open(P10.resolve("witness.wtns")), SeededBlinding.of(5),
                MsmOptions.defaults().withThreads(1)).toJson();
        assertEquals(fromWtns, Files.readString(dir.resolve("proof.json")));
        Cli.Run v = Cli.run("groth16", "verify", P10.resolve("verification_key.json").toString(), out("public.json"), out("proof.json"));
        assertEquals(Main.OK, v.code(), v.err());

        fails(List.of("circuit.wasm: witness size: the circuit computes 8 wires, circuit_final.zkey expects 950"),
                "groth16", "fullprove", INPUT, CHECKED_WASM, zkey, out("p2.json"), out("q2.json"));
        fails("input signal 'x' is not an input of the circuit's main component",
                "groth16", "fullprove", input("{\"x\": 1}"), WASM, zkey, out("p2.json"), out("q2.json"));
    }
}
