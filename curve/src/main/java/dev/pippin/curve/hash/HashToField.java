package dev.pippin.curve.hash;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.MontgomeryField;
import java.math.BigInteger;
import java.util.Objects;

/**
 * hash_to_field for BLS12-381 (RFC 9380, section 5.2) with expand_message_xmd(SHA-256): count
 * elements of Fp (m = 1) or Fp2 (m = 2), each coordinate L = 64 bytes of uniform output read
 * big-endian and reduced mod p (64 bytes = 512 bits, which keeps the bias below 2^-128).
 * Elements come back in Montgomery form, the layout of {@link Bls12381Fp} and
 * {@link dev.pippin.field.Bls12381Fp2} (c0 then c1), back to back.
 */
public final class HashToField {
    private HashToField() {}

    /** Bytes of uniform output per coordinate: ceil((ceil(log2 p) + k) / 8) for k = 128. */
    public static final int L = 64;
    private static final int N = Bls12381Fp.LIMBS;
    private static final BigInteger P = Bls12381Fp.MODULUS;

    /** count elements of Fp, {@value Bls12381Fp#LIMBS} longs each. */
    public static long[] fp(byte[] msg, byte[] dst, int count) {
        return elements(msg, dst, count, 1);
    }

    /** count elements of Fp2, 2 * {@value Bls12381Fp#LIMBS} longs each (c0, c1). */
    public static long[] fp2(byte[] msg, byte[] dst, int count) {
        return elements(msg, dst, count, 2);
    }

    private static long[] elements(byte[] msg, byte[] dst, int count, int m) {
        Objects.requireNonNull(msg, "msg");
        int max = ExpandMessageXmd.MAX_LEN_IN_BYTES / (m * L);
        if (count < 1 || count > max) {
            throw new IllegalArgumentException("hash_to_field: count " + count + " is outside [1, " + max
                    + "] for extension degree " + m);
        }
        byte[] uniform = ExpandMessageXmd.expand(msg, dst, count * m * L);
        long[] r = new long[count * m * N];
        long[] hi = new long[Bls12381Fp.CANONICAL_LIMBS], lo = new long[Bls12381Fp.CANONICAL_LIMBS], t = new long[N];
        for (int e = 0; e < count * m; e++) {
            // e = j + i * m: coordinate j of element i, read from elm_offset = L * (j + i * m).
            // The 512-bit value is hi 2^256 + lo with both halves below 2^256 < p, so each enters
            // Montgomery form as it is, and the reduction mod p is one product and one addition.
            MontgomeryField.bytesToLimbs(uniform, e * L, HALF, hi, 0, Bls12381Fp.CANONICAL_LIMBS);
            MontgomeryField.bytesToLimbs(uniform, e * L + HALF, HALF, lo, 0, Bls12381Fp.CANONICAL_LIMBS);
            Bls12381Fp.fromCanonicalLimbs(t, 0, hi, 0);
            Bls12381Fp.mul(t, 0, t, 0, TWO_256, 0);
            Bls12381Fp.fromCanonicalLimbs(r, e * N, lo, 0);
            Bls12381Fp.add(r, e * N, r, e * N, t, 0);
        }
        return r;
    }

    /** The reduction's split of an L-byte value: two 32-byte halves, each below p. */
    private static final int HALF = L / 2;
    /** 2^256 mod p, in Montgomery form. */
    private static final long[] TWO_256 = new long[N];

    static {
        Bls12381Fp.fromBigInteger(TWO_256, 0, BigInteger.ONE.shiftLeft(8 * HALF).mod(P));
    }
}
