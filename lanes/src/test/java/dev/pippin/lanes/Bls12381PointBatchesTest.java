package dev.pippin.lanes;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.hash.Bls12381HashToCurve;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.lanes.kernel.Bls12381LanesRace;
import dev.pippin.lanes.kernel.Bls12381ProgenitorLanes;
import dev.pippin.lanes.kernel.Bls12381SeedLanes;
import dev.pippin.lanes.kernel.LaneKernel;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The lockstep multiplication by |x| on lanes, at both species, against the scalar
 * {@link Bls12381G2#mulSeedAbs} and the BigInteger curve of RefCurves: subgroup points, points
 * of the curve outside the subgroup, points of small order (whose chains reach infinity or the
 * base point, the exceptional lanes), infinity, and batch sizes around the lane counts; and the
 * batch operations built on it ({@link Bls12381PointBatches}) against their single-point versions.
 */
class Bls12381PointBatchesTest {
    static final RefCurve REF = RefCurves.BLS12_381_G2;
    static final int AFF = Bls12381G2.AFFINE, JAC = Bls12381G2.JACOBIAN;
    static final BigInteger SEED = BigInteger.valueOf(Bls12381G2.SEED_ABS).and(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE));

    static void put(long[] a, int i, BigInteger[][] pt) {
        if (pt == null) {
            Bls12381G2.setInfinity(a, i * AFF);
            return;
        }
        Bls12381G2.setAffine(a, i * AFF, pt[0][0], pt[0][1], pt[1][0], pt[1][1]);
    }

    static List<BigInteger[][]> mixed(int count, Random rnd) {
        List<BigInteger[][]> pts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            pts.add(switch (i % 4) {
                case 0, 1 -> REF.randomInGroup(rnd);
                case 2 -> REF.randomOnCurve(rnd);
                default -> rnd.nextBoolean() ? REF.randomInGroup(rnd) : REF.randomOnCurve(rnd);
            });
        }
        return pts;
    }

    static void checkAgainstScalar(List<BigInteger[][]> pts, LaneMode mode) {
        int n = pts.size();
        long[] a = new long[n * AFF], lanes = new long[n * JAC], scalar = new long[n * JAC];
        for (int i = 0; i < n; i++) {
            put(a, i, pts.get(i));
        }
        Bls12381PointBatches.g2MulSeedAbs(lanes, 0, a, 0, n, mode);
        long[] s = new long[Bls12381G2.SCRATCH];
        for (int i = 0; i < n; i++) {
            Bls12381G2.mulSeedAbs(scalar, i * JAC, a, i * AFF, s);
            assertTrue(Bls12381G2.jacEqual(lanes, i * JAC, scalar, i * JAC, s), "point " + i + " of " + n + ", " + mode);
            assertStored(lanes, i * JAC);
        }
    }

    /** Every coordinate component a valid stored value: limbs below 2^56, the value below 2p. */
    static void assertStored(long[] r, int ro) {
        BigInteger twoP = Bls12381Fp.MODULUS.shiftLeft(1);
        for (int c = 0; c < 6; c++) {
            BigInteger v = BigInteger.ZERO;
            for (int j = Bls12381Fp.LIMBS - 1; j >= 0; j--) {
                long limb = r[ro + c * Bls12381Fp.LIMBS + j];
                assertTrue(limb >= 0 && limb < 1L << 56, "limb " + j);
                v = v.shiftLeft(56).add(BigInteger.valueOf(limb));
            }
            assertTrue(v.compareTo(twoP) < 0, "component " + c + " below 2p");
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void batchSizesAroundTheLaneCounts(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(11);
        for (int n : new int[] {1, 2, 3, 4, 5, 7, 8, 9, 11, 16, 17, 19}) {
            checkAgainstScalar(mixed(n, rnd), mode);
        }
    }

    /**
     * The partial-group rule of both code shapes (AVX-512: from MIN_LANE_POINTS; AVX2: full
     * groups only), whichever this JVM emits: every count around both thresholds, on both lane
     * widths, gives the scalar multiples.
     */
    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void partialGroupsUnderBothCodeShapesGiveTheScalarMultiples(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(19);
        boolean wide = mode == LaneMode.ON;
        long[] s = new long[Bls12381G2.SCRATCH];
        for (boolean avx512Code : new boolean[] {true, false}) {
            for (int n = 1; n <= 10; n++) {
                List<BigInteger[][]> pts = mixed(n, rnd);
                long[] a = new long[n * AFF], lanes = new long[n * JAC], scalar = new long[n * JAC];
                for (int i = 0; i < n; i++) {
                    put(a, i, pts.get(i));
                }
                assertEquals(0, Bls12381SeedLanes.laneRun(Bls12381SeedLanes.G2, lanes, 0, a, 0, n, wide, avx512Code),
                        "random points are never exceptional");
                for (int i = 0; i < n; i++) {
                    Bls12381G2.mulSeedAbs(scalar, i * JAC, a, i * AFF, s);
                    assertTrue(Bls12381G2.jacEqual(lanes, i * JAC, scalar, i * JAC, s),
                            "point " + i + " of " + n + ", " + mode + (avx512Code ? ", AVX-512 rule" : ", AVX2 rule"));
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void smallOrderPointsAndInfinityTakeTheScalarPathInTheirLanes(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(12);
        List<BigInteger[][]> pts = new ArrayList<>();
        for (long q : new long[] {13, 23, 2713, 11953, 262069}) {
            pts.add(REF.ofOrder(BigInteger.valueOf(q), rnd));
            pts.add(REF.randomInGroup(rnd));
        }
        pts.add(null);
        pts.add(REF.randomOnCurve(rnd));
        pts.add(null);
        pts.add(REF.negate(REF.generator()));
        pts.add(REF.generator());
        checkAgainstScalar(pts, mode);
    }

    /**
     * Whether the chain of [|x|] on a point of prime order q meets an exceptional mixed addition
     * (the running multiple k P with 2k = 0 or +-1 mod q before an addition) or ends at infinity.
     */
    static boolean exceptional(BigInteger q) {
        return exceptional(q, SEED);
    }

    /** The same for the chain over the bits of any scalar e (G1's x^2). */
    static boolean exceptional(BigInteger q, BigInteger e) {
        BigInteger k = BigInteger.ONE;
        boolean hit = false;
        for (int i = e.bitLength() - 2; i >= 0; i--) {
            k = k.shiftLeft(1);
            if (e.testBit(i)) {
                BigInteger m = k.mod(q);
                hit |= m.signum() == 0 || m.equals(BigInteger.ONE) || m.equals(q.subtract(BigInteger.ONE));
                k = k.add(BigInteger.ONE);
            }
        }
        assertEquals(e, k);
        return hit || k.mod(q).signum() == 0;
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void exactlyTheExceptionalLanesAreRedone(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(14);
        List<BigInteger[][]> pts = new ArrayList<>();
        int expected = 0;
        for (long q : new long[] {13, 23, 2713, 11953, 262069}) {
            pts.add(REF.ofOrder(BigInteger.valueOf(q), rnd));
            expected += exceptional(BigInteger.valueOf(q)) ? 1 : 0;
        }
        pts.add(null);
        pts.add(REF.randomInGroup(rnd));
        pts.add(null);
        expected += 2;
        int n = pts.size();
        long[] a = new long[n * AFF], r = new long[n * JAC];
        for (int i = 0; i < n; i++) {
            put(a, i, pts.get(i));
        }
        assertEquals(expected, Bls12381SeedLanes.laneRun(Bls12381SeedLanes.G2, r, 0, a, 0, n, mode == LaneMode.ON));
        assertTrue(expected > 2, "a small order whose chain is exceptional is among the cases");
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void resultsAreTheOraclesMultiples(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(13);
        List<BigInteger[][]> pts = mixed(10, rnd);
        int n = pts.size();
        long[] a = new long[n * AFF], r = new long[n * JAC], aff = new long[AFF];
        for (int i = 0; i < n; i++) {
            put(a, i, pts.get(i));
        }
        Bls12381PointBatches.g2MulSeedAbs(r, 0, a, 0, n, mode);
        long[] s = new long[Bls12381G2.SCRATCH];
        for (int i = 0; i < n; i++) {
            BigInteger[][] want = REF.mul(pts.get(i), SEED);
            Bls12381G2.jacToAffine(aff, 0, r, i * JAC, s);
            BigInteger[] got = Bls12381G2.toBigIntegers(aff, 0);
            assertEquals(want[0][0], got[0], "x0 of point " + i);
            assertEquals(want[0][1], got[1], "x1 of point " + i);
            assertEquals(want[1][0], got[2], "y0 of point " + i);
            assertEquals(want[1][1], got[3], "y1 of point " + i);
        }
    }

    @Test
    void autoStaysScalarUntilTheLanesAreHot() {
        VectorModule.assume();
        if (!Bls12381LanesRace.WARMUP.hot()) {
            assertEquals(LaneKernel.OFF, Bls12381LanesRace.kernel(LaneMode.AUTO));
        }
        assertEquals(LaneKernel.OFF, Bls12381LanesRace.kernel(LaneMode.OFF));
        assertFalse(Bls12381LanesRace.kernel(LaneMode.SPECIES_256) == LaneKernel.PREFERRED);
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void batchSubgroupChecksAreTheSinglePointOnes(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(15);
        List<BigInteger[][]> pts = mixed(13, rnd);
        pts.add(REF.ofOrder(BigInteger.valueOf(13), rnd));
        pts.add(null);
        // a subgroup point plus one of order 23: off the subgroup, yet [|x|] of it is finite
        pts.add(REF.add(REF.randomInGroup(rnd), REF.ofOrder(BigInteger.valueOf(23), rnd)));
        int n = pts.size();
        long[] a = new long[n * AFF];
        for (int i = 0; i < n; i++) {
            put(a, i, pts.get(i));
        }
        boolean[] in = new boolean[n];
        Bls12381PointBatches.g2InSubgroup(a, 0, n, in, mode);
        int inside = 0;
        for (int i = 0; i < n; i++) {
            BigInteger[][] pt = pts.get(i);
            boolean want = pt == null || REF.mul(pt, REF.order()) == null;
            assertEquals(want, in[i], "point " + i);
            assertEquals(Bls12381G2.isInSubgroup(a, i * AFF), in[i], "point " + i + " against the curve module");
            inside += in[i] ? 1 : 0;
        }
        assertTrue(inside > 2 && inside < n - 2, "both answers occur");
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void batchCofactorClearingIsRfc9380s(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(16);
        List<BigInteger[][]> pts = mixed(11, rnd);
        pts.add(REF.ofOrder(BigInteger.valueOf(13), rnd));
        pts.add(null);
        int n = pts.size();
        long[] a = new long[n * AFF], r = new long[n * Bls12381G2.JACOBIAN];
        long[] want = new long[AFF], got = new long[AFF], s = new long[Bls12381G2.SCRATCH];
        for (int i = 0; i < n; i++) {
            put(a, i, pts.get(i));
        }
        Bls12381PointBatches.g2ClearCofactor(r, 0, a, 0, n, mode);
        for (int i = 0; i < n; i++) {
            Bls12381HashToCurve.clearCofactorG2(want, 0, a, i * AFF);
            Bls12381G2.jacToAffine(got, 0, r, i * Bls12381G2.JACOBIAN, s);
            assertTrue(Bls12381G2.equalAffine(want, 0, got, 0), "point " + i);
        }
    }

    static final RefCurve REF1 = RefCurves.BLS12_381_G1;

    /** G1's key check chain: [x^2] P for subgroup points, random and small-order points of E1, and infinity. */
    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void g1SubgroupChecksAreTheCurveModules(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(17);
        final int aff = dev.pippin.curve.Bls12381G1.AFFINE;
        List<BigInteger[][]> pts = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            pts.add(i % 3 == 2 ? REF1.randomOnCurve(rnd) : REF1.randomInGroup(rnd));
        }
        for (long q : new long[] {3, 11, 10177}) {
            pts.add(REF1.ofOrder(BigInteger.valueOf(q), rnd));
        }
        pts.add(REF1.add(REF1.randomInGroup(rnd), REF1.ofOrder(BigInteger.valueOf(11), rnd)));
        pts.add(null);
        int n = pts.size();
        long[] a = new long[n * aff];
        for (int i = 0; i < n; i++) {
            if (pts.get(i) == null) {
                dev.pippin.curve.Bls12381G1.setInfinity(a, i * aff);
            } else {
                dev.pippin.curve.Bls12381G1.setAffine(a, i * aff, pts.get(i)[0][0], pts.get(i)[1][0]);
            }
        }
        boolean[] in = new boolean[n];
        Bls12381PointBatches.g1InSubgroup(a, 0, n, in, mode);
        int inside = 0;
        for (int i = 0; i < n; i++) {
            BigInteger[][] pt = pts.get(i);
            assertEquals(pt == null || REF1.mul(pt, REF1.order()) == null, in[i], "point " + i);
            assertEquals(dev.pippin.curve.Bls12381G1.isInSubgroup(a, i * aff), in[i], "point " + i + " against the curve module");
            inside += in[i] ? 1 : 0;
        }
        assertTrue(inside > 2 && inside < n - 2, "both answers occur");
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void g1ChainIsTheScalarMultipleAndRedoesExactlyTheExceptionalLanes(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(18);
        final int aff = dev.pippin.curve.Bls12381G1.AFFINE, jac = dev.pippin.curve.Bls12381G1.JACOBIAN;
        BigInteger x2 = SEED.pow(2);
        List<BigInteger[][]> pts = new ArrayList<>();
        int expected = 0;
        for (long q : new long[] {3, 11, 10177, 859267, 52437899}) {
            pts.add(REF1.ofOrder(BigInteger.valueOf(q), rnd));
            expected += exceptional(BigInteger.valueOf(q), x2) ? 1 : 0;
        }
        for (int i = 0; i < 6; i++) {
            pts.add(i % 2 == 0 ? REF1.randomInGroup(rnd) : REF1.randomOnCurve(rnd));
        }
        int n = pts.size();
        long[] a = new long[n * aff], r = new long[n * jac], got = new long[aff];
        for (int i = 0; i < n; i++) {
            dev.pippin.curve.Bls12381G1.setAffine(a, i * aff, pts.get(i)[0][0], pts.get(i)[1][0]);
        }
        assertEquals(expected, Bls12381SeedLanes.laneRun(Bls12381SeedLanes.G1, r, 0, a, 0, n, mode == LaneMode.ON));
        assertTrue(expected > 0, "a small order whose chain is exceptional is among the cases");
        long[] s = new long[dev.pippin.curve.Bls12381G1.SCRATCH];
        for (int i = 0; i < n; i++) {
            BigInteger[][] want = REF1.mul(pts.get(i), x2);
            dev.pippin.curve.Bls12381G1.jacToAffine(got, 0, r, i * jac, s);
            if (want == null) {
                assertTrue(dev.pippin.curve.Bls12381G1.isInfinity(got, 0), "point " + i + " at infinity");
                continue;
            }
            BigInteger[] xy = dev.pippin.curve.Bls12381G1.toBigIntegers(got, 0);
            assertEquals(want[0][0], xy[0], "x of point " + i);
            assertEquals(want[1][0], xy[1], "y of point " + i);
        }
    }

    /**
     * The batch exponentiation against BigInteger's modPow by (p - 3) / 4, for every batch size
     * around the lane counts (groups below MIN_LANE_VALUES on the scalar code), with 0, 1, p - 1
     * and random values stored in either of their representatives below 2p, in place and not.
     */
    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void progenitorsAreModPowByPMinus3Over4(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        BigInteger p = Bls12381Fp.MODULUS, e = p.subtract(BigInteger.valueOf(3)).shiftRight(2);
        int l = Bls12381Fp.LIMBS;
        Random rnd = new Random(17);
        LaneMode o = mode;
        for (int n : new int[] {0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 16, 17, 18, 19}) {
            BigInteger[] v = new BigInteger[n];
            long[] a = new long[n * l + 3], r = new long[n * l + 5];
            for (int i = 0; i < n; i++) {
                v[i] = switch (i % 5) {
                    case 0 -> BigInteger.ZERO;
                    case 1 -> BigInteger.ONE;
                    case 2 -> p.subtract(BigInteger.ONE);
                    default -> new BigInteger(p.bitLength(), rnd).mod(p);
                };
                // the stored form v 2^392 mod p, or that plus p (values below 2p are the field's inputs)
                BigInteger m = v[i].shiftLeft(56 * l).mod(p).add(rnd.nextBoolean() ? p : BigInteger.ZERO);
                for (int j = 0; j < l; j++) {
                    a[3 + i * l + j] = m.shiftRight(56 * j).longValue() & ((1L << 56) - 1);
                }
            }
            long[] copy = a.clone();
            Bls12381PointBatches.progenitors(r, 5, a, 3, n, o);
            Bls12381PointBatches.progenitors(copy, 3, copy, 3, n, o);
            for (int i = 0; i < n; i++) {
                BigInteger want = v[i].modPow(e, p);
                assertEquals(want, Bls12381Fp.toBigInteger(r, 5 + i * l), "value " + i + " of " + n);
                assertEquals(want, Bls12381Fp.toBigInteger(copy, 3 + i * l), "in place, value " + i + " of " + n);
            }
        }
    }

    /** The exponentiation's partial-group rule of both code shapes, around both thresholds, against modPow. */
    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void progenitorGroupsUnderBothCodeShapesAreModPow(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        BigInteger p = Bls12381Fp.MODULUS, e = p.subtract(BigInteger.valueOf(3)).shiftRight(2);
        int l = Bls12381Fp.LIMBS;
        Random rnd = new Random(23);
        for (boolean avx512Code : new boolean[] {true, false}) {
            for (int n = 1; n <= 10; n++) {
                BigInteger[] v = new BigInteger[n];
                long[] a = new long[n * l], r = new long[n * l];
                for (int i = 0; i < n; i++) {
                    v[i] = new BigInteger(p.bitLength(), rnd).mod(p);
                    Bls12381Fp.fromBigInteger(a, i * l, v[i]);
                }
                Bls12381ProgenitorLanes.run(r, 0, a, 0, n, mode == LaneMode.ON, avx512Code);
                for (int i = 0; i < n; i++) {
                    assertEquals(v[i].modPow(e, p), Bls12381Fp.toBigInteger(r, i * l),
                            "value " + i + " of " + n + ", " + mode + (avx512Code ? ", AVX-512 rule" : ", AVX2 rule"));
                }
            }
        }
    }

    @Test
    void spansThatDoNotFitAreRefused() {
        LaneMode o = LaneMode.fromProperty();
        long[] two = new long[2 * AFF], one = new long[JAC];
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Bls12381PointBatches.g2MulSeedAbs(one, 0, two, 0, 2, o));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Bls12381PointBatches.g2MulSeedAbs(new long[2 * JAC], 0, two, 1, 2, o));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Bls12381PointBatches.g2InSubgroup(two, 0, -1, new boolean[2], o));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Bls12381PointBatches.g2InSubgroup(two, 0, 2, new boolean[1], o));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Bls12381PointBatches.g1InSubgroup(new long[3], 0, 1, new boolean[1], o));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Bls12381PointBatches.g2ClearCofactor(one, 0, two, 0, 2, o));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Bls12381PointBatches.progenitors(new long[7], 0, new long[13], 0, 2, o));
        Bls12381PointBatches.g2InSubgroup(two, 0, 0, new boolean[0], o);                  // an empty batch is fine
    }
}
