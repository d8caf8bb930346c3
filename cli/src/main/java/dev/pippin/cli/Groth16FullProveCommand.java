package dev.pippin.cli;

import dev.pippin.groth16.CircuitProver;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.MalformedFileException;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.Timings;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.witness.CircuitInputs;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.witness.WitnessException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code pippin groth16 fullprove}: snarkjs's {@code groth16 fullprove}, in its argument order,
 * without node: the witness from circuit.wasm and input.json (the witness module), then the
 * proof as {@code groth16 prove} makes it. Bad input is exit 2 with one line.
 */
@Command(name = "fullprove", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = {"Make a Groth16 proof from a circuit's inputs, as 'snarkjs groth16",
            "fullprove' does: compute the witness with circom's witness calculator",
            "(circuit.wasm), prove with the snarkjs proving key and write snarkjs's",
            "proof.json and public.json. Without --json, a one-line summary goes to stderr."},
        footer = {"",
            "With --json, one object (times in ms):",
            "  kind            string        \"groth16_fullprove\"",
            "  load_ms         number        parsing and compiling circuit.wasm",
            "  witness_ms      number        the witness from the parsed inputs",
            "  read_ms         number        decoding the key's points (summed over lanes)",
            "  ntt_ms          number        the H scalars (six transforms of the domain)",
            "  msm_ms          number        the five MSMs' wall time, read and ntt inside",
            "  total_ms        number        the proof, from the witness to the points",
            "  open_ms         number        mapping, checking the key",
            "  threads         integer       worker threads",
            "  seed            integer|null  --seed; null with secure random blinding",
            "  wires           integer       nVars, the constant wire included",
            "  public_signals  integer       nPublic, the values in PUBLIC.json",
            "  domain_size     integer       the evaluation domain, a power of two"})
final class Groth16FullProveCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "INPUT.json", description = "The inputs: signal names to numbers, decimal or 0x-hex strings, or arrays.")
    Path input;

    @Parameters(index = "1", paramLabel = "CIRCUIT.wasm", description = "circom's witness calculator (circom --wasm).")
    Path wasm;

    @Parameters(index = "2", paramLabel = "KEY.zkey", description = "The proving key (snarkjs .zkey, Groth16, bn128).")
    Path zkey;

    @Parameters(index = "3", paramLabel = "PROOF.json", description = "Where to write the proof (overwritten).")
    Path proofOut;

    @Parameters(index = "4", paramLabel = "PUBLIC.json", description = "Where to write the public signals (overwritten).")
    Path publicOut;

    @Mixin
    ProofOptions proofOptions;

    @Mixin
    CircuitOptions circuitOptions;

    @Mixin
    JsonOption json;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The JSON row; its keys are in the footer above. */
    record Row(String kind, double loadMs, double witnessMs, double readMs, double nttMs, double msmMs, double totalMs,
            double openMs, int threads, Long seed, int wires, int publicSignals, int domainSize) {}

    @Override
    public Integer call() {
        CommandLine cl = spec.commandLine();
        int t = proofOptions.threads();
        proofOptions.requireDistinct(proofOut, publicOut);
        Groth16Command.requireReadable(cl, "INPUT.json", input);
        long t0 = System.nanoTime();
        ZKey key = Groth16Command.open(cl, "KEY.zkey", zkey, ZKey::open);
        long opened = System.nanoTime() - t0;
        long t1 = System.nanoTime();
        WasmCircuit circuit = circuitOptions.load("CIRCUIT.wasm", wasm);
        long loaded = System.nanoTime() - t1;
        CircuitProver prover;
        try {
            prover = CircuitProver.of(key, circuit, wasm);
        } catch (MalformedFileException e) {
            throw new CommandLine.ParameterException(cl, e.getMessage());
        }
        CircuitInputs inputs = CircuitFiles.inputs(cl, "INPUT.json", input, circuit);
        long t2 = System.nanoTime();
        Witness witness;
        try {
            witness = prover.witness(inputs, CircuitFiles.stderr(cl));
        } catch (WitnessException e) {
            throw new CommandLine.ParameterException(cl, "INPUT.json " + input + ": " + e.getMessage());
        }
        long witnessed = System.nanoTime() - t2;
        Proof proof = proofOptions.prove(key, witness, t);
        write(cl, "PROOF.json", proofOut, proof.toJson());
        write(cl, "PUBLIC.json", publicOut, proof.publicSignalsJson());
        Timings tm = proof.timings().orElseThrow();
        if (json.on()) {
            json.print(new Row("groth16_fullprove", Groth16Command.ms(loaded), Groth16Command.ms(witnessed),
                    Groth16Command.ms(tm.read()), Groth16Command.ms(tm.ntt()), Groth16Command.ms(tm.msm()),
                    Groth16Command.ms(tm.total()), Groth16Command.ms(opened), t, proofOptions.seed, key.nVars(), key.nPublic(), key.domainSize()));
        } else {
            quiet.info(String.format("%s: %s, %s, domain 2^%d, %s: circuit loaded in %.0f ms, witness in %.0f ms,"
                            + " proof in %.0f ms (msm %.0f ms); opening the key %.0f ms%s; wrote %s and %s",
                    cl.getCommandSpec().qualifiedName(), MsmCommand.count(key.nVars(), "wire"),
                    MsmCommand.count(key.nPublic(), "public signal"), Integer.numberOfTrailingZeros(key.domainSize()),
                    MsmCommand.count(t, "thread"), loaded / 1e6, witnessed / 1e6, tm.total() / 1e6, tm.msm() / 1e6,
                    opened / 1e6, proofOptions.seedNote(), proofOut, publicOut));
        }
        return Main.OK;
    }

    private static void write(CommandLine cl, String label, Path p, String text) {
        try {
            Files.writeString(p, text);
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cl, label + " " + p + ": cannot write: " + InputFile.reason(e));
        }
    }
}
