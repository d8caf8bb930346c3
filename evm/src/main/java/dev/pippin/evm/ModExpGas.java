package dev.pippin.evm;

import static dev.pippin.evm.GasMath.satAdd;
import static dev.pippin.evm.GasMath.satDiv;
import static dev.pippin.evm.GasMath.satMul;

/**
 * Gas for the modexp precompile under the three pricing rules. All arithmetic saturates at
 * {@link Long#MAX_VALUE}, so absurd declared lengths price as "unpayable" instead of wrapping.
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

    /**
     * @param headBitLength bit length of the exponent's first min(expLen, 32) bytes
     */
    public static long gas(Pricing pricing, long baseLen, long expLen, long modLen, int headBitLength) {
        long x = Math.max(baseLen, modLen);
        long msb = headBitLength == 0 ? 0 : headBitLength - 1;
        long perByte = pricing == Pricing.EIP7883 ? 16 : 8;
        long iterations = msb;
        if (expLen > 32) {
            iterations = satAdd(satMul(perByte, expLen - 32), msb);
        }
        iterations = Math.max(iterations, 1);
        switch (pricing) {
            case EIP198: {
                long c;
                if (x <= 64) {
                    c = x * x;
                } else if (x <= 1024) {
                    c = x * x / 4 + 96 * x - 3072;
                } else {
                    long sq = satMul(x, x);
                    c = sq == Long.MAX_VALUE ? sq : satAdd(sq / 16, 480 * x - 199680);
                }
                long g = satMul(c, iterations);
                return satDiv(g, 20);
            }
            case EIP2565: {
                long words = x / 8 + (x % 8 == 0 ? 0 : 1);
                long g = satMul(satMul(words, words), iterations);
                return Math.max(200, satDiv(g, 3));
            }
            case EIP7883: {
                long words = x / 8 + (x % 8 == 0 ? 0 : 1);
                long c = x <= 32 ? 16 : satMul(2, satMul(words, words));
                return Math.max(500, satMul(c, iterations));
            }
            default:
                throw new AssertionError(pricing);
        }
    }
}
