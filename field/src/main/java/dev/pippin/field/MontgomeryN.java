package dev.pippin.field;

import java.math.BigInteger;

/**
 * Generic n-limb Montgomery arithmetic (CIOS) for any odd modulus of 1 to at least 128 limbs
 * (8192 bits), on flat little-endian {@code long[]} limbs, R = 2^(64·n).
 *
 * <p>Two multiplication paths, chosen once when the modulus is given:
 * <ul>
 *   <li><b>no-carry CIOS</b> when the top limb of p is at most {@code 0x7FFFFFFFFFFFFFFE}: the
 *       running sum then provably fits n limbs, so the inner loop tracks no overflow limb
 *       (gnark-crypto's observation);</li>
 *   <li><b>fully carried CIOS</b> (Koç et al.) otherwise, with the two extra accumulator limbs.</li>
 * </ul>
 * Squaring: a dedicated product-scanning kernel ({@link #sqrProductScanning}: the n(n−1)/2
 * cross products once, doubled, plus the n diagonal squares, then a separate reduction; 1.5·n² + n
 * limb products instead of 2·n²) was measured against {@code mul(a, a)} with the modexp tuning harness's
 * kernel runs (docs/PERFORMANCE.md; JDK 25, this shared 2-core 2.1 GHz EPYC, same run, ns/op):
 * n=8: mul(a,a) 454, dedicated 449; n=16: 1875 vs 2002; n=32: 7243 vs 7834; n=64: 28872 vs
 * 31139; n=128: 94668 vs 112681. The saved products do not pay for the extra passes over memory
 * (double, diagonal, reduce), so {@link #sqr} is {@code mul(a, a)}; the dedicated kernel stays
 * for re-measurement on other machines.
 *
 * <p>All constants (−p⁻¹ mod 2⁶⁴ by Newton iteration, R mod p by doubling, R² mod p by doubling
 * and Montgomery squaring) are derived from the modulus limbs alone; {@link #of(BigInteger)} is
 * the only place BigInteger appears, as a convenience for callers.
 *
 * <p>Thread safety: an instance owns its scratch buffers, so {@link #mul}, {@link #sqr} and the
 * conversions must not be called concurrently on one instance; build one per thread (cheap) or
 * use the static kernels with caller-provided scratch. No method allocates after construction.
 *
 * <p>Operands are values in [0, p) held in the first n limbs of their arrays; an output may alias
 * an input (results are built in scratch and copied out).
 */
public final class MontgomeryN {
    /** The no-carry CIOS applies when the top modulus limb is at most this (unsigned). */
    public static final long NO_CARRY_TOP_LIMB_MAX = 0x7FFFFFFFFFFFFFFEL;

    private final int n;
    private final long[] p;
    private final long inv;
    private final boolean noCarry;
    private final long[] rModP;
    private final long[] r2ModP;
    private final long[] t;       // mul scratch: n + 2 limbs
    private final long[] wide;    // sqr scratch: 2n + 1 limbs

    /**
     * @param modulus odd modulus, little-endian limbs; the top limb must be non-zero (strip
     *                leading zero limbs first, so that n is the modulus's significant width).
     */
    public MontgomeryN(long[] modulus) {
        int len = modulus.length;
        if (len == 0 || modulus[len - 1] == 0) {
            throw new IllegalArgumentException("modulus must have a non-zero top limb");
        }
        if ((modulus[0] & 1) == 0) {
            throw new IllegalArgumentException("Montgomery arithmetic needs an odd modulus");
        }
        if (len == 1 && modulus[0] == 1) {
            throw new IllegalArgumentException("modulus 1 has no Montgomery representation");
        }
        this.n = len;
        this.p = modulus.clone();
        this.inv = negInverse64(p[0]);
        this.noCarry = Long.compareUnsigned(p[n - 1], NO_CARRY_TOP_LIMB_MAX) <= 0;
        this.t = new long[n + 2];
        this.wide = new long[2 * n + 1];
        this.rModP = rModP(p, n);
        this.r2ModP = new long[n];
        r2FromR(rModP, r2ModP);
    }

    /** Convenience for callers that hold the modulus as a BigInteger (construction only). */
    public static MontgomeryN of(BigInteger modulus) {
        if (modulus.signum() <= 0) {
            throw new IllegalArgumentException("modulus must be positive");
        }
        int n = (modulus.bitLength() + 63) >>> 6;
        long[] limbs = new long[n];
        for (int i = 0; i < n; i++) {
            limbs[i] = modulus.shiftRight(64 * i).longValue();
        }
        return new MontgomeryN(limbs);
    }

