package dev.pippin.field;

import java.math.BigInteger;

/**
 * The constants Montgomery arithmetic derives from an odd modulus p, computed from p alone,
 * and the limb/byte conversions shared by every field. Nothing here is on a hot path: the
 * kernels ({@link Bn254Fp} and its siblings, {@code MontgomeryN}) fold these values in.
 *
 * <p>Limbs are little-endian 64-bit words; n = ceil(bits(p) / 64) and R = 2^(64 n).
 */
public final class MontgomeryField {
    /** The largest top limb for which CIOS needs no carry word beyond n limbs (see {@link #noCarry()}). */
    public static final long NO_CARRY_TOP_LIMB_MAX = 0x7FFFFFFFFFFFFFFEL;
    /** The canonical limbs of 1, long enough for every fixed-width field (multiplying by it leaves Montgomery form). */
    static final long[] UNIT = {1, 0, 0, 0, 0, 0};

    private final BigInteger modulus;
    private final int limbs;
    private final long inv;
    private final long[] modulusLimbs;
    private final long[] rModP;
    private final long[] r2ModP;
    private final long[] r3ModP;

    public MontgomeryField(BigInteger modulus) {
        if (modulus.signum() <= 0 || !modulus.testBit(0)) {
            throw new IllegalArgumentException("Montgomery arithmetic needs an odd positive modulus, got " + modulus);
        }
        if (modulus.equals(BigInteger.ONE)) {
            throw new IllegalArgumentException("modulus 1 has no field to work in");
        }
        this.modulus = modulus;
        this.limbs = (modulus.bitLength() + 63) / 64;
        this.modulusLimbs = toLimbs(modulus, limbs);
        this.inv = negInverse64(modulusLimbs[0]);
        BigInteger r = BigInteger.ONE.shiftLeft(64 * limbs);
        this.rModP = toLimbs(r.mod(modulus), limbs);
        this.r2ModP = toLimbs(r.pow(2).mod(modulus), limbs);
        this.r3ModP = toLimbs(r.pow(3).mod(modulus), limbs);
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

    /** -p^-1 mod 2^64. */
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
        return Long.compareUnsigned(modulusLimbs[limbs - 1], NO_CARRY_TOP_LIMB_MAX) <= 0;
    }

    /**
     * Writes v, which must lie in [0, p), as canonical limbs. Out of range is an error:
     * nothing is reduced silently.
     */
    public void canonicalLimbs(BigInteger v, long[] r, int ro) {
        if (v.signum() < 0 || v.compareTo(modulus) >= 0) {
            throw new IllegalArgumentException("value out of range [0, p): " + v.toString(16));
        }
        long[] l = toLimbs(v, limbs);
        System.arraycopy(l, 0, r, ro, limbs);
    }

    /** v (0 <= v < 2^(64 n)) as n little-endian limbs. */
    public static long[] toLimbs(BigInteger v, int n) {
        if (v.signum() < 0 || v.bitLength() > 64 * n) {
            throw new IllegalArgumentException("value does not fit " + n + " limbs: " + v.toString(16));
        }
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = v.shiftRight(64 * i).longValue();
        }
        return out;
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
