package dev.pippin.cli;

import static dev.pippin.cli.Bn254Text.G;
import static dev.pippin.cli.Bn254Text.be;
import static dev.pippin.cli.Bn254Text.concat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every bad option, combination or input file: exit 2, nothing on stdout, and one line on stderr
 * that names the command and says what is wrong (the option, the file, the line).
 */
class UsageErrorsTest {
    @TempDir
    static Path dir;
    static String onePoint, twoPoints, oneScalar, twoScalars, offCurve, missing;

    @BeforeAll
    static void files() throws Exception {
        onePoint = write("one.bin", Bn254Text.point(G));
        twoPoints = write("two.bin", concat(Bn254Text.point(G), Bn254Text.point(Bn254Text.dbl(G))));
        oneScalar = write("s1.bin", be(BigInteger.TWO));
        twoScalars = write("s2.bin", concat(be(BigInteger.TWO), be(BigInteger.ONE)));
        offCurve = write("off.bin", concat(be(BigInteger.ONE), be(BigInteger.ONE)));
        missing = dir.resolve("missing.bin").toString();
    }

    static String write(String name, byte[] content) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, content);
        return p.toString();
    }

    /** Runs args and checks the error line: it starts "pippin[ sub]: " and contains each fragment. */
    static void fails(List<String> fragments, String... args) {
        Cli.Run r = Cli.run(args);
        String cmd = String.join(" ", args);
        assertEquals(Main.USAGE, r.code(), cmd + "\nstdout: " + r.out() + "\nstderr: " + r.err());
        assertEquals("", r.out(), cmd);
        assertEquals(1, r.errLines().size(), cmd + ": " + r.err());
        String line = r.errLines().get(0);
        assertTrue(line.startsWith("pippin"), line);
        assertTrue(!line.contains("Exception") && !line.contains("\tat "), line);
        for (String f : fragments) {
            assertTrue(line.contains(f), cmd + ": expected '" + f + "' in: " + line);
        }
    }

    static void fails(String fragment, String... args) {
        fails(List.of(fragment), args);
    }

    @Test
    void msmCounts() {
        fails("pippin msm: --reps must be at least 1, got 0", "msm", "--reps", "0");
        fails("--reps must be at least 1, got -3", "msm", "--points", onePoint, "--scalars", oneScalar, "--reps", "-3");
        fails("--n must be between 1 and 67108863, got 0", "msm", "--n", "0");
        fails("--n must be between 1 and 67108863, got 67108864", "msm", "--n", "67108864");
        fails("--n must be between 1 and 67108863, got -5", "msm", "--n", "-5");
        fails("Invalid value for option '--n': 'many' is not an int", "msm", "--n", "many");
        fails("Invalid value for option '--seed'", "msm", "--seed", "1.5");
        fails("--threads must be between 1 and 1024, got 0", "msm", "--threads", "0");
        fails("--threads must be between 1 and 1024, got 1025", "msm", "--threads", "1025");
        fails("--threads must be between 1 and 1024, got 0", "msm", "--points", onePoint, "--scalars", oneScalar, "--threads", "0");
    }

    @Test
    void msmNames() {
        fails("--curve must be bn254 or bls12-381, got 'secp256k1'", "msm", "--curve", "secp256k1");
        fails("--group must be g1 or g2, got 'g3'", "msm", "--group", "g3");
        fails("--endo must be on or off, got 'maybe'", "msm", "--endo", "maybe");
        fails("--endo must be on or off, got 'maybe'", "msm", "--points", onePoint, "--scalars", oneScalar, "--endo", "maybe");
        fails("--scalars must be uniform, witness or small, got 'gaussian'", "msm", "--scalars", "gaussian");
        fails(List.of("--scalars must be uniform, witness or small", "needs --points"), "msm", "--scalars", oneScalar);
        fails("Unknown option: '--bogus'", "msm", "--bogus");
        fails("Missing required parameter for option '--points'", "msm", "--points");
    }

    @Test
    void msmPointsCombinations() {
        fails("pippin msm: --points needs --scalars FILE", "msm", "--points", onePoint);
        fails("--n and --seed apply to generated instances, not to --points", "msm", "--points", onePoint, "--scalars", oneScalar, "--n", "1");
        fails("--n and --seed apply to generated instances, not to --points", "msm", "--points", onePoint, "--scalars", oneScalar, "--seed", "7");
        fails(List.of("--points needs --scalars FILE", "'uniform' names a generated distribution"),
                "msm", "--points", onePoint, "--scalars", "uniform");
    }

    @Test
    void msmFiles() throws Exception {
        fails("--points " + missing + ": no such file", "msm", "--points", missing, "--scalars", oneScalar);
        fails("--scalars " + missing + ": no such file", "msm", "--points", onePoint, "--scalars", missing);
        fails("--points " + dir + ": is a directory", "msm", "--points", dir.toString(), "--scalars", oneScalar);
        String empty = write("empty.bin", new byte[0]);
        fails("--points " + empty + ": empty file", "msm", "--points", empty, "--scalars", oneScalar);
        String ragged = write("ragged.bin", new byte[65]);
        fails("--points " + ragged + ": 65 bytes is not a whole number of 64-byte bn254 g1 points (1 and 1 bytes over)",
                "msm", "--points", ragged, "--scalars", oneScalar);
        fails("not a whole number of 128-byte bls12-381 g1 points",
                "msm", "--curve", "bls12-381", "--points", onePoint, "--scalars", oneScalar);
        fails("not a whole number of 128-byte bn254 g2 points", "msm", "--group", "g2", "--points", onePoint, "--scalars", oneScalar);
        String oddScalars = write("odd.bin", new byte[33]);
        fails("--scalars " + oddScalars + ": 33 bytes is not a whole number of 32-byte scalars",
                "msm", "--points", onePoint, "--scalars", oddScalars);
        fails("--scalars " + twoScalars + " holds 2 scalars but --points " + onePoint + " holds 1 point",
                "msm", "--points", onePoint, "--scalars", twoScalars);
        fails("--scalars " + oneScalar + " holds 1 scalar but --points " + twoPoints + " holds 2 points",
                "msm", "--points", twoPoints, "--scalars", oneScalar);
        fails("--points " + offCurve + ": point 0 (bytes 0-63): ", "msm", "--points", offCurve, "--scalars", oneScalar);
        String secondOff = write("second-off.bin", concat(Bn254Text.point(G), Files.readAllBytes(Path.of(offCurve))));
        fails("point 1 (bytes 64-127)", "msm", "--points", secondOff, "--scalars", twoScalars);
    }

    @Test
    void precompile(@TempDir Path tmp) throws Exception {
        fails("pippin precompile: unknown precompile 'nope' (known: bn254_g1add, ", "precompile", "nope", "00");
        fails("HEX: not hex: 'x' at character 1", "precompile", "bn254_g1add", "xyz");
        fails("HEX: not hex: 'g' at character 5", "precompile", "bn254_g1add", "0x00g0");
        fails("HEX: odd number of hex digits (3)", "precompile", "bn254_g1add", "abc");
        fails("give exactly one of HEX and --batch FILE", "precompile", "bn254_g1add");
        fails("give exactly one of HEX and --batch FILE", "precompile", "bn254_g1add", "00", "--batch", onePoint);
        fails("--batch /nonexistent/file: no such file", "precompile", "bn254_g1add", "--batch", "/nonexistent/file");
        Path bad = tmp.resolve("bad.txt");
        Files.write(bad, List.of("00", "", "0xzz"));
        fails("--batch " + bad + " line 3: not hex: 'z' at character 3", "precompile", "bn254_g1add", "--batch", bad.toString());
        Files.write(bad, List.of("00", "abc"));
        fails("--batch " + bad + " line 2: odd number of hex digits (3)", "precompile", "bn254_g1add", "--batch", bad.toString());
        Files.write(bad, new byte[] {'0', '0', '\n', (byte) 0xe9, '\n'});
        fails("line 2: not hex: U+00E9 at character 1", "precompile", "bn254_g1add", "--batch", bad.toString());
        fails("Missing required parameter: 'NAME'", "precompile");
    }

    @Test
    void modexp() {
        fails("pippin modexp: --base: not hex: 'z' at character 1", "modexp", "--base", "zz", "--exp", "1", "--mod", "07");
        fails("--exp: not hex: '-' at character 1", "modexp", "--base", "02", "--exp", "-1", "--mod", "07");
        fails("--mod: not hex: U+0020 at character 3", "modexp", "--base", "02", "--exp", "1", "--mod", "07 ");
        fails("Missing required option: '--mod=HEX'", "modexp", "--base", "02", "--exp", "1");
    }

    @Test
    void benchAndTopLevel() {
        fails("pippin bench: needs a target: field, modexp, pairing or kzg", "bench");
        fails("pippin bench: Unmatched argument at index 1: 'nope'", "bench", "nope");
        fails(List.of("--field must be one of bn254-fp, ", "got 'bn254-fq'"), "bench", "field", "--field", "bn254-fq");
        fails(List.of("--op must be one of mul, sqr, add, inv", "got 'div'"), "bench", "field", "--op", "mul,div");
        fails(List.of("--cell must be one of 256/65537, ", "got '512/3'"), "bench", "modexp", "--cell", "512/3");
        fails("(did you mean msm?)", "mms");
        fails("Unknown subcommand 'nope'", "help", "nope");
        fails("Unmatched argument at index 1: 'extra'", "version", "extra");
        fails("Unknown option: '--json'", "bench", "--json");
    }
}
