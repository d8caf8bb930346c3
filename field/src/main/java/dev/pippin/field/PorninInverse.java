package dev.pippin.field;

import java.math.BigInteger;

/**
 * Modular inverse for a fixed odd modulus by T. Pornin's optimized binary GCD ("Optimized Binary
 * GCD for Modular Inversion", 2020, Algorithm 2), variable time (acceptable: MSM inputs are
 * public).
 *
 * <p>The classic binary GCD spends a multi-limb shift or subtraction on every one of its ~2 bits(m)
 * steps. Here 30 steps at a time run on one-word approximations of a and b (their low 30 bits,
 * exact, and their top 32 bits), recording the steps as update factors (f0, g0, f1, g1) with
 * |f| + |g| <= 2^30; the big numbers are then updated once: a = (a f0 + b g0) / 2^30, b likewise,
 * and the Bezout coefficients u = (u f0 + v g0) / 2^30 mod m by one Montgomery step. That division
 * by 2^30 makes the invariant a = u y (mod m) hold with no correction at the end: when b reaches
 * gcd = 1, v = y^-1. Pornin proves ceil((2 bits(m) - 1) / 30) rounds suffice with these
 * approximation widths (his k = 31).
 *
 * <p>Numbers are held in radix 2^30 in longs, so a limb times a factor (below 2^60) plus another
 * and a carry fits a signed long, and the division by 2^30 is dropping a limb.
 */
final class PorninInverse {
    private static final int W = 30;
    private static final long MASK = (1L << W) - 1;

    private final int n;          // radix-2^30 limbs, with room for bits(m) + 1
    private final long[] m;
    private final long mInv;      // -m^-1 mod 2^30
    private final int rounds;
    private final int limbs64;    // the caller's radix-2^64 width

    PorninInverse(BigInteger modulus, int limbs64) {
        if (!modulus.testBit(0) || modulus.compareTo(BigInteger.valueOf(3)) < 0) {
            throw new IllegalArgumentException("modulus must be odd and at least 3");
        }
        this.limbs64 = limbs64;
        this.n = Math.max(modulus.bitLength() / W + 1, 3); // at least the 62 bits of an exact approximation
        this.m = new long[n];
        for (int i = 0; i < n; i++) {
            m[i] = modulus.shiftRight(W * i).longValue() & MASK;
        }
        this.mInv = modulus.negate().modInverse(BigInteger.ONE.shiftLeft(W)).longValue();
        this.rounds = (2 * modulus.bitLength() - 1 + W - 1) / W;
    }

