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
     * {@code width} bits, exactly 2·(windows + 1) ints. One walk into a buffer sized by the
     * popcount (every pair but a trailing-squarings one consumes a one bit, and the first window
     * one more), then a trim, instead of a counting walk and a filling walk.
     */
    static int[] plan(byte[] e, int off, int len, int bitLength, int width) {
        int[] buf = new int[2 * popcount(e, off, len) + 2];
        int pairs = walk(e, off, len, bitLength, width, buf);
        return pairs * 2 + 2 == buf.length ? buf : java.util.Arrays.copyOf(buf, pairs * 2 + 2);
    }

    /** Walks the windows; fills plan when non-null; returns the number of pairs after the first. */
    private static int walk(byte[] e, int off, int len, int bitLength, int width, int[] plan) {
        int pairs = 0;
        int pos = 2;
        int squarings = 0;
        boolean first = true;
        int i = bitLength - 1;
        while (i >= 0) {
            if (bit(e, off, len, i) == 0) {
                squarings++;
                i--;
                continue;
            }
            int j = Math.max(i - width + 1, 0);
            while (bit(e, off, len, j) == 0) {
                j++;
            }
            int value = 0;
            for (int k = i; k >= j; k--) {
                value = (value << 1) | bit(e, off, len, k);
            }
            if (first) {
                if (plan != null) {
                    plan[1] = value >>> 1;
                }
                first = false;
            } else {
                squarings += i - j + 1;
                if (plan != null) {
                    plan[pos] = squarings;
                    plan[pos + 1] = value >>> 1;
                }
                pos += 2;
                pairs++;
            }
            squarings = 0;
            i = j - 1;
        }
        if (squarings > 0) {
            if (plan != null) {
                plan[pos] = squarings;
                plan[pos + 1] = -1;
            }
            pairs++;
        }
        return pairs;
    }
}
