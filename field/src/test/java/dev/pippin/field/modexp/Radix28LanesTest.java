package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The Vector API rows against BigInteger and against {@link Radix28N}'s loop rows: the same
 * critical values and sizes as Radix28NTest (rows of every length modulo the vector's lanes, the
 * normalisation boundary at 120 rows, all-ones moduli), identical limbs from both kernels, and
 * whole exponentiations through OddModExp against BigInteger.modPow.
 */
class Radix28LanesTest {
    @Test
    void vectorModuleIsInTheTestJvm() {
        assertTrue(VectorApi.AVAILABLE, "the tests run with --add-modules jdk.incubator.vector (root pom, surefire argLine)");
    }

    @Test
    void mulAcrossSizes() {
        Random rnd = new Random(56);
        for (int bits : new int[] {2, 27, 28, 29, 56, 64, 391, 705, 769, 1024, 1279, 1280, 1536, 2048, 3358, 3359, 3360, 4096}) {
            for (BigInteger p : new BigInteger[] {new BigInteger(bits, rnd).setBit(bits - 1).setBit(0),
                BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE)}) {
                Radix28NTest.checkMul(new Radix28Lanes(Radix28NTest.limbs64(p)), p, rnd);
            }
        }
    }

    @Test
    void mulLargest() {
        Random rnd = new Random(57);
        BigInteger p = BigInteger.ONE.shiftLeft(8192).subtract(BigInteger.ONE);
        Radix28NTest.checkMul(new Radix28Lanes(Radix28NTest.limbs64(p)), p, rnd);
    }

    /** Every limb count from 2 to 80 (row lengths 1..79: every remainder modulo 2, 4 and 8 lanes), the same limbs as the loop rows. */
    @Test
    void sameLimbsAsTheLoopRows() {
        Random rnd = new Random(58);
        for (int n = 2; n <= 80; n++) {
            int bits = 28 * n - 2;
            BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
            long[] p64 = Radix28NTest.limbs64(p);
            Radix28N loops = new Radix28N(p64);
            Radix28N lanes = new Radix28Lanes(p64);
            assertEquals(n, lanes.n);
            BigInteger twoM = p.shiftLeft(1);
            for (int i = 0; i < 6; i++) {
                BigInteger a = i == 0 ? twoM.subtract(BigInteger.ONE) : new BigInteger(bits + 1, rnd).mod(twoM);
                BigInteger b = i == 1 ? twoM.subtract(BigInteger.ONE) : new BigInteger(bits + 1, rnd).mod(twoM);
                int[] al = Radix28NTest.limbs28(a, n);
                int[] bl = Radix28NTest.limbs28(b, n);
                int[] want = new int[n];
                int[] got = new int[n];
                loops.mul(al, bl, want);
                lanes.mul(al, bl, got);
                assertArrayEquals(want, got, n + " limbs");
            }
        }
    }

    @Property(tries = 40)
    void expMatchesModPow(@ForAll @IntRange(min = 2, max = 4100) int bits, @ForAll @IntRange(min = 1, max = 700) int expBits,
                          @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
        if (p.equals(BigInteger.ONE)) {
            p = BigInteger.valueOf(3);
        }
        BigInteger base = new BigInteger(bits + 8, rnd);
        BigInteger e = new BigInteger(expBits, rnd).setBit(expBits - 1);
        byte[] eb = ModExpPropertiesTest.bytes(e, 0);
        long[] got = OddModExp.pow(Radix28NTest.limbs64(base), Radix28NTest.limbs64(p), eb, 0, eb.length,
                OddModExp.Kernel.RADIX28_LANES);
        assertEquals(base.modPow(e, p), ModExpPropertiesTest.toBig(got), bits + "-bit modulus, " + expBits + "-bit exponent");
    }
}
