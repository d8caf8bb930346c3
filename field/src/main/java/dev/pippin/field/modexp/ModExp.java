package dev.pippin.field.modexp;

import java.math.BigInteger;

/**
 * Modular exponentiation base^exp mod m on the field layer's Montgomery kernels.
 *
 * <p>Order of work: a modulus 0 or 1 gives 0 at once; then {@link Routing} picks the engine from
 * the widths of the modulus's odd part and power-of-two part and the exponent's length:
 * {@code BigInteger.modPow} where no kernel of ours is faster on this JVM, else Pippin, where
 * exponent 0 and base 0 or 1 never reach a kernel, an odd modulus goes to {@link OddModExp} and
 * an even one to {@link EvenModulus} (CRT with the 2^k part). The system property
 * {@code pippin.modexp.route} ({@code auto}, {@code pippin} or {@code biginteger}) overrides
 * the choice.
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
        return modexp(base, baseOff, baseLen, exp, expOff, expLen, mod, modOff, modLen, Routing.active());
    }

    /**
     * As above on the routing given (tests force each one). The route is decided on the bytes,
     * before any conversion to limbs, so that a call handed to BigInteger.modPow pays only
     * BigInteger's own conversions.
     */
    static byte[] modexp(byte[] base, int baseOff, int baseLen,
                         byte[] exp, int expOff, int expLen,
                         byte[] mod, int modOff, int modLen, Routing routing) {
        byte[] out = new byte[modLen];
        int modBits = SlidingWindow.bitLength(mod, modOff, modLen);
        if (modBits <= 1) {
            return out;                                 // x mod 1 = 0; mod 0 → 0 by EIP-198
        }
        int twos = trailingZeroBits(mod, modOff, modLen);
        if (!routing.pippin(modBits - twos, twos, SlidingWindow.bitLength(exp, expOff, expLen))) {
            byte[] r = new BigInteger(1, base, baseOff, baseLen)
                    .modPow(new BigInteger(1, exp, expOff, expLen), new BigInteger(1, mod, modOff, modLen))
                    .toByteArray();
            int n = Math.min(r.length, modLen);         // r < mod: beyond modLen only a sign byte
            System.arraycopy(r, r.length - n, out, modLen - n, n);
            return out;
        }
        long[] r = modexpLimbs(base, baseOff, baseLen, exp, expOff, expLen, mod, modOff, modLen, routing);
        if (r != null) {
            Limbs.toBytes(r, out, 0, modLen);
        }
        return out;
    }

    /** Trailing zero bits of a non-zero big-endian value. */
    private static int trailingZeroBits(byte[] b, int off, int len) {
        int i = off + len - 1;
        while (b[i] == 0) {
            i--;
        }
        return 8 * (off + len - 1 - i) + Integer.numberOfTrailingZeros(b[i] & 0xFF);
    }

    /**
     * BigInteger convenience (API edge only; the work is done on limbs). Arguments must be
     * non-negative; a zero modulus gives zero, as in EIP-198 (BigInteger.modPow would throw).
     */
    public static BigInteger modexp(BigInteger base, BigInteger exp, BigInteger mod) {
        if (base.signum() < 0 || exp.signum() < 0 || mod.signum() < 0) {
            throw new IllegalArgumentException("modexp takes non-negative arguments");
        }
        if (mod.bitLength() <= 1) {
            return BigInteger.ZERO;
        }
        int twos = mod.getLowestSetBit();
        if (!Routing.active().pippin(mod.bitLength() - twos, twos, exp.bitLength())) {
            return base.modPow(exp, mod);
        }
        byte[] m = unsigned(mod);
        byte[] r = modexp(unsigned(base), unsigned(exp), m);
        return new BigInteger(1, r);
    }

    /**
     * The result as little-endian limbs, or null for zero, on Pippin's kernels (the routing
     * picks which; the caller has checked that it takes the call).
     */
    static long[] modexpLimbs(byte[] base, int baseOff, int baseLen,
                              byte[] exp, int expOff, int expLen,
                              byte[] mod, int modOff, int modLen, Routing routing) {
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
        int twos = EvenModulus.trailingZeros(m);
        int oddBits = Limbs.bitLength(m) - twos;
        int expBits = SlidingWindow.bitLength(exp, eOff, eLen);
        if (twos == 0) {
            return OddModExp.pow(b, m, exp, eOff, eLen, routing.kernel(oddBits, expBits));
        }
        // a power of two (odd part 1) has no odd half: EvenModulus does not use the kernel
        OddModExp.Kernel kernel = oddBits == 1 ? null : routing.kernel(oddBits, expBits);
        return EvenModulus.pow(b, m, exp, eOff, eLen, kernel);
    }

    private static byte[] unsigned(BigInteger x) {
        byte[] b = x.toByteArray();
        if (b.length > 1 && b[0] == 0) {
            return java.util.Arrays.copyOfRange(b, 1, b.length);
        }
        return b;
    }
}
