package dev.pippin.field.modexp;

import java.math.BigInteger;

/**
 * Modular exponentiation base^exp mod m on the field layer's Montgomery kernels.
 *
 * <p>Order of work: trivial cases first (modulus 0 or 1, exponent 0, base 0 or 1 never reach a
 * kernel); then an odd modulus goes to {@link OddModExp} (radix-2^56 5-limb, 7-limb or generic kernel by the
 * modulus's significant width) and an even one to {@link EvenModulus} (CRT with the 2^k part).
 * A base longer than the modulus, or not below it, is reduced inside the Montgomery conversion.
 *
 * <p>Semantics follow EIP-198: modulus 0 gives 0 (all-zero output), and 0^0 = 1 (mod m).
 * Thread-safe: every call builds its own kernel and scratch (a few arrays of the modulus size,
 * plus the odd-power table: at most 32 of them).
 */
public final class ModExp {
    private ModExp() {
    }

    /**
     * base^exp mod mod, as exactly {@code mod.length} big-endian bytes (leading zeros kept).
     * All three are unsigned big-endian; leading zero bytes are allowed anywhere.
     */
    public static byte[] modexp(byte[] base, byte[] exp, byte[] mod) {
        return modexp(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length);
    }

    /** As {@link #modexp(byte[], byte[], byte[])} on slices, so parsers need not copy. */
    public static byte[] modexp(byte[] base, int baseOff, int baseLen,
                                byte[] exp, int expOff, int expLen,
                                byte[] mod, int modOff, int modLen) {
        byte[] out = new byte[modLen];
        long[] r = modexpLimbs(base, baseOff, baseLen, exp, expOff, expLen, mod, modOff, modLen);
        if (r != null) {
            Limbs.toBytes(r, out, 0, modLen);
        }
        return out;
    }

    /**
     * BigInteger convenience (API edge only; the work is done on limbs). Arguments must be
     * non-negative; a zero modulus gives zero, as in EIP-198 (BigInteger.modPow would throw).
     */
    public static BigInteger modexp(BigInteger base, BigInteger exp, BigInteger mod) {
        if (base.signum() < 0 || exp.signum() < 0 || mod.signum() < 0) {
            throw new IllegalArgumentException("modexp takes non-negative arguments");
        }
        byte[] m = unsigned(mod);
        byte[] r = modexp(unsigned(base), unsigned(exp), m);
        return new BigInteger(1, r);
    }

    /** The result as little-endian limbs, or null for zero. */
    static long[] modexpLimbs(byte[] base, int baseOff, int baseLen,
                              byte[] exp, int expOff, int expLen,
                              byte[] mod, int modOff, int modLen) {
        long[] m = Limbs.fromBytes(mod, modOff, modLen);
        if (Limbs.isZero(m) || Limbs.isOne(m)) {
            return null;                                // x mod 1 = 0; mod 0 → 0 by EIP-198
        }
        int expStart = Limbs.firstNonZero(exp, expOff, expLen);
        if (expStart == expOff + expLen) {
            return new long[] {1};                      // x^0 = 1, and m > 1
        }
        long[] b = Limbs.fromBytes(base, baseOff, baseLen);
        if (Limbs.isZero(b)) {
            return null;                                // 0^e = 0 for e > 0
        }
        if (Limbs.isOne(b)) {
            return new long[] {1};
        }
        int eOff = expStart;
        int eLen = expOff + expLen - expStart;
        if ((m[0] & 1) != 0) {
            return OddModExp.pow(b, m, exp, eOff, eLen);
        }
        return EvenModulus.pow(b, m, exp, eOff, eLen);
    }

    private static byte[] unsigned(BigInteger x) {
        byte[] b = x.toByteArray();
        if (b.length > 1 && b[0] == 0) {
            return java.util.Arrays.copyOfRange(b, 1, b.length);
        }
        return b;
    }
}
