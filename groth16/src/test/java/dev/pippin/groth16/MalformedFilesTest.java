package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.msm.MsmOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/** Broken copies of the fixture: each gives one line naming the file, the section and the fault. */
class MalformedFilesTest {
    private static final MsmOptions ONE = MsmOptions.defaults().withThreads(1);
    private static final byte[] ZKEY = RefFiles.read(RefFiles.zkey());
    private static final byte[] WTNS = RefFiles.read(RefFiles.wtns());
    private static final Map<Integer, RefFiles.Section> ZS = RefFiles.sections(ZKEY);
    private static final int HEADER = ZS.get(2).offset();

    @TempDir
    Path dir;

    // ---------------------------------------------------------------- the container

    @Test
    void emptyAndTooShort() throws IOException {
        expectKey(new byte[0], "container", "fewer than the 12");
        expectKey(Arrays.copyOf(ZKEY, 11), "container", "fewer than the 12");
    }

    @Test
    void wrongMagicVersionOrKind() throws IOException {
        expectKey(WTNS, "container", "magic bytes \"wtns\", expected \"zkey\"");
        byte[] v = ZKEY.clone();
        v[4] = 99;
        expectKey(v, "container", "format version 99");
        expectWitness(ZKEY, "container", "magic bytes \"zkey\", expected \"wtns\"");
    }

    @Test
    void truncatedAnywhere() throws IOException {
        // Inside the last section, inside a section header, and just after one.
        expectKey(Arrays.copyOf(ZKEY, ZKEY.length - 1), "section 10 (contributions)", "truncated");
        expectKey(Arrays.copyOf(ZKEY, ZS.get(5).header() + 7), "container", "truncated: the header of section");
        expectKey(Arrays.copyOf(ZKEY, ZS.get(9).offset() + 100), "section 9 (H points)", "truncated");
        expectWitness(Arrays.copyOf(WTNS, WTNS.length - 32), "section 2", "truncated");
    }

    @Test
    void missingOrRepeatedSections() throws IOException {
        Map<Integer, byte[]> s = payloads(ZKEY);
        s.remove(9);
        expectKey(container("zkey", s, -1), "section 9 (H points)", "missing");
        expectKey(container("zkey", payloads(ZKEY), 7), "section 7 (B2 points)", "appears twice");
    }

    // ---------------------------------------------------------------- section sizes and header

    @Test
    void wrongSectionSizes() throws IOException {
        for (int id : new int[] {3, 5, 6, 7, 8, 9}) {
            Map<Integer, byte[]> s = payloads(ZKEY);
            s.put(id, Arrays.copyOf(s.get(id), s.get(id).length - 64));
            expectKey(container("zkey", s, -1), "section " + id + " (", "expected " + ZS.get(id).size());
        }
        Map<Integer, byte[]> s = payloads(ZKEY);
        s.put(4, Arrays.copyOf(s.get(4), s.get(4).length - 1));
        expectKey(container("zkey", s, -1), "section 4 (coefficients)", "entries of 44 bytes");
        s = payloads(ZKEY);
        s.put(1, new byte[8]);
        expectKey(container("zkey", s, -1), "section 1 (protocol)", "holds 8 bytes, expected 4");
    }

    @Test
    void notGroth16OrNotBn254() throws IOException {
        byte[] k = ZKEY.clone();
        k[ZS.get(1).offset()] = 2;
        expectKey(k, "section 1 (protocol)", "protocol 2 is not Groth16 (1); this is a PLONK key");
        k = ZKEY.clone();
        k[HEADER + 4] ^= 2;
        expectKey(k, "section 2 (header)", "is not the bn254 base field modulus");
        k = ZKEY.clone();
        k[HEADER + 40] ^= 2;
        expectKey(k, "section 2 (header)", "is not the bn254 group order");
        k = ZKEY.clone();
        k[HEADER] = 48;
        expectKey(k, "section 2 (header)", "base field elements of 48 bytes, bn254 has 32 (a BLS12-381 key?)");
    }

