package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.ScalarLimbs;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The constant-time secret-key paths against the variable-time ones they replaced: signatures,
 * proofs of possession and public keys byte-identical to the curve classes' scalarMul for random
 * and edge keys; KeyGen against a BigInteger transcription of the draft; parsing edges; destroy.
 */
class SecretKeyTest {
    private static final BigInteger R = Bls12381G1.ORDER;

    private static List<BigInteger> keys(Random rnd) {
        BigInteger one = BigInteger.ONE;
        List<BigInteger> ks = new ArrayList<>(List.of(one, BigInteger.TWO, R.subtract(one), R.subtract(BigInteger.TWO),
                one.shiftLeft(64), one.shiftLeft(128).subtract(one), one.shiftLeft(200), one.shiftLeft(254)));
        for (int i = 0; i < 10; i++) {
            ks.add(new BigInteger(40, rnd).add(one));
        }
        for (int i = 0; i < 40; i++) {
            ks.add(new BigInteger(256, rnd).mod(R.subtract(one)).add(one));
        }
        return ks;
    }

    private static byte[] bytes32(BigInteger v) {
        byte[] out = new byte[32];
        byte[] m = v.toByteArray();
        int n = Math.min(m.length, 32);
        System.arraycopy(m, m.length - n, out, 32 - n, n);
        return out;
    }

    /** The variable-time path the library used before: wNAF scalarMul on the curve classes. */
    private static byte[] oldSign(BigInteger sk, byte[] msg, byte[] dst) {
        long[] h = Points.hash(msg, dst);
        long[] r = new long[Points.G2];
        Bls12381G2.scalarMul(r, 0, h, 0, ScalarLimbs.limbs(sk, 4), 0);
        return new BlsSignature(r).toBytes();
    }

    private static byte[] oldPublicKey(BigInteger sk) {
        long[] g = new long[Points.G1], r = new long[Points.G1];
        Bls12381G1.generator(g, 0);
        Bls12381G1.scalarMul(r, 0, g, 0, ScalarLimbs.limbs(sk, 4), 0);
        return BlsPublicKey.fromPoint(r).toBytes();
    }

    @Test
    void signaturesAndKeysAreByteIdenticalToTheVariableTimePath() {
        Random rnd = new Random(61);
        for (BigInteger k : keys(rnd)) {
            BlsSecretKey sk = BlsSecretKey.fromBytes(bytes32(k));
            byte[] msg = new byte[rnd.nextInt(80)];
            rnd.nextBytes(msg);
            assertArrayEquals(oldSign(k, msg, Bls.DST), sk.sign(msg).toBytes(), k.toString(16));
            byte[] pk = oldPublicKey(k);
            assertArrayEquals(pk, sk.publicKey().toBytes(), k.toString(16));
            assertArrayEquals(oldSign(k, pk, Bls.POP_DST), sk.popProve().toBytes(), k.toString(16));
        }
    }

    /** KeyGen as the draft writes it, with BigInteger and the JCA's HMAC: an independent transcription. */
    private static BigInteger referenceKeyGen(byte[] ikm, byte[] keyInfo) throws Exception {
        byte[] salt = "BLS-SIG-KEYGEN-SALT-".getBytes(StandardCharsets.US_ASCII);
        while (true) {
            salt = MessageDigest.getInstance("SHA-256").digest(salt);
            Mac m = Mac.getInstance("HmacSHA256");
            m.init(new SecretKeySpec(salt, "HmacSHA256"));
            m.update(ikm);
            byte[] prk = m.doFinal(new byte[1]);
            m.init(new SecretKeySpec(prk, "HmacSHA256"));
            byte[] okm = new byte[48], t = new byte[0];
            for (int i = 1, done = 0; done < 48; i++) {
                m.update(t);
                m.update(keyInfo);
                m.update(new byte[] {0, 48, (byte) i});
                t = m.doFinal();
                int n = Math.min(32, 48 - done);
                System.arraycopy(t, 0, okm, done, n);
                done += n;
            }
            BigInteger sk = new BigInteger(1, okm).mod(R);
            if (sk.signum() != 0) {
                return sk;
            }
        }
    }

    @Test
    void keyGenMatchesTheBigIntegerTranscription() throws Exception {
        Random rnd = new Random(62);
        for (int i = 0; i < 50; i++) {
            byte[] ikm = new byte[32 + rnd.nextInt(40)];
            rnd.nextBytes(ikm);
            byte[] info = new byte[rnd.nextInt(3) * 7];
            rnd.nextBytes(info);
            assertArrayEquals(bytes32(referenceKeyGen(ikm, info)), BlsSecretKey.keyGen(ikm, info).toBytes());
        }
    }

    @Test
    void parsingEdges() {
        assertThrows(IllegalArgumentException.class, () -> BlsSecretKey.fromBytes(new byte[32]));
        assertThrows(IllegalArgumentException.class, () -> BlsSecretKey.fromBytes(bytes32(R)));
        assertThrows(IllegalArgumentException.class, () -> BlsSecretKey.fromBytes(bytes32(R.add(BigInteger.ONE))));
        assertThrows(IllegalArgumentException.class, () -> BlsSecretKey.fromBytes(bytes32(BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE))));
        assertThrows(IllegalArgumentException.class, () -> BlsSecretKey.fromBytes(new byte[31]));
        for (BigInteger k : List.of(BigInteger.ONE, R.subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(64))) {
            assertArrayEquals(bytes32(k), BlsSecretKey.fromBytes(bytes32(k)).toBytes());
        }
    }

    @Test
    void aDestroyedKeyZeroesItsLimbsAndRefusesEveryUse() throws Exception {
        BlsSecretKey sk = BlsSecretKey.fromBytes(bytes32(BigInteger.valueOf(123456789)));
        assertFalse(sk.isDestroyed());
        sk.destroy();
        assertTrue(sk.isDestroyed());
        java.lang.reflect.Field f = BlsSecretKey.class.getDeclaredField("limbs");
        f.setAccessible(true);
        assertArrayEquals(new long[4], (long[]) f.get(sk));
        assertThrows(IllegalStateException.class, () -> sk.sign(new byte[1]));
        assertThrows(IllegalStateException.class, sk::publicKey);
        assertThrows(IllegalStateException.class, sk::popProve);
        assertThrows(IllegalStateException.class, sk::toBytes);
        assertEquals("BlsSecretKey(destroyed)", sk.toString());
        sk.destroy(); // idempotent
    }
}
