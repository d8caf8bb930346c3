package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The G1 flushes on FMA lanes against affine additions done in BigInteger, at both species, for
 * batch sizes around the lane count (padding lanes) and the radix-2^56 / 52-bit conversions;
 * and the Montgomery-form constants the flush folds in, recomputed from their definitions.
 */
class LaneBatchTest {
    static final BigInteger P_BN = Bn254Fp.MODULUS, P_BLS = Bls12381Fp.MODULUS;

    interface Field {
        int limbs();
        BigInteger p();
        BigInteger get(long[] a, int ao);
        void flush(boolean wide, int capacity, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, int m);
    }

    static final Field BN = new Field() {
        public int limbs() { return Bn254Fp.LIMBS; }
        public BigInteger p() { return P_BN; }
        public BigInteger get(long[] a, int ao) { return Bn254Fp.toBigInteger(a, ao); }
        public void flush(boolean wide, int cap, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, int m) {
            new Bn254G1LaneBatch(cap, wide, true).flush(affine, bucket, points, point, neg, m);
        }
    };
    static final Field BLS = new Field() {
        public int limbs() { return Bls12381Fp.LIMBS; }
        public BigInteger p() { return P_BLS; }
        public BigInteger get(long[] a, int ao) { return Bls12381Fp.toBigInteger(a, ao); }
        public void flush(boolean wide, int cap, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, int m) {
            new Bls12381G1LaneBatch(cap, wide, true).flush(affine, bucket, points, point, neg, m);
        }
    };

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 4, 5, 8, 9, 17, 24, 100})
    void flushMatchesBigIntegerAffineAdditions(int m) {
        check(BN, MsmGroup.BN254_G1, m);
        check(BLS, MsmGroup.BLS12_381_G1, m);
    }

    static void check(Field f, MsmGroup g, int m) {
        int L = f.limbs(), pt = 2 * L;
        long[] pts = MsmInstances.points(g, 2 * m, 1000 + m).data();
        Random rnd = new Random(m);
        // buckets: the first m points, in reversed slots; additions: the other m
        long[] affine = new long[(m + 3) * pt];
        int[] bucket = new int[m], point = new int[m];
        boolean[] neg = new boolean[m];
        for (int k = 0; k < m; k++) {
            bucket[k] = m + 2 - k;
            System.arraycopy(pts, k * pt, affine, bucket[k] * pt, pt);
            point[k] = (m + k) * pt;
            neg[k] = rnd.nextBoolean();
        }
        BigInteger p = f.p();
        BigInteger[][] want = new BigInteger[m][];
        for (int k = 0; k < m; k++) {
            BigInteger x1 = f.get(affine, bucket[k] * pt), y1 = f.get(affine, bucket[k] * pt + L);
            BigInteger x2 = f.get(pts, point[k]), y2 = f.get(pts, point[k] + L);
            if (neg[k]) {
                y2 = p.subtract(y2).mod(p);
            }
            assertNotEquals(x1, x2);
            BigInteger lambda = y2.subtract(y1).multiply(x2.subtract(x1).modInverse(p)).mod(p);
            BigInteger x3 = lambda.multiply(lambda).subtract(x1).subtract(x2).mod(p);
            BigInteger y3 = lambda.multiply(x1.subtract(x3)).subtract(y1).mod(p);
            want[k] = new BigInteger[] {x3, y3};
        }
        for (boolean wide : new boolean[] {true, false}) {
            long[] a = affine.clone();
            f.flush(wide, m + 5, a, bucket, pts, point, neg, m);
            for (int k = 0; k < m; k++) {
                String what = g + " m=" + m + " wide=" + wide + " k=" + k;
                assertEquals(want[k][0], f.get(a, bucket[k] * pt), what + " x");
                assertEquals(want[k][1], f.get(a, bucket[k] * pt + L), what + " y");
            }
        }
    }

    /** K = R' mod p and S = R'^2 / R mod p (R' = 2^(52 n'), R = 2^(56 n)), limb by limb. */
    @Test
    void foldedConstantsAreTheirDefinitions() {
        assertConstants(P_BN, Bn254Fp.LIMBS, Bn254FpLanesPref.LIMBS, Bn254G1LaneBatch.K, Bn254G1LaneBatch.S);
        assertConstants(P_BLS, Bls12381Fp.LIMBS, Bls12381FpLanesPref.LIMBS, Bls12381G1LaneBatch.K, Bls12381G1LaneBatch.S);
    }

    static void assertConstants(BigInteger p, int n56, int n52, long[] k, long[] s) {
        BigInteger r = BigInteger.ONE.shiftLeft(56 * n56), r2 = BigInteger.ONE.shiftLeft(52 * n52);
        assertEquals(r2.mod(p), join(k, 56), "K");
        assertEquals(r2.multiply(r2).multiply(r.modInverse(p)).mod(p), join(s, 52), "S");
        assertTrue(BigInteger.valueOf(4).multiply(p).compareTo(r2) < 0, "4p < R'");
    }

    static BigInteger join(long[] limbs, int bits) {
        BigInteger v = BigInteger.ZERO;
        for (int i = limbs.length - 1; i >= 0; i--) {
            assertTrue(limbs[i] >= 0 && limbs[i] < 1L << bits);
            v = v.shiftLeft(bits).add(BigInteger.valueOf(limbs[i]));
        }
        return v;
    }

    /** Forced batches take every flush of MIN_BATCH or more from the first (AUTO's warm-up: LaneWarmupTest). */
    @Test
    void forcedBatchesTakeEveryFlushFromTheFirst() {
        int min = Bn254G1LaneBatch.MIN_BATCH;
        Bn254G1LaneBatch forced = new Bn254G1LaneBatch(64, true, true), narrow = new Bn254G1LaneBatch(64, false, true);
        for (int i = 0; i < 64; i++) {
            assertTrue(forced.take(min) && narrow.take(min) && forced.take(64));
            assertTrue(!forced.take(min - 1) && !narrow.take(min - 1));
        }
    }

    @Test
    void modesResolve() {
        assertEquals(Lanes.OFF, Lanes.resolve(MsmOptions.Lanes.OFF));
        assertTrue(Lanes.PREFERRED_LANES > 0, "the tests run with --add-modules jdk.incubator.vector");
        assertEquals(Lanes.PREFERRED, Lanes.resolve(MsmOptions.Lanes.ON));
        assertEquals(Lanes.SPECIES_256, Lanes.resolve(MsmOptions.Lanes.SPECIES_256));
        assertEquals(Lanes.PREFERRED_LANES >= 4 ? Lanes.AUTO_PREFERRED : Lanes.OFF, Lanes.resolve(MsmOptions.Lanes.AUTO));
        assertThrows(IllegalArgumentException.class, () -> MsmOptions.defaults().withLanes(null));
    }
}
