package dev.pippin.field.modexp;

/**
 * Sliding-window width for an exponent: from its bit length (thresholds measured), lowered by a
 * popcount guard so that a sparse exponent never builds an odd-power table it cannot repay.
 *
 * <p>Cost model behind the guard, in multiplications (squarings counted as multiplications): a
 * width-w table of odd powers costs 1 squaring + 2^(w−1) − 1 multiplications (nothing for w = 1);
 * a random exponent of L bits then needs about L/(w + 1) window multiplications, and any exponent
 * needs at most popcount of them. The guard lowers w while width w − 1 is strictly cheaper under
 * that model (ties keep the length's width), which for 65537 (17 bits, popcount 2) means plain square-and-multiply.
 */
final class WindowSchedule {
    /** Widest window; a width-6 table is 32 entries. */
    public static final int MAX_WIDTH = 6;

    /**
     * MIN_BITS[w] is the shortest exponent, in bits, that gets width w: the points where the cost
     * model above gives width w and w − 1 equal cost for a random exponent (OpenSSL's break points
     * 23/79/239/671 are the same model). The modexp tuning harness (retired; docs/PERFORMANCE.md) timed a full modexp at every forced width; on this shared, overloaded 2-core
     * machine their run-to-run noise (±50 % per cell, e.g. 256-bit modulus, 672-bit exponent: w1
     * 112 µs, w2 250 µs, w5 98 µs) was larger than the differences between neighbouring widths, so
     * they could not move these values; re-run them on an idle machine before changing any.
     */
    static final int[] MIN_BITS = {0, 0, 12, 24, 80, 240, 672};

    private WindowSchedule() {
    }

    /** Width 1..6 for a non-zero exponent of the given bit length and number of one bits. */
    public static int width(int bitLength, int popcount) {
        int w = byLength(bitLength);
        while (w > 1 && cost(w - 1, bitLength, popcount) < cost(w, bitLength, popcount)) {
            w--;
        }
        return w;
    }

    /** The width the length thresholds alone give (before the popcount guard). */
    static int byLength(int bitLength) {
        int w = 1;
        while (w < MAX_WIDTH && bitLength >= MIN_BITS[w + 1]) {
            w++;
        }
        return w;
    }

    /** Estimated multiplications beyond the bitLength − 1 squarings, at width w. */
    static long cost(int w, int bitLength, int popcount) {
        long table = w == 1 ? 0 : (1L << (w - 1));
        long windows = Math.min(popcount, (bitLength + w) / (w + 1));
        return table + windows;
    }
}
