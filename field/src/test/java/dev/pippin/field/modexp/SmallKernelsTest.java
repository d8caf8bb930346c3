package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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

/**
 * The radix-2^56 kernels (unrolled 5- and 7-limb, generic n-limb) against BigInteger: mul, both
 * squarings, conversions, R², critical values (0, 1, m − 1, and the lazily reduced m, 2m − 1),
 * moduli at the 278/390-bit routing boundaries.
 */
class SmallKernelsTest {
    static final BigInteger P25519 = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
    static final BigInteger BN254_P = new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16);
    static final BigInteger BLS_P = new BigInteger("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab", 16);
    static final BigInteger SECP256K1_P = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE.shiftLeft(32)).subtract(BigInteger.valueOf(977));
    static final BigInteger P384_TOP = BigInteger.ONE.shiftLeft(384).subtract(BigInteger.ONE.shiftLeft(380)).nextProbablePrime();

    static long[] limbs56(BigInteger x, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(56 * i).longValue() & Radix56.M;
        }
        return out;
    }

    static BigInteger big56(long[] x) {
        BigInteger r = BigInteger.ZERO;
        for (int i = x.length - 1; i >= 0; i--) {
            assertTrue(i == x.length - 1 || (x[i] >>> 56) == 0, "limb " + i + " not normalised");
            r = r.shiftLeft(56).add(BigInteger.valueOf(x[i]));
        }
        return r;
    }

    static Radix56 kernel(BigInteger p, String which) {
        int bits = p.bitLength();
        return switch (which) {
            case "5" -> new Radix56x5(limbs56(p, 5));
            case "7" -> new Radix56x7(limbs56(p, 7));
            default -> new Radix56N(limbs56(p, Radix56.limbsFor(bits)));
        };
    }

    /** Checks a result is in [0, 2m), normalised, and congruent to want. */
    static void same(BigInteger want, long[] got, BigInteger p, String what) {
        BigInteger g = big56(got);
        assertTrue(g.signum() >= 0 && g.compareTo(p.shiftLeft(1)) < 0, what + " out of [0, 2m): " + g);
        assertEquals(want.mod(p), g.mod(p), what);
    }

    static void check(BigInteger p, String which, Random rnd) {
        Radix56 k = kernel(p, which);
        int n = k.n;
        BigInteger r = BigInteger.ONE.shiftLeft(56 * n);
        BigInteger rInv = r.modInverse(p);
        same(r.multiply(r), k.r2(), p, "R^2");
        List<BigInteger> values = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE), p,
                p.shiftLeft(1).subtract(BigInteger.ONE)));
        for (int i = 0; i < 6; i++) {
            values.add(new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1)));
        }
        long[] out = new long[n];
        long[] out64 = new long[(p.bitLength() + 63) / 64];
        for (BigInteger a : values) {
            long[] al = limbs56(a, n);
            k.sqr(al, out);
            same(a.multiply(a).multiply(rInv), out, p, "sqr " + a);
            if (k instanceof Radix56x5 k5) {
                k5.sqrDedicated(al, out);
            } else if (k instanceof Radix56x7 k7) {
                k7.sqrDedicated(al, out);
            } else {
                ((Radix56N) k).sqrDedicated(al, out);
            }
            same(a.multiply(a).multiply(rInv), out, p, "sqrDedicated " + a);
            if (k instanceof Radix56N kn) {
                kn.sqrCios(al, out);
                same(a.multiply(a).multiply(rInv), out, p, "sqrCios " + a);
            }
            if (a.compareTo(p) < 0) {
                k.toMontgomery(al, out);
                same(a.multiply(r), out, p, "toMontgomery");
            }
            k.fromMontgomery(al, out64, out64.length);
            assertEquals(a.multiply(rInv).mod(p), ModExpPropertiesTest.toBig(out64), "fromMontgomery " + a);
            for (BigInteger b : values) {
                k.mul(al, limbs56(b, n), out);
                same(a.multiply(b).multiply(rInv), out, p, "mul");
            }
        }
    }

    @Test
    void fiveLimbModuli() {
        Random rnd = new Random(11);
        for (BigInteger p : new BigInteger[] {BN254_P, P25519, SECP256K1_P, BigInteger.valueOf(3),
            BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(256).subtract(BigInteger.valueOf(189)),
            BigInteger.ONE.shiftLeft(278).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(277).add(BigInteger.ONE)}) {
            check(p, "5", rnd);
        }
    }

    @Test
    void sevenLimbModuli() {
        Random rnd = new Random(12);
        for (BigInteger p : new BigInteger[] {BLS_P, P384_TOP, BigInteger.ONE.shiftLeft(257).add(BigInteger.ONE),
            BigInteger.ONE.shiftLeft(278).add(BigInteger.ONE), BigInteger.ONE.shiftLeft(279).subtract(BigInteger.ONE),
            BigInteger.ONE.shiftLeft(390).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(389).add(BigInteger.ONE)}) {
            check(p, "7", rnd);
        }
    }

    @Test
    void genericModuli() {
        Random rnd = new Random(14);
        for (int bits : new int[] {2, 64, 391, 392, 447, 448, 1024, 2048, 56 * 64 - 2, 56 * 65, 4096}) {
            BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
            check(p, "N", rnd);
            check(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE), "N", rnd);
        }
    }

    /**
     * The two-rows-per-pass multiplication performs the one-row one's additions: bit-identical
     * outputs (unnormalised intermediate included), for even and odd limb counts, n = 2 and 3,
     * across the normalisation row (n &gt; 32), with the largest limbs.
     */
    @Test
    void twoRowsMatchesOneRow() {
        Random rnd = new Random(16);
        for (int bits : new int[] {60, 110, 111, 160, 391, 447, 448, 1790, 1791, 1850, 2048, 4096, 8192}) {
            for (BigInteger p : new BigInteger[] {BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE),
                new BigInteger(bits, rnd).setBit(bits - 1).setBit(0)}) {
                Radix56N k = new Radix56N(limbs56(p, Radix56.limbsFor(bits)));
                int n = k.n;
                BigInteger top = p.shiftLeft(1).subtract(BigInteger.ONE);
                for (BigInteger a : new BigInteger[] {top, BigInteger.ZERO, BigInteger.ONE, new BigInteger(bits + 1, rnd).mod(p.shiftLeft(1))}) {
                    for (BigInteger b : new BigInteger[] {top, BigInteger.ONE, new BigInteger(bits + 1, rnd).mod(p.shiftLeft(1))}) {
                        long[] r1 = new long[n];
                        long[] r2 = new long[n];
                        k.mulOneRow(limbs56(a, n), limbs56(b, n), r1);
                        k.mulTwoRows(limbs56(a, n), limbs56(b, n), r2);
                        assertArrayEquals(r1, r2, "bits " + bits);
                    }
                }
            }
        }
    }

    /** 8192 bits = 147 limbs: past the 63 rows an accumulator survives without normalisation. */
    @Test
    void genericLargestModuli() {
        Random rnd = new Random(15);
        for (BigInteger p : new BigInteger[] {BigInteger.ONE.shiftLeft(8192).subtract(BigInteger.ONE),
            new BigInteger(8192, rnd).setBit(8191).setBit(0)}) {
            Radix56N k = (Radix56N) kernel(p, "N");
            int n = k.n;
            BigInteger rInv = BigInteger.ONE.shiftLeft(56 * n).modInverse(p);
            // all-ones limbs: the largest accumulator terms
            BigInteger a = p.shiftLeft(1).subtract(BigInteger.ONE);
            BigInteger b = new BigInteger(8193, rnd).mod(p.shiftLeft(1));
            long[] out = new long[n];
            k.mul(limbs56(a, n), limbs56(a, n), out);
            same(a.multiply(a).multiply(rInv), out, p, "mul max");
            k.mul(limbs56(a, n), limbs56(b, n), out);
            same(a.multiply(b).multiply(rInv), out, p, "mul");
            k.sqrDedicated(limbs56(a, n), out);
            same(a.multiply(a).multiply(rInv), out, p, "sqr max");
            k.sqrDedicated(limbs56(b, n), out);
            same(b.multiply(b).multiply(rInv), out, p, "sqr");
            k.sqrCios(limbs56(a, n), out);
            same(a.multiply(a).multiply(rInv), out, p, "sqrCios max");
            k.sqrCios(limbs56(b, n), out);
            same(b.multiply(b).multiply(rInv), out, p, "sqrCios");
        }
    }

    @Test
    void boundIsChecked() {
        assertThrows(IllegalArgumentException.class, () -> new Radix56x5(limbs56(BigInteger.ONE.shiftLeft(279).subtract(BigInteger.ONE), 5)));
        assertThrows(IllegalArgumentException.class, () -> new Radix56x7(limbs56(BigInteger.ONE.shiftLeft(391).subtract(BigInteger.ONE), 7)));
        assertThrows(IllegalArgumentException.class, () -> new Radix56N(limbs56(BigInteger.ONE.shiftLeft(447).subtract(BigInteger.ONE), 8)));
        assertEquals(5, Radix56.limbsFor(278));
        assertEquals(6, Radix56.limbsFor(279));
        assertEquals(7, Radix56.limbsFor(390));
        assertEquals(8, Radix56.limbsFor(391));
        assertEquals(147, Radix56.limbsFor(8192));
    }

    @Test
    void routing() {
        assertEquals(OddModExp.Kernel.RADIX56_5, OddModExp.kernelFor(2));
        assertEquals(OddModExp.Kernel.RADIX56_5, OddModExp.kernelFor(278));
        assertEquals(OddModExp.Kernel.RADIX56_7, OddModExp.kernelFor(279));
        assertEquals(OddModExp.Kernel.RADIX56_7, OddModExp.kernelFor(390));
        assertEquals(OddModExp.Kernel.RADIX56_N, OddModExp.kernelFor(391));
        assertEquals(OddModExp.Kernel.RADIX56_N, OddModExp.kernelFor(OddModExp.BITS_56N));
        assertEquals(OddModExp.Kernel.RADIX28_N, OddModExp.kernelFor(8192));
    }

    @Property(tries = 150)
    void randomModuli(@ForAll @IntRange(min = 2, max = 600) int bits, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
        check(p, bits <= 278 ? "5" : bits <= 390 ? "7" : "N", rnd);
        check(p, "N", rnd);
    }

    /** modexp at the kernel boundaries, odd and even (2^k·odd with the odd part at the boundary), on the Pippin route. */
    @Test
    void modexpAtBoundaries() {
        Random rnd = new Random(16);
        for (int bits : new int[] {277, 278, 279, 280, 389, 390, 391, 392}) {
            for (int t = 0; t < 3; t++) {
                BigInteger m = t == 0 ? BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE)
                        : new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
                for (BigInteger mod : new BigInteger[] {m, m.shiftLeft(3), m.shiftLeft(64)}) {
                    for (BigInteger b : new BigInteger[] {BigInteger.TWO, mod.subtract(BigInteger.ONE), new BigInteger(bits + 70, rnd)}) {
                        BigInteger e = new BigInteger(200, rnd);
                        byte[] got = ModExpPropertiesTest.pippin(ModExpPropertiesTest.bytes(b, 0), ModExpPropertiesTest.bytes(e, 0),
                                ModExpPropertiesTest.bytes(mod, 0));
                        assertEquals(b.modPow(e, mod), new BigInteger(1, got), bits + " bits, " + mod.getLowestSetBit() + " twos");
                    }
                }
            }
        }
    }

    @Test
    void longOrUnreducedBaseReduced() {
        Random rnd = new Random(13);
        BigInteger p = P25519;
        long[] pl = Limbs.fromBytes(ModExpPropertiesTest.bytes(p, 0));
        for (int bits : new int[] {255, 256, 300, 512, 513, 2000}) {
            BigInteger x = new BigInteger(bits, rnd).setBit(bits - 1);
            long[] out = OddModExp.reduce(Limbs.fromBytes(ModExpPropertiesTest.bytes(x, 0)), pl);
            assertEquals(x.mod(p), ModExpPropertiesTest.toBig(out), "bits " + bits);
        }
    }
}
