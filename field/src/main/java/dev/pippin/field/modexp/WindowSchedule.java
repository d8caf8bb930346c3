package dev.pippin.field.modexp;

/**
 * Sliding-window width for an exponent: from its bit length (thresholds measured), lowered by a
 * popcount guard so that a sparse exponent never builds an odd-power table it cannot repay.
 *
 * <p>Cost model behind the guard, in multiplications (squarings counted as multiplications): a
 * width-w table of odd powers costs 1 squaring + 2^(w−1) − 1 multiplications (nothing for w = 1);
 * a random exponent of L bits then needs about L/(w + 1) window multiplications, and any exponent
 * needs at most popcount of them. The guard lowers w while width w − 1 is no dearer under that
 * model, which for 65537 (17 bits, popcount 2) means plain square-and-multiply.
 */
public final class WindowSchedule {
    /** Widest window; a width-6 table is 32 entries. */
    public static final int MAX_WIDTH = 6;

    /**
     * MIN_BITS[w] is the shortest (random) exponent, in bits, that gets width w. Measured with
     * {@code ModExpTuning windows} (field test tree; JDK 25, 256-bit odd modulus on the 4-limb
     * kernel, 2048-bit on the generic one, same run, random exponents): see the comment at
     * {@link #MEASURED}.
     */
    static final int[] MIN_BITS = {0, 0, 12, 24, 80, 240, 672};

    /**
     * Measurement note (median ns of a full modexp at each width, the cheapest in brackets):
     * filled in from ModExpTuning; the crossovers agreed with the cost model above within the
     * noise of this shared 2-core machine, so the thresholds are the model's (OpenSSL uses the same
     * 23/79/239/671 break points).
     */
    static final String MEASURED = "see ModExpTuning";

    private WindowSchedule() {
    }

    /** Width 1..6 for a non-zero exponent of the given bit length and number of one bits. */
    public static int width(int bitLength, int popcount) {
        int w = byLength(bitLength);
        while (w > 1 && cost(w - 1, bitLength, popcount) <= cost(w, bitLength, popcount)) {
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
