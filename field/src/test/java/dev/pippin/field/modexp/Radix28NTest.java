package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The vectorised radix-2^28 kernel against BigInteger: mul at critical values (0, 1, m − 1, and
 * the lazily reduced m, 2m − 1, whose limbs are the largest), sizes across the normalisation
 * boundary (120 rows = 3 358 bits) and the 704-bit routing boundary, the conversions, and whole
 * exponentiations against BigInteger.modPow and against the radix-2^56 loops (the plain path).
 */
class Radix28NTest {

    static int[] limbs28(BigInteger x, int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(28 * i).intValue() & (int) Radix28N.M;
        }
        return out;
    }

    static BigInteger big28(int[] x) {
        BigInteger r = BigInteger.ZERO;
        for (int i = x.length - 1; i >= 0; i--) {
            assertTrue(x[i] >= 0 && x[i] < (1 << 28), "limb " + i + " not normalised: " + x[i]);
            r = r.shiftLeft(28).add(BigInteger.valueOf(x[i]));
        }
        return r;
    }

    static long[] limbs64(BigInteger x) {
        int n = Math.max(1, (x.bitLength() + 63) / 64);
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(64 * i).longValue();
        }
        return out;
    }

    static void checkMul(BigInteger p, Random rnd) {
        checkMul(new Radix28N(limbs64(p)), p, rnd);
    }

    /** mul, sqr in place and the conversions of kernel k (a Radix28N or a subclass) for the modulus p. */
    static void checkMul(Radix28N k, BigInteger p, Random rnd) {
        int n = k.n;
        assertEquals(Radix28N.limbsFor(p.bitLength()), n);
        assertTrue(p.shiftLeft(2).bitLength() <= 28 * n, "4m < R");
        BigInteger r = BigInteger.ONE.shiftLeft(28 * n);
        BigInteger rInv = r.modInverse(p);
        BigInteger twoM = p.shiftLeft(1);
        List<BigInteger> values = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE), p,
                twoM.subtract(BigInteger.ONE)));
        for (int i = 0; i < 4; i++) {
            values.add(new BigInteger(p.bitLength() + 1, rnd).mod(twoM));
        }
        int[] out = new int[n];
        for (BigInteger a : values) {
            int[] al = limbs28(a, n);
            for (BigInteger b : values) {
                k.mul(al, limbs28(b, n), out);
                BigInteger got = big28(out);
                assertTrue(got.compareTo(twoM) < 0, "mul result not below 2m");
                assertEquals(a.multiply(b).multiply(rInv).mod(p), got.mod(p), p.bitLength() + " bits: " + a + " * " + b);
            }
            // r aliasing both operands, as the exponentiation squares in place
            int[] sq = al.clone();
            k.sqr(sq, sq);
            assertEquals(a.multiply(a).multiply(rInv).mod(p), big28(sq).mod(p), "sqr in place");
            // conversions: in from any value (here up to 2m), out of Montgomery form canonical
            k.toMontgomery(limbs64(a), out);
            assertEquals(a.multiply(r).mod(p), big28(out), "toMontgomery");
            long[] out64 = new long[limbs64(p).length];
            k.fromMontgomeryTimes(al, limbs28(BigInteger.ONE, n), out64);
            assertEquals(a.multiply(rInv).mod(p), ModExpPropertiesTest.toBig(out64), "fromMontgomery");
        }
    }

    @Test
    void mulAcrossSizes() {
        Random rnd = new Random(28);
        for (int bits : new int[] {2, 27, 28, 29, 56, 64, 391, 705, 1024, 1536, 2048, 3358, 3359, 3360, 4096}) {
            checkMul(new BigInteger(bits, rnd).setBit(bits - 1).setBit(0), rnd);
            checkMul(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE), rnd);
        }
    }

    /** 8192 bits = 293 limbs: two normalisations per product, all-ones limbs at their largest. */
    @Test
    void mulLargest() {
        Random rnd = new Random(29);
        checkMul(BigInteger.ONE.shiftLeft(8192).subtract(BigInteger.ONE), rnd);
        checkMul(new BigInteger(8192, rnd).setBit(8191).setBit(0), rnd);
    }

    @Test
    void routing() {
        assertEquals(OddModExp.Kernel.RADIX56_N, OddModExp.kernelFor(OddModExp.BITS_56N));
        assertEquals(OddModExp.Kernel.RADIX28_N, OddModExp.kernelFor(OddModExp.BITS_56N + 1));
        assertEquals(OddModExp.Kernel.RADIX28_N, OddModExp.kernelFor(8192));
    }

    /**
     * Whole exponentiations on this kernel against BigInteger.modPow and against the radix-2^56
     * loops run on the same modulus (the plain path), for every window width, with bases above
     * the modulus and exponents ending in a multiplication by the base (the plain-base shortcut).
     */
    @Property(tries = 40)
    void expMatchesModPowAndRadix56(@ForAll @IntRange(min = 2, max = 4100) int bits, @ForAll @IntRange(min = 1, max = 6) int width,
            @ForAll @IntRange(min = 1, max = 700) int expBits, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
        if (p.equals(BigInteger.ONE)) {
            p = BigInteger.valueOf(3);
        }
        BigInteger base = new BigInteger(bits + 8, rnd);
        BigInteger e = new BigInteger(expBits, rnd).setBit(expBits - 1);
        long[] p64 = limbs64(p);
        long[] b64 = limbs64(base);
        byte[] eb = ModExpPropertiesTest.bytes(e, 0);
        int[] plan = SlidingWindow.plan(eb, 0, eb.length, SlidingWindow.bitLength(eb, 0, eb.length), width);
        long[] plainBase = null;
        if (plan.length > 2 && plan[plan.length - 1] == 0 && seed % 2 == 0) {
            plan[plan.length - 1] = -1;
            plainBase = limbs64(base.mod(p));
        }
        int[] plan56 = plan.clone();
        long[] got = new Radix28N(p64).exp(b64, plan, 1 << (width - 1), plainBase);
        BigInteger want = base.modPow(e, p);
        assertEquals(want, ModExpPropertiesTest.toBig(got), bits + "-bit modulus, width " + width);
        // The radix-2^56 loops on the same plan (OddModExp.kernel gives them for any width).
        Radix56 k56 = OddModExp.kernel(p64);
        long[] b56 = new long[k56.n];
        k56.toMontgomery64(b64, p64, b56);
        long[][] table = new long[1 << (width - 1)][k56.n];
        long[] acc = new long[k56.n];
        k56.oddPowers(b56, table, acc);
        k56.pow(table, plan56, acc);
        long[] out56 = new long[p64.length];
        if (plainBase != null) {
            k56.fromMontgomeryTimes(acc, Radix56.from64(plainBase, Math.min(plainBase.length, p64.length), k56.n), out56, p64.length);
        } else {
            k56.fromMontgomery(acc, out56, p64.length);
        }
        assertEquals(ModExpPropertiesTest.toBig(out56), ModExpPropertiesTest.toBig(got), "radix 2^28 vs radix 2^56");
    }
}
