package dev.pippin.field.modexp;

/**
 * base^exp mod m for an even modulus m = 2^k·m′ (m′ odd): Montgomery exponentiation modulo m′,
 * truncated arithmetic modulo 2^k, recombined by Garner's formula
 * x = x₁ + m′·((x₂ − x₁)·m′⁻¹ mod 2^k), which lies in [0, m) by construction.
 * A pure power of two (m′ = 1) needs only the truncated half.
 */
final class EvenModulus {
    private EvenModulus() {
    }

    /**
     * @param base any non-negative value
     * @param m    even modulus, limbs with a non-zero top limb
     * @param kernel the kernel for the odd part (null when that part is 1: there is none)
     * @return the result in m.length limbs
     */
    static long[] pow(long[] base, long[] m, byte[] e, int off, int len, OddModExp.Kernel kernel) {
        int k = trailingZeros(m);
        long[] odd = shiftRight(m, k);
        PowerOfTwo two = new PowerOfTwo(k);
        long[] x2 = two.pow(base, e, off, len);
        if (Limbs.isOne(odd)) {
            return Limbs.resize(x2, m.length);
        }
        long[] x1 = OddModExp.pow(base, odd, e, off, len, kernel);
        long[] h = two.reduce(x1);
        // h ← (x2 − x1)·m′⁻¹ mod 2^k
        long[] d = x2.clone();
        Limbs.subInPlace(d, h, two.limbs());
        d = two.reduce(d);
        two.mul(d, two.inverse(odd), h);
        long[] sum = new long[odd.length + h.length + 1];
        Limbs.mulFull(odd, odd.length, h, h.length, sum);
        Limbs.addInPlace(sum, sum.length, x1, x1.length);
        return Limbs.resize(sum, m.length);
    }

    static int trailingZeros(long[] m) {
        int i = 0;
        while (m[i] == 0) {
            i++;
        }
        return 64 * i + Long.numberOfTrailingZeros(m[i]);
    }

    /** m >> k with the result trimmed to its significant limbs (at least 1). */
    static long[] shiftRight(long[] m, int k) {
        int limbShift = k >>> 6;
        int bitShift = k & 63;
        long[] out = new long[m.length - limbShift];
        for (int i = 0; i < out.length; i++) {
            long lo = m[i + limbShift] >>> bitShift;
            long hi = (bitShift == 0 || i + limbShift + 1 >= m.length) ? 0 : m[i + limbShift + 1] << (64 - bitShift);
            out[i] = lo | hi;
        }
        return Limbs.resize(out, Math.max(1, Limbs.significantLimbs(out)));
    }
}
