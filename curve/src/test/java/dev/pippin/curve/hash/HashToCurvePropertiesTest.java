package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * Properties of the four encodings on random messages: every output is on the curve and in the
 * subgroup, equal inputs give equal points, and another DST, message or encoding gives another
 * point. Plus the argument checks and the byte-level EIP-2537 entry points.
 */
class HashToCurvePropertiesTest {
    static final byte[] DST_A = ascii("PIPPIN-TEST-V01-CS01-with-BLS12381_XMD:SHA-256_SSWU_RO_");
    static final byte[] DST_B = ascii("PIPPIN-TEST-V01-CS02-with-BLS12381_XMD:SHA-256_SSWU_RO_");

    static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    static void properties(BiFunction<byte[], byte[], long[]> f, boolean g2, int samples, long seed) {
        Random rnd = new Random(seed);
        long[] previous = null;
        for (int i = 0; i < samples; i++) {
            byte[] msg = new byte[rnd.nextInt(200)];
            rnd.nextBytes(msg);
            long[] a = f.apply(msg, DST_A);
            assertTrue(g2 ? Bls12381G2.isValid(a, 0) : Bls12381G1.isValid(a, 0), "on the curve and in the subgroup, sample " + i);
            assertFalse(g2 ? Bls12381G2.isInfinity(a, 0) : Bls12381G1.isInfinity(a, 0));
            assertTrue(same(a, f.apply(msg.clone(), DST_A.clone()), g2), "deterministic, sample " + i);
            assertFalse(same(a, f.apply(msg, DST_B), g2), "another DST gives another point, sample " + i);
            if (previous != null) {
                assertFalse(same(a, previous, g2), "another message gives another point, sample " + i);
            }
            previous = a;
        }
    }

    static boolean same(long[] a, long[] b, boolean g2) {
        return g2 ? Bls12381G2.equalAffine(a, 0, b, 0) : Bls12381G1.equalAffine(a, 0, b, 0);
    }

    @Test
    void hashToG1() {
        properties(Bls12381HashToCurve::hashToG1, false, 24, 1);
    }

    @Test
    void encodeToG1() {
        properties(Bls12381HashToCurve::encodeToG1, false, 24, 2);
    }

    @Test
    void hashToG2() {
        properties(Bls12381HashToCurve::hashToG2, true, 8, 3);
    }

    /**
     * hash_to_curve to G2 maps its two field elements in one batch (shared inversions): the same
     * points as the one-value maps added and cleared one by one, on random messages; and the batch
     * map against the single one on u = 0 (the map's exceptional case) beside a random u.
     */
    @Test
    void hashToG2MatchesTheOneByOneMaps() {
        Random rnd = new Random(11);
        long[] s = new long[Bls12381G2.SCRATCH];
        for (int i = 0; i < 24; i++) {
            byte[] msg = new byte[rnd.nextInt(100)];
            rnd.nextBytes(msg);
            long[] u = HashToField.fp2(msg, DST_A, 2);
            long[] q0 = new long[Bls12381G2.AFFINE], q1 = new long[Bls12381G2.AFFINE], sum = new long[Bls12381G2.AFFINE];
            Bls12381HashToCurve.mapToCurveG2(q0, 0, u, 0);
            Bls12381HashToCurve.mapToCurveG2(q1, 0, u, Bls12381Fp2.LIMBS);
            Bls12381G2.addAffine(sum, 0, q0, 0, q1, 0, s);
            long[] expected = new long[Bls12381G2.AFFINE];
            Bls12381HashToCurve.clearCofactorG2(expected, 0, sum, 0);
            assertTrue(Bls12381G2.equalAffine(expected, 0, Bls12381HashToCurve.hashToG2(msg, DST_A), 0), "message " + i);
        }
        final int n = Bls12381Fp2.LIMBS;
        long[] u = new long[2 * n];
        System.arraycopy(HashToField.fp2(ascii("x"), DST_A, 1), 0, u, n, n);   // u_0 = 0, u_1 random
        long[] batch = new long[2 * Bls12381G2.AFFINE];
        Bls12381HashToCurve.mapToCurveG2(batch, 0, u, 0, 2, Bls12381Progenitors.SCALAR);
        for (int k = 0; k < 2; k++) {
            long[] one = new long[Bls12381G2.AFFINE];
            Bls12381HashToCurve.mapToCurveG2(one, 0, u, k * n);
            assertTrue(Bls12381G2.equalAffine(one, 0, batch, k * Bls12381G2.AFFINE), "value " + k);
        }
    }

    @Test
    void encodeToG2() {
        properties(Bls12381HashToCurve::encodeToG2, true, 8, 4);
    }

    @Test
    void hashAndEncodeDiffer() {
        byte[] msg = ascii("abc");
        assertFalse(Bls12381G1.equalAffine(Bls12381HashToCurve.hashToG1(msg, DST_A), 0, Bls12381HashToCurve.encodeToG1(msg, DST_A), 0));
        assertFalse(Bls12381G2.equalAffine(Bls12381HashToCurve.hashToG2(msg, DST_A), 0, Bls12381HashToCurve.encodeToG2(msg, DST_A), 0));
    }

