package dev.pippin.field;

import java.math.BigInteger;

/**
 * The constants Montgomery arithmetic derives from an odd modulus p, computed from p alone,
 * and the limb/byte conversions shared by every field. Nothing here is on a hot path: the
 * kernels ({@link Bn254Fp} and its siblings, the modexp kernels) fold these values in.
 *
 * <p>Limbs are little-endian words of {@code limbBits} bits each (64, or 56 for the lazily
 * reduced base-field kernels); n = ceil(bits(p) / limbBits) and R = 2^(limbBits n).
 */
public final class MontgomeryField {
    /** The largest top limb for which CIOS needs no carry word beyond n limbs (see {@link #noCarry()}). */
    public static final long NO_CARRY_TOP_LIMB_MAX = 0x7FFFFFFFFFFFFFFEL;
    /** The canonical limbs of 1, long enough for every fixed-width field (multiplying by it leaves Montgomery form). */
    static final long[] UNIT = {1, 0, 0, 0, 0, 0, 0};

    private final BigInteger modulus;
    private final int limbBits;
    private final int limbs;
    private final long inv;
    private final long[] modulusLimbs;
    private final long[] rModP;
    private final long[] r2ModP;
    private final long[] r3ModP;

    /** The radix-2^64 constants of an odd modulus. */
    public MontgomeryField(BigInteger modulus) {
        this(modulus, 64);
    }

    /** The constants of an odd modulus for limbs of {@code limbBits} bits (1 to 64). */
    public MontgomeryField(BigInteger modulus, int limbBits) {
        if (limbBits < 1 || limbBits > 64) {
            throw new IllegalArgumentException("limb width must be 1..64 bits, got " + limbBits);
        }
        if (modulus.signum() <= 0 || !modulus.testBit(0)) {
            throw new IllegalArgumentException("Montgomery arithmetic needs an odd positive modulus, got " + modulus);
        }
        if (modulus.equals(BigInteger.ONE)) {
            throw new IllegalArgumentException("modulus 1 has no field to work in");
        }
        this.modulus = modulus;
        this.limbBits = limbBits;
        this.limbs = (modulus.bitLength() + limbBits - 1) / limbBits;
        this.modulusLimbs = toLimbs(modulus, limbs, limbBits);
        // an inverse mod 2^64 is one mod 2^limbBits too
        this.inv = negInverse64(modulus.longValue()) & mask(limbBits);
        BigInteger r = BigInteger.ONE.shiftLeft(limbBits * limbs);
        this.rModP = toLimbs(r.mod(modulus), limbs, limbBits);
        this.r2ModP = toLimbs(r.pow(2).mod(modulus), limbs, limbBits);
        this.r3ModP = toLimbs(r.pow(3).mod(modulus), limbs, limbBits);
    }

    /**
     * -p^-1 mod 2^64 by Newton's iteration: x = p is already an inverse mod 2^3 for odd p
     * (p*p = 1 mod 8), and each step x = x(2 - px) doubles the correct bits: 3, 6, 12, 24, 48, 96.
     */
    public static long negInverse64(long p0) {
        if ((p0 & 1) == 0) {
            throw new IllegalArgumentException("even modulus has no inverse mod 2^64");
        }
        long x = p0;
        for (int i = 0; i < 5; i++) {
            x *= 2 - p0 * x;
        }
        return -x;
    }

    public BigInteger modulus() {
        return modulus;
    }

    public int limbs() {
        return limbs;
    }

    public int limbBits() {
        return limbBits;
    }

    /** R = 2^(limbBits * limbs). */
    public BigInteger r() {
        return BigInteger.ONE.shiftLeft(limbBits * limbs);
    }

    private static long mask(int bits) {
        return bits == 64 ? -1L : (1L << bits) - 1;
    }

    /** -p^-1 mod 2^limbBits. */
    public long inv() {
        return inv;
    }

    public long[] modulusLimbs() {
        return modulusLimbs.clone();
    }

    /** R mod p, the Montgomery form of 1. */
    public long[] rModP() {
        return rModP.clone();
    }

    public long[] r2ModP() {
        return r2ModP.clone();
    }

    public long[] r3ModP() {
        return r3ModP.clone();
    }

    /**
     * Whether the no-carry CIOS applies: the top limb leaves its top bit clear and is not
     * 0x7FFF...FF, so the running sum t + a*b_i + m*p stays below 2^(64(n+1)) without an
     * extra carry word (gnark-crypto's condition).
     */
    public boolean noCarry() {
        return limbBits < 64 || Long.compareUnsigned(modulusLimbs[limbs - 1], NO_CARRY_TOP_LIMB_MAX) <= 0;
    }

