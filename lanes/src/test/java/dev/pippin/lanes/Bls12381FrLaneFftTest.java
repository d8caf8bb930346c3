package dev.pippin.lanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.MontgomeryField;
import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.kernel.LaneKernel;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The lane FFT against a naive DFT in BigInteger on the raw limbs (the transform is linear, so
 * the limbs in give the transform's limbs out, reduced below r), at both species and every size
 * from LANES^2 (both layouts, their transpositions, the broadcast and gathered twiddles), on
 * critical values and random ones; the factors; partial loads and stores; the refusals; AUTO's
 * warm-up.
 */
class Bls12381FrLaneFftTest {
    private static final BigInteger R = Bls12381Fr.MODULUS;
    private static final int ORDER = 1 << 13;
    private static final int L = Bls12381Fr.LIMBS;

    private static BigInteger root(int n) {
        return BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(n)), R);
    }

    /** ω_ORDER^j, j below ORDER / 2, in Montgomery form; inverse: of ω^-1. */
    private static Bls12381FrLaneFft.Twiddles twiddles(boolean inverse) {
        BigInteger w = root(ORDER);
        if (inverse) {
            w = w.modInverse(R);
        }
        long[] p = new long[ORDER / 2 * L];
        BigInteger x = BigInteger.ONE;
        for (int j = 0; j < ORDER / 2; j++) {
            Bls12381Fr.fromBigInteger(p, j * L, x);
            x = x.multiply(w).mod(R);
        }
        return new Bls12381FrLaneFft.Twiddles(p, ORDER);
    }

    private static final Bls12381FrLaneFft.Twiddles FORWARD = twiddles(false), INVERSE = twiddles(true);

    /** Raw limbs of the values (no Montgomery form: the transform maps raw limbs to raw limbs). */
    private static long[] raw(BigInteger[] v) {
        long[] a = new long[v.length * L];
        for (int i = 0; i < v.length; i++) {
            long[] limbs = MontgomeryField.toLimbs(v[i], L);
            System.arraycopy(limbs, 0, a, i * L, L);
        }
        return a;
    }

    private static BigInteger at(long[] a, int i) {
        return MontgomeryField.limbsToBigInteger(a, i * L, L);
    }

    private static int brp(int i, int n) {
        return Integer.reverse(i) >>> (32 - Integer.numberOfTrailingZeros(n));
    }

    /** The values: random ones, or the critical ones cycled (0, 1, 2, r - 1, r - 2, the 52- and 64-bit limb edges). */
    private static BigInteger[] values(int n, long seed, boolean critical) {
        List<BigInteger> c = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO,
                R.subtract(BigInteger.ONE), R.subtract(BigInteger.TWO), R.shiftRight(1)));
        for (int bits : new int[] {52, 64, 104, 128, 156, 192, 208, 254}) {
            c.add(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE).mod(R));
            c.add(BigInteger.ONE.shiftLeft(bits).mod(R));
        }
        Random rnd = new Random(seed);
        BigInteger[] v = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            v[i] = critical ? c.get(i % c.size()) : new BigInteger(256, rnd).mod(R);
        }
        return v;
    }

    /** out_i = Σ_j v_j w^(ij). */
    private static BigInteger[] dft(BigInteger[] v, BigInteger w) {
        int n = v.length;
        BigInteger[] out = new BigInteger[n];
        BigInteger[] wi = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            wi[i] = w.modPow(BigInteger.valueOf(i), R);
        }
        for (int i = 0; i < n; i++) {
            BigInteger y = BigInteger.ZERO;
            for (int j = 0; j < n; j++) {
                y = y.add(v[j].multiply(wi[(int) ((long) i * j % n)]));
            }
            out[i] = y.mod(R);
        }
        return out;
    }

    private static int lanes(LaneMode mode) {
        return mode == LaneMode.SPECIES_256 ? 4 : LaneKernel.PREFERRED_LANES;
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void bothDirectionsAreTheDftAtEverySizeTheLanesTake(LaneMode mode) {
        VectorModule.assume();
        int min = lanes(mode) * lanes(mode);
        for (int n = min; n <= 512; n <<= 1) {
            for (boolean critical : new boolean[] {false, true}) {
                BigInteger[] v = values(n, n, critical);
                for (boolean inverse : new boolean[] {false, true}) {
                    BigInteger w = inverse ? root(n).modInverse(R) : root(n);
                    BigInteger[] expected = dft(v, w);
                    Bls12381FrLaneFft f = new Bls12381FrLaneFft(n, mode);
                    assertEquals(n, f.size());
                    // decimation in time: the input bit-reversed, the output natural
                    BigInteger[] permuted = new BigInteger[n];
                    for (int i = 0; i < n; i++) {
                        permuted[i] = v[brp(i, n)];
                    }
                    long[] a = raw(permuted);
                    f.load(a, 0, n);
                    f.fromBitReversed(inverse ? INVERSE : FORWARD);
                    f.store(a, 0, n);
                    // decimation in frequency: the input natural, the output bit-reversed
                    long[] b = raw(v);
                    f.load(b, 0, n);
                    f.toBitReversed(inverse ? INVERSE : FORWARD);
                    f.store(b, 0, n);
                    for (int i = 0; i < n; i++) {
                        String what = "n " + n + (critical ? " critical" : " random") + (inverse ? " inverse" : "") + " output " + i;
                        assertEquals(expected[i], at(a, i), "in time, " + what);
                        assertEquals(expected[brp(i, n)], at(b, i), "in frequency, " + what);
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void roundTripsAtTheLargestSizeWithFactors(LaneMode mode) {
        VectorModule.assume();
        int n = ORDER;
        BigInteger[] v = values(n, 5, false);
        long[] a = raw(v);
        Bls12381FrLaneFft f = new Bls12381FrLaneFft(n, mode);
        f.load(a, 0, n);
        f.toBitReversed(FORWARD);
        f.fromBitReversed(INVERSE);
        // n times the input: the factors 1/n (Montgomery form) undo it
        long[] invN = new long[n * L];
        for (int i = 0; i < n; i++) {
            Bls12381Fr.fromBigInteger(invN, i * L, BigInteger.valueOf(n).modInverse(R));
        }
        f.mulEach(new Bls12381FrLaneFft.Factors(invN, n));
        long[] back = new long[n * L];
        f.store(back, 0, n);
        assertArrayEquals(a, back);
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void factorsMultiplyElementByElement(LaneMode mode) {
        VectorModule.assume();
        int n = 4 * lanes(mode) * lanes(mode);
        BigInteger[] v = values(n, 6, true), g = values(n, 7, false);
        long[] factors = new long[n * L];
        for (int i = 0; i < n; i++) {
            Bls12381Fr.fromBigInteger(factors, i * L, g[i]);
        }
        Bls12381FrLaneFft f = new Bls12381FrLaneFft(n, mode);
        f.load(raw(v), 0, n);
        f.mulEach(new Bls12381FrLaneFft.Factors(factors, n));
        long[] out = new long[n * L];
        f.store(out, 0, n);
        for (int i = 0; i < n; i++) {
            assertEquals(v[i].multiply(g[i]).mod(R), at(out, i), "element " + i);
        }
        assertThrows(IllegalArgumentException.class, () -> f.mulEach(new Bls12381FrLaneFft.Factors(factors, n - 1)));
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void partialLoadsPadWithZerosAndOffsetsAreHonoured(LaneMode mode) {
        VectorModule.assume();
        int n = lanes(mode) * lanes(mode) * 2, count = n / 2 + 3;
        BigInteger[] v = values(n, 8, false);
        for (int i = count; i < n; i++) {
            v[i] = BigInteger.ZERO;
        }
        BigInteger[] expected = dft(v, root(n));
        Bls12381FrLaneFft f = new Bls12381FrLaneFft(n, mode);
        f.load(raw(values(n, 9, false)), 0, n);                    // leftovers the partial load must clear
        long[] shifted = new long[(count + 2) * L];
        System.arraycopy(raw(v), 0, shifted, 2 * L, count * L);
        f.load(shifted, 2 * L, count);
        f.toBitReversed(FORWARD);
        long[] out = new long[(n + 1) * L];
        out[0] = 42;
        f.store(out, L, n);
        assertEquals(42, out[0], "nothing stored before the offset");
        for (int i = 0; i < n; i++) {
            assertEquals(expected[brp(i, n)], at(out, i + 1), "output " + i);
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void refusesWhatItCannotTake(LaneMode mode) {
        VectorModule.assume();
        int min = lanes(mode) * lanes(mode);
        assertTrue(Bls12381FrLaneFft.takes(mode, min));
        assertFalse(Bls12381FrLaneFft.takes(mode, min / 2), "below LANES^2");
        assertFalse(Bls12381FrLaneFft.takes(mode, 3 * min), "not a power of two");
        assertFalse(Bls12381FrLaneFft.takes(LaneMode.OFF, min));
        assertThrows(IllegalArgumentException.class, () -> new Bls12381FrLaneFft(min / 2, mode));
        assertThrows(IllegalArgumentException.class, () -> new Bls12381FrLaneFft(min, LaneMode.OFF));
        Bls12381FrLaneFft f = new Bls12381FrLaneFft(2 * min, mode);
        long[] small = new long[2 * min * L - 1];
        assertThrows(IllegalArgumentException.class, () -> f.load(small, 0, 2 * min), "too short");
        assertThrows(IllegalArgumentException.class, () -> f.store(new long[4 * min * L], 0, 2 * min + 1), "more than n");
        assertThrows(IllegalArgumentException.class, () -> f.load(new long[4 * min * L], -1, 1), "negative offset");
        long[] p = new long[min * L];
        Bls12381FrLaneFft.Twiddles tooFew = new Bls12381FrLaneFft.Twiddles(p, min);
        assertThrows(IllegalArgumentException.class, () -> f.fromBitReversed(tooFew), "order below n");
        assertThrows(IllegalArgumentException.class, () -> new Bls12381FrLaneFft.Twiddles(p, 3 * min));
        assertThrows(IllegalArgumentException.class, () -> new Bls12381FrLaneFft.Twiddles(p, 4 * min), "too few powers");
        assertThrows(IllegalArgumentException.class, () -> new Bls12381FrLaneFft.Factors(p, min + 1));
    }

    @Test
    void autoTakesTheLanesOnceTheWarmUpHasWonAndColdWorkCounts() throws InterruptedException {
        VectorModule.assume();
        KernelWarmup w = Bls12381FrLaneFft.WARMUP;
        KernelWarmup.autoStart(false);
        try {
            w.reset();
            assertFalse(Bls12381FrLaneFft.takes(LaneMode.AUTO, 1024), "cold");
            Bls12381FrLaneFft.countCold(LaneMode.OFF, Bls12381FrLaneFft.START_AFTER_NANOS);
            assertFalse(w.asked(), "OFF work does not count");
            Bls12381FrLaneFft.countCold(LaneMode.AUTO, Bls12381FrLaneFft.START_AFTER_NANOS);
            assertTrue(w.asked(), "AUTO's cold work does");
            w.reset();
            assertTrue(w.warmUpNow(), "the lanes win the race");
            assertTrue(Bls12381FrLaneFft.takes(LaneMode.AUTO, 1024));
        } finally {
            w.reset();
            KernelWarmup.autoStart(true);
        }
    }
}
