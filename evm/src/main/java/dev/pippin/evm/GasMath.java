package dev.pippin.evm;

/**
 * Saturating arithmetic for gas: a price that would overflow a long is {@link Long#MAX_VALUE},
 * which no block can pay, so an absurd length prices as unpayable instead of wrapping to a small
 * or negative number. Operands are non-negative.
 */
final class GasMath {
    private GasMath() {}

    static long satMul(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        if (hi != 0 || lo < 0) {
            return Long.MAX_VALUE;
        }
        return lo;
    }

    static long satAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    /**
     * floor(a·m / d), exact whenever the result fits and saturated otherwise, though a·m itself
     * may not fit: a·m / d = (a / d)·m + (a mod d)·m / d. Needs m·d to fit in a long.
     */
    static long mulDiv(long a, long m, long d) {
        return satAdd(satMul(a / d, m), a % d * m / d);
    }

    /** How many whole items of itemBytes a length holds; the length must not be negative. */
    static long items(long length, int itemBytes) {
        if (length < 0) {
            throw new IllegalArgumentException("input length must not be negative, got " + length);
        }
        return length / itemBytes;
    }
}
