package dev.pippin.groth16;

import dev.pippin.msm.Workers;
import dev.pippin.field.Bn254FrLazy;

/**
 * Radix-2 number-theoretic transforms over the bn254 scalar field, in place on vectors in the
 * lazy radix-2^56 form ({@link Bn254FrLazy}: element i at 5i of a {@code long[]}, a product
 * about two thirds of the 4-limb Montgomery one's, additions with no carry chain), with a
 * precomputed table of twiddles tw[j] = w^j (j below n/2, same form) for a primitive n-th root w.
 * Callers with 4-limb vectors re-cut them in and out ({@link Bn254FrLazy#fromLimbs64Raw}): the
 * transforms are linear, so no product is needed for that ({@link Domain#toOddCoset}).
 *
 * <p>{@link #dif} (Gentleman-Sande) takes natural order to bit-reversed order and {@link #dit}
 * (Cooley-Tukey) takes bit-reversed order to natural order; each computes
 * X_k = sum_j x_j w^(jk). A transform followed by one of the other kind, each in its own
 * root, therefore needs no bit-reversal pass between them.
 *
 * <p>Threads: the layers whose butterflies span the whole vector are split by butterfly index
 * (one join per layer: log2 of the thread count of them); below that the vector falls apart into
 * independent blocks, one range of blocks per thread. Blocks of {@value #CACHE_BLOCK} elements or
 * fewer run all their remaining layers at once, so the small layers work in cache.
 */
final class FrNtt {
    private FrNtt() {}

    static final int LIMBS = Bn254FrLazy.LIMBS;
    /** 2^13 elements are 320 KiB: they stay in a core's L2 (512 KiB here) while their layers run. */
    static final int CACHE_BLOCK = 1 << 13;

    /** Natural order in, bit-reversed out. */
    static void dif(long[] a, int logN, long[] tw, int threads) {
        int n = 1 << logN;
        check(a, n, tw);
        int parts = parts(n, threads);
        int len = n >>> 1;
        // Shared layers: every butterfly of a layer is independent, any split of them works.
        for (; len >= 1 && (n / (2 * len)) < parts; len >>>= 1) {
            final int l = len;
            Workers.forRanges(n >>> 1, parts, (from, to) -> difLayer(a, n, tw, l, from, to));
        }
        // Independent blocks of 2 * len elements: each thread owns a contiguous range of them.
        if (len >= 1) {
            final int top = len;
            int blocks = n / (2 * top);
            Workers.forRanges(blocks, parts, (from, to) -> {
                for (int b = from; b < to; b++) {
                    difBlock(a, n, tw, top, b * 2 * top);
                }
            });
        }
    }

    /** Bit-reversed order in, natural out. */
    static void dit(long[] a, int logN, long[] tw, int threads) {
        int n = 1 << logN;
        check(a, n, tw);
        int parts = parts(n, threads);
        // The layers of blocks of 2 * len elements with n / (2 len) >= parts are block-local.
        int top = n >>> 1;
        while (top >= 1 && (n / (2 * top)) < parts) {
            top >>>= 1;
        }
        if (top >= 1) {
            final int t = top;
            int blocks = n / (2 * t);
            Workers.forRanges(blocks, parts, (from, to) -> {
                for (int b = from; b < to; b++) {
                    ditBlock(a, n, tw, t, b * 2 * t);
                }
            });
        }
        for (int len = Math.max(1, 2 * top); len <= n >>> 1; len <<= 1) {
            final int l = len;
            Workers.forRanges(n >>> 1, parts, (from, to) -> ditLayer(a, n, tw, l, from, to));
        }
    }

    /** The largest power of two that is at most threads and leaves each part a butterfly. */
    private static int parts(int n, int threads) {
        int p = Integer.highestOneBit(Math.max(1, threads));
        return Math.min(p, n >>> 1);
    }

    private static void check(long[] a, int n, long[] tw) {
        if (n < 2 || a.length != n * LIMBS || tw.length < (n >>> 1) * LIMBS) {
            throw new IllegalArgumentException("an NTT of " + n + " elements needs " + n * LIMBS
                    + " longs and " + (n >>> 1) * LIMBS + " of twiddles, got " + a.length + " and " + tw.length);
        }
    }

    /** Butterflies [from, to) of the DIF layer of half-size len (butterfly m: block m / len, offset m % len). */
    private static void difLayer(long[] a, int n, long[] tw, int len, int from, int to) {
        long[] t = new long[LIMBS];
        int stride = (n >>> 1) / len;
        for (int m = from; m < to; m++) {
            int j = m & (len - 1);
            int i = ((m - j) << 1) + j;
            difButterfly(a, i * LIMBS, (i + len) * LIMBS, tw, j * stride * LIMBS, j == 0, t);
        }
    }

