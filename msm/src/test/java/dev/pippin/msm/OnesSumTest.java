package dev.pippin.msm;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.curve.GroupOps;
import dev.pippin.lanes.LaneMode;
import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The ones class (scalar 1) summed by the tree of batch-affine additions, at every lane mode,
 * against the known discrete logs: below and above the tree's threshold, odd counts, more than one
 * chunk (twice the batch capacity), and inputs that send pairs down the equal-x path at the first
 * level (P + P, P + (-P)) and at the second (two first-level sums equal).
 */
class OnesSumTest {
    static final LaneMode[] MODES = {LaneMode.OFF, LaneMode.ON, LaneMode.SPECIES_256};

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void onesSumToTheirLogs(MsmGroup g) {
        int max = 2 * 2100;
        MsmInstances.Points base = MsmInstances.points(g, max, 77);
        for (int n : new int[] {Msm.ONES_TREE_MIN - 1, Msm.ONES_TREE_MIN, 65, 200, 2 * WindowPlan.MAX_BATCH + 77, 2100}) {
            check(g, base, mixed(g, base, n));
            check(g, base, secondLevelEqual(g, base, n & ~3));
        }
    }

    /** A layout: the input points, and each original point's multiplicity in their sum. */
    record Layout(long[] points, int count, long[] mult) {}

    /**
     * n points: positions k < n/2 hold P_k; position n/2 + k holds P_k again (k % 5 == 0: a
     * doubling), -P_k (k % 5 == 1: they cancel) or P_(n/2 + k) (a generic sum); an odd n ends in
     * one more point.
     */
    static Layout mixed(MsmGroup g, MsmInstances.Points base, int n) {
        GroupOps ops = g.ops();
        int pt = ops.affine(), h = n / 2;
        long[] pts = new long[n * pt], mult = new long[n];
        for (int k = 0; k < h; k++) {
            System.arraycopy(base.data(), k * pt, pts, k * pt, pt);
            mult[k]++;
            int j = h + k;
            switch (k % 5) {
                case 0 -> { System.arraycopy(base.data(), k * pt, pts, j * pt, pt); mult[k]++; }
                case 1 -> { ops.negateAffine(pts, j * pt, base.data(), k * pt); mult[k]--; }
                default -> { System.arraycopy(base.data(), j * pt, pts, j * pt, pt); mult[j]++; }
            }
        }
        if ((n & 1) != 0) {
            System.arraycopy(base.data(), (n - 1) * pt, pts, (n - 1) * pt, pt);
            mult[n - 1]++;
        }
        return new Layout(pts, n, mult);
    }

    /**
     * n = 4q points: the first half P_0..P_(q-1) twice, the second half P_q..P_(2q-1) twice, so
     * that the first level's pairs are distinct points and the second level's pairs equal sums.
     */
    static Layout secondLevelEqual(MsmGroup g, MsmInstances.Points base, int n) {
        int pt = g.ops().affine(), q = n / 4;
        long[] pts = new long[n * pt], mult = new long[n];
        for (int k = 0; k < q; k++) {
            for (int copy = 0; copy < 2; copy++) {
                System.arraycopy(base.data(), k * pt, pts, (k + copy * q) * pt, pt);
                System.arraycopy(base.data(), (q + k) * pt, pts, (2 * q + k + copy * q) * pt, pt);
            }
            mult[k] += 2;
            mult[q + k] += 2;
        }
        return new Layout(pts, n, mult);
    }

    static void check(MsmGroup g, MsmInstances.Points base, Layout l) {
        BigInteger[] one = new BigInteger[l.count()], mult = new BigInteger[l.count()];
        for (int i = 0; i < l.count(); i++) {
            one[i] = BigInteger.ONE;
            mult[i] = BigInteger.valueOf(l.mult()[i]).mod(g.order());
        }
        byte[] ones = MsmDifferentialTest.toBytes(one);
        long[] want = MsmInstances.expected(base, MsmDifferentialTest.toBytes(mult), l.count());
        for (LaneMode mode : MODES) {
            if (!mode.runsHere()) {
                continue;                                   // a forced mode without the vector module
            }
            long[] got = Msm.compute(g, l.points(), ones, MsmOptions.defaults().withThreads(1).withLanes(mode));
            assertArrayEquals(want, got, g + ", " + l.count() + " ones, lanes " + mode);
        }
    }
}
