package dev.pippin.cli;

import static dev.pippin.cli.UsageErrorsTest.fails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pippin groth16 prove} and {@code verify} on the groth16 module's vendored 2^10 fixture
 * (snarkjs 0.7.6's key, witness, verification key and proof; see its README): files written as
 * snarkjs writes them, verdicts and exit codes, the JSON rows against their --help, and every
 * bad input as one line with exit 2.
 */
class Groth16CommandTest {
    /** The fixture is the groth16 module's test resource; the tests run in the cli module's directory. */
    static final Path P10 = moduleDirectory().resolve("../groth16/src/test/resources/p10").normalize();
    static final String ZKEY = P10.resolve("circuit_final.zkey").toString(), WTNS = P10.resolve("witness.wtns").toString();
    static final String VKEY = P10.resolve("verification_key.json").toString();
    static final String SNARKJS_PROOF = P10.resolve("proof.json").toString(), SNARKJS_PUBLIC = P10.resolve("public.json").toString();

    @TempDir
    Path dir;

    private static Path moduleDirectory() {
        String basedir = System.getProperty("basedir");
        return Path.of(basedir != null && !basedir.isBlank() ? basedir : System.getProperty("user.dir"));
    }

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    // ---------------------------------------------------------------- prove

    @Test
    void proveWritesSnarkjssFilesAndTheyVerify() throws IOException {
        assertTrue(Files.isRegularFile(Path.of(ZKEY)), "the groth16 module's fixture at " + P10);
        Cli.Run r = Cli.run("groth16", "prove", ZKEY, WTNS, out("proof.json"), out("public.json"), "--threads", "2", "--seed", "5", "--json");
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals("", r.err());
        List<JsonNode> rows = r.json();
        assertEquals(1, rows.size());
        JsonNode row = rows.get(0);
        DocumentedSchema.of("groth16", "prove").check(row);
        assertEquals("groth16_prove", row.get("kind").asText());
        assertEquals(950, row.get("wires").asInt());
        assertEquals(2, row.get("public_signals").asInt());
        assertEquals(1024, row.get("domain_size").asInt());
        assertEquals(2, row.get("threads").asInt());
        assertEquals(5, row.get("seed").asLong());
        double read = row.get("read_ms").asDouble(), ntt = row.get("ntt_ms").asDouble();
        double msm = row.get("msm_ms").asDouble(), total = row.get("total_ms").asDouble();
        assertTrue(read > 0 && ntt > 0 && ntt <= msm && msm <= total && row.get("open_ms").asDouble() > 0, row.toString());

        assertEquals(Files.readString(Path.of(SNARKJS_PUBLIC)), Files.readString(dir.resolve("public.json")), "public.json byte for byte");
        // the same proof as the library's with the same seed
        String lib = Groth16.prove(ZKey.open(Path.of(ZKEY)), Witness.open(Path.of(WTNS)), SeededBlinding.of(5),
                MsmOptions.defaults().withThreads(1)).toJson();
        assertEquals(lib, Files.readString(dir.resolve("proof.json")));

        Cli.Run v = Cli.run("groth16", "verify", VKEY, out("public.json"), out("proof.json"));
        assertEquals(Main.OK, v.code(), v.err());
        assertEquals(List.of("OK"), v.outLines());
        assertEquals("", v.err());
    }

    @Test
    void seedMakesProofsReproducibleAndRandomProofsDiffer() throws IOException {
        String[] proofs = new String[4];
        String[][] args = {{"--seed", "7"}, {"--seed", "7"}, {"--seed", "8"}, {}};
        for (int i = 0; i < proofs.length; i++) {
            String[] base = {"groth16", "prove", ZKEY, WTNS, out("p" + i + ".json"), out("s" + i + ".json"), "--threads", "1", "-q"};
            String[] all = Arrays.copyOf(base, base.length + args[i].length);
            System.arraycopy(args[i], 0, all, base.length, args[i].length);
            Cli.Run r = Cli.run(all);
            assertEquals(Main.OK, r.code(), r.err());
            assertEquals("", r.out() + r.err(), "-q and no --json: nothing printed");
            proofs[i] = Files.readString(dir.resolve("p" + i + ".json"));
            assertEquals(Main.OK, Cli.run("groth16", "verify", VKEY, out("s" + i + ".json"), out("p" + i + ".json")).code());
        }
        assertEquals(proofs[0], proofs[1]);
        assertNotEquals(proofs[0], proofs[2]);
        assertNotEquals(proofs[0], proofs[3]);
        assertNotEquals(proofs[2], proofs[3]);
    }

    @Test
    void proveSummaryGoesToStderr() {
        Cli.Run r = Cli.run("groth16", "prove", ZKEY, WTNS, out("proof.json"), out("public.json"), "--threads", "2");
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.errLines().size(), r.err());
        String line = r.errLines().get(0);
        assertTrue(line.startsWith("pippin groth16 prove: 950 wires, 2 public signals, domain 2^10, 2 threads: proof in "), line);
        assertTrue(line.endsWith("; wrote " + out("proof.json") + " and " + out("public.json")), line);
        assertTrue(!line.contains("--seed"), line);
        Cli.Run seeded = Cli.run("groth16", "prove", ZKEY, WTNS, out("proof.json"), out("public.json"), "--seed", "3");
        assertTrue(seeded.err().contains("blinding from --seed 3 (for tests only)"), seeded.err());
    }

    // ---------------------------------------------------------------- verify

    @Test
    void verifySnarkjssProof() {
        Cli.Run r = Cli.run("groth16", "verify", VKEY, SNARKJS_PUBLIC, SNARKJS_PROOF);
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals("OK\n", r.out().replace("\r\n", "\n"));
        Cli.Run j = Cli.run("groth16", "verify", VKEY, SNARKJS_PUBLIC, SNARKJS_PROOF, "--json");
        assertEquals(Main.OK, j.code(), j.err());
        JsonNode row = j.json().get(0);
        DocumentedSchema.of("groth16", "verify").check(row);
        assertEquals(true, row.get("valid").asBoolean());
        assertTrue(row.get("reason").isNull());
        assertTrue(row.get("verify_ms").asDouble() > 0);
    }

    @Test
    void verifyRejectsAChangedSignalOrPoint() throws IOException {
        Path pub = dir.resolve("public.json");
        Files.writeString(pub, "[\"" + publicSignal(0) + "\", \"2\"]");
        Cli.Run r = Cli.run("groth16", "verify", VKEY, pub.toString(), SNARKJS_PROOF);
        assertEquals(Main.FAILED, r.code());
        assertEquals(List.of("invalid"), r.outLines());
        assertEquals(List.of("pippin groth16 verify: the pairing check failed: the proof does not match these public signals under this key"),
                r.errLines());

        Cli.Run j = Cli.run("groth16", "verify", VKEY, pub.toString(), SNARKJS_PROOF, "--json");
        assertEquals(Main.FAILED, j.code());
        assertEquals("", j.err());
        JsonNode row = j.json().get(0);
        DocumentedSchema.of("groth16", "verify").check(row);
        assertEquals(false, row.get("valid").asBoolean());
        assertTrue(row.get("reason").asText().startsWith("the pairing check failed"), row.toString());

        ObjectNode proof = (ObjectNode) Cli.JSON.readTree(Files.readString(Path.of(SNARKJS_PROOF)));
        ArrayNode a = (ArrayNode) proof.get("pi_a");
        a.set(0, Cli.JSON.getNodeFactory().textNode(new BigInteger(a.get(0).asText()).add(BigInteger.ONE).toString()));
        Path bad = dir.resolve("proof.json");
        Files.writeString(bad, proof.toString());
        Cli.Run off = Cli.run("groth16", "verify", VKEY, SNARKJS_PUBLIC, bad.toString());
        assertEquals(Main.FAILED, off.code());
        assertEquals(List.of("invalid"), off.outLines());
        assertEquals(List.of("pippin groth16 verify: pi_a is not on the bn254-g1 curve"), off.errLines());

        Files.writeString(pub, "[\"" + publicSignal(0) + "\"]");
        Cli.Run few = Cli.run("groth16", "verify", VKEY, pub.toString(), SNARKJS_PROOF);
        assertEquals(Main.FAILED, few.code());
        assertEquals(List.of("pippin groth16 verify: 1 public signals, verification_key.json expects 2"), few.errLines());
    }

    private static String publicSignal(int i) throws IOException {
        return Cli.JSON.readTree(Files.readString(Path.of(SNARKJS_PUBLIC))).get(i).asText();
    }

    // ---------------------------------------------------------------- bad input: one line, exit 2

    @Test
    void proveUsageAndFiles() throws IOException {
        String missing = out("missing.zkey");
        fails("pippin groth16 prove: KEY.zkey " + missing + ": no such file", "groth16", "prove", missing, WTNS, out("a.json"), out("b.json"));
        fails("WITNESS.wtns " + out("none.wtns") + ": no such file", "groth16", "prove", ZKEY, out("none.wtns"), out("a.json"), out("b.json"));
        fails("KEY.zkey " + dir + ": is a directory", "groth16", "prove", dir.toString(), WTNS, out("a.json"), out("b.json"));
        fails("pippin groth16 prove: witness.wtns: container: magic bytes \"wtns\", expected \"zkey\"",
                "groth16", "prove", WTNS, WTNS, out("a.json"), out("b.json"));
        Path truncated = dir.resolve("short.zkey");
        byte[] key = Files.readAllBytes(Path.of(ZKEY));
        Files.write(truncated, Arrays.copyOf(key, key.length - 1));
        fails("short.zkey: section 10 (contributions): truncated", "groth16", "prove", truncated.toString(), WTNS, out("a.json"), out("b.json"));
        fails("--threads must be between 1 and 1024, got 0", "groth16", "prove", ZKEY, WTNS, out("a.json"), out("b.json"), "--threads", "0");
        fails("Invalid value for option '--seed': 'x' is not a long", "groth16", "prove", ZKEY, WTNS, out("a.json"), out("b.json"), "--seed", "x");
        fails("Missing required parameters: 'PROOF.json', 'PUBLIC.json'", "groth16", "prove", ZKEY, WTNS);
        fails("PROOF.json and PUBLIC.json are the same file", "groth16", "prove", ZKEY, WTNS, out("a.json"), dir.resolve(".").resolve("a.json").toString());
        String unwritable = dir.resolve("no-such-folder").resolve("proof.json").toString();
        fails("PROOF.json " + unwritable + ": cannot write: no such file", "groth16", "prove", ZKEY, WTNS, unwritable, out("b.json"));
        fails("pippin groth16: needs a subcommand: prove, fullprove, verify or serve", "groth16");
        fails("Unmatched argument at index 1: 'prov'", "groth16", "prov");
    }

    /** A witness of another length: the prover refuses it before any work. */
    @Test
    void proveRefusesAWitnessForAnotherCircuit() throws IOException {
        byte[] w = Files.readAllBytes(Path.of(WTNS));
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(w).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        // section 1 (12 bytes from 12): n8, the prime, the count; section 2's header follows it
        b.putInt(12 + 12 + 36, 951);
        b.putLong(12 + 12 + 40 + 4, 951L * 32);
        Path other = dir.resolve("other.wtns");
        Files.write(other, Arrays.copyOf(w, w.length + 32));
        fails("other.wtns: section 2 (values): holds 951 values, circuit_final.zkey expects 950 (a witness for another circuit?)",
                "groth16", "prove", ZKEY, other.toString(), out("a.json"), out("b.json"));
    }

    @Test
    void verifyUsageAndFiles() throws IOException {
        String missing = out("missing.json");
        fails("pippin groth16 verify: VKEY.json " + missing + ": no such file", "groth16", "verify", missing, SNARKJS_PUBLIC, SNARKJS_PROOF);
        fails("PUBLIC.json " + missing + ": no such file", "groth16", "verify", VKEY, missing, SNARKJS_PROOF);
        fails("PROOF.json " + missing + ": no such file", "groth16", "verify", VKEY, SNARKJS_PUBLIC, missing);
        fails("PROOF.json " + dir + ": is a directory", "groth16", "verify", VKEY, SNARKJS_PUBLIC, dir.toString());
        fails("pippin groth16 verify: circuit_final.zkey: JSON: not valid JSON: ", "groth16", "verify", ZKEY, SNARKJS_PUBLIC, SNARKJS_PROOF);
        Path vk = dir.resolve("vk.json");
        Files.writeString(vk, Files.readString(Path.of(VKEY)).replace("\"groth16\"", "\"plonk\""));
        fails("vk.json: protocol: \"plonk\" is not groth16", "groth16", "verify", vk.toString(), SNARKJS_PUBLIC, SNARKJS_PROOF);
        Path pub = dir.resolve("pub.json");
        Files.writeString(pub, "[\"1\", \"0x2\"]");
        fails("pub.json: [1]: not a decimal string: \"0x2\"", "groth16", "verify", VKEY, pub.toString(), SNARKJS_PROOF);
        Path proof = dir.resolve("proof.json");
        Files.writeString(proof, Files.readString(Path.of(SNARKJS_PROOF)).replace("\"pi_c\"", "\"pi_x\""));
        fails("proof.json: pi_c: missing", "groth16", "verify", VKEY, SNARKJS_PUBLIC, proof.toString());
        fails("Missing required parameter: 'PROOF.json'", "groth16", "verify", VKEY, SNARKJS_PUBLIC);
    }
}
