package dev.pippin.field.modexp;

import dev.pippin.field.MontgomeryField;

/**
 * Radix-2^28 Montgomery arithmetic for large odd moduli, written so that HotSpot's C2 vectorises
 * the rows (SuperWord): the kernel for moduli above {@link OddModExp#BITS_56N} bits.
 *
 * <p><b>Why radix 2^28.</b> A limb product is below 2^56, so it is one 64-bit multiply whose
 * result needs no splitting, and up to 2^8 of them add into a 64-bit lane without carry
 * detection. A row, {@code t[j] = t[j+1] + a[j+1]·b_i + m[j+1]·q}, is then the same independent
 * operation on every lane, which C2 turns into 8-lane AVX-512 (4-lane AVX2) multiplies and adds.
 * The operands and the modulus are {@code int[]} and the accumulator {@code long[]}: arrays of
 * different types cannot alias, which is what lets SuperWord vectorise the loop at all (the same
 * row over {@code long[]} operands stayed scalar). Radix-2^56 rows (two multiplies per limb product
 * and a dependency through the high half) cannot vectorise.
 *
 * <p><b>Measured</b> (the modexp tuning harness's radix28 BITS runs, docs/PERFORMANCE.md; JDK 25, shared 2-core
 * EPYC with AVX-512, one size per JVM, three rounds, ns per mul, this kernel vs {@link Radix56N}):
 * 1024 bits 346-349 vs 454-460, 2048 bits 974-1 032 vs 1 716-1 738, 4096 bits 2 439-3 154 vs
 * 6 290-6 412; the crossover is at {@link OddModExp#BITS_56N}. With {@code -XX:-UseSuperWord} the
 * 2048-bit product takes about 5 000 ns: the vectorisation is the whole gain. It depends on where
 * the arrays land (a scratch probe that shifted the heap layout by 8-byte steps saw 1 000-1 800 ns
 * at 2048 bits: vector loads of t[j+1] straddle the stores of t[j]). Variants measured in a
 * scratch probe and not kept: the
 * accumulator indexed t[i+j] instead of shifted one limb per row (1 100-1 200 vs ~1 000 ns at
 * 2048 bits; 1 130-1 220 vs 1 035-1 136 ns over six heap layouts in a later probe), rows padded
 * to a multiple of 8, 16 or 32 lanes (no gain), two rows per pass (not vectorised, 4× slower;
 * also with the operands pre-shifted into arrays of their own and the row in a method of its
 * own: 3.4 µs at 2048 bits, the same with -XX:-UseSuperWord; a later scratch probe of the row
 * alone, 74 limbs, not inlined, ns per two rows: this row twice 31-32, the same two products with
 * the accumulator shifted by 2 16 (vectorised), three products 79, four products 95-103 in any
 * arrangement (pre-shifted copies, one array at two offsets, one statement or two): C2 of JDK 25
 * vectorises this loop with two products and no more), the four low columns kept in
 * scalars so that the reduction digit's chain never reloads a vector store (no gain), a
 * dedicated squaring with the cross products
 * once, shifted (1 200-1 430 vs 910-1 200 ns at 2048 bits: the rows' variable start costs more
 * than the quarter of the products it saves) or in two passes per row (1 500 ns), the operands
 * as {@code long[]} (not vectorised: 2 900 ns).
 *
 * <p><b>Karatsuba does not pay here, up to 8192 bits.</b> the modexp tuning harness's karatsuba BITS runs
 * (a retired harness, docs/PERFORMANCE.md: the product by Karatsuba over these rows, then this
 * kernel's rows with the a·b_i product removed; one size per JVM, JDK 25, shared 2-core EPYC,
 * three rounds, ns): the reduction rows alone cost what this whole multiplication costs (2048
 * bits 1 147-1 205 vs 1 032-1 063; with one product per row instead of two the row's time hardly
 * moves, as noted above), and the product alone costs as much again, more with every level,
 * because rows of half and quarter length do less work per pass: 2048 bits schoolbook 851-1 182,
 * one level 1 477-1 502, two 2 190-2 267; 4096 bits one level 3 507-3 670, two 5 043-5 112
 * against 2 754-3 173 for this mul; 8192 bits two levels 11 552-12 392, three 16 120-17 069
 * against 11 538-13 436. Whole multiplications: 2048 bits 2 000-5 000 vs 1 050, 4096 bits 6 800+
 * vs 2 750-3 170, 8192 bits 19 000+ vs 11 500-13 400. A fully separated reduction (Q as a
 * Karatsuba low half, then Q·m) would replace the rows by one and a half more products, each
 * dearer than the rows it replaces, so it cannot win either.
 *
 * <p><b>Row.</b> Operand scanning with the accumulator shifted down one limb per row (CIOS order,
 * multiplication and reduction fused): row i adds a·b_i + m·q_i, q_i = −t_0·m⁻¹ mod 2^28 chosen
 * so that the low limb becomes a multiple of 2^28, and drops that limb, carrying its high part
 * into the new low limb. Values are lazily reduced in [0, 2m) with R = 2^(28n) &gt; 4m.
 *
 * <p><b>Overflow bound.</b> A row adds to a cell at most two products, each at most
 * (2^28 − 1)² &lt; 2^56, and, in the new low cell, a carry below 2^36. A cell starts at 0 (entering
 * at the top) or below 2^28 (normalised), so after k rows it is below 2^28 + k·(2^57 + 2^36); with
 * k ≤ 127 that is below 2^64, and every sum in the row (t_0 + m_0·q included) is unsigned-exact.
 * The accumulator is normalised (carries propagated, limbs below 2^28) after every block of
 * {@value #NORMALISE_ROWS} rows, the last block included: that last pass is the carry pass that
 * gives the result its limbs, so no branch is taken by some sizes only. With a "normalise every
 * 120 rows" test inside the row loop, a JVM that had run 2048-bit exponentiations first
 * deoptimised the kernel at its first 4096-bit one and recompiled it slower (a probe running
 * 2048/2048, 2048 even, then 4096/8192 in one JVM: 4096/8192 took 38-62 ms, against 29.4-29.6 ms
 * when it ran first; with blocks 30.0-30.2 ms; `./pippin bench modexp`, which runs the cells in
 * one JVM, went from 0.92× to 1.21× at 4096/8192 and from 0.81× to 1.13× at 2048 even). The
 * normalised top limb is below 2^28 because the partial value stays below R: T_i =
 * (T_(i−1) + a·b_i + m·q_i)/2^28 &lt; T_(i−1)/2^28 + 3m &lt; 4m &lt; R; the result is below 2m
 * (a, b &lt; 2m and 4m &lt; R: (4m² + R·m)/R &lt; 2m).
 *
 * <p>Operands: n limbs in {@code int[]}, each in [0, 2^28), value in [0, 2m). Not thread-safe (the
 * accumulator is scratch): one instance per exponentiation.
 */