    public int limbs() {
        return n;
    }

    public boolean noCarry() {
        return noCarry;
    }

    /** −p⁻¹ mod 2⁶⁴. */
    public long negInverse() {
        return inv;
    }

    /** A copy of R mod p, which is 1 in Montgomery form. */
    public long[] one() {
        return rModP.clone();
    }

    /** A copy of R² mod p. */
    public long[] r2() {
        return r2ModP.clone();
    }

    /** A copy of the modulus limbs. */
    public long[] modulus() {
        return p.clone();
    }

    // ---------------------------------------------------------------- derived constants

    /** −p0⁻¹ mod 2⁶⁴ for odd p0: Newton's x ← x(2 − p0·x) doubles the correct low bits (3 → 96). */
    public static long negInverse64(long p0) {
        long x = p0;                 // p0·p0 ≡ 1 (mod 8): 3 correct bits
        for (int i = 0; i < 5; i++) {
            x *= 2 - p0 * x;
        }
        return -x;
    }

    /**
     * R mod p = 2^(64n) mod p for an odd p &gt; 1 held in n limbs (top limbs may be zero): start
     * from 2^(bitLength−1) &lt; p and double (with conditional subtraction) up to 2^(64n); at most
     * 64 doublings when the top limb is non-zero.
     */
    public static long[] rModP(long[] p, int n) {
        int top = n - 1;
        while (p[top] == 0) {
            top--;
        }
        int bitLength = 64 * top + 64 - Long.numberOfLeadingZeros(p[top]);
        long[] x = new long[n];
        x[(bitLength - 1) >>> 6] = 1L << ((bitLength - 1) & 63);
        for (int k = bitLength - 1; k < 64 * n; k++) {
            modDouble(x, p, n);
        }
        return x;
    }