    /** All layers of half-size len and below inside the block of 2 * len elements at start. */
    private static void difBlock(long[] a, int n, long[] tw, int len, int start) {
        long[] t = new long[LIMBS];
        for (int l = len; l >= 1; l >>>= 1) {
            if (2 * l <= CACHE_BLOCK) {
                // This layer and the ones below fit in cache: finish each sub-block at once.
                for (int s = start; s < start + 2 * len; s += 2 * l) {
                    difSmall(a, n, tw, l, s, t);
                }
                return;
            }
            difRun(a, n, tw, l, start, start + 2 * len, t);
        }
    }

    /** Layers l, l/2, ..., 1 inside the block of 2 l elements at s. */
    private static void difSmall(long[] a, int n, long[] tw, int l, int s, long[] t) {
        for (int k = l; k >= 1; k >>>= 1) {
            difRun(a, n, tw, k, s, s + 2 * l, t);
        }
    }

    /** One DIF layer of half-size len over the elements [start, end). */
    private static void difRun(long[] a, int n, long[] tw, int len, int start, int end, long[] t) {
        int stride = (n >>> 1) / len;
        for (int b = start; b < end; b += 2 * len) {
            for (int j = 0; j < len; j++) {
                int i = b + j;
                difButterfly(a, i * LIMBS, (i + len) * LIMBS, tw, j * stride * LIMBS, j == 0, t);
            }
        }
    }

    /** (u, v) -> (u + v, (u - v) w). */
    private static void difButterfly(long[] a, int i, int k, long[] tw, int w, boolean unit, long[] t) {
        if (unit) {
            Bn254FrLazy.sub(t, 0, a, i, a, k);
            Bn254FrLazy.add(a, i, a, i, a, k);
            System.arraycopy(t, 0, a, k, LIMBS);
        } else {
            Bn254FrLazy.sub(t, 0, a, i, a, k);
            Bn254FrLazy.add(a, i, a, i, a, k);
            Bn254FrLazy.mul(a, k, t, 0, tw, w);
        }
    }

    private static void ditLayer(long[] a, int n, long[] tw, int len, int from, int to) {
        long[] t = new long[LIMBS];
        int stride = (n >>> 1) / len;
        for (int m = from; m < to; m++) {
            int j = m & (len - 1);
            int i = ((m - j) << 1) + j;
            ditButterfly(a, i * LIMBS, (i + len) * LIMBS, tw, j * stride * LIMBS, j == 0, t);
        }
    }

    /** All layers of half-size 1 up to len inside the block of 2 * len elements at start. */
    private static void ditBlock(long[] a, int n, long[] tw, int len, int start) {
        long[] t = new long[LIMBS];
        int small = Math.min(len, CACHE_BLOCK >>> 1);
        // Sub-blocks that fit in cache run their layers 1..small at once.
        for (int s = start; s < start + 2 * len; s += 2 * small) {
            for (int k = 1; k <= small; k <<= 1) {
                ditRun(a, n, tw, k, s, s + 2 * small, t);
            }
        }
        for (int l = 2 * small; l <= len; l <<= 1) {
            ditRun(a, n, tw, l, start, start + 2 * len, t);
        }
    }

    private static void ditRun(long[] a, int n, long[] tw, int len, int start, int end, long[] t) {
        int stride = (n >>> 1) / len;
        for (int b = start; b < end; b += 2 * len) {
            for (int j = 0; j < len; j++) {
                int i = b + j;
                ditButterfly(a, i * LIMBS, (i + len) * LIMBS, tw, j * stride * LIMBS, j == 0, t);
            }
        }
    }

    /** (u, v) -> (u + v w, u - v w). */
    private static void ditButterfly(long[] a, int i, int k, long[] tw, int w, boolean unit, long[] t) {
        if (unit) {
            System.arraycopy(a, k, t, 0, LIMBS);
        } else {
            Bn254FrLazy.mul(t, 0, a, k, tw, w);
        }
        Bn254FrLazy.sub(a, k, a, i, t, 0);
        Bn254FrLazy.add(a, i, a, i, t, 0);
    }

    /** tw[j] = w^j for j below half, w and the table in the lazy form. */
    static long[] twiddles(long[] w, int half, int threads) {
        long[] tw = new long[half * LIMBS];
        Bn254FrLazy.setOne(tw, 0);
        if (half == 1) {
            return tw;
        }
        // Each range starts from its own power w^from, so the ranges run independently.
        Workers.forRanges(half, threads, (from, to) -> {
            long[] start = new long[LIMBS];
            Bn254FrLazy.pow(start, 0, w, 0, new long[] {from});
            Bn254FrLazy.copy(tw, from * LIMBS, start, 0);
            for (int j = from + 1; j < to; j++) {
                Bn254FrLazy.mul(tw, j * LIMBS, tw, (j - 1) * LIMBS, w, 0);
            }
        });
        return tw;
    }
}
