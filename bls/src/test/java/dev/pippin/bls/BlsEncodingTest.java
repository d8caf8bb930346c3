package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fr;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Bytes that are not keys or signatures: each decoder names the rule they break, and every
 * verification that meets them answers false. Points off the subgroup and off the curve are
 * found with BigInteger arithmetic (Euler's criterion for x^3 + 4), not with the code under test.
 */
class BlsEncodingTest {
    private static final BigInteger P = Bls12381Fp.MODULUS, R = Bls12381Fr.MODULUS;
    private static final byte[] MSG = {1, 2, 3};

    private static final BlsSecretKey SK = BlsPropertiesTest.keys(11, 1).get(0);
    private static final byte[] PK = SK.publicKey().toBytes(), SIG = SK.sign(MSG).toBytes();

    private static void refused(String expectedMessage, Executable e) {
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, e);
        assertTrue(x.getMessage().contains(expectedMessage), x.getMessage());
    }

    /** Compressed G1 bytes for x (flag 0x80, sort bit clear). */
    private static byte[] g1Compressed(BigInteger x) {
        byte[] b = new byte[48];
        byte[] v = x.toByteArray();
        int n = Math.min(v.length, 48);
        System.arraycopy(v, v.length - n, b, 48 - n, n);
        b[0] |= (byte) 0x80;
        return b;
    }

    private static boolean isSquare(BigInteger a) {
        return a.signum() == 0 || a.modPow(P.subtract(BigInteger.ONE).shiftRight(1), P).equals(BigInteger.ONE);
    }

    /** The smallest x with x^3 + 4 a square (true) or not (false), from start. */
    private static BigInteger firstX(boolean square, long start) {
        for (BigInteger x = BigInteger.valueOf(start); ; x = x.add(BigInteger.ONE)) {
            if (isSquare(x.pow(3).add(BigInteger.valueOf(4)).mod(P)) == square) {
                return x;
            }
        }
    }

    @Test
    void publicKeys() {
        refused("public key: must be 48 bytes (compressed G1), got 47", () -> BlsPublicKey.fromBytes(new byte[47]));
        byte[] uncompressed = ZcashCodec.encodeG1Uncompressed(SK.publicKey().point(), 0);
        refused("got 96", () -> BlsPublicKey.fromBytes(uncompressed));
        byte[] inf = new byte[48];
        inf[0] = (byte) 0xc0;
        refused("public key: the point at infinity is not a valid key", () -> BlsPublicKey.fromBytes(inf));
        byte[] noFlag = PK.clone();
        noFlag[0] &= 0x7f;
        refused("compression flag", () -> BlsPublicKey.fromBytes(noFlag));
        byte[] offCurve = g1Compressed(firstX(false, 1));
        refused("no point on the curve", () -> BlsPublicKey.fromBytes(offCurve));
        byte[] offSubgroup = g1Compressed(firstX(true, 1));
        long[] pt = ZcashCodec.decodeG1(offSubgroup, false);
        assertFalse(Bls12381G1.isInSubgroup(pt, 0), "the cofactor is large: a small x is almost surely outside");
        refused("not in the", () -> BlsPublicKey.fromBytes(offSubgroup));

        for (byte[] bad : List.of(new byte[47], uncompressed, inf, noFlag, offCurve, offSubgroup)) {
            assertFalse(Bls.keyValidate(bad));
            assertFalse(Bls.verify(bad, MSG, SIG));
            assertFalse(Bls.fastAggregateVerify(List.of(PK, bad), MSG, SIG));
            assertFalse(Bls.aggregateVerify(List.of(bad), List.of(MSG), SIG));
            assertFalse(Bls.popVerify(bad, SIG));
        }
        assertTrue(Bls.keyValidate(PK));
        assertTrue(Bls.verify(PK, MSG, SIG));
    }

    @Test
    void signatures() {
        refused("signature: must be 96 bytes (compressed G2), got 48", () -> BlsSignature.fromBytes(PK));
        byte[] offSubgroup = null;
        for (long x = 1; offSubgroup == null; x++) {
            byte[] b = new byte[96];
            b[95] = (byte) x;          // x = x as c0, c1 = 0 (bytes are c1 || c0)
            b[0] = (byte) 0x80;
            try {
                long[] pt = ZcashCodec.decodeG2(b, false);
                assertFalse(Bls12381G2.isInSubgroup(pt, 0));
                offSubgroup = b;
            } catch (EncodingException e) {
                assertEquals(EncodingException.Reason.NOT_ON_CURVE, e.reason());
            }
        }
        byte[] found = offSubgroup;
        refused("not in the", () -> BlsSignature.fromBytes(found));
        assertFalse(Bls.verify(PK, MSG, found));
        assertFalse(Bls.verify(PK, MSG, new byte[96]));
        assertFalse(Bls.verify(PK, MSG, new byte[97]));

        // infinity is a signature (the subgroup holds it) that verifies against no key
        byte[] inf = new byte[96];
        inf[0] = (byte) 0xc0;
        assertEquals(Bls12381G2.isInfinity(BlsSignature.fromBytes(inf).point(), 0), true);
        assertFalse(Bls.verify(PK, MSG, inf));
        assertFalse(Bls.fastAggregateVerify(List.of(), MSG, inf));
        assertFalse(Bls.aggregateVerify(List.of(), List.of(), inf));
    }

    /** pk and -pk sum to infinity, and e(infinity, H(m)) = e(g1, infinity): FastAggregateVerify must refuse the sum. */
    @Test
    void keysThatCancel() {
        long[] neg = new long[Points.G1];
        Bls12381G1.negateAffine(neg, 0, SK.publicKey().point(), 0);
        byte[] negPk = ZcashCodec.encodeG1Compressed(neg, 0);
        assertTrue(Bls.keyValidate(negPk));
        byte[] inf = new byte[96];
        inf[0] = (byte) 0xc0;
        assertFalse(Bls.fastAggregateVerify(List.of(PK, negPk), MSG, inf));
        refused("aggregate public key: the keys sum to the point at infinity",
                () -> BlsPublicKey.aggregate(List.of(SK.publicKey(), BlsPublicKey.fromBytes(negPk))));
        refused("aggregate public key: the list of keys is empty", () -> BlsPublicKey.aggregate(List.of()));
    }

    @Test
    void aggregateNeedsSignatures() {
        refused("aggregate signature: the list of signatures is empty", () -> Bls.aggregate(List.of()));
        refused("aggregate: signature 1: signature: must be 96 bytes", () -> Bls.aggregate(List.of(SIG, new byte[3])));
        assertArrayEquals(SIG, Bls.aggregate(List.of(SIG)));
    }

    @Test
    void secretKeys() {
        refused("secret key: must be 32 bytes, got 31", () -> BlsSecretKey.fromBytes(new byte[31]));
        refused("secret key: zero is not a valid key", () -> BlsSecretKey.fromBytes(new byte[32]));
        refused("secret key: must be below the group order r", () -> BlsSecretKey.fromBytes(be32(R)));
        refused("secret key: must be below the group order r", () -> BlsSecretKey.fromBytes(be32(R.add(BigInteger.ONE))));
        refused("secret key: must be below the group order r", () -> Bls.skToPk(be32(BigInteger.TWO.pow(256).subtract(BigInteger.ONE))));
        byte[] top = be32(R.subtract(BigInteger.ONE));
        assertArrayEquals(top, BlsSecretKey.fromBytes(top).toBytes());
        // (r - 1) g1 = -g1
        long[] negG = new long[Points.G1];
        Bls12381G1.generator(negG, 0);
        Bls12381G1.negateAffine(negG, 0, negG, 0);
        assertArrayEquals(ZcashCodec.encodeG1Compressed(negG, 0), Bls.skToPk(top));
        assertArrayEquals(ZcashCodec.encodeG1Compressed(Points.NEG_G1, 0), Bls.skToPk(top));
        assertFalse(SK.toString().contains(java.util.HexFormat.of().formatHex(SK.toBytes())));
    }

    private static byte[] be32(BigInteger v) {
        byte[] b = v.toByteArray(), out = new byte[32];
        int n = Math.min(b.length, 32);
        System.arraycopy(b, b.length - n, out, 32 - n, n);
        return out;
    }
}
