package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** {@link Limbs#below}: x and p of different limb counts, equal values, zero top limbs on either side. */
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
