package dev.pippin.groth16;

import static dev.pippin.groth16.RefCurve.R;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.field.Bn254Fr;
import dev.pippin.field.Bn254FrLazy;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The transforms and the coset move against quadratic-time BigInteger DFTs, and by round trips at large sizes. */
class FrNttTest {
    /** ffjavascript's Fr.w[k] for bn254, printed by ffjavascript 0.3.1 (and w[28] is the well-known 2^28-th root). */
    private static final String[][] FFJAVASCRIPT_W = {
        {"1", "21888242871839275222246405745257275088548364400416034343698204186575808495616"},
        {"2", "21888242871839275217838484774961031246007050428528088939761107053157389710902"},
        {"10", "3161067157621608152362653341354432744960400845131437947728257924963983317266"},
        {"11", "1120550406532664055539694724667294622065367841900378087843176726913374367458"},
        {"16", "421743594562400382753388642386256516545992082196004333756405989743524594615"},
        {"17", "12650941915662020058015862023665998998969191525479888727406889100124684769509"},
        {"28", "19103219067921713944291392827692070036145651957329286315305642004821462161904"},
    };

    @Test
    void rootsAreFfjavascripts() {
        assertEquals(BigInteger.valueOf(5), Domain.NQR);
        assertEquals(28, Domain.S);
        for (String[] kw : FFJAVASCRIPT_W) {
            assertEquals(new BigInteger(kw[1]), Domain.root(Integer.parseInt(kw[0])), "w[" + kw[0] + "]");
        }
        assertEquals(BigInteger.valueOf(25), Domain.cosetShift(28), "ffjavascript's Fr.shift = nqr^2");
        assertEquals(Domain.root(17), Domain.cosetShift(16));
    }

    @Test
    void difAndDitAreTheDft() {
        SplittableRandom rnd = new SplittableRandom(1);
        for (int logN = 1; logN <= 7; logN++) {
            int n = 1 << logN;
            BigInteger w = Domain.root(logN);
            long[] tw = FrNtt.twiddles(Domain.lazy(w), n / 2, 2);
            BigInteger[] x = random(n, rnd);
            BigInteger[] want = RefProver.dft(x, w);
            for (int threads = 1; threads <= 4; threads++) {
                long[] v = toLazy(x);
                FrNtt.dif(v, logN, tw, threads);
                for (int k = 0; k < n; k++) {
                    assertEquals(want[k], Bn254FrLazy.toBigInteger(v, 5 * rev(k, logN)), "dif n=" + n + " k=" + k + " threads=" + threads);
                }
                long[] u = new long[5 * n];
                long[] m = toLazy(x);
                for (int j = 0; j < n; j++) {
                    System.arraycopy(m, 5 * j, u, 5 * rev(j, logN), 5);
                }
                FrNtt.dit(u, logN, tw, threads);
                for (int k = 0; k < n; k++) {
                    assertEquals(want[k], Bn254FrLazy.toBigInteger(u, 5 * k), "dit n=" + n + " k=" + k + " threads=" + threads);
                }
            }
        }
    }

    @Test
    void largeTransformsRoundTripAndHitSampledOutputs() {
        SplittableRandom rnd = new SplittableRandom(2);
        for (int logN : new int[] {14, 16}) {
            int n = 1 << logN;
            Domain d = new Domain(logN, 2);
            BigInteger[] x = random(n, rnd);
            long[] v = toLazy(x);
            long[] single = v.clone();
            FrNtt.dif(v, logN, d.forward, 2);
            FrNtt.dif(single, logN, d.forward, 1);
            assertArrayEquals(single, v, "thread split changes the dif result");
            // Three outputs by direct summation: the blocked layers above the cache size are covered.
            BigInteger w = Domain.root(logN);
            for (int k : new int[] {1, n / 2 + 3, n - 1}) {
                BigInteger wk = w.modPow(BigInteger.valueOf(k), R), p = BigInteger.ONE, acc = BigInteger.ZERO;
                for (int j = 0; j < n; j++) {
                    acc = acc.add(x[j].multiply(p));
                    p = p.multiply(wk).mod(R);
                }
                assertEquals(acc.mod(R), Bn254FrLazy.toBigInteger(v, 5 * rev(k, logN)), "X_" + k + " at 2^" + logN);
            }
            FrNtt.dit(v, logN, d.inverse, 2);
            BigInteger nInv = BigInteger.valueOf(n).modInverse(R);
            for (int j = 0; j < n; j += 97) {
                assertEquals(x[j], Bn254FrLazy.toBigInteger(v, 5 * j).multiply(nInv).mod(R), "round trip element " + j);
            }
        }
    }

    @Test
    void oddCosetMatchesDirectEvaluation() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (int logN : new int[] {1, 3, 6}) {
            int n = 1 << logN;
            BigInteger w = Domain.root(logN), inc = Domain.root(logN + 1);
            BigInteger[] coef = random(n, rnd);
            BigInteger[] evals = RefProver.dft(coef, w); // the polynomial on the domain
            for (int threads : new int[] {1, 2, 3}) {
                long[] v = toMont(evals);
                new Domain(logN, threads).toOddCoset(v, threads);
                for (int k = 0; k < n; k++) {
                    BigInteger x = inc.multiply(w.modPow(BigInteger.valueOf(k), R)).mod(R), acc = BigInteger.ZERO;
                    for (int j = n - 1; j >= 0; j--) {
                        acc = acc.multiply(x).add(coef[j]).mod(R);
                    }
                    assertEquals(acc, Bn254Fr.toBigInteger(v, 4 * k), "coset point " + k + " of 2^" + logN);
                }
            }
        }
    }

    @Test
    void sizesAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> FrNtt.dif(new long[5 * 8], 4, new long[5 * 8], 1));
        assertThrows(IllegalArgumentException.class, () -> new Domain(ZKey.MAX_LOG_DOMAIN + 1, 1));
    }

    private static int rev(int k, int logN) {
        return Integer.reverse(k) >>> (32 - logN);
    }

    private static BigInteger[] random(int n, SplittableRandom rnd) {
        BigInteger[] x = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            byte[] b = new byte[40];
            rnd.nextBytes(b);
            x[i] = new BigInteger(1, b).mod(R);
        }
        return x;
    }

    private static long[] toLazy(BigInteger[] x) {
        long[] v = new long[5 * x.length];
        for (int i = 0; i < x.length; i++) {
            Bn254FrLazy.fromBigInteger(v, 5 * i, x[i]);
        }
        return v;
    }

    private static long[] toMont(BigInteger[] x) {
        long[] v = new long[4 * x.length];
        for (int i = 0; i < x.length; i++) {
            Bn254Fr.fromBigInteger(v, 4 * i, x[i]);
        }
        return v;
    }
}
