package dev.pippin.bls;

import java.security.GeneralSecurityException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** HKDF with HMAC-SHA-256 (RFC 5869), what KeyGen derives secret keys with. */
final class Hkdf {
    private Hkdf() {}

    static final int HASH_BYTES = 32;
    private static final String HMAC = "HmacSHA256";

    /** PRK = HMAC(salt, ikm); an empty salt is HASH_BYTES zeros (RFC 5869, section 2.2). */
    static byte[] extract(byte[] salt, byte[] ikm) {
        return mac(salt.length == 0 ? new byte[HASH_BYTES] : salt).doFinal(ikm);
    }

    /** OKM: the first length bytes of T(1) || T(2) || ..., T(i) = HMAC(prk, T(i-1) || info || i). */
    static byte[] expand(byte[] prk, byte[] info, int length) {
        if (length < 0 || length > 255 * HASH_BYTES) {
            throw new IllegalArgumentException("HKDF-Expand: the output length must be in [0, " + 255 * HASH_BYTES + "], got " + length);
        }
        Mac mac = mac(prk);
        byte[] okm = new byte[length];
        byte[] t = new byte[HASH_BYTES];   // T(i), written in place so that one array holds every block
        try {
            for (int i = 1, done = 0; done < length; i++) {
                mac.update(t, 0, i == 1 ? 0 : HASH_BYTES);
                mac.update(info);
                mac.update((byte) i);
                mac.doFinal(t, 0);
                int n = Math.min(HASH_BYTES, length - done);
                System.arraycopy(t, 0, okm, done, n);
                done += n;
            }
        } catch (javax.crypto.ShortBufferException e) {
            throw new IllegalStateException("HMAC-SHA-256 wrote more than " + HASH_BYTES + " bytes", e);
        } finally {
            java.util.Arrays.fill(t, (byte) 0);
        }
        return okm;
    }

    private static Mac mac(byte[] key) {
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(new SecretKeySpec(key, HMAC));
            return mac;
        } catch (GeneralSecurityException e) {
            // every Java platform must provide HmacSHA256 (the Mac class's list of required algorithms)
            throw new IllegalStateException("HMAC-SHA-256 is not available: " + e.getMessage(), e);
        }
    }
}
