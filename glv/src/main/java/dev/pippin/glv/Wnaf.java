package dev.pippin.glv;

/**
 * Width-w non-adjacent form of a part magnitude below 2^127 (one or two limbs), written into a
 * caller's byte array: the allocation-free recoding that the endomorphism scalar
 * multiplications walk (the curve's {@code Scalars.wnaf} allocates per call).
 */
public final class Wnaf {
    private Wnaf() {}

    /**
     * Writes the width-w NAF of m (limbs little-endian limbs at m[mo], value below 2^127) to
     * digits[off], least significant digit first: every digit is 0 or odd in
     * (-2^(w-1), 2^(w-1)), m = sum digits[off + i] 2^i, and any w consecutive digits hold at
     * most one non-zero. Returns the number of digits (0 for m = 0; at most 64 limbs + 1), the
     * last of which is positive. 2 <= w <= 7.
     */
    public static int recode(long[] m, int mo, int limbs, int w, byte[] digits, int off) {
        long lo = m[mo], hi = limbs == 2 ? m[mo + 1] : 0;
        final long mask = (1L << w) - 1, half = 1L << (w - 1);
        int len = 0;
        while ((lo | hi) != 0) {
            long d = 0;
            if ((lo & 1) != 0) {
                d = lo & mask;
                if (d >= half) {
                    d -= 1L << w;
                    long n = lo - d; // + |d|, with carry (the value stays below 2^127 + 2^w)
                    if (Long.compareUnsigned(n, lo) < 0) {
                        hi++;
                    }
                    lo = n;
                } else {
                    lo -= d; // the low w bits are d: no borrow
                }
            }
            digits[off + len++] = (byte) d;
            lo = (lo >>> 1) | (hi << 63);
            hi >>>= 1;
        }
        return len;
    }
}