    /**
     * out[oo..] = y^-1 mod m for a canonical y (0 <= y < m, limbs64 little-endian 64-bit limbs);
     * 0 maps to 0. out may be y.
     */
    void inverse(long[] y, int yo, long[] out, int oo) {
        final int n = this.n;
        long[] a = new long[n], b = m.clone(), u = new long[n], v = new long[n];
        MontgomeryField.fromRadix64(y, yo, limbs64, a, 0, n, W);
        u[0] = 1;
        for (int round = 0; round < rounds; round++) {
            // Approximations: the top 32 bits at the larger length (at least 62) and the low 30.
            int len = Math.max(Math.max(bitLength(a), bitLength(b)), 2 * W + 2);
            long ah = bits32(a, len - 32), bh = bits32(b, len - 32);
            long aa = (ah << W) | (a[0] & MASK), bb = (bh << W) | (b[0] & MASK);
            long f0 = 1, g0 = 0, f1 = 0, g1 = 1;
            for (int j = 0; j < W; j++) {
                if ((aa & 1) != 0) {
                    if (aa < bb) {
                        long t = aa; aa = bb; bb = t;
                        t = f0; f0 = f1; f1 = t;
                        t = g0; g0 = g1; g1 = t;
                    }
                    aa -= bb;
                    f0 -= f1;
                    g0 -= g1;
                }
                aa >>= 1;
                f1 <<= 1;
                g1 <<= 1;
            }
            // (a, b) = ((a f0 + b g0) / 2^30, (a f1 + b g1) / 2^30), signs folded into the factors.
            long ca = 0, cb = 0;
            long a0 = a[0], b0 = b[0];
            ca = (a0 * f0 + b0 * g0) >> W;
            cb = (a0 * f1 + b0 * g1) >> W;
            for (int i = 1; i < n; i++) {
                long ai = a[i], bi = b[i];
                long ta = ai * f0 + bi * g0 + ca;
                long tb = ai * f1 + bi * g1 + cb;
                a[i - 1] = ta & MASK;
                b[i - 1] = tb & MASK;
                ca = ta >> W;
                cb = tb >> W;
            }
            a[n - 1] = ca;
            b[n - 1] = cb;
            if (ca < 0) {
                negate(a);
                f0 = -f0;
                g0 = -g0;
            }
            if (cb < 0) {
                negate(b);
                f1 = -f1;
                g1 = -g1;
            }
            // (u, v) = ((u f0 + v g0) / 2^30, (u f1 + v g1) / 2^30) mod m, by one Montgomery step each.
            long u0 = u[0], v0 = v[0];
            long lu = u0 * f0 + v0 * g0, lv = u0 * f1 + v0 * g1;
            long qu = ((lu & MASK) * mInv) & MASK, qv = ((lv & MASK) * mInv) & MASK;
            long cu = (lu + qu * m[0]) >> W, cv = (lv + qv * m[0]) >> W;
            for (int i = 1; i < n; i++) {
                long ui = u[i], vi = v[i], mi = m[i];
                long tu = ui * f0 + vi * g0 + qu * mi + cu;
                long tv = ui * f1 + vi * g1 + qv * mi + cv;
                u[i - 1] = tu & MASK;
                v[i - 1] = tv & MASK;
                cu = tu >> W;
                cv = tv >> W;
            }
            u[n - 1] = cu;
            v[n - 1] = cv;
            normalize(u);
            normalize(v);
        }
        MontgomeryField.toRadix64(v, 0, n, W, out, oo, limbs64);
    }

    /** Bits of a (n limbs, top limb may hold a sign-free value) from position lo, 32 of them. */
    private long bits32(long[] a, int lo) {
        int i = lo / W, o = lo % W;
        long x = a[i] >>> o;
        if (i + 1 < n) {
            x |= a[i + 1] << (W - o);
        }
        if (i + 2 < n) {
            x |= a[i + 2] << (2 * W - o);
        }
        return x & 0xFFFFFFFFL;
    }

    private int bitLength(long[] a) {
        for (int i = n - 1; i >= 0; i--) {
            if (a[i] != 0) {
                return W * i + 64 - Long.numberOfLeadingZeros(a[i]);
            }
        }
        return 0;
    }

    /** a = -a for a negative a (normalized limbs below, a signed top limb). */
    private void negate(long[] a) {
        long c = 0;
        for (int i = 0; i < n - 1; i++) {
            long t = c - a[i];
            a[i] = t & MASK;
            c = t >> W;
        }
        a[n - 1] = c - a[n - 1];
    }

    /** Brings x from (-m, 2m) (normalized low limbs, signed top limb) into [0, m). */
    private void normalize(long[] x) {
        if (x[n - 1] < 0) {
            addOrSubM(x, 1);
        } else if (!lessThanM(x)) {
            addOrSubM(x, -1);
        }
    }

    private boolean lessThanM(long[] x) {
        for (int i = n - 1; i >= 0; i--) {
            if (x[i] != m[i]) {
                return x[i] < m[i];
            }
        }
        return false;
    }

    private void addOrSubM(long[] x, long sign) {
        long c = 0;
        for (int i = 0; i < n - 1; i++) {
            long t = x[i] + sign * m[i] + c;
            x[i] = t & MASK;
            c = t >> W;
        }
        x[n - 1] += sign * m[n - 1] + c;
    }
}
