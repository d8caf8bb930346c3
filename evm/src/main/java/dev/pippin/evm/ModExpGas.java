package dev.pippin.evm;

import java.math.BigInteger;

/**
 * Gas for the modexp precompile under the three pricing rules. The price is exact whenever it
 * fits in a long and saturates at {@link Long#MAX_VALUE} beyond, so absurd declared lengths price
 * as "unpayable" instead of wrapping. The formulas divide at the end (by 20 for EIP-198, by 3 for
 * EIP-2565), so an intermediate product past the long range can still give a price inside it:
 * such a call is priced again in BigInteger (a few 128-bit values; only for lengths past about
 * 2^31 bytes) rather than saturated early, which had priced a 2.5 GB modulus at Long.MAX_VALUE
 * instead of 7.5·10^17 (a fuzzing finding, docs/RELIABILITY.md).
 */
public final class ModExpGas {
    /** The pricing rules, by the EIP that introduced them. */
    public enum Pricing {
        /** EIP-198 (Byzantium): piecewise mult complexity, divisor 20, no minimum. */
        EIP198,
        /** EIP-2565 (Berlin): ceil(len/8)² complexity, divisor 3, minimum 200. */
        EIP2565,
        /** EIP-7883 (Osaka): 16 up to 32 bytes, else 2·words², iteration ×16 past 32 bytes, minimum 500. */
        EIP7883
    }

    private ModExpGas() {
    }

    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    /**
     * @param baseLen the declared base length, not negative; Long.MAX_VALUE for any length from there up
     * @param expLen the declared exponent length, likewise
     * @param modLen the declared modulus length, likewise
     * @param headBitLength bit length of the exponent's first min(expLen, 32) bytes
     */
    public static long gas(Pricing pricing, long baseLen, long expLen, long modLen, int headBitLength) {
        try {
            return exact(pricing, Math.max(baseLen, modLen), expLen, headBitLength);
        } catch (ArithmeticException overflow) {
            return wide(pricing, length(Math.max(baseLen, modLen)), length(expLen), headBitLength);
        }
    }

    /** The formulas in long arithmetic; ArithmeticException when a step leaves the long range. */
    private static long exact(Pricing pricing, long x, long expLen, int headBitLength) {
        long msb = headBitLength == 0 ? 0 : headBitLength - 1;
        long perByte = pricing == Pricing.EIP7883 ? 16 : 8;
        long iterations = expLen > 32 ? Math.addExact(Math.multiplyExact(perByte, expLen - 32), msb) : msb;
        iterations = Math.max(iterations, 1);
        long words = x / 8 + (x % 8 == 0 ? 0 : 1);
        return switch (pricing) {
            case EIP198 -> {
                long c;
                if (x <= 64) {
                    c = x * x;
                } else if (x <= 1024) {
                    c = x * x / 4 + 96 * x - 3072;
                } else {
                    c = Math.addExact(Math.multiplyExact(x, x) / 16, Math.multiplyExact(480, x) - 199680);
                }
                yield Math.multiplyExact(c, iterations) / 20;
            }
            case EIP2565 -> Math.max(200, Math.multiplyExact(Math.multiplyExact(words, words), iterations) / 3);
            case EIP7883 -> {
                long c = x <= 32 ? 16 : Math.multiplyExact(2, Math.multiplyExact(words, words));
                yield Math.max(500, Math.multiplyExact(c, iterations));
            }
        };
    }

    /** Long.MAX_VALUE stands for any length from there up (Eip198 saturates the words): priced as 2^256. */
    private static BigInteger length(long len) {
        return len == Long.MAX_VALUE ? BigInteger.ONE.shiftLeft(256) : BigInteger.valueOf(len);
    }

    /** The same formulas in BigInteger, saturated at the end. */
    private static long wide(Pricing pricing, BigInteger x, BigInteger expLen, int headBitLength) {
        BigInteger msb = BigInteger.valueOf(Math.max(headBitLength - 1, 0));
        BigInteger thirtyTwo = BigInteger.valueOf(32);
        BigInteger perByte = BigInteger.valueOf(pricing == Pricing.EIP7883 ? 16 : 8);
        BigInteger iterations = expLen.compareTo(thirtyTwo) > 0 ? perByte.multiply(expLen.subtract(thirtyTwo)).add(msb) : msb;
        iterations = iterations.max(BigInteger.ONE);
        BigInteger words = x.add(BigInteger.valueOf(7)).shiftRight(3);
        BigInteger g = switch (pricing) {
            case EIP198 -> {
                BigInteger c;
                if (x.compareTo(BigInteger.valueOf(64)) <= 0) {
                    c = x.multiply(x);
                } else if (x.compareTo(BigInteger.valueOf(1024)) <= 0) {
                    c = x.multiply(x).shiftRight(2).add(BigInteger.valueOf(96).multiply(x)).subtract(BigInteger.valueOf(3072));
                } else {
                    c = x.multiply(x).shiftRight(4).add(BigInteger.valueOf(480).multiply(x)).subtract(BigInteger.valueOf(199680));
                }
                yield c.multiply(iterations).divide(BigInteger.valueOf(20));
            }
            case EIP2565 -> words.multiply(words).multiply(iterations).divide(BigInteger.valueOf(3)).max(BigInteger.valueOf(200));
            case EIP7883 -> (x.compareTo(thirtyTwo) <= 0 ? BigInteger.valueOf(16) : BigInteger.TWO.multiply(words).multiply(words))
                    .multiply(iterations).max(BigInteger.valueOf(500));
        };
        return g.min(MAX).longValueExact();
    }
}
