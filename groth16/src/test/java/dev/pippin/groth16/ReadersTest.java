package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pippin.curve.AffinePoints;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.curve.codec.SnarkjsCodec;
import dev.pippin.field.Bn254Fp;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The mapped readers against the curve module's snarkjs codec and the plain BigInteger reading of the fixture. */
class ReadersTest {
    private static final byte[] ZKEY = RefFiles.read(RefFiles.zkey());
    private static final Map<Integer, RefFiles.Section> S = RefFiles.sections(ZKEY);

    @Test
    void pointSectionsDecodeAsTheCodecDoes() throws IOException {
        for (int shift : new int[] {30, 9}) {
            ZKey key = ZKey.open(RefFiles.zkey(), shift);
            for (int id = ZKey.A; id <= ZKey.H; id++) {
                GroupOps g = id == ZKey.B2 ? Bn254G2.OPS : Bn254G1.OPS;
                int count = key.pointCount(id);
                assertEquals(S.get(id).size(), count * SnarkjsCodec.pointBytes(g), "section " + id);
                AffinePoints want = SnarkjsCodec.readPoints(g, ZKEY, S.get(id).offset(), count, true);
                long[] got = new long[count * g.affine()];
                key.decodePoints(id, 0, count, got, 0);
                for (int i = 0; i < count; i++) {
                    assertEquals(g.isInfinity(want.data(), want.offset(i)), g.isInfinity(got, i * g.affine()));
                    assertEquals(List.of(g.toBigIntegers(want.data(), want.offset(i))), List.of(g.toBigIntegers(got, i * g.affine())),
                            "section " + id + " point " + i + " with 2^" + shift + "-byte buffers");
                }
            }
        }
    }

    @Test
    void headerPointsAreTheFilesValues() throws IOException {
        ZKey key = ZKey.open(RefFiles.zkey());
        RefProver ref = new RefProver(ZKEY, RefFiles.read(RefFiles.wtns()));
        assertG1(ref.alpha1(), key.alpha1);
        assertG1(ref.beta1(), key.beta1);
        assertG1(ref.delta1(), key.delta1);
        assertG2(ref.beta2(), key.beta2);
        assertG2(ref.delta2(), key.delta2);
    }

    @Test
    void witnessValuesAreTheFilesValues() throws IOException {
        List<BigInteger> want = RefFiles.witness(RefFiles.read(RefFiles.wtns()));
        for (int shift : new int[] {30, 9}) {
            Witness w = Witness.open(RefFiles.wtns(), shift);
            assertEquals(want.size(), w.size());
            for (int i = 0; i < want.size(); i++) {
                assertEquals(want.get(i), w.value(i), "value " + i);
            }
            assertEquals(want.subList(1, 3), w.publicSignals(2));
        }
    }

    @Test
    void mappedFileCrossesBufferBoundaries() throws IOException {
        MappedFile f = MappedFile.open(RefFiles.zkey(), 9);
        assertEquals(ZKEY.length, f.size());
        assertEquals(ZKEY.length / 512 + 1, (f.size() + 511) / 512);
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(ZKEY).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (long pos : new long[] {0, 505, 511, 512, 1020, 4093, ZKEY.length - 8}) {
            assertEquals(b.getLong((int) pos), f.u64(pos), "u64 at " + pos);
            assertEquals(b.getInt((int) pos) & 0xFFFFFFFFL, f.u32(pos), "u32 at " + pos);
        }
        long[] words = new long[32];
        f.words(500, words, 0, 32); // 256 bytes from 12 before a boundary
        for (int j = 0; j < 32; j++) {
            assertEquals(b.getLong(500 + 8 * j), words[j]);
        }
        byte[] raw = new byte[MappedFile.OVERLAP];
        f.bytes(1000, raw, 0, raw.length);
        assertArrayEquals(java.util.Arrays.copyOfRange(ZKEY, 1000, 1000 + raw.length), raw);
    }

    private static void assertG1(RefCurve.P p, long[] got) {
        RefCurve.F[] a = p.toAffine();
        assertEquals(List.of(a[0].c0(), a[1].c0()), List.of(Bn254Fp.toBigInteger(got, 0), Bn254Fp.toBigInteger(got, 5)));
    }

    private static void assertG2(RefCurve.P p, long[] got) {
        RefCurve.F[] a = p.toAffine();
        assertEquals(List.of(a[0].c0(), a[0].c1(), a[1].c0(), a[1].c1()), List.of(Bn254G2.toBigIntegers(got, 0)));
    }
}
