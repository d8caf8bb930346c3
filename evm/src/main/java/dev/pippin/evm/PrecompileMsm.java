package dev.pippin.evm;

import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;

/** The one place the MSM precompiles compute sum k_i P_i: the engine, on decoded, validated input. */
final class PrecompileMsm {
    private PrecompileMsm() {}

    /**
     * points: k affine points back to back (Montgomery form, validated by the caller); scalars:
     * k x 32 big-endian bytes, any 256-bit values. Returns the affine sum, computed with the
     * caller's threads and progress listener.
     */
    static long[] sum(MsmGroup group, long[] points, byte[] scalars, PrecompileOptions options) {
        return Msm.compute(group, points, scalars, options.msmOptions());
    }
}
