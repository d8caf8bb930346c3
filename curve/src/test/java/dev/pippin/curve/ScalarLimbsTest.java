package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class ScalarLimbsTest {
    @Property(tries = 300)
    void wnafRecomposesAndIsNonAdjacent(@ForAll @Size(32) byte[] bytes) {
        BigInteger k = new BigInteger(1, bytes);
        long[] limbs = new long[4];
        ScalarLimbs.fromBytes(bytes, 0, limbs, 0);
        assertEquals(k, ScalarLimbs.toBigInteger(limbs, 0, 4));
        byte[] d = new byte[257];
        int n = ScalarLimbs.wnaf(limbs, 0, 4, 5, d);
        BigInteger sum = BigInteger.ZERO;
        int lastNonZero = -100;
        for (int i = n - 1; i >= 0; i--) {
            sum = sum.shiftLeft(1).add(BigInteger.valueOf(d[i]));
            if (d[i] != 0) {
                assertTrue((d[i] & 1) != 0 && Math.abs(d[i]) < 16, "digit " + d[i]);
                assertTrue(lastNonZero - i >= 5 || lastNonZero < 0, "adjacent non-zero digits");
                lastNonZero = i;
            }
        }
        assertEquals(k, sum);
        if (n > 0) {
            assertTrue(d[n - 1] > 0);
        }
    }

    @Property(tries = 300)
    void reduceIsModR(@ForAll @Size(32) byte[] bytes) {
        long[] k = new long[4], out = new long[4];
        ScalarLimbs.fromBytes(bytes, 0, k, 0);
        for (BigInteger r : new BigInteger[] {Bn254G1.ORDER, Bls12381G1.ORDER}) {
            ScalarLimbs.reduce(k, 0, ScalarLimbs.limbs(r, 4), out);
            assertEquals(new BigInteger(1, bytes).mod(r), ScalarLimbs.toBigInteger(out, 0, 4));
        }
    }

    /** The textbook recoding on BigInteger: k odd takes d = k mods 2^w, then k = (k - d) / 2. */
    static byte[] textbookWnaf(BigInteger k, int w) {
        BigInteger full = BigInteger.ONE.shiftLeft(w), half = BigInteger.ONE.shiftLeft(w - 1);
        byte[] d = new byte[k.bitLength() + 1];
        int n = 0;
        while (k.signum() > 0) {
            BigInteger digit = BigInteger.ZERO;
            if (k.testBit(0)) {
                digit = k.mod(full);
                if (digit.compareTo(half) >= 0) {
                    digit = digit.subtract(full);
                }
                k = k.subtract(digit);
            }
            d[n++] = digit.byteValueExact();
            k = k.shiftRight(1);
        }
        return Arrays.copyOf(d, n);
    }

    @Property(tries = 400)
    void wnafIsTheTextbookRecodingForEveryWidthLengthAndOffset(@ForAll @IntRange(min = 2, max = 8) int w,
            @ForAll @IntRange(min = 1, max = 4) int n, @ForAll @IntRange(min = 0, max = 9) int off, @ForAll long seed) {
        Random rnd = new Random(seed);
        // dense, sparse and all-ones runs: carries through every limb boundary
        BigInteger k = switch (rnd.nextInt(3)) {
            case 0 -> new BigInteger(64 * n, rnd);
            case 1 -> BigInteger.ONE.shiftLeft(rnd.nextInt(64 * n)).add(BigInteger.valueOf(rnd.nextInt(64)));
            default -> BigInteger.ONE.shiftLeft(64 * n).subtract(BigInteger.ONE).shiftRight(rnd.nextInt(64 * n));
        };
        byte[] want = textbookWnaf(k, w);
        byte[] d = new byte[off + 64 * n + 1 + 3];
        Arrays.fill(d, (byte) 0x55);
        int len = ScalarLimbs.wnaf(ScalarLimbs.limbs(k, n), 0, n, w, d, off);
        assertEquals(want.length, len, "length for k = " + k.toString(16) + ", w = " + w);
        assertArrayEquals(want, Arrays.copyOfRange(d, off, off + len), "digits for k = " + k.toString(16) + ", w = " + w);
        for (int i = 0; i < d.length; i++) {
            if (i < off || i >= off + len) {
                assertEquals((byte) 0x55, d[i], "wrote outside its digits at " + i);
            }
        }
    }

    @Test
    void wnafEdges() {
        for (int n = 1; n <= 4; n++) {
            for (int w = 2; w <= 8; w++) {
                // 2^(64 n) - 1 needs the extra top digit
                byte[] d = new byte[64 * n + 1];
                BigInteger top = BigInteger.ONE.shiftLeft(64 * n).subtract(BigInteger.ONE);
                assertEquals(64 * n + 1, ScalarLimbs.wnaf(ScalarLimbs.limbs(top, n), 0, n, w, d, 0));
                assertArrayEquals(textbookWnaf(top, w), d);
                assertEquals(0, ScalarLimbs.wnaf(new long[n], 0, n, w, d, 0));
            }
        }
        // k read from k[ko]: the limbs before it play no part
        long[] k = {-1, 7, 9};
        byte[] d = new byte[129];
        int len = ScalarLimbs.wnaf(k, 1, 2, 5, d, 0);
        assertArrayEquals(textbookWnaf(ScalarLimbs.toBigInteger(k, 1, 2), 5), Arrays.copyOf(d, len), "limb offset");
        assertThrows(IllegalArgumentException.class, () -> ScalarLimbs.wnaf(k, 0, 1, 1, d, 0));
        assertThrows(IllegalArgumentException.class, () -> ScalarLimbs.wnaf(k, 0, 1, 9, d, 0));
    }
}
