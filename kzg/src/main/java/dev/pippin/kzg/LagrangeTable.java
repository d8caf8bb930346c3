package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.field.MontgomeryField;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import dev.pippin.msm.Workers;

/**
 * Fixed-base MSM over the bit-reversed Lagrange points, for commitments and proofs: the points
 * never change, so their multiples 2^(c t) L_i for every window t are computed once, and a
 * combination sum k_i L_i becomes one bucket window over n W points whose scalars are the signed
 * c-bit digits of the k_i (a digit d < 0 as the small negative r - |d|, which the MSM engine
 * adds with the point's sign flipped). No doublings and one bucket reduction per call, against
 * the generic engine's W windows of 2n GLV halves.
 *
 * <p>Cost model: n W batch-affine additions into 2^(c-1) buckets plus one reduction of them
 * (about 2^c additions), against about 2n (128 / c') + (128 / c') 2^c' additions and 128
 * doublings for the generic run (c' about 10 at n = 4096). Memory: n W affine points of 112
 * bytes: {@link #WIDTH} = 13 gives W = 20 and 9.2 MB for n = 4096; building it costs n (W - 1) c
 * Jacobian doublings (1.0 M: about a second on one core of an AVX2 Zen 3), once per setup, on
 * first use, on the calling Kzg's threads. Thread-safe once built.
 */
final class LagrangeTable {
    /** Window width c. */
    static final int WIDTH = 13;
    /** Windows W = floor(255 / c) + 1 ({@link SignedDigits#windows}). */
    static final int WINDOWS = SignedDigits.windows(WIDTH);

    private final int n;
    /** Point t n + i = 2^(c t) L_i, affine. */
    private final long[] points;

    private LagrangeTable(int n, long[] points) {
        this.n = n;
        this.points = points;
    }

    /**
     * The table of the n affine points at base[0...], built now on up to {@code threads} threads
     * (each doubles a range of the points through every window; one batch conversion to affine per
     * window and range).
     */
    static LagrangeTable build(long[] base, int n, int threads) {
        long[] table = new long[Math.multiplyExact(n * WINDOWS, Bls12381G1.AFFINE)];
        System.arraycopy(base, 0, table, 0, n * Bls12381G1.AFFINE);
        Workers.forRanges(n, Math.max(1, Math.min(threads, n / MIN_POINTS_PER_THREAD)),
                (from, to) -> buildRange(base, n, table, from, to));
        return new LagrangeTable(n, table);
    }

    /** Below this many points a thread of its own costs more than it saves. */
    private static final int MIN_POINTS_PER_THREAD = 256;

    /** Windows 1 ... W-1 of points [from, to). */
    private static void buildRange(long[] base, int n, long[] table, int from, int to) {
        final int A = Bls12381G1.AFFINE, J = Bls12381G1.JACOBIAN;
        int count = to - from;
        long[] jac = new long[count * J], work = new long[count * Bls12381G1.COORD], s = new long[Bls12381G1.SCRATCH];
        for (int i = 0; i < count; i++) {
            Bls12381G1.jacFromAffine(jac, i * J, base, (from + i) * A);
        }
        for (int t = 1; t < WINDOWS; t++) {
            for (int i = 0; i < count; i++) {
                for (int d = 0; d < WIDTH; d++) {
                    Bls12381G1.jacDouble(jac, i * J, jac, i * J, s);
                }
            }
            Bls12381G1.batchJacToAffine(jac, 0, table, (t * n + from) * A, count, work, s);
        }
    }

    /** sum_i k_i L_i for n canonical scalars (4 little-endian limbs each); an affine point. */
    long[] lincomb(long[] scalars, MsmOptions options) {
        long[] digits = new long[n * WINDOWS * Fr.L];
        int[] d = new int[WINDOWS];
        for (int i = 0; i < n; i++) {
            SignedDigits.recode(scalars, i * Fr.L, WIDTH, d);
            for (int t = 0; t < WINDOWS; t++) {
                int o = (t * n + i) * Fr.L;
                if (d[t] >= 0) {
                    digits[o] = d[t];
                } else {
                    smallNegative(R, -d[t], digits, o);
                }
            }
        }
        return Msm.computeLimbs(MsmGroup.BLS12_381_G1, points, digits, options.withWindowBits(WIDTH));
    }

    /** r as limbs, for the small negatives. */
    private static final long[] R = MontgomeryField.toLimbs(Fr.MODULUS, Fr.L);

    /** out[o...] = r - m for a small m. */
    private static void smallNegative(long[] r, long m, long[] out, int o) {
        long borrow = Long.compareUnsigned(r[0], m) < 0 ? 1 : 0;
        out[o] = r[0] - m;
        for (int j = 1; j < Fr.L; j++) {
            long x = r[j] - borrow;
            borrow = (borrow == 1 && r[j] == 0) ? 1 : 0;
            out[o + j] = x;
        }
    }
}
