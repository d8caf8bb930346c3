package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * FrFft against a naive DFT computed with BigInteger, and round trips at the largest size, in
 * every lane mode: the lanes take the sizes from LANES^2 on (16 or 64) when the mode says.
 */
class FrFftTest {
    private static final BigInteger R = Fr.MODULUS;

    private static BigInteger root(int n) {
        return BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(n)), R);
    }

    private static BigInteger[] random(int n, Random rnd) {
        BigInteger[] v = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            v[i] = new BigInteger(256, rnd).mod(R);
        }
        return v;
    }

    private static long[] toFr(BigInteger[] v) {
        long[] a = new long[v.length * Fr.L];
        for (int i = 0; i < v.length; i++) {
            Bls12381Fr.fromBigInteger(a, i * Fr.L, v[i]);
        }
        return a;
    }

    private static BigInteger at(long[] a, int i) {
        return Bls12381Fr.toBigInteger(a, i * Fr.L);
    }

    /** Σ_j v_j x^j. */
    private static BigInteger eval(BigInteger[] v, BigInteger x) {
        BigInteger y = BigInteger.ZERO;
        for (int j = v.length - 1; j >= 0; j--) {
            y = y.multiply(x).add(v[j]).mod(R);
        }
        return y;
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void fftIsTheDftAtSmallSizes(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(11);
        for (int n = 1; n <= 256; n <<= 1) {
            BigInteger[] v = random(n, rnd);
            long[] a = toFr(v);
            FrFft.fft(a, 0, n, lanes);
            BigInteger w = root(n);
            for (int i = 0; i < n; i++) {
                assertEquals(eval(v, w.modPow(BigInteger.valueOf(i), R)), at(a, i), "n " + n + " output " + i);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void ifftIsTheInverseDftAtSmallSizes(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(12);
        for (int n = 1; n <= 256; n <<= 1) {
            BigInteger[] v = random(n, rnd);
            long[] a = toFr(v);
            FrFft.ifft(a, 0, n, lanes);
            BigInteger wInv = root(n).modInverse(R);
            BigInteger nInv = BigInteger.valueOf(n).modInverse(R);
            for (int i = 0; i < n; i++) {
                assertEquals(eval(v, wInv.modPow(BigInteger.valueOf(i), R)).multiply(nInv).mod(R), at(a, i), "n " + n + " output " + i);
            }
        }
    }

    /**
     * The critical values through both kernels (the lazy form's limb re-cuts and its [0, 2r)
     * range, and the lanes' 52-bit limbs): 0, 1, 2, r - 1, r - 2, (r - 1) / 2, the 64-, 56- and 52-bit
     * limb boundaries, cycled over
     * the input, against the naive DFT, in natural and bit-reversed output order.
     */
    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void criticalValuesAtBothKernels(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        java.util.List<BigInteger> c = new java.util.ArrayList<>(java.util.List.of(BigInteger.ZERO, BigInteger.ONE,
                BigInteger.TWO, R.subtract(BigInteger.ONE), R.subtract(BigInteger.TWO), R.shiftRight(1)));
        for (int bits : new int[] {52, 56, 64, 104, 112, 128, 156, 168, 192, 208, 224}) {
            c.add(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE));
            c.add(BigInteger.ONE.shiftLeft(bits));
        }
        int n = 256;
        BigInteger[] v = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            v[i] = c.get(i % c.size()).mod(R);
        }
        BigInteger w = root(n);
        long[] a = toFr(v);
        FrFft.fft(a, 0, n, lanes);
        long[] b = toFr(v);
        FrFft.fftToBitReversed(b, 0, n, lanes);
        for (int i = 0; i < n; i++) {
            BigInteger expected = eval(v, w.modPow(BigInteger.valueOf(i), R));
            assertEquals(expected, at(a, i), "natural output " + i);
            assertEquals(expected, at(b, brp(i, n)), "bit-reversed output " + i);
        }
        long[] all = toFr(new BigInteger[] {R.subtract(BigInteger.ONE), R.subtract(BigInteger.ONE)});
        FrFft.fft(all, 0, 2, lanes);
        assertEquals(R.subtract(BigInteger.TWO), at(all, 0), "(r - 1) + (r - 1)");
        assertEquals(BigInteger.ZERO, at(all, 1), "(r - 1) - (r - 1)");
    }

    /** brp_n(i): i with its log2(n) low bits reversed. */
    private static int brp(int i, int n) {
        return BitReversal.reverse(i, Integer.numberOfTrailingZeros(n));
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void fftToBitReversedIsTheDftInBitReversedOrder(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(16);
        for (int n = 1; n <= 256; n <<= 1) {
            BigInteger[] v = random(n, rnd);
            long[] a = toFr(v);
            FrFft.fftToBitReversed(a, 0, n, lanes);
            BigInteger w = root(n);
            for (int t = 0; t < n; t++) {
                assertEquals(eval(v, w.modPow(BigInteger.valueOf(brp(t, n)), R)), at(a, t), "n " + n + " output " + t);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void ifftFromBitReversedIsTheInverseDftOfBitReversedInput(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(17);
        for (int n = 1; n <= 256; n <<= 1) {
            BigInteger[] v = random(n, rnd);
            long[] a = toFr(v);
            long[] unscaled = toFr(v);
            FrFft.ifftFromBitReversed(a, 0, n, lanes);
            FrFft.ifftFromBitReversedUnscaled(unscaled, 0, n, lanes);
            BigInteger wInv = root(n).modInverse(R);
            BigInteger nInv = BigInteger.valueOf(n).modInverse(R);
            for (int i = 0; i < n; i++) {
                // in place t the evaluation at w^brp(t): coefficient i = (1/n) Σ_t v_t w^(-i brp(t))
                BigInteger c = BigInteger.ZERO;
                for (int t = 0; t < n; t++) {
                    c = c.add(v[t].multiply(wInv.modPow(BigInteger.valueOf((long) i * brp(t, n)), R)));
                }
                assertEquals(c.mod(R), at(unscaled, i), "n " + n + " unscaled output " + i);
                assertEquals(c.multiply(nInv).mod(R), at(a, i), "n " + n + " output " + i);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void theBitReversedKernelsMatchThePermutedTransformsAtTheBlobSize(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(18);
        int n = Cells.N;
        long[] v = toFr(random(n, rnd));
        long[] plain = v.clone();
        FrFft.fft(plain, 0, n, lanes);
        BitReversal.permute(plain, 0, n, Fr.L);
        long[] fast = v.clone();
        FrFft.fftToBitReversed(fast, 0, n, lanes);
        assertArrayEquals(plain, fast);
        FrFft.ifftFromBitReversed(fast, 0, n, lanes);
        assertArrayEquals(v, fast);
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void cosetFftEvaluatesOnTheShiftedDomain(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(13);
        int n = 64;
        BigInteger[] v = random(n, rnd);
        long[] a = toFr(v);
        FrFft.cosetFft(a, 0, n, lanes);
        BigInteger w = root(n);
        for (int i = 0; i < n; i++) {
            BigInteger x = BigInteger.valueOf(7).multiply(w.modPow(BigInteger.valueOf(i), R)).mod(R);
            assertEquals(eval(v, x), at(a, i), "output " + i);
        }
        FrFft.cosetIfft(a, 0, n, lanes);
        assertArrayEquals(toFr(v), a);
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void roundTripsAtTheExtendedSize(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(14);
        int n = FrFft.MAX;
        long[] v = toFr(random(n, rnd));
        long[] a = v.clone();
        FrFft.fft(a, 0, n, lanes);
        FrFft.ifft(a, 0, n, lanes);
        assertArrayEquals(v, a);
        FrFft.cosetIfft(a, 0, n, lanes);
        FrFft.cosetFft(a, 0, n, lanes);
        assertArrayEquals(v, a);
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void transformsARunInsideALargerArray(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Random rnd = new Random(15);
        BigInteger[] v = random(64, rnd);
        long[] alone = toFr(v);
        FrFft.fft(alone, 0, 64, lanes);
        long[] padded = new long[68 * Fr.L];
        System.arraycopy(toFr(v), 0, padded, 2 * Fr.L, 64 * Fr.L);
        FrFft.fft(padded, 2 * Fr.L, 64, lanes);
        assertArrayEquals(alone, java.util.Arrays.copyOfRange(padded, 2 * Fr.L, 66 * Fr.L));
        for (int i = 0; i < 2 * Fr.L; i++) {
            assertEquals(0, padded[i]);
            assertEquals(0, padded[66 * Fr.L + i]);
        }
    }
}