    /** x ← 2x mod p for x in [0, p). */
    public static void modDouble(long[] x, long[] p, int n) {
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long v = x[i];
            x[i] = (v << 1) | carry;
            carry = v >>> 63;
        }
        if (carry != 0 || !lessThan(x, p, n)) {
            subInPlace(x, p, n);
        }
    }

    /**
     * R² mod p from R mod p: 2n doublings give 2^(2n)·R (the Montgomery form of 2^(2n)), and five
     * Montgomery squarings raise it to 2^(64n)·R = R² mod p. Balancing n-limb doublings against
     * 2n²-product squarings, five squarings is the cheapest split for every n.
     */
    private void r2FromR(long[] r, long[] out) {
        System.arraycopy(r, 0, out, 0, n);
        for (int k = 0; k < 2 * n; k++) {
            modDouble(out, p, n);
        }
        for (int k = 0; k < 5; k++) {
            sqr(out, out);
        }
    }

    // ---------------------------------------------------------------- public kernels

    /** out ← a·b·R⁻¹ mod p. */
    public void mul(long[] a, long[] b, long[] out) {
        if (noCarry) {
            mulNoCarry(a, b, out, p, n, inv, t);
        } else {
            mulCarried(a, b, out, p, n, inv, t);
        }
    }

    /** out ← a²·R⁻¹ mod p (the multiplication kernel: it measured faster, see the class comment). */
    public void sqr(long[] a, long[] out) {
        mul(a, a, out);
    }

    /** out ← a²·R⁻¹ mod p by the dedicated product-scanning squaring (for measurement). */
    public void sqrProductScanning(long[] a, long[] out) {
        sqr(a, out, p, n, inv, wide);
    }

    /** out ← a·R mod p, for a in [0, p). */
    public void toMontgomery(long[] a, long[] out) {
        mul(a, r2ModP, out);
    }

    /**
     * out ← a·R mod p for any a in [0, R) (for example a value not yet reduced below p): the
     * carried CIOS is exact whenever a·b &lt; p·R, which holds with b = R² mod p &lt; p.
     */
    public void toMontgomeryUnreduced(long[] a, long[] out) {
        mulCarried(a, r2ModP, out, p, n, inv, t);
    }

    /** out ← a·R⁻¹ mod p (leaves Montgomery form). */
    public void fromMontgomery(long[] a, long[] out) {
        long[] s = wide;
        System.arraycopy(a, 0, s, 0, n);
        java.util.Arrays.fill(s, n, 2 * n + 1, 0L);
        reduceWide(s, out, p, n, inv);
    }

    // ---------------------------------------------------------------- static kernels

    /**
     * No-carry CIOS (valid when the top limb of p is at most {@link #NO_CARRY_TOP_LIMB_MAX} and
     * a, b &lt; p). Scratch {@code t} needs n + 2 limbs.
     */
    public static void mulNoCarry(long[] a, long[] b, long[] out, long[] p, int n, long inv, long[] t) {
        for (int j = 0; j < n; j++) {
            t[j] = 0;
        }
        for (int i = 0; i < n; i++) {
            long bi = b[i];
            // (A, t0) = t0 + a0·bi
            long lo = a[0] * bi;
            long hi = Math.unsignedMultiplyHigh(a[0], bi);
            long s = t[0] + lo;
            long carryA = hi + (Long.compareUnsigned(s, lo) < 0 ? 1 : 0);
            long m = s * inv;
            // C = hi(t0 + m·p0); the low word is 0 by choice of m
            lo = m * p[0];
            hi = Math.unsignedMultiplyHigh(m, p[0]);
            long carryC = hi + (Long.compareUnsigned(s + lo, lo) < 0 ? 1 : 0);
            for (int j = 1; j < n; j++) {
                // (A, tj) = tj + aj·bi + A
                lo = a[j] * bi;
                hi = Math.unsignedMultiplyHigh(a[j], bi);
                s = t[j] + lo;
                hi += Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
                long s2 = s + carryA;
                hi += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
                carryA = hi;
                // (C, t(j-1)) = tj + m·pj + C
                lo = m * p[j];
                hi = Math.unsignedMultiplyHigh(m, p[j]);
                s = s2 + lo;
                hi += Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
                long s3 = s + carryC;
                hi += Long.compareUnsigned(s3, s) < 0 ? 1 : 0;
                t[j - 1] = s3;
                carryC = hi;
            }
            t[n - 1] = carryC + carryA;
        }
        finish(t, 0, out, p, n);
    }

    /**
     * Fully carried CIOS: correct for any a &lt; R, b &lt; p (a·b &lt; p·R), whatever the top limb of p.
     * Scratch {@code t} needs n + 2 limbs.
     */
    public static void mulCarried(long[] a, long[] b, long[] out, long[] p, int n, long inv, long[] t) {
        for (int j = 0; j < n + 2; j++) {
            t[j] = 0;
        }
        for (int i = 0; i < n; i++) {
            long bi = b[i];
            long c = 0;
            for (int j = 0; j < n; j++) {
                long lo = a[j] * bi;
                long hi = Math.unsignedMultiplyHigh(a[j], bi);
                long s = t[j] + lo;
                hi += Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
                long s2 = s + c;
                hi += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
                t[j] = s2;
                c = hi;
            }
            long s = t[n] + c;
            t[n + 1] = Long.compareUnsigned(s, c) < 0 ? 1 : 0;
            t[n] = s;

            long m = t[0] * inv;
            long lo = m * p[0];
            long hi = Math.unsignedMultiplyHigh(m, p[0]);
            c = hi + (Long.compareUnsigned(t[0] + lo, lo) < 0 ? 1 : 0);
            for (int j = 1; j < n; j++) {
                lo = m * p[j];
                hi = Math.unsignedMultiplyHigh(m, p[j]);
                long s1 = t[j] + lo;
                hi += Long.compareUnsigned(s1, lo) < 0 ? 1 : 0;
                long s2 = s1 + c;
                hi += Long.compareUnsigned(s2, s1) < 0 ? 1 : 0;
                t[j - 1] = s2;
                c = hi;
            }
            s = t[n] + c;
            long c2 = Long.compareUnsigned(s, c) < 0 ? 1 : 0;
            t[n - 1] = s;
            t[n] = t[n + 1] + c2;
        }
        finish(t, t[n], out, p, n);
    }

    /**
     * Dedicated squaring: the 2n-limb square by product scanning (cross products once, doubled,
     * diagonal added), then Montgomery reduction. Scratch {@code w} needs 2n + 1 limbs.
     */
    public static void sqr(long[] a, long[] out, long[] p, int n, long inv, long[] w) {
        for (int k = 0; k < 2 * n + 1; k++) {
            w[k] = 0;
        }
        // cross products a_i·a_j, i < j
        for (int i = 0; i < n - 1; i++) {
            long ai = a[i];
            long c = 0;
            for (int j = i + 1; j < n; j++) {
                long lo = ai * a[j];
                long hi = Math.unsignedMultiplyHigh(ai, a[j]);
                long s = w[i + j] + lo;
                hi += Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
                long s2 = s + c;
                hi += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
                w[i + j] = s2;
                c = hi;
            }
            w[i + n] = c;
        }
        // double, then add the diagonal squares
        long top = 0;
        for (int k = 0; k < 2 * n; k++) {
            long v = w[k];
            w[k] = (v << 1) | top;
            top = v >>> 63;
        }
        long c = 0;
        for (int i = 0; i < n; i++) {
            long ai = a[i];
            long lo = ai * ai;
            long hi = Math.unsignedMultiplyHigh(ai, ai);
            long s = w[2 * i] + lo;
            long k1 = Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
            long s2 = s + c;
            k1 += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
            w[2 * i] = s2;
            long h = hi + k1;                   // hi ≤ 2^64 − 2, so no wrap
            long s3 = w[2 * i + 1] + h;
            c = Long.compareUnsigned(s3, h) < 0 ? 1 : 0;
            w[2 * i + 1] = s3;
        }
        reduceWide(w, out, p, n, inv);
    }

    /** Montgomery reduction of a 2n-limb value w &lt; p·R: out ← w·R⁻¹ mod p. Destroys w. */
    public static void reduceWide(long[] w, long[] out, long[] p, int n, long inv) {
        long extra = 0;
        for (int i = 0; i < n; i++) {
            long m = w[i] * inv;
            long lo = m * p[0];
            long hi = Math.unsignedMultiplyHigh(m, p[0]);
            long c = hi + (Long.compareUnsigned(w[i] + lo, lo) < 0 ? 1 : 0);
            for (int j = 1; j < n; j++) {
                lo = m * p[j];
                hi = Math.unsignedMultiplyHigh(m, p[j]);
                long s = w[i + j] + lo;
                hi += Long.compareUnsigned(s, lo) < 0 ? 1 : 0;
                long s2 = s + c;
                hi += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
                w[i + j] = s2;
                c = hi;
            }
            long s = w[i + n] + c;
            long c1 = Long.compareUnsigned(s, c) < 0 ? 1 : 0;
            long s2 = s + extra;
            c1 += Long.compareUnsigned(s2, s) < 0 ? 1 : 0;
            w[i + n] = s2;
            extra = c1;
        }
        finish(w, n, extra, out, p, n);
    }

    // ---------------------------------------------------------------- helpers

    /** out ← t − p if (overflow ≠ 0 or t ≥ p), else t; t holds n limbs from 0. */
    private static void finish(long[] t, long overflow, long[] out, long[] p, int n) {
        finish(t, 0, overflow, out, p, n);
    }

    private static void finish(long[] t, int off, long overflow, long[] out, long[] p, int n) {
        boolean subtract = overflow != 0;
        if (!subtract) {
            subtract = true;                    // equal counts as ≥
            for (int i = n - 1; i >= 0; i--) {
                long x = t[off + i];
                if (x != p[i]) {
                    subtract = Long.compareUnsigned(x, p[i]) > 0;
                    break;
                }
            }
        }
        if (subtract) {
            long borrow = 0;
            for (int i = 0; i < n; i++) {
                long x = t[off + i];
                long d = x - p[i] - borrow;
                borrow = ((~x & p[i]) | (~(x ^ p[i]) & d)) >>> 63;
                out[i] = d;
            }
        } else {
            System.arraycopy(t, off, out, 0, n);
        }
    }

    private static boolean lessThan(long[] x, long[] p, int n) {
        for (int i = n - 1; i >= 0; i--) {
            if (x[i] != p[i]) {
                return Long.compareUnsigned(x[i], p[i]) < 0;
            }
        }
        return false;
    }

    private static void subInPlace(long[] x, long[] p, int n) {
        long borrow = 0;
        for (int i = 0; i < n; i++) {
            long a = x[i];
            long d = a - p[i] - borrow;
            borrow = ((~a & p[i]) | (~(a ^ p[i]) & d)) >>> 63;
            x[i] = d;
        }
    }
}
