package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class MsmCommandTest {
    record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void generatedInstanceChecksItselfAndPrintsJson() {
        for (String[] cg : new String[][] {{"bn254", "g1"}, {"bn254", "g2"}, {"bls12-381", "g1"}, {"bls12-381", "g2"}}) {
            Run r = run("msm", "--curve", cg[0], "--group", cg[1], "--n", "200", "--reps", "1", "--threads", "1", "--json");
            assertEquals(0, r.code(), r.err());
            String json = r.out().trim();
            for (String key : new String[] {"curve", "group", "n", "threads", "scalars", "endo", "ms_min", "ms_median", "ns_per_point", "result"}) {
                assertTrue(json.contains("\"" + key + "\""), key + " missing from " + json);
            }
            assertTrue(json.contains("\"check\": true"), json);
        }
    }

    /** 2 * G + 3 * (2G) = 8G on bn254 G1, with 8G computed here by textbook affine doubling. */
    @Test
    void runsOnUserFiles(@TempDir Path dir) throws Exception {
        BigInteger p = new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16);
        BigInteger[] g = {BigInteger.ONE, BigInteger.TWO};
        BigInteger[] g2 = dbl(g, p), g4 = dbl(g2, p), g8 = dbl(g4, p);
        Path pts = dir.resolve("p.bin"), sc = dir.resolve("s.bin");
        Files.write(pts, concat(be(g[0]), be(g[1]), be(g2[0]), be(g2[1])));
        Files.write(sc, concat(be(BigInteger.TWO), be(BigInteger.valueOf(3))));
        Run r = run("msm", "--points", pts.toString(), "--scalars", sc.toString(), "--reps", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals(java.util.HexFormat.of().formatHex(concat(be(g8[0]), be(g8[1]))), r.out().lines().findFirst().orElseThrow());
    }

    @Test
    void badInputsAreOneLineUsageErrors(@TempDir Path dir) throws Exception {
        assertEquals(2, run("msm", "--curve", "secp256k1").code());
        assertEquals(2, run("msm", "--scalars", "gaussian").code());
        assertEquals(2, run("msm", "--n", "0").code());
        Path pts = dir.resolve("p.bin");
        Files.write(pts, new byte[63]);
        Run r = run("msm", "--points", pts.toString(), "--scalars", pts.toString());
        assertEquals(2, r.code());
        assertEquals(1, r.err().trim().lines().count(), r.err());
        // a point off the curve is rejected with a message naming it
        Files.write(pts, concat(be(BigInteger.ONE), be(BigInteger.ONE)));
        Path sc = dir.resolve("s.bin");
        Files.write(sc, new byte[32]);
        Run off = run("msm", "--points", pts.toString(), "--scalars", sc.toString());
        assertEquals(1, off.code());
        assertTrue(off.err().contains("point 0"), off.err());
    }

    private static BigInteger[] dbl(BigInteger[] a, BigInteger p) {
        BigInteger l = a[0].pow(2).multiply(BigInteger.valueOf(3)).multiply(a[1].shiftLeft(1).modInverse(p)).mod(p);
        BigInteger x = l.pow(2).subtract(a[0].shiftLeft(1)).mod(p);
        return new BigInteger[] {x, l.multiply(a[0].subtract(x)).subtract(a[1]).mod(p)};
    }

    private static byte[] be(BigInteger v) {
        byte[] raw = v.toByteArray(), out = new byte[32];
        int len = Math.min(raw.length, 32);
        System.arraycopy(raw, raw.length - len, out, 32 - len, len);
        return out;
    }

    private static byte[] concat(byte[]... parts) {
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        for (byte[] x : parts) {
            b.writeBytes(x);
        }
        return b.toByteArray();
    }
}
