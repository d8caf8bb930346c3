package dev.pippin.msm;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.Bls12381FpLanesPref;
import dev.pippin.lanes.kernel.Bn254FpLanesPref;
import dev.pippin.lanes.kernel.LaneKernel;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import dev.pippin.testkit.RefField;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The G1 flushes on FMA lanes against affine additions and doublings done in BigInteger, at both
 * species, for batch sizes around the lane count (padding lanes) and the radix-2^56 / 52-bit
 * conversions, and critical coordinates against RefCurves' chord additions; and the
 * Montgomery-form constants the flush folds in, recomputed from their definitions.
 */
class LaneBatchTest {
    static final BigInteger P_BN = Bn254Fp.MODULUS, P_BLS = Bls12381Fp.MODULUS;

    interface Field {
        int limbs();
        BigInteger p();
        BigInteger get(long[] a, int ao);
        void flush(boolean wide, int capacity, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, int m);
        void flushDoublings(boolean wide, int capacity, long[] affine, int[] bucket, int m);
        void flushMixed(boolean wide, int capacity, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, boolean[] dbl, int m);
    }

    static final Field BN = new Field() {
        public int limbs() { return Bn254Fp.LIMBS; }
        public BigInteger p() { return P_BN; }
        public BigInteger get(long[] a, int ao) { return Bn254Fp.toBigInteger(a, ao); }
        public void flush(boolean wide, int cap, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, int m) {
            new Bn254G1LaneBatch(cap, wide, true).flush(affine, bucket, points, point, neg, m);
        }
        public void flushDoublings(boolean wide, int cap, long[] affine, int[] bucket, int m) {
            new Bn254G1LaneBatch(cap, wide, true).flushDoublings(affine, bucket, m);
        }
        public void flushMixed(boolean wide, int cap, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, boolean[] dbl, int m) {
            new Bn254G1LaneBatch(cap, wide, true).flushMixed(affine, bucket, points, point, neg, dbl, m);
        }
    };
    static final Field BLS = new Field() {
        public int limbs() { return Bls12381Fp.LIMBS; }
        public BigInteger p() { return P_BLS; }
        public BigInteger get(long[] a, int ao) { return Bls12381Fp.toBigInteger(a, ao); }
        public void flush(boolean wide, int cap, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, int m) {
            new Bls12381G1LaneBatch(cap, wide, true).flush(affine, bucket, points, point, neg, m);
        }
        public void flushDoublings(boolean wide, int cap, long[] affine, int[] bucket, int m) {
            new Bls12381G1LaneBatch(cap, wide, true).flushDoublings(affine, bucket, m);
        }
        public void flushMixed(boolean wide, int cap, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, boolean[] dbl, int m) {
            new Bls12381G1LaneBatch(cap, wide, true).flushMixed(affine, bucket, points, point, neg, dbl, m);
        }
    };

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 4, 5, 8, 9, 16, 17, 24, 40, 100})
    void flushMatchesBigIntegerAffineAdditions(int m) {
        VectorModule.assume();
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

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 4, 5, 8, 9, 16, 17, 24, 40, 100})
    void mixedFlushMatchesBigInteger(int m) {
        VectorModule.assume();
        checkMixed(BN, MsmGroup.BN254_G1, m, false);
        checkMixed(BLS, MsmGroup.BLS12_381_G1, m, false);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 4, 5, 8, 9, 16, 17, 24, 40, 100})
    void doublingFlushMatchesBigInteger(int m) {
        VectorModule.assume();
        checkMixed(BN, MsmGroup.BN254_G1, m, true);
        checkMixed(BLS, MsmGroup.BLS12_381_G1, m, true);
    }

    /**
     * Additions and doublings in one flush (every third entry from the second doubles), or, where
     * {@code allDoublings}, a flush of doublings alone.
     */
    static void checkMixed(Field f, MsmGroup g, int m, boolean allDoublings) {
        int L = f.limbs(), pt = 2 * L;
        long[] pts = MsmInstances.points(g, 2 * m, 3000 + m).data();
        Random rnd = new Random(m + 7);
        long[] affine = new long[(m + 3) * pt];
        int[] bucket = new int[m], point = new int[m];
        boolean[] neg = new boolean[m], dbl = new boolean[m];
        for (int k = 0; k < m; k++) {
            bucket[k] = m + 2 - k;
            System.arraycopy(pts, k * pt, affine, bucket[k] * pt, pt);
            point[k] = (m + k) * pt;
            dbl[k] = allDoublings || k % 3 == 1;
            neg[k] = !dbl[k] && rnd.nextBoolean();
        }
        BigInteger p = f.p();
        BigInteger[][] want = new BigInteger[m][];
        for (int k = 0; k < m; k++) {
            BigInteger x1 = f.get(affine, bucket[k] * pt), y1 = f.get(affine, bucket[k] * pt + L);
            BigInteger lambda, x2;
            if (dbl[k]) {
                x2 = x1;
                lambda = x1.multiply(x1).multiply(BigInteger.valueOf(3)).multiply(y1.shiftLeft(1).modInverse(p)).mod(p);
            } else {
                x2 = f.get(pts, point[k]);
                BigInteger y2 = f.get(pts, point[k] + L);
                if (neg[k]) {
                    y2 = p.subtract(y2).mod(p);
                }
                lambda = y2.subtract(y1).multiply(x2.subtract(x1).modInverse(p)).mod(p);
            }
            BigInteger x3 = lambda.multiply(lambda).subtract(x1).subtract(x2).mod(p);
            BigInteger y3 = lambda.multiply(x1.subtract(x3)).subtract(y1).mod(p);
            want[k] = new BigInteger[] {x3, y3};
        }
        for (boolean wide : new boolean[] {true, false}) {
            long[] a = affine.clone();
            if (allDoublings) {
                f.flushDoublings(wide, m + 5, a, bucket, m);
            } else {
                f.flushMixed(wide, m + 5, a, bucket, pts, point, neg, dbl, m);
            }
            for (int k = 0; k < m; k++) {
                String what = g + " mixed m=" + m + " wide=" + wide + " k=" + k + (dbl[k] ? " (doubling)" : "");
                assertEquals(want[k][0], f.get(a, bucket[k] * pt), what + " x");
                assertEquals(want[k][1], f.get(a, bucket[k] * pt + L), what + " y");
            }
        }
    }

    /** B += P (or B -= P), stored as converted or, where lazy, every coordinate in its other representative. */
    record Pair(BigInteger[][] bucket, BigInteger[][] point, boolean neg, boolean lazy) {}

    /**
     * Buckets at the first curve points with x from 0, 1, p - 1 and the values stored as the
     * integers 1 and p - 1 on; against them another point, and (omega x, y) and (omega x, -y) as a
     * digit of the other sign, so that dy is 0; each pair also with every coordinate in its other
     * representative X + p (or X - p). Outputs must be stored values: limbs below 2^56, below 2p.
     * (Montgomery's trick needs every x_P - x_B non-zero, which the buckets guarantee.)
     */
    @Test
    void criticalCoordinates() {
        VectorModule.assume();
        checkCritical(BN, MsmGroup.BN254_G1, RefCurves.BN254_G1);
        checkCritical(BLS, MsmGroup.BLS12_381_G1, RefCurves.BLS12_381_G1);
    }

    static void checkCritical(Field f, MsmGroup g, RefCurve ref) {
        BigInteger p = ref.p(), one = BigInteger.ONE;
        BigInteger rInv = one.shiftLeft(56 * f.limbs()).modInverse(p); // x R^-1 is stored as the integer x
        BigInteger omega = G2LaneBatchTest.cubeRootOfUnity(p);
        List<Pair> pairs = new ArrayList<>();
        for (BigInteger c : new BigInteger[] {BigInteger.ZERO, one, p.subtract(one), rInv, p.subtract(one).multiply(rInv).mod(p)}) {
            BigInteger[][] b = pointFrom(ref, c), q = pointFrom(ref, b[0][0].add(one).mod(p));
            BigInteger[] ox = {b[0][0].multiply(omega).mod(p)};
            BigInteger[][] same = {ox, b[1]}, opposite = {ox, ref.field().neg(b[1])};
            assertTrue(ref.onCurve(b) && ref.onCurve(q) && ref.onCurve(same) && ref.onCurve(opposite));
            for (boolean lazy : new boolean[] {false, true}) {
                pairs.add(new Pair(b, q, false, lazy));
                pairs.add(new Pair(q, b, true, lazy));
                if (ox[0].signum() != 0) { // omega 0 = 0: the flush never gets x_P = x_B
                    pairs.add(new Pair(b, same, false, lazy));
                    pairs.add(new Pair(b, opposite, true, lazy));
                }
            }
        }
        Collections.shuffle(pairs, new Random(5));
        pairs = pairs.subList(0, pairs.size() - 3); // not a multiple of the lane count: padding lanes too
        int m = pairs.size(), L = f.limbs(), pt = 2 * L;
        long[] affine = new long[(m + 3) * pt], points = new long[m * pt];
        int[] bucket = new int[m], point = new int[m];
        boolean[] neg = new boolean[m];
        BigInteger[][][] want = new BigInteger[m][][];
        for (int k = 0; k < m; k++) {
            Pair e = pairs.get(k);
            bucket[k] = m + 2 - k;
            point[k] = k * pt;
            neg[k] = e.neg();
            PointLayout.store(g, e.bucket(), affine, bucket[k] * pt);
            PointLayout.store(g, e.point(), points, point[k]);
            if (e.lazy()) {
                for (int c = 0; c < 2; c++) {
                    G2LaneBatchTest.lazify(affine, bucket[k] * pt + c * L, L, p);
                    G2LaneBatchTest.lazify(points, point[k] + c * L, L, p);
                }
            }
            want[k] = ref.add(e.bucket(), neg[k] ? ref.negate(e.point()) : e.point());
            assertNotEquals(null, want[k]);
        }
        for (boolean wide : new boolean[] {true, false}) {
            long[] a = affine.clone();
            f.flush(wide, m + 5, a, bucket, points, point, neg, m);
            for (int k = 0; k < m; k++) {
                int bo = bucket[k] * pt;
                String at = g + " critical wide=" + wide + " k=" + k + " x_B=" + pairs.get(k).bucket()[0][0] + " x_P=" + pairs.get(k).point()[0][0] + " neg=" + neg[k] + " lazy=" + pairs.get(k).lazy() + " want " + java.util.Arrays.deepToString(want[k]) + " got " + java.util.Arrays.deepToString(PointLayout.load(g, a, bo));
                assertTrue(ref.samePoint(want[k], PointLayout.load(g, a, bo)), at);
                G2LaneBatchTest.assertStored(a, bo, L, p, at + " x");
                G2LaneBatchTest.assertStored(a, bo + L, L, p, at + " y");
            }
        }
    }

    /** The first curve point with x at c or after it (mod p). */
    static BigInteger[][] pointFrom(RefCurve ref, BigInteger c) {
        RefField fld = ref.field();
        for (BigInteger x = c; ; x = x.add(BigInteger.ONE).mod(ref.p())) {
            BigInteger[] xe = {x};
            BigInteger[] y = fld.sqrt(fld.add(fld.mul(fld.mul(xe, xe), xe), ref.b()));
            if (y != null) {
                return new BigInteger[][] {xe, y};
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

    /** Forced batches take every flush of MIN_BATCH or more from the first (AUTO's warm-up: FlushRaceTest). */
    @Test
    void forcedBatchesTakeEveryFlushFromTheFirst() {
        VectorModule.assume();
        int min = Bn254G1LaneBatch.MIN_BATCH;
        Bn254G1LaneBatch forced = new Bn254G1LaneBatch(64, true, true), narrow = new Bn254G1LaneBatch(64, false, true);
        for (int i = 0; i < 64; i++) {
            assertTrue(forced.take(min) && narrow.take(min) && forced.take(64));
            assertTrue(!forced.take(min - 1) && !narrow.take(min - 1));
        }
    }

    @Test
    void modesResolve() {
        assertEquals(LaneKernel.OFF, LaneKernel.resolve(LaneMode.OFF));
        assertEquals(LaneKernel.PREFERRED_LANES >= 4 ? LaneKernel.AUTO_PREFERRED : LaneKernel.OFF, LaneKernel.resolve(LaneMode.AUTO));
        assertThrows(IllegalArgumentException.class, () -> MsmOptions.defaults().withLanes(null));
        if (VectorModule.PRESENT) {
            assertEquals(LaneKernel.PREFERRED, LaneKernel.resolve(LaneMode.ON));
            assertEquals(LaneKernel.SPECIES_256, LaneKernel.resolve(LaneMode.SPECIES_256));
        } else {
            // without the vector module a forced mode fails at once, naming the flag
            assertThrows(IllegalStateException.class, () -> LaneKernel.resolve(LaneMode.ON));
            assertThrows(IllegalStateException.class, () -> LaneKernel.resolve(LaneMode.SPECIES_256));
        }
    }
}
