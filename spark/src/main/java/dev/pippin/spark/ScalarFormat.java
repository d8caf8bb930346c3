package dev.pippin.spark;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * How a section's scalars are laid out: 32 bytes each, back to back, any 256-bit value (taken
 * mod r by the engine). Each is read straight into the engine's four 64-bit limbs.
 */
public enum ScalarFormat {
    /** Big-endian, what {@code pippin msm --scalars} reads. */
    BIG_ENDIAN,
    /** Little-endian canonical values, as snarkjs {@code .wtns} files store the witness. */
    LITTLE_ENDIAN,
    /** Little-endian Montgomery form (k R mod r, R = 2^256), as some provers keep their scalars. */
    MONTGOMERY;

    public static final int BYTES = 32;

    private static final VarHandle BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** True when the limbs must go through the engine's Montgomery-scalar entry point. */
    public boolean montgomery() {
        return this == MONTGOMERY;
    }

    /** count scalars from src[off] into 4 little-endian limbs each at dst[dOff]. */
    public void toLimbs(byte[] src, int off, int count, long[] dst, int dOff) {
        for (int i = 0; i < count; i++) {
            int s = off + BYTES * i, d = dOff + 4 * i;
            if (this == BIG_ENDIAN) {
                for (int j = 0; j < 4; j++) {
                    dst[d + j] = (long) BE.get(src, s + 24 - 8 * j);
                }
            } else {
                for (int j = 0; j < 4; j++) {
                    dst[d + j] = (long) LE.get(src, s + 8 * j);
                }
            }
        }
    }
}
