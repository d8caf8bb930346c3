package dev.pippin.field.modexp;

/**
 * Left-to-right sliding-window recoding of an exponent into a kernel-independent plan, so that
 * each Montgomery kernel (unrolled 5- and 7-limb, radix-2^56 loops, radix 2^28, power of two) runs the same schedule with its
 * own monomorphic mul/sqr calls.
 *
 * <p>Plan layout: {@code plan[1]} is the table index of the first window (the accumulator starts
 * at that odd power, saving the squarings of 1); then pairs {@code (squarings, index)}: square the
 * accumulator that many times, then multiply by {@code table[index]} (the odd power 2·index + 1)
 * unless index is −1 (trailing squarings). {@code plan[0]} is unused.
 */
final class SlidingWindow {
    private SlidingWindow() {
    }

    /** Bit i (0 = least significant) of the big-endian exponent e[off, off+len). */
    static int bit(byte[] e, int off, int len, int i) {
        return (e[off + len - 1 - (i >>> 3)] >>> (i & 7)) & 1;
    }

    /** Number of one bits in e[off, off+len). */
    static int popcount(byte[] e, int off, int len) {
        int c = 0;
        for (int i = off; i < off + len; i++) {
            c += Integer.bitCount(e[i] & 0xFF);
        }
        return c;
    }

    /** Bit length of e[off, off+len). */
    static int bitLength(byte[] e, int off, int len) {
        int i = Limbs.firstNonZero(e, off, len);
        if (i == off + len) {
            return 0;
        }
        return (off + len - i - 1) * 8 + 32 - Integer.numberOfLeadingZeros(e[i] & 0xFF);
    }

    /**
     * The plan for a non-zero exponent of the given bit length with windows of at most
     * {@code width} bits, exactly 2·(windows + 1) ints. The exponent is read once into 64-bit
     * limbs; a run of zero bits is skipped with one leading-zero count per limb and a window is
     * one bit-field read, so the walk costs per window, not per bit; then one walk into a buffer
     * sized by the popcount (every pair but a trailing-squarings one consumes a one bit, and the
     * first window one more) and a trim. The walk by single-bit reads it replaces took 177 ns for
     * a 64-bit exponent at width 3, 5 % of a 256-bit modexp (docs/MODEXP-ROUTING.md, "What the
     * byte path costs").
     */
    static int[] plan(byte[] e, int off, int len, int bitLength, int width) {
        long[] x = Limbs.fromBytes(e, off, len);
        int ones = 0;
        for (long w : x) {
            ones += Long.bitCount(w);
        }
        int[] buf = new int[2 * ones + 2];
        int pairs = walk(x, bitLength, width, buf);
        return pairs * 2 + 2 == buf.length ? buf : java.util.Arrays.copyOf(buf, pairs * 2 + 2);
    }

    /**
     * Walks the windows of the exponent x (little-endian limbs, top bit at bitLength − 1) into
     * plan; returns the number of pairs after the first window. A window starts at the highest one
     * bit left, spans at most width bits, and ends at its lowest one bit (so its value is odd).
     */
    private static int walk(long[] x, int bitLength, int width, int[] plan) {
        int pairs = 0;
        int pos = 2;
        boolean first = true;
        int i = bitLength - 1;
        while (i >= 0) {
            int h = highestOneAtOrBelow(x, i);
            if (h < 0) {
                break;                                  // bits i..0 are zero: trailing squarings
            }
            int j = Math.max(h - width + 1, 0);
            long v = Limbs.bitField(x, x.length, j, h - j + 1);
            int tz = Long.numberOfTrailingZeros(v);    // v has bit h − j set, so tz <= h − j
            v >>>= tz;
            j += tz;
            if (first) {
                plan[1] = (int) (v >>> 1);
                first = false;
            } else {
                plan[pos] = i - j + 1;                  // the zeros above the window, then its bits
                plan[pos + 1] = (int) (v >>> 1);
                pos += 2;
                pairs++;
            }
            i = j - 1;
        }
        if (i >= 0) {
            plan[pos] = i + 1;
            plan[pos + 1] = -1;
            pairs++;
        }
        return pairs;
    }

    /** The index of the highest one bit of x at or below bit i (i >= 0), or −1 if there is none. */
    private static int highestOneAtOrBelow(long[] x, int i) {
        int w = i >>> 6;
        long word = w < x.length ? x[w] & (-1L >>> (63 - (i & 63))) : 0;
        while (word == 0) {
            if (--w < 0) {
                return -1;
            }
            word = w < x.length ? x[w] : 0;
        }
        return 64 * w + 63 - Long.numberOfLeadingZeros(word);
    }
}
