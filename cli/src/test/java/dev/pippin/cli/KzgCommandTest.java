package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pippin kzg FUNCTION --batch FILE} on the reference cases of kzg-deneb-cases.json (its
 * "origin" says where they come from): one output line per case, equal to the case's answer, an
 * error line where the case has none; batches of verify_blob_kzg_proof cases put together (true
 * exactly when every case is); malformed lines, which print an error and let the batch go on;
 * hostile lengths; the cell functions' parse errors, which come before any computation; usage
 * errors.
 */
class KzgCommandTest {
    @TempDir
    Path dir;

    static JsonNode cases;

    @BeforeAll
    static void fixture() throws IOException {
        try (InputStream in = KzgCommandTest.class.getResourceAsStream("kzg-deneb-cases.json")) {
            cases = Cli.JSON.readTree(in).get("cases");
        }
    }

    /** A blob of the fixture: its runs of 32-byte elements written out. */
    static String blob(JsonNode b) {
        StringBuilder s = new StringBuilder("0x");
        int elements = 0;
        for (JsonNode run : b.get("runs")) {
            String element = run.get(0).asText().substring(2);
            for (int i = 0; i < run.get(1).asInt(); i++) {
                s.append(element);
            }
            elements += run.get(1).asInt();
        }
        assertEquals(4096, elements);
        return s.toString();
    }

    static String list(List<String> items) {
        return items.isEmpty() ? "-" : String.join(",", items);
    }

    /** The case's input as a batch line: the arguments in the specs' order. */
    static String line(JsonNode c) {
        JsonNode in = c.get("input");
        return switch (c.get("function").asText()) {
            case "blob_to_kzg_commitment" -> blob(in.get("blob"));
            case "compute_kzg_proof" -> blob(in.get("blob")) + " " + in.get("z").asText();
            case "compute_blob_kzg_proof" -> blob(in.get("blob")) + " " + in.get("commitment").asText();
            case "verify_kzg_proof" -> String.join(" ", in.get("commitment").asText(), in.get("z").asText(),
                    in.get("y").asText(), in.get("proof").asText());
            case "verify_blob_kzg_proof" -> String.join(" ", blob(in.get("blob")), in.get("commitment").asText(),
                    in.get("proof").asText());
            case "verify_blob_kzg_proof_batch" -> {
                List<String> blobs = new ArrayList<>(), commitments = new ArrayList<>(), proofs = new ArrayList<>();
                in.get("blobs").forEach(b -> blobs.add(blob(b)));
                in.get("commitments").forEach(x -> commitments.add(x.asText()));
                in.get("proofs").forEach(x -> proofs.add(x.asText()));
                yield list(blobs) + " " + list(commitments) + " " + list(proofs);
            }
            default -> throw new AssertionError(c.get("function").asText());
        };
    }

    /** The answer's line, or null where the case must be rejected (an error line). */
    static String expected(JsonNode c) {
        JsonNode out = c.get("output");
        if (out.isNull()) {
            return null;
        }
        if (out.isArray()) {
            return out.get(0).asText() + " " + out.get(1).asText();   // compute_kzg_proof: proof, y
        }
        return out.asText();                                          // hex, or true / false
    }

    private Cli.Run run(String function, List<String> lines, String... extra) throws IOException {
        Path f = dir.resolve(function + ".txt");
        Files.write(f, lines);
        List<String> args = new ArrayList<>(List.of("kzg", function, "--batch", f.toString()));
        args.addAll(List.of(extra));
        Cli.Run r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals(lines.size(), r.outLines().size(), r.out());
        return r;
    }

    @Test
    void referenceCases() throws IOException {
        Map<String, List<JsonNode>> byFunction = new LinkedHashMap<>();
        cases.forEach(c -> byFunction.computeIfAbsent(c.get("function").asText(), k -> new ArrayList<>()).add(c));
        assertEquals(6, byFunction.size(), "every deneb function has cases");
        int rejected = 0;
        for (Map.Entry<String, List<JsonNode>> e : byFunction.entrySet()) {
            List<String> lines = e.getValue().stream().map(KzgCommandTest::line).toList();
            List<String> out = run(e.getKey().replace('_', '-'), lines).outLines();
            for (int i = 0; i < lines.size(); i++) {
                JsonNode c = e.getValue().get(i);
                String want = expected(c);
                String name = e.getKey() + "_case_" + c.get("name").asText();
                if (want == null) {
                    rejected++;
                    assertTrue(out.get(i).startsWith("error: "), name + ": " + out.get(i));
                } else {
                    assertEquals(want, out.get(i), name);
                }
            }
        }
        assertTrue(rejected >= 10, "the fixture has rejected cases");
    }

