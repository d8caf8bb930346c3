package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.msm.MsmOptions;
import dev.pippin.witness.CircuitInputs;
import dev.pippin.witness.WasmCircuit;
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

        // README, "Proofs from inputs" (circuit.wasm as Path.of("circuit.wasm") there)
        Path wasmFile = RefFiles.p10("circuit.wasm");
        WasmCircuit circuit = WasmCircuit.load(wasmFile);   // compiled once
        CircuitProver prover = CircuitProver.of(key, circuit, wasmFile);
        CircuitInputs inputs = CircuitInputs.parse("{\"in\": \"1\"}", circuit);
        Proof fromInputs = prover.prove(inputs, new SecureRandom(), MsmOptions.defaults());
        // end of the README's example

        Verdict v2 = Groth16.verify(VerificationKey.read(vkeyFile), fromInputs);
        assertTrue(v2.valid(), v2.reason());
        assertEquals(proof.publicSignals(), fromInputs.publicSignals());
    }
}
