package dev.pippin.witness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The example of witness/README.md, run on the p10 fixture. */
class UsageExamplesTest {
    @TempDir
    Path dir;

    @Test
    void readmeExample() throws IOException {
        Path wasmFile = P10.file("circuit.wasm"), inputFile = P10.file("input.json"), wtnsFile = dir.resolve("witness.wtns");

        WasmCircuit circuit = WasmCircuit.load(wasmFile);                  // parsed and compiled once
        CircuitInputs inputs;
        try (InputStream in = Files.newInputStream(inputFile)) {
            inputs = CircuitInputs.read(in, circuit);                        // checked against the circuit
        }
        WitnessValues w = circuit.calculate(inputs, System.err::println);  // log() lines to stderr
        try (OutputStream out = Files.newOutputStream(wtnsFile)) {
            w.writeWtns(out);
        }

        assertArrayEquals(Files.readAllBytes(P10.file("witness.wtns")), Files.readAllBytes(wtnsFile));
    }

    @Test
    void compiledClassesCachedInADirectoryGiveTheSameWitness() throws IOException {
        Path cache = dir.resolve("classes");
        byte[] expected = Files.readAllBytes(Fixtures.checked("witness.wtns"));
        for (int run = 0; run < 2; run++) { // the first compiles and stores, the second defines the stored classes
            WasmCircuit c = WasmCircuit.load(Fixtures.checked("circuit.wasm"), cache);
            try (InputStream in = Files.newInputStream(Fixtures.checked("input.json"))) {
                assertArrayEquals(expected, c.calculate(CircuitInputs.read(in, c)).toWtns(), "run " + run);
            }
            try (var entries = Files.list(cache.resolve("chicory-" + ClassCache.CHICORY_VERSION))) {
                org.junit.jupiter.api.Assertions.assertEquals(1, entries.filter(p -> p.toString().endsWith(".jar")).count());
            }
        }
    }
}
