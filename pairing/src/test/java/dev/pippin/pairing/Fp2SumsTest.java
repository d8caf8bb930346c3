package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The Fp2Sums kernels on raw stored limbs: every input coordinate anywhere in [0, 2p) (the lazily
 * reduced range), including each output coordinate's extremes (inputs at 2p - 1 where the
 * coefficient is positive and 0 where it is negative, and the reverse), against BigInteger on the
 * stored values: the sums are linear, so the Montgomery factor passes through. Each kernel's
 * coefficients are written out below as pairs (k, m) for k + m xi, transcribed from its formula.
 * Outputs must lie in [0, 2p) with 56-bit limbs.
 */
class Fp2SumsTest {

    interface Kernel {
        void run(long[] r, long[][] x);
    }

    record K(String name, int[][] coef, Kernel kernel) {}

    private static K k(String name, int[][] coef, Kernel kernel) {
        return new K(name, coef, kernel);
    }

    record Curve(String name, BigInteger p, int n, int xi0, List<K> kernels) {}

    static final Curve BN = new Curve("bn254", Bn254Fp.MODULUS, Bn254Fp.LIMBS, 9, List.of(
                k("plusXi", new int[][] {{1, 0}, {0, 1}}, (r, x) -> Bn254Fp2Sums.plusXi(r, 0, x[0], 0, x[1], 0)),
                k("diff", new int[][] {{1, 0}, {-1, 0}, {-1, 0}}, (r, x) -> Bn254Fp2Sums.diff(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("diffXi", new int[][] {{1, 0}, {-1, 0}, {0, -1}}, (r, x) -> Bn254Fp2Sums.diffXi(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("plusXiDiff2", new int[][] {{1, 0}, {0, 1}, {0, -1}}, (r, x) -> Bn254Fp2Sums.plusXiDiff2(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("altSum", new int[][] {{1, 0}, {-1, 0}, {1, 0}}, (r, x) -> Bn254Fp2Sums.altSum(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("sqrMiddle", new int[][] {{2, 0}, {1, 0}, {2, 0}, {-1, 0}, {-1, 0}}, (r, x) -> Bn254Fp2Sums.sqrMiddle(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0)),
                k("plusTwoXi", new int[][] {{1, 0}, {0, 2}}, (r, x) -> Bn254Fp2Sums.plusTwoXi(r, 0, x[0], 0, x[1], 0)),
                k("twicePlusXi", new int[][] {{2, 0}, {0, 1}}, (r, x) -> Bn254Fp2Sums.twicePlusXi(r, 0, x[0], 0, x[1], 0)),
                k("cycSquare", new int[][] {{3, 0}, {0, 3}, {-2, 0}}, (r, x) -> Bn254Fp2Sums.cycSquare(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("cycCross", new int[][] {{3, 0}, {-3, 0}, {-3, 0}, {2, 0}}, (r, x) -> Bn254Fp2Sums.cycCross(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("cycCrossXi", new int[][] {{0, 6}, {0, 0}, {0, 0}, {2, 0}}, (r, x) -> Bn254Fp2Sums.cycCrossXi(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("lineR10", new int[][] {{1, 0}, {-1, 0}, {-1, 0}, {0, 1}, {0, -1}, {0, -1}, {0, 1}}, (r, x) -> Bn254Fp2Sums.lineR10(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0, x[5], 0, x[6], 0)),
                k("lineR11", new int[][] {{1, 0}, {-1, 0}, {-1, 0}, {-1, 0}, {-1, 0}, {1, 0}, {1, 0}}, (r, x) -> Bn254Fp2Sums.lineR11(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0, x[5], 0, x[6], 0)),
                k("lineR12", new int[][] {{1, 0}, {1, 0}, {-1, 0}, {-1, 0}, {-1, 0}}, (r, x) -> Bn254Fp2Sums.lineR12(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0)),
                k("lineR00", new int[][] {{1, 0}, {0, 1}, {0, 1}}, (r, x) -> Bn254Fp2Sums.lineR00(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("lineR01", new int[][] {{1, 0}, {1, 0}, {0, 1}, {0, -1}}, (r, x) -> Bn254Fp2Sums.lineR01(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("lineR02", new int[][] {{1, 0}, {1, 0}, {-1, 0}, {-1, 0}}, (r, x) -> Bn254Fp2Sums.lineR02(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("dblX", new int[][] {{2, 0}, {-6, 0}}, (r, x) -> Bn254Fp2Sums.dblX(r, 0, x[0], 0, x[1], 0)),
                k("dblY", new int[][] {{1, 0}, {3, 0}}, (r, x) -> Bn254Fp2Sums.dblY(r, 0, x[0], 0, x[1], 0)),
                k("dblY3", new int[][] {{1, 0}, {-12, 0}}, (r, x) -> Bn254Fp2Sums.dblY3(r, 0, x[0], 0, x[1], 0)),
                k("times4", new int[][] {{4, 0}}, (r, x) -> Bn254Fp2Sums.times4(r, 0, x[0], 0)),
                k("addH", new int[][] {{1, 0}, {1, 0}, {-2, 0}}, (r, x) -> Bn254Fp2Sums.addH(r, 0, x[0], 0, x[1], 0, x[2], 0))));

    static final Curve BLS = new Curve("BLS12-381", Bls12381Fp.MODULUS, Bls12381Fp.LIMBS, 1, List.of(
                k("plusXi", new int[][] {{1, 0}, {0, 1}}, (r, x) -> Bls12381Fp2Sums.plusXi(r, 0, x[0], 0, x[1], 0)),
                k("diff", new int[][] {{1, 0}, {-1, 0}, {-1, 0}}, (r, x) -> Bls12381Fp2Sums.diff(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("diffXi", new int[][] {{1, 0}, {-1, 0}, {0, -1}}, (r, x) -> Bls12381Fp2Sums.diffXi(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("plusXiDiff2", new int[][] {{1, 0}, {0, 1}, {0, -1}}, (r, x) -> Bls12381Fp2Sums.plusXiDiff2(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("altSum", new int[][] {{1, 0}, {-1, 0}, {1, 0}}, (r, x) -> Bls12381Fp2Sums.altSum(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("sqrMiddle", new int[][] {{2, 0}, {1, 0}, {2, 0}, {-1, 0}, {-1, 0}}, (r, x) -> Bls12381Fp2Sums.sqrMiddle(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0)),
                k("plusTwoXi", new int[][] {{1, 0}, {0, 2}}, (r, x) -> Bls12381Fp2Sums.plusTwoXi(r, 0, x[0], 0, x[1], 0)),
                k("twicePlusXi", new int[][] {{2, 0}, {0, 1}}, (r, x) -> Bls12381Fp2Sums.twicePlusXi(r, 0, x[0], 0, x[1], 0)),
                k("cycSquare", new int[][] {{3, 0}, {0, 3}, {-2, 0}}, (r, x) -> Bls12381Fp2Sums.cycSquare(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("cycCross", new int[][] {{3, 0}, {-3, 0}, {-3, 0}, {2, 0}}, (r, x) -> Bls12381Fp2Sums.cycCross(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("cycCrossXi", new int[][] {{0, 3}, {0, -3}, {0, -3}, {2, 0}}, (r, x) -> Bls12381Fp2Sums.cycCrossXi(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("lineR10", new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {0, -1}, {0, 1}, {0, -1}}, (r, x) -> Bls12381Fp2Sums.lineR10(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0, x[5], 0, x[6], 0)),
                k("lineR11", new int[][] {{1, 0}, {-1, 0}, {-1, 0}, {-1, 0}, {1, 0}, {1, 0}, {-1, 0}}, (r, x) -> Bls12381Fp2Sums.lineR11(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0, x[5], 0, x[6], 0)),
                k("lineR12", new int[][] {{1, 0}, {1, 0}, {-1, 0}, {-1, 0}, {-1, 0}}, (r, x) -> Bls12381Fp2Sums.lineR12(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0, x[4], 0)),
                k("lineR00", new int[][] {{1, 0}, {0, 1}, {0, -1}, {0, 1}}, (r, x) -> Bls12381Fp2Sums.lineR00(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("lineR01", new int[][] {{1, 0}, {-1, 0}, {-1, 0}, {0, 1}}, (r, x) -> Bls12381Fp2Sums.lineR01(r, 0, x[0], 0, x[1], 0, x[2], 0, x[3], 0)),
                k("lineR02", new int[][] {{1, 0}, {1, 0}, {1, 0}}, (r, x) -> Bls12381Fp2Sums.lineR02(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("dblX", new int[][] {{2, 0}, {-6, 0}}, (r, x) -> Bls12381Fp2Sums.dblX(r, 0, x[0], 0, x[1], 0)),
                k("dblY", new int[][] {{1, 0}, {3, 0}}, (r, x) -> Bls12381Fp2Sums.dblY(r, 0, x[0], 0, x[1], 0)),
                k("dblY3", new int[][] {{1, 0}, {-12, 0}}, (r, x) -> Bls12381Fp2Sums.dblY3(r, 0, x[0], 0, x[1], 0)),
                k("times4", new int[][] {{4, 0}}, (r, x) -> Bls12381Fp2Sums.times4(r, 0, x[0], 0)),
                k("addH", new int[][] {{1, 0}, {1, 0}, {-2, 0}}, (r, x) -> Bls12381Fp2Sums.addH(r, 0, x[0], 0, x[1], 0, x[2], 0)),
                k("twelveXi", new int[][] {{0, 12}}, (r, x) -> Bls12381Fp2Sums.twelveXi(r, 0, x[0], 0))));

    /** Coordinate values: 0, 1, p - 1, p, p + 1, 2p - 1 or uniform in [0, 2p). */
    private static BigInteger pick(Curve c, Random rnd) {
        BigInteger p = c.p(), one = BigInteger.ONE;
        switch (rnd.nextInt(8)) {
            case 0: return BigInteger.ZERO;
            case 1: return one;
            case 2: return p.subtract(one);
            case 3: return p;
            case 4: return p.add(one);
            case 5: return p.shiftLeft(1).subtract(one);
            default: return new BigInteger(p.bitLength() + 1, rnd).mod(p.shiftLeft(1));
        }
    }

    /** The kernel on inputs with stored coordinates v[i][0], v[i][1], checked against BigInteger. */
    private static void check(Curve c, K k, BigInteger[][] v) {
        int n = c.n(), ar = k.coef().length;
        BigInteger p = c.p();
        long[][] x = new long[ar][];
        for (int i = 0; i < ar; i++) {
            x[i] = new long[2 * n];
            for (int j = 0; j < 2; j++) {
                BigInteger t = v[i][j];
                for (int l = 0; l < n; l++) {
                    x[i][j * n + l] = t.shiftRight(56 * l).longValue() & ((1L << 56) - 1);
                }
            }
        }
        // (k + m xi)(x0 + x1 u) with xi = xi0 + u: coefficient (k + m xi0) + m u
        BigInteger w0 = BigInteger.ZERO, w1 = BigInteger.ZERO;
        for (int i = 0; i < ar; i++) {
            BigInteger a = BigInteger.valueOf(k.coef()[i][0] + (long) k.coef()[i][1] * c.xi0()), b = BigInteger.valueOf(k.coef()[i][1]);
            w0 = w0.add(a.multiply(v[i][0])).subtract(b.multiply(v[i][1]));
            w1 = w1.add(b.multiply(v[i][0])).add(a.multiply(v[i][1]));
        }
        long[] r = new long[2 * n];
        k.kernel().run(r, x);
        BigInteger[] want = {w0.mod(p), w1.mod(p)};
        for (int j = 0; j < 2; j++) {
            BigInteger got = BigInteger.ZERO;
            for (int l = n - 1; l >= 0; l--) {
                long limb = r[j * n + l];
                assertTrue(limb >= 0 && limb < (1L << 56), c.name() + " " + k.name() + ": limb out of range");
                got = got.shiftLeft(56).add(BigInteger.valueOf(limb));
            }
            assertTrue(got.compareTo(p.shiftLeft(1)) < 0, c.name() + " " + k.name() + ": coordinate " + j + " not below 2p");
            assertEquals(want[j], got.mod(p), c.name() + " " + k.name() + ": coordinate " + j);
        }
        // r aliasing the first input
        long[] alias = x[0].clone();
        x[0] = alias;
        k.kernel().run(alias, x);
        assertEquals(java.util.Arrays.toString(r), java.util.Arrays.toString(alias), c.name() + " " + k.name() + ": r == a");
    }

    /** For output coordinate j, each input coordinate at the end of [0, 2p) that pushes the sum up (high) or down. */
    private static BigInteger[][] extreme(Curve c, K k, int j, boolean high) {
        int ar = k.coef().length;
        BigInteger max = c.p().shiftLeft(1).subtract(BigInteger.ONE);
        BigInteger[][] v = new BigInteger[ar][2];
        for (int i = 0; i < ar; i++) {
            long a = k.coef()[i][0] + (long) k.coef()[i][1] * c.xi0(), b = k.coef()[i][1];
            // coordinate 0 = a x0 - b x1, coordinate 1 = b x0 + a x1
            long s0 = j == 0 ? a : b, s1 = j == 0 ? -b : a;
            v[i][0] = (s0 > 0) == high ? max : BigInteger.ZERO;
            v[i][1] = (s1 > 0) == high ? max : BigInteger.ZERO;
        }
        return v;
    }

    @Test
    void extremesOfEveryOutputCoordinate() {
        for (Curve c : new Curve[] {BN, BLS}) {
            for (K k : c.kernels()) {
                for (int j = 0; j < 2; j++) {
                    check(c, k, extreme(c, k, j, true));
                    check(c, k, extreme(c, k, j, false));
                }
            }
        }
    }

    @Test
    void edgeAndRandomCoordinates() {
        Random rnd = new Random(11);
        for (Curve c : new Curve[] {BN, BLS}) {
            for (K k : c.kernels()) {
                for (int t = 0; t < 400; t++) {
                    BigInteger[][] v = new BigInteger[k.coef().length][2];
                    for (BigInteger[] e : v) {
                        e[0] = pick(c, rnd);
                        e[1] = pick(c, rnd);
                    }
                    check(c, k, v);
                }
            }
        }
    }

    @Test
    void everyKernelIsListed() {
        for (Curve c : new Curve[] {BN, BLS}) {
            Class<?> cls = c == BN ? Bn254Fp2Sums.class : Bls12381Fp2Sums.class;
            long declared = java.util.Arrays.stream(cls.getDeclaredMethods()).filter(m -> java.lang.reflect.Modifier.isStatic(m.getModifiers())).count();
            assertEquals(declared, c.kernels().size(), c.name() + ": a kernel without a test row");
        }
    }
}
