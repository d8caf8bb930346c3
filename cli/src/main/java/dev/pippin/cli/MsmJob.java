package dev.pippin.cli;

import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import java.util.Arrays;

/**
 * The inputs of one msm run: a generated instance (whose discrete logs are known, so the full
 * result can be checked) or the user's files (only the prefix check applies).
 *
 * @param points   n affine points, the engine's layout
 * @param scalars  n 32-byte big-endian scalars
 * @param scalarsLabel the distribution's name, or "file"
 * @param seed     the instance seed, or null for files
 * @param known    the generated instance, or null for files
 * @param inputMs  time to generate the instance, or to read and validate the files
 */
record MsmJob(MsmGroup group, long[] points, byte[] scalars, int n, String scalarsLabel, Long seed,
        MsmInstances.Points known, double inputMs) {

    /** The most points a job can hold: its scalars are one byte array of 32 bytes each. */
    static final int MAX_N = Integer.MAX_VALUE / 32;

    static MsmJob generated(MsmGroup g, int n, long seed, MsmInstances.Distribution dist) {
        long t0 = System.nanoTime();
        MsmInstances.Points pts = MsmInstances.points(g, n, seed);
        byte[] sc = MsmInstances.scalars(g, n, dist, seed + 1);
        return new MsmJob(g, pts.data(), sc, n, dist.name().toLowerCase(java.util.Locale.ROOT), seed, pts, (System.nanoTime() - t0) / 1e6);
    }

    /** True when there is no known answer, or the result is it: (sum s_i log P_i) G. */
    boolean fullResultAgrees(long[] result) {
        return known == null || Arrays.equals(result, MsmInstances.expected(known, scalars, n));
    }
}
