package dev.pippin.msm;

/**
 * Normalizes the scalar encodings callers hand in to canonical limbs below r. Any 256-bit
 * value is valid and is reduced mod r (2^256 < 6r for both curves, so a few subtractions do it).
 */
final class Scalars {
    private Scalars() {}

    static final int BYTES = 32;

    /** n scalars of 32 big-endian bytes each. */
    static long[] fromBigEndian(byte[] be, int n, MsmGroup g) {
        if (be.length != (long) n * BYTES) {
            throw new IllegalArgumentException("expected " + n + " scalars of 32 bytes (" + (long) n * BYTES
                    + " bytes), got " + be.length + " bytes");
        }
        long[] k = new long[n * ScalarView.LIMBS];
        for (int i = 0; i < n; i++) {
            int base = i * BYTES;
            for (int j = 0; j < ScalarView.LIMBS; j++) {
                long w = 0;
                int from = base + BYTES - 8 * (j + 1);
                for (int b = 0; b < 8; b++) {
                    w = (w << 8) | (be[from + b] & 0xFFL);
                }
                k[i * ScalarView.LIMBS + j] = w;
            }
            reduce(k, i * ScalarView.LIMBS, g.orderLimbs());
        }
        return k;
    }

    /** n scalars as 4 little-endian limbs each; copied, then reduced. */
    static long[] fromLimbs(long[] limbs, int n, MsmGroup g, boolean montgomery) {
        if (limbs.length != (long) n * ScalarView.LIMBS) {
            throw new IllegalArgumentException("expected " + n + " scalars of 4 limbs (" + (long) n * ScalarView.LIMBS
                    + " longs), got " + limbs.length);
        }
        long[] k = limbs.clone();
        for (int i = 0; i < n; i++) {
            reduce(k, i * ScalarView.LIMBS, g.orderLimbs());
            if (montgomery) {
                g.fromMontgomery(k, i * ScalarView.LIMBS);
            }
        }
        return k;
    }

    /** k[off..off+4) mod r, in place. */
    static void reduce(long[] k, int off, long[] r) {
        while (!lessThan(k, off, r)) {
            long br = 0;
            for (int j = 0; j < ScalarView.LIMBS; j++) {
                long x = k[off + j], y = r[j];
                long d = x - y;
                long b1 = Long.compareUnsigned(x, y) < 0 ? 1 : 0;
                long e = d - br;
                br = b1 | (Long.compareUnsigned(d, br) < 0 ? 1 : 0);
                k[off + j] = e;
            }
        }
    }

    static boolean lessThan(long[] k, int off, long[] r) {
        for (int j = ScalarView.LIMBS - 1; j >= 0; j--) {
            if (k[off + j] != r[j]) {
                return Long.compareUnsigned(k[off + j], r[j]) < 0;
            }
        }
        return false;
    }

    /** r - k for 0 < k < r, into out[oo..]. */
    static void negate(long[] k, int off, long[] r, long[] out, int oo) {
        long br = 0;
        for (int j = 0; j < ScalarView.LIMBS; j++) {
            long x = r[j], y = k[off + j];
            long d = x - y;
            long b1 = Long.compareUnsigned(x, y) < 0 ? 1 : 0;
            long e = d - br;
            br = b1 | (Long.compareUnsigned(d, br) < 0 ? 1 : 0);
            out[oo + j] = e;
        }
    }
}
