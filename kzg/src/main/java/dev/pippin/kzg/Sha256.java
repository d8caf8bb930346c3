package dev.pippin.kzg;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** SHA-256 for the Fiat-Shamir challenges (every Java platform has it). */
final class Sha256 {
    private Sha256() {}

    static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required on every Java platform", e);
        }
    }

    /** Appends v as an unsigned big-endian integer of {@code bytes} bytes (int.to_bytes(v, bytes, 'big')). */
    static void putBigEndian(MessageDigest md, long v, int bytes) {
        byte[] b = new byte[bytes];
        for (int i = 0; i < Math.min(bytes, 8); i++) {
            b[bytes - 1 - i] = (byte) (v >>> (8 * i));
        }
        md.update(b);
    }
}
