package dev.pippin.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every benchmarked kernel variant computes a b R^-1 mod p (up to the lazy +p). */
class KernelVariantsTest {
    interface Mul {
        void mul(long[] r, long[] a, long[] b);
    }

    @Test
    void variantsAgreeWithBigInteger() {
        check(5, new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16),
                KernelVariants.Bn254::mulPre, KernelVariants.Bn254::mulPreFence, KernelVariants.Bn254::mulMask, KernelVariants.Bn254::mulShift,
                KernelVariants.Bn254::mulMaskFence, KernelVariants.Bn254::mulShiftFence);
        check(7, new BigInteger("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab", 16),
                KernelVariants.Bls12381::mulPre, KernelVariants.Bls12381::mulPreFence, KernelVariants.Bls12381::mulMask, KernelVariants.Bls12381::mulShift,
                KernelVariants.Bls12381::mulMaskFence, KernelVariants.Bls12381::mulShiftFence);
    }

    private static void check(int n, BigInteger p, Mul... variants) {
        Random rnd = new Random(5);
        BigInteger rInv = BigInteger.ONE.shiftLeft(56 * n).modInverse(p);
        for (int t = 0; t < 2000; t++) {
            BigInteger x = new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1));
            BigInteger y = new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1));
            long[] a = limbs(x, n), b = limbs(y, n);
            for (Mul m : variants) {
                long[] r = new long[n];
                m.mul(r, a, b);
                BigInteger got = KernelVariantsBench.value(r);
                assertEquals(x.multiply(y).multiply(rInv).mod(p), got.mod(p));
                assertEquals(-1, got.compareTo(p.shiftLeft(1)), "lazy result below 2p");
            }
        }
    }

    private static long[] limbs(BigInteger v, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = v.shiftRight(56 * i).longValue() & ((1L << 56) - 1);
        }
        return out;
    }
}