    /**
     * Writes v, which must lie in [0, p), as canonical limbs. Out of range is an error:
     * nothing is reduced silently.
     */
    public void canonicalLimbs(BigInteger v, long[] r, int ro) {
        if (v.signum() < 0 || v.compareTo(modulus) >= 0) {
            throw new IllegalArgumentException("value out of range [0, p): " + v.toString(16));
        }
        long[] l = toLimbs(v, limbs, limbBits);
        System.arraycopy(l, 0, r, ro, limbs);
    }

    /** v (0 <= v < 2^(64 n)) as n little-endian limbs. */
    public static long[] toLimbs(BigInteger v, int n) {
        return toLimbs(v, n, 64);
    }

    /** v (0 <= v < 2^(bits n)) as n little-endian limbs of {@code bits} bits. */
    public static long[] toLimbs(BigInteger v, int n, int bits) {
        if (v.signum() < 0 || v.bitLength() > bits * n) {
            throw new IllegalArgumentException("value does not fit " + n + " limbs: " + v.toString(16));
        }
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = v.shiftRight(bits * i).longValue() & mask(bits);
        }
        return out;
    }

    /** The value of n little-endian limbs of {@code bits} bits each. */
    public static BigInteger limbsToBigInteger(long[] a, int ao, int n, int bits) {
        if (bits == 64) {
            return limbsToBigInteger(a, ao, n);
        }
        BigInteger v = BigInteger.ZERO;
        for (int i = n - 1; i >= 0; i--) {
            v = v.shiftLeft(bits).add(BigInteger.valueOf(a[ao + i]));
        }
        return v;
    }

    /**
     * Re-limbs a number: n64 limbs of 64 bits into n limbs of {@code bits} bits (the value must fit).
     * Not hot: codecs and conversions only.
     */
    public static void fromRadix64(long[] src, int so, int n64, long[] dst, int dOff, int n, int bits) {
        long m = mask(bits);
        for (int i = 0; i < n; i++) {
            int bit = i * bits, w = bit >>> 6, sh = bit & 63;
            long v = w < n64 ? src[so + w] >>> sh : 0;
            if (sh + bits > 64 && w + 1 < n64) {
                v |= src[so + w + 1] << (64 - sh);
            }
            dst[dOff + i] = v & m;
        }
    }

    /** The inverse of {@link #fromRadix64}: n limbs of {@code bits} bits into n64 limbs of 64 bits. */
    public static void toRadix64(long[] src, int so, int n, int bits, long[] dst, int dOff, int n64) {
        for (int w = 0; w < n64; w++) {
            dst[dOff + w] = 0;
        }
        for (int i = 0; i < n; i++) {
            int bit = i * bits, w = bit >>> 6, sh = bit & 63;
            long v = src[so + i];
            if (w < n64) {
                dst[dOff + w] |= v << sh;
            }
            if (sh + bits > 64 && w + 1 < n64) {
                dst[dOff + w + 1] |= v >>> (64 - sh);
            }
        }
    }

    public static BigInteger limbsToBigInteger(long[] a, int ao, int n) {
        byte[] be = new byte[8 * n + 1];
        for (int i = 0; i < n; i++) {
            long w = a[ao + i];
            for (int k = 0; k < 8; k++) {
                be[be.length - 1 - 8 * i - k] = (byte) (w >>> (8 * k));
            }
        }
        return new BigInteger(be);
    }

    /** Reads len big-endian bytes into n limbs (len <= 8n; the rest is zero). */
    public static void bytesToLimbs(byte[] src, int off, int len, long[] r, int ro, int n) {
        if (len > 8 * n) {
            throw new IllegalArgumentException(len + " bytes do not fit " + n + " limbs");
        }
        for (int i = 0; i < n; i++) {
            r[ro + i] = 0;
        }
        for (int k = 0; k < len; k++) {
            int bitPos = 8 * (len - 1 - k);
            r[ro + (bitPos >>> 6)] |= (src[off + k] & 0xFFL) << (bitPos & 63);
        }
    }

    /** Writes n limbs as len big-endian bytes; the value must fit (checked). */
    public static void limbsToBytes(long[] a, int ao, int n, byte[] dst, int off, int len) {
        for (int k = 0; k < len; k++) {
            int bitPos = 8 * (len - 1 - k);
            int limb = bitPos >>> 6;
            dst[off + k] = limb < n ? (byte) (a[ao + limb] >>> (bitPos & 63)) : 0;
        }
        for (int bit = 8 * len; bit < 64 * n; bit += 64 - (bit & 63)) {
            long rest = a[ao + (bit >>> 6)] >>> (bit & 63);
            if (rest != 0) {
                throw new IllegalArgumentException("value does not fit " + len + " bytes");
            }
        }
    }

    /** a < b as unsigned n-limb numbers. */
    public static boolean lessThan(long[] a, int ao, long[] b, int bo, int n) {
        for (int i = n - 1; i >= 0; i--) {
            long x = a[ao + i], y = b[bo + i];
            if (x != y) {
                return Long.compareUnsigned(x, y) < 0;
            }
        }
        return false;
    }
}
