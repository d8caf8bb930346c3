package dev.pippin.field.modexp;

/**
 * Radix-2^56 lazily reduced Montgomery arithmetic for an odd modulus of any size (n limbs of 56
 * bits, 4m &lt; R = 2^(56n)), in loops: the kernel for moduli of 391 to {@link OddModExp#BITS_56N}
 * bits, above which the vectorised {@link Radix28N} wins (see
 * {@link Radix56} for the representation).
 *
 * <p><b>Multiplication</b> is operand scanning with the accumulator shifted down one limb per row
 * (CIOS order, multiplication and reduction fused): row i adds a·b_i + m_i·q and drops the low
 * limb, whose carry is {@code (t0 + M) >>> 56}. Products are split as in the named fields; no
 * carry is detected inside a row.
 *
 * <p><b>Overflow bound.</b> Follow one accumulator cell through the rows (it moves down a limb
 * per row). A row adds to it at most four halves, lo(a_j b_i), hi(a_(j−1) b_i), lo(m q_j),
 * hi(m q_(j−1)), each at most 2^56 − 1, plus, in the cell that receives the dropped limb, the
 * carry (t0 + M) &gt;&gt;&gt; 56 &lt; 2^8 + 1. A cell starts below 2^56 (normalised) or at 0 (entering at
 * the top), so after k rows it is below (1 + 4k)·2^56 + k·2^9. The mask in
 * {@code (t0 * qinv) & M} reads only the low bits; {@code t0 + M} must not wrap: with k ≤ 32 rows
 * between normalisations a cell stays below 129·2^56 + 2^14 &lt; 2^64 − 2^56. So the row is
 * normalised (carries propagated, limbs back below 2^56) every {@value #NORMALISE_ROWS} rows,
 * which costs n adds per 32 rows. The normalised top limb is below 2^56 because the value itself
 * stays below R: T_i = (T_(i−1) + a·b_i + m_i·q) / 2^56 &lt; T_(i−1)/2^56 + 2m + m &lt; 4m &lt; R.
 * The result is below 2m (a, b &lt; 2m and 4m &lt; R: (4m² + R·m)/R &lt; 2m).
 *
 * <p><b>Squaring</b>: {@link #sqrDedicated} computes the n(n−1)/2 cross products once; which one
 * {@link #sqr} uses is set by measurement (see {@link #DEDICATED_SQR}).
 *
 * <p><b>Measured against a generic radix-2^64 CIOS kernel</b> (random full-width moduli, so its
 * carried path) with the modexp tuning harness's kernels runs (docs/PERFORMANCE.md; JDK 25, shared 2-core
 * EPYC, same run, ns/op, mul): 512 bits 402 vs 224 here, 1024 bits 1921 vs 755, 2048 bits 7308
 * vs 1658, 4096 bits 23675 vs 6349, 8192 bits 113558 vs 38475 (mul(a, a) 24700). This kernel
 * wins at every size, so {@link OddModExp} routes moduli above 390 bits here (up to
 * {@link OddModExp#BITS_56N} since {@link Radix28N}). The low
 * halves are taken as {@code (x * (y << 8)) >>> 8}, the operand pair of the high half (as in the
 * unrolled kernels); re-measured after that change (same tool, another run): 512 bits 312 vs
 * 146, 1024 bits 1522 vs 464, 2048 bits 5897 vs 1719 (mul(a, a) 1505), 4096 bits 23875 vs 5806,
 * 8192 bits 83403 vs 22503.
 */
