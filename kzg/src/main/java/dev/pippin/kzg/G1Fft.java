package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;

/**
 * Radix-2 FFTs over BLS12-381 G1 points (the group as a module over Fr): out_i = Σ_j [ω_n^ij] in_j
 * on Jacobian points back to back ({@link #JAC} longs each, infinity Z = 0), in place, natural
 * order in and out, n a power of two up to 8192. FK20 runs them at n = 128.
 *
 * <p>Cost model: log n stages of n / 2 butterflies; a butterfly whose twiddle is not 1 (n / 2
 * log n - (n - 1) of them: 321 at n = 128) costs a variable-base scalar multiplication by a full
 * 255-bit root, done with GLV and batch-affine steps ({@link GlvStraus}: about 127 doublings, 43
 * additions and an 8-point table with its φ image, some 190 steps of about 6 Fp products), all
 * of a stage's multiplications (of every vector transformed together) in the same rounds; every
 * butterfly adds two mixed Jacobian additions. One Fp inversion per stage puts the stage's
 * multiplicands in affine form. So a size-128 transform is about 320 scalar multiplications,
 * around 0.4 M Fp products (0.8 M with the plain 255-bit window). {@link #ifftUnscaled} leaves out the factor 1/n (128
 * more scalar multiplications) for callers that fold it into their scalars.
 */
final class G1Fft {
    private G1Fft() {}

    static final int JAC = Bls12381G1.JACOBIAN;
    private static final int AFF = Bls12381G1.AFFINE;

    /** out_i = Σ_j [ω_n^ij] in_j; the batch-affine additions on the lanes where the mode says. */
    static void fft(long[] p, int n, LaneMode lanes) {
        transform(p, n, Domain.of(FrFft.MAX).roots, lanes);
    }

    /** out_i = Σ_j [ω_n^-ij] in_j: the inverse transform times n. */
    static void ifftUnscaled(long[] p, int n, LaneMode lanes) {
        transform(p, n, Domain.of(FrFft.MAX).inverseRoots, lanes);
    }

    /** The inverse transform, out_i = n^-1 Σ_j [ω_n^-ij] in_j. */
    static void ifft(long[] p, int n, LaneMode lanes) {
        ifftUnscaled(p, n, lanes);
        long[] k = new long[Fr.L];
        Fr.toCanonical(Domain.of(n).invN, 0, k, 0);
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] a = new long[n * AFF];
        Bls12381G1.batchJacToAffine(p, 0, a, 0, n, new long[n * Bls12381G1.COORD], s);
        for (int i = 0; i < n; i++) {
            Bls12381G1.scalarMulJac(p, i * JAC, a, i * AFF, k, 0, Fr.L, s);
        }
    }

    /** Each of the {@code count} transforms of size n stored back to back in p: out_i = Σ_j [ω_n^ij] in_j. */
    static void fftMany(long[] p, int n, int count, LaneMode lanes) {
        transform(p, n, count, Domain.of(FrFft.MAX).roots, lanes);
    }

    private static void transform(long[] p, int n, long[] w, LaneMode lanes) {
        transform(p, n, 1, w, lanes);
    }

    /**
     * Iterative radix-2 DIT over count vectors at once: per stage, every multiplicand of every
     * vector goes through one batch-affine GLV multiplication ({@link GlvStraus}, one chain per
     * multiplicand), then the butterflies add and subtract the affine products on Jacobian points.
     */
    private static void transform(long[] p, int n, int count, long[] w, LaneMode lanes) {
        if (n < 1 || n > FrFft.MAX || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("FFT size must be a power of two from 1 to " + FrFft.MAX + ", got " + n);
        }
        for (int v = 0; v < count; v++) {
            BitReversal.permute(p, v * n * JAC, n, JAC);
        }
        long[] s = new long[Bls12381G1.SCRATCH];
        int most = count * (n / 2);
        long[] gathered = new long[most * JAC];
        long[] affine = new long[most * AFF];
        long[] work = new long[most * Bls12381G1.COORD];
        long[] table = new long[most * GlvStraus.ENTRIES * AFF];
        long[] products = new long[most * AFF];
        int[] prog = new int[most * GlvStraus.Digits.bound(1)];
        int[] start = new int[most + 1];
        AffineBatch batch = new AffineBatch(Math.max(most, 1), lanes);
        GlvStraus.Digits twiddles = new GlvStraus.Digits(Math.max(n / 2, 1));
        long[] k = new long[Fr.L];
        long[] parts = new long[4];
        for (int len = 2; len <= n; len <<= 1) {
            int half = len >>> 1;
            int step = (FrFft.MAX / len) * Fr.L;
            for (int j = 1; j < half; j++) {
                Fr.toCanonical(w, j * step, k, 0);
                twiddles.set(j, k, 0, parts);
            }
            int m = 0;
            int pos = 0;
            for (int v = 0; v < count; v++) {
                for (int at = 0; at < n; at += len) {
                    for (int j = 1; j < half; j++) {
                        System.arraycopy(p, (v * n + at + half + j) * JAC, gathered, m * JAC, JAC);
                        start[m] = pos;
                        pos = twiddles.emit(j, j + 1, m, prog, pos);
                        m++;
                    }
                }
            }
            start[m] = pos;
            if (m > 0) {
                Bls12381G1.batchJacToAffine(gathered, 0, affine, 0, m, work, s);
                GlvStraus.oddMultiples(affine, 0, m, table, batch);
                java.util.Arrays.fill(products, 0, m * AFF, 0);
                AffineChains.run(products, table, prog, start, m, batch);
            }
            m = 0;
            for (int v = 0; v < count; v++) {
                for (int at = 0; at < n; at += len) {
                    int lo = (v * n + at) * JAC;
                    int hi = lo + half * JAC;
                    // j = 0: the twiddle is 1
                    System.arraycopy(p, hi, gathered, 0, JAC);
                    Bls12381G1.jacNegate(p, hi, gathered, 0);
                    Bls12381G1.jacAdd(p, hi, p, hi, p, lo, s);
                    Bls12381G1.jacAdd(p, lo, p, lo, gathered, 0, s);
                    for (int j = 1; j < half; j++) {
                        lo += JAC;
                        hi += JAC;
                        Bls12381G1.jacAddMixed(p, hi, p, lo, products, m * AFF, true, s);
                        Bls12381G1.jacAddMixed(p, lo, p, lo, products, m * AFF, false, s);
                        m++;
                    }
                }
            }
        }
    }
}