    @Test
    void inconsistentHeaderCounts() throws IOException {
        byte[] k = ZKEY.clone();
        putU32(k, HEADER + 76, 950); // nPublic = nVars
        expectKey(k, "section 2 (header)", "nPublic = 950 leaves no room");
        k = ZKEY.clone();
        putU32(k, HEADER + 80, 1000);
        expectKey(k, "section 2 (header)", "domainSize = 1000 is not a power of two");
        k = ZKEY.clone();
        putU32(k, HEADER + 72, 951); // the point sections no longer match
        expectKey(k, "section 5 (A points)", "holds 60800 bytes, expected 60864 (951 G1 points of 64 bytes)");
    }

    @Test
    void headerPointOffTheCurve() throws IOException {
        byte[] k = ZKEY.clone();
        k[HEADER + 84 + 3] ^= 1; // alpha1.x
        expectKey(k, "section 2 (header)", "alpha1 is not on the bn254-g1 curve");
        k = ZKEY.clone();
        k[HEADER + 84 + 448 + 70] ^= 1; // delta2.y.c0
        expectKey(k, "section 2 (header)", "delta2 is not on the bn254-g2 curve");
    }

    // ---------------------------------------------------------------- contents found while proving

    @Test
    void coordinateNotBelowQ() throws IOException {
        byte[] k = ZKEY.clone();
        int at = ZS.get(5).offset() + 3 * 64 + 32; // point 3, word 1
        Arrays.fill(k, at, at + 32, (byte) 0xFF);
        expectProof(k, WTNS, "section 5 (A points)", "point 3: coordinate word 1 (raw Montgomery form) is not below the base field modulus q");
        k = ZKEY.clone();
        at = ZS.get(7).offset() + 5 * 128 + 96;
        Arrays.fill(k, at, at + 32, (byte) 0xFF);
        expectProof(k, WTNS, "section 7 (B2 points)", "point 5: coordinate word 3");
    }

    @Test
    void bulkPointOffTheCurve() throws IOException {
        byte[] k = ZKEY.clone();
        k[ZS.get(9).offset() + 700 * 64 + 40] ^= 1; // H point 700, y
        expectProof(k, WTNS, "section 9 (H points)", "point 700 is not on the bn254-g1 curve");
        k = ZKEY.clone();
        k[ZS.get(7).offset() + 2 * 128 + 33] ^= 1; // B2 point 2, x.c1 (point 2 is not at infinity)
        expectProof(k, WTNS, "section 7 (B2 points)", "point 2 is not on the bn254-g2 curve");
    }

    @Test
    void coefficientOutOfRange() throws IOException {
        int first = ZS.get(4).offset() + 4;
        byte[] k = ZKEY.clone();
        putU32(k, first, 2);
        expectProof(k, WTNS, "section 4 (coefficients)", "entry 0 (matrix 2, constraint");
        k = ZKEY.clone();
        putU32(k, first + 44 * 3 + 4, 1024);
        expectProof(k, WTNS, "section 4 (coefficients)", "constraint 1024, signal");
        k = ZKEY.clone();
        putU32(k, first + 44 * 4 + 8, 950);
        expectProof(k, WTNS, "section 4 (coefficients)", "signal 950)");
        k = ZKEY.clone();
        Arrays.fill(k, first + 44 * 5 + 12, first + 44 * 6, (byte) 0xFF);
        expectProof(k, WTNS, "section 4 (coefficients)", "entry 5: the value is not below the group order r");
    }

    // ---------------------------------------------------------------- the witness

    @Test
    void witnessForAnotherCurveOrBroken() throws IOException {
        Map<Integer, RefFiles.Section> ws = RefFiles.sections(WTNS);
        int h = ws.get(1).offset(), v = ws.get(2).offset();
        byte[] w = WTNS.clone();
        w[h + 4] ^= 4;
        expectWitness(w, "section 1 (header)", "is not the bn254 group order");
        w = WTNS.clone();
        putU32(w, h, 48);
        expectWitness(w, "section 1 (header)", "values of 48 bytes, bn254 has 32");
        w = WTNS.clone();
        Arrays.fill(w, v + 7 * 32, v + 8 * 32, (byte) 0xFF);
        expectWitness(w, "section 2 (values)", "value 7 is not below the group order r");
        w = WTNS.clone();
        w[v] = 2;
        expectWitness(w, "section 2 (values)", "value 0, the constant wire, is 2, not 1");
        w = WTNS.clone();
        putU32(w, h + 36, 949);
        expectWitness(w, "section 2 (values)", "holds 30400 bytes, expected 30368");
    }

