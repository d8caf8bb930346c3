package dev.pippin.cli;

import dev.pippin.witness.CircuitInputs;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.witness.WitnessException;
import dev.pippin.witness.WitnessValues;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * The witness module's files on the command line: circuit.wasm and input.json, read with their
 * failures turned into one-line usage errors naming the file (exit 2), as the other readers do.
 * A failing assertion in the circuit is the input's fault too: circom's message names the
 * template and line.
 */
final class CircuitFiles {
    private CircuitFiles() {}

    static WasmCircuit load(CommandLine cl, String label, Path wasm, WasmCircuit.Engine engine, Path classCache) {
        Groth16Command.requireReadable(cl, label, wasm);
        if (classCache != null && engine != WasmCircuit.Engine.COMPILED) {
            throw new CommandLine.ParameterException(cl, "--class-cache keeps compiled classes: it needs --engine compiled");
        }
        try {
            return classCache == null ? WasmCircuit.load(wasm, engine) : WasmCircuit.load(wasm, classCache);
        } catch (WitnessException e) {
            throw new CommandLine.ParameterException(cl, label + " " + wasm + ": " + e.getMessage());
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cl, label + " " + wasm + ": " + InputFile.reason(e));
        }
    }

    static CircuitInputs inputs(CommandLine cl, String label, Path json, WasmCircuit circuit) {
        Groth16Command.requireReadable(cl, label, json);
        try (InputStream in = Files.newInputStream(json)) {
            return CircuitInputs.read(in, circuit);
        } catch (WitnessException e) {
            throw new CommandLine.ParameterException(cl, label + " " + json + ": " + e.getMessage());
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cl, label + " " + json + ": " + InputFile.reason(e));
        }
    }

    /** The witness; the circuit's log() lines go to stderr, as snarkjs prints them. */
    static WitnessValues calculate(CommandLine cl, String label, Path json, WasmCircuit circuit, CircuitInputs inputs) {
        try {
            return circuit.calculate(inputs, stderr(cl));
        } catch (WitnessException e) {
            throw new CommandLine.ParameterException(cl, label + " " + json + ": " + e.getMessage());
        }
    }

    /** Where the circuit's log() lines go: stderr, a line at a time. */
    static java.util.function.Consumer<String> stderr(CommandLine cl) {
        PrintWriter err = cl.getErr();
        return line -> {
            err.println(line);
            err.flush();
        };
    }

    /** picocli's converter for --engine: the enum's names in lower case. */
    static final class EngineConverter implements CommandLine.ITypeConverter<WasmCircuit.Engine> {
        @Override
        public WasmCircuit.Engine convert(String value) {
            for (WasmCircuit.Engine e : WasmCircuit.Engine.values()) {
                if (e.name().equalsIgnoreCase(value)) {
                    return e;
                }
            }
            throw new CommandLine.TypeConversionException("expected compiled or interpreted, got '" + value + "'");
        }
    }
}
