package dev.pippin.evm;

import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;

/** The one place the MSM precompiles compute sum k_i P_i: the engine, on decoded, validated input. */
final class PrecompileMsm {
    private PrecompileMsm() {}

    /**
     * points: k affine points back to back (Montgomery form, validated by the caller); scalars:
     * k x 32 big-endian bytes, any 256-bit values. Returns the affine sum.
     */
    static long[] sum(MsmGroup group, long[] points, byte[] scalars) {
        return Msm.compute(group, points, scalars, MsmOptions.defaults());
    }
}
