package dev.pippin.lab;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;

/** Variant (a): the production radix-2^56 kernels, one call per element of an element-major batch. */
final class Scalar56 {
    private Scalar56() {}

    static void bn254(long[] r, long[] a, long[] b, int count) {
        Batches.check(count, 1, Bn254Fp.LIMBS, r.length, a.length, b.length);
        for (int o = 0, end = count * Bn254Fp.LIMBS; o < end; o += Bn254Fp.LIMBS) {
            Bn254Fp.mul(r, o, a, o, b, o);
        }
    }

    static void bls12381(long[] r, long[] a, long[] b, int count) {
        Batches.check(count, 1, Bls12381Fp.LIMBS, r.length, a.length, b.length);
        for (int o = 0, end = count * Bls12381Fp.LIMBS; o < end; o += Bls12381Fp.LIMBS) {
            Bls12381Fp.mul(r, o, a, o, b, o);
        }
    }
}
