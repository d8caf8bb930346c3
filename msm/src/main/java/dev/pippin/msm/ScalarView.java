package dev.pippin.msm;

/**
 * Scalars (a fixed number of little-endian limbs each: 4 for full scalars below r, fewer for the
 * parts of a GLV/GLS split) with an optional per-point sign, and their signed c-bit digits.
 *
 * <p>Digits are computed on demand, from the scalar alone, with the carry taken from the top bit
 * of the window below (Booth-style recoding): d_w = raw_w + bit(wc - 1) - 2^c * bit(wc + c - 1).
 * Then d_w lies in [-2^(c-1), 2^(c-1)], so 2^(c-1) buckets serve a window, and the sum
 * telescopes to k exactly when bit(Wc - 1) = 0, which W = floor(bits / c) + 1 windows guarantee.
 * No digit table: any window can be processed by any thread in any order.
 */
final class ScalarView {
    /** Limbs of a full scalar. */
    static final int LIMBS = 4;

    private final long[] limbs;
    private final int stride;
    private final boolean[] negated;

    /**
     * @param limbs   {@code stride} limbs per point, indexed by point number
     * @param stride  limbs per scalar (1 to 4)
     * @param negated per-point sign (the point is to be subtracted), or null for none
     */
    ScalarView(long[] limbs, int stride, boolean[] negated) {
        this.limbs = limbs;
        this.stride = stride;
        this.negated = negated;
    }

    boolean negated(int i) {
        return negated != null && negated[i];
    }

    long[] limbs() {
        return limbs;
    }

    /** Windows of width c needed for scalars of at most {@code bits} bits (one guard window included). */
    static int windows(int bits, int c) {
        return bits / c + 1;
    }

    int digit(int i, int window, int c) {
        final int lo = window * c;
        final long raw = bits(i, lo, c);
        final long carryIn = lo == 0 ? 0 : bits(i, lo - 1, 1);
        final long top = raw >>> (c - 1);
        return (int) (raw + carryIn - (top << c));
    }

    /** Bits [lo, lo + width) of scalar i (zero past its last limb); width <= 32. */
    private long bits(int i, int lo, int width) {
        final int limb = lo >>> 6;
        if (limb >= stride) {
            return 0;
        }
        final int sh = lo & 63;
        final int base = i * stride;
        long v = limbs[base + limb] >>> sh;
        if (sh + width > 64 && limb + 1 < stride) {
            v |= limbs[base + limb + 1] << (64 - sh);
        }
        return v & ((1L << width) - 1);
    }
}
