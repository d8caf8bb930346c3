package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.bls.Bls;
import dev.pippin.cli.Main;
import dev.pippin.evm.Precompile;
import dev.pippin.evm.PrecompileException;
import dev.pippin.evm.Precompiles;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import picocli.CommandLine;

/**
 * The CLI's --batch readers, through the pippin command itself (Main's command line, in
 * process): {@code precompile NAME --batch FILE} and {@code bls verify --batch FILE}, the input
 * being the file.
 */
class CliBatchFuzzTest {
    /**
     * picocli builds the whole command model (every subcommand's annotations) on each run: a
     * one-line, 10-byte batch measured 4.7 MB in the replay of the fuzzer's corpus, all of it
     * that model. Allowed on top of the input's budget.
     */
    private static final long PICOCLI = 8L << 20;

    /**
     * Selector bit 0: precompile bn254_g1add (run) or modexp --gas; the rest is the file. Oracle: the
     * file split into lines as the CLI documents (\n, \r or \r\n; Latin-1; each stripped of
     * whitespace; an optional 0x; an even count of hex digits) by a reader written here: when a
     * line is not hex, exit 2 with one stderr line naming the first such line's number and
     * nothing on stdout; otherwise exit 0 with one stdout line per input line, each the direct
     * call's answer (hex, or "error: " and its reason) or its gas in decimal. Allocation: 16
     * times the file and {@link #PICOCLI}.
     */
    @FuzzTest(maxDuration = "10m")
    void precompile(byte[] data) {
        boolean gas = data.length > 0 && (data[0] & 1) != 0;
        byte[] file = PrecompileCheck.rest(data);
        String name = gas ? "modexp" : "bn254_g1add";
        Precompile p = Precompiles.get(name).orElseThrow();
        Path path = BinFiles.write("batch.txt", file);
        Run r = Allocation.measure("cli precompile", file.length + PICOCLI / 16, 16,
                () -> run(gas ? new String[] {"precompile", name, "--gas", "--batch", path.toString()}
                        : new String[] {"precompile", name, "--batch", path.toString()})).value();
        List<String> lines = new String(file, StandardCharsets.ISO_8859_1).lines().toList();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            byte[] in = hex(lines.get(i).strip(), true);
            if (in == null) {
                usage(r, "line " + (i + 1) + ":", file);
                return;
            }
            if (gas) {
                expected.add(Long.toString(p.gas(in)));
            } else {
                try {
                    expected.add(HexFormat.of().formatHex(p.call(in)));
                } catch (PrecompileException e) {
                    expected.add("error: " + e.getMessage());
                }
            }
        }
        Expect.isTrue(r.code == 0 && r.err.isEmpty(), "exit " + r.code + ", stderr '" + r.err + "'", file);
        Expect.isTrue(r.out.lines().toList().equals(expected), "stdout " + r.out.lines().toList() + ", expected " + expected, file);
    }

    /**
     * bls verify --batch FILE. Oracle: a reader written here splits each line at runs of spaces
     * and tabs and needs 3 fields, 0x-hex (the message may be -): when a line fails, exit 2 with
     * one stderr line naming the first failing line; otherwise exit 0 and one line per case,
     * Bls.verify's answer on the fields. Allocation: 16 times the file, 1 MiB per case and {@link #PICOCLI}.
     */
    @FuzzTest(maxDuration = "10m")
    void bls(byte[] file) {
        Path path = BinFiles.write("bls.txt", file);
        List<String> lines = new String(file, StandardCharsets.ISO_8859_1).lines().toList();
        // each case is a verification (a hash to G2, a two-pair pairing): up to 1 MiB of
        // temporaries each (the replay of the fuzzer's corpus measured 4.7 MB for a 924-byte file of cases)
        Run r = Allocation.measure("cli bls", file.length + (long) lines.size() * (64 << 10) + PICOCLI / 16, 16,
                () -> run("bls", "verify", "--batch", path.toString())).value();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String s = lines.get(i).strip();
            String[] f = s.isEmpty() ? new String[0] : s.split("[ \t]+");
            byte[] pk = f.length == 3 ? hex(f[0], false) : null;
            byte[] msg = f.length == 3 ? (f[1].equals("-") ? new byte[0] : hex(f[1], false)) : null;
            byte[] sig = f.length == 3 ? hex(f[2], false) : null;
            if (pk == null || msg == null || sig == null) {
                usage(r, "line " + (i + 1) + ":", file);
                return;
            }
            expected.add(Boolean.toString(Bls.verify(pk, msg, sig)));
        }
        Expect.isTrue(r.code == 0 && r.err.isEmpty(), "exit " + r.code + ", stderr '" + r.err + "'", file);
        Expect.isTrue(r.out.lines().toList().equals(expected), "stdout " + r.out.lines().toList() + ", expected " + expected, file);
    }

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter(), err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static void usage(Run r, String where, byte[] file) {
        Expect.isTrue(r.code == 2, "exit " + r.code + " for a malformed batch (expected 2), stderr '" + r.err + "'", file);
        Expect.isTrue(r.out.isEmpty(), "a malformed batch printed results", file);
        List<String> e = r.err.lines().toList();
        Expect.isTrue(e.size() == 1 && e.get(0).contains(where), "stderr must be one line naming '" + where + "', got " + e, file);
    }

    /** Even hex digits after an optional (or, for bls, required) 0x; null when not. */
    private static byte[] hex(String s, boolean optionalPrefix) {
        String h;
        if (s.startsWith("0x") || (optionalPrefix && s.startsWith("0X"))) {
            h = s.substring(2);
        } else if (optionalPrefix) {
            h = s;
        } else {
            return null;
        }
        if (h.length() % 2 != 0) {
            return null;
        }
        for (int i = 0; i < h.length(); i++) {
            if (Character.digit(h.charAt(i), 16) < 0 || h.charAt(i) > 0x7f) {
                return null;
            }
        }
        return HexFormat.of().parseHex(h);
    }
}
