package dev.pippin.groth16;

/**
 * A circuit's witness from its input signals (snarkjs's {@code input.json}) instead of a
 * {@code .wtns}: circom's witness calculator ({@code circuit.wasm}) behind a
 * {@link ProverService} circuit. A bad input (malformed JSON, a missing or unknown signal, a
 * value outside the field, an assertion of the circuit that fails) raises
 * {@link IllegalArgumentException} with a one-line message meant for whoever sent it; any other
 * exception is the source's own failure.
 *
 * <p>Implementations must be thread-safe: a service calls one source from up to its concurrency
 * of proof threads at once. The witness must be the key's: as many values as its nVars.
 */
@FunctionalInterface
public interface WitnessSource {
    /** The witness for the inputs, UTF-8 JSON text. */
    Witness witness(byte[] inputJson);
}
