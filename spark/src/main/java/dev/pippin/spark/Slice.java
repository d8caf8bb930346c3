package dev.pippin.spark;

import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;

/**
 * One task's share in the engine's layout: count affine points (Montgomery form, the group's
 * stride) and count scalars as 4 little-endian limbs each, plain or in Montgomery form.
 */
record Slice(MsmGroup group, long[] points, long[] scalars, boolean montgomery, int count) {
    /** The share's MSM: an affine point with canonical coordinates (infinity for an empty share). */
    long[] msm(MsmOptions options) {
        if (count == 0) {
            return new long[group.pointLongs()];
        }
        return montgomery
                ? Msm.computeMontgomeryScalars(group, points, scalars, options)
                : Msm.computeLimbs(group, points, scalars, options);
    }
}
