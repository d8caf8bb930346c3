package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar that ./pippin runs, as a separate process: the unit tests run the commands on
 * the test class path, which holds every test-scope dependency, so a library missing from the
 * jar only shows here. Each command that reaches a distinct dependency runs once.
 */
class ShadedJarIT {
    private static final Path JAR = Path.of(System.getProperty("pippin.jar", "target/pippin.jar"));
    private static final Path P10 = Path.of(System.getProperty("pippin.p10", "../groth16/src/test/resources/p10"));

    record Run(int exit, String out, String err) {}

    static Run pippin(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector", "-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes(), err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "pippin " + String.join(" ", args) + " did not end");
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void groth16ProvesAndVerifiesFromTheJar(@TempDir Path dir) throws Exception {
        Path proof = dir.resolve("proof.json"), pub = dir.resolve("public.json");
        Run prove = pippin("groth16", "prove", P10.resolve("circuit_final.zkey").toString(), P10.resolve("witness.wtns").toString(),
                proof.toString(), pub.toString(), "--threads", "1");
        assertEquals(0, prove.exit(), prove.err());
        assertEquals(Files.readString(P10.resolve("public.json")), Files.readString(pub), "public.json is snarkjs's");
        Run verify = pippin("groth16", "verify", P10.resolve("verification_key.json").toString(), pub.toString(), proof.toString());
        assertEquals(0, verify.exit(), verify.err());
        Run vendored = pippin("groth16", "verify", P10.resolve("verification_key.json").toString(),
                P10.resolve("public.json").toString(), P10.resolve("proof.json").toString());
        assertEquals(0, vendored.exit(), vendored.err());
    }

    @Test
    void msmRunsFromTheJar() throws Exception {
        Run msm = pippin("msm", "--n", "256", "--reps", "1", "--json", "-q");
        assertEquals(0, msm.exit(), msm.err());
        assertTrue(msm.out().contains("\"kind\":\"msm\""), msm.out());
    }

    @Test
    void precompileAndBlsRunFromTheJar() throws Exception {
        // EIP-198: 3^5 mod 7 = 5, as one 32-byte word
        String modexp = "0x" + "0".repeat(62) + "01" + "0".repeat(62) + "01" + "0".repeat(62) + "01" + "030507";
        Run pre = pippin("precompile", "modexp", modexp);
        assertEquals(0, pre.exit(), pre.err());
        assertEquals("05", pre.out().strip());
        Run h = pippin("bls", "hash-to-g2", "--help");
        assertEquals(0, h.exit(), h.err());
    }
}
