package dev.pippin.msm;

import dev.pippin.curve.ScalarLimbs;

/**
 * The scalar encodings callers hand in, normalised to canonical limbs below r. Any 256-bit
 * value is valid and is reduced mod r (2^256 < 6r for both curves, so a few subtractions do it).
 */
final class ScalarInputs {
    private ScalarInputs() {}

    /** n scalars of 32 big-endian bytes each. */
    static long[] fromBigEndian(byte[] be, int n, MsmGroup g) {
        if (be.length != (long) n * ScalarLimbs.BYTES) {
            throw new IllegalArgumentException("expected " + n + " scalars of 32 bytes (" + (long) n * ScalarLimbs.BYTES
                    + " bytes), got " + be.length + " bytes");
        }
        long[] k = new long[n * ScalarView.LIMBS];
        long[] t = new long[ScalarView.LIMBS];
        for (int i = 0; i < n; i++) {
            ScalarLimbs.fromBytes(be, i * ScalarLimbs.BYTES, t, 0);
            ScalarLimbs.reduce(t, 0, g.orderLimbs(), k, i * ScalarView.LIMBS);
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
            ScalarLimbs.reduce(limbs, i * ScalarView.LIMBS, g.orderLimbs(), k, i * ScalarView.LIMBS);
            if (montgomery) {
                g.fromMontgomery(k, i * ScalarView.LIMBS);
            }
        }
        return k;
    }
}