    @Test
    void witnessOfAnotherCircuit() throws IOException {
        // A well-formed witness with one wire more than the key's circuit.
        Map<Integer, byte[]> s = payloads(WTNS);
        byte[] head = s.get(1).clone();
        putU32(head, 36, 951);
        s.put(1, head);
        s.put(2, Arrays.copyOf(s.get(2), s.get(2).length + 32));
        Path wf = write("other.wtns", container("wtns", s, -1));
        Witness other = Witness.open(wf);
        assertEquals(951, other.size());
        ZKey key = ZKey.open(RefFiles.zkey());
        MalformedFileException e = assertThrows(MalformedFileException.class, () -> Groth16.prove(key, other, Seeded.blinding(1), ONE));
        assertOneLine(e, "other.wtns", "section 2 (values)",
                "holds 951 values, circuit_final.zkey expects 950 (a witness for another circuit?)");
        assertEquals(wf, e.file());
    }

    // ---------------------------------------------------------------- helpers

    private void expectKey(byte[] content, String section, String detail) throws IOException {
        Path p = write("bad.zkey", content);
        MalformedFileException e = assertThrows(MalformedFileException.class, () -> ZKey.open(p));
        assertOneLine(e, "bad.zkey", section, detail);
    }

    private void expectWitness(byte[] content, String section, String detail) throws IOException {
        Path p = write("bad.wtns", content);
        MalformedFileException e = assertThrows(MalformedFileException.class, () -> Witness.open(p));
        assertOneLine(e, "bad.wtns", section, detail);
        // The same bytes received in memory (a prover service's request body): the same message.
        MalformedFileException b = assertThrows(MalformedFileException.class, () -> Witness.read(Path.of("bad.wtns"), content));
        assertEquals(e.getMessage(), b.getMessage());
    }

    private void expectProof(byte[] key, byte[] witness, String section, String detail) throws IOException {
        ZKey k = ZKey.open(write("bad.zkey", key));
        Witness w = Witness.open(write("ok.wtns", witness));
        for (int threads : new int[] {1, 2}) {
            Executable prove = () -> Groth16.prove(k, w, Seeded.blinding(1), MsmOptions.defaults().withThreads(threads));
            assertOneLine(assertThrows(MalformedFileException.class, prove), "bad.zkey", section, detail);
        }
    }

    private static void assertOneLine(MalformedFileException e, String file, String section, String detail) {
        String m = e.getMessage();
        assertTrue(m.startsWith(file + ": "), m);
        assertTrue(m.contains(section), "wanted " + section + " in: " + m);
        assertTrue(m.contains(detail), "wanted " + detail + " in: " + m);
        assertFalse(m.contains("\n"), m);
        assertTrue(e.section().startsWith(section.contains("(") ? section.substring(0, section.indexOf(" (")) : section), e.section());
    }

    private Path write(String name, byte[] content) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, content);
        return p;
    }

    private static Map<Integer, byte[]> payloads(byte[] file) {
        Map<Integer, byte[]> out = new TreeMap<>();
        for (RefFiles.Section s : RefFiles.sections(file).values()) {
            out.put(s.id(), Arrays.copyOfRange(file, s.offset(), s.offset() + s.size()));
        }
        return out;
    }

    /** A container of the sections in id order; section twice (if not -1) is written a second time. */
    private static byte[] container(String magic, Map<Integer, byte[]> sections, int twice) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int count = sections.size() + (twice > 0 ? 1 : 0);
        ByteBuffer h = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
        h.put(magic.getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(magic.equals("zkey") ? 1 : 2).putInt(count);
        out.writeBytes(h.array());
        for (Map.Entry<Integer, byte[]> s : sections.entrySet()) {
            for (int k = 0; k < (s.getKey() == twice ? 2 : 1); k++) {
                ByteBuffer sh = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
                sh.putInt(s.getKey()).putLong(s.getValue().length);
                out.writeBytes(sh.array());
                out.writeBytes(s.getValue());
            }
        }
        return out.toByteArray();
    }

    private static void putU32(byte[] b, int off, int v) {
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(off, v);
    }
}
