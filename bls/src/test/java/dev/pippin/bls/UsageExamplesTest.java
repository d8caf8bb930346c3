package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's BLS example, with the same calls and types; its answers worked out by hand. */
class UsageExamplesTest {
    @Test
    void signVerifyAndBatch() {
        byte[] ikm = new byte[32];
        for (int i = 0; i < ikm.length; i++) {
            ikm[i] = (byte) (i + 1);
        }
        byte[] message = "hello".getBytes(StandardCharsets.US_ASCII);

        // README, "BLS signatures"
        byte[] secretKey = Bls.keyGen(ikm, new byte[0]);
        byte[] publicKey = Bls.skToPk(secretKey);        // 48 bytes, compressed G1
        byte[] signature = Bls.sign(secretKey, message); // 96 bytes, compressed G2
        boolean ok = Bls.verify(publicKey, message, signature);

        List<byte[]> keys = new ArrayList<>(), messages = new ArrayList<>(), signatures = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ikm[0] = (byte) i;
            byte[] sk = Bls.keyGen(ikm, new byte[0]);
            byte[] m = ("message " + i).getBytes(StandardCharsets.US_ASCII);
            keys.add(Bls.skToPk(sk));
            messages.add(m);
            signatures.add(Bls.sign(sk, m));
        }
        boolean all = new BlsBatchVerifier().verify(keys, messages, signatures);
        // end of the README's example

        assertEquals(48, publicKey.length);
        assertEquals(96, signature.length);
        assertTrue(ok);
        assertTrue(all);
        assertFalse(Bls.verify(publicKey, "hellp".getBytes(StandardCharsets.US_ASCII), signature));
        signatures.set(2, signatures.get(1));
        assertFalse(new BlsBatchVerifier().verify(keys, messages, signatures), "one wrong signature fails the batch");
    }
}
