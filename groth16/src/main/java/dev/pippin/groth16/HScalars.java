package dev.pippin.groth16;

import dev.pippin.msm.Workers;
import dev.pippin.field.Bn254Fr;
import dev.pippin.field.MontgomeryField;

/**
 * The scalars of the H section as snarkjs's prover computes them: A w and B w evaluated on the
 * domain from the key's coefficient list (C w = A w * B w there, pointwise, for a satisfying
 * witness), each moved to the odd coset, then A B - C pointwise. The H points are the Lagrange
 * basis of that coset already divided by Z, which is constant (-2) on it, so nothing here divides.
 *
 * <p>The coefficients are stored as v R^2 mod r and the witness in standard form, so one
 * Montgomery product (x y / R) gives v w in Montgomery form: everything below stays in it and
 * the result is Montgomery-form scalars.
 */
final class HScalars {
    private HScalars() {}

    private static final int LIMBS = Bn254Fr.LIMBS;
    private static final long[] R = MontgomeryField.toLimbs(Bn254Fr.MODULUS, LIMBS);

    /** n Montgomery-form scalars, element j at 4j. */
    static long[] compute(ZKey key, Witness w, Domain d, int threads) {
        int n = d.n;
        long[] a = new long[n * LIMBS];
        long[] b = new long[n * LIMBS];
        accumulate(key, w.limbs, a, b);
        long[] c = new long[n * LIMBS];
        Workers.forRanges(n, threads, (from, to) -> {
            for (int i = from; i < to; i++) {
                Bn254Fr.mul(c, i * LIMBS, a, i * LIMBS, b, i * LIMBS);
            }
        });
        d.toOddCoset(a, threads);
        d.toOddCoset(b, threads);
        d.toOddCoset(c, threads);
        Workers.forRanges(n, threads, (from, to) -> {
            for (int i = from; i < to; i++) {
                Bn254Fr.mul(a, i * LIMBS, a, i * LIMBS, b, i * LIMBS);
                Bn254Fr.sub(a, i * LIMBS, a, i * LIMBS, c, i * LIMBS);
            }
        });
        return a;
    }

    /** a[c] += v w[s] for each A entry (matrix 0), b likewise for B (matrix 1); checks each entry. */
    private static void accumulate(ZKey key, long[] w, long[] a, long[] b) {
        MappedFile f = key.bin.file;
        int count = key.coefficientCount();
        int n = a.length / LIMBS;
        int nVars = key.nVars();
        long pos = key.coefficientsStart();
        long[] t = new long[2 * LIMBS];
        for (int e = 0; e < count; e++, pos += ZKey.COEFF_BYTES) {
            long m = f.u32(pos), c = f.u32(pos + 4), s = f.u32(pos + 8);
            if (m > 1 || c >= n || s >= nVars) {
                throw key.bin.error(ZKey.COEFFS, "entry " + e + " (matrix " + m + ", constraint " + c + ", signal " + s
                        + ") is outside matrices 0-1, constraints below " + n + ", signals below " + nVars);
            }
            f.words(pos + 12, t, 0, LIMBS);
            if (!MontgomeryField.lessThan(t, 0, R, 0, LIMBS)) {
                throw key.bin.error(ZKey.COEFFS, "entry " + e + ": the value is not below the group order r");
            }
            Bn254Fr.mul(t, LIMBS, t, 0, w, (int) s * LIMBS);
            long[] target = m == 0 ? a : b;
            Bn254Fr.add(target, (int) c * LIMBS, target, (int) c * LIMBS, t, LIMBS);
        }
    }
}
