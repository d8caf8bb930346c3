package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.msm.MsmOptions;

/**
 * Fixed-base tables for FK20's 128 MSMs of 64 points, whose bases (the setup-derived columns)
 * never change. For table width w, every base P keeps its shifted copies [2^(w t)]P for the
 * W = ⌊255 / w⌋ + 1 windows t, affine; a scalar recoded into W signed digits in [-2^(w-1),
 * 2^(w-1)] then makes a column's MSM one bucket sum over 64 W (point, digit) pairs with no
 * doublings at all: 64 W mixed XYZZ additions into 2^(w-1) buckets and about 2^w additions to
 * sum the buckets.
 *
 * <p>Memory: 8192 bases × W × 112 bytes (an affine point is 14 longs), so
 * w = 4: 56 MiB, 6: 38.5 MiB, 8: 28 MiB, 10: 22.75 MiB, 12: 19.25 MiB (w = 1: 224 MiB). Building
 * them costs 8192 × 255 doublings and a batch normalisation (about half a second, once, with the
 * columns). The additions per column are 64 W + 2^w: 2 304 at w = 8, the fewest for 64 points
 * (w = 7: 2 496, w = 9: 2 432); the MSM engine without tables does about twice that.
 */
final class Fk20Tables implements ColumnMsm {
    /** The widest table Options accepts. */
    static final int MAX_WIDTH = 12;
    /**
     * The default table width, 28 MiB: the fewest additions (class comment), and measured with
     * the kzg test sources' Fk20Timing main (one thread, a 2-core Zen 3 shared with other
     * builds, so only the ratio is meaningful): the 128 MSMs took 1086 ms at width 8 against
     * 1872 ms through the MSM engine without tables in the same run.
     */
    static final int DEFAULT_WIDTH = 8;

    private static final int AFF = Bls12381G1.AFFINE;
    private static final int XYZZ = Bls12381G1.XYZZ;

    private final int width;
    private final int windows;
    /** tables[j]: column j's shifted copies, [2^(w t)] base o at (o W + t) × 14 longs. */
    private final long[][] tables;

    private Fk20Tables(int width, long[][] tables) {
        this.width = width;
        this.windows = windows(width);
        this.tables = tables;
    }

    static int windows(int width) {
        return 255 / width + 1;
    }

    /** The tables of width w (1 ... MAX_WIDTH) over the 128 columns of 64 affine points. */
    static Fk20Tables of(long[][] columns, int width) {
        if (width < 1 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("table width must be in [1, " + MAX_WIDTH + "], got " + width);
        }
        int w = windows(width);
        long[][] tables = new long[columns.length][];
        long[] s = new long[Bls12381G1.SCRATCH];
        for (int j = 0; j < columns.length; j++) {
            int bases = columns[j].length / AFF;
            long[] jac = new long[bases * w * Bls12381G1.JACOBIAN];
            for (int o = 0; o < bases; o++) {
                int at = o * w * Bls12381G1.JACOBIAN;
                Bls12381G1.jacFromAffine(jac, at, columns[j], o * AFF);
                for (int t = 1; t < w; t++) {
                    int prev = at + (t - 1) * Bls12381G1.JACOBIAN;
                    int cur = prev + Bls12381G1.JACOBIAN;
                    Bls12381G1.jacDouble(jac, cur, jac, prev, s);
                    for (int d = 1; d < width; d++) {
                        Bls12381G1.jacDouble(jac, cur, jac, cur, s);
                    }
                }
            }
            tables[j] = new long[bases * w * AFF];
            Bls12381G1.batchJacToAffine(jac, 0, tables[j], 0, bases * w, new long[bases * w * Bls12381G1.COORD], s);
        }
        return new Fk20Tables(width, tables);
    }

    @Override
    public void msms(long[][] scalars, long[] out, MsmOptions options) {
        int half = 1 << (width - 1);
        long[] buckets = new long[(half + 1) * XYZZ];
        long[] acc = new long[XYZZ];
        long[] sum = new long[XYZZ];
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] k = new long[Fr.L];
        int[] digits = new int[windows];
        for (int j = 0; j < tables.length; j++) {
            long[] table = tables[j];
            int bases = table.length / (windows * AFF);
            for (int b = 1; b <= half; b++) {
                Bls12381G1.xyzzSetInfinity(buckets, b * XYZZ);
            }
            for (int o = 0; o < bases; o++) {
                Fr.toCanonical(scalars[j], o * Fr.L, k, 0);
                recode(k, width, digits);
                int base = o * windows * AFF;
                for (int t = 0; t < windows; t++) {
                    int d = digits[t];
                    if (d != 0) {
                        int b = Math.abs(d) * XYZZ;
                        Bls12381G1.xyzzAddMixed(buckets, b, buckets, b, table, base + t * AFF, d < 0, s);
                    }
                }
            }
            // Σ b B_b = Σ_b (B_half + ... + B_b): a running sum from the top bucket
            Bls12381G1.xyzzSetInfinity(acc, 0);
            Bls12381G1.xyzzSetInfinity(sum, 0);
            for (int b = half; b >= 1; b--) {
                Bls12381G1.xyzzAdd(acc, 0, acc, 0, buckets, b * XYZZ, s);
                Bls12381G1.xyzzAdd(sum, 0, sum, 0, acc, 0, s);
            }
            Bls12381G1.xyzzToJac(out, j * Bls12381G1.JACOBIAN, sum, 0, s);
        }
    }

    /**
     * The scalar (4 little-endian limbs, below r < 2^255) as Σ_t d_t 2^(w t) with d_t in
     * [-2^(w-1), 2^(w-1)]: a window above half its range borrows 2^w from the next.
     */
    static void recode(long[] k, int width, int[] digits) {
        int mask = (1 << width) - 1;
        int half = 1 << (width - 1);
        int carry = 0;
        for (int t = 0; t < digits.length; t++) {
            int bit = t * width;
            int v = bits(k, bit, width, mask) + carry;
            if (v > half) {
                digits[t] = v - (1 << width);
                carry = 1;
            } else {
                digits[t] = v;
                carry = 0;
            }
        }
    }

    /** The {@code width} bits of k from bit {@code bit} (zeros above bit 255). */
    private static int bits(long[] k, int bit, int width, int mask) {
        if (bit >= 256) {
            return 0;
        }
        int limb = bit >>> 6;
        int shift = bit & 63;
        long v = k[limb] >>> shift;
        if (shift + width > 64 && limb + 1 < 4) {
            v |= k[limb + 1] << (64 - shift);
        }
        return (int) v & mask;
    }
}
