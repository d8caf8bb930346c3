package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's Groth16 example, with the same calls and types, on the vendored p10 fixture; the
 * public signals are held against snarkjs's public.json and the proof against the verifier.
 */
class UsageExamplesTest {
    @Test
    void proveAndVerify(@TempDir Path out) throws IOException {
        Path zkeyFile = RefFiles.p10("circuit_final.zkey"), wtnsFile = RefFiles.p10("witness.wtns");
        Path vkeyFile = RefFiles.p10("verification_key.json");

        // README, "Groth16"
        ZKey key = ZKey.open(zkeyFile);
        Witness witness = Witness.open(wtnsFile);
        Proof proof = Groth16.prove(key, witness, new SecureRandom(), MsmOptions.defaults());
        Files.writeString(out.resolve("proof.json"), proof.toJson());
        Files.writeString(out.resolve("public.json"), proof.publicSignalsJson());

        Verdict verdict = Groth16.verify(VerificationKey.read(vkeyFile),
                Proof.read(out.resolve("proof.json"), out.resolve("public.json")));
        // end of the README's example

        assertTrue(verdict.valid(), verdict.reason());
        assertEquals(Files.readString(RefFiles.p10("public.json")).strip(),
                Files.readString(out.resolve("public.json")).strip());
    }
}
