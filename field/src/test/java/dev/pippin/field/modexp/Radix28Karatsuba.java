package dev.pippin.field.modexp;

/**
 * Not used by the library: the Karatsuba form of {@link Radix28N}'s Montgomery multiplication that
 * issue 6 asks to measure at 1024-8192 bits ({@code ModExpTuning karatsuba}), kept with a test so
 * that what was timed is known to be right.
 *
 * <p>The product a·b is computed by Karatsuba down to {@code base} limbs, where schoolbook rows of
 * the same vectorisable shape as Radix28N's ({@code t[i+j] += a_i·b[j]}) take over; every level
 * returns a normalised result (limbs below 2^28), so no column can overflow however deep the
 * recursion. The 2n-limb product is then reduced by Radix28N's rows with the a·b_i product
 * removed (the reduction digit chain is the same: q_i = −t_0·m⁻¹ mod 2^28), the top half of the
 * product fed in one limb per row. Same representation and bounds as Radix28N: operands below 2m,
 * R = 2^(28n) &gt; 4m, result below 2m; the product is below 4m² &lt; R·m, so U = T + Q·m &lt; 2R·m
 * and U/R &lt; 2m.
 *
 * <p>A separated reduction (Q = T·(−m⁻¹) mod R as a Karatsuba low half, then T + Q·m as a
 * Karatsuba product) would replace the rows by one and a half more products; the timing of the
 * product alone against the whole CIOS multiplication says whether that could pay.
 */
final class Radix28Karatsuba {
    static final int K = Radix28N.K;
    static final long M = Radix28N.M;

    final int n;
    final int base;
    private final int[] m;
    private final long minv;
    private final long[] t;
    /** The product a·b, 2n limbs. */
    private final int[] product;
    /** Scratch per recursion level, allocated on first use at that size. */
    private final Scratch[] levels = new Scratch[32];

    private static final class Scratch {
        final int[] sa, sb, z0, z2, p;
        final long[] acc;

        Scratch(int len) {
            int l = len - len / 2;
            sa = new int[l + 1];
            sb = new int[l + 1];
            z0 = new int[2 * (len / 2)];
            z2 = new int[2 * l];
            p = new int[2 * (l + 1)];
            acc = new long[2 * len + 2];
        }
    }

    /**
     * @param base the size at or below which schoolbook rows multiply: at most 127 limbs (the
     *             column bound), at least 3 (a split of len limbs recurses on ⌈len/2⌉ + 1 for the
     *             sums, which only shrinks above 3)
     */
    Radix28Karatsuba(Radix28N k, int base) {
        if (base < 3 || base > 127) {
            throw new IllegalArgumentException("base must be in [3, 127]");
        }
        this.n = k.n;
        this.base = base;
        this.m = k.m.clone();
        this.minv = dev.pippin.field.MontgomeryN.negInverse64(m[0]) & M;
        this.t = new long[n];
        this.product = new int[2 * n];
    }

    /** Karatsuba levels used for n limbs. */
    int depth() {
        int d = 0;
        for (int len = n; len > base; len = len - len / 2 + 1) {
            d++;
        }
        return d;
    }

    /** r ← a·b·R⁻¹ mod m in [0, 2m), as Radix28N.mul (same digits, same result). */
    void mul(int[] a, int[] b, int[] r) {
        multiply(a, b, product);
        reduce(product, r);
    }

    /** out[0, 2n) ← a·b, normalised. */
    void multiply(int[] a, int[] b, int[] out) {
        karatsuba(a, 0, b, 0, n, out, 0, 0);
    }

    /** r ← T·R⁻¹ mod m for T = product (2n limbs, value below R·m): the reduction rows alone. */
    void reduce(int[] product, int[] r) {
        final int n = this.n;
        final long[] t = this.t;
        final int[] m = this.m;
        final long m0 = m[0];
        for (int j = 0; j < n; j++) {
            t[j] = product[j];
        }
        for (int i0 = 0; i0 < n; i0 += Radix28N.NORMALISE_ROWS) {
            int end = Math.min(n, i0 + Radix28N.NORMALISE_ROWS);
            for (int i = i0; i < end; i++) {
                final long t0 = t[0];
                final long q = ((t0 & M) * minv) & M;
                final long carry = (t0 + m0 * q) >>> K;
                for (int j = 0; j < n - 1; j++) {
                    t[j] = t[j + 1] + m[j + 1] * q;
                }
                t[n - 1] = product[n + i];
                t[0] += carry;
            }
            Radix28N.normalise(t);
        }
        for (int j = 0; j < n; j++) {
            r[j] = (int) t[j];
        }
    }

    /** out[oo, oo + 2len) ← a[ao, ao+len)·b[bo, bo+len), normalised (limbs below 2^28). */
    private void karatsuba(int[] a, int ao, int[] b, int bo, int len, int[] out, int oo, int level) {
        Scratch s = scratch(level, len);
        long[] acc = s.acc;
        java.util.Arrays.fill(acc, 0, 2 * len, 0L);
        if (len <= base) {
            for (int i = 0; i < len; i++) {
                final long ai = a[ao + i];
                for (int j = 0; j < len; j++) {
                    acc[i + j] += ai * b[bo + j];
                }
            }
        } else {
            int h = len / 2;
            int l = len - h;
            karatsuba(a, ao, b, bo, h, s.z0, 0, level + 1);
            karatsuba(a, ao + h, b, bo + h, l, s.z2, 0, level + 1);
            sum(a, ao, h, l, s.sa);
            sum(b, bo, h, l, s.sb);
            karatsuba(s.sa, 0, s.sb, 0, l + 1, s.p, 0, level + 1);
            // a·b = z0 + (p − z0 − z2)·X^h + z2·X^(2h): every term a normalised limb, so each
            // column is a sum of at most five of them, signed
            for (int k = 0; k < 2 * h; k++) {
                acc[k] += s.z0[k];
                acc[k + h] -= s.z0[k];
            }
            for (int k = 0; k < 2 * l; k++) {
                acc[k + 2 * h] += s.z2[k];
                acc[k + h] -= s.z2[k];
            }
            for (int k = 0; k < 2 * l + 2 && k + h < 2 * len + 2; k++) {
                acc[k + h] += s.p[k];
            }
        }
        // signed carries (arithmetic shift); the value is a·b ≥ 0 and fits 2len limbs
        long c = 0;
        for (int k = 0; k < 2 * len; k++) {
            long v = acc[k] + c;
            out[oo + k] = (int) (v & M);
            c = v >> K;
        }
    }

    /** s[0, l] ← x[o, o+h) + x[o+h, o+h+l), normalised (l ≥ h). */
    private static void sum(int[] x, int o, int h, int l, int[] s) {
        long c = 0;
        for (int k = 0; k < l; k++) {
            long v = (k < h ? x[o + k] : 0) + (long) x[o + h + k] + c;
            s[k] = (int) (v & M);
            c = v >>> K;
        }
        s[l] = (int) c;
    }

    /** The scratch of one recursion level, grown to the largest size seen there. */
    private Scratch scratch(int level, int len) {
        Scratch s = levels[level];
        if (s == null || s.sa.length < len - len / 2 + 1 || s.z0.length < 2 * (len / 2) || s.acc.length < 2 * len + 2) {
            s = new Scratch(len);
            levels[level] = s;
        }
        return s;
    }
}
