package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.glv.Bls12381G1Glv;

/**
 * The pieces of a batch-affine Straus (interleaved) multi-scalar multiplication with GLV, for
 * many small MSMs (or single multiplications) at once through {@link AffineChains}: each scalar
 * k splits into k_1 + λ k_2 with halves of at most 127 bits (φ(x, y) = (βx, y) = [λ]·), each half
 * recoded to a width-{@value #WINDOW} NAF; each point gets its odd multiples P, 3P, ..., 15P and
 * their φ images; a chain then walks the bits of its terms from the top, one doubling per bit
 * and one addition per non-zero digit ({@link Digits#programs}), or the additions are collected
 * by bit into buckets summed by Horner's rule ({@link Digits#bucketPrograms}, {@link BitBuckets}).
 *
 * <p>Cost model per point and scalar: about 2 × 128 / 6 ≈ 43 additions, plus 8 steps and 8 Fp
 * products for the table; per chain about 128 doublings. Width 5 is the cheapest for 64 points
 * per chain (per point: w = 4 costs 51 + 4 steps, w = 5 43 + 8, w = 6 37 + 16).
 */
final class GlvStraus {
    private GlvStraus() {}

    /** wNAF width of the halves: digits odd in [-15, 15], 8 odd multiples per table. */
    static final int WINDOW = 5;
    /** Odd multiples per point and half. */
    static final int ODD = 1 << (WINDOW - 2);
    /** Table entries per point: the odd multiples, then their φ images. */
    static final int ENTRIES = 2 * ODD;
    private static final int PART_LIMBS = Bls12381G1Glv.PART_LIMBS;
    /** Digits per half: a NAF is at most one digit longer than its value. */
    static final int STRIDE = 64 * PART_LIMBS + 1;
    /** At most this many non-zero digits per half (one in every WINDOW digits). */
    private static final int MAX_NONZERO = (STRIDE + WINDOW - 1) / WINDOW;
    private static final int AFF = Bls12381G1.AFFINE;

    /**
     * table[(i × 16 + e) × 14]: for e < 8, (2e + 1) P_i; for e ≥ 8, φ((2(e - 8) + 1) P_i), for the
     * n affine points (infinity gives a table of infinities). Batch-affine, 8 rounds of n steps.
     */
    static void oddMultiples(long[] points, int po, int n, long[] table, AffineBatch batch) {
        long[] twice = new long[n * AFF];
        System.arraycopy(points, po, twice, 0, n * AFF);
        int cap = batch.capacity();
        int[] dst = new int[Math.min(cap, n)];
        int[] code = new int[dst.length];
        for (int from = 0; from < n; from += dst.length) {
            int m = Math.min(dst.length, n - from);
            for (int i = 0; i < m; i++) {
                dst[i] = (from + i) * AFF;
                code[i] = AffineBatch.DOUBLE;
            }
            batch.run(twice, dst, twice, code, m);
        }
        for (int i = 0; i < n; i++) {
            System.arraycopy(points, po + i * AFF, table, i * ENTRIES * AFF, AFF);
        }
        for (int e = 1; e < ODD; e++) {
            for (int i = 0; i < n; i++) {
                int at = (i * ENTRIES + e) * AFF;
                System.arraycopy(table, at - AFF, table, at, AFF);
            }
            for (int from = 0; from < n; from += dst.length) {
                int m = Math.min(dst.length, n - from);
                for (int i = 0; i < m; i++) {
                    dst[i] = ((from + i) * ENTRIES + e) * AFF;
                    code[i] = AffineBatch.add((from + i) * AFF, false);
                }
                batch.run(table, dst, twice, code, m);
            }
        }
        for (int i = 0; i < n; i++) {
            int at = i * ENTRIES * AFF;
            Bls12381G1Glv.phi(table, at + ODD * AFF, table, at, ODD);
        }
    }

    /** The recoded scalars: per scalar two NAFs of STRIDE digits, their lengths and the signs. */
    static final class Digits {
        final byte[] naf;
        final int[] length;
        final int[] signs;

        Digits(int n) {
            naf = new byte[n * 2 * STRIDE];
            length = new int[n * 2];
            signs = new int[n];
        }

