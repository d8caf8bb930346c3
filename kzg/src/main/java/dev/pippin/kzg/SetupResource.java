package dev.pippin.kzg;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The bundled mainnet setup. */
final class SetupResource {
    private SetupResource() {}

    static TrustedSetup loadMainnet() {
        try (InputStream in = SetupResource.class.getResourceAsStream("trusted_setup.txt")) {
            if (in == null) {
                throw new IllegalStateException("the mainnet trusted setup resource is missing");
            }
            return TrustedSetup.fromText(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
