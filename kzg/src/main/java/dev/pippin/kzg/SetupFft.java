package dev.pippin.kzg;

import dev.pippin.field.Bls12381Fr;

/**
 * The evaluations of a polynomial over a {@link Domain} in natural order, p(ω^i) for i in [0, n),
 * from its n coefficients: an iterative radix-2 FFT over the scalar field (bit-reversed input,
 * then log n rounds of butterflies), n/2 log n products. For {@link SetupChecks}, which evaluates
 * one random polynomial per setup read: no precomputed twiddles beyond the domain's powers.
 */
final class SetupFft {
    private SetupFft() {}

    private static final int L = Fr.L;

    /** p(ω^i) at 4 i for the coefficients a_j at 4 j (j in [0, n)); a is not changed. */
    static long[] evaluate(long[] coefficients, Domain domain) {
        int n = domain.n;
        long[] v = java.util.Arrays.copyOf(coefficients, n * L);
        BitReversal.permute(v, 0, n, L);
        long[] t = new long[L];
        for (int half = 1; half < n; half <<= 1) {
            int stride = n / (2 * half);                     // ω_(2 half) = ω_n^stride
            for (int start = 0; start < n; start += 2 * half) {
                for (int k = 0; k < half; k++) {
                    int lo = (start + k) * L, hi = lo + half * L;
                    Bls12381Fr.mul(t, 0, domain.roots, k * stride * L, v, hi);
                    Bls12381Fr.sub(v, hi, v, lo, t, 0);
                    Bls12381Fr.add(v, lo, v, lo, t, 0);
                }
            }
        }
        return v;
    }
}
