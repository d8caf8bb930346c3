package dev.pippin.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.evm.Precompile;
import dev.pippin.evm.PrecompileException;
import dev.pippin.evm.PrecompileOptions;
import dev.pippin.evm.Precompiles;
import dev.pippin.groth16.Blinding;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.MalformedFileException;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.msm.MsmOptions;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile sizes: each gives one line of error (or, where the input is valid, its answer) in
 * bounded time and memory. The build runs this class alone in a JVM of -Xmx768m (the fuzz
 * module's "hostile" surefire execution), a few times the largest input here, so a reader that
 * copied a 100 MB input more than a few times, or sized an array from a lying header, fails with
 * OutOfMemoryError instead of passing.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class HostileSizeTest {
    private static final int MB100 = 100 << 20;
    private static final PrecompileOptions ONE = PrecompileOptions.defaults().withThreads(1);

    @TempDir
    Path dir;

    /** Only meaningful in the small heap: under -Dtest the default execution also picks this class up, and skips it here. */
    @org.junit.jupiter.api.BeforeAll
    static void smallHeap() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.getRuntime().maxMemory() <= 1L << 30,
                "runs in the hostile execution's -Xmx768m");
    }

    /** 100 MB of MSM call data: a length off by one, a first point with bad padding, and 100 MB of infinity points with zero scalars. */
    @Test
    void msmPrecompileOf100Megabytes() throws Exception {
        Precompile bls = Precompiles.get("bls12_g1msm", ONE).orElseThrow();
        byte[] in = new byte[MB100 + 1];
        oneLine(assertThrows(PrecompileException.class, () -> bls.call(in)), "invalid input length");
        byte[] padded = Arrays.copyOf(in, MB100);   // 655360 pairs of 160 bytes
        padded[0] = 1;
        long before = Allocation.mark();
        oneLine(assertThrows(PrecompileException.class, () -> bls.call(padded)), "must be zero");
        long used = Allocation.mark() - before;
        assertTrue(used <= MB100, "a call rejected at its first point allocated " + used + " bytes");
        Precompile bn = Precompiles.get("bn254_g1msm", ONE).orElseThrow();
        byte[] zeros = new byte[96 * (MB100 / 96)];
        assertTrue(Arrays.equals(new byte[64], bn.call(zeros)), "a sum of infinity points is infinity");
    }

    /** A --batch file whose one line is 100 MB: not hex at its end (exit 2, one line), and valid hex (the call's one answer). */
    @Test
    void batchFileWithA100MegabyteLine() throws Exception {
        byte[] line = new byte[MB100];
        Arrays.fill(line, (byte) 'a');
        line[line.length - 1] = 'z';
        Path f = dir.resolve("batch.txt");
        Files.write(f, line);
        CliBatchFuzzTest.Run r = CliBatchFuzzTest.run("precompile", "bn254_g1add", "--batch", f.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("line 1: not hex: 'z' at character " + MB100), r.err());
        assertTrue(r.err().length() < 300, "the error line repeats the input");
        line[line.length - 1] = 'a';
        Files.write(f, line);
        r = CliBatchFuzzTest.run("precompile", "bn254_g1add", "--batch", f.toString());
        // 50 MB of 0xaa: the first 128 bytes are two coordinates above p, rejected
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("error: bn254_g1add: G1 x is not below the field modulus p"), r.out().lines().toList());
    }

    /** A .zkey whose section sizes lie: larger than the file, and a header whose counts ask for 2^27 domain points the sections do not hold. */
    @Test
    void zkeyWhoseSectionSizesLie() throws Exception {
        byte[] key = Files.readAllBytes(ConcurrencyTest.p10("circuit_final.zkey"));
        ByteBuffer b = ByteBuffer.wrap(key).order(ByteOrder.LITTLE_ENDIAN);
        byte[] lying = key.clone();
        ByteBuffer.wrap(lying).order(ByteOrder.LITTLE_ENDIAN).putLong(12 + 4, Long.MAX_VALUE); // section 1's size
        oneLine(assertThrows(MalformedFileException.class, () -> ZKey.open(write("lying.zkey", lying))), "truncated");
        byte[] huge = key.clone();
        ByteBuffer.wrap(huge).order(ByteOrder.LITTLE_ENDIAN).putLong(12 + 4, 1L << 62);
        oneLine(assertThrows(MalformedFileException.class, () -> ZKey.open(write("huge.zkey", huge))), "truncated");
        // the header's domain size raised to 2^27: the H section no longer matches
        int pos = 12, header = -1;
        for (int i = 0; i < b.getInt(8); i++) {
            if (b.getInt(pos) == 2) {
                header = pos + 12;
            }
            pos += 12 + (int) b.getLong(pos + 4);
        }
        byte[] domain = key.clone();
        ByteBuffer.wrap(domain).order(ByteOrder.LITTLE_ENDIAN).putInt(header + 80, 1 << 27);
        long before = Allocation.mark();
        oneLine(assertThrows(MalformedFileException.class, () -> ZKey.open(write("domain.zkey", domain))), "expected");
        assertTrue(Allocation.mark() - before < 16L << 20, "a lying header made the reader allocate");
    }

    /** A witness shorter than the key: one line naming both files, before any MSM. */
    @Test
    void witnessShorterThanTheKey() throws Exception {
        ZKey key = ZKey.open(ConcurrencyTest.p10("circuit_final.zkey"));
        Witness full = Witness.open(ConcurrencyTest.p10("witness.wtns"));
        java.math.BigInteger[] values = new java.math.BigInteger[full.size() - 1];
        for (int i = 0; i < values.length; i++) {
            values[i] = full.value(i);
        }
        Witness shorter = Witness.open(write("short.wtns", FileReaderFuzzTest.wtns(values)));
        MalformedFileException e = assertThrows(MalformedFileException.class,
                () -> Groth16.prove(key, shorter, Blinding.random(new java.security.SecureRandom()), MsmOptions.defaults()));
        oneLine(e, "expects " + key.nVars());
        assertTrue(e.getMessage().contains("short.wtns") && e.getMessage().contains("circuit_final.zkey"), e.getMessage());
    }

    private Path write(String name, byte[] content) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, content);
        return p;
    }

    private static void oneLine(Exception e, String part) {
        String m = e.getMessage();
        assertTrue(m != null && !m.contains("\n") && m.contains(part), "expected one line containing '" + part + "', got: " + m);
        assertTrue(m.getBytes(StandardCharsets.UTF_8).length < 400, "the message repeats the input: " + m.length() + " characters");
    }
}
