package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;

/**
 * Radix-2 FFTs over BLS12-381 G1 points (the group as a module over Fr): out_i = Σ_j [ω_n^ij] in_j
 * on Jacobian points back to back ({@link #JAC} longs each, infinity Z = 0), in place, natural
 * order in and out, n a power of two up to 8192. FK20 runs them at n = 128.
 *
 * <p>Cost model: log n stages of n / 2 butterflies; a butterfly whose twiddle is not 1 (n / 2
 * log n - (n - 1) of them: 321 at n = 128) costs a variable-base scalar multiplication by a full
 * 255-bit root (the curve module's width-5 signed window: about 255 Jacobian doublings, 43 mixed
 * additions and an 8-point table, some 2 400 Fp products), and every butterfly two Jacobian
 * additions (16 Fp products each). One Fp inversion per stage puts the stage's multiplicands in
 * affine form for the mixed additions. So a size-128 transform is about 320 scalar
 * multiplications, around 0.8 M Fp products. {@link #ifftUnscaled} leaves out the factor 1/n (128
 * more scalar multiplications) for callers that fold it into their scalars.
 */
final class G1Fft {
    private G1Fft() {}

    static final int JAC = Bls12381G1.JACOBIAN;
    private static final int AFF = Bls12381G1.AFFINE;

    /** out_i = Σ_j [ω_n^ij] in_j. */
    static void fft(long[] p, int n) {
        transform(p, n, Domain.of(FrFft.MAX).roots);
    }

    /** out_i = Σ_j [ω_n^-ij] in_j: the inverse transform times n. */
    static void ifftUnscaled(long[] p, int n) {
        transform(p, n, Domain.of(FrFft.MAX).inverseRoots);
    }

    /** The inverse transform, out_i = n^-1 Σ_j [ω_n^-ij] in_j. */
    static void ifft(long[] p, int n) {
        ifftUnscaled(p, n);
        long[] k = new long[Fr.L];
        Fr.toCanonical(Domain.of(n).invN, 0, k, 0);
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] a = new long[n * AFF];
        Bls12381G1.batchJacToAffine(p, 0, a, 0, n, new long[n * Bls12381G1.COORD], s);
        for (int i = 0; i < n; i++) {
            Bls12381G1.scalarMulJac(p, i * JAC, a, i * AFF, k, 0, Fr.L, s);
        }
    }

    private static void transform(long[] p, int n, long[] w) {
        if (n < 1 || n > FrFft.MAX || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("FFT size must be a power of two from 1 to " + FrFft.MAX + ", got " + n);
        }
        BitReversal.permute(p, 0, n, JAC);
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] t = new long[JAC];
        long[] neg = new long[JAC];
        long[] k = new long[Fr.L];
        // the multiplicands of one stage: at most n / 2 points, Jacobian then affine
        long[] gathered = new long[(n / 2) * JAC];
        long[] affine = new long[(n / 2) * AFF];
        long[] work = new long[(n / 2) * Bls12381G1.COORD];
        for (int len = 2; len <= n; len <<= 1) {
            int half = len >>> 1;
            int step = (FrFft.MAX / len) * Fr.L;
            int count = 0;
            for (int start = 0; start < n; start += len) {
                for (int j = 1; j < half; j++) {
                    System.arraycopy(p, (start + half + j) * JAC, gathered, count++ * JAC, JAC);
                }
            }
            Bls12381G1.batchJacToAffine(gathered, 0, affine, 0, count, work, s);
            int m = 0;
            for (int start = 0; start < n; start += len) {
                for (int j = 0; j < half; j++) {
                    int lo = (start + j) * JAC;
                    int hi = lo + half * JAC;
                    if (j == 0) {
                        System.arraycopy(p, hi, t, 0, JAC);
                    } else {
                        Fr.toCanonical(w, j * step, k, 0);
                        Bls12381G1.scalarMulJac(t, 0, affine, m++ * AFF, k, 0, Fr.L, s);
                    }
                    Bls12381G1.jacNegate(neg, 0, t, 0);
                    Bls12381G1.jacAdd(p, hi, p, lo, neg, 0, s);
                    Bls12381G1.jacAdd(p, lo, p, lo, t, 0, s);
                }
            }
        }
    }
}
