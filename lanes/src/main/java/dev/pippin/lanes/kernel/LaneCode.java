package dev.pippin.lanes.kernel;

import dev.pippin.field.VmFacts;

/**
 * The code C2 emits for the lane kernels on this JVM, as far as the smallest batches worth the
 * lanes depend on it. Under AVX-512 code (UseAVX 3) the kernels have 32 vector registers, a
 * 64-bit lane multiply and an arithmetic shift; under AVX2 code 16 registers and neither, and on
 * an AVX2-only machine a lane group cost close to what as many scalar operations do (docs/PAIRING.md,
 * "The lanes on an AVX2-only machine"), so the partial groups and short Miller loops that pay
 * under AVX-512 code stay scalar there. A JVM that does not tell (another architecture, no
 * jdk.management) counts as AVX2 code: the thresholds that cost least where they are wrong.
 */
public final class LaneCode {
    private LaneCode() {}

    /** Whether C2 emits AVX-512 code on this JVM ({@link VmFacts#avx512Code}). */
    public static final boolean AVX512 = VmFacts.detect().avx512Code();

    /**
     * Fewest items of a last, partial lane group worth the lanes: avx512Min (each batch
     * operation's measured figure) under AVX-512 code, a full group of the given lanes under AVX2 code.
     */
    public static int minGroup(boolean avx512Code, int avx512Min, int lanes) {
        return avx512Code ? avx512Min : lanes;
    }
}
