package dev.pippin.glv;

import java.math.BigInteger;

/** Fp2 = Fp[u]/(u^2 + 1) on BigInteger pairs {c0, c1}: the tests' independent reference. */
final class Fp2Ref {
    final BigInteger p;

    Fp2Ref(BigInteger p) {
        this.p = p;
    }

    BigInteger[] of(long c0, long c1) {
        return new BigInteger[] {BigInteger.valueOf(c0).mod(p), BigInteger.valueOf(c1).mod(p)};
    }

    BigInteger[] mul(BigInteger[] a, BigInteger[] b) {
        return new BigInteger[] {
            a[0].multiply(b[0]).subtract(a[1].multiply(b[1])).mod(p),
            a[0].multiply(b[1]).add(a[1].multiply(b[0])).mod(p)};
    }

    BigInteger[] pow(BigInteger[] a, BigInteger e) {
        BigInteger[] r = {BigInteger.ONE, BigInteger.ZERO};
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            r = mul(r, r);
            if (e.testBit(i)) {
                r = mul(r, a);
            }
        }
        return r;
    }

    /** a^-1 = conj(a) / (a0^2 + a1^2). */
    BigInteger[] inv(BigInteger[] a) {
        BigInteger n = a[0].multiply(a[0]).add(a[1].multiply(a[1])).modInverse(p);
        return new BigInteger[] {a[0].multiply(n).mod(p), a[1].negate().multiply(n).mod(p)};
    }

    BigInteger[] conj(BigInteger[] a) {
        return new BigInteger[] {a[0], a[1].negate().mod(p)};
    }
}
