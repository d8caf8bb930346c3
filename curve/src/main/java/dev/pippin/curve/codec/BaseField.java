package dev.pippin.curve.codec;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.MontgomeryField;
import java.math.BigInteger;

/** The two base fields, as the codecs need them: canonical big-endian and raw limb access. Not hot. */
enum BaseField {
    BN254(Bn254Fp.LIMBS, Bn254Fp.CANONICAL_LIMBS, Bn254Fp.BYTES, Bn254Fp.MODULUS),
    BLS12_381(Bls12381Fp.LIMBS, Bls12381Fp.CANONICAL_LIMBS, Bls12381Fp.BYTES, Bls12381Fp.MODULUS);

    /** Longs per stored element. */
    final int limbs;
    /** 64-bit words of a canonical value (and of a raw little-endian element: bytes = 8 words). */
    final int words;
    final int bytes;
    /** (p - 1) / 2 in 64-bit words: y is the "lexicographically largest" of +-y when y > (p - 1) / 2. */
    final long[] halfPm1;

    BaseField(int limbs, int words, int bytes, BigInteger p) {
        this.limbs = limbs;
        this.words = words;
        this.bytes = bytes;
        this.halfPm1 = MontgomeryField.toLimbs(p.shiftRight(1), words);
    }

    /** Reads {@link #bytes} big-endian bytes into Montgomery form; throws NOT_CANONICAL when >= p. */
    void decode(byte[] src, int off, long[] r, int ro, String what) {
        boolean ok = this == BN254 ? Bn254Fp.decode(src, off, r, ro) : Bls12381Fp.decode(src, off, r, ro);
        if (!ok) {
            throw new EncodingException(EncodingException.Reason.NOT_CANONICAL,
                    what + " is not below the field modulus p");
        }
    }

    void encode(long[] a, int ao, byte[] dst, int off) {
        if (this == BN254) {
            Bn254Fp.encode(a, ao, dst, off);
        } else {
            Bls12381Fp.encode(a, ao, dst, off);
        }
    }

    /** Whether the Montgomery-form a is, as an integer, above (p - 1) / 2. */
    boolean isLexLargest(long[] a, int ao) {
        long[] c = new long[words];
        if (this == BN254) {
            Bn254Fp.toCanonicalLimbs(a, ao, c, 0);
        } else {
            Bls12381Fp.toCanonicalLimbs(a, ao, c, 0);
        }
        return MontgomeryField.lessThan(halfPm1, 0, c, 0, words);
    }

    boolean isZero(long[] a, int ao) {
        return this == BN254 ? Bn254Fp.isZero(a, ao) : Bls12381Fp.isZero(a, ao);
    }

    /**
     * Reads {@link #bytes} little-endian bytes holding an element in radix-2^64 Montgomery form
     * (R' = 2^(8 bytes), as snarkjs writes it) into our form; throws NOT_CANONICAL when the
     * stored value is >= p.
     */
    void readRaw(byte[] src, int off, long[] r, int ro, String what) {
        long[] w = new long[words];
        for (int i = 0; i < words; i++) {
            long v = 0;
            for (int b = 7; b >= 0; b--) {
                v = (v << 8) | (src[off + 8 * i + b] & 0xFF);
            }
            w[i] = v;
        }
        boolean ok = this == BN254 ? Bn254Fp.fromStandardMontgomery(r, ro, w, 0) : Bls12381Fp.fromStandardMontgomery(r, ro, w, 0);
        if (!ok) {
            throw new EncodingException(EncodingException.Reason.NOT_CANONICAL,
                    what + " (raw Montgomery form) is not below the field modulus p");
        }
    }

    /** The inverse of {@link #readRaw}. */
    void writeRaw(long[] a, int ao, byte[] dst, int off) {
        long[] w = new long[words];
        if (this == BN254) {
            Bn254Fp.toStandardMontgomery(a, ao, w, 0);
        } else {
            Bls12381Fp.toStandardMontgomery(a, ao, w, 0);
        }
        for (int i = 0; i < words; i++) {
            long v = w[i];
            for (int b = 0; b < 8; b++) {
                dst[off + 8 * i + b] = (byte) (v >>> (8 * b));
            }
        }
    }
}
