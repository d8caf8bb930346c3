package dev.pippin.glv;

import java.math.BigInteger;

/**
 * Arithmetic modulo a group order r (four 64-bit limbs) for secret scalars, in constant time: a
 * product, a sum, the reduction of a 48-byte string (KeyGen's), and range and zero tests that
 * return masks. Values are canonical (below r), little-endian, not in Montgomery form; nothing
 * goes through BigInteger (whose arithmetic branches on values and leaves copies on the heap),
 * which is used only to derive the public constants at construction.
 *
 * <p>Why not the scalar-field classes of the field module: their carries are written as
 * conditional expressions (Long.compareUnsigned ... ? 1 : 0), fine for public MSM scalars, but a
 * conditional expression on a secret is exactly what this class must not contain. Here every
 * carry and borrow is computed from the operands' top bits, every final correction is by mask,
 * and every loop bound is the constant 4.
 *
 * <p>Cost: a product is two Montgomery multiplications (CIOS, 2 x 32 64-bit products) and two
 * masked subtractions; it runs a handful of times per proof or key, off every hot path.
 * Thread safety: immutable.
 */
public final class SecretScalars {
    /** The Montgomery radix 2^256 (declared before the instances, which use it). */
    private static final BigInteger R = BigInteger.ONE.shiftLeft(256);

    /** The BLS12-381 group order. */
    public static final SecretScalars BLS12_381 = new SecretScalars(
            new BigInteger("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001", 16));
    /** The bn254 group order. */
    public static final SecretScalars BN254 = new SecretScalars(
            new BigInteger("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001", 16));

    /** Limbs of a scalar. */
    public static final int LIMBS = 4;

    private final BigInteger order;
    private final long[] n;
    /** -n^-1 mod 2^64. */
    private final long nInv;
    /** R^2, R^3 mod n (R = 2^256) and 1, as limbs. */
    private final long[] r2, r3, one;

    private SecretScalars(BigInteger order) {
        if (order.bitLength() > 255 || !order.testBit(0)) {
            // one spare bit keeps every Montgomery intermediate below 2n < 2^256 plus one carry word
            throw new IllegalArgumentException("modulus must be odd and below 2^255");
        }
        this.order = order;
        this.n = limbs(order);
        this.nInv = order.negate().modInverse(BigInteger.ONE.shiftLeft(64)).longValue();
        this.r2 = limbs(R.multiply(R).mod(order));
        this.r3 = limbs(R.multiply(R).multiply(R).mod(order));
        this.one = limbs(BigInteger.ONE);
    }

    /** The modulus. */
    public BigInteger order() {
        return order;
    }

    /** c = a b mod r, for a, b below r (c may alias either): a b R^-1 R^2 R^-1. */
    public void mul(long[] c, long[] a, long[] b) {
        long[] t = new long[LIMBS];
        mont(t, a, b);
        mont(c, t, r2);
        java.util.Arrays.fill(t, 0L);
    }

