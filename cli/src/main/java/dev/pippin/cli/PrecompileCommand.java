package dev.pippin.cli;

import dev.pippin.evm.Precompile;
import dev.pippin.evm.PrecompileException;
import dev.pippin.evm.Precompiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pippin precompile NAME HEX} and {@code pippin precompile NAME --batch FILE}: one
 * precompile-style call on hex input, or one per line of a file. Output is lower-case hex without
 * 0x. A rejected input is not a usage error: alone it prints {@code error: <reason>} on stderr
 * and exits 1; in a batch it prints that line in place of the output and the batch goes on (exit
 * 0). Usage errors (unknown name, malformed hex argument, unreadable file, HEX and --batch
 * together or neither) exit 2.
 */
@Command(name = "precompile", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = {"Run an Ethereum-style precompile on hex input.",
            "Names: bn254_g1add, bn254_g1mul, bn254_g1msm, bn254_g2msm, bls12_g1add, bls12_g1mul, bls12_g1msm,",
            "bls12_g2add, bls12_g2mul, bls12_g2msm, modexp (Osaka: EIP-7823 bounds),",
            "modexp_berlin, modexp_byzantium (no length bound)."})
public final class PrecompileCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "NAME", description = "The precompile, e.g. bls12_g1msm.")
    String name;

    @Parameters(index = "1", arity = "0..1", paramLabel = "HEX", description = "Input bytes as hex (0x prefix optional; empty for no bytes).")
    String hexInput;

    @Option(names = "--batch", paramLabel = "FILE", description = "Run on every line of FILE (one hex input per line; an empty line is empty input).")
    Path batch;

    private static final HexFormat HEX = HexFormat.of();

    @Override
    public Integer call() {
        Precompile precompile = Precompiles.get(name).orElseThrow(() -> usage(
                "unknown precompile '" + name + "' (known: " + String.join(", ", Precompiles.names()) + ")"));
        if ((hexInput == null) == (batch == null)) {
            throw usage("give exactly one of HEX and --batch FILE");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (batch == null) {
            byte[] input = parseHex(hexInput).orElseThrow(() -> usage("HEX is not valid hex: '" + abbreviate(hexInput) + "'"));
            try {
                out.println(HEX.formatHex(precompile.call(input)));
                out.flush();
                return 0;
            } catch (PrecompileException e) {
                PrintWriter err = spec.commandLine().getErr();
                err.println("error: " + e.getMessage());
                err.flush();
                return 1;
            }
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(batch, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw usage("cannot read " + batch + ": " + e.getMessage());
        }
        for (String line : lines) {
            out.println(runLine(precompile, line));
        }
        out.flush();
        return 0;
    }

    /** The output hex of one batch line, or "error: reason". */
    static String runLine(Precompile precompile, String line) {
        var input = parseHex(line.strip());
        if (input.isEmpty()) {
            return "error: not valid hex";
        }
        try {
            return HEX.formatHex(precompile.call(input.get()));
        } catch (PrecompileException e) {
            return "error: " + e.getMessage();
        }
    }

    /** Hex with an optional 0x prefix; empty means zero bytes. */
    static java.util.Optional<byte[]> parseHex(String s) {
        String h = s.startsWith("0x") || s.startsWith("0X") ? s.substring(2) : s;
        try {
            return java.util.Optional.of(HEX.parseHex(h));
        } catch (IllegalArgumentException e) {
            return java.util.Optional.empty();
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
