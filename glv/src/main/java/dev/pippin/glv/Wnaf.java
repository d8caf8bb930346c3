package dev.pippin.glv;

import dev.pippin.curve.Scalars;

/**
 * The width-w non-adjacent form of a part magnitude (one or two limbs) for the endomorphism
 * scalar multiplications. The generated {@code ...GlvMul} and {@code ...GlsMul} classes call
 * this name; the recoding itself is the curve's, {@link Scalars#wnaf(long[], int, int, int, byte[], int)},
 * which allocates nothing.
 */
public final class Wnaf {
    private Wnaf() {}

    /**
     * Writes the width-w NAF of m (limbs little-endian limbs at m[mo]) to digits[off], least
     * significant digit first, and returns its length (see {@link Scalars#wnaf(long[], int, int, int, byte[], int)}).
     */
    public static int recode(long[] m, int mo, int limbs, int w, byte[] digits, int off) {
        return Scalars.wnaf(m, mo, limbs, w, digits, off);
    }
}
