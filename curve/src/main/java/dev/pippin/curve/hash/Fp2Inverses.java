package dev.pippin.curve.hash;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;

/**
 * The inverses of many BLS12-381 Fp2 values for the batch forms of the G2 maps, with one
 * base-field inversion for all of them: a^-1 = conj(a) / N(a), the norms inverted together by
 * {@link Bls12381Fp#batchInverse} (Montgomery's trick).
 */
final class Fp2Inverses {
    private Fp2Inverses() {}

    private static final int F = Bls12381Fp.LIMBS;

    /** a_i = a_i^-1 for count values at a[ao + i stride]; zeros stay zero (their norm is 0). */
    static void invertInPlace(long[] a, int ao, int stride, int count) {
        long[] norms = new long[count * F], scratch = new long[(count + 1) * F], s = new long[Bls12381Fp2.SCRATCH];
        for (int i = 0; i < count; i++) {
            Bls12381Fp2.norm(norms, i * F, a, ao + i * stride, s);
        }
        Bls12381Fp.batchInverse(norms, 0, count, scratch);
        for (int i = 0; i < count; i++) {
            int at = ao + i * stride;
            Bls12381Fp.mul(a, at, a, at, norms, i * F);
            Bls12381Fp.neg(a, at + F, a, at + F);
            Bls12381Fp.mul(a, at + F, a, at + F, norms, i * F);
        }
    }
}
