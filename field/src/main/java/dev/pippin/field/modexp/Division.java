package dev.pippin.field.modexp;

/**
 * Remainders of multi-limb division, Knuth's Algorithm D (TAOCP vol. 2, 4.3.1) on little-endian
 * 64-bit limbs: the divisor is normalised (shifted so its top bit is set), each quotient digit is
 * estimated from the top two limbs of the running remainder by a 128-by-64 division, corrected
 * with the divisor's second limb (after which it is at most one too large), and the rare
 * remaining excess is fixed by one add-back.
 *
 * <p>Used to enter Montgomery form in one step: base·2^(56n) mod m is one division of an
 * (n64 + n + 1)-limb dividend by the modulus, instead of computing R² mod m by squarings and
 * doublings and then multiplying (the cost that dominated short exponents).
 */
final class Division {
    private static final long LO32 = 0xFFFF_FFFFL;

    private Division() {
    }

    /**
     * (u · 2^shift) mod v as v.length limbs. u: any length (may be zero, may have zero top
     * limbs); v: non-zero. Neither is modified.
     */
    static long[] shiftedRemainder(long[] u, int shift, long[] v) {
        int vn = Limbs.significantLimbs(v);
        if (vn == 0) {
            throw new ArithmeticException("division by zero");
        }
        long[] out = new long[v.length];
        int un = Limbs.significantLimbs(u);
        if (un == 0) {
            return out;
        }
        int s = Long.numberOfLeadingZeros(v[vn - 1]);
        // normalised divisor
        long[] d = new long[vn];
        for (int i = vn - 1; i > 0; i--) {
            d[i] = s == 0 ? v[i] : (v[i] << s) | (v[i - 1] >>> (64 - s));
        }
        d[0] = v[0] << s;
        // dividend u · 2^(shift + s), with a zero top limb (Algorithm D's u_(m+n))
        int total = shift + s;
        int limbShift = total >>> 6;
        int bitShift = total & 63;
        int len = Math.max(un + limbShift + 2, vn + 1);
        long[] w = new long[len];
        for (int i = 0; i < un; i++) {
            w[i + limbShift] |= u[i] << bitShift;
            if (bitShift != 0) {
                w[i + limbShift + 1] |= u[i] >>> (64 - bitShift);
            }
        }
        remainderInPlace(w, len, d, vn);
        // the remainder is w[0, vn), still scaled by 2^s
        for (int i = 0; i < vn; i++) {
            long hi = (s == 0 || i + 1 >= vn) ? 0 : w[i + 1] << (64 - s);
            out[i] = (w[i] >>> s) | hi;
        }
        return out;
    }

    /**
     * w[0, len) ← w mod d, leaving the remainder in w[0, vn) and zeros above. d[0, vn) has its
     * top bit set; w[len − 1] &lt; d[vn − 1] is required (true with a spare top limb).
     */
    static void remainderInPlace(long[] w, int len, long[] d, int vn) {
        long d1 = d[vn - 1];
        long v = reciprocal(d1);
        if (vn == 1) {
            long r = 0;
            for (int i = len - 1; i >= 0; i--) {
                long q = div2by1(r, w[i], d1, v);
                r = w[i] - q * d1;
                w[i] = 0;
            }
            w[0] = r;
            return;
        }
        long d2 = d[vn - 2];
        for (int j = len - vn - 1; j >= 0; j--) {
            long u2 = w[j + vn];
            long u1 = w[j + vn - 1];
            long u0 = w[j + vn - 2];
            long qhat;
            long rhat;
            boolean rhatOverflow = false;
            if (u2 == d1) {
                // (u2·b + u1)/d1 ≥ b: the digit is at most b − 1
                qhat = -1L;
                rhat = u1 + d1;
                rhatOverflow = Long.compareUnsigned(rhat, d1) < 0;
            } else {
                qhat = div2by1(u2, u1, d1, v);
                rhat = u1 - qhat * d1;
            }
            // while qhat·d2 > rhat·b + u0: qhat too large (at most twice)
            while (!rhatOverflow) {
                long ph = Math.unsignedMultiplyHigh(qhat, d2);
                long pl = qhat * d2;
                int c = Long.compareUnsigned(ph, rhat);
                if (c < 0 || (c == 0 && Long.compareUnsigned(pl, u0) <= 0)) {
                    break;
                }
                qhat--;
                long nr = rhat + d1;
                rhatOverflow = Long.compareUnsigned(nr, rhat) < 0;
                rhat = nr;
            }
            // w[j, j+vn] −= qhat·d; each limb's borrow joins the product's carry: the carry out is
            // ceil((qhat·d_i + carry − w)/2^64) ≤ ((2^64 − 1)² + 2^64 − 1)/2^64 = 2^64 − 1, so it fits
            long carry = 0;
            for (int i = 0; i < vn; i++) {
                long di = d[i];
                long pl = qhat * di;
                long ph = Math.unsignedMultiplyHigh(qhat, di);
                pl += carry;
                ph += Long.compareUnsigned(pl, carry) < 0 ? 1 : 0;
                long a = w[j + i];
                w[j + i] = a - pl;
                carry = ph + (Long.compareUnsigned(a, pl) < 0 ? 1 : 0);
            }
            long top = w[j + vn];
            w[j + vn] = top - carry;
            if (Long.compareUnsigned(top, carry) < 0) {
                // qhat was one too large: add d back (the carry out cancels the borrow)
                long c = 0;
                for (int i = 0; i < vn; i++) {
                    long a = w[j + i];
                    long s1 = a + d[i];
                    long c1 = Long.compareUnsigned(s1, a) < 0 ? 1 : 0;
                    long s2 = s1 + c;
                    c1 += Long.compareUnsigned(s2, s1) < 0 ? 1 : 0;
                    w[j + i] = s2;
                    c = c1;
                }
                w[j + vn] += c;
            }
        }
    }

