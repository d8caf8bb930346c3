package dev.pippin.evm;

import dev.pippin.field.modexp.ModExp;

import java.util.Arrays;

/**
 * The EIP-198 modexp call: input {@code baseLen ‖ expLen ‖ modLen} (32-byte big-endian words)
 * then the three values; the input reads as if padded with zero bytes on the right, bytes after
 * the modulus are ignored, and the output is exactly modLen bytes (all zero when the modulus is
 * 0; empty when modLen is 0). Gas by {@link ModExpGas}.
 *
 * <p>Lengths: with {@code eip7823} each must be at most {@value #EIP7823_MAX_LENGTH} bytes (Osaka).
 * Without it, any length above {@link #MAX_LENGTH} is refused before anything is allocated: the
 * EIP-2565 mult complexity alone of such a base or modulus is (2^21)² ≈ 4.4·10¹² gas, which no
 * block can pay, so only inputs that could never execute on chain are turned away.
 */
public final class Eip198 {
    public static final int EIP7823_MAX_LENGTH = 1024;
    /** Sanity bound on each declared length when EIP-7823 is not enforced (16 MiB). */
    public static final long MAX_LENGTH = 1L << 24;
    private static final int HEADER = 96;

    private Eip198() {
    }

    /** Thrown for an input the call refuses; the message names the rule. */
    public static final class InvalidInputException extends IllegalArgumentException {
        public InvalidInputException(String message) {
            super(message);
        }
    }

    /** The call's output for {@code input}. */
    public static byte[] execute(byte[] input, boolean eip7823) {
        long baseLen = lengthWord(input, 0);
        long expLen = lengthWord(input, 32);
        long modLen = lengthWord(input, 64);
        if (eip7823) {
            checkBound("base", baseLen, EIP7823_MAX_LENGTH, "EIP-7823 limit");
            checkBound("exponent", expLen, EIP7823_MAX_LENGTH, "EIP-7823 limit");
            checkBound("modulus", modLen, EIP7823_MAX_LENGTH, "EIP-7823 limit");
        }
        if (modLen == 0) {
            return new byte[0];
        }
        checkBound("base", baseLen, MAX_LENGTH, "sanity bound");
        checkBound("exponent", expLen, MAX_LENGTH, "sanity bound");
        checkBound("modulus", modLen, MAX_LENGTH, "sanity bound");
        int b = (int) baseLen;
        int e = (int) expLen;
        int m = (int) modLen;
        int needed = HEADER + b + e + m;
        byte[] data = input.length >= needed ? input : Arrays.copyOf(input, needed);
        return ModExp.modexp(data, HEADER, b, data, HEADER + b, e, data, HEADER + b + e, m);
    }

    /** Gas the call requires for {@code input} under the given pricing. */
    public static long gas(byte[] input, ModExpGas.Pricing pricing) {
        long baseLen = lengthWord(input, 0);
        long expLen = lengthWord(input, 32);
        long modLen = lengthWord(input, 64);
        return ModExpGas.gas(pricing, baseLen, expLen, modLen, expHeadBitLength(input, baseLen, expLen));
    }

    /** Bit length of the first min(expLen, 32) exponent bytes, reading past the input as zeros. */
    static int expHeadBitLength(byte[] input, long baseLen, long expLen) {
        if (baseLen >= input.length - HEADER) {
            return 0;                                   // the exponent starts past the input: all zeros
        }
        int s = (int) (HEADER + baseLen);
        int count = (int) Math.min(expLen, 32);
        for (int i = 0; i < count; i++) {
            int at = s + i;
            if (at >= input.length) {
                return 0;
            }
            int v = input[at] & 0xFF;
            if (v != 0) {
                return (count - i - 1) * 8 + 32 - Integer.numberOfLeadingZeros(v);
            }
        }
        return 0;
    }

    /** A 32-byte big-endian length word at {@code off}, zero-padded; saturates at Long.MAX_VALUE. */
    static long lengthWord(byte[] input, int off) {
        long v = 0;
        for (int i = 0; i < 32; i++) {
            int at = off + i;
            int x = at < input.length ? input[at] & 0xFF : 0;
            if (i < 24) {
                if (x != 0) {
                    return Long.MAX_VALUE;
                }
            } else {
                v = (v << 8) | x;
            }
        }
        return v < 0 ? Long.MAX_VALUE : v;
    }

    private static void checkBound(String what, long len, long max, String rule) {
        if (len > max) {
            String shown = len == Long.MAX_VALUE ? "≥ 2^63" : Long.toString(len);
            throw new InvalidInputException(
                    "modexp " + what + " length " + shown + " exceeds the " + rule + " of " + max + " bytes");
        }
    }
}
