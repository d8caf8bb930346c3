package dev.pippin.groth16;

import dev.pippin.field.Bn254Fr;
import dev.pippin.msm.MsmOptions;
import dev.pippin.witness.CircuitInputs;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.witness.WitnessException;
import dev.pippin.witness.WitnessValues;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Proofs from inputs, as snarkjs's {@code groth16 fullprove} makes them: a proving key and the
 * circuit's witness calculator ({@code circuit.wasm}, run by the witness module), checked once
 * to belong together (the bn254 field, the same count of wires), then for each input the
 * witness and the proof ({@link Groth16#prove}).
 *
 * <p>Thread-safe: the key is read-only and the circuit lends each computation its own
 * instance, so one prover serves concurrent requests (each proof uses the options' threads).
 */
public final class CircuitProver {
    private final ZKey key;
    private final WasmCircuit circuit;
    private final Path circuitPath;

    private CircuitProver(ZKey key, WasmCircuit circuit, Path circuitPath) {
        this.key = key;
        this.circuit = circuit;
        this.circuitPath = circuitPath;
    }

    /**
     * Pairs a key with its circuit. circuitPath names the circuit in messages. A circuit for
     * another field, or one whose witness has another count of wires than the key's, is refused
     * with a one-line {@link MalformedFileException}.
     */
    public static CircuitProver of(ZKey key, WasmCircuit circuit, Path circuitPath) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(circuit, "circuit");
        Objects.requireNonNull(circuitPath, "circuitPath");
        if (!circuit.prime().equals(Bn254Fr.MODULUS)) {
            throw new MalformedFileException(circuitPath, "prime", "the circuit's field is 0x" + circuit.prime().toString(16)
                    + ", not bn254's scalar field; this prover supports bn254 only");
        }
        if (circuit.witnessSize() != key.nVars()) {
            throw new MalformedFileException(circuitPath, "witness size", "the circuit computes " + circuit.witnessSize()
                    + " wires, " + key.path().getFileName() + " expects " + key.nVars() + " (a key for another circuit?)");
        }
        return new CircuitProver(key, circuit, circuitPath);
    }

    public ZKey key() {
        return key;
    }

    public WasmCircuit circuit() {
        return circuit;
    }

    /**
     * The witness for inputs; a bad input or a failing assertion is a one-line
     * {@link WitnessException}.
     */
    public Witness witness(CircuitInputs inputs) {
        return witness(inputs, line -> {});
    }

    /** {@link #witness(CircuitInputs)}, the circuit's log() lines passed to log. */
    public Witness witness(CircuitInputs inputs, Consumer<String> log) {
        WitnessValues w = circuit.calculate(inputs, log);
        return Witness.of(circuitPath, w.limbs());
    }

    /**
     * This prover's witnesses as a {@link WitnessSource}, for a {@link ProverService} circuit that
     * takes input JSON: the JSON read as {@link CircuitInputs#read} reads it, a bad input or a
     * failing assertion an IllegalArgumentException with the {@link WitnessException}'s one-line
     * message. Thread-safe, as this prover is.
     */
    public WitnessSource witnessSource() {
        return json -> {
            try {
                return witness(CircuitInputs.read(new ByteArrayInputStream(json), circuit));
            } catch (WitnessException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            } catch (IOException e) {
                throw new UncheckedIOException(e); // a byte array does not fail to read
            }
        };
    }

    /** A proof for inputs, r and s drawn from random. */
    public Proof prove(CircuitInputs inputs, SecureRandom random, MsmOptions options) {
        return Groth16.prove(key, witness(inputs), random, options);
    }

    /** A proof for inputs with the given blinding (fixed factors, {@link Blinding#of}, make proofs reproducible in tests). */
    public Proof prove(CircuitInputs inputs, Blinding blinding, MsmOptions options) {
        return Groth16.prove(key, witness(inputs), blinding, options);
    }
}
