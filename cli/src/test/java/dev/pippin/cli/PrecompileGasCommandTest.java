package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pippin precompile NAME --gas}: one decimal price per input, worked out by hand from the
 * EIPs' formulas; the call is not run, so an input the call would reject is still priced; a name
 * with no schedule and bad input are usage errors (exit 2, one line, nothing on stdout).
 */
class PrecompileGasCommandTest {
    private static String zeros(int bytes) {
        return "00".repeat(bytes);
    }

    /** baseLen = modLen = 64, expLen = 1, exponent 0xff (bit length 8): the three forks differ. */
    private static final String MODEXP = "%064x%064x%064x".formatted(64, 1, 64) + "02".repeat(64) + "ff" + "07".repeat(64);

    @Test
    void fixedPricesPrintOneNumber() {
        String[][] cases = {
            {"bn254_g1add", zeros(128), "150"},
            {"bn254_g1mul", zeros(96), "6000"},
            {"bls12_g1add", zeros(256), "375"},
            {"bls12_g2add", zeros(512), "600"},
            {"bls12_map_fp_to_g1", zeros(64), "5500"},
            {"bls12_map_fp2_to_g2", zeros(128), "23800"},
            {"bls12_g1mul", zeros(160), "12000"},
            {"bls12_g2mul", zeros(288), "22500"},
        };
        for (String[] c : cases) {
            Cli.Run r = Cli.run("precompile", c[0], "--gas", c[1]);
            assertEquals(Main.OK, r.code(), c[0] + ": " + r.err());
            assertEquals(List.of(c[2]), r.outLines(), c[0]);
            assertEquals("", r.err());
        }
    }

    /**
     * EIP-198: x = 64, mult complexity 64² = 4096, 7 iterations (bit length 8, minus 1):
     * 4096 · 7 / 20 = 1433. EIP-2565: 8 words, 64 · 7 / 3 = 149, below the minimum 200.
     * EIP-7883: 2 · 8² = 128 (past 32 bytes), 128 · 7 = 896.
     */
    @Test
    void modexpIsPricedByItsFork() {
        assertEquals(List.of("1433"), Cli.run("precompile", "modexp_byzantium", "--gas", MODEXP).outLines());
        assertEquals(List.of("200"), Cli.run("precompile", "modexp_berlin", "--gas", MODEXP).outLines());
        assertEquals(List.of("896"), Cli.run("precompile", "modexp", "--gas", MODEXP).outLines());
    }

    /** The call is not run: an input it would reject is priced like any other of its length. */
    @Test
    void rejectedInputsArePricedNotRun() {
        Cli.Run r = Cli.run("precompile", "bls12_g1add", "--gas", "ff".repeat(256));
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals(List.of("375"), r.outLines());
        assertEquals(List.of("5500"), Cli.run("precompile", "bls12_map_fp_to_g1", "--gas", "").outLines());
    }

    /**
     * One line per input line. G1MSM: k = 0 costs 0; k = 1, 12000; k = 2, 2 · 12000 · 949 / 1000
     * = 22776; k = 129 takes the cap 519: 129 · 12000 · 519 / 1000 = 803412; 161 bytes hold one pair.
     */
    @Test
    void batchPrintsOnePricePerLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("in.txt");
        Files.write(f, List.of("", zeros(160), "0x" + zeros(320), zeros(160 * 129), zeros(161)));
        Cli.Run r = Cli.run("precompile", "bls12_g1msm", "--gas", "--batch", f.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals(List.of("0", "12000", "22776", "803412", "12000"), r.outLines());
        Files.write(f, List.of("", zeros(288 * 2)));
        assertEquals(List.of("0", "45000"), Cli.run("precompile", "bls12_g2msm", "--gas", "--batch", f.toString()).outLines());
    }

    @Test
    void aNameWithNoScheduleIsAUsageError() {
        for (String name : new String[] {"bn254_g1msm", "bn254_g2msm"}) {
            Cli.Run r = Cli.run("precompile", name, "--gas", zeros(96));
            assertEquals(Main.USAGE, r.code(), name);
            assertEquals("", r.out(), name);
            assertEquals(List.of("pippin precompile: " + name + " has no gas schedule: it is not an Ethereum precompile"
                    + " (no address, and no EIP prices it) (see 'pippin precompile --help')"), r.errLines(), name);
        }
    }

    @Test
    void badUsageWithGasExitsTwoBeforeAnyOutput(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.txt");
        Files.write(f, List.of(zeros(160), "0xzz"));
        String[][] cases = {
            {"precompile", "bls12_g1msm", "--gas", "--batch", f.toString()},
            {"precompile", "bls12_g1msm", "--gas", "abc"},
            {"precompile", "bls12_g1msm", "--gas"},
            {"precompile", "bls12_g1msm", "--gas", "00", "--batch", f.toString()},
            {"precompile", "nope", "--gas", "00"},
        };
        for (String[] args : cases) {
            Cli.Run r = Cli.run(args);
            assertEquals(Main.USAGE, r.code(), String.join(" ", args));
            assertEquals("", r.out(), String.join(" ", args));
            assertEquals(1, r.errLines().size(), r.err());
            assertTrue(r.err().startsWith("pippin precompile: "), r.err());
        }
    }

    /** With --json the rows keep the documented keys: the price in gas, no result. */
    @Test
    void jsonRowsCarryTheGas(@TempDir Path dir) throws Exception {
        DocumentedSchema schema = DocumentedSchema.of("precompile");
        Path f = dir.resolve("in.txt");
        Files.write(f, List.of(zeros(160), zeros(320)));
        Cli.Run r = Cli.run("precompile", "bls12_g1msm", "--gas", "--batch", f.toString(), "--json");
        assertEquals(Main.OK, r.code(), r.err());
        List<JsonNode> rows = r.json();
        assertEquals(2, rows.size());
        rows.forEach(schema::check);
        assertEquals(12000, rows.get(0).get("gas").asLong());
        assertEquals(22776, rows.get(1).get("gas").asLong());
        assertEquals(2, rows.get(1).get("line").asInt());
        assertTrue(rows.get(0).get("result").isNull());
        assertTrue(rows.get(0).get("ok").asBoolean());

        // a run that calls the precompile reports its price beside the result, and null where there is none
        JsonNode add = Cli.run("precompile", "bn254_g1add", "", "--json").json().get(0);
        schema.check(add);
        assertEquals(150, add.get("gas").asLong());
        assertEquals("0".repeat(128), add.get("result").asText());
        JsonNode msm = Cli.run("precompile", "bn254_g1msm", zeros(96), "--json").json().get(0);
        schema.check(msm);
        assertTrue(msm.get("gas").isNull());
        assertEquals("0".repeat(128), msm.get("result").asText());
    }
}
