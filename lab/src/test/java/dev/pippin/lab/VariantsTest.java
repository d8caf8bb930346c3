package dev.pippin.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant against BigInteger: the result of element e must be a_e * b_e * R^-1 mod p
 * for the variant's own R, lie in [0, 2p) and have every limb below 2^limbBits.
 */
class VariantsTest {
    /** A batch size no kernel divides evenly into its groups (the fused ones have a tail). */
    private static final int COUNT = 8 * 41;

    static Stream<Variant> variants() {
        return Variant.all().stream();
    }

    /** The values the kernels must take: reduced, lazily reduced and limb extremes, all below 2p. */
    private static List<BigInteger> critical(Variant v) {
        BigInteger p = v.modulus;
        BigInteger twoP = p.shiftLeft(1);
        int w = v.limbBits;
        int below = w * (v.limbs - 1);
        // Every limb but the top one at its maximum, the top one as large as stays below 2p.
        BigInteger lowOnes = BigInteger.ONE.shiftLeft(below).subtract(BigInteger.ONE);
        BigInteger top = twoP.subtract(BigInteger.ONE).shiftRight(below);
        BigInteger allMax = top.subtract(BigInteger.ONE).shiftLeft(below).or(lowOnes);
        List<BigInteger> out = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO,
                p.subtract(BigInteger.ONE), p, p.add(BigInteger.ONE), twoP.subtract(BigInteger.ONE), allMax, lowOnes,
                // Alternating limbs at 0 and at their maximum.
                alternating(v, true).mod(twoP), alternating(v, false).mod(twoP)));
        assertTrue(allMax.compareTo(twoP) < 0 && allMax.bitLength() > below, v + ": limb-extreme value out of range");
        return out;
    }

    private static BigInteger alternating(Variant v, boolean evenMax) {
        BigInteger x = BigInteger.ZERO;
        BigInteger max = BigInteger.ONE.shiftLeft(v.limbBits).subtract(BigInteger.ONE);
        for (int j = v.limbs - 1; j >= 0; j--) {
            x = x.shiftLeft(v.limbBits).or((j % 2 == 0) == evenMax ? max : BigInteger.ZERO);
        }
        return x;
    }

    /** Uniform in [0, 2p), or with each limb drawn from {0, max, uniform}: products at the limits. */
    private static BigInteger random(Variant v, Random rnd) {
        BigInteger twoP = v.modulus.shiftLeft(1);
        if (rnd.nextBoolean()) {
            BigInteger x;
            do {
                x = new BigInteger(twoP.bitLength(), rnd);
            } while (x.compareTo(twoP) >= 0);
            return x;
        }
        BigInteger max = BigInteger.ONE.shiftLeft(v.limbBits).subtract(BigInteger.ONE);
        BigInteger x = BigInteger.ZERO;
        for (int j = v.limbs - 1; j >= 0; j--) {
            int pick = rnd.nextInt(3);
            BigInteger limb = pick == 0 ? BigInteger.ZERO : pick == 1 ? max : new BigInteger(v.limbBits, rnd);
            x = x.shiftLeft(v.limbBits).or(limb);
        }
        // Reduced into [0, 2p) by subtracting multiples of p: limbs near the top stay extreme.
        return x.mod(twoP);
    }

    /** Runs one batch of x[e] * y[e] through the variant and checks every element. */
    private static void check(Variant v, BigInteger[] x, BigInteger[] y) {
        int n = x.length;
        Object a = v.newArray(n);
        Object b = v.newArray(n);
        Object r = v.newArray(n);
        for (int e = 0; e < n; e++) {
            v.put(a, n, e, x[e]);
            v.put(b, n, e, y[e]);
            assertEquals(x[e], v.take(a, n, e), v + ": limb encoding of element " + e);
        }
        v.mulBatch(r, a, b, n);
        BigInteger p = v.modulus;
        BigInteger rInv = v.montgomeryR().modInverse(p);
        for (int e = 0; e < n; e++) {
            for (int j = 0; j < v.limbs; j++) {
                long limb = v.limb(r, n, e, j);
                assertTrue(limb >= 0 && limb < 1L << v.limbBits,
                        v + ": limb " + j + " of element " + e + " is " + Long.toHexString(limb));
            }
            BigInteger got = v.take(r, n, e);
            assertTrue(got.compareTo(p.shiftLeft(1)) < 0, v + ": element " + e + " not below 2p: " + got.toString(16));
            BigInteger want = x[e].multiply(y[e]).multiply(rInv).mod(p);
            assertEquals(want, got.mod(p), v + ": " + x[e].toString(16) + " * " + y[e].toString(16));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void criticalPairs(Variant v) {
        List<BigInteger> c = critical(v);
        int pairs = c.size() * c.size();
        int n = (pairs + v.granule - 1) / v.granule * v.granule;
        BigInteger[] x = new BigInteger[n];
        BigInteger[] y = new BigInteger[n];
        for (int e = 0; e < n; e++) {
            int k = e % pairs;
            x[e] = c.get(k / c.size());
            y[e] = c.get(k % c.size());
        }
        check(v, x, y);
    }

    /** All limbs at their maximum (R - 1) times a value up to p: a * b < p * R keeps the bound. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void allLimbsMaximal(Variant v) {
        BigInteger rm1 = v.montgomeryR().subtract(BigInteger.ONE);
        BigInteger p = v.modulus;
        BigInteger[] others = {BigInteger.ZERO, BigInteger.ONE, p.subtract(BigInteger.ONE), p, p.shiftRight(1)};
        int n = v.granule * others.length;
        BigInteger[] x = new BigInteger[n];
        BigInteger[] y = new BigInteger[n];
        for (int e = 0; e < n; e++) {
            x[e] = e % 2 == 0 ? rm1 : others[e % others.length];
            y[e] = e % 2 == 0 ? others[e % others.length] : rm1;
        }
        check(v, x, y);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void randomBatches(Variant v) {
        Random rnd = new Random(v.name.hashCode());
        int n = COUNT / v.granule * v.granule;
        for (int round = 0; round < 8; round++) {
            BigInteger[] x = new BigInteger[n];
            BigInteger[] y = new BigInteger[n];
            for (int e = 0; e < n; e++) {
                x[e] = random(v, rnd);
                y[e] = random(v, rnd);
            }
            check(v, x, y);
        }
    }

    /** A lane kernel refuses a count it cannot split into whole vectors. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void refusesBadCounts(Variant v) {
        Object a = v.newArray(64);
        assertThrows(IllegalArgumentException.class, () -> v.mulBatch(a, a, a, 0));
        assertThrows(IllegalArgumentException.class, () -> v.mulBatch(a, a, a, 65));
        if (v.granule > 1) {
            assertThrows(IllegalArgumentException.class, () -> v.mulBatch(a, a, a, v.granule + 1));
        }
    }
}
