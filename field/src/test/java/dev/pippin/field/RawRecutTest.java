package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The lazy scalar fields' raw re-cuts against BigInteger: 4 × 64-bit limbs of x (below p) read
 * into the lazy form stand for x 2^-280 mod p; back out they are x again, also from stored values
 * in [p, 2p) (which the way out reduces); on the critical values and random ones.
 */
class RawRecutTest {
    interface Lazy {
        BigInteger p();
        void in(long[] src, long[] dst, int count);
        void out(long[] src, long[] dst, int count);
        BigInteger value(long[] a, int ao);
        void add(long[] r, long[] a, long[] b);
    }

    static final Lazy BLS = new Lazy() {
        public BigInteger p() { return Bls12381FrLazy.MODULUS; }
        public void in(long[] s, long[] d, int c) { Bls12381FrLazy.fromLimbs64Raw(s, 0, d, 0, c); }
        public void out(long[] s, long[] d, int c) { Bls12381FrLazy.toLimbs64Raw(s, 0, d, 0, c); }
        public BigInteger value(long[] a, int ao) { return Bls12381FrLazy.toBigInteger(a, ao); }
        public void add(long[] r, long[] a, long[] b) { Bls12381FrLazy.add(r, 0, a, 0, b, 0); }
    };
    static final Lazy BN = new Lazy() {
        public BigInteger p() { return Bn254FrLazy.MODULUS; }
        public void in(long[] s, long[] d, int c) { Bn254FrLazy.fromLimbs64Raw(s, 0, d, 0, c); }
        public void out(long[] s, long[] d, int c) { Bn254FrLazy.toLimbs64Raw(s, 0, d, 0, c); }
        public BigInteger value(long[] a, int ao) { return Bn254FrLazy.toBigInteger(a, ao); }
        public void add(long[] r, long[] a, long[] b) { Bn254FrLazy.add(r, 0, a, 0, b, 0); }
    };

    private static List<BigInteger> values(BigInteger p, Random rnd) {
        List<BigInteger> v = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO,
                p.subtract(BigInteger.ONE), p.subtract(BigInteger.TWO), p.shiftRight(1)));
        for (int bits : new int[] {56, 64, 112, 128, 168, 192, 224, 240}) {
            v.add(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE));
            v.add(BigInteger.ONE.shiftLeft(bits));
        }
        for (int i = 0; i < 200; i++) {
            v.add(new BigInteger(p.bitLength(), rnd).mod(p));
        }
        return v;
    }

    private static long[] limbs(List<BigInteger> v) {
        long[] a = new long[v.size() * 4];
        for (int i = 0; i < v.size(); i++) {
            for (int j = 0; j < 4; j++) {
                a[4 * i + j] = v.get(i).shiftRight(64 * j).longValue();
            }
        }
        return a;
    }

    @Test
    void reCutsStandForTheValueTimesTwoToTheMinus280AndComeBack() {
        for (Lazy f : new Lazy[] {BLS, BN}) {
            BigInteger p = f.p();
            BigInteger rInv = BigInteger.ONE.shiftLeft(280).modInverse(p);
            List<BigInteger> v = values(p, new Random(p.bitLength()));
            int n = v.size();
            long[] a = limbs(v);
            long[] z = new long[n * 5];
            f.in(a, z, n);
            for (int i = 0; i < n; i++) {
                assertEquals(v.get(i).multiply(rInv).mod(p), f.value(z, 5 * i), "value " + v.get(i));
            }
            long[] back = new long[n * 4];
            f.out(z, back, n);
            assertArrayEquals(a, back);
        }
    }

    @Test
    void theWayOutReducesStoredValuesAbovePrime() {
        for (Lazy f : new Lazy[] {BLS, BN}) {
            BigInteger p = f.p();
            List<BigInteger> v = values(p, new Random(7));
            int n = v.size();
            long[] z = new long[n * 5];
            f.in(limbs(v), z, n);
            long[] sums = new long[n * 5];
            long[] x = new long[5], y = new long[5], r = new long[5];
            for (int i = 0; i < n; i++) {
                System.arraycopy(z, 5 * i, x, 0, 5);
                System.arraycopy(z, 5 * ((i + 1) % n), y, 0, 5);
                f.add(r, x, y);
                System.arraycopy(r, 0, sums, 5 * i, 5);
            }
            long[] out = new long[n * 4];
            f.out(sums, out, n);
            for (int i = 0; i < n; i++) {
                BigInteger expected = v.get(i).add(v.get((i + 1) % n)).mod(p);
                BigInteger got = MontgomeryField.limbsToBigInteger(out, 4 * i, 4);
                assertEquals(expected, got, "sum " + i);
            }
        }
    }
}