final class Radix56N extends Radix56 {
    /** Rows between normalisations of the accumulator (see the bound in the class comment). */
    static final int NORMALISE_ROWS = 32;
    /**
     * Whether {@link #sqr} uses the dedicated squaring. Not: with loops the saved products do not
     * pay for the extra passes (normalise, double, diagonal) — modexp tuning harness, kernel runs, same run as
     * above, ns/op, mul(a, a) vs dedicated: 512 bits 219 vs 252, 1024 bits 673 vs 721, 2048 bits
     * 1669 vs 1678, 4096 bits 6446 vs 7859, 8192 bits 24700 vs 23703 (within noise).
     */
    static final boolean DEDICATED_SQR = false;
    /**
     * Whether {@link #mul} runs {@link #mulTwoRows}. Not: it measured slower at every size
     * (modexp tuning harness, kernel runs, JDK 25, shared 2-core EPYC, same run, ns/op, mul one row vs two rows):
     * 512 bits 155 vs 166, 1024 bits 491 vs 651, 2048 bits 1613 vs 1823, 4096 bits 6123 vs 6410,
     * 8192 bits 22250 vs 24827. Fewer loads and stores did not pay for the longer dependency chains.
     */
    static final boolean TWO_ROWS = false;
    /*
     * Also tried and dropped (modexp4): product scanning (Koç's FIPS, column sums in two registers,
     * no accumulator array; the squaring summing each cross product once and doubling the column),
     * with the shifted operands stored reversed so both indices ascend. Slower at every size
     * (scratch probe, thread CPU time, JDK 25, shared 2-core EPYC, same run, ns, this mul / mul(a, a)
     * vs columns mul / sqr): 512 bits 200/209 vs 343/420, 2048 bits 2340/2320 vs 3596/3487,
     * 4096 bits 8942/8937 vs 14155/12461. The variable-length column loops cost more than the
     * accumulator's loads and stores they save, and the halved square did not make up for it.
     *
     * Also tried (modexp4, scratch, not kept): limb products by double FMA so that C2's SuperWord
     * can vectorise the rows (this machine has AVX-512): hi = fma(x, y, 2^104) − 2^104, lo =
     * fma(x, y, −hi), radix 2^52, SOS rows L[i+j] += lo, H[i+j] += hi. Same probe, mul, ns: with
     * both halves in one loop and double accumulators (radix 2^48) the rows did not vectorise
     * (x and the accumulators are both double[] at different offsets): 2048 bits 4629 vs 2286 here;
     * with long accumulators and one loop per half they did (−XX:-UseSuperWord: 4156 vs 2323) but
     * the vector double-to-long conversions kept it behind: 2048 bits 2323 vs 1557 here, 4096 bits
     * 6784 and 11366 vs 8793 and 8463 (two rounds: mixed). Radix 2^48 with double accumulators
     * (exact below 2^53, carried every 30 rows) and the operand read as long[] (converted per
     * element, so C2 sees no aliasing) vectorised too (−XX:-UseSuperWord 5952 vs 3106 at 2048
     * bits) and still lost everywhere: 2048 bits 2371-3106 vs 1551-1655, 4096 bits 8347-8450 vs
     * 5779-5872, 8192 bits 29461-30103 vs 23635-24068.
     */

    private final long[] t;
    private final long[] w;
    private final long[] as;

    Radix56N(long[] q56) {
        super(q56);
        this.t = new long[n];
        this.w = new long[2 * n + 1];
        this.as = new long[n];
    }

    @Override
    void mul(long[] a, long[] b, long[] r) {
        if (TWO_ROWS && n >= 2) {
            mulTwoRows(a, b, r);
        } else {
            mulOneRow(a, b, r);
        }
    }

    /** One row per pass over the limbs (CIOS). */
    void mulOneRow(long[] a, long[] b, long[] r) {
        final int n = this.n;
        final long[] q = this.q;
        final long[] t = this.t;
        final long qinv = this.qinv;
        java.util.Arrays.fill(t, 0, n, 0L);
        final long a0 = a[0];
        final long q0 = q[0];
        for (int i = 0; i < n; i++) {
            final long bi = b[i];
            final long bs = bi << 8;
            final long t0 = t[0] + ((a0 * bs) >>> 8);
            final long m = (t0 * qinv) & M;
            final long ms = m << 8;
            long ph = ((t0 + M) >>> K) + Math.unsignedMultiplyHigh(a0, bs) + Math.unsignedMultiplyHigh(q0, ms);
            for (int j = 1; j < n; j++) {
                final long aj = a[j];
                final long qj = q[j];
                t[j - 1] = t[j] + ((aj * bs) >>> 8) + ((qj * ms) >>> 8) + ph;
                ph = Math.unsignedMultiplyHigh(aj, bs) + Math.unsignedMultiplyHigh(qj, ms);
            }
            t[n - 1] = ph;
            if ((i & (NORMALISE_ROWS - 1)) == NORMALISE_ROWS - 1) {
                normalise(t, 0, n, t);
            }
        }
        normalise(t, 0, n, r);
    }

