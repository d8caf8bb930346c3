package dev.pippin.msm;

import java.util.Random;

/**
 * A {@link Random} moved ahead by a number of draws without making them, so that a range of a
 * generated instance can be built alone. Random's generator is specified by its documentation
 * (a 48-bit linear congruential generator, x' = x A + C mod 2^48, next(bits) the top bits of x',
 * nextBytes four bytes per nextInt, nextInt(bound) by rejection), so its state after k steps is
 * computable: A^k x + C (A^(k-1) + ... + 1) mod 2^48, by squaring, in O(log k).
 *
 * <p>nextInt(bound) for a bound that is not a power of two rejects a draw now and then, so the
 * steps k values take are not a fixed multiple of k; those are skipped by replaying the
 * rejection test on the bare generator, one multiply-add per value (a few ns).
 */
final class RandomSkip {
    private RandomSkip() {}

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    /** Generator steps that {@code new BigInteger(bits, rnd)} takes: one nextInt per 4 bytes. */
    static long stepsPerBigInteger(int bits) {
        long bytes = (bits + 7L) / 8;
        return (bytes + 3) / 4;
    }

    /** A Random in the state {@code new Random(seed)} reaches after this many steps. */
    static Random afterSteps(long seed, long steps) {
        return at(jump((seed ^ MULTIPLIER) & MASK, steps));
    }

    /** A Random in the state {@code new Random(seed)} reaches after values calls of nextInt(bound). */
    static Random afterBoundedInts(long seed, long values, int bound) {
        if (bound <= 0 || (bound & (bound - 1)) == 0) {
            // a power of two takes one step a value; no caller needs it, but it would be wrong below
            throw new IllegalArgumentException("bound must be positive and not a power of two, got " + bound);
        }
        long x = (seed ^ MULTIPLIER) & MASK;
        int m = bound - 1;
        for (long v = 0; v < values; v++) {
            int u;
            do {
                x = (x * MULTIPLIER + ADDEND) & MASK;
                u = (int) (x >>> 17); // next(31)
            } while (u - u % bound + m < 0);
        }
        return at(x);
    }

    /** x after k steps: the affine map x -> A x + C composed k times, by squaring. */
    static long jump(long x, long k) {
        if (k < 0) {
            throw new IllegalArgumentException("steps must be >= 0, got " + k);
        }
        long mul = 1, add = 0; // the accumulated map x -> mul x + add
        long curMul = MULTIPLIER, curAdd = ADDEND; // the map for 2^i steps
        while (k != 0) {
            if ((k & 1) != 0) {
                mul = (mul * curMul) & MASK;
                add = (add * curMul + curAdd) & MASK;
            }
            curAdd = (curAdd * (curMul + 1)) & MASK;
            curMul = (curMul * curMul) & MASK;
            k >>>= 1;
        }
        return (mul * x + add) & MASK;
    }

    /** The constructor scrambles its seed by xor with the multiplier; undo that to land on state x. */
    private static Random at(long x) {
        return new Random(x ^ MULTIPLIER);
    }
}
