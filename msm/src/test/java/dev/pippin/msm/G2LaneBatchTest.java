package dev.pippin.msm;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.GroupOps;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.lanes.kernel.Bls12381FpLanesPref;
import dev.pippin.lanes.kernel.Bn254FpLanesPref;
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
 * The G2 flushes on FMA lanes, at both species, against the scalar flush's arithmetic (the
 * curve's batch-affine step with the Fp2 inverse of x_P - x_B) and against the RefCurves
 * oracle (BigInteger chord additions): random subgroup points for batch sizes around the lane
 * counts (padding lanes), and critical coordinates (x components 0, 1, p - 1 and the elements
 * stored as 1 and p - 1; pairs sharing an x component, so that a denominator component is 0;
 * pairs with equal or opposite y, so that dy is 0; everything also in the lazily reduced form
 * X + p). Every output component must be a valid stored value: limbs below 2^56, below 2p.
 */
class G2LaneBatchTest {
    interface LaneFlush {
        void flush(boolean wide, int capacity, long[] affine, int[] bucket, long[] points, int[] point, boolean[] neg, int m);
    }

    interface Fp2Sub {
        void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo);
    }

    interface Fp2Inv {
        void inv(long[] r, int ro, long[] a, int ao, long[] s);
    }

    record G2(MsmGroup group, RefCurve ref, int fpLimbs, LaneFlush lanes, Fp2Sub sub, Fp2Inv inv, int fp2Scratch) {
        int coord() {
            return 2 * fpLimbs;
        }

        int pt() {
            return 4 * fpLimbs;
        }
    }

    static final G2 BN = new G2(MsmGroup.BN254_G2, RefCurves.BN254_G2, Bn254Fp.LIMBS,
            (wide, cap, a, b, pts, pt, neg, m) -> new Bn254G2LaneBatch(cap, wide, true).flush(a, b, pts, pt, neg, m),
            Bn254Fp2::sub, Bn254Fp2::inv, Bn254Fp2.SCRATCH);
    static final G2 BLS = new G2(MsmGroup.BLS12_381_G2, RefCurves.BLS12_381_G2, Bls12381Fp.LIMBS,
            (wide, cap, a, b, pts, pt, neg, m) -> new Bls12381G2LaneBatch(cap, wide, true).flush(a, b, pts, pt, neg, m),
            Bls12381Fp2::sub, Bls12381Fp2::inv, Bls12381Fp2.SCRATCH);

    /** B += P (or B -= P), the points stored as converted or, where lazy, every component in its other representative. */
    record Entry(BigInteger[][] bucket, BigInteger[][] point, boolean neg, boolean lazy) {}

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 4, 5, 8, 9, 17, 24, 100})
    void randomBatchesMatchTheScalarFlushAndTheOracle(int m) {
        VectorModule.assume();
        for (G2 g : new G2[] {BN, BLS}) {
            long[] pts = MsmInstances.points(g.group(), 2 * m, 2000 + m).data();
            Random rnd = new Random(m);
            List<Entry> batch = new ArrayList<>();
            for (int k = 0; k < m; k++) {
                batch.add(new Entry(PointLayout.load(g.group(), pts, k * g.pt()), PointLayout.load(g.group(), pts, (m + k) * g.pt()),
                        rnd.nextBoolean(), rnd.nextInt(4) == 0));
            }
            check(g, batch, g.group() + " m=" + m);
        }
    }

    @Test
    void criticalCoordinates() {
        VectorModule.assume();
        for (G2 g : new G2[] {BN, BLS}) {
            RefCurve ref = g.ref();
            BigInteger p = ref.p(), one = BigInteger.ONE;
            BigInteger rInv = one.shiftLeft(56 * g.fpLimbs()).modInverse(p); // x R^-1 is stored as the integer x
            BigInteger omega = cubeRootOfUnity(p);
            List<Entry> batch = new ArrayList<>();
            for (BigInteger c : new BigInteger[] {BigInteger.ZERO, one, p.subtract(one), rInv, p.subtract(one).multiply(rInv).mod(p)}) {
                for (int fixed = 0; fixed < 2; fixed++) {
                    BigInteger[][] b = pointWithX(ref, fixed, c, 1);
                    BigInteger[][] q = pointWithX(ref, fixed, c, b[0][1 - fixed].longValueExact() + 1);
                    // (omega x, +-y) is on the curve too: dy = 0 for B + (omega x, y) and B - (omega x, -y)
                    BigInteger[] ox = {b[0][0].multiply(omega).mod(p), b[0][1].multiply(omega).mod(p)};
                    BigInteger[][] same = {ox, b[1]}, opposite = {ox, ref.field().neg(b[1])};
                    assertTrue(ref.onCurve(b) && ref.onCurve(q) && ref.onCurve(same) && ref.onCurve(opposite));
                    for (boolean lazy : new boolean[] {false, true}) {
                        batch.add(new Entry(b, q, false, lazy));
                        batch.add(new Entry(q, b, true, lazy));
                        batch.add(new Entry(b, same, false, lazy));
                        batch.add(new Entry(b, opposite, true, lazy));
                    }
                }
            }
            Collections.shuffle(batch, new Random(3));
            batch = batch.subList(0, batch.size() - 3); // not a multiple of the lane count: padding lanes too
            check(g, batch, g.group() + " critical");
        }
    }

    static BigInteger cubeRootOfUnity(BigInteger p) {
        BigInteger e = p.subtract(BigInteger.ONE).divide(BigInteger.valueOf(3));
        for (int b = 2; ; b++) {
            BigInteger w = BigInteger.valueOf(b).modPow(e, p);
            if (!w.equals(BigInteger.ONE)) {
                return w;
            }
        }
    }

    /** The first curve point with x component `fixed` equal to c and the other component t >= start. */
    static BigInteger[][] pointWithX(RefCurve ref, int fixed, BigInteger c, long start) {
        RefField f = ref.field();
        for (long t = start; ; t++) {
            BigInteger[] x = fixed == 0 ? new BigInteger[] {c, BigInteger.valueOf(t)} : new BigInteger[] {BigInteger.valueOf(t), c};
            BigInteger[] y = f.sqrt(f.add(f.mul(f.mul(x, x), x), ref.b()));
            if (y != null) {
                return new BigInteger[][] {x, y};
            }
        }
    }

    static void check(G2 g, List<Entry> batch, String what) {
        int m = batch.size(), pt = g.pt(), fl = g.fpLimbs();
        BigInteger p = g.ref().p();
        RefCurve ref = g.ref();
        long[] affine = new long[(m + 3) * pt], points = new long[m * pt];
        int[] bucket = new int[m], point = new int[m];
        boolean[] neg = new boolean[m];
        BigInteger[][][] want = new BigInteger[m][][];
        for (int k = 0; k < m; k++) {
            Entry e = batch.get(k);
            bucket[k] = m + 2 - k; // reversed slots, three left empty
            point[k] = k * pt;
            neg[k] = e.neg();
            PointLayout.store(g.group(), e.bucket(), affine, bucket[k] * pt);
            PointLayout.store(g.group(), e.point(), points, point[k]);
            if (e.lazy()) {
                for (int c = 0; c < 4; c++) {
                    lazify(affine, bucket[k] * pt + c * fl, fl, p);
                    lazify(points, point[k] + c * fl, fl, p);
                }
                assertTrue(ref.samePoint(e.bucket(), PointLayout.load(g.group(), affine, bucket[k] * pt)), "lazy form reads back");
            }
            want[k] = ref.add(e.bucket(), e.neg() ? ref.negate(e.point()) : e.point());
            assertNotNull(want[k]);
        }
        // the scalar flush's step: inv = (x_P - x_B)^-1 in Fp2, then the curve's batch-affine formula
        GroupOps ops = g.group().ops();
        long[] scalar = affine.clone(), d = new long[g.coord()], inv = new long[g.coord()];
        long[] s = new long[g.fp2Scratch()], cs = new long[ops.scratch()];
        for (int k = 0; k < m; k++) {
            int bo = bucket[k] * pt;
            g.sub().sub(d, 0, points, point[k], scalar, bo);
            g.inv().inv(inv, 0, d, 0, s);
            if (neg[k]) {
                ops.affineSubWithInverse(scalar, bo, scalar, bo, points, point[k], inv, 0, cs);
            } else {
                ops.affineAddWithInverse(scalar, bo, scalar, bo, points, point[k], inv, 0, cs);
            }
            assertTrue(ref.samePoint(want[k], PointLayout.load(g.group(), scalar, bo)), what + " scalar step k=" + k);
        }
        for (boolean wide : new boolean[] {true, false}) {
            long[] a = affine.clone();
            g.lanes().flush(wide, m + 5, a, bucket, points, point, neg, m);
            for (int k = 0; k < m; k++) {
                int bo = bucket[k] * pt;
                String at = what + " wide=" + wide + " k=" + k + " " + batch.get(k);
                BigInteger[][] got = PointLayout.load(g.group(), a, bo);
                assertTrue(ref.samePoint(want[k], got), at + ": expected " + show(want[k]) + " got " + show(got));
                assertTrue(ref.samePoint(PointLayout.load(g.group(), scalar, bo), got), at + " against the scalar flush");
                for (int c = 0; c < 4; c++) {
                    assertStored(a, bo + c * fl, fl, p, at + " component " + c);
                }
            }
            for (int slot = 0; slot < 3; slot++) {
                for (int i = 0; i < pt; i++) {
                    assertEquals(0, a[slot * pt + i], what + " unused bucket " + slot + " untouched");
                }
            }
        }
    }

    static String show(BigInteger[][] pt) {
        return pt == null ? "infinity" : java.util.Arrays.deepToString(pt);
    }

    static BigInteger raw(long[] a, int off, int limbs) {
        BigInteger v = BigInteger.ZERO;
        for (int i = limbs - 1; i >= 0; i--) {
            v = v.shiftLeft(56).add(BigInteger.valueOf(a[off + i]));
        }
        return v;
    }

    /** The stored integer X becomes its other representative in [0, 2p): X + p, or X - p from above p. */
    static void lazify(long[] a, int off, int limbs, BigInteger p) {
        BigInteger v = raw(a, off, limbs);
        assertTrue(v.compareTo(p.shiftLeft(1)) < 0);
        v = v.compareTo(p) < 0 ? v.add(p) : v.subtract(p);
        for (int i = 0; i < limbs; i++) {
            a[off + i] = v.shiftRight(56 * i).longValue() & ((1L << 56) - 1);
        }
        assertEquals(v, raw(a, off, limbs));
    }

    static void assertStored(long[] a, int off, int limbs, BigInteger p, String what) {
        for (int i = 0; i < limbs; i++) {
            assertTrue(a[off + i] >= 0 && a[off + i] < 1L << 56, what + ": limb " + i + " = " + Long.toHexString(a[off + i]));
        }
        assertTrue(raw(a, off, limbs).compareTo(p.shiftLeft(1)) < 0, what + ": not below 2p");
    }

    /** K = R' mod p and S = R'^2 / R mod p, as the G1 flush's (LaneBatchTest.assertConstants). */
    @Test
    void foldedConstantsAreTheirDefinitions() {
        LaneBatchTest.assertConstants(Bn254Fp.MODULUS, Bn254Fp.LIMBS, Bn254FpLanesPref.LIMBS, Bn254G2LaneBatch.K, Bn254G2LaneBatch.S);
        LaneBatchTest.assertConstants(Bls12381Fp.MODULUS, Bls12381Fp.LIMBS, Bls12381FpLanesPref.LIMBS, Bls12381G2LaneBatch.K, Bls12381G2LaneBatch.S);
    }

    /** Forced batches take every flush of MIN_BATCH or more from the first (AUTO's warm-up: FlushRaceTest). */
    @Test
    void forcedBatchesTakeEveryFlushFromTheFirst() {
        VectorModule.assume();
        int min = Bls12381G2LaneBatch.MIN_BATCH;
        Bls12381G2LaneBatch forced = new Bls12381G2LaneBatch(64, true, true), narrow = new Bls12381G2LaneBatch(64, false, true);
        for (int i = 0; i < 64; i++) {
            assertTrue(forced.take(min) && narrow.take(min) && forced.take(64));
            assertTrue(!forced.take(min - 1) && !narrow.take(min - 1));
        }
    }
}
