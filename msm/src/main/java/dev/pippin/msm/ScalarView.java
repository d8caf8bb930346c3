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
        // The window below's top bit, or 0 for window 0: masked rather than branched (see bits).
        final long carryIn = bits(i, Math.max(lo - 1, 0), 1) & ~((lo - 1) >> 31);
        final long top = raw >>> (c - 1);
        return (int) (raw + carryIn - (top << c));
    }

    /**
     * Bits [lo, lo + width) of scalar i (zero past its last limb); width <= 32.
     *
     * <p>Branch-free: limbs past the scalar are masked to zero and their index clamped, rather
     * than tested. Which tests hold depends on the window width and the stride, which change
     * from one MSM to the next; as branches, a test C2 had seen go one way trapped the first MSM
     * that went the other way, and each trap threw the whole inlined bucket loop back to the
     * interpreter for a recompilation of 100-200 ms (JFR jdk.Deoptimization and jdk.Compilation
     * events of a cold `pippin groth16 prove`; docs/PERFORMANCE.md, "Cold start").
     */
    private long bits(int i, int lo, int width) {
        final int limb = lo >>> 6;
        final int sh = lo & 63;
        final int base = i * stride;
        final long keep0 = (limb - stride) >> 31;      // -1 while the limb exists, else 0
        final long keep1 = (limb + 1 - stride) >> 31;
        final long v0 = limbs[base + Math.min(limb, stride - 1)] & keep0;
        final long v1 = limbs[base + Math.min(limb + 1, stride - 1)] & keep1;
        // (v1 << 1) << (63 - sh) is v1 << (64 - sh) for sh in [0, 63], and 0 at sh = 0.
        final long v = (v0 >>> sh) | ((v1 << 1) << (63 - sh));
        return v & ((1L << width) - 1);
    }
}
