package dev.pippin.witness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** The checked circuit vendored in this module's test resources (its README says how it was made). */
final class Fixtures {
    private Fixtures() {}

    static Path checked(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/checked/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static WasmCircuit checked;

    static synchronized WasmCircuit checkedCircuit() {
        if (checked == null) {
            try {
                checked = WasmCircuit.load(checked("circuit.wasm"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return checked;
    }
}