    /** c = a + b mod r, for a, b below r (c may alias either). */
    public void add(long[] c, long[] a, long[] b) {
        long carry = 0;
        long[] s = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            long x = a[i] + b[i];
            long c1 = carry(a[i], b[i], x);
            long y = x + carry;
            carry = c1 | carry(x, carry, y);
            s[i] = y;
        }
        subtractIfAtLeast(c, s, carry);
        java.util.Arrays.fill(s, 0L);
    }

    /**
     * out = the 48 big-endian bytes at in[off] (OS2IP) mod r: hi 2^256 + lo with lo the last 32
     * bytes, computed as ((lo R + hi R^2) R) R^-1 ... by Montgomery products: mont(lo, R^2) =
     * lo R, mont(hi, R^3) = hi R^2, their sum times R^-1 (a product with 1) is lo + hi R = the
     * value mod r. KeyGen's reduction (the IETF BLS draft, section 2.3).
     */
    public void reduce48(long[] out, byte[] in, int off) {
        long[] lo = new long[LIMBS], hi = new long[LIMBS], a = new long[LIMBS], b = new long[LIMBS];
        try {
            for (int i = 0; i < LIMBS; i++) {
                lo[i] = word(in, off + 16 + 8 * (LIMBS - 1 - i));
            }
            hi[0] = word(in, off + 8);
            hi[1] = word(in, off);
            mont(a, lo, r2);  // lo < 2^256, r2 < r: the result is below r
            mont(b, hi, r3);
            add(a, a, b);
            mont(out, a, one);
        } finally {
            java.util.Arrays.fill(lo, 0L);
            java.util.Arrays.fill(hi, 0L);
            java.util.Arrays.fill(a, 0L);
            java.util.Arrays.fill(b, 0L);
        }
    }

    /** All ones when the 4 limbs at a[ao] are below r, else 0 (the borrow of a - r). */
    public long belowOrderMask(long[] a, int ao) {
        long borrow = 0;
        for (int i = 0; i < LIMBS; i++) {
            long d = a[ao + i] - n[i];
            long b1 = borrow(a[ao + i], n[i], d);
            long e = d - borrow;
            borrow = b1 | borrow(d, borrow, e);
        }
        return -borrow;
    }

    /** All ones when the 4 limbs at a[ao] are all zero, else 0. */
    public static long zeroMask(long[] a, int ao) {
        long or = a[ao] | a[ao + 1] | a[ao + 2] | a[ao + 3];
        return ((or | -or) >>> 63) - 1;
    }

    /** The 32 big-endian bytes at in[off] as 4 little-endian limbs at out[0] (no range check). */
    public static void fromBytes32(long[] out, byte[] in, int off) {
        for (int i = 0; i < LIMBS; i++) {
            out[i] = word(in, off + 8 * (LIMBS - 1 - i));
        }
    }

    /** The 4 limbs of a as 32 big-endian bytes at out[off]. */
    public static void toBytes32(long[] a, byte[] out, int off) {
        for (int i = 0; i < LIMBS; i++) {
            long w = a[LIMBS - 1 - i];
            for (int b = 0; b < 8; b++) {
                out[off + 8 * i + b] = (byte) (w >>> (56 - 8 * b));
            }
        }
    }

    /**
     * c = a b R^-1 mod r (CIOS): a below 2^256 and b below r keep every step below 2r, so one
     * masked subtraction ends it below r.
     */
    private void mont(long[] c, long[] a, long[] b) {
        long t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0;
        for (int i = 0; i < LIMBS; i++) {
            long bi = b[i];
            // t += a bi
            long lo, hi, s, cc;
            lo = a[0] * bi; hi = Math.unsignedMultiplyHigh(a[0], bi);
            s = t0 + lo; hi += carry(t0, lo, s); t0 = s; cc = hi;
            lo = a[1] * bi; hi = Math.unsignedMultiplyHigh(a[1], bi);
            s = t1 + lo; hi += carry(t1, lo, s); lo = s + cc; hi += carry(s, cc, lo); t1 = lo; cc = hi;
            lo = a[2] * bi; hi = Math.unsignedMultiplyHigh(a[2], bi);
            s = t2 + lo; hi += carry(t2, lo, s); lo = s + cc; hi += carry(s, cc, lo); t2 = lo; cc = hi;
            lo = a[3] * bi; hi = Math.unsignedMultiplyHigh(a[3], bi);
            s = t3 + lo; hi += carry(t3, lo, s); lo = s + cc; hi += carry(s, cc, lo); t3 = lo; cc = hi;
            s = t4 + cc;
            long t5 = carry(t4, cc, s);
            t4 = s;
            // t = (t + m n) / 2^64 with m = t0 nInv: the low word cancels
            long m = t0 * nInv;
            lo = m * n[0]; hi = Math.unsignedMultiplyHigh(m, n[0]);
            s = t0 + lo; cc = hi + carry(t0, lo, s);
            lo = m * n[1]; hi = Math.unsignedMultiplyHigh(m, n[1]);
            s = t1 + lo; hi += carry(t1, lo, s); lo = s + cc; hi += carry(s, cc, lo); t0 = lo; cc = hi;
            lo = m * n[2]; hi = Math.unsignedMultiplyHigh(m, n[2]);
            s = t2 + lo; hi += carry(t2, lo, s); lo = s + cc; hi += carry(s, cc, lo); t1 = lo; cc = hi;
            lo = m * n[3]; hi = Math.unsignedMultiplyHigh(m, n[3]);
            s = t3 + lo; hi += carry(t3, lo, s); lo = s + cc; hi += carry(s, cc, lo); t2 = lo; cc = hi;
            s = t4 + cc;
            t3 = s;
            t4 = t5 + carry(t4, cc, s);
        }
        long[] t = {t0, t1, t2, t3};
        subtractIfAtLeast(c, t, t4);
        java.util.Arrays.fill(t, 0L);
    }

    /** c = t - n when (top 2^256 + t) >= n, else t (top is 0 or 1; the value is below 2n). By mask. */
    private void subtractIfAtLeast(long[] c, long[] t, long top) {
        long borrow = 0;
        long d0, d1, d2, d3;
        long[] d = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            long x = t[i] - n[i];
            long b1 = borrow(t[i], n[i], x);
            long y = x - borrow;
            borrow = b1 | borrow(x, borrow, y);
            d[i] = y;
        }
        // the value is below n exactly when the subtraction borrows out of the top word too
        long keep = -(borrow & (1 - top)); // all ones: keep t
        d0 = (t[0] & keep) | (d[0] & ~keep);
        d1 = (t[1] & keep) | (d[1] & ~keep);
        d2 = (t[2] & keep) | (d[2] & ~keep);
        d3 = (t[3] & keep) | (d[3] & ~keep);
        c[0] = d0;
        c[1] = d1;
        c[2] = d2;
        c[3] = d3;
        java.util.Arrays.fill(d, 0L);
    }

    /** The carry out of s = x + y (mod 2^64): 1 when the sum wrapped. */
    private static long carry(long x, long y, long s) {
        return ((x & y) | ((x | y) & ~s)) >>> 63;
    }

    /** The borrow out of d = x - y (mod 2^64): 1 when y > x (unsigned). */
    private static long borrow(long x, long y, long d) {
        return ((~x & y) | ((~x | y) & d)) >>> 63;
    }

    private static long word(byte[] in, int off) {
        long w = 0;
        for (int b = 0; b < 8; b++) {
            w = (w << 8) | (in[off + b] & 0xffL);
        }
        return w;
    }

    private static long[] limbs(BigInteger v) {
        long[] l = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            l[i] = v.shiftRight(64 * i).longValue();
        }
        return l;
    }
}
