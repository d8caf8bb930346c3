package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The lazy scalar-field FFT loops against a naive DFT in BigInteger: every power-of-two size up to
 * 64 against roots of order 64 (so that the smaller sizes stride through the table), both
 * directions, with the critical values 0, 1 and r - 1 among random inputs; the inverse roots
 * undoing the transform up to the factor n; and the refused shapes.
 */
class Bls12381FrLazyFftTest {
    private static final BigInteger R = Bls12381FrLazy.MODULUS;
    private static final int Z = Bls12381FrLazy.LIMBS;
    private static final int ORDER = 64;
    private static final BigInteger OMEGA = BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(ORDER)), R);

    private static long[] powers(BigInteger root) {
        long[] w = new long[ORDER / 2 * Z];
        BigInteger p = BigInteger.ONE;
        for (int j = 0; j < ORDER / 2; j++) {
            Bls12381FrLazy.fromBigInteger(w, j * Z, p);
            p = p.multiply(root).mod(R);
        }
        return w;
    }

    private static BigInteger[] input(int n, Random rnd) {
        BigInteger[] x = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            x[i] = switch (i % 7) {
                case 0 -> BigInteger.ZERO;
                case 1 -> BigInteger.ONE;
                case 2 -> R.subtract(BigInteger.ONE);
                default -> new BigInteger(256, rnd).mod(R);
            };
        }
        return x;
    }

    /** out_k = Σ_j in_j ω_n^(jk). */
    private static BigInteger[] dft(BigInteger[] x, BigInteger omegaN) {
        int n = x.length;
        BigInteger[] out = new BigInteger[n];
        for (int k = 0; k < n; k++) {
            BigInteger s = BigInteger.ZERO;
            for (int j = 0; j < n; j++) {
                s = s.add(x[j].multiply(omegaN.modPow(BigInteger.valueOf((long) j * k), R)));
            }
            out[k] = s.mod(R);
        }
        return out;
    }

    private static int reverse(int i, int n) {
        return n == 1 ? 0 : Integer.reverse(i) >>> (32 - Integer.numberOfTrailingZeros(n));
    }

    @Test
    void bothDirectionsMatchTheNaiveTransform() {
        Random rnd = new Random(2026);
        long[] w = powers(OMEGA);
        for (int n = 1; n <= ORDER; n <<= 1) {
            BigInteger[] x = input(n, rnd);
            BigInteger[] expected = dft(x, OMEGA.modPow(BigInteger.valueOf(ORDER / n), R));
            long[] dit = new long[n * Z], dif = new long[n * Z];
            for (int i = 0; i < n; i++) {
                Bls12381FrLazy.fromBigInteger(dit, reverse(i, n) * Z, x[i]);
                Bls12381FrLazy.fromBigInteger(dif, i * Z, x[i]);
            }
            Bls12381FrLazyFft.fromBitReversed(dit, n, w, ORDER);
            Bls12381FrLazyFft.toBitReversed(dif, n, w, ORDER);
            for (int k = 0; k < n; k++) {
                assertEquals(expected[k], Bls12381FrLazy.toBigInteger(dit, k * Z), "DIT n=" + n + " k=" + k);
                assertEquals(expected[k], Bls12381FrLazy.toBigInteger(dif, reverse(k, n) * Z), "DIF n=" + n + " k=" + k);
            }
        }
    }

    @Test
    void inverseRootsUndoTheTransformTimesN() {
        Random rnd = new Random(7);
        long[] w = powers(OMEGA), wi = powers(OMEGA.modInverse(R));
        int n = ORDER;
        BigInteger[] x = input(n, rnd);
        long[] z = new long[n * Z];
        for (int i = 0; i < n; i++) {
            Bls12381FrLazy.fromBigInteger(z, i * Z, x[i]);
        }
        Bls12381FrLazyFft.toBitReversed(z, n, w, ORDER);       // natural -> bit-reversed
        Bls12381FrLazyFft.fromBitReversed(z, n, wi, ORDER);    // bit-reversed -> natural, times n
        for (int i = 0; i < n; i++) {
            assertEquals(x[i].multiply(BigInteger.valueOf(n)).mod(R), Bls12381FrLazy.toBigInteger(z, i * Z), "i=" + i);
        }
    }

    @Test
    void refusesShapesThatDoNotFit() {
        long[] w = powers(OMEGA);
        assertThrows(IllegalArgumentException.class, () -> Bls12381FrLazyFft.fromBitReversed(new long[3 * Z], 3, w, ORDER));
        assertThrows(IllegalArgumentException.class, () -> Bls12381FrLazyFft.fromBitReversed(new long[0], 0, w, ORDER));
        assertThrows(IllegalArgumentException.class, () -> Bls12381FrLazyFft.toBitReversed(new long[128 * Z], 128, w, ORDER));
        assertThrows(IllegalArgumentException.class, () -> Bls12381FrLazyFft.toBitReversed(new long[8 * Z - 1], 8, w, ORDER));
        assertThrows(IllegalArgumentException.class, () -> Bls12381FrLazyFft.fromBitReversed(new long[8 * Z], 8, new long[Z], ORDER));
    }
}
