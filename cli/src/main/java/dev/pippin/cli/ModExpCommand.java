package dev.pippin.cli;

import dev.pippin.field.modexp.ModExp;
import java.util.HexFormat;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code pippin modexp --base HEX --exp HEX --mod HEX}: prints base^exp mod mod as modLen bytes of lower-case hex. */
@Command(name = "modexp", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "Modular exponentiation with EIP-198 semantics (output is exactly as long as the modulus).")
public final class ModExpCommand implements Callable<Integer> {
    @Option(names = "--base", required = true, description = "base, big-endian hex (0x optional)")
    String base;

    @Option(names = "--exp", required = true, description = "exponent, big-endian hex (0x optional)")
    String exp;

    @Option(names = "--mod", required = true, description = "modulus, big-endian hex (0x optional); its byte length sets the output length")
    String mod;

    @Override
    public Integer call() {
        byte[] out = ModExp.modexp(parse(base, "--base"), parse(exp, "--exp"), parse(mod, "--mod"));
        System.out.println(HexFormat.of().formatHex(out));
        return 0;
    }

    static byte[] parse(String hex, String option) {
        String h = hex.startsWith("0x") || hex.startsWith("0X") ? hex.substring(2) : hex;
        if ((h.length() & 1) == 1) {
            h = "0" + h;                                // an odd digit count means a leading zero nibble
        }
        try {
            return HexFormat.of().parseHex(h);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(new ModExpCommand()),
                    option + " is not hex: " + hex);
        }
    }
}
