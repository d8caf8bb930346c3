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

    /**
     * The plan is the greedy left-to-right one: the same pairs as a walk that reads one bit at a
     * time (written out here), also with leading zero bytes, a non-zero offset, and windows that
     * straddle a 64-bit limb boundary (dense exponents around 64 and 128 bits, and ones with a
     * single one bit just below a limb boundary).
     */
    @Property(tries = 400)
    void planMatchesTheBitByBitWalk(@ForAll @IntRange(min = 1, max = 700) int bits, @ForAll @IntRange(min = 1, max = 6) int width,
                                    @ForAll @IntRange(min = 0, max = 9) int padding, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger e = switch ((int) Math.floorMod(seed, 4L)) {
            case 0 -> new BigInteger(bits, rnd).setBit(bits - 1);
            case 1 -> BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);           // all ones
            case 2 -> BigInteger.ZERO.setBit(bits - 1).setBit(rnd.nextInt(bits));         // sparse
            default -> BigInteger.ZERO.setBit(bits - 1).setBit(63 * rnd.nextInt(bits / 63 + 1) % bits);
        };
        byte[] raw = ModExpPropertiesTest.bytes(e, 0);
        byte[] eb = new byte[raw.length + padding + 3];
        System.arraycopy(raw, 0, eb, 3 + padding, raw.length);                         // 3 bytes before the slice
        eb[0] = (byte) 0xFF;
        eb[1] = (byte) 0xFF;
        eb[2] = (byte) 0xFF;
        int len = raw.length + padding;
        int[] got = SlidingWindow.plan(eb, 3, len, e.bitLength(), width);
        assertEquals(java.util.Arrays.toString(bitByBitPlan(e, width)), java.util.Arrays.toString(got),
                "exponent " + e.toString(16) + ", width " + width);
    }

    @Test
    void planOfShortExponents() {
        assertEquals("[0, 0]", java.util.Arrays.toString(SlidingWindow.plan(new byte[] {1}, 0, 1, 1, 1)), "1");
        assertEquals("[0, 0, 1, 0]", java.util.Arrays.toString(SlidingWindow.plan(new byte[] {3}, 0, 1, 2, 1)), "3 at width 1");
        assertEquals("[0, 1]", java.util.Arrays.toString(SlidingWindow.plan(new byte[] {3}, 0, 1, 2, 2)), "3 at width 2");
        assertEquals("[0, 0, 1, -1]", java.util.Arrays.toString(SlidingWindow.plan(new byte[] {0, 2}, 0, 2, 2, 4)), "2");
        assertEquals("[0, 0, 16, 0]", java.util.Arrays.toString(SlidingWindow.plan(new byte[] {1, 0, 1}, 0, 3, 17, 1)), "65537");
    }

    /** Greedy sliding windows, one bit read at a time from the BigInteger: the reference. */
    private static int[] bitByBitPlan(BigInteger e, int width) {
        java.util.List<Integer> out = new java.util.ArrayList<>(java.util.List.of(0, 0));
        int squarings = 0;
        boolean first = true;
        int i = e.bitLength() - 1;
        while (i >= 0) {
            if (!e.testBit(i)) {
                squarings++;
                i--;
                continue;
            }
            int j = Math.max(i - width + 1, 0);
            while (!e.testBit(j)) {
                j++;
            }
            int value = e.shiftRight(j).mod(BigInteger.ONE.shiftLeft(i - j + 1)).intValueExact();
            if (first) {
                out.set(1, value >>> 1);
                first = false;
            } else {
                out.add(squarings + i - j + 1);
                out.add(value >>> 1);
            }
            squarings = 0;
            i = j - 1;
        }
        if (squarings > 0) {
            out.add(squarings);
            out.add(-1);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
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