    /**
     * The same product as {@link #mulOneRow}, two rows per pass over the limbs: row i+1 follows row
     * i one limb behind, so each pass loads a_j, q_j and the accumulator cell once and stores it
     * once for two rows. Row i+1's reduction digit needs row i's new low cell, which the prologue
     * (row i at limbs 0 and 1) provides. The accumulator cells see the same additions as in
     * {@link #mulOneRow} (four halves and a carry per row), so the overflow bound and the
     * normalisation every {@value #NORMALISE_ROWS} rows (pairs end on odd rows) carry over; an odd
     * last row runs alone. Needs n &gt;= 2.
     */
    void mulTwoRows(long[] a, long[] b, long[] r) {
        final int n = this.n;
        final long[] q = this.q;
        final long[] t = this.t;
        final long qinv = this.qinv;
        java.util.Arrays.fill(t, 0, n, 0L);
        final long a0 = a[0];
        final long q0 = q[0];
        final long a1 = a[1];
        final long q1 = q[1];
        int i = 0;
        for (; i + 1 < n; i += 2) {
            // row i, limb 0
            final long bs = b[i] << 8;
            final long t0 = t[0] + ((a0 * bs) >>> 8);
            final long ms = ((t0 * qinv) & M) << 8;
            long ph = ((t0 + M) >>> K) + Math.unsignedMultiplyHigh(a0, bs) + Math.unsignedMultiplyHigh(q0, ms);
            // row i, limb 1: the new low cell u0
            final long u0 = t[1] + ((a1 * bs) >>> 8) + ((q1 * ms) >>> 8) + ph;
            ph = Math.unsignedMultiplyHigh(a1, bs) + Math.unsignedMultiplyHigh(q1, ms);
            // row i+1, limb 0
            final long bs2 = b[i + 1] << 8;
            final long v0 = u0 + ((a0 * bs2) >>> 8);
            final long ms2 = ((v0 * qinv) & M) << 8;
            long ph2 = ((v0 + M) >>> K) + Math.unsignedMultiplyHigh(a0, bs2) + Math.unsignedMultiplyHigh(q0, ms2);
            long ap = a1;
            long qp = q1;
            for (int j = 2; j < n; j++) {
                final long aj = a[j];
                final long qj = q[j];
                // row i at limb j gives its cell j-1; row i+1 adds limb j-1 and moves it to j-2
                final long u = t[j] + ((aj * bs) >>> 8) + ((qj * ms) >>> 8) + ph;
                ph = Math.unsignedMultiplyHigh(aj, bs) + Math.unsignedMultiplyHigh(qj, ms);
                t[j - 2] = u + ((ap * bs2) >>> 8) + ((qp * ms2) >>> 8) + ph2;
                ph2 = Math.unsignedMultiplyHigh(ap, bs2) + Math.unsignedMultiplyHigh(qp, ms2);
                ap = aj;
                qp = qj;
            }
            // row i's top cell is ph; row i+1 adds its last limb to it, and its own top
            t[n - 2] = ph + ((ap * bs2) >>> 8) + ((qp * ms2) >>> 8) + ph2;
            t[n - 1] = Math.unsignedMultiplyHigh(ap, bs2) + Math.unsignedMultiplyHigh(qp, ms2);
            if (((i + 1) & (NORMALISE_ROWS - 1)) == NORMALISE_ROWS - 1) {
                normalise(t, 0, n, t);
            }
        }
        for (; i < n; i++) {
            row(a, b[i], t);
        }
        normalise(t, 0, n, r);
    }

    /** One CIOS row: t ← (t + a·b_i + m·q) / 2^56. */
    private void row(long[] a, long bi, long[] t) {
        final int n = this.n;
        final long[] q = this.q;
        final long bs = bi << 8;
        final long a0 = a[0];
        final long t0 = t[0] + ((a0 * bs) >>> 8);
        final long ms = ((t0 * qinv) & M) << 8;
        long ph = ((t0 + M) >>> K) + Math.unsignedMultiplyHigh(a0, bs) + Math.unsignedMultiplyHigh(q[0], ms);
        for (int j = 1; j < n; j++) {
            final long aj = a[j];
            final long qj = q[j];
            t[j - 1] = t[j] + ((aj * bs) >>> 8) + ((qj * ms) >>> 8) + ph;
            ph = Math.unsignedMultiplyHigh(aj, bs) + Math.unsignedMultiplyHigh(qj, ms);
        }
        t[n - 1] = ph;
    }

