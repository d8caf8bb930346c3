package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pippin.curve.ScalarLimbs;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The constant-time scalar arithmetic against BigInteger, on edge and random values, both orders. */
class SecretScalarsTest {
    private static List<BigInteger> values(BigInteger r, Random rnd) {
        BigInteger one = BigInteger.ONE;
        List<BigInteger> v = new ArrayList<>(List.of(BigInteger.ZERO, one, BigInteger.TWO, r.subtract(one),
                r.subtract(BigInteger.TWO), one.shiftLeft(64), one.shiftLeft(64).subtract(one), one.shiftLeft(128),
                one.shiftLeft(192).subtract(one), r.shiftRight(1)));
        for (int i = 0; i < 200; i++) {
            v.add(new BigInteger(256, rnd).mod(r));
        }
        return v;
    }

    @Test
    void productsAndSums() {
        for (SecretScalars f : List.of(SecretScalars.BLS12_381, SecretScalars.BN254)) {
            BigInteger r = f.order();
            Random rnd = new Random(51);
            List<BigInteger> vs = values(r, rnd);
            for (int i = 0; i < vs.size(); i++) {
                BigInteger a = vs.get(i), b = vs.get((i * 7 + 3) % vs.size());
                long[] c = new long[4];
                f.mul(c, ScalarLimbs.limbs(a, 4), ScalarLimbs.limbs(b, 4));
                assertArrayEquals(ScalarLimbs.limbs(a.multiply(b).mod(r), 4), c, a + " * " + b);
                f.add(c, ScalarLimbs.limbs(a, 4), ScalarLimbs.limbs(b, 4));
                assertArrayEquals(ScalarLimbs.limbs(a.add(b).mod(r), 4), c, a + " + " + b);
            }
        }
    }

    @Test
    void reductionOf48Bytes() {
        for (SecretScalars f : List.of(SecretScalars.BLS12_381, SecretScalars.BN254)) {
            BigInteger r = f.order();
            Random rnd = new Random(52);
            List<BigInteger> xs = new ArrayList<>(List.of(BigInteger.ZERO, r, r.subtract(BigInteger.ONE),
                    BigInteger.ONE.shiftLeft(384).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(256),
                    BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE), r.shiftLeft(128), r.shiftLeft(128).subtract(BigInteger.ONE)));
            for (int i = 0; i < 300; i++) {
                xs.add(new BigInteger(384, rnd));
            }
            for (BigInteger x : xs) {
                byte[] b = new byte[50];
                byte[] mag = x.toByteArray();
                int len = Math.min(mag.length, 48);
                System.arraycopy(mag, mag.length - len, b, 2 + 48 - len, len);
                long[] out = new long[4];
                f.reduce48(out, b, 2);
                assertArrayEquals(ScalarLimbs.limbs(x.mod(r), 4), out, x.toString(16));
            }
        }
    }

    @Test
    void masksAndBytes() {
        for (SecretScalars f : List.of(SecretScalars.BLS12_381, SecretScalars.BN254)) {
            BigInteger r = f.order(), one = BigInteger.ONE;
            for (BigInteger v : List.of(BigInteger.ZERO, one, r.subtract(one), r, r.add(one), one.shiftLeft(256).subtract(one))) {
                long[] l = ScalarLimbs.limbs(v, 4);
                assertEquals(v.compareTo(r) < 0 ? -1L : 0L, f.belowOrderMask(l, 0), v.toString(16));
                assertEquals(v.signum() == 0 ? -1L : 0L, SecretScalars.zeroMask(l, 0), v.toString(16));
                byte[] b = new byte[32];
                SecretScalars.toBytes32(l, b, 0);
                assertEquals(v, new BigInteger(1, b));
                long[] back = new long[4];
                SecretScalars.fromBytes32(back, b, 0);
                assertArrayEquals(l, back);
            }
        }
    }
}
