package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The unrolled 4- and 6-limb kernels against BigInteger, both paths, critical values included. */
class SmallKernelsTest {
    static final BigInteger P25519 = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
    static final BigInteger BN254_P = new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16);
    static final BigInteger BLS_P = new BigInteger("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab", 16);
    static final BigInteger SECP256K1_P = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE.shiftLeft(32)).subtract(BigInteger.valueOf(977));
    static final BigInteger P384_TOP = BigInteger.ONE.shiftLeft(384).subtract(BigInteger.ONE.shiftLeft(380)).nextProbablePrime();

    static long[] limbs(BigInteger x, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(64 * i).longValue();
        }
        return out;
    }

    interface Kernel {
        void mul(long[] a, long[] b, long[] out);

        void mulCarried(long[] a, long[] b, long[] out);

        void sqr(long[] a, long[] out);

        void toMontgomery(long[] a, long[] out);

        void fromMontgomery(long[] a, long[] out);
    }

    static Kernel kernel(BigInteger p, int n) {
        if (n == 4) {
            Mont4 k = new Mont4(limbs(p, 4));
            return new Kernel() {
                public void mul(long[] a, long[] b, long[] o) { k.mul(a, b, o); }
                public void mulCarried(long[] a, long[] b, long[] o) { k.mulCarried(a, b, o); }
                public void sqr(long[] a, long[] o) { k.sqr(a, o); }
                public void toMontgomery(long[] a, long[] o) { k.toMontgomery(a, o); }
                public void fromMontgomery(long[] a, long[] o) { k.fromMontgomery(a, o); }
            };
        }
        Mont6 k = new Mont6(limbs(p, 6));
        return new Kernel() {
            public void mul(long[] a, long[] b, long[] o) { k.mul(a, b, o); }
            public void mulCarried(long[] a, long[] b, long[] o) { k.mulCarried(a, b, o); }
            public void sqr(long[] a, long[] o) { k.sqr(a, o); }
            public void toMontgomery(long[] a, long[] o) { k.toMontgomery(a, o); }
            public void fromMontgomery(long[] a, long[] o) { k.fromMontgomery(a, o); }
        };
    }

    static void check(BigInteger p, int n, Random rnd) {
        Kernel k = kernel(p, n);
        BigInteger r = BigInteger.ONE.shiftLeft(64 * n);
        BigInteger rInv = r.modInverse(p);
        List<BigInteger> values = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE)));
        for (int i = 0; i < 8; i++) {
            values.add(new BigInteger(p.bitLength() + 8, rnd).mod(p));
        }
        long[] out = new long[n];
        for (BigInteger a : values) {
            long[] al = limbs(a, n);
            k.sqr(al, out);
            assertEquals(a.multiply(a).multiply(rInv).mod(p), big(out), "sqr " + a);
            k.toMontgomery(al, out);
            assertEquals(a.multiply(r).mod(p), big(out), "toMontgomery");
            k.fromMontgomery(al, out);
            assertEquals(a.multiply(rInv).mod(p), big(out), "fromMontgomery");
            for (BigInteger b : values) {
                BigInteger want = a.multiply(b).multiply(rInv).mod(p);
                k.mul(al, limbs(b, n), out);
                assertEquals(want, big(out), "mul");
                k.mulCarried(al, limbs(b, n), out);
                assertEquals(want, big(out), "mulCarried");
            }
        }
    }

    static BigInteger big(long[] x) {
        return ModExpPropertiesTest.toBig(x);
    }

    @Test
    void fourLimbModuli() {
        assertTrue(new Mont4(limbs(BN254_P, 4)).noCarry);
        assertFalse(new Mont4(limbs(P25519, 4)).noCarry);
        assertFalse(new Mont4(limbs(SECP256K1_P, 4)).noCarry);
        Random rnd = new Random(11);
        for (BigInteger p : new BigInteger[] {BN254_P, P25519, SECP256K1_P, BigInteger.valueOf(3),
            BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(256).subtract(BigInteger.valueOf(189))}) {
            check(p, 4, rnd);
        }
    }

    @Test
    void sixLimbModuli() {
        assertTrue(new Mont6(limbs(BLS_P, 6)).noCarry);
        assertFalse(new Mont6(limbs(P384_TOP, 6)).noCarry);
        Random rnd = new Random(12);
        for (BigInteger p : new BigInteger[] {BLS_P, P384_TOP, BigInteger.ONE.shiftLeft(257).add(BigInteger.ONE)}) {
            check(p, 6, rnd);
        }
    }

    @Property(tries = 150)
    void randomModuli(@ForAll @IntRange(min = 2, max = 384) int bits, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
        check(p, bits <= 256 ? 4 : 6, rnd);
    }

    @Test
    void longOrUnreducedBaseToMontgomery() {
        Random rnd = new Random(13);
        BigInteger p = P25519;
        Mont4 k = new Mont4(limbs(p, 4));
        BigInteger r = BigInteger.ONE.shiftLeft(256);
        for (int bits : new int[] {256, 300, 512, 513, 2000}) {
            BigInteger x = new BigInteger(bits, rnd).setBit(bits - 1);
            long[] xl = limbs(x, (bits + 63) / 64);
            long[] out = new long[4];
            OddModExp.toMontgomeryAny(xl, k.p, 4, k.inv, k.r2, out);
            assertEquals(x.multiply(r).mod(p), big(out), "bits " + bits);
        }
    }
}
