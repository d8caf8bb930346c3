package dev.pippin.curve.hash;

import dev.pippin.field.Bls12381Fp2;

/**
 * Montgomery's trick for the batch forms of the G2 maps: the inverses of many BLS12-381 Fp2
 * values for one inversion and three products each (an inversion costs about a dozen Fp2
 * products: a base-field inversion, Pornin's binary GCD, and four products).
 */
final class Fp2Inverses {
    private Fp2Inverses() {}

    private static final int N = Bls12381Fp2.LIMBS;

    /** a_i = a_i^-1 for count values at a[ao + i stride]; zeros stay zero. */
    static void invertInPlace(long[] a, int ao, int stride, int count) {
        long[] prefix = new long[count * N], acc = new long[2 * N], s = new long[Bls12381Fp2.SCRATCH];
        Bls12381Fp2.setOne(acc, 0);
        for (int i = 0; i < count; i++) {
            Bls12381Fp2.copy(prefix, i * N, acc, 0);
            if (!Bls12381Fp2.isZero(a, ao + i * stride)) {
                Bls12381Fp2.mul(acc, 0, acc, 0, a, ao + i * stride, s);
            }
        }
        Bls12381Fp2.inv(acc, 0, acc, 0, s);                 // the product's inverse
        for (int i = count - 1; i >= 0; i--) {
            int at = ao + i * stride;
            if (Bls12381Fp2.isZero(a, at)) {
                continue;
            }
            Bls12381Fp2.mul(acc, N, acc, 0, prefix, i * N, s);   // a_i^-1
            Bls12381Fp2.mul(acc, 0, acc, 0, a, at, s);           // the inverse of the product before i
            Bls12381Fp2.copy(a, at, acc, N);
        }
    }
}
