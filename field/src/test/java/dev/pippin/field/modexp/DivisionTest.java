package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Division (Knuth Algorithm D) and the one-division Montgomery entry against BigInteger. */
class DivisionTest {
    static long[] limbs(BigInteger x, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(64 * i).longValue();
        }
        return out;
    }

    static int limbCount(BigInteger x) {
        return Math.max(1, (x.bitLength() + 63) / 64);
    }

    static void check(BigInteger u, int shift, BigInteger v, int extraLimbs) {
        long[] ul = limbs(u, limbCount(u) + extraLimbs);
        long[] vl = limbs(v, limbCount(v) + extraLimbs);
        long[] r = Division.shiftedRemainder(ul, shift, vl);
        assertEquals(vl.length, r.length);
        assertEquals(u.shiftLeft(shift).mod(v), ModExpPropertiesTest.toBig(r),
                () -> "u=" + u.toString(16) + " shift=" + shift + " v=" + v.toString(16));
    }

    /** Values at and around limb boundaries and the awkward digit patterns of Algorithm D. */
    static List<BigInteger> edgeValues(int limbs, Random rnd) {
        BigInteger b = BigInteger.ONE.shiftLeft(64 * limbs);
        List<BigInteger> vs = new ArrayList<>();
        vs.add(BigInteger.ONE);
        vs.add(BigInteger.TWO);
        vs.add(b.subtract(BigInteger.ONE));                                   // all ones
        vs.add(b.shiftRight(1));                                              // top bit only
        vs.add(b.shiftRight(1).subtract(BigInteger.ONE));                     // top bit clear, rest ones
        vs.add(b.shiftRight(64).subtract(BigInteger.ONE).shiftLeft(64));      // ones over a zero limb
        vs.add(b.subtract(BigInteger.ONE).xor(BigInteger.ONE.shiftLeft(64 * limbs - 64))); // top limb ~1
        vs.add(BigInteger.ONE.shiftLeft(64 * limbs - 64).add(BigInteger.ONE)); // b^(n-1) + 1
        vs.add(new BigInteger(64 * limbs, rnd).setBit(64 * limbs - 1));
        vs.add(new BigInteger(64 * limbs - 1 - rnd.nextInt(63), rnd).setBit(0));
        return vs;
    }

    @Test
    void edgeDividendsAndDivisors() {
        Random rnd = new Random(1);
        for (int vl = 1; vl <= 5; vl++) {
            for (BigInteger v : edgeValues(vl, rnd)) {
                if (v.signum() == 0) {
                    continue;
                }
                List<BigInteger> us = new ArrayList<>(List.of(BigInteger.ZERO, v, v.subtract(BigInteger.ONE),
                        v.add(BigInteger.ONE), v.shiftLeft(64), v.shiftLeft(64).subtract(BigInteger.ONE),
                        v.multiply(v), v.multiply(v).subtract(BigInteger.ONE)));
                for (int ul = 1; ul <= vl + 3; ul++) {
                    us.addAll(edgeValues(ul, rnd));
                }
                for (BigInteger u : us) {
                    if (u.signum() < 0) {
                        continue;
                    }
                    for (int shift : new int[] {0, 1, 55, 56, 63, 64, 65, 280, 392}) {
                        check(u, shift, v, 0);
                    }
                    check(u, 0, v, 2);                    // zero top limbs on both
                }
            }
        }
    }

    /** Divisor top limb all ones, remainder digits that force qhat = b − 1 and the add-back. */
    @Test
    void qhatCorrections() {
        Random rnd = new Random(2);
        for (int t = 0; t < 20000; t++) {
            int vl = 2 + rnd.nextInt(4);
            BigInteger v = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE).shiftLeft(64 * (vl - 1))
                    .or(new BigInteger(64 * (vl - 1), rnd));
            if (rnd.nextBoolean()) {
                v = v.xor(BigInteger.ONE.shiftLeft(64 * vl - 1 - rnd.nextInt(64)));
            }
            // u = q·v + r with q's digits near b − 1 and r near v
            BigInteger q = BigInteger.ONE.shiftLeft(64 * (1 + rnd.nextInt(3))).subtract(BigInteger.valueOf(rnd.nextInt(3) + 1));
            BigInteger r = v.subtract(BigInteger.valueOf(rnd.nextInt(3) + 1)).max(BigInteger.ZERO);
            BigInteger u = q.multiply(v).add(rnd.nextBoolean() ? r : new BigInteger(v.bitLength() - 1, rnd));
            check(u, 0, v, 0);
            check(u, rnd.nextInt(130), v, 0);
        }
    }

    @Property(tries = 400)
    void randomAgainstBigInteger(@ForAll @IntRange(min = 1, max = 4200) int uBits,
                                 @ForAll @IntRange(min = 1, max = 4200) int vBits,
                                 @ForAll @IntRange(min = 0, max = 4200) int shift, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger u = new BigInteger(uBits, rnd);
        BigInteger v = new BigInteger(vBits, rnd).setBit(vBits - 1);
        check(u, shift, v, rnd.nextInt(2));
    }

    @Test
    void divluAgainstBigInteger() {
        Random rnd = new Random(3);
        BigInteger b = BigInteger.ONE.shiftLeft(64);
        for (int t = 0; t < 100000; t++) {
            long v = rnd.nextLong() | Long.MIN_VALUE;
            if (t % 4 == 0) {
                v = -1L - rnd.nextInt(4);
            }
            long u1 = t % 3 == 0 ? v - 1 : Long.remainderUnsigned(rnd.nextLong(), v);
            long u0 = t % 5 == 0 ? -1L : rnd.nextLong();
            BigInteger num = new BigInteger(Long.toUnsignedString(u1)).multiply(b).add(new BigInteger(Long.toUnsignedString(u0)));
            BigInteger want = num.divide(new BigInteger(Long.toUnsignedString(v)));
            assertEquals(want.longValue(), Division.divlu(u1, u0, v));
            assertEquals(want.longValue(), Division.div2by1(u1, u0, v, Division.reciprocal(v)), "div2by1");
        }
    }

    /** The reciprocal-based digit at the corners: d = 2^63 and 2^64 − 1, u1 = 0 and d − 1, u0 = 0 and −1. */
    @Test
    void div2by1Corners() {
        BigInteger b = BigInteger.ONE.shiftLeft(64);
        long[] ds = {Long.MIN_VALUE, Long.MIN_VALUE + 1, -1L, -2L, 0xC000_0000_0000_0000L};
        for (long d : ds) {
            long v = Division.reciprocal(d);
            BigInteger dd = new BigInteger(Long.toUnsignedString(d));
            assertEquals(b.multiply(b).subtract(BigInteger.ONE).divide(dd).subtract(b).longValue(), v, "reciprocal");
            for (long u1 : new long[] {0, 1, d - 1, d >>> 1}) {
                for (long u0 : new long[] {0, 1, -1L, d, Long.MIN_VALUE}) {
                    BigInteger num = new BigInteger(Long.toUnsignedString(u1)).multiply(b).add(new BigInteger(Long.toUnsignedString(u0)));
                    assertEquals(num.divide(dd).longValue(), Division.div2by1(u1, u0, d, v), d + " " + u1 + " " + u0);
                }
            }
        }
    }

    /** toMontgomery64 gives x·R mod m for every kernel, for x below, at and above the modulus. */
    @Test
    void montgomeryEntryByDivision() {
        Random rnd = new Random(4);
        for (int bits : new int[] {2, 3, 64, 65, 255, 256, 278, 279, 384, 390, 391, 1024, 2048, 4096}) {
            for (int t = 0; t < 4; t++) {
                BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
                if (t == 1) {
                    p = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);   // all ones
                }
                long[] pl = limbs(p, limbCount(p));
                Radix56 k = OddModExp.kernel(pl);
                BigInteger r = BigInteger.ONE.shiftLeft(56 * k.n);
                for (BigInteger x : new BigInteger[] {BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE), p,
                        p.add(BigInteger.ONE), new BigInteger(bits * 3, rnd), new BigInteger(bits, rnd)}) {
                    long[] out = new long[k.n];
                    k.toMontgomery64(limbs(x, limbCount(x)), pl, out);
                    assertEquals(x.multiply(r).mod(p), SmallKernelsTest.big56(out), "bits " + bits + " x " + x);
                }
            }
        }
    }
}
