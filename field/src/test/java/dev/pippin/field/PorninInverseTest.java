package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Pornin's binary GCD against BigInteger.modInverse, beyond the four field moduli the field tests
 * cover: odd moduli of every size from 3 bits to 1024 (the approximation switches from exact at
 * 62 bits to truncated above it), values at the 30-bit limb and 64-bit word boundaries, m - 1,
 * and moduli of the special shapes 2^k - 1 and 2^k + 1.
 */
class PorninInverseTest {

    static long[] limbs64(BigInteger x, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(64 * i).longValue();
        }
        return out;
    }

    static BigInteger value(long[] limbs) {
        BigInteger x = BigInteger.ZERO;
        for (int i = limbs.length - 1; i >= 0; i--) {
            x = x.shiftLeft(64).add(new BigInteger(Long.toUnsignedString(limbs[i])));
        }
        return x;
    }

    static void check(BigInteger m, BigInteger y) {
        int n = (m.bitLength() + 63) / 64;
        PorninInverse inv = new PorninInverse(m, n);
        long[] out = new long[n];
        inv.inverse(limbs64(y, n), 0, out, 0);
        BigInteger want = y.signum() == 0 ? BigInteger.ZERO : y.modInverse(m);
        assertEquals(want, value(out), "m=" + m.toString(16) + " y=" + y.toString(16));
    }

    static List<BigInteger> criticalValues(BigInteger m) {
        List<BigInteger> v = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO,
                m.subtract(BigInteger.ONE), m.subtract(BigInteger.TWO), m.shiftRight(1), m.shiftRight(1).add(BigInteger.ONE)));
        for (int k : new int[] {29, 30, 31, 60, 61, 62, 63, 64, 65, 90, 128, 255, 256, 380, 381}) {
            BigInteger p = BigInteger.ONE.shiftLeft(k);
            for (BigInteger c : new BigInteger[] {p.subtract(BigInteger.ONE), p, p.add(BigInteger.ONE)}) {
                if (c.compareTo(m) < 0) {
                    v.add(c);
                }
            }
        }
        return v;
    }

    @Provide
    Arbitrary<BigInteger[]> moduliAndValues() {
        return Arbitraries.integers().between(2, 1024).flatMap(bits -> Arbitraries.randomValue(rnd -> {
            BigInteger m = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
            if (m.bitLength() < 2 || m.equals(BigInteger.ONE)) {
                m = BigInteger.valueOf(3);
            }
            BigInteger y = new BigInteger(bits + 8, rnd).mod(m);
            // y must be a unit for modInverse; a non-unit (gcd > 1) is not an input the fields produce
            while (!y.gcd(m).equals(BigInteger.ONE)) {
                y = y.add(BigInteger.ONE).mod(m);
            }
            return new BigInteger[] {m, y};
        }));
    }

    @Property(tries = 2000)
    void matchesModInverseOnRandomOddModuli(@ForAll("moduliAndValues") BigInteger[] my) {
        check(my[0], my[1]);
    }

    @Test
    void criticalValuesOfTheFieldModuliAndSpecialShapes() {
        List<BigInteger> moduli = new ArrayList<>(List.of(Bn254Fp.MODULUS, Bls12381Fp.MODULUS, Bn254Fr.MODULUS, Bls12381Fr.MODULUS,
                BigInteger.valueOf(3), BigInteger.valueOf(5), BigInteger.ONE.shiftLeft(61).subtract(BigInteger.ONE),
                BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19))));
        for (int k : new int[] {62, 63, 64, 120, 256, 384, 512}) {
            moduli.add(BigInteger.ONE.shiftLeft(k).add(BigInteger.ONE));
            moduli.add(BigInteger.ONE.shiftLeft(k).subtract(BigInteger.ONE));
        }
        Random rnd = new Random(5);
        for (BigInteger m : moduli) {
            for (BigInteger y : criticalValues(m)) {
                if (y.signum() == 0 || y.gcd(m).equals(BigInteger.ONE)) {
                    check(m, y);
                }
            }
            for (int i = 0; i < 50; i++) {
                BigInteger y = new BigInteger(m.bitLength() + 8, rnd).mod(m);
                if (y.gcd(m).equals(BigInteger.ONE)) {
                    check(m, y);
                }
            }
        }
    }

    @Test
    void outputMayAliasTheInput() {
        BigInteger m = Bls12381Fp.MODULUS, y = m.subtract(BigInteger.valueOf(12345));
        long[] buf = limbs64(y, 6);
        new PorninInverse(m, 6).inverse(buf, 0, buf, 0);
        assertArrayEquals(limbs64(y.modInverse(m), 6), buf);
    }

    @Test
    void rejectsEvenOrTinyModuli() {
        assertThrows(IllegalArgumentException.class, () -> new PorninInverse(BigInteger.valueOf(10), 1));
        assertThrows(IllegalArgumentException.class, () -> new PorninInverse(BigInteger.ONE, 1));
    }
}
