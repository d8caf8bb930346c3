package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.msm.MsmOptions;
import dev.pippin.witness.CircuitInputs;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.witness.WitnessException;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Proofs from input.json and circuit.wasm on the vendored 2^10 fixture. */
class FullProveTest {
    private static final MsmOptions TWO = MsmOptions.defaults().withThreads(2);

    private static ZKey key;
    private static WasmCircuit circuit;
    private static CircuitInputs inputs;

    @BeforeAll
    static void open() throws IOException {
        key = ZKey.open(RefFiles.zkey());
        circuit = WasmCircuit.load(RefFiles.p10("circuit.wasm"));
        try (InputStream in = Files.newInputStream(RefFiles.p10("input.json"))) {
            inputs = CircuitInputs.read(in, circuit);
        }
    }

    @Test
    void fullProveVerifiesWithThePublicSignalsOfPublicJson() throws IOException {
        Proof p = Groth16.fullProve(key, circuit, RefFiles.p10("circuit.wasm"), inputs, new SecureRandom(), TWO);
        VerificationKey vk = VerificationKey.read(RefFiles.p10("verification_key.json"));
        Verdict v = Groth16.verify(vk, p);
        assertTrue(v.valid(), v.reason());
        JsonNode expected = new ObjectMapper().readTree(Files.readString(RefFiles.p10("public.json")));
        List<BigInteger> want = new ArrayList<>();
        expected.forEach(n -> want.add(new BigInteger(n.asText())));
        assertEquals(want, p.publicSignals());
    }

    @Test
    void theComputedWitnessIsSnarkjsWitnessSoTheProofIsTheSame() throws IOException {
        CircuitProver prover = CircuitProver.of(key, circuit, RefFiles.p10("circuit.wasm"));
        Witness computed = prover.witness(inputs);
        Witness snarkjs = Witness.open(RefFiles.wtns());
        assertEquals(snarkjs.size(), computed.size());
        for (int i = 0; i < snarkjs.size(); i++) {
            assertEquals(snarkjs.value(i), computed.value(i), "wire " + i);
        }
        Blinding b = Seeded.blinding(20261207L);
        Proof fromInputs = prover.prove(inputs, b, TWO);
        Proof fromFile = Groth16.prove(key, snarkjs, b, TWO);
        assertEquals(fromFile.toJson(), fromInputs.toJson());
    }

    @Test
    void aBadInputIsTheWitnessModulesOneLineError() {
        CircuitProver prover = CircuitProver.of(key, circuit, RefFiles.p10("circuit.wasm"));
        WitnessException e = assertThrows(WitnessException.class,
                () -> prover.prove(CircuitInputs.parse("{\"in\": 1, \"x\": 2}", circuit), Seeded.blinding(1), TWO));
        assertEquals("input signal 'x' is not an input of the circuit's main component", e.getMessage());
    }

    @Test
    void aCircuitForAnotherKeyIsRefused() throws IOException {
        // The witness module's tiny test circuit: 8 wires against the key's 950.
        Path other = Path.of(System.getProperty("pippin.checkedCircuit"));
        MalformedFileException e = assertThrows(MalformedFileException.class,
                () -> CircuitProver.of(key, WasmCircuit.load(other), other));
        assertEquals("circuit.wasm: witness size: the circuit computes 8 wires, circuit_final.zkey expects 950"
                + " (a key for another circuit?)", e.getMessage());
    }
}
