package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Window width selection (every width, the popcount guard) and the sliding-window plan. */
class WindowScheduleTest {
    @Test
    void everyWidthIsReachedByRandomExponents() {
        Set<Integer> seen = new HashSet<>();
        Random rnd = new Random(21);
        for (int bits = 1; bits <= 4096; bits += (bits < 64 ? 1 : 17)) {
            BigInteger e = new BigInteger(bits, rnd).setBit(bits - 1);
            int w = WindowSchedule.width(bits, e.bitCount());
            assertTrue(w >= 1 && w <= WindowSchedule.MAX_WIDTH);
            seen.add(w);
        }
        assertEquals(Set.of(1, 2, 3, 4, 5, 6), seen);
        for (int w = 2; w <= WindowSchedule.MAX_WIDTH; w++) {
            int t = WindowSchedule.MIN_BITS[w];
            assertEquals(w - 1, WindowSchedule.width(t - 1, (t - 1) / 2), "just below the width-" + w + " threshold");
            assertEquals(w, WindowSchedule.width(t, t / 2), "at the width-" + w + " threshold");
        }
    }

    @Test
    void popcountGuardKeepsSparseExponentsTableFree() {
        assertTrue(WindowSchedule.byLength(17) > 1, "the length alone would build a table for 65537");
        assertEquals(1, WindowSchedule.width(17, 2), "65537");
        assertEquals(1, WindowSchedule.width(4096, 3));
        assertEquals(5, WindowSchedule.byLength(300));
        assertEquals(1, WindowSchedule.width(300, 55), "55 windows at most: no table repays itself");
        assertEquals(5, WindowSchedule.width(300, 70), "popcount 70 > 300/6 windows: the table pays");
        assertEquals(WindowSchedule.MAX_WIDTH, WindowSchedule.width(4096, 4096), "dense");
    }

    /** Replaying a plan with integers rebuilds the exponent; no window is wider than asked. */
    @Property(tries = 300)
    void planRebuildsTheExponent(@ForAll @IntRange(min = 1, max = 3000) int bits, @ForAll @IntRange(min = 1, max = 6) int width,
                                 @ForAll long seed, @ForAll boolean sparse) {
        Random rnd = new Random(seed);
        BigInteger e = sparse ? BigInteger.ZERO.setBit(bits - 1).setBit(rnd.nextInt(bits))
                : new BigInteger(bits, rnd).setBit(bits - 1);
        byte[] eb = ModExpPropertiesTest.bytes(e, 0);
        int[] plan = SlidingWindow.plan(eb, 0, eb.length, bits, width);
        BigInteger acc = BigInteger.valueOf(2L * plan[1] + 1);
        for (int i = 2; i < plan.length; i += 2) {
            acc = acc.shiftLeft(plan[i]);
            if (plan[i + 1] >= 0) {
                assertTrue(plan[i + 1] < (1 << (width - 1)), "table index within the width");
                acc = acc.add(BigInteger.valueOf(2L * plan[i + 1] + 1));
            }
        }
        assertEquals(e, acc);
        assertEquals(bits, SlidingWindow.bitLength(eb, 0, eb.length));
        assertEquals(e.bitCount(), SlidingWindow.popcount(eb, 0, eb.length));
    }

    /** End to end at every forced width, so each width's table path runs through a kernel. */
    @Test
    void everyWidthThroughEveryKernel() {
        Random rnd = new Random(22);
        for (int modBits : new int[] {200, 256, 320, 384, 700}) {
            BigInteger m = new BigInteger(modBits, rnd).setBit(modBits - 1).setBit(0);
            long[] p = Limbs.fromBytes(ModExpPropertiesTest.bytes(m, 0));
            BigInteger b = new BigInteger(modBits - 1, rnd);
            BigInteger e = new BigInteger(300, rnd).setBit(299);
            byte[] eb = ModExpPropertiesTest.bytes(e, 0);
            for (int w = 1; w <= WindowSchedule.MAX_WIDTH; w++) {
                long[] r = OddModExp.pow(Limbs.fromBytes(ModExpPropertiesTest.bytes(b, 0)), p, eb, 0, eb.length, w);
                assertEquals(b.modPow(e, m), ModExpPropertiesTest.toBig(r), "modBits " + modBits + " width " + w);
            }
        }
    }
}
