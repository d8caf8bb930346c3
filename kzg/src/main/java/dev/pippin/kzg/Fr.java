package dev.pippin.kzg;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.MontgomeryField;
import java.math.BigInteger;

/**
 * BLS12-381 scalar field vectors as this module keeps them: element i of a vector is the 4
 * Montgomery-form limbs at {@code 4 i} of a {@code long[]} (the field module's layout), so a blob
 * of 4096 elements is one {@code long[16384]} and no objects. Thin helpers over
 * {@link Bls12381Fr}; the arithmetic is that class's.
 */
final class Fr {
    private Fr() {}

    /** Limbs per element. */
    static final int L = Bls12381Fr.LIMBS;
    /** Bytes of a canonical big-endian element (BYTES_PER_FIELD_ELEMENT). */
    static final int BYTES = Bls12381Fr.BYTES;
    static final BigInteger MODULUS = Bls12381Fr.MODULUS;

    /** One element from an integer (reduced mod r). */
    static long[] of(BigInteger v) {
        long[] r = new long[L];
        Bls12381Fr.fromBigInteger(r, 0, v.mod(MODULUS));
        return r;
    }

    static long[] of(long v) {
        return of(BigInteger.valueOf(v));
    }

    static long[] one() {
        long[] r = new long[L];
        Bls12381Fr.setOne(r, 0);
        return r;
    }

    /**
     * Decodes {@code count} canonical big-endian elements from {@code src[off...]} into
     * {@code r[ro...]}; a value not below r throws, naming {@code what} and the element's index.
     */
    static void decode(byte[] src, int off, int count, long[] r, int ro, String what) {
        for (int i = 0; i < count; i++) {
            if (!Bls12381Fr.decode(src, off + i * BYTES, r, ro + i * L)) {
                throw new KzgException(KzgException.Rule.NON_CANONICAL_FIELD_ELEMENT,
                        what + (count > 1 ? " element " + i : "") + " is not below the BLS12-381 scalar field modulus");
            }
        }
    }

    /**
     * {@link #decode} without the entry into Montgomery form: the canonical values as 4
     * little-endian limbs, for paths that multiply them once by a Montgomery-form factor (a
     * Montgomery product of a canonical a and b R is the canonical a b) or hand them to the MSM.
     */
    static void decodeCanonical(byte[] src, int off, int count, long[] r, int ro, String what) {
        for (int i = 0; i < count; i++) {
            int b = off + i * BYTES, o = ro + i * L;
            r[o + 3] = (long) BIG_ENDIAN.get(src, b);
            r[o + 2] = (long) BIG_ENDIAN.get(src, b + 8);
            r[o + 1] = (long) BIG_ENDIAN.get(src, b + 16);
            r[o] = (long) BIG_ENDIAN.get(src, b + 24);
            if (!MontgomeryField.lessThan(r, o, MODULUS_LIMBS, 0, L)) {
                throw new KzgException(KzgException.Rule.NON_CANONICAL_FIELD_ELEMENT,
                        what + (count > 1 ? " element " + i : "") + " is not below the BLS12-381 scalar field modulus");
            }
        }
    }

    /** Eight bytes of a byte array as one big-endian long. */
    private static final java.lang.invoke.VarHandle BIG_ENDIAN =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.BIG_ENDIAN);

    /** r as limbs, for the canonical check. */
    private static final long[] MODULUS_LIMBS = MontgomeryField.toLimbs(MODULUS, L);

    /** Encodes {@code count} elements as canonical big-endian bytes. */
    static void encode(long[] a, int ao, int count, byte[] dst, int off) {
        for (int i = 0; i < count; i++) {
            Bls12381Fr.encode(a, ao + i * L, dst, off + i * BYTES);
        }
    }

    /**
     * Encodes {@code count} elements given as canonical limbs (not Montgomery form, below r, as
     * {@link #decodeCanonical} gives them and the linear transforms keep them) as big-endian bytes.
     */
    static void encodeCanonical(long[] a, int ao, int count, byte[] dst, int off) {
        for (int i = 0; i < count; i++) {
            int b = off + i * BYTES, o = ao + i * L;
            BIG_ENDIAN.set(dst, b, a[o + 3]);
            BIG_ENDIAN.set(dst, b + 8, a[o + 2]);
            BIG_ENDIAN.set(dst, b + 16, a[o + 1]);
            BIG_ENDIAN.set(dst, b + 24, a[o]);
        }
    }

    /** The standard (non-Montgomery) little-endian limbs of element i, for the MSM's canonical-scalar entry. */
    static void toCanonical(long[] a, int ao, long[] r, int ro) {
        Bls12381Fr.fromMontgomery(r, ro, a, ao);
    }

    /** hash_to_bls_field: a 32-byte digest read big-endian, reduced mod r. */
    static long[] fromDigest(byte[] digest) {
        return of(new BigInteger(1, digest));
    }

    /** r = a^e for a non-negative exponent that fits a long. */
    static void pow(long[] r, int ro, long[] a, int ao, long e) {
        Bls12381Fr.pow(r, ro, a, ao, new long[] {e});
    }
}
