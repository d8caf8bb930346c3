package dev.pippin.field.modexp;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Radix28N}'s multiplication with the rows written in jdk.incubator.vector, for JVMs whose
 * C2 has no vector 64-bit multiply (AVX2): there C2 emulates the auto-vectorised rows' 64-bit lane
 * products with several 32-bit multiplies and shuffles each, while a product whose two operands
 * are masked to their low 32 bits, {@code (x & 0xFFFFFFFF) * (y & 0xFFFFFFFF)}, becomes one
 * {@code vpmuludq}. The limbs are below 2^28, so the masks change no value; only the Vector API
 * lets the masked broadcast of b_i and q_i survive as a vector operation (in a plain loop C2
 * hoists the scalar mask out of the loop and the pattern is lost).
 *
 * <p>Cost model: per row, ceil((n − 1)/L) vector iterations (L lanes of the preferred species)
 * of three loads, two {@code vpmuludq}, three masks, two adds and a store; the scalar part of
 * the row (t_0, q_i, the carry) is {@link Radix28N}'s. Same representation, bounds and
 * normalisation as {@link Radix28N}; the operand is copied into a {@code long[]} once per
 * product (n stores), and the arrays are padded to whole vectors with zero limbs, whose lanes
 * compute zeros.
 *
 * <p>Measured (JDK 25, shared 2-core EPYC Zen 4, docs/MODEXP-ROUTING.md "A kernel for AVX2"):
 * one row at 2048 bits (74 limbs, a scratch probe, ns per row) UseAVX=2 17.0 here against
 * 32.4 for {@link Radix28N}'s loop, UseAVX=3 17.8 against 15.1 (there {@code vpmullq} exists,
 * and the AVX-512 ladder keeps {@link Radix28N}); whole exponentiations under UseAVX=2
 * (ModExpCosts sweep, BigInteger.modPow time over this kernel's) 2048/65537 1.42×, 2048-bit
 * exponent 1.13×, against 0.75× and 0.55× for the radix-2^56 loops.
 *
 * <p>Loaded only where jdk.incubator.vector is in the module graph ({@link VectorApi#AVAILABLE}); not
 * thread-safe (scratch), one instance per exponentiation.
 */
final class Radix28Lanes extends Radix28N {
    private static final long LOW32 = 0xFFFF_FFFFL;
    private static final VectorSpecies<Long> S = LongVector.SPECIES_PREFERRED;

    /** Lanes of the row loop's vectors. */
    private final int lanes;
    /** Indices j = 0 .. len − 1 of a row, a whole number of vectors covering j = 0 .. n − 2. */
    private final int len;
    /** The modulus limbs as longs, zero-padded to len + lanes. */
    private final long[] ml;
    /** The operand a as longs (copied per product), zero-padded likewise. */
    private final long[] al;
    /** The accumulator, zero-padded likewise (the padding lanes stay zero). */
    private final long[] tl;

    Radix28Lanes(long[] p64) {
        super(p64);
        this.lanes = S.length();
        this.len = Math.max(1, (n - 1 + lanes - 1) / lanes) * lanes;
        this.ml = new long[len + lanes];
        for (int j = 0; j < n; j++) {
            ml[j] = m[j];
        }
        this.al = new long[len + lanes];
        this.tl = new long[len + lanes];
    }

    /** r ← a·b·R⁻¹ mod m, in [0, 2m), as {@link Radix28N#mul}. r may alias a or b. */
    @Override
    void mul(int[] a, int[] b, int[] r) {
        final int n = this.n;
        final long[] t = this.tl;
        final long[] al = this.al;
        final long[] ml = this.ml;
        final long minv = this.minv;
        final int len = this.len;
        for (int j = 0; j < n; j++) {
            al[j] = a[j];
        }
        java.util.Arrays.fill(t, 0L);
        final long a0 = al[0];
        final long m0 = ml[0];
        for (int i0 = 0; i0 < n; i0 += NORMALISE_ROWS) {
            final int end = Math.min(n, i0 + NORMALISE_ROWS);
            for (int i = i0; i < end; i++) {
                final long bi = b[i];
                final long t0 = t[0] + a0 * bi;
                final long q = ((t0 & M) * minv) & M;
                final long carry = (t0 + m0 * q) >>> K;
                row(t, al, ml, bi, q, len);
                t[n - 1] = 0;
                t[0] += carry;
            }
            normalise(t, n);
        }
        for (int j = 0; j < n; j++) {
            r[j] = (int) t[j];
        }
    }

    /**
     * t[j] ← t[j+1] + a[j+1]·b_i + m[j+1]·q for j in [0, len): lanes past n − 2 read zero limbs
     * and zero accumulator cells, so they write zeros (t[n − 1] is set to 0 by the caller anyway).
     */
    private static void row(long[] t, long[] a, long[] m, long bi, long q, int len) {
        LongVector bv = LongVector.broadcast(S, bi).and(LOW32);
        LongVector qv = LongVector.broadcast(S, q).and(LOW32);
        for (int j = 0; j < len; j += S.length()) {
            LongVector tv = LongVector.fromArray(S, t, j + 1);
            LongVector av = LongVector.fromArray(S, a, j + 1).and(LOW32);
            LongVector mv = LongVector.fromArray(S, m, j + 1).and(LOW32);
            tv.add(av.mul(bv)).add(mv.mul(qv)).intoArray(t, j);
        }
    }

    /** {@link Radix28N#normalise} on t[0, n) (the padding above stays zero). */
    private static void normalise(long[] t, int n) {
        long c = 0;
        int top = n - 1;
        for (int j = 0; j < top; j++) {
            long v = t[j] + c;
            t[j] = v & M;
            c = v >>> K;
        }
        t[top] += c;
    }
}
