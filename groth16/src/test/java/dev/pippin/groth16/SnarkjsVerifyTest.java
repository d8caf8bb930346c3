package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pippin's proof on the 2^10 fixture checked by snarkjs itself ({@code snarkjs groth16 verify},
 * the fixture's verification_key.json), with a changed public signal and a doubled pi_A as the
 * negative controls; Pippin's verifier gives the same verdict on each of the same files.
 * snarkjs 0.7.6 is installed with npm from the registry into target/ once; without node and npm,
 * or without the registry, the test is skipped and says why.
 */
class SnarkjsVerifyTest {
    private static final String SNARKJS = "snarkjs@0.7.6";
    private static Path cli;

    @TempDir
    Path dir;

    @BeforeAll
    static void install() throws Exception {
        Path prefix = Path.of("target", "snarkjs-0.7.6").toAbsolutePath();
        Path js = prefix.resolve("node_modules/snarkjs/build/cli.cjs");
        if (!Files.exists(js)) {
            Files.createDirectories(prefix);
            Result r = run(prefix, 300, "npm", "install", "--no-audit", "--no-fund", "--no-save", "--prefix", prefix.toString(), SNARKJS);
            Assumptions.assumeTrue(r != null, "npm is not available: the snarkjs check is skipped");
            Assumptions.assumeTrue(r.code == 0 && Files.exists(js),
                    "npm install " + SNARKJS + " failed (exit " + r.code + "), the snarkjs check is skipped: " + lastLine(r.output));
        }
        Assumptions.assumeTrue(run(prefix, 30, "node", "--version") != null, "node is not available: the snarkjs check is skipped");
        cli = js;
    }

    @Test
    void snarkjsAcceptsTheProofAndRejectsAChangedSignal() throws Exception {
        ZKey key = ZKey.open(RefFiles.zkey());
        Witness w = Witness.open(RefFiles.wtns());
        Proof p = Groth16.prove(key, w, new SecureRandom(), MsmOptions.defaults().withThreads(2));
        Path proof = dir.resolve("proof.json"), pub = dir.resolve("public.json");
        Files.writeString(proof, p.toJson());
        Files.writeString(pub, p.publicSignalsJson());
        Result ok = verify(pub, proof);
        assertEquals(0, ok.code, ok.output);
        assertTrue(ok.output.contains("OK!"), ok.output);
        assertTrue(pippinVerifies(pub, proof));

        List<String> changed = List.of(p.publicSignals().get(0).toString(), "2");
        Files.writeString(pub, "[\"" + String.join("\", \"", changed) + "\"]\n");
        assertRejectedByBoth(pub, proof);
    }

    /** 2 pi_A is on the curve: both verifiers run the pairing check, and both reject it. */
    @Test
    void bothVerifiersRejectADoubledPiA() throws Exception {
        ZKey key = ZKey.open(RefFiles.zkey());
        Proof p = Groth16.prove(key, Witness.open(RefFiles.wtns()), new SecureRandom(), MsmOptions.defaults().withThreads(2));
        ObjectNode j = VerifierTest.proofJson(writeText("valid.json", p.toJson()));
        RefCurve.P a = RefCurve.P.affine(new RefCurve.F(p.piA().get(0), BigInteger.ZERO), new RefCurve.F(p.piA().get(1), BigInteger.ZERO));
        j.set("pi_a", VerifierTest.g1Json(a.dbl()));
        assertRejectedByBoth(writeText("public.json", p.publicSignalsJson()), writeText("proof.json", j.toString()));
    }

    private void assertRejectedByBoth(Path pub, Path proof) throws Exception {
        Result bad = verify(pub, proof);
        assertNotEquals(0, bad.code, bad.output);
        assertTrue(bad.output.contains("Invalid proof"), bad.output);
        assertFalse(pippinVerifies(pub, proof));
    }

    private static boolean pippinVerifies(Path pub, Path proof) throws IOException {
        return Groth16.verify(VerificationKey.read(RefFiles.p10("verification_key.json")), Proof.read(proof, pub)).valid();
    }

    private Path writeText(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private Result verify(Path pub, Path proof) throws Exception {
        Result r = run(dir, 120, "node", cli.toString(), "groth16", "verify",
                RefFiles.p10("verification_key.json").toString(), pub.toString(), proof.toString());
        if (r == null) {
            throw new IllegalStateException("node disappeared");
        }
        return r;
    }

    private record Result(int code, String output) {}

    /** Runs a command, its output into a file (so a hung process cannot block the read); null when it cannot start. */
    private static Result run(Path cwd, int seconds, String... cmd) throws Exception {
        Path log = Files.createTempFile("pippin-groth16-", ".log");
        try {
            Process pr;
            try {
                pr = new ProcessBuilder(cmd).directory(cwd.toFile()).redirectErrorStream(true)
                        .redirectOutput(log.toFile()).start();
            } catch (IOException e) {
                return null;
            }
            pr.getOutputStream().close();
            if (!pr.waitFor(seconds, TimeUnit.SECONDS)) {
                pr.destroyForcibly().waitFor();
                return new Result(-1, "timed out after " + seconds + " s: " + Files.readString(log));
            }
            return new Result(pr.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static String lastLine(String s) {
        String[] lines = s.strip().split("\n");
        return lines[lines.length - 1];
    }
}