    /** out[0, n) ← the limbs x[off, off+n) with carries propagated (the top limb takes the rest). */
    static void normalise(long[] x, int off, int n, long[] out) {
        long c = 0;
        for (int j = 0; j < n - 1; j++) {
            long v = x[off + j] + c;
            out[j] = v & M;
            c = v >>> K;
        }
        out[n - 1] = x[off + n - 1] + c;
    }

    @Override
    void sqr(long[] a, long[] r) {
        if (DEDICATED_SQR) {
            sqrDedicated(a, r);
        } else {
            mul(a, a, r);
        }
    }

    /**
     * r ← a²·R⁻¹ in CIOS order with each cross product once: row i adds a_i·a_i at limb i and
     * (2a_i)·a_j at limbs j &gt; i (nothing below i), then the reduction m_i·q, and drops the low
     * limb. Summed over the rows the product terms are a², so the result is the same Montgomery
     * value (a² + Σ m_i q 2^(56i))/R &lt; 2m as {@link #mul}; column i is final when row i reads it
     * (rows after i add only at limbs ≥ their index). 2a_i &lt; 2^57 is the unshifted operand of
     * the split (the shifted one, a_j·2^8, must fit 64 bits), so a high half is below 2^57.
     *
     * <p>Bounds: a row adds to a cell at most lo(q) + hi(q) + lo + hi &lt; 5·2^56 and the carry, so
     * 32 rows between normalisations keep a cell below 161·2^56 + 2^14 &lt; 2^64 − 2^56. A partial
     * sum is below (2a·2^(56(i+1)) + m·2^(56(i+1)))/2^(56(i+1)) &lt; 5m &lt; 1.25R, so the normalised
     * top cell stays below 2^57 (harmless: only a and q are multiplied); the final value is below 2m.
     *
     * <p>Not used by {@link #sqr}: a quarter fewer limb products did not make it faster
     * (modexp tuning harness, kernel runs, JDK 25, shared 2-core EPYC, same run, ns/op, mul(a, a) vs this):
     * 512 bits 155 vs 172, 1024 bits 486 vs 498, 2048 bits 2142 vs 2249, 4096 bits 6091 vs
     * 7707, 8192 bits 24524 vs 36084. Kept, with its test, for the next attempt at the kernel.
     */
    void sqrCios(long[] a, long[] r) {
        final int n = this.n;
        final long[] q = this.q;
        final long[] t = this.t;
        final long[] as = this.as;
        final long qinv = this.qinv;
        for (int j = 0; j < n; j++) {
            as[j] = a[j] << 8;
        }
        java.util.Arrays.fill(t, 0, n, 0L);
        final long q0 = q[0];
        for (int i = 0; i < n; i++) {
            final long ai = a[i];
            final long ai2 = ai << 1;
            long t0 = t[0];
            long ph = 0;
            if (i == 0) {
                t0 += (ai * as[0]) >>> 8;
                ph = Math.unsignedMultiplyHigh(ai, as[0]);
            }
            final long ms = ((t0 * qinv) & M) << 8;
            ph += ((t0 + M) >>> K) + Math.unsignedMultiplyHigh(q0, ms);
            int j = 1;
            for (; j < i; j++) {
                final long qj = q[j];
                t[j - 1] = t[j] + ((qj * ms) >>> 8) + ph;
                ph = Math.unsignedMultiplyHigh(qj, ms);
            }
            if (i >= 1) {
                final long qj = q[i];
                final long asi = as[i];
                t[i - 1] = t[i] + ((qj * ms) >>> 8) + ((ai * asi) >>> 8) + ph;
                ph = Math.unsignedMultiplyHigh(qj, ms) + Math.unsignedMultiplyHigh(ai, asi);
                j = i + 1;
            }
            for (; j < n; j++) {
                final long qj = q[j];
                final long asj = as[j];
                t[j - 1] = t[j] + ((qj * ms) >>> 8) + ((ai2 * asj) >>> 8) + ph;
                ph = Math.unsignedMultiplyHigh(qj, ms) + Math.unsignedMultiplyHigh(ai2, asj);
            }
            t[n - 1] = ph;
            if ((i & (NORMALISE_ROWS - 1)) == NORMALISE_ROWS - 1) {
                normalise(t, 0, n, t);
            }
        }
        normalise(t, 0, n, r);
    }

