package dev.pippin.curve.codec;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.MontgomeryField;
import java.math.BigInteger;

/** The two base fields, as the codecs need them: canonical big-endian and raw limb access. Not hot. */
enum BaseField {
    BN254(Bn254Fp.LIMBS, Bn254Fp.BYTES, Bn254Fp.MODULUS),
    BLS12_381(Bls12381Fp.LIMBS, Bls12381Fp.BYTES, Bls12381Fp.MODULUS);

    final int limbs;
    final int bytes;
    final long[] modulus;
    /** (p - 1) / 2: y is the "lexicographically largest" of +-y when y > (p - 1) / 2. */
    final long[] halfPm1;

    BaseField(int limbs, int bytes, BigInteger p) {
        this.limbs = limbs;
        this.bytes = bytes;
        this.modulus = MontgomeryField.toLimbs(p, limbs);
        this.halfPm1 = MontgomeryField.toLimbs(p.shiftRight(1), limbs);
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
        long[] c = new long[limbs];
        if (this == BN254) {
            Bn254Fp.fromMontgomery(c, 0, a, ao);
        } else {
            Bls12381Fp.fromMontgomery(c, 0, a, ao);
        }
        return MontgomeryField.lessThan(halfPm1, 0, c, 0, limbs);
    }

    boolean isZero(long[] a, int ao) {
        return this == BN254 ? Bn254Fp.isZero(a, ao) : Bls12381Fp.isZero(a, ao);
    }

    /**
     * Reads {@link #bytes} little-endian bytes as limbs unchanged (the value is already in
     * Montgomery form with our R); throws NOT_CANONICAL when the stored value is >= p.
     */
    void readRaw(byte[] src, int off, long[] r, int ro, String what) {
        for (int i = 0; i < limbs; i++) {
            long v = 0;
            for (int b = 7; b >= 0; b--) {
                v = (v << 8) | (src[off + 8 * i + b] & 0xFF);
            }
            r[ro + i] = v;
        }
        if (!MontgomeryField.lessThan(r, ro, modulus, 0, limbs)) {
            throw new EncodingException(EncodingException.Reason.NOT_CANONICAL,
                    what + " (raw Montgomery form) is not below the field modulus p");
        }
    }

    void writeRaw(long[] a, int ao, byte[] dst, int off) {
        for (int i = 0; i < limbs; i++) {
            long v = a[ao + i];
            for (int b = 0; b < 8; b++) {
                dst[off + 8 * i + b] = (byte) (v >>> (8 * b));
            }
        }
    }
}