class Radix28N {
    static final int K = 28;
    static final long M = (1L << K) - 1;
    /** Rows between normalisations of the accumulator (at most 127: see the bound above). */
    static final int NORMALISE_ROWS = 120;

    final int n;
    /** The modulus in 28-bit limbs. */
    final int[] m;
    /** The modulus in 64-bit limbs, for the Montgomery entry division. */
    private final long[] m64;
    /** −m⁻¹ mod 2^28. */
    final long minv;
    private final long[] t;

    /** Limbs needed for a modulus of this many bits: the least n with 4m &lt; 2^(28n). */
    static int limbsFor(int bits) {
        return (bits + 2 + K - 1) / K;
    }

    /** @param p64 odd modulus &gt; 1, 64-bit limbs with a non-zero top limb */
    Radix28N(long[] p64) {
        int bits = Limbs.bitLength(p64);
        if ((p64[0] & 1) == 0 || bits < 2) {
            throw new IllegalArgumentException("modulus must be odd and > 1");
        }
        this.n = limbsFor(bits);
        this.m64 = p64.clone();
        this.m = from64(p64, p64.length, n);
        this.minv = MontgomeryField.negInverse64(p64[0]) & M;
        this.t = new long[n];
    }

    /** r ← a·b·R⁻¹ mod m, in [0, 2m). r may alias a or b (it is written after the last row). */
    void mul(int[] a, int[] b, int[] r) {
        final int n = this.n;
        final long[] t = this.t;
        final int[] m = this.m;
        final long minv = this.minv;
        java.util.Arrays.fill(t, 0L);
        final long a0 = a[0];
        final long m0 = m[0];
        for (int i0 = 0; i0 < n; i0 += NORMALISE_ROWS) {
            final int end = Math.min(n, i0 + NORMALISE_ROWS);
            for (int i = i0; i < end; i++) {
                final long bi = b[i];
                final long t0 = t[0] + a0 * bi;
                final long q = ((t0 & M) * minv) & M;
                final long carry = (t0 + m0 * q) >>> K;
                // The vectorised row: independent lanes, no carries.
                for (int j = 0; j < n - 1; j++) {
                    t[j] = t[j + 1] + a[j + 1] * bi + m[j + 1] * q;
                }
                t[n - 1] = 0;
                t[0] += carry;
            }
            // after every block, the last included: no branch that only some sizes take, so the
            // compiled code does not depend on which sizes ran first
            normalise(t);
        }
        // normalised: every limb below 2^28, the top one too (see the bound above)
        for (int j = 0; j < n; j++) {
            r[j] = (int) t[j];
        }
    }