    /**
     * r ← a²·R⁻¹: cross products a_i·a_j (i &lt; j) once into 2n column accumulators, normalised
     * (a column holds at most n halves, which overflows past n = 255, and doubling needs a bit),
     * doubled, the squares added, then n reduction rows (row i adds m_i·q at column i and pushes
     * column i's carry up), normalising the live columns every {@value #NORMALISE_ROWS} rows.
     *
     * <p>Bounds: the cross-product pass adds, per outer row i, at most two halves to a column
     * (lo at i+j, hi at i+j+1); it is normalised every {@value #NORMALISE_ROWS} outer rows, so a
     * column stays below (1 + 2·32)·2^56. After the final normalisation and the doubling the
     * limbs are below 2^57, the squares add two halves: below 2^58. Each reduction row adds at
     * most two halves per column and the carry: below 2^58 + 64·2^56 + small between
     * normalisations.
     */
    void sqrDedicated(long[] a, long[] r) {
        final int n = this.n;
        final long[] q = this.q;
        final long[] w = this.w;
        final long qinv = this.qinv;
        java.util.Arrays.fill(w, 0, 2 * n + 1, 0L);
        for (int i = 0; i < n - 1; i++) {
            final long ai = a[i];
            final long as = ai << 8;
            long ph = 0;
            for (int j = i + 1; j < n; j++) {
                final long aj = a[j];
                w[i + j] += ((ai * aj) & M) + ph;
                ph = Math.unsignedMultiplyHigh(aj, as);
            }
            w[i + n] += ph;
            if ((i & (NORMALISE_ROWS - 1)) == NORMALISE_ROWS - 1) {
                normaliseInPlace(w, 0, 2 * n);
            }
        }
        normaliseInPlace(w, 0, 2 * n);
        for (int k = 0; k < 2 * n; k++) {
            w[k] <<= 1;
        }
        for (int i = 0; i < n; i++) {
            final long ai = a[i];
            w[2 * i] += (ai * ai) & M;
            w[2 * i + 1] += Math.unsignedMultiplyHigh(ai, ai << 8);
        }
        final long q0 = q[0];
        for (int i = 0; i < n; i++) {
            final long wi = w[i];
            final long m = (wi * qinv) & M;
            final long ms = m << 8;
            long ph = ((wi + M) >>> K) + Math.unsignedMultiplyHigh(q0, ms);
            for (int j = 1; j < n; j++) {
                final long qj = q[j];
                w[i + j] += ((m * qj) & M) + ph;
                ph = Math.unsignedMultiplyHigh(qj, ms);
            }
            w[i + n] += ph;
            if ((i & (NORMALISE_ROWS - 1)) == NORMALISE_ROWS - 1) {
                normaliseInPlace(w, i + 1, 2 * n);
            }
        }
        normalise(w, n, n, r);
    }

    /** Propagates carries through x[from, to): every limb but the last below 2^56. */
    private static void normaliseInPlace(long[] x, int from, int to) {
        long c = 0;
        for (int j = from; j < to - 1; j++) {
            long v = x[j] + c;
            x[j] = v & M;
            c = v >>> K;
        }
        x[to - 1] += c;
    }

    @Override
    void pow(long[][] table, int[] plan, long[] acc) {
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
    }

    @Override
    void oddPowers(long[] base, long[][] table, long[] scratch) {
        System.arraycopy(base, 0, table[0], 0, n);
        if (table.length > 1) {
            sqr(base, scratch);
            for (int i = 1; i < table.length; i++) {
                mul(table[i - 1], scratch, table[i]);
            }
        }
    }
}
