package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.field.Bn254Fr;
import dev.pippin.groth16.Blinding;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.MalformedFileException;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;

/** The groth16 file readers: ZKey.open (.zkey) and Witness.open (.wtns), on the input as a file. */
class FileReaderFuzzTest {
    private static final MsmOptions ONE = MsmOptions.defaults().withThreads(1);
    /** A key this small is also proved with, to reach the sections the prover reads lazily. */
    private static final int PROVE_LIMIT = 64;
    /**
     * How far the zkey inputs got (the target runs on one thread): a campaign's report says
     * whether its mutants reached the prover at all, which libFuzzer's coverage figures do not.
     */
    private static long zkeyInputs, zkeysOpened, zkeysProved, zkeysRefusedByProve;
    private static boolean proverWarm;

    /**
     * ZKey.open. Oracle: a MalformedFileException whose one-line message starts with the file's
     * name, or a key whose nVars, nPublic and domainSize are the header's u32s read plainly, in a
     * container whose section table lies inside the file. A key of at most {@value #PROVE_LIMIT}
     * wires and domain elements is then proved with a witness of matching size: a proof, or a
     * MalformedFileException naming a section of the key (a coefficient or point the prover
     * decodes lazily). Opening allocates a small multiple of the file (the key stays mapped).
     */
    @FuzzTest(maxDuration = "10m")
    void zkey(byte[] input) throws Exception {
        zkeyInputs++;
        Path file = BinFiles.write("fuzz.zkey", input);
        Allocation.Outcome<ZKey> out = Allocation.measure("zkey", input.length, 4, () -> ZKey.open(file));
        if (!out.ok()) {
            malformed(out.error(), "fuzz.zkey", input);
            return;
        }
        zkeysOpened++;
        ZKey key = out.value();
        Map<Long, long[]> s = BinFiles.sections(input);
        Expect.isTrue(s != null && s.containsKey(2L), "zkey opened a file whose section table is broken", input);
        long h = s.get(2L)[0];
        Expect.isTrue(BinFiles.u32(input, h + 72) == key.nVars() && BinFiles.u32(input, h + 76) == key.nPublic()
                && BinFiles.u32(input, h + 80) == key.domainSize(), "zkey: counts differ from the header", input);
        if (key.nVars() <= PROVE_LIMIT && key.domainSize() <= PROVE_LIMIT) {
            warmProver();
            Witness w = countingWitness(key.nVars());
            Allocation.Outcome<Proof> proof = Allocation.measure("prove", input.length, 16,
                    () -> Groth16.prove(key, w, Blinding.random(new java.security.SecureRandom()), ONE));
            if (!proof.ok()) {
                malformed(proof.error(), "fuzz.zkey", input);
                zkeysRefusedByProve++;
            } else {
                zkeysProved++;
                Expect.isTrue(proof.value().publicSignals().size() == key.nPublic(), "prove: public signals", input);
            }
        }
    }

    /**
     * Witness.open. Oracle: a MalformedFileException as above, or a witness whose values are the
     * values section read plainly (little-endian, 32 bytes each, count from the header), each
     * below r, the first 1.
     */
    @FuzzTest(maxDuration = "10m")
    void wtns(byte[] input) {
        Path file = BinFiles.write("fuzz.wtns", input);
        Allocation.Outcome<Witness> out = Allocation.measure("wtns", input.length, 4, () -> Witness.open(file));
        if (!out.ok()) {
            malformed(out.error(), "fuzz.wtns", input);
            return;
        }
        Witness w = out.value();
        Map<Long, long[]> s = BinFiles.sections(input);
        Expect.isTrue(s != null && s.containsKey(1L) && s.containsKey(2L), "wtns opened a broken container", input);
        long count = BinFiles.u32(input, s.get(1L)[0] + 36);
        Expect.isTrue(count == w.size() && s.get(2L)[1] == 32 * count, "wtns: the count differs from the header", input);
        for (int i = 0; i < w.size(); i++) {
            int at = (int) (s.get(2L)[0] + 32L * i);
            byte[] be = new byte[32];
            for (int j = 0; j < 32; j++) {
                be[j] = input[at + 31 - j];
            }
            BigInteger v = new BigInteger(1, be);
            Expect.isTrue(v.equals(w.value(i)) && v.compareTo(Bn254Fr.MODULUS) < 0, "wtns: value " + i + " differs", input);
        }
        Expect.isTrue(w.value(0).equals(BigInteger.ONE), "wtns: the constant wire is not 1", input);
    }

    /**
     * Proves the tiny seed key once, unmeasured, before the first measured proof. Allocation's
     * own warm-up runs an input's first call twice, but when that input is refused early (a
     * point off the curve) the complete path's class initialisation was charged to the first key
     * that proved: 14.3 MB for a 4.8 KB mutant of the tiny key in a replay, under 1 MB the second
     * time in the same JVM, with the vector lanes on or off.
     */
    private static void warmProver() throws Exception {
        if (proverWarm) {
            return;
        }
        byte[] tiny;
        try (var in = FileReaderFuzzTest.class.getResourceAsStream("FileReaderFuzzTestInputs/zkey/seed-tiny-circuit_final.zkey")) {
            tiny = in.readAllBytes();
        }
        ZKey key = ZKey.open(BinFiles.write("warm.zkey", tiny));
        Groth16.prove(key, countingWitness(key.nVars()), Blinding.random(new java.security.SecureRandom()), ONE);
        proverWarm = true;
    }

    /** The witness 1, 2, ..., n: the right size for any key, satisfying none of its constraints. */
    private static Witness countingWitness(int n) throws java.io.IOException {
        BigInteger[] values = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            values[i] = BigInteger.valueOf(i + 1);
        }
        return Witness.open(BinFiles.write("fuzz.wtns", wtns(values)));
    }

    @AfterAll
    static void report() {
        if (zkeyInputs > 0) {
            System.err.printf("FileReaderFuzzTest#zkey: %d inputs, %d opened, %d proved, %d refused by the prover%n",
                    zkeyInputs, zkeysOpened, zkeysProved, zkeysRefusedByProve);
        }
    }

    private static void malformed(Exception e, String file, byte[] input) {
        Expect.rejected(e, MalformedFileException.class, file, input);
        Expect.isTrue(e.getMessage().startsWith(file + ": "), "the message does not start with the file's name: " + e.getMessage(), input);
    }

    /** A .wtns file holding the values (bn254's r as the prime). */
    static byte[] wtns(BigInteger[] values) {
        int header = 4 + 32 + 4;
        ByteBuffer b = ByteBuffer.allocate(12 + 12 + header + 12 + 32 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        b.put("wtns".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(2).putInt(2);
        b.putInt(1).putLong(header).putInt(32).put(le(Bn254Fr.MODULUS)).putInt(values.length);
        b.putInt(2).putLong(32L * values.length);
        for (BigInteger v : values) {
            b.put(le(v));
        }
        return b.array();
    }

    private static byte[] le(BigInteger v) {
        byte[] be = v.toByteArray(), out = new byte[32];
        for (int i = 0; i < Math.min(32, be.length); i++) {
            out[i] = be[be.length - 1 - i];
        }
        return out;
    }
}
