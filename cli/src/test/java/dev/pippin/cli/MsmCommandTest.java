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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MsmCommandTest {
    @Test
    void generatedInstanceChecksItselfAndPrintsJson() {
        for (String[] cg : new String[][] {{"bn254", "g1"}, {"bn254", "g2"}, {"bls12-381", "g1"}, {"bls12-381", "g2"}}) {
            Cli.Run r = Cli.run("msm", "--curve", cg[0], "--group", cg[1], "--n", "200", "--reps", "1", "--threads", "1", "--json");
            assertEquals(0, r.code(), r.err());
            assertEquals(1, r.outLines().size(), r.out());
            JsonNode row = r.json().get(0);
            assertEquals(cg[0], row.get("curve").asText());
            assertEquals(cg[1], row.get("group").asText());
            assertEquals(200, row.get("n").asInt());
            assertTrue(row.get("check").asBoolean(), row.toString());
        }
    }

    /** 2 * G + 3 * (2G) = 8G on bn254 G1, with 8G computed here by textbook affine doubling. */
    @Test
    void runsOnUserFiles(@TempDir Path dir) throws Exception {
        BigInteger[] g2 = dbl(G), g8 = dbl(dbl(g2));
        Path pts = dir.resolve("p.bin"), sc = dir.resolve("s.bin");
        Files.write(pts, concat(be(G[0]), be(G[1]), be(g2[0]), be(g2[1])));
        Files.write(sc, concat(be(BigInteger.TWO), be(BigInteger.valueOf(3))));
        Cli.Run r = Cli.run("msm", "--points", pts.toString(), "--scalars", sc.toString(), "--reps", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals(Bn254Text.hex(g8), r.outLines().get(0));
        assertEquals("check: ok (2-point prefix = naive sum of scalar multiplications)", r.outLines().get(2));
    }

    @Test
    void badInputsAreOneLineUsageErrors(@TempDir Path dir) throws Exception {
        assertEquals(2, Cli.run("msm", "--curve", "secp256k1").code());
        assertEquals(2, Cli.run("msm", "--scalars", "gaussian").code());
        assertEquals(2, Cli.run("msm", "--n", "0").code());
        Path pts = dir.resolve("p.bin");
        Files.write(pts, new byte[63]);
        Cli.Run r = Cli.run("msm", "--points", pts.toString(), "--scalars", pts.toString());
        assertEquals(2, r.code());
        assertEquals(1, r.err().trim().lines().count(), r.err());
        // a point off the curve is bad input too, rejected with a message naming it
        Files.write(pts, concat(be(BigInteger.ONE), be(BigInteger.ONE)));
        Path sc = dir.resolve("s.bin");
        Files.write(sc, new byte[32]);
        Cli.Run off = Cli.run("msm", "--points", pts.toString(), "--scalars", sc.toString());
        assertEquals(2, off.code());
        assertTrue(off.err().contains("point 0"), off.err());
    }

    @Test
    void warmUpRunsComeBeforeSeveralTimedRuns() throws Exception {
        JsonNode row = Cli.run("msm", "--n", "64", "--reps", "2", "--threads", "1", "--json", "--quiet").json().get(0);
        assertEquals(2, row.get("reps").asInt());
        assertTrue(row.get("warm_up_runs").asInt() >= 1, row.toString());
        assertTrue(row.get("min_ms").asDouble() <= row.get("median_ms").asDouble(), row.toString());
        JsonNode once = Cli.run("msm", "--n", "64", "--reps", "1", "--threads", "1", "--json").json().get(0);
        assertEquals(0, once.get("warm_up_runs").asInt());
    }
}
