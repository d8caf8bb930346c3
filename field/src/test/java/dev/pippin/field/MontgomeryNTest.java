package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** MontgomeryN against BigInteger: constants, mul, sqr, conversions, on carried and no-carry moduli. */
class MontgomeryNTest {
    static final BigInteger P25519 = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
    static final BigInteger BN254_P = new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16);
    /** A 384-bit prime with the top bit set (first probable prime at or after 2^384 − 2^380): carried path, 6 limbs. */
    static final BigInteger P384_TOP = BigInteger.ONE.shiftLeft(384).subtract(BigInteger.ONE.shiftLeft(380)).nextProbablePrime();

    static long[] limbs(BigInteger x, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(64 * i).longValue();
        }
        return out;
    }

    static BigInteger big(long[] x, int n) {
        BigInteger r = BigInteger.ZERO;
        for (int i = n - 1; i >= 0; i--) {
            r = r.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(x[i])));
        }
        return r;
    }

    /** Checks every operation on values including 0, 1, p − 1 and random ones. */
    static void checkModulus(BigInteger p, Random rnd) {
        MontgomeryN k = MontgomeryN.of(p);
        int n = k.limbs();
        BigInteger r = BigInteger.ONE.shiftLeft(64 * n);
        BigInteger rInv = r.modInverse(p);
        assertEquals(p.negate().modInverse(BigInteger.ONE.shiftLeft(64)).longValue(), k.negInverse(), "−p⁻¹");
        assertEquals(r.mod(p), big(k.one(), n), "R mod p");
        assertEquals(r.multiply(r).mod(p), big(k.r2(), n), "R² mod p");
        assertEquals(p.bitLength() <= 64 * n - 1 && !p.shiftRight(64 * (n - 1)).equals(BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE)),
                k.noCarry(), "no-carry condition");
        List<BigInteger> values = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE),
                p.subtract(BigInteger.TWO).max(BigInteger.ZERO)));
        for (int i = 0; i < 6; i++) {
            values.add(new BigInteger(p.bitLength() + 8, rnd).mod(p));
        }
        long[] out = new long[n];
        for (BigInteger a : values) {
            long[] al = limbs(a, n);
            k.sqr(al, out);
            assertEquals(a.multiply(a).multiply(rInv).mod(p), big(out, n), "sqr");
            k.sqrProductScanning(al, out);
            assertEquals(a.multiply(a).multiply(rInv).mod(p), big(out, n), "sqrProductScanning");
            k.toMontgomery(al, out);
            assertEquals(a.multiply(r).mod(p), big(out, n), "toMontgomery");
            k.fromMontgomery(al, out);
            assertEquals(a.multiply(rInv).mod(p), big(out, n), "fromMontgomery");
            for (BigInteger b : values) {
                k.mul(al, limbs(b, n), out);
                assertEquals(a.multiply(b).multiply(rInv).mod(p), big(out, n), "mul");
            }
        }
        // aliasing: out is an input
        long[] a = limbs(values.get(4), n);
        k.mul(a, a, a);
        assertEquals(values.get(4).pow(2).multiply(rInv).mod(p), big(a, n), "mul aliasing");
        // unreduced input (≥ p, < R) through the carried kernel
        BigInteger big = r.subtract(BigInteger.ONE).subtract(new BigInteger(32, rnd));
        k.toMontgomeryUnreduced(limbs(big, n), out);
        assertEquals(big.multiply(r).mod(p), big(out, n), "toMontgomeryUnreduced");
    }

    @Test
    void curve25519PrimeTakesTheCarriedPath() {
        assertFalse(MontgomeryN.of(P25519).noCarry());   // top limb 0x7FFF…FFFF fails the condition
        checkModulus(P25519, new Random(1));
    }

    @Test
    void bn254PrimeTakesTheNoCarryPath() {
        assertTrue(MontgomeryN.of(BN254_P).noCarry());
        checkModulus(BN254_P, new Random(2));
    }

    @Test
    void sixLimbPrimeWithTopBitSet() {
        assertEquals(384, P384_TOP.bitLength());
        assertFalse(MontgomeryN.of(P384_TOP).noCarry());
        checkModulus(P384_TOP, new Random(3));
    }

    @Test
    void topLimbEitherSideOfTheNoCarryBound() {
        BigInteger low = new BigInteger(3, 64 * 3, new Random(4)).setBit(0);
        BigInteger edge = BigInteger.valueOf(MontgomeryN.NO_CARRY_TOP_LIMB_MAX).shiftLeft(192).or(low);
        assertTrue(MontgomeryN.of(edge).noCarry());
        checkModulus(edge, new Random(5));
        BigInteger over = edge.add(BigInteger.ONE.shiftLeft(192));
        assertFalse(MontgomeryN.of(over).noCarry());
        checkModulus(over, new Random(6));
    }

    @Property(tries = 120)
    void randomOddModuli(@ForAll @IntRange(min = 1, max = 130) int limbs, @ForAll boolean topBit, @ForAll long seed) {
        Random rnd = new Random(seed);
        int bits = topBit ? 64 * limbs : 64 * limbs - 1 - rnd.nextInt(63);
        BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
        if (p.equals(BigInteger.ONE)) {
            p = BigInteger.valueOf(3);
        }
        checkModulus(p, rnd);
    }

    @Test
    void rejectsEvenZeroAndOne() {
        assertThrows(IllegalArgumentException.class, () -> new MontgomeryN(new long[] {4}));
        assertThrows(IllegalArgumentException.class, () -> new MontgomeryN(new long[] {1}));
        assertThrows(IllegalArgumentException.class, () -> new MontgomeryN(new long[] {3, 0}));
        assertArrayEquals(new long[] {1}, new MontgomeryN(new long[] {3}).one());   // 2^64 mod 3 = 1
    }
}
