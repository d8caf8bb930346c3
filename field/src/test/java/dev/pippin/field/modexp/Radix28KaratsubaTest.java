package dev.pippin.field.modexp;

import static dev.pippin.field.modexp.Radix28NTest.big28;
import static dev.pippin.field.modexp.Radix28NTest.limbs28;
import static dev.pippin.field.modexp.Radix28NTest.limbs64;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The measured Karatsuba variant ({@link Radix28Karatsuba}, ModExpTuning karatsuba) is right:
 * its product against BigInteger at every recursion depth the tuning uses (base 3 recurses to
 * the smallest split, odd and even sizes split unevenly), and its Montgomery multiplication equal limb
 * for limb to Radix28N.mul, including at the largest operands (2m − 1).
 */
class Radix28KaratsubaTest {

    @Property(tries = 60)
    void productAndMontgomeryMatch(@ForAll @IntRange(min = 60, max = 8192) int bits,
                                   @ForAll @IntRange(min = 0, max = 4) int baseChoice,
                                   @ForAll("seeds") long seed) {
        Random rnd = new Random(seed);
        BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
        Radix28N k = new Radix28N(limbs64(p));
        int n = k.n;
        int base = List.of(3, 4, 16, 37, 127).get(baseChoice);
        Radix28Karatsuba kk = new Radix28Karatsuba(k, base);
        BigInteger twoM = p.shiftLeft(1);
        for (BigInteger a : List.of(twoM.subtract(BigInteger.ONE), new BigInteger(bits + 1, rnd).mod(twoM), BigInteger.ONE)) {
            BigInteger b = new BigInteger(bits + 1, rnd).mod(twoM);
            int[] al = limbs28(a, n);
            int[] bl = limbs28(b, n);
            int[] prod = new int[2 * n];
            kk.multiply(al, bl, prod);
            assertEquals(a.multiply(b), big28(prod), bits + " bits, base " + base);
            int[] expected = new int[n];
            int[] got = new int[n];
            k.mul(al, bl, expected);
            kk.mul(al, bl, got);
            assertArrayEquals(expected, got, bits + " bits, base " + base);
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Long> seeds() {
        return net.jqwik.api.Arbitraries.longs();
    }
}
