package dev.pippin.cli;

import dev.pippin.evm.Precompile;
import dev.pippin.evm.PrecompileException;
import dev.pippin.evm.Precompiles;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pippin precompile NAME HEX} and {@code pippin precompile NAME --batch FILE}: one
 * precompile-style call on hex input, or one per line of a file. Output is lower-case hex without
 * 0x. A rejected input is a result, not a usage error: alone it prints {@code error: <reason>} on
 * stderr and exits 1; in a batch it prints that line in place of the output and the batch goes on
 * (exit 0). With {@code --gas} the call is not run: each input prints the gas its EIP charges for
 * it, in decimal (Long.MAX_VALUE for a price past the long range). Usage errors exit 2: unknown
 * name, HEX and --batch together or neither, --gas for a name no EIP prices, an unreadable file,
 * and text that is not hex, the argument or any line of the file (checked before any call).
 */
@Command(name = "precompile", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = {"Run an Ethereum-style precompile on hex input, or print its gas (--gas).",
            "modexp: Osaka (EIP-7823 bounds, EIP-7883 gas); modexp_berlin: EIP-2565 gas;",
            "modexp_byzantium: EIP-198 gas (neither has a length bound). bn254 add and mul:",
            "EIP-1108 gas; bls12_*: EIP-2537 gas; kzg_point_evaluation: EIP-4844 (0x0a,",
            "mainnet trusted setup, 50000 gas). bn254_g1msm and bn254_g2msm are not",
            "Ethereum precompiles and have no gas schedule."},
        footer = {"",
            "With --json, one object per input:",
            "  kind    string        \"precompile\"",
            "  name    string        the precompile",
            "  line    integer|null  line of the --batch file, from 1; null for HEX",
            "  ok      boolean       false when the precompile rejected the input",
            "  result  string|null   output bytes as hex; null when rejected or with --gas",
            "  error   string|null   why it was rejected; null when ok",
            "  gas     integer|null  its gas; null for a name with no gas schedule"})
public final class PrecompileCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "NAME", completionCandidates = Names.class, description = "The precompile: ${COMPLETION-CANDIDATES}.")
    String name;

    @Parameters(index = "1", arity = "0..1", paramLabel = "HEX", description = "Input bytes as hex (0x prefix optional; empty for no bytes).")
    String hexInput;

    @Option(names = "--batch", paramLabel = "FILE", description = "Run on every line of FILE (one hex input per line; an empty line is empty input).")
    Path batch;

    @Option(names = "--gas", description = "Print the gas charged for each input (decimal) instead of running it.")
    boolean gas;

    @Mixin
    JsonOption json;

    /** The JSON row; its keys are in the footer above. */
    record Row(String kind, String name, Integer line, boolean ok, String result, String error, Long gas) {}

    /** The names for --help, from the registry itself. */
    static final class Names extends Candidates {
        Names() {
            super(Precompiles::names);
        }
    }

    @Override
    public Integer call() {
        Precompile precompile = Precompiles.get(name).orElseThrow(() -> usage(
                "unknown precompile '" + name + "' (known: " + String.join(", ", Precompiles.names()) + ")"));
        if ((hexInput == null) == (batch == null)) {
            throw usage("give exactly one of HEX and --batch FILE");
        }
        if (gas && !precompile.hasGasSchedule()) {
            throw usage(refusal(precompile));
        }
        if (gas) {
            return printGas(precompile);
        }
        if (batch == null) {
            byte[] input;
            try {
                input = Hex.bytes(hexInput);
            } catch (Hex.BadHexException e) {
                throw usage("HEX: " + e.getMessage());
            }
            Row row = run(precompile, input, null);
            if (json.on()) {
                json.print(row);
            } else if (row.ok()) {
                print(row.result());
            } else {
                PrintWriter err = spec.commandLine().getErr();
                err.println("error: " + row.error());
                err.flush();
            }
            return row.ok() ? Main.OK : Main.FAILED;
        }
        List<byte[]> inputs = readBatch();
        for (int i = 0; i < inputs.size(); i++) {
            Row row = run(precompile, inputs.get(i), i + 1);
            if (json.on()) {
                json.print(row);
            } else {
                print(row.ok() ? row.result() : "error: " + row.error());
            }
        }
        return Main.OK;
    }

    private Row run(Precompile precompile, byte[] input, Integer line) {
        Long price = precompile.hasGasSchedule() ? precompile.gas(input) : null;
        try {
            return new Row("precompile", name, line, true, Hex.format(precompile.call(input)), null, price);
        } catch (PrecompileException e) {
            return new Row("precompile", name, line, false, null, Errors.oneLine(e.getMessage()), price);
        }
    }

    /** --gas: every input parsed first, then one price per input; nothing is called. */
    private int printGas(Precompile precompile) {
        List<byte[]> inputs;
        if (batch == null) {
            try {
                inputs = List.of(Hex.bytes(hexInput));
            } catch (Hex.BadHexException e) {
                throw usage("HEX: " + e.getMessage());
            }
        } else {
            inputs = readBatch();
        }
        for (int i = 0; i < inputs.size(); i++) {
            long price = precompile.gas(inputs.get(i));
            if (json.on()) {
                json.print(new Row("precompile", name, batch == null ? null : i + 1, true, null, null, price));
            } else {
                print(Long.toString(price));
            }
        }
        return Main.OK;
    }

    /** The registry's own words for why the name has no price (its gas refuses with them). */
    private static String refusal(Precompile precompile) {
        try {
            precompile.gas(new byte[0]);
        } catch (UnsupportedOperationException e) {
            return Errors.oneLine(e.getMessage());
        }
        throw new IllegalStateException("a precompile without a gas schedule priced an input");
    }

    /** Every line parsed before the first call: a malformed file is the user's to fix, not a result. */
    private List<byte[]> readBatch() {
        // Latin-1 maps every byte to a character, so a stray byte is reported as not hex, not as a decoding failure
        String text = new String(InputFile.read(spec.commandLine(), "--batch", batch), StandardCharsets.ISO_8859_1);
        List<byte[]> inputs = new ArrayList<>();
        Iterator<String> lines = text.lines().iterator();
        for (int number = 1; lines.hasNext(); number++) {
            try {
                inputs.add(Hex.bytes(lines.next().strip()));
            } catch (Hex.BadHexException e) {
                throw usage("--batch " + batch + " line " + number + ": " + e.getMessage());
            }
        }
        return inputs;
    }

    private void print(String line) {
        PrintWriter out = spec.commandLine().getOut();
        out.println(line);
        out.flush();
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