    /** r ← a²·R⁻¹ mod m: {@code mul(a, a)} (a dedicated squaring lost, see the class comment). */
    void sqr(int[] a, int[] r) {
        mul(a, a, r);
    }

    /** Propagates carries through t: every limb but the top one below 2^28. */
    static void normalise(long[] t) {
        long c = 0;
        int top = t.length - 1;
        for (int j = 0; j < top; j++) {
            long v = t[j] + c;
            t[j] = v & M;
            c = v >>> K;
        }
        t[top] += c;
    }

    /**
     * base^e mod m by the sliding-window plan (see {@link SlidingWindow}) over the odd powers
     * base, base³, … ({@code tableSize} of them).
     *
     * @param base      any non-negative value, 64-bit limbs (reduced by the entry division)
     * @param plainBase null, or base mod m as 64-bit limbs when the plan's last multiplication (by
     *                  table[0], marked −1 in the plan) is to be done with the plain base, which
     *                  leaves the result out of Montgomery form and saves the conversion
     * @return the result in [0, m), as many 64-bit limbs as the modulus
     */
    long[] exp(long[] base, int[] plan, int tableSize, long[] plainBase) {
        int[][] table = new int[tableSize][n];
        int[] acc = new int[n];
        toMontgomery(base, table[0]);
        if (tableSize > 1) {
            sqr(table[0], acc);
            for (int i = 1; i < tableSize; i++) {
                mul(table[i - 1], acc, table[i]);
            }
        }
        System.arraycopy(table[plan[1]], 0, acc, 0, n);
        for (int k = 2; k < plan.length; k += 2) {
            for (int s = plan[k]; s > 0; s--) {
                sqr(acc, acc);
            }
            int idx = plan[k + 1];
            if (idx >= 0) {
                mul(acc, table[idx], acc);
            }
        }
        int[] x = new int[n];
        if (plainBase != null) {
            from64(plainBase, Math.min(plainBase.length, m64.length), x, n);
        } else {
            x[0] = 1;
        }
        long[] out = new long[m64.length];
        fromMontgomeryTimes(acc, x, out);
        return out;
    }

    /** out ← x·R mod m, canonical, for x of any length: one division of x·2^(28n) by m. */
    void toMontgomery(long[] x, int[] out) {
        long[] rem = Division.shiftedRemainder(x, K * n, m64);
        from64(rem, rem.length, out, n);
    }

    /**
     * The canonical value of a·x·R⁻¹ for a in [0, 2m) and a plain x in [0, m), as 64-bit limbs:
     * with x = 1 the conversion out of Montgomery form. The product lies below
     * (2m·m + R·m)/R &lt; 1.5m: one conditional subtraction.
     */
    void fromMontgomeryTimes(int[] a, int[] x, long[] out64) {
        int[] r = new int[n];
        mul(a, x, r);
        int[] d = new int[n];
        long borrow = 0;
        for (int j = 0; j < n; j++) {
            long v = r[j] - (long) m[j] + borrow;
            borrow = v >> K;
            d[j] = (int) (v & M);
        }
        to64(borrow == 0 ? d : r, out64);
    }

    /** 64-bit limbs x[0, n64) into n 28-bit limbs (the value must fit). */
    static int[] from64(long[] x, int n64, int n) {
        int[] out = new int[n];
        from64(x, n64, out, n);
        return out;
    }

    /** As {@link #from64(long[], int, int)} into out[0, n). */
    static void from64(long[] x, int n64, int[] out, int n) {
        for (int j = 0; j < n; j++) {
            out[j] = (int) Limbs.bitField(x, n64, K * j, K);
        }
    }

    /** 28-bit limbs into out (64-bit limbs; bits above 64·out.length dropped). */
    static void to64(int[] x, long[] out) {
        java.util.Arrays.fill(out, 0L);
        for (int j = 0; j < x.length; j++) {
            Limbs.orBitField(out, out.length, K * j, K, x[j] & 0xFFFFFFFFL);
        }
    }
}
