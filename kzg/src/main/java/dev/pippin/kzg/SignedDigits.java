package dev.pippin.kzg;

/**
 * The signed-window recoding of a scalar below r that the fixed-base tables ({@link LagrangeTable},
 * {@link Fk20Tables}, {@link GeneratorTable}) index by: k = Σ_t d_t 2^(w t) with every d_t in
 * [-2^(w-1), 2^(w-1)], so a table keeps the 2^(w-1) multiples 1 ... 2^(w-1) of each shifted base
 * and a negative digit adds the entry's negation.
 */
final class SignedDigits {
    private SignedDigits() {}

    /**
     * Windows of width w for a scalar below r < 2^255: ⌊255 / w⌋ + 1. The top one holds the last
     * 255 mod w &lt; w bits and the carry from below, at most 2^(w-1) in all, so no carry leaves it.
     */
    static int windows(int width) {
        return 255 / width + 1;
    }

    /**
     * The scalar (4 little-endian limbs at k[ko], below r) into {@code digits.length} signed
     * digits: a window above half its range borrows 2^w from the next.
     */
    static void recode(long[] k, int ko, int width, int[] digits) {
        int mask = (1 << width) - 1;
        int half = 1 << (width - 1);
        int carry = 0;
        for (int t = 0; t < digits.length; t++) {
            int v = bits(k, ko, t * width, width, mask) + carry;
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
    private static int bits(long[] k, int ko, int bit, int width, int mask) {
        if (bit >= 256) {
            return 0;
        }
        int limb = bit >>> 6;
        int shift = bit & 63;
        long v = k[ko + limb] >>> shift;
        if (shift + width > 64 && limb + 1 < Fr.L) {
            v |= k[ko + limb + 1] << (64 - shift);
        }
        return (int) v & mask;
    }
}