        /** Recodes scalar i, four canonical limbs at k[ko] (any value below 2^256: read mod r). */
        void set(int i, long[] k, int ko, long[] parts) {
            signs[i] = Bls12381G1Glv.decompose(k, ko, parts, 0);
            for (int h = 0; h < 2; h++) {
                length[2 * i + h] = ScalarLimbs.wnaf(parts, h * PART_LIMBS, PART_LIMBS, WINDOW, naf, (2 * i + h) * STRIDE);
            }
        }

        /**
         * The programs of chains over consecutive ranges of the scalars, for {@link AffineChains#run}:
         * chain c sums scalars [bounds[c], bounds[c + 1]), scalar i pairing with point i's table
         * entries; returns {prog, start} (start: each chain's first position, then the end).
         */
        int[][] programs(int[] bounds, int chains) {
            int longest = 0;
            for (int c = 0; c < chains; c++) {
                longest = Math.max(longest, bounds[c + 1] - bounds[c]);
            }
            int[] prog = new int[chains * bound(longest)];
            int[] start = new int[chains + 1];
            int pos = 0;
            for (int c = 0; c < chains; c++) {
                start[c] = pos;
                pos = emit(bounds[c], bounds[c + 1], bounds[c], prog, pos);
            }
            start[chains] = pos;
            return new int[][] {prog, start};
        }

        /**
         * The programs of {@link BitBuckets}, for {@link AffineChains#run}: bucket g × STRIDE + b
         * adds the table entry (signed) of every non-zero digit at position b of the scalars
         * [bounds[g], bounds[g + 1]), scalar i pairing with point i's entries; returns
         * {prog, start} (start: each bucket's first position, then the end).
         */
        int[][] bucketPrograms(int[] bounds, int groups) {
            int[] start = new int[groups * STRIDE + 1];
            for (int g = 0; g < groups; g++) {
                for (int i = bounds[g]; i < bounds[g + 1]; i++) {
                    for (int h = 0; h < 2; h++) {
                        int at = (2 * i + h) * STRIDE;
                        for (int b = 0; b < length[2 * i + h]; b++) {
                            if (naf[at + b] != 0) {
                                start[g * STRIDE + b + 1]++;
                            }
                        }
                    }
                }
            }
            for (int c = 0; c < groups * STRIDE; c++) {
                start[c + 1] += start[c];
            }
            int[] prog = new int[start[groups * STRIDE]];
            int[] fill = java.util.Arrays.copyOf(start, groups * STRIDE);
            for (int g = 0; g < groups; g++) {
                for (int i = bounds[g]; i < bounds[g + 1]; i++) {
                    for (int h = 0; h < 2; h++) {
                        int at = (2 * i + h) * STRIDE;
                        boolean flip = ((signs[i] >>> h) & 1) != 0;
                        for (int b = 0; b < length[2 * i + h]; b++) {
                            int d = naf[at + b];
                            if (d != 0) {
                                int entry = i * ENTRIES + h * ODD + ((d < 0 ? -d : d) >> 1);
                                prog[fill[g * STRIDE + b]++] = AffineBatch.add(entry * AFF, (d < 0) ^ flip);
                            }
                        }
                    }
                }
            }
            return new int[][] {prog, start};
        }

        /** An upper bound on the program length of a chain over t terms. */
        static int bound(int t) {
            return STRIDE + t * 2 * MAX_NONZERO;
        }

        /**
         * Writes the program of the chain Σ k_i P_i over scalars i in [from, to), scalar i
         * pairing with the table entries of point {@code point0 + i - from}, into prog from pos;
         * returns the new end.
         */
        int emit(int from, int to, int point0, int[] prog, int pos) {
            int top = 0;
            for (int i = from; i < to; i++) {
                top = Math.max(top, Math.max(length[2 * i], length[2 * i + 1]));
            }
            boolean started = false;
            for (int b = top - 1; b >= 0; b--) {
                if (started) {
                    prog[pos++] = AffineBatch.DOUBLE;
                }
                for (int i = from; i < to; i++) {
                    for (int h = 0; h < 2; h++) {
                        if (b >= length[2 * i + h]) {
                            continue;
                        }
                        int d = naf[(2 * i + h) * STRIDE + b];
                        if (d == 0) {
                            continue;
                        }
                        boolean negate = (d < 0) ^ (((signs[i] >>> h) & 1) != 0);
                        int entry = (point0 + i - from) * ENTRIES + h * ODD + ((d < 0 ? -d : d) >> 1);
                        prog[pos++] = AffineBatch.add(entry * AFF, negate);
                        started = true;
                    }
                }
            }
            return pos;
        }
    }
}
