/**
 * Witnesses for circom circuits: loads circom 2's WebAssembly witness calculator
 * ({@code circuit.wasm}) once ({@link dev.pippin.witness.WasmCircuit}), reads inputs as snarkjs
 * does ({@link dev.pippin.witness.CircuitInputs}) and computes witnesses from them, written as
 * circom's {@code .wtns} ({@link dev.pippin.witness.WitnessValues}).
 */
module dev.pippin.witness {
    requires com.dylibso.chicory.runtime;
    requires com.dylibso.chicory.wasm;
    requires com.dylibso.chicory.compiler;
    requires com.fasterxml.jackson.core;

    exports dev.pippin.witness;
}
