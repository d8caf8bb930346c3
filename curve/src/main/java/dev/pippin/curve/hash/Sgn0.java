package dev.pippin.curve.hash;

import dev.pippin.field.Bls12381Fp;

/**
 * sgn0 (RFC 9380, section 4.1): the "sign" of a field element that fixes which square root the
 * maps return. For Fp it is the parity of the canonical value; for Fp2 = c0 + c1 * I it is the
 * parity of c0, or of c1 when c0 is zero.
 */
final class Sgn0 {
    private Sgn0() {}

    private static final int N = Bls12381Fp.LIMBS;

    static int fp(long[] a, int ao) {
        long[] c = new long[N];
        // Montgomery form hides the parity: take the canonical value first.
        Bls12381Fp.fromMontgomery(c, 0, a, ao);
        return (int) (c[0] & 1);
    }

    static int fp2(long[] a, int ao) {
        int sign0 = fp(a, ao);
        boolean zero0 = Bls12381Fp.isZero(a, ao);
        int sign1 = fp(a, ao + N);
        return sign0 | (zero0 ? sign1 : 0);
    }
}
