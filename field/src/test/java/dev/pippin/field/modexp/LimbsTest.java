package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link Limbs#below}: x and p of different limb counts, equal values, zero top limbs on either
 * side. The byte conversions against BigInteger: every length from 0 to 80 bytes (whole 8-byte
 * groups and every remainder), leading zero bytes, slices inside a larger array, output wider and
 * narrower than the limbs.
 */
class LimbsTest {
    static long[] limbs(BigInteger x, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(64 * i).longValue();
        }
        return out;
    }

    @Property(tries = 500)
    void belowAgainstBigInteger(@ForAll @IntRange(min = 1, max = 300) int xBits, @ForAll @IntRange(min = 1, max = 300) int pBits,
                                @ForAll @IntRange(min = 0, max = 2) int xPad, @ForAll @IntRange(min = 0, max = 2) int pPad,
                                @ForAll boolean equal, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger p = new BigInteger(pBits, rnd).setBit(pBits - 1);
        BigInteger x = equal ? p : new BigInteger(xBits, rnd);
        long[] xl = limbs(x, (x.bitLength() + 63) / 64 + xPad);
        long[] pl = limbs(p, (pBits + 63) / 64 + pPad);
        assertEquals(x.compareTo(p) < 0, Limbs.below(xl, pl, pl.length), x + " < " + p);
    }

    @Property(tries = 500)
    void bytesAgainstBigInteger(@ForAll @IntRange(min = 0, max = 80) int len, @ForAll @IntRange(min = 0, max = 20) int zeros,
                                @ForAll @IntRange(min = 0, max = 9) int before, @ForAll @IntRange(min = 0, max = 9) int after,
                                @ForAll @IntRange(min = 0, max = 12) int extraOut, @ForAll long seed) {
        Random rnd = new Random(seed);
        byte[] buf = new byte[before + zeros + len + after];
        rnd.nextBytes(buf);
        java.util.Arrays.fill(buf, before, before + zeros, (byte) 0);
        int off = before;
        int n = zeros + len;
        BigInteger want = new BigInteger(1, java.util.Arrays.copyOfRange(buf, off, off + n));
        long[] x = Limbs.fromBytes(buf, off, n);
        assertEquals(Math.max(1, ((want.bitLength() + 7) / 8 + 7) / 8), x.length, "limbs for the significant bytes");
        assertEquals(want, ModExpPropertiesTest.toBig(x));
        // out of limbs: as many bytes as the value needs plus extraOut, and fewer (truncated)
        int outLen = (want.bitLength() + 7) / 8 + extraOut;
        byte[] out = new byte[outLen + 3];
        Limbs.toBytes(x, out, 3, outLen);
        assertEquals(want, new BigInteger(1, java.util.Arrays.copyOfRange(out, 3, 3 + outLen)));
        if (outLen > 0) {
            int shortLen = rnd.nextInt(outLen);
            byte[] low = new byte[shortLen];
            Limbs.toBytes(x, low, 0, shortLen);
            assertEquals(want.mod(BigInteger.ONE.shiftLeft(8 * shortLen)), new BigInteger(1, low), "low bytes only");
        }
    }

    @Test
    void belowCorners() {
        assertEquals(true, Limbs.below(new long[] {5}, new long[] {7, 0}, 2));
        assertEquals(false, Limbs.below(new long[] {5, 1}, new long[] {7}, 1));
        assertEquals(false, Limbs.below(new long[] {7, 0, 0}, new long[] {7}, 1));
        assertEquals(true, Limbs.below(new long[] {-1L}, new long[] {0, 1}, 2));
        assertEquals(false, Limbs.below(new long[] {-1L}, new long[] {1}, 1), "unsigned compare");
        assertEquals(true, Limbs.below(new long[] {0}, new long[] {1, 0}, 2));
    }
}