    @Test
    void stringTagsAreTheirAsciiBytes() {
        String dst = "QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
        byte[] msg = ascii("abc");
        assertArrayEquals(Bls12381HashToCurve.hashToG1(msg, ascii(dst)), Bls12381HashToCurve.hashToG1(msg, dst));
        assertArrayEquals(Bls12381HashToCurve.encodeToG2(msg, ascii(dst)), Bls12381HashToCurve.encodeToG2(msg, dst));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Bls12381HashToCurve.hashToG1(msg, "tag-\u00e9"));
        assertTrue(e.getMessage().contains("non-ASCII character at index 4"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Bls12381HashToCurve.hashToG2(msg, ""));
        assertThrows(NullPointerException.class, () -> Bls12381HashToCurve.hashToG2(null, dst));
    }

    @Test
    void hashToFieldCountBounds() {
        assertEquals(127 * Bls12381Fp.LIMBS, HashToField.fp(new byte[0], DST_A, 127).length);
        assertEquals(63 * 2 * Bls12381Fp.LIMBS, HashToField.fp2(new byte[0], DST_A, 63).length);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HashToField.fp(new byte[0], DST_A, 128));
        assertTrue(e.getMessage().contains("count 128 is outside [1, 127]"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> HashToField.fp2(new byte[0], DST_A, 64));
        assertThrows(IllegalArgumentException.class, () -> HashToField.fp(new byte[0], DST_A, 0));
        // Elements are consecutive slices of one expand_message output, not separate hashes.
        long[] two = HashToField.fp(new byte[0], DST_A, 2), one = HashToField.fp(new byte[0], DST_A, 1);
        assertFalse(Bls12381Fp.equal(two, 0, one, 0), "len_in_bytes differs, so does the output");
        byte[] uniform = ExpandMessageXmd.expand(new byte[0], DST_A, 128);
        assertEquals(new BigInteger(1, Arrays.copyOfRange(uniform, 64, 128)).mod(Points.P), Bls12381Fp.toBigInteger(two, Bls12381Fp.LIMBS));
    }

    /** Every coordinate is its 64 bytes read big-endian and reduced mod p, as BigInteger does it. */
    @Test
    void hashToFieldReducesLikeBigInteger() {
        Random rnd = new Random(5);
        for (int i = 0; i < 40; i++) {
            byte[] msg = new byte[rnd.nextInt(80)];
            rnd.nextBytes(msg);
            long[] u = HashToField.fp2(msg, DST_B, 2);
            byte[] uniform = ExpandMessageXmd.expand(msg, DST_B, 4 * HashToField.L);
            for (int e = 0; e < 4; e++) {
                BigInteger want = new BigInteger(1, Arrays.copyOfRange(uniform, e * HashToField.L, (e + 1) * HashToField.L)).mod(Points.P);
                assertEquals(want, Bls12381Fp.toBigInteger(u, e * Bls12381Fp.LIMBS), "message " + i + ", coordinate " + e);
            }
        }
    }

    @Test
    void eip2537MapOfZeroIsTheExceptionalCase() {
        byte[] g1 = Eip2537Map.mapFpToG1(new byte[64]);
        assertArrayEquals(Eip2537Codec.encodeG1(Bls12381HashToCurve.mapFpToG1(new long[Bls12381Fp.LIMBS], 0), 0), g1);
        assertTrue(Bls12381G1.isValid(Eip2537Codec.decodeG1(g1, true), 0));
        byte[] g2 = Eip2537Map.mapFp2ToG2(new byte[128]);
        assertArrayEquals(Eip2537Codec.encodeG2(Bls12381HashToCurve.mapFp2ToG2(new long[2 * Bls12381Fp.LIMBS], 0), 0), g2);
        assertTrue(Bls12381G2.isValid(Eip2537Codec.decodeG2(g2, true), 0));
    }

    @Test
    void eip2537MapRejectsBadInputs() {
        byte[] p = new byte[64];
        byte[] pBytes = Points.P.toByteArray();
        System.arraycopy(pBytes, 0, p, 64 - pBytes.length, pBytes.length);
        assertEquals(EncodingException.Reason.NOT_CANONICAL, assertThrows(EncodingException.class, () -> Eip2537Map.mapFpToG1(p)).reason());
        byte[] pMinus1 = p.clone();
        pMinus1[63]--;
        assertTrue(Bls12381G1.isValid(Eip2537Codec.decodeG1(Eip2537Map.mapFpToG1(pMinus1), true), 0));
        byte[] fp2 = new byte[128];
        System.arraycopy(p, 0, fp2, 64, 64);
        EncodingException e = assertThrows(EncodingException.class, () -> Eip2537Map.mapFp2ToG2(fp2));
        assertEquals(EncodingException.Reason.NOT_CANONICAL, e.reason());
        assertTrue(e.getMessage().contains("c1"), e.getMessage());
        byte[] padded = new byte[128];
        padded[64 + 15] = 1;
        assertEquals(EncodingException.Reason.PADDING, assertThrows(EncodingException.class, () -> Eip2537Map.mapFp2ToG2(padded)).reason());
        assertEquals(EncodingException.Reason.LENGTH, assertThrows(EncodingException.class, () -> Eip2537Map.mapFpToG1(null)).reason());
        assertEquals(EncodingException.Reason.LENGTH, assertThrows(EncodingException.class, () -> Eip2537Map.mapFp2ToG2(new byte[64])).reason());
    }
}
