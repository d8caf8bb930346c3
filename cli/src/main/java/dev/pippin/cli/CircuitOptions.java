package dev.pippin.cli;

import dev.pippin.witness.WasmCircuit;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** How the commands that run a circuit's wasm (wtns calculate, groth16 fullprove) load it. */
final class CircuitOptions {
    @Option(names = "--engine", paramLabel = "E", converter = CircuitFiles.EngineConverter.class,
            description = "compiled (default): the circuit compiled to JVM classes; interpreted: Chicory's interpreter")
    WasmCircuit.Engine engine = WasmCircuit.Engine.COMPILED;

    @Option(names = "--class-cache", paramLabel = "DIR", description = {"Keep the circuit's compiled classes in DIR (made if",
        "missing; it must be writable by you alone): later runs on the same",
        "circuit.wasm skip compiling it"})
    Path classCache;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The circuit of wasm, loaded as the options say; its failures are usage errors naming label. */
    WasmCircuit load(String label, Path wasm) {
        return CircuitFiles.load(mixee.commandLine(), label, wasm, engine, classCache);
    }
}
