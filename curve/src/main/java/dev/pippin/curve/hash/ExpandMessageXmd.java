package dev.pippin.curve.hash;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Objects;

/**
 * expand_message_xmd with SHA-256 (RFC 9380, section 5.3.1): a message and a domain separation
 * tag (DST) to len_in_bytes uniformly random bytes. A DST longer than 255 bytes is first replaced
 * by SHA-256("H2C-OVERSIZE-DST-" || DST) (section 5.3.3), so any non-empty DST is accepted.
 */
public final class ExpandMessageXmd {
    private ExpandMessageXmd() {}

    /** SHA-256's output (b_in_bytes) and input block (s_in_bytes) sizes. */
    private static final int B_IN_BYTES = 32, S_IN_BYTES = 64;
    /** The largest DST used as it is; longer ones are hashed down. */
    public static final int MAX_DST_BYTES = 255;
    /** The most output one call can give: 255 hash blocks (ell is one byte). */
    public static final int MAX_LEN_IN_BYTES = 255 * B_IN_BYTES;
    private static final byte[] OVERSIZE_PREFIX = "H2C-OVERSIZE-DST-".getBytes(StandardCharsets.US_ASCII);

    /**
     * The first lenInBytes bytes of b_1 || ... || b_ell. Throws IllegalArgumentException for an
     * empty DST (RFC 9380, section 3.1: tags must have non-zero length) or a length outside
     * [0, {@value #MAX_LEN_IN_BYTES}].
     */
    public static byte[] expand(byte[] msg, byte[] dst, int lenInBytes) {
        Objects.requireNonNull(msg, "msg");
        if (lenInBytes < 0 || lenInBytes > MAX_LEN_IN_BYTES) {
            throw new IllegalArgumentException("expand_message_xmd: len_in_bytes " + lenInBytes
                    + " is outside [0, " + MAX_LEN_IN_BYTES + "] (at most 255 SHA-256 blocks)");
        }
        byte[] dstPrime = dstPrime(dst);
        MessageDigest h = sha256();
        int ell = (lenInBytes + B_IN_BYTES - 1) / B_IN_BYTES;
        // b_0 = H(Z_pad || msg || I2OSP(len_in_bytes, 2) || I2OSP(0, 1) || DST_prime)
        h.update(new byte[S_IN_BYTES]);
        h.update(msg);
        h.update((byte) (lenInBytes >>> 8));
        h.update((byte) lenInBytes);
        h.update((byte) 0);
        h.update(dstPrime);
        byte[] b0 = h.digest();
        byte[] out = new byte[ell * B_IN_BYTES];
        // b_1 = H(b_0 || I2OSP(1, 1) || DST_prime); b_i = H((b_0 xor b_(i-1)) || I2OSP(i, 1) || DST_prime)
        byte[] chain = b0.clone();
        for (int i = 1; i <= ell; i++) {
            h.update(chain);
            h.update((byte) i);
            h.update(dstPrime);
            byte[] bi = h.digest();
            System.arraycopy(bi, 0, out, (i - 1) * B_IN_BYTES, B_IN_BYTES);
            for (int k = 0; k < B_IN_BYTES; k++) {
                chain[k] = (byte) (b0[k] ^ bi[k]);
            }
        }
        return out.length == lenInBytes ? out : Arrays.copyOf(out, lenInBytes);
    }

    /** DST_prime = DST || I2OSP(len(DST), 1), after the oversize rule. */
    static byte[] dstPrime(byte[] dst) {
        Objects.requireNonNull(dst, "dst");
        if (dst.length == 0) {
            throw new IllegalArgumentException("hash to curve: the domain separation tag must not be empty (RFC 9380, section 3.1)");
        }
        byte[] tag = dst;
        if (dst.length > MAX_DST_BYTES) {
            MessageDigest h = sha256();
            h.update(OVERSIZE_PREFIX);
            h.update(dst);
            tag = h.digest();
        }
        byte[] r = Arrays.copyOf(tag, tag.length + 1);
        r[tag.length] = (byte) tag.length;
        return r;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform must provide SHA-256 (MessageDigest's specification).
            throw new IllegalStateException("SHA-256 is not available on this JVM", e);
        }
    }
}
