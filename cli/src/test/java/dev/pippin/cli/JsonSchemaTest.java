package dev.pippin.cli;

import static dev.pippin.cli.Bn254Text.G;
import static dev.pippin.cli.Bn254Text.be;
import static dev.pippin.cli.Bn254Text.concat;
import static dev.pippin.cli.Bn254Text.dbl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each command's --json output parsed with Jackson and held against the keys and types its
 * --help documents (DocumentedSchema), plus the values that can be known independently.
 */
class JsonSchemaTest {
    private static List<JsonNode> rows(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), String.join(" ", args) + ": " + r.err());
        return r.json();
    }

    @Test
    void msmGenerated() {
        DocumentedSchema schema = DocumentedSchema.of("msm");
        for (String group : new String[] {"g1", "g2"}) {
            List<JsonNode> out = rows("msm", "--curve", "bls12-381", "--group", group, "--n", "100", "--reps", "1",
                    "--threads", "1", "--scalars", "small", "--seed", "9", "--endo", "off", "--json");
            assertEquals(1, out.size());
            JsonNode row = out.get(0);
            schema.check(row);
            assertEquals("msm", row.get("kind").asText());
            assertEquals("small", row.get("scalars").asText());
            assertEquals(9, row.get("seed").asLong());
            assertEquals("off", row.get("endo").asText());
            assertEquals(1, row.get("threads").asInt());
            assertEquals(1, row.get("reps").asInt());
            assertEquals(0, row.get("warm_up_runs").asInt());
            assertTrue(row.get("check").asBoolean());
            // EIP-2537: 128-byte G1, 256-byte G2 encodings
            assertEquals(group.equals("g1") ? 256 : 512, row.get("result").asText().length());
            assertEquals(row.get("median_ms").asDouble() * 1e6 / 100, row.get("per_point_ns").asDouble(), 0.05 + 1e-3 * row.get("per_point_ns").asDouble());
        }
    }

    /** 5 G + 7 (2G) = 19 G, by textbook affine arithmetic: 19 = 16 + 2 + 1. */
    @Test
    void msmOnFiles(@TempDir Path dir) throws Exception {
        BigInteger[] g2 = dbl(G), g16 = dbl(dbl(dbl(g2)));
        Path pts = dir.resolve("p.bin"), sc = dir.resolve("s.bin");
        Files.write(pts, concat(Bn254Text.point(G), Bn254Text.point(g2)));
        Files.write(sc, concat(be(BigInteger.valueOf(5)), be(BigInteger.valueOf(7))));
        JsonNode row = rows("msm", "--points", pts.toString(), "--scalars", sc.toString(), "--reps", "1", "--json").get(0);
        DocumentedSchema.of("msm").check(row);
        assertEquals("file", row.get("scalars").asText());
        assertTrue(row.get("seed").isNull());
        assertEquals(2, row.get("n").asInt());
        assertTrue(row.get("check").asBoolean());
        assertEquals(Bn254Text.hex(add(add(g16, g2), G)), row.get("result").asText());
    }

    private static BigInteger[] add(BigInteger[] a, BigInteger[] b) {
        BigInteger p = Bn254Text.P;
        BigInteger l = b[1].subtract(a[1]).multiply(b[0].subtract(a[0]).modInverse(p)).mod(p);
        BigInteger x = l.pow(2).subtract(a[0]).subtract(b[0]).mod(p);
        return new BigInteger[] {x, l.multiply(a[0].subtract(x)).subtract(a[1]).mod(p)};
    }

    @Test
    void benchField() {
        List<JsonNode> out = rows("bench", "field", "--field", "bn254-fr", "--op", "add", "--json", "--quiet");
        assertEquals(1, out.size());
        JsonNode row = out.get(0);
        DocumentedSchema.of("bench", "field").check(row);
        assertEquals("bn254-fr", row.get("field").asText());
        assertEquals("add", row.get("op").asText());
        double ours = row.get("pippin_ns").asDouble(), theirs = row.get("bigint_ns").asDouble();
        assertTrue(ours > 0 && theirs > 0 && row.get("pippin_throughput_ns").asDouble() > 0, row.toString());
        assertEquals(theirs / ours, row.get("speedup").asDouble(), 0.01 * theirs / ours + 0.002);
    }

    /** One cell, then the same cell again as the worst: every line has the same keys. */
    @Test
    void benchModExp() {
        List<JsonNode> out = rows("bench", "modexp", "--cell", "256/65537", "--json", "--quiet");
        assertEquals(2, out.size());
        DocumentedSchema schema = DocumentedSchema.of("bench", "modexp");
        out.forEach(schema::check);
        assertEquals("bench_modexp", out.get(0).get("kind").asText());
        assertEquals("bench_modexp_worst", out.get(1).get("kind").asText());
        JsonNode cell = out.get(0);
        assertEquals(256, cell.get("mod_bits").asInt());
        assertEquals("65537", cell.get("exp").asText());
        assertEquals(17, cell.get("exp_bits").asInt());
        assertEquals(false, cell.get("even").asBoolean());
        assertTrue(cell.get("gas").asLong() > 0, cell.toString());
        for (String key : new String[] {"mod_bits", "exp", "exp_bits", "even", "pippin_ns", "bigint_ns", "speedup", "gas", "mgas_per_s"}) {
            assertEquals(cell.get(key), out.get(1).get(key), key);
        }
    }

    @Test
    void precompile(@TempDir Path dir) throws Exception {
        DocumentedSchema schema = DocumentedSchema.of("precompile");
        JsonNode ok = rows("precompile", "bn254_g1add", PrecompileCommandTest.G + PrecompileCommandTest.G, "--json").get(0);
        schema.check(ok);
        assertEquals("bn254_g1add", ok.get("name").asText());
        assertTrue(ok.get("line").isNull());
        assertTrue(ok.get("ok").asBoolean());
        assertEquals(PrecompileCommandTest.TWO_G, ok.get("result").asText());
        assertTrue(ok.get("error").isNull());

        Cli.Run rejected = Cli.run("precompile", "bls12_g1add", "00", "--json");
        assertEquals(Main.FAILED, rejected.code());
        assertEquals("", rejected.err());
        JsonNode no = rejected.json().get(0);
        schema.check(no);
        assertEquals(false, no.get("ok").asBoolean());
        assertTrue(no.get("result").isNull());
        assertTrue(!no.get("error").asText().isEmpty());

        Path f = dir.resolve("in.txt");
        Files.write(f, List.of(PrecompileCommandTest.G + PrecompileCommandTest.G, "ff".repeat(64)));
        List<JsonNode> batch = rows("precompile", "bn254_g1add", "--batch", f.toString(), "--json");
        assertEquals(2, batch.size());
        batch.forEach(schema::check);
        assertEquals(1, batch.get(0).get("line").asInt());
        assertEquals(2, batch.get(1).get("line").asInt());
        assertEquals(true, batch.get(0).get("ok").asBoolean());
        assertEquals(false, batch.get(1).get("ok").asBoolean());
    }

    @Test
    void modexp() {
        JsonNode row = rows("modexp", "--base", "03", "--exp", "0x10001", "--mod", "00ff61", "--json").get(0);
        DocumentedSchema.of("modexp").check(row);
        String expected = "%06x".formatted(BigInteger.valueOf(3).modPow(BigInteger.valueOf(65537), BigInteger.valueOf(0xff61)));
        assertEquals(expected, row.get("result").asText());
    }

    @Test
    void version() {
        JsonNode row = rows("version", "--json").get(0);
        DocumentedSchema.of("version").check(row);
        assertEquals(System.getProperty("java.version"), row.get("java_version").asText());
        assertEquals(Runtime.getRuntime().availableProcessors(), row.get("cores").asInt());
        assertEquals("pippin " + row.get("pippin_version").asText(), Cli.run("version").outLines().get(0));
    }

    /** One product of pairings, checked to be 1, in the documented bench_pairing shape. */
    @Test
    void benchPairing() {
        List<JsonNode> out = rows("bench", "pairing", "--curve", "bn254", "--pairs", "2", "--no-bls", "--json", "--quiet");
        assertEquals(1, out.size());
        List<DocumentedSchema> shapes = DocumentedSchema.shapes("bench", "pairing");
        assertEquals(2, shapes.size());
        shapes.get(0).check(out.get(0));
        assertEquals("bn254", out.get(0).get("curve").asText());
        assertEquals(2, out.get(0).get("pairs").asInt());
        assertTrue(out.get(0).get("ms").asDouble() > 0);
        assertEquals(List.of("kind", "op", "n", "ms_batch", "ms_separate", "speedup"), shapes.get(1).keys());
    }

    /** snake_case throughout, and no key spelled two ways for one thing across commands. */
    @Test
    void keysFollowOneScheme() {
        String[][] commands = {{"msm"}, {"bench", "field"}, {"bench", "modexp"}, {"precompile"}, {"modexp"}, {"bls"}, {"kzg"}, {"version"}};
        for (String[] c : commands) {
            for (String key : DocumentedSchema.of(c).keys()) {
                assertTrue(key.matches("[a-z]+(_[a-z0-9]+)*"), key);
                assertTrue(!key.startsWith("ms_") && !key.startsWith("ns_") && !key.equals("ns") && !key.equals("baseline_ns"),
                        "units go last: " + key);
            }
        }
        assertTrue(DocumentedSchema.of("bench", "field").keys().containsAll(List.of("pippin_ns", "bigint_ns", "speedup")));
        assertTrue(DocumentedSchema.of("bench", "modexp").keys().containsAll(List.of("pippin_ns", "bigint_ns", "speedup")));
    }
}
