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
        long[] t = new long[ScalarView.LIMBS];
        for (int i = 0; i < n; i++) {
            dev.pippin.curve.Scalars.fromBytes(be, i * BYTES, t, 0);
            dev.pippin.curve.Scalars.reduce(t, 0, g.orderLimbs(), k, i * ScalarView.LIMBS);
        }
        return k;
    }

    /** n scalars as 4 little-endian limbs each; copied, then reduced (and out of Montgomery form if asked). */
    static long[] fromLimbs(long[] limbs, int n, MsmGroup g, boolean montgomery) {
        if (limbs.length != (long) n * ScalarView.LIMBS) {
            throw new IllegalArgumentException("expected " + n + " scalars of 4 limbs (" + (long) n * ScalarView.LIMBS
                    + " longs), got " + limbs.length);
        }
        long[] k = new long[limbs.length];
        for (int i = 0; i < n; i++) {
            dev.pippin.curve.Scalars.reduce(limbs, i * ScalarView.LIMBS, g.orderLimbs(), k, i * ScalarView.LIMBS);
            if (montgomery) {
                g.fromMontgomery(k, i * ScalarView.LIMBS);
            }
        }
        return k;
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
