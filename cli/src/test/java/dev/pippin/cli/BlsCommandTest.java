package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.pippin.testkit.TestVectors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pippin bls OP --batch FILE} on the cases of test-vectors/bls-signatures, written out as
 * batch files: one output line per case, equal to the vector's answer (for hash-to-g2, its
 * coordinates laid out as EIP-2537 by hand); the --json rows; the malformed lines.
 */
class BlsCommandTest {
    @TempDir
    Path dir;

    record Vector(JsonNode input, JsonNode output) {}

    static List<Vector> vectors(String folder) throws IOException {
        List<Vector> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(TestVectors.folder("bls-signatures/" + folder))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                JsonNode root = Cli.JSON.readTree(f.toFile());
                out.add(new Vector(root.get("input"), root.get("output")));
            }
        }
        assertTrue(!out.isEmpty(), folder);
        return out;
    }

    /** A list field: the items joined by commas, - when there are none. */
    static String list(JsonNode items) {
        List<String> s = new ArrayList<>();
        items.forEach(v -> s.add(v.asText()));
        return s.isEmpty() ? "-" : String.join(",", s);
    }

    private Cli.Run run(String op, List<String> lines, String... extra) throws IOException {
        Path f = dir.resolve(op + ".txt");
        Files.write(f, lines);
        List<String> args = new ArrayList<>(List.of("bls", op, "--batch", f.toString()));
        args.addAll(List.of(extra));
        Cli.Run r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        return r;
    }

    private void answers(String op, String folder, java.util.function.Function<JsonNode, String> line) throws IOException {
        List<Vector> vs = vectors(folder);
        List<String> lines = new ArrayList<>(), expected = new ArrayList<>();
        for (Vector v : vs) {
            lines.add(line.apply(v.input()));
            expected.add(Boolean.toString(v.output().asBoolean()));
        }
        assertTrue(expected.contains("true") && expected.contains("false"), folder + " has both answers");
        assertEquals(expected, run(op, lines).outLines());
    }

    @Test
    void verify() throws IOException {
        answers("verify", "verify", in -> in.get("pubkey").asText() + " " + in.get("message").asText() + " " + in.get("signature").asText());
    }

    @Test
    void fastAggregateVerify() throws IOException {
        answers("fast-aggregate-verify", "fast_aggregate_verify",
                in -> list(in.get("pubkeys")) + " " + in.get("message").asText() + "\t" + in.get("signature").asText());
    }

    /** The consensus specs' wrapper: the same answers, and true for no keys with the signature at infinity. */
    @Test
    void ethFastAggregateVerify() throws IOException {
        String infinity = "0xc0" + "00".repeat(95);
        List<String> lines = new ArrayList<>(), expected = new ArrayList<>();
        int noKeys = 0;
        for (Vector v : vectors("fast_aggregate_verify")) {
            JsonNode in = v.input();
            lines.add(list(in.get("pubkeys")) + " " + in.get("message").asText() + " " + in.get("signature").asText());
            boolean wrapped = in.get("pubkeys").isEmpty() && in.get("signature").asText().equals(infinity);
            noKeys += wrapped ? 1 : 0;
            expected.add(Boolean.toString(wrapped || v.output().asBoolean()));
        }
        assertEquals(1, noKeys, "the vectors' case of no keys and the signature at infinity");
        assertEquals(expected, run("eth-fast-aggregate-verify", lines).outLines());
        String other = "0xc0" + "00".repeat(94) + "01";
        assertEquals(List.of("true", "false"), run("eth-fast-aggregate-verify", List.of("- 0xab " + infinity, "- 0xab " + other)).outLines());
        assertEquals(List.of("false"), run("fast-aggregate-verify", List.of("- 0xab " + infinity)).outLines());
    }

    @Test
    void aggregateVerify() throws IOException {
        answers("aggregate-verify", "aggregate_verify",
                in -> list(in.get("pubkeys")) + "  " + list(in.get("messages")) + " " + in.get("signature").asText());
    }

    @Test
    void batchVerify() throws IOException {
        answers("batch-verify", "batch_verify",
                in -> list(in.get("pubkeys")) + " " + list(in.get("messages")) + " " + list(in.get("signatures")));
    }

    /** x and y as "0x<c0>,0x<c1>" to EIP-2537's x.c0 || x.c1 || y.c0 || y.c1, each padded to 64 bytes. */
    static String eip2537(JsonNode output) {
        StringBuilder sb = new StringBuilder();
        for (String coord : new String[] {"x", "y"}) {
            for (String c : output.get(coord).asText().split(",")) {
                String digits = c.substring(2);
                sb.append("0".repeat(128 - digits.length())).append(digits);
            }
        }
        return sb.toString();
    }

    @Test
    void hashToG2() throws IOException {
        List<Vector> vs = vectors("hash_to_G2");
        List<String> asText = new ArrayList<>(), asHex = new ArrayList<>(), expected = new ArrayList<>();
        for (Vector v : vs) {
            String msg = v.input().get("message").asText(), dst = v.input().get("dst").asText();
            asText.add((msg.equals("0x") ? "-" : msg) + " " + dst);
            asHex.add(msg + " 0x" + java.util.HexFormat.of().formatHex(dst.getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
            expected.add(eip2537(v.output()));
        }
        assertTrue(asText.stream().anyMatch(l -> l.startsWith("- ")), "the empty message is among the vectors");
        assertEquals(expected, run("hash-to-g2", asText).outLines());
        assertEquals(expected, run("hash-to-g2", asHex).outLines());
        expected.forEach(p -> assertEquals(512, p.length()));
    }

    /** Another tag is another hash: RFC 9380's suite tag gives a different point from the same message. */
    @Test
    void hashToG2UsesTheGivenTag() throws IOException {
        List<String> out = run("hash-to-g2", List.of("0x616263 " + dev.pippin.bls.Bls.CIPHERSUITE,
                "0x616263 QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_")).outLines();
        assertEquals(2, out.size());
        assertTrue(!out.get(0).equals(out.get(1)));
    }

    @Test
    void json() throws IOException {
        DocumentedSchema schema = DocumentedSchema.of("bls");
        Vector v = vectors("verify").get(0);
        String line = v.input().get("pubkey").asText() + " " + v.input().get("message").asText() + " " + v.input().get("signature").asText();
        List<JsonNode> rows = run("verify", List.of(line, line), "--json").json();
        assertEquals(2, rows.size());
        for (int i = 0; i < 2; i++) {
            JsonNode row = rows.get(i);
            schema.check(row);
            assertEquals("bls", row.get("kind").asText());
            assertEquals("verify", row.get("op").asText());
            assertEquals(i + 1, row.get("line").asInt());
            assertEquals(v.output().asBoolean(), row.get("valid").asBoolean());
            assertTrue(row.get("point").isNull());
        }
        Vector h = vectors("hash_to_G2").get(0);
        JsonNode point = run("hash-to-g2", List.of(h.input().get("message").asText() + " " + h.input().get("dst").asText()), "--json").json().get(0);
        schema.check(point);
        assertEquals("hash-to-g2", point.get("op").asText());
        assertTrue(point.get("valid").isNull());
        assertEquals(eip2537(h.output()), point.get("point").asText());
    }

    /** Bytes that are not keys or signatures, lists of different lengths: false, not errors. */
    @Test
    void invalidValuesAreFalse() throws IOException {
        Vector v = vectors("verify").stream().filter(x -> x.output().asBoolean()).findFirst().orElseThrow();
        String pk = v.input().get("pubkey").asText(), msg = v.input().get("message").asText(), sig = v.input().get("signature").asText();
        List<String> out = run("verify", List.of(
                pk + " " + msg + " " + sig,
                pk.substring(0, pk.length() - 2) + " " + msg + " " + sig,   // 47 bytes
                "0x " + msg + " " + sig,
                pk + " - " + sig,
                pk + " " + msg + " 0x" + "00".repeat(96))).outLines();
        assertEquals(List.of("true", "false", "false", "false", "false"), out);
        assertEquals(List.of("true", "false", "false"), run("aggregate-verify", List.of(
                pk + " " + msg + " " + sig,
                pk + "," + pk + " " + msg + " " + sig,
                "- - " + sig)).outLines());
        assertEquals(List.of("true", "false"), run("batch-verify", List.of(
                pk + " " + msg + " " + sig,
                pk + " " + msg + "," + msg + " " + sig)).outLines());
    }

    @Test
    void malformedLines() throws IOException {
        Path f = dir.resolve("bad.txt");
        String pk = "0x" + "a1".repeat(48), sig = "0x" + "b2".repeat(96);
        String[][] cases = {
            {"verify", pk + " 0x00", "line 1: expected 3 fields (PUBKEY MESSAGE SIGNATURE), got 2"},
            {"verify", pk + " 0x00 " + sig + " extra", "line 1: expected 3 fields (PUBKEY MESSAGE SIGNATURE), got 4"},
            {"verify", "a1a1 0x00 " + sig, "line 1: PUBKEY: hex must start with 0x, got 'a1a1'"},
            {"verify", pk + " 0x0g " + sig, "line 1: MESSAGE: not hex: 'g' at character 4"},
            {"verify", pk + " 0x000 " + sig, "line 1: MESSAGE: odd number of hex digits (3)"},
            {"fast-aggregate-verify", pk + ",," + pk + " 0x00 " + sig, "line 1: PUBKEYS item 2: empty"},
            {"fast-aggregate-verify", pk + ",zz 0x00 " + sig, "line 1: PUBKEYS item 2: hex must start with 0x, got 'zz'"},
            {"aggregate-verify", pk + " 0x00, " + sig, "line 1: MESSAGES item 2: empty"},
            {"aggregate-verify", pk + " 0x00 , " + sig, "line 1: expected 3 fields (PUBKEYS MESSAGES SIGNATURE), got 4"},
            {"batch-verify", pk + " 0x00 " + sig + ",", "line 1: SIGNATURES item 2: empty"},
            {"hash-to-g2", "0x00", "line 1: expected 2 fields (MESSAGE DST), got 1"},
            {"hash-to-g2", "0x00 0x", "line 1: DST: the tag must not be empty"},
            {"hash-to-g2", "0x00 TAG\u00e9", "line 1: DST: character 4 is not printable ASCII (U+00E9)"},
        };
        for (String[] c : cases) {
            Files.write(f, List.of(c[1]), java.nio.charset.StandardCharsets.ISO_8859_1);
            UsageErrorsTest.fails(List.of("pippin bls: --batch " + f + " ", c[2]), "bls", c[0], "--batch", f.toString());
        }
        Files.write(f, List.of("0x00 TAG", "", "0x01 TAG"));
        UsageErrorsTest.fails("line 2: empty; expected 2 fields (MESSAGE DST), got 0", "bls", "hash-to-g2", "--batch", f.toString());
        Files.write(f, List.of("0x00 TAG", "0x01 TAG", "0x02"));
        UsageErrorsTest.fails("line 3: expected 2 fields", "bls", "hash-to-g2", "--batch", f.toString());
    }

    @Test
    void usage() {
        UsageErrorsTest.fails("pippin bls: unknown operation 'sign' (known: verify, fast-aggregate-verify, eth-fast-aggregate-verify, aggregate-verify, batch-verify, hash-to-g2)",
                "bls", "sign", "--batch", "x");
        UsageErrorsTest.fails("Missing required option: '--batch=FILE'", "bls", "verify");
        UsageErrorsTest.fails("--batch /nonexistent/file: no such file", "bls", "verify", "--batch", "/nonexistent/file");
        UsageErrorsTest.fails("Missing required parameter: 'OP'", "bls", "--batch", "x");
    }
}