    /**
     * The reciprocal of a normalised divisor d (top bit set) for {@link #div2by1}:
     * floor((2^128 − 1)/d) − 2^64 (Möller and Granlund, "Improved division by invariant integers",
     * 2011), by the one hardware-division-based {@link #divlu} of the call: (2^128 − 1) − 2^64·d
     * is (~d)·2^64 + (2^64 − 1), and ~d &lt; d.
     */
    static long reciprocal(long d) {
        return divlu(~d, -1L, d);
    }

    /**
     * floor((u1·2^64 + u0) / d) for d with its top bit set and u1 &lt; d, from d's
     * {@link #reciprocal} v: two multiplications and at most two corrections (Möller and Granlund's
     * Algorithm 4) instead of the two 128-by-64 steps of {@link #divlu}, whose two hardware
     * divisions per digit were most of entering Montgomery form at 256 bits. Measured with a
     * scratch probe (thread CPU time, medians, JDK 25 on the shared 2-core EPYC; not in the
     * repository), toMontgomery64 of a 256-bit base: 150 ns with divlu per digit, 101 ns with this
     * (sqr 33.6 and 32.5 ns in the same runs, as a load check).
     */
    static long div2by1(long u1, long u0, long d, long v) {
        long q0 = v * u1;
        long q1 = Math.unsignedMultiplyHigh(v, u1);
        long s = q0 + u0;
        q1 += u1 + 1 + (Long.compareUnsigned(s, q0) < 0 ? 1 : 0);
        q0 = s;
        long r = u0 - q1 * d;
        if (Long.compareUnsigned(r, q0) > 0) {
            q1--;
            r += d;
        }
        if (Long.compareUnsigned(r, d) >= 0) {
            q1++;
        }
        return q1;
    }

    /**
     * floor((u1·2^64 + u0) / v) for v with its top bit set and u1 &lt; v (so the quotient fits 64
     * bits): Hacker's Delight divlu, two 64-by-32 steps with Long.divideUnsigned.
     */
    static long divlu(long u1, long u0, long v) {
        long vn1 = v >>> 32;
        long vn0 = v & LO32;
        long un1 = u0 >>> 32;
        long un0 = u0 & LO32;
        long q1 = Long.divideUnsigned(u1, vn1);
        long rhat = u1 - q1 * vn1;
        while (Long.compareUnsigned(q1, LO32) > 0
                || Long.compareUnsigned(q1 * vn0, (rhat << 32) | un1) > 0) {
            q1--;
            rhat += vn1;
            if (Long.compareUnsigned(rhat, LO32) > 0) {
                break;
            }
        }
        long un21 = (u1 << 32) + un1 - q1 * v;
        long q0 = Long.divideUnsigned(un21, vn1);
        rhat = un21 - q0 * vn1;
        while (Long.compareUnsigned(q0, LO32) > 0
                || Long.compareUnsigned(q0 * vn0, (rhat << 32) | un0) > 0) {
            q0--;
            rhat += vn1;
            if (Long.compareUnsigned(rhat, LO32) > 0) {
                break;
            }
        }
        return (q1 << 32) | q0;
    }
}
