package dev.pippin.groth16;

import static dev.pippin.groth16.RefCurve.Q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broken copies of the fixture's verification_key.json, proof.json and public.json: each gives
 * one line naming the file, the field and the fault.
 */
class MalformedJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    // ---------------------------------------------------------------- any of the files

    @Test
    void notJson() throws IOException {
        expectKey("{\"protocol\": ", "JSON", "not valid JSON: ", "at line 1");
        expectKey("", "JSON", "the file holds no JSON value");
        expectKey("{\"protocol\": \"groth16\", \"protocol\": \"groth16\"}", "JSON", "not valid JSON: Duplicate field 'protocol'");
        expectKey(vkText() + "\n{}", "JSON", "not valid JSON: ", "at line");
        expectKey("[1, 2]", "the top level", "expected an object, got an array of 2");
        // a proving key given in its place: the quoted token's control bytes come out escaped
        Path zkey = dir.resolve("verification_key.json");
        Files.write(zkey, RefFiles.read(RefFiles.zkey()));
        MalformedFileException e = assertThrows(MalformedFileException.class, () -> VerificationKey.read(zkey));
        assertTrue(e.getMessage().startsWith("verification_key.json: JSON: not valid JSON: Unrecognized token 'zkey\\x01"), e.getMessage());
        assertTrue(e.getMessage().chars().allMatch(c -> c >= 0x20 && c < 0x7F), e.getMessage());
        expectProof("\"pi_a\"", RefFiles.p10("public.json"), "proof.json", "the top level", "expected an object, got the string \"pi_a\"");
        expectProof(Files.readString(RefFiles.p10("proof.json")), write("public.json", "{\"0\": \"1\"}"),
                "public.json", "the top level", "expected an array, got an object");
    }

    // ---------------------------------------------------------------- verification_key.json

    @Test
    void protocolCurveAndCounts() throws IOException {
        expectKey(vk(o -> o.put("protocol", "plonk")), "protocol", "\"plonk\" is not groth16");
        expectKey(vk(o -> o.remove("protocol")), "protocol", "missing");
        expectKey(vk(o -> o.put("protocol", 1)), "protocol", "expected a string, got the number 1");
        expectKey(vk(o -> o.put("curve", "bls12381")), "curve", "\"bls12381\" is not bn128 (bn254)");
        expectKey(vk(o -> o.remove("curve")), "curve", "missing");
        expectKey(vk(o -> o.put("nPublic", "2")), "nPublic", "expected a whole number from 0 to", "got \"2\"");
        expectKey(vk(o -> o.put("nPublic", -1)), "nPublic", "expected a whole number");
        expectKey(vk(o -> o.put("nPublic", 2.5)), "nPublic", "expected a whole number");
        expectKey(vk(o -> o.put("nPublic", 3)), "IC", "holds 3 points, nPublic = 3 needs 4");
        expectKey(vk(o -> o.remove("IC")), "IC", "missing");
        expectKey(vk(o -> o.remove("vk_delta_2")), "vk_delta_2", "missing");
        for (String name : new String[] {"BN254", "alt_bn128", "bn128"}) {
            assertEquals(2, VerificationKey.read(write("verification_key.json", vk(o -> o.put("curve", name)))).nPublic(), name);
        }
    }

    @Test
    void numbersThatAreNotCoordinates() throws IOException {
        expectKey(vk(o -> ic(o, 1).set(0, JSON.getNodeFactory().textNode("abc"))), "IC[1][0]", "not a decimal string: \"abc\"");
        expectKey(vk(o -> ic(o, 1).set(0, JSON.getNodeFactory().textNode("-5"))), "IC[1][0]", "not a decimal string: \"-5\"");
        expectKey(vk(o -> ic(o, 1).set(0, JSON.getNodeFactory().textNode(" 5"))), "IC[1][0]", "not a decimal string");
        expectKey(vk(o -> ic(o, 1).set(0, JSON.getNodeFactory().numberNode(5))), "IC[1][0]", "expected a decimal string, got the number 5");
        expectKey(vk(o -> ic(o, 1).set(1, JSON.getNodeFactory().textNode(Q.toString()))), "IC[1][1]", "is not below the base field modulus q");
        expectKey(vk(o -> ic(o, 1).set(1, JSON.getNodeFactory().textNode("1".repeat(101)))), "IC[1][1]", "has 101 digits");
        expectKey(vk(o -> ic(o, 1).set(2, JSON.getNodeFactory().textNode("2"))), "IC[1]", "z = 2; expected 1 (an affine point) or the point at infinity (0, 1, 0)");
        expectKey(vk(o -> ic(o, 2).remove(2)), "IC[2]", "holds 2 elements, expected 3");
        expectKey(vk(o -> ((ArrayNode) o.get("vk_beta_2").get(2)).set(0, JSON.getNodeFactory().textNode("0"))), "vk_beta_2",
                "z = (0, 0); expected (1, 0)");
        expectKey(vk(o -> ((ArrayNode) o.get("vk_gamma_2")).set(1, JSON.getNodeFactory().textNode("1"))), "vk_gamma_2[1]",
                "expected an array, got the string \"1\"");
        // leading zeros spell the same number
        String padded = vk(o -> ic(o, 1).set(0, JSON.getNodeFactory().textNode("000" + ic(o, 1).get(0).asText())));
        assertEquals(2, VerificationKey.read(write("verification_key.json", padded)).nPublic());
    }

    @Test
    void pointsNoKeyCanHold() throws IOException {
        expectKey(vk(o -> bump((ArrayNode) o.get("vk_alpha_1"), 1)), "vk_alpha_1", "is not on the bn254-g1 curve");
        expectKey(vk(o -> bump(ic(o, 2), 0)), "IC[2]", "is not on the bn254-g1 curve");
        expectKey(vk(o -> bump((ArrayNode) o.get("vk_beta_2").get(1), 1)), "vk_beta_2", "is not on the bn254-g2 twist");
        expectKey(vk(o -> o.set("vk_gamma_2", VerifierTest.g2Json(TwistPoints.outsideSubgroup()))), "vk_gamma_2",
                "is on the twist but not in the order-r subgroup of bn254-g2");
        expectKey(vk(o -> o.set("vk_delta_2", JSON.valueToTree(List.of(List.of("0", "0"), List.of("1", "0"), List.of("0", "0"))))),
                "vk_delta_2", "is the point at infinity (a degenerate key)");
        expectKey(vk(o -> o.set("vk_alpha_1", JSON.valueToTree(List.of("0", "1", "0")))), "vk_alpha_1", "is the point at infinity");
        // an IC point at infinity is a key a circuit can have
        VerificationKey k = VerificationKey.read(write("verification_key.json",
                vk(o -> ((ArrayNode) o.get("IC")).set(2, JSON.valueToTree(List.of("0", "1", "0"))))));
        assertEquals(2, k.nPublic());
    }

    // ---------------------------------------------------------------- proof.json and public.json

    @Test
    void proofFields() throws IOException {
        Path pub = RefFiles.p10("public.json");
        expectProof(proof(o -> o.remove("pi_c")), pub, "proof.json", "pi_c", "missing");
        expectProof(proof(o -> o.put("protocol", "fflonk")), pub, "proof.json", "protocol", "\"fflonk\" is not groth16");
        expectProof(proof(o -> o.put("curve", "bls12-381")), pub, "proof.json", "curve", "\"bls12-381\" is not bn128");
        expectProof(proof(o -> ((ArrayNode) o.get("pi_b")).set(1, JSON.getNodeFactory().textNode("7"))), pub,
                "proof.json", "pi_b[1]", "expected an array, got the string \"7\"");
        expectProof(proof(o -> ((ArrayNode) o.get("pi_a")).set(0, JSON.getNodeFactory().nullNode())), pub,
                "proof.json", "pi_a[0]", "expected a decimal string, got null");
        // protocol and curve are optional in proof.json (not every prover writes them)
        Proof p = Proof.read(write("proof.json", proof(o -> {
            o.remove("protocol");
            o.remove("curve");
        })), pub);
        assertEquals(Verdict.VALID, Groth16.verify(VerificationKey.read(RefFiles.p10("verification_key.json")), p));
    }

    @Test
    void publicFields() throws IOException {
        String proof = Files.readString(RefFiles.p10("proof.json"));
        expectProof(proof, write("public.json", "[\"1\", 2]"), "public.json", "[1]", "expected a decimal string, got the number 2");
        expectProof(proof, write("public.json", "[\"0x10\"]"), "public.json", "[0]", "not a decimal string: \"0x10\"");
        expectProof(proof, write("public.json", "[[\"1\"]]"), "public.json", "[0]", "expected a decimal string, got an array of 1");
        Proof none = Proof.read(write("proof.json", proof), write("public.json", "[]"));
        assertEquals(List.of(), none.publicSignals());
    }

    @Test
    void missingFileIsAnIoError() {
        assertThrows(java.nio.file.NoSuchFileException.class, () -> VerificationKey.read(dir.resolve("absent.json")));
    }

    // ---------------------------------------------------------------- helpers

    private static String vkText() throws IOException {
        return Files.readString(RefFiles.p10("verification_key.json"));
    }

    private static String vk(Consumer<ObjectNode> change) throws IOException {
        return edit(vkText(), change);
    }

    private static String proof(Consumer<ObjectNode> change) throws IOException {
        return edit(Files.readString(RefFiles.p10("proof.json")), change);
    }

    private static String edit(String text, Consumer<ObjectNode> change) throws IOException {
        ObjectNode o = (ObjectNode) JSON.readTree(text);
        change.accept(o);
        return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(o);
    }

    private static ArrayNode ic(ObjectNode vk, int i) {
        return (ArrayNode) vk.get("IC").get(i);
    }

    /** Adds 1 to coordinate i of a point: off the curve, still below q. */
    private static void bump(ArrayNode point, int i) {
        BigInteger v = new BigInteger(point.get(i).asText());
        point.set(i, JSON.getNodeFactory().textNode(v.add(BigInteger.ONE).mod(Q).toString()));
    }

    private void expectKey(String content, String field, String... details) throws IOException {
        Path p = write("verification_key.json", content);
        expect(() -> VerificationKey.read(p), "verification_key.json", field, details);
    }

    private void expectProof(String proofText, Path pub, String file, String field, String... details) throws IOException {
        Path proof = write("proof.json", proofText);
        expect(() -> Proof.read(proof, pub), file, field, details);
    }

    private static void expect(Executable read, String file, String field, String... details) {
        MalformedFileException e = assertThrows(MalformedFileException.class, read);
        String m = e.getMessage();
        assertTrue(m.startsWith(file + ": " + field + ": "), m);
        for (String d : details) {
            assertTrue(m.contains(d), "wanted " + d + " in: " + m);
        }
        assertFalse(m.contains("\n"), m);
        assertEquals(field, e.section());
        assertEquals(file, e.file().getFileName().toString());
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }
}
