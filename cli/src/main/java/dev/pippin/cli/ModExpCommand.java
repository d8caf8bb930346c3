package dev.pippin.cli;

import dev.pippin.field.modexp.ModExp;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pippin modexp --base HEX --exp HEX --mod HEX}: prints base^exp mod mod as exactly
 * modLen bytes of lower-case hex (EIP-198: a zero or empty modulus gives zeros or nothing).
 */
@Command(name = "modexp", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "Modular exponentiation with EIP-198 semantics (output is exactly as long as the modulus).",
        footer = {"",
            "With --json, one object:",
            "  kind    string   \"modexp\"",
            "  result  string   base^exp mod mod, hex, as many bytes as the modulus"})
public final class ModExpCommand implements Callable<Integer> {
    @Option(names = "--base", paramLabel = "HEX", required = true, description = "base, big-endian hex (0x optional)")
    String base;

    @Option(names = "--exp", paramLabel = "HEX", required = true, description = "exponent, big-endian hex (0x optional)")
    String exp;

    @Option(names = "--mod", paramLabel = "HEX", required = true,
            description = "modulus, big-endian hex (0x optional); its byte length sets the output length")
    String mod;

    @Mixin
    JsonOption json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    record Row(String kind, String result) {}

    @Override
    public Integer call() {
        String result = Hex.format(ModExp.modexp(parse(base, "--base"), parse(exp, "--exp"), parse(mod, "--mod")));
        if (json.on()) {
            json.print(new Row("modexp", result));
        } else {
            PrintWriter out = spec.commandLine().getOut();
            out.println(result);
            out.flush();
        }
        return Main.OK;
    }

    private byte[] parse(String hex, String option) {
        try {
            return Hex.number(hex);
        } catch (Hex.BadHexException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), option + ": " + e.getMessage());
        }
    }
}
