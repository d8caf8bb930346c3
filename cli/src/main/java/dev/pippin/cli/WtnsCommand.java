package dev.pippin.cli;

import dev.pippin.witness.CircuitInputs;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.witness.WitnessValues;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pippin wtns calculate}: snarkjs's {@code wtns calculate} without node, circom's
 * circuit.wasm run on the JVM (the witness module). Bad input is exit 2 with one line.
 */
@Command(name = "wtns", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "Witnesses for circom circuits: calculate.",
        subcommands = {WtnsCommand.Calculate.class})
final class WtnsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "needs a subcommand: calculate");
    }

    /** A bound on --reps: a measurement, not a load test. */
    static final int MAX_REPS = 10_000;

    @Command(name = "calculate", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
            description = {"Compute a circuit's witness from its inputs with circom's witness",
                "calculator (circuit.wasm) and write it as circom's .wtns, the bytes",
                "'snarkjs wtns calculate' writes. The circuit's log() lines go to stderr."},
            footer = {"",
                "With --json, one object (times in ms):",
                "  kind            string   \"wtns_calculate\"",
                "  engine          string   \"compiled\" or \"interpreted\"",
                "  load_ms         number   parsing (and compiling) circuit.wasm",
                "  witness_ms      number   one witness from the parsed inputs (the median over --reps)",
                "  witness_min_ms  number   the fastest of the --reps witnesses",
                "  reps            integer  witnesses computed (--reps)",
                "  wires           integer  the witness's values, the constant wire included",
                "  inputs          integer  the circuit's input values"})
    static final class Calculate implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "CIRCUIT.wasm", description = "circom's witness calculator (circom --wasm).")
        Path wasm;

        @Parameters(index = "1", paramLabel = "INPUT.json", description = "The inputs: signal names to numbers, decimal or 0x-hex strings, or arrays.")
        Path input;

        @Parameters(index = "2", paramLabel = "WITNESS.wtns", description = "Where to write the witness (overwritten).")
        Path wtns;

        @Mixin
        CircuitOptions circuitOptions;

        @Option(names = "--reps", paramLabel = "N", description = "Compute the witness N times (a measurement; default 1)")
        int reps = 1;

        @Mixin
        JsonOption json;

        @Mixin
        QuietOption quiet;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        /** The JSON row; its keys are in the footer above. */
        record Row(String kind, String engine, double loadMs, double witnessMs, double witnessMinMs, int reps,
                int wires, int inputs) {}

        @Override
        public Integer call() {
            CommandLine cl = spec.commandLine();
            if (reps < 1 || reps > MAX_REPS) {
                throw new CommandLine.ParameterException(cl, "--reps must be between 1 and " + MAX_REPS + ", got " + reps);
            }
            long t0 = System.nanoTime();
            WasmCircuit circuit = circuitOptions.load("CIRCUIT.wasm", wasm);
            long loaded = System.nanoTime() - t0;
            CircuitInputs inputs = CircuitFiles.inputs(cl, "INPUT.json", input, circuit);
            long[] took = new long[reps];
            WitnessValues w = null;
            for (int i = 0; i < reps; i++) {
                long s = System.nanoTime();
                w = CircuitFiles.calculate(cl, "INPUT.json", input, circuit, inputs);
                took[i] = System.nanoTime() - s;
            }
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(wtns))) {
                w.writeWtns(out);
            } catch (IOException e) {
                throw new CommandLine.ParameterException(cl, "WITNESS.wtns " + wtns + ": cannot write: " + InputFile.reason(e));
            }
            long[] sorted = took.clone();
            Arrays.sort(sorted);
            long median = sorted[reps / 2];
            String eng = circuitOptions.engine.name().toLowerCase(java.util.Locale.ROOT);
            if (json.on()) {
                json.print(new Row("wtns_calculate", eng, Groth16Command.ms(loaded), Groth16Command.ms(median),
                        Groth16Command.ms(sorted[0]), reps, w.size(), circuit.inputCount()));
            } else {
                quiet.info(String.format("%s: %s, %s: loaded (%s) in %.0f ms, witness in %.1f ms%s; wrote %s",
                        cl.getCommandSpec().qualifiedName(), MsmCommand.count(w.size(), "wire"),
                        MsmCommand.count(circuit.inputCount(), "input value"), eng, loaded / 1e6, median / 1e6,
                        reps == 1 ? "" : String.format(" (median of %d, fastest %.1f ms)", reps, sorted[0] / 1e6), wtns));
            }
            return Main.OK;
        }
    }
}