    /** Rejections name the rule the reference case breaks. */
    @Test
    void rejectionsNameTheirRule() throws IOException {
        Map<String, String> rules = Map.of(
                "verify_kzg_proof/invalid_commitment_0", "error: LENGTH: ",
                "verify_kzg_proof/invalid_proof_3", "error: (INVALID_G1_POINT|G1_NOT_IN_SUBGROUP): proof",
                "verify_kzg_proof/invalid_y_0", "error: NON_CANONICAL_FIELD_ELEMENT: y",
                "verify_kzg_proof/invalid_z_0", "error: NON_CANONICAL_FIELD_ELEMENT: z",
                "verify_kzg_proof/invalid_z_4", "error: LENGTH: z",
                "blob_to_kzg_commitment/invalid_blob_0", "error: NON_CANONICAL_FIELD_ELEMENT: ");
        for (Map.Entry<String, String> e : rules.entrySet()) {
            String[] key = e.getKey().split("/");
            JsonNode c = find(key[0], key[1]);
            String out = run(key[0].replace('_', '-'), List.of(line(c))).outLines().get(0);
            assertTrue(out.matches(e.getValue() + ".*"), e.getKey() + ": " + out);
        }
    }

    static JsonNode find(String function, String name) {
        for (JsonNode c : cases) {
            if (c.get("function").asText().equals(function) && c.get("name").asText().equals(name)) {
                return c;
            }
        }
        throw new AssertionError(function + " " + name + " is not in the fixture");
    }

    /** verify_blob_kzg_proof cases put together: the batch holds when each case does, and is rejected when one is. */
    @Test
    void batchesOfBlobCases() throws IOException {
        String[][] batches = {
            {"correct_proof_1", "correct_proof_6"},
            {"correct_proof_1", "correct_proof_6", "correct_proof_point_at_infinity_for_twos_poly"},
            {"correct_proof_6", "incorrect_proof_1"},
            {"incorrect_proof_6"},
            {"correct_proof_1", "invalid_commitment_0"},
            {"invalid_blob_1", "correct_proof_6"}};
        List<String> lines = new ArrayList<>(), want = new ArrayList<>();
        for (String[] batch : batches) {
            List<String> blobs = new ArrayList<>(), commitments = new ArrayList<>(), proofs = new ArrayList<>();
            boolean all = true, invalid = false;
            for (String name : batch) {
                JsonNode c = find("verify_blob_kzg_proof", name);
                blobs.add(blob(c.get("input").get("blob")));
                commitments.add(c.get("input").get("commitment").asText());
                proofs.add(c.get("input").get("proof").asText());
                invalid |= c.get("output").isNull();
                all &= !c.get("output").isNull() && c.get("output").asBoolean();
            }
            lines.add(list(blobs) + " " + list(commitments) + " " + list(proofs));
            want.add(invalid ? null : Boolean.toString(all));
        }
        List<String> out = run("verify-blob-kzg-proof-batch", lines).outLines();
        for (int i = 0; i < lines.size(); i++) {
            if (want.get(i) == null) {
                assertTrue(out.get(i).startsWith("error: "), "batch " + i + ": " + out.get(i));
            } else {
                assertEquals(want.get(i), out.get(i), "batch " + i);
            }
        }
    }

    /** Every kind of malformed line prints its error, and the lines after it still run. */
    @Test
    void malformedLinesPrintAnErrorAndTheBatchGoesOn() throws IOException {
        JsonNode good = find("verify_kzg_proof", "correct_proof_1_2");
        String ok = line(good);
        String[] f = ok.split(" ");
        List<String> lines = List.of(
                ok,
                f[0] + " " + f[1] + " " + f[2],                    // three fields of four
                ok + " " + f[3],                                     // five
                "",                                                  // none
                f[0].replace("0xa5", "0xg5") + " " + f[1] + " " + f[2] + " " + f[3],
                f[0].substring(2) + " " + f[1] + " " + f[2] + " " + f[3],
                f[0] + "0 " + f[1] + " " + f[2] + " " + f[3],        // odd digit count
                f[0] + "00 " + f[1] + " " + f[2] + " " + f[3],       // 49 bytes
                ok.replace(" ", "\t"),
                ok);
        List<String> out = run("verify-kzg-proof", lines).outLines();
        assertEquals("true", out.get(0));
        assertEquals("error: FORMAT: expected 4 fields (COMMITMENT Z Y PROOF), got 3", out.get(1));
        assertEquals("error: FORMAT: expected 4 fields (COMMITMENT Z Y PROOF), got more than 4", out.get(2));
        assertEquals("error: FORMAT: expected 4 fields (COMMITMENT Z Y PROOF), got 0", out.get(3));
        assertEquals("error: FORMAT: COMMITMENT: not hex: 'g' at character 3", out.get(4));
        assertTrue(out.get(5).startsWith("error: FORMAT: COMMITMENT: hex must start with 0x"), out.get(5));
        assertEquals("error: FORMAT: COMMITMENT: odd number of hex digits (97)", out.get(6));
        assertTrue(out.get(7).startsWith("error: LENGTH: commitment"), out.get(7));
        assertEquals("true", out.get(8), "tabs separate fields too");
        assertEquals("true", out.get(9));
    }

