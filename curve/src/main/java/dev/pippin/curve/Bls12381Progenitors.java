package dev.pippin.curve;

import dev.pippin.field.Bls12381Fp;

/**
 * r_i = a_i^((p - 3) / 4) ({@link Bls12381Fp#progenitor}) for count BLS12-381 base-field values,
 * LIMBS longs each, from ao into r from ro: the exponentiation behind every square root of the
 * decoders and the hash-to-curve maps, taken for many values at once by their batch forms (so
 * that the values can share vector lanes). r may be a.
 */
@FunctionalInterface
public interface Bls12381Progenitors {
    void progenitors(long[] r, int ro, long[] a, int ao, int count);

    /** One value after the other, with the field class's exponentiation. */
    Bls12381Progenitors SCALAR = (r, ro, a, ao, count) -> {
        for (int i = 0; i < count; i++) {
            Bls12381Fp.progenitor(r, ro + i * Bls12381Fp.LIMBS, a, ao + i * Bls12381Fp.LIMBS);
        }
    };
}
