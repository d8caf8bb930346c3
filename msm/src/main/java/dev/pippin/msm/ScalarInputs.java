package dev.pippin.msm;

import dev.pippin.curve.ScalarLimbs;

/**
 * The scalar encodings callers hand in, normalised to canonical limbs below r. Any 256-bit
 * value is valid and is reduced mod r (2^256 < 6r for both curves, so a few subtractions do it).
 */
final class ScalarInputs {
    private ScalarInputs() {}

    /**
     * From this many scalars the conversion (and the classification after it, ScalarClasses) runs
     * on the MSM's threads. A scratch probe timing both passes, bn254 G1 uniform scalars, min of
     * 30, 1 / 2 threads, ms (the other core busy with a build, so the 2-thread side is pessimistic):
     * 2^14 conversion 0.30 / 0.32, classification 0.27 / 0.28; 2^16 0.93 / 0.81, 0.96 / 0.56;
     * 2^18 3.46 / 3.57, 3.55 / 2.19. No gain at 2^14, so from 2^16 on.
     */
    static final int PARALLEL_MIN_SCALARS = 1 << 16;

    /** The threads a pass over n scalars runs on. */
    static int threadsFor(int n, int threads) {
        return n < PARALLEL_MIN_SCALARS ? 1 : threads;
    }

    /** n scalars of 32 big-endian bytes each. */
    static long[] fromBigEndian(byte[] be, int n, MsmGroup g) {
        return fromBigEndian(be, n, g, 1);
    }

    /** n scalars of 32 big-endian bytes each, converted on up to {@code threads} threads. */
    static long[] fromBigEndian(byte[] be, int n, MsmGroup g, int threads) {
        if (be.length != (long) n * ScalarLimbs.BYTES) {
            throw new IllegalArgumentException("expected " + n + " scalars of 32 bytes (" + (long) n * ScalarLimbs.BYTES
                    + " bytes), got " + be.length + " bytes");
        }
        long[] k = new long[n * ScalarView.LIMBS];
        Workers.forRanges(n, threadsFor(n, threads), (from, to) -> {
            long[] t = new long[ScalarView.LIMBS];
            for (int i = from; i < to; i++) {
                ScalarLimbs.fromBytes(be, i * ScalarLimbs.BYTES, t, 0);
                ScalarLimbs.reduce(t, 0, g.orderLimbs(), k, i * ScalarView.LIMBS);
            }
        });
        return k;
    }

    /** n scalars as 4 little-endian limbs each; copied, then reduced (and out of Montgomery form if asked). */
    static long[] fromLimbs(long[] limbs, int n, MsmGroup g, boolean montgomery) {
        return fromLimbs(limbs, n, g, montgomery, 1);
    }

    /** As {@link #fromLimbs(long[], int, MsmGroup, boolean)}, on up to {@code threads} threads. */
    static long[] fromLimbs(long[] limbs, int n, MsmGroup g, boolean montgomery, int threads) {
        if (limbs.length != (long) n * ScalarView.LIMBS) {
            throw new IllegalArgumentException("expected " + n + " scalars of 4 limbs (" + (long) n * ScalarView.LIMBS
                    + " longs), got " + limbs.length);
        }
        long[] k = new long[limbs.length];
        Workers.forRanges(n, threadsFor(n, threads), (from, to) -> {
            for (int i = from; i < to; i++) {
                ScalarLimbs.reduce(limbs, i * ScalarView.LIMBS, g.orderLimbs(), k, i * ScalarView.LIMBS);
                if (montgomery) {
                    g.fromMontgomery(k, i * ScalarView.LIMBS);
                }
            }
        });
        return k;
    }
}