    @Test
    void malformedLists() throws IOException {
        JsonNode c = find("verify_blob_kzg_proof", "correct_proof_1");
        String b = blob(c.get("input").get("blob"));
        String cm = c.get("input").get("commitment").asText(), pr = c.get("input").get("proof").asText();
        List<String> lines = List.of(
                b + " " + cm + " " + pr,
                b + "," + " " + cm + " " + pr,                       // an empty item
                b + " " + cm + "," + cm + " " + pr,                  // more commitments than blobs
                b + " " + cm + " " + pr + "00",                      // a 49-byte proof
                b + " " + cm.substring(0, 96) + "," + cm + "00 " + pr + "," + pr,   // lengths that add up, items that do not
                "- - -",
                b + ",,0x00 " + cm + " " + pr,
                b + " - " + pr);
        List<String> out = run("verify-blob-kzg-proof-batch", lines).outLines();
        assertEquals("true", out.get(0));
        assertEquals("error: FORMAT: BLOBS item 2: empty (items are separated by single commas; - is the empty list)", out.get(1));
        assertTrue(out.get(2).startsWith("error: COUNT_MISMATCH: "), out.get(2));
        assertEquals("error: LENGTH: PROOFS item 1 is 49 bytes, expected 48", out.get(3));
        assertEquals("error: LENGTH: COMMITMENTS item 1 is 47 bytes, expected 48", out.get(4));
        assertEquals("true", out.get(5), "the empty batch holds");
        assertEquals("error: FORMAT: BLOBS item 2: empty (items are separated by single commas; - is the empty list)", out.get(6));
        assertTrue(out.get(7).startsWith("error: COUNT_MISMATCH: "), out.get(7));
    }

    /** A million commas, or a million declared blobs, are refused without allocating for them. */
    @Test
    void hostileLengths() throws IOException {
        String commas = ",".repeat(1_000_000);
        String manyEmpty = "0x" + ",0x".repeat(1_000_000);
        String manyIndices = "1" + ",1".repeat(1_000_000);
        List<String> batchLines = List.of(commas + " - -", manyEmpty + " - -", "- " + manyEmpty + " -");
        List<String> out = run("verify-blob-kzg-proof-batch", batchLines).outLines();
        assertTrue(out.get(0).startsWith("error: FORMAT: BLOBS item 1: empty"), out.get(0));
        assertEquals("error: LENGTH: BLOBS item 1 is 0 bytes, expected 131072", out.get(1));
        assertEquals("error: LENGTH: COMMITMENTS item 1 is 0 bytes, expected 48", out.get(2));
        // the indices parse (a million of them), and the cells are refused: before any computation
        List<String> cellOut = run("verify-cell-kzg-proof-batch", List.of("- " + manyIndices + " 0xzz -")).outLines();
        assertTrue(cellOut.get(0).startsWith("error: LENGTH: CELLS item 1 is 1 bytes, expected 2048")
                || cellOut.get(0).startsWith("error: FORMAT: CELLS item 1"), cellOut.get(0));
        List<String> spaces = run("blob-to-kzg-commitment", List.of("0x 0x".repeat(500_000))).outLines();
        assertEquals("error: FORMAT: expected 1 field (BLOB), got more than 1", spaces.get(0));
    }

