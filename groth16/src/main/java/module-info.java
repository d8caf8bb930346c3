/**
 * A Groth16 prover for circom/snarkjs artifacts on bn254: reads a {@code .zkey} proving key and a
 * {@code .wtns} witness ({@link dev.pippin.groth16.ZKey}, {@link dev.pippin.groth16.Witness}),
 * computes the proof with Pippin's MSM engine ({@link dev.pippin.groth16.Groth16#prove}) and
 * writes it as snarkjs's {@code proof.json} and {@code public.json}; verifies such a proof against
 * snarkjs's {@code verification_key.json} with one multi-pairing ({@link dev.pippin.groth16.Groth16#verify}).
 * With the witness module it also proves from inputs, as snarkjs's {@code groth16 fullprove}
 * does, computing the witness from circom's {@code circuit.wasm} ({@link dev.pippin.groth16.CircuitProver}).
 */
@SuppressWarnings("module") // the name ends in digits: it is the protocol's name
module dev.pippin.groth16 {
    requires transitive dev.pippin.msm;
    requires dev.pippin.pairing;
    requires transitive dev.pippin.witness;
    requires dev.pippin.glv; // the constant-time multiplications for secret scalars
    requires com.fasterxml.jackson.databind;

    exports dev.pippin.groth16;
}
