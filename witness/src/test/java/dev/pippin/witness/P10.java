package dev.pippin.witness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** The vendored p10 fixture (groth16's test resources; its README says how it was made). */
final class P10 {
    private P10() {}

    static Path file(String name) {
        String dir = System.getProperty("pippin.p10");
        if (dir == null) {
            throw new IllegalStateException("pippin.p10 is not set (the witness module's surefire configuration sets it)");
        }
        return Path.of(dir, name);
    }

    private static WasmCircuit compiled;

    /** The compiled circuit, loaded once for the test classes that share it. */
    static synchronized WasmCircuit circuit() {
        if (compiled == null) {
            try {
                compiled = WasmCircuit.load(file("circuit.wasm"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return compiled;
    }
}