    /** The cell functions' inputs are parsed before anything is computed: these lines fail there. */
    @Test
    void cellFunctionsRejectMalformedLines() throws IOException {
        String cell = "0x" + "00".repeat(2048);
        List<String> recover = List.of(
                "0,x " + cell + "," + cell,
                "0,,1 " + cell + "," + cell,
                "18446744073709551615 " + cell,
                "18446744073709551616 " + cell,
                "-1 " + cell,
                "0,1 " + cell + "," + cell.substring(0, 4000),
                "0 " + cell + " " + cell);
        List<String> out = run("recover-cells-and-kzg-proofs", recover).outLines();
        assertEquals("error: FORMAT: CELL_INDICES item 2: not a decimal number: 'x'", out.get(0));
        assertEquals("error: FORMAT: CELL_INDICES item 2: empty (items are separated by single commas; - is the empty list)", out.get(1));
        assertEquals("error: CELL_INDEX: CELL_INDICES item 1: cell index 18446744073709551615 is not below 128", out.get(2));
        assertEquals("error: FORMAT: CELL_INDICES item 1: 18446744073709551616 is not below 2^64", out.get(3));
        assertEquals("error: FORMAT: CELL_INDICES item 1: not a decimal number: '-1'", out.get(4));
        assertEquals("error: LENGTH: CELLS item 2 is 1999 bytes, expected 2048", out.get(5));
        assertEquals("error: FORMAT: expected 2 fields (CELL_INDICES CELLS), got more than 2", out.get(6));
        List<String> verify = run("verify-cell-kzg-proof-batch", List.of(
                "- - -",
                "0x00 0 " + cell + " 0x00",
                "- 0 0xabc -")).outLines();
        assertEquals("error: FORMAT: expected 4 fields (COMMITMENTS CELL_INDICES CELLS PROOFS), got 3", verify.get(0));
        assertEquals("error: LENGTH: COMMITMENTS item 1 is 1 bytes, expected 48", verify.get(1));
        assertEquals("error: FORMAT: CELLS item 1: odd number of hex digits (3)", verify.get(2));
        List<String> compute = run("compute-cells-and-kzg-proofs", List.of("", "0x00 0x00", "00")).outLines();
        assertEquals("error: FORMAT: expected 1 field (BLOB), got 0", compute.get(0));
        assertEquals("error: FORMAT: expected 1 field (BLOB), got more than 1", compute.get(1));
        assertTrue(compute.get(2).startsWith("error: FORMAT: BLOB: hex must start with 0x"), compute.get(2));
        // a wrong blob length is the kzg module's rule, checked before the cells are computed
        assertTrue(run("compute-cells", List.of("0x00")).outLines().get(0).startsWith("error: LENGTH: blob"));
    }

    @Test
    void jsonRowsFollowTheFooter() throws IOException {
        JsonNode good = find("verify_kzg_proof", "correct_proof_1_2");
        Cli.Run r = run("verify-kzg-proof", List.of(line(good), "0x00"), "--json");
        DocumentedSchema schema = DocumentedSchema.of("kzg");
        List<JsonNode> rows = r.json();
        rows.forEach(schema::check);
        assertEquals("verify-kzg-proof", rows.get(0).get("function").asText());
        assertEquals(1, rows.get(0).get("line").asInt());
        assertEquals("true", rows.get(0).get("result").asText());
        assertEquals(false, rows.get(1).get("ok").asBoolean());
        assertEquals("FORMAT: expected 4 fields (COMMITMENT Z Y PROOF), got 1", rows.get(1).get("error").asText());
    }

    /** --setup with the mainnet setup's text gives the reference answers too. */
    @Test
    void setupFromAFile() throws IOException {
        Path setup = dir.resolve("trusted_setup.txt");
        try (InputStream in = dev.pippin.kzg.TrustedSetup.class.getResourceAsStream("trusted_setup.txt")) {
            Files.write(setup, in.readAllBytes());
        }
        JsonNode c = find("compute_kzg_proof", "valid_blob_6_0");
        List<String> out = run("compute-kzg-proof", List.of(line(c)), "--setup", setup.toString(), "--threads", "1").outLines();
        assertEquals(expected(c), out.get(0));
    }

    @Test
    void usageErrorsExitTwo() throws IOException {
        Path f = dir.resolve("empty.txt");
        Files.write(f, List.of());
        Path notSetup = dir.resolve("setup.txt");
        Files.write(notSetup, List.of("4096", "65", "0x00"));
        String[][] usage = {
            {"kzg", "nope", "--batch", f.toString()},
            {"kzg", "verify-kzg-proof"},
            {"kzg", "verify-kzg-proof", "--batch", dir.resolve("missing").toString()},
            {"kzg", "verify-kzg-proof", "--batch", f.toString(), "--setup", dir.resolve("missing").toString()},
            {"kzg", "verify-kzg-proof", "--batch", f.toString(), "--setup", notSetup.toString()},
            {"kzg", "verify-kzg-proof", "--batch", f.toString(), "--threads", "0"},
            {"bench", "kzg", "--reps", "0"},
            {"bench", "kzg", "--precompute", "13"}};
        for (String[] args : usage) {
            Cli.Run r = Cli.run(args);
            assertEquals(Main.USAGE, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.errLines().size(), r.err());
            assertTrue(r.err().startsWith("pippin kzg: ") || r.err().startsWith("pippin bench kzg: "), r.err());
        }
        assertTrue(Cli.run("kzg", "verify-kzg-proof", "--batch", f.toString(), "--setup", notSetup.toString())
                .err().contains("trusted setup"));
        Cli.Run empty = Cli.run("kzg", "verify-kzg-proof", "--batch", f.toString());
        assertEquals(Main.OK, empty.code());
        assertEquals("", empty.out());
    }
}
