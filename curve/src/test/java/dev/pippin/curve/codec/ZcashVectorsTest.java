package dev.pippin.curve.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.testkit.Canonical;
import dev.pippin.testkit.TestVectors;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * zkcrypto/bls12_381's serialization vectors: entry i of each file is i G (entry 0 infinity).
 * Each entry must decode (with the subgroup check) to our i G, and re-encode to the same bytes.
 */
class ZcashVectorsTest {
    interface Decoder {
        long[] decode(byte[] b);
    }

    interface Encoder {
        byte[] encode(long[] a, int ao);
    }

    private static void check(GroupOps g, String file, int size, Decoder dec, Encoder enc) throws IOException {
        byte[] all = Files.readAllBytes(TestVectors.folder("zcash-bls12-381").resolve(file));
        assertTrue(all.length == 1000 * size, file + " length");
        long[] expected = new long[g.affine()], gen = new long[g.affine()], s = new long[g.scratch()];
        g.generator(gen, 0);
        g.setInfinity(expected, 0);
        for (int i = 0; i < 1000; i++) {
            byte[] entry = Arrays.copyOfRange(all, i * size, (i + 1) * size);
            long[] got = dec.decode(entry);
            Canonical.assertSame(expected, got, file + " entry " + i + " is " + i + "G");
            assertArrayEquals(entry, enc.encode(got, 0), file + " entry " + i + " re-encodes");
            g.addAffine(expected, 0, expected, 0, gen, 0, s);
        }
    }

    @Test
    void g1Uncompressed() throws IOException {
        check(Bls12381G1.OPS, "g1_uncompressed_valid_test_vectors.dat", 96,
                b -> ZcashCodec.decodeG1(b, true), ZcashCodec::encodeG1Uncompressed);
    }

    @Test
    void g1Compressed() throws IOException {
        check(Bls12381G1.OPS, "g1_compressed_valid_test_vectors.dat", 48,
                b -> ZcashCodec.decodeG1(b, true), ZcashCodec::encodeG1Compressed);
    }

    @Test
    void g2Uncompressed() throws IOException {
        check(Bls12381G2.OPS, "g2_uncompressed_valid_test_vectors.dat", 192,
                b -> ZcashCodec.decodeG2(b, true), ZcashCodec::encodeG2Uncompressed);
    }

    @Test
    void g2Compressed() throws IOException {
        check(Bls12381G2.OPS, "g2_compressed_valid_test_vectors.dat", 96,
                b -> ZcashCodec.decodeG2(b, true), ZcashCodec::encodeG2Compressed);
    }
}
