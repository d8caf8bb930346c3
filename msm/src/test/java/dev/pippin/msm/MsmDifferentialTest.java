package dev.pippin.msm;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine against an independent oracle. Points are P_i = k_i G built with the BigInteger
 * reference (P_i = P_(i-1) + Q), so sum s_i P_i = (sum s_i k_i mod r) G: one reference scalar
 * multiplication checks a whole MSM. Small cases are also checked term by term.
 */
class MsmDifferentialTest {
    static final int MAX_N = 3000;
    static final Map<MsmGroup, Fixture> FIXTURES = new EnumMap<>(MsmGroup.class);

    /** Points k_i G for i < MAX_N, in the engine's layout, with their discrete logs; ref is the group's BigInteger reference. */
    record Fixture(MsmGroup group, RefCurve ref, long[] points, BigInteger[] logs) {
        long[] prefix(int n) {
            return java.util.Arrays.copyOf(points, n * group.pointLongs());
        }

        BigInteger[][] load(long[] in, int off) {
            return PointLayout.load(group, in, off);
        }

        void store(BigInteger[][] pt, long[] out, int off) {
            PointLayout.store(group, pt, out, off);
        }
    }

    static RefCurve reference(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> RefCurves.BN254_G1;
            case BN254_G2 -> RefCurves.BN254_G2;
            case BLS12_381_G1 -> RefCurves.BLS12_381_G1;
            case BLS12_381_G2 -> RefCurves.BLS12_381_G2;
        };
    }

    static synchronized Fixture fixture(MsmGroup g) {
        return FIXTURES.computeIfAbsent(g, grp -> {
            RefCurve ref = reference(grp);
            Random rnd = new Random(grp.ordinal() + 11);
            BigInteger r = ref.order();
            BigInteger a = new BigInteger(r.bitLength() + 8, rnd).mod(r), q = new BigInteger(r.bitLength() + 8, rnd).mod(r);
            BigInteger[][] pt = ref.mul(ref.generator(), a), step = ref.mul(ref.generator(), q);
            long[] points = new long[MAX_N * grp.pointLongs()];
            BigInteger[] logs = new BigInteger[MAX_N];
            BigInteger k = a;
            for (int i = 0; i < MAX_N; i++) {
                PointLayout.store(grp, pt, points, i * grp.pointLongs());
                logs[i] = k;
                pt = ref.add(pt, step);
                k = k.add(q).mod(r);
            }
            return new Fixture(grp, ref, points, logs);
        });
    }

    enum Dist { UNIFORM, ZERO, ONE, WITNESS, SMALL, SMALL_NEGATIVE, BOUNDARY, FULL_256 }

    static BigInteger[] scalars(MsmGroup g, Dist d, int n, Random rnd) {
        BigInteger r = reference(g).order();
        List<BigInteger> boundary = boundaryScalars(g);
        BigInteger[] s = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            s[i] = switch (d) {
                case UNIFORM -> new BigInteger(r.bitLength() + 8, rnd).mod(r);
                case ZERO -> BigInteger.ZERO;
                case ONE -> BigInteger.ONE;
                case WITNESS -> rnd.nextInt(3) == 0 ? BigInteger.ONE : BigInteger.ZERO;
                case SMALL -> new BigInteger(1 + rnd.nextInt(64), rnd);
                case SMALL_NEGATIVE -> r.subtract(new BigInteger(1 + rnd.nextInt(64), rnd));
                case BOUNDARY -> boundary.get(rnd.nextInt(boundary.size()));
                case FULL_256 -> new BigInteger(256, rnd);
            };
        }
        return s;
    }

    /** 0, 1, 2, r-1, r, r+1, 2^64-1, 2^64, 2^64+1, 2^128+-1, 2^255, 2^256-1, and a lambda-sized value +-1. */
    static List<BigInteger> boundaryScalars(MsmGroup g) {
        BigInteger r = reference(g).order(), one = BigInteger.ONE;
        BigInteger two64 = one.shiftLeft(64), two128 = one.shiftLeft(128);
        // a cube root of unity mod r: the GLV eigenvalue lambda (lambda^2 + lambda + 1 = 0 mod r)
        BigInteger lambda = cubeRootOfUnity(r);
        List<BigInteger> v = new ArrayList<>(List.of(BigInteger.ZERO, one, BigInteger.TWO, r.subtract(one), r, r.add(one),
                two64.subtract(one), two64, two64.add(one), two128.subtract(one), two128.add(one),
                one.shiftLeft(255), one.shiftLeft(256).subtract(one), lambda, lambda.add(one), lambda.subtract(one)));
        return v;
    }

    static BigInteger cubeRootOfUnity(BigInteger r) {
        BigInteger e = r.subtract(BigInteger.ONE).divide(BigInteger.valueOf(3));
        for (int g = 2; ; g++) {
            BigInteger w = BigInteger.valueOf(g).modPow(e, r);
            if (!w.equals(BigInteger.ONE)) {
                return w;
            }
        }
    }

    static byte[] toBytes(BigInteger[] s) {
        byte[] out = new byte[32 * s.length];
        for (int i = 0; i < s.length; i++) {
            byte[] raw = s[i].toByteArray();
            int len = Math.min(raw.length, 32);
            System.arraycopy(raw, raw.length - len, out, 32 * i + 32 - len, len);
        }
        return out;
    }

    static BigInteger[][] expected(Fixture f, BigInteger[] s, int[] pointIndex) {
        BigInteger r = f.ref().order(), acc = BigInteger.ZERO;
        for (int i = 0; i < s.length; i++) {
            acc = acc.add(s[i].multiply(f.logs()[pointIndex == null ? i : pointIndex[i]]));
        }
        return f.ref().mul(f.ref().generator(), acc.mod(r));
    }

    static void assertPoint(Fixture f, BigInteger[][] want, long[] got, String what) {
        BigInteger[][] g = f.load(got, 0);
        assertTrue(f.ref().samePoint(want, g), what + ": expected " + show(want) + " got " + show(g));
        assertTrue(f.ref().onCurve(g), what + ": result not on curve");
    }

    static String show(BigInteger[][] p) {
        return p == null ? "infinity" : "(" + java.util.Arrays.toString(p[0]) + ", " + java.util.Arrays.toString(p[1]) + ")";
    }

    static final MsmOptions ONE_THREAD = MsmOptions.defaults().withThreads(1);

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void everyDistributionAndSizeMatchesTheOracle(MsmGroup g) {
        Fixture f = fixture(g);
        Random rnd = new Random(99 + g.ordinal());
        for (int n : new int[] {0, 1, 2, 3, 7, 64, 301, 1500, MAX_N}) {
            for (Dist d : Dist.values()) {
                if (n > 400 && (d == Dist.BOUNDARY || d == Dist.FULL_256) && g.group().equals("g2")) {
                    continue; // the same code paths at a tenth of the time
                }
                BigInteger[] s = scalars(g, d, n, rnd);
                long[] got = Msm.compute(g, f.prefix(n), toBytes(s), ONE_THREAD);
                assertPoint(f, expected(f, s, null), got, g + " n=" + n + " " + d);
            }
        }
    }

    /** Each kernel of the batch-affine flushes, forced, against the oracle; and against each other. */
    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void everyLaneModeMatchesTheOracle(MsmGroup g) {
        Fixture f = fixture(g);
        Random rnd = new Random(7 + g.ordinal());
        // G2 skips 1500: the paths of 64 and of MAX_N (which adds GLS), at a third of the time
        for (int n : g.group().equals("g1") ? new int[] {1, 64, 1500, MAX_N} : new int[] {1, 64, MAX_N}) {
            for (Dist d : new Dist[] {Dist.UNIFORM, Dist.SMALL}) {
                BigInteger[] s = scalars(g, d, n, rnd);
                BigInteger[][] want = expected(f, s, null);
                long[] first = null;
                for (LaneMode mode : LaneMode.values()) {
                    if (!mode.runsHere()) {
                        continue;                           // a forced mode without the vector module
                    }
                    for (int batch : new int[] {-1, 40}) {
                        long[] got = Msm.compute(g, f.prefix(n), toBytes(s), ONE_THREAD.withLanes(mode).withBatchSize(batch));
                        assertPoint(f, want, got, g + " n=" + n + " " + d + " lanes=" + mode + " batch=" + batch);
                        if (first == null) {
                            first = got;
                        }
                        assertArrayEquals(first, got, g + " n=" + n + " " + d + " lanes=" + mode + " batch=" + batch + " against " + LaneMode.values()[0]);
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void smallCasesTermByTerm(MsmGroup g) {
        Fixture f = fixture(g);
        Random rnd = new Random(5);
        for (int n = 1; n <= 4; n++) {
            BigInteger[] s = scalars(g, Dist.UNIFORM, n, rnd);
            BigInteger[][] want = null;
            for (int i = 0; i < n; i++) {
                want = f.ref().add(want, f.ref().mul(f.load(f.points(), i * g.pointLongs()), s[i]));
            }
            assertPoint(f, want, Msm.compute(g, f.prefix(n), toBytes(s), ONE_THREAD), "term by term n=" + n);
        }
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void pointPatterns(MsmGroup g) {
        Fixture f = fixture(g);
        int pl = g.pointLongs();
        Random rnd = new Random(17);
        int n = 1200;
        // repeated identical points: every term is P_0
        long[] same = new long[n * pl];
        int[] idx0 = new int[n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(f.points(), 0, same, i * pl, pl);
        }
        for (Dist d : new Dist[] {Dist.UNIFORM, Dist.SMALL, Dist.ONE}) {
            BigInteger[] s = scalars(g, d, n, rnd);
            assertPoint(f, expected(f, s, idx0), Msm.compute(g, same, toBytes(s), ONE_THREAD), "repeated point " + d);
        }
        // P and -P together, plus points at infinity among the inputs
        long[] mixed = new long[n * pl];
        int[] idx = new int[n];
        BigInteger[] logs = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            int src = i / 2;
            idx[i] = src;
            BigInteger[][] pt = f.load(f.points(), src * pl);
            if (i % 2 == 1) {
                pt = f.ref().negate(pt);
            }
            if (i % 7 == 3) {
                pt = null;
            }
            f.store(pt, mixed, i * pl);
            logs[i] = pt == null ? BigInteger.ZERO : (i % 2 == 1 ? f.logs()[src].negate() : f.logs()[src]);
        }
        for (Dist d : new Dist[] {Dist.UNIFORM, Dist.ONE, Dist.SMALL}) {
            BigInteger[] s = scalars(g, d, n, rnd);
            BigInteger acc = BigInteger.ZERO;
            for (int i = 0; i < n; i++) {
                acc = acc.add(s[i].multiply(logs[i]));
            }
            BigInteger[][] want = f.ref().mul(f.ref().generator(), acc.mod(reference(g).order()));
            assertPoint(f, want, Msm.compute(g, mixed, toBytes(s), ONE_THREAD), "P and -P, infinity " + d);
        }
        // all infinity
        assertPoint(f, null, Msm.compute(g, new long[5 * pl], toBytes(scalars(g, Dist.UNIFORM, 5, rnd)), ONE_THREAD), "all infinity");
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void sameResultForAnyThreadsWindowAndBatch(MsmGroup g) {
        Fixture f = fixture(g);
        int n = g.group().equals("g1") ? 2100 : 1100; // above Pippenger.PARALLEL_MIN_POINTS
        BigInteger[] s = scalars(g, Dist.UNIFORM, n, new Random(3));
        byte[] sb = toBytes(s);
        long[] pts = f.prefix(n);
        long[] reference = Msm.compute(g, pts, sb, ONE_THREAD);
        assertPoint(f, expected(f, s, null), reference, "reference run");
        // (c, batch): auto; plain XYZZ buckets; tiny batches (every path of the scheduler: full
        // batches, conflicts sent to the side buckets); batch-affine at the widths it is used.
        int[][] plans = {{0, -1}, {3, 0}, {6, 7}, {11, 1}, {11, -1}, {13, 0}, {13, 64}};
        for (int threads : new int[] {1, 2, 3}) {
            for (int[] plan : plans) {
                MsmOptions o = MsmOptions.defaults().withThreads(threads).withWindowBits(plan[0]).withBatchSize(plan[1]);
                assertArrayEquals(reference, Msm.compute(g, pts, sb, o),
                        "threads=" + threads + " c=" + plan[0] + " batch=" + plan[1]);
            }
        }
    }

    /**
     * Thread safety with the shared worker pool: four callers run 2-thread MSMs at once (the GLV/GLS
     * split and the bucket phase both parallel), each on its own scalars, several rounds, and
     * every result equals the oracle's.
     */
    @ParameterizedTest
    @EnumSource(value = MsmGroup.class, names = {"BN254_G1", "BLS12_381_G2"})
    void concurrentCallersGetTheirOwnResults(MsmGroup g) throws Exception {
        Fixture f = fixture(g);
        int n = g.group().equals("g1") ? 2100 : 1100; // above PARALLEL_MIN_POINTS and ENDO_MIN_POINTS
        long[] pts = f.prefix(n);
        int callers = 4;
        byte[][] sb = new byte[callers][];
        BigInteger[][][] want = new BigInteger[callers][][];
        Random rnd = new Random(77 + g.ordinal());
        for (int c = 0; c < callers; c++) {
            BigInteger[] s = scalars(g, Dist.UNIFORM, n, rnd);
            sb[c] = toBytes(s);
            want[c] = expected(f, s, null);
        }
        java.util.concurrent.ExecutorService callerPool = java.util.concurrent.Executors.newFixedThreadPool(callers);
        try {
            MsmOptions o = MsmOptions.defaults().withThreads(2);
            List<java.util.concurrent.Future<long[]>> results = new ArrayList<>();
            for (int round = 0; round < 3; round++) {
                for (int c = 0; c < callers; c++) {
                    final int caller = c;
                    results.add(callerPool.submit(() -> Msm.compute(g, pts, sb[caller], o)));
                }
            }
            for (int i = 0; i < results.size(); i++) {
                assertPoint(f, want[i % callers], results.get(i).get(), "caller " + (i % callers) + " round " + i / callers);
            }
        } finally {
            callerPool.shutdownNow();
        }
    }

    /**
     * The batch scheduler's crowded cases, batch-affine forced on (c = 11): scalars from a handful
     * of values put most points of a window into a few buckets, so points wait in the conflict
     * queue, the queue overflows into the side buckets, flushes drain it batch after batch (batch
     * size 1 and 8), and the window's tail is spilled; a repeated point adds x(P) = x(B) doublings
     * and an alternating P, -P cancellations. Each run against the oracle.
     */
    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void crowdedBucketsThroughTheQueue(MsmGroup g) {
        Fixture f = fixture(g);
        int pl = g.pointLongs();
        int n = 700;
        Random rnd = new Random(99 + g.ordinal());
        BigInteger r = reference(g).order();
        BigInteger base = new BigInteger(r.bitLength() + 8, rnd).mod(r);
        long[] distinct = f.prefix(n);
        long[] repeated = new long[n * pl];
        long[] alternating = new long[n * pl];
        BigInteger[] repLogs = new BigInteger[n], altLogs = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(f.points(), (i % 3) * pl, repeated, i * pl, pl);
            repLogs[i] = f.logs()[i % 3];
            BigInteger[][] pt = f.load(f.points(), (i / 2) * pl);
            f.store(i % 2 == 0 ? pt : f.ref().negate(pt), alternating, i * pl);
            altLogs[i] = i % 2 == 0 ? f.logs()[i / 2] : f.logs()[i / 2].negate();
        }
        BigInteger[] distinctLogs = java.util.Arrays.copyOf(f.logs(), n);
        for (int values : new int[] {1, 3, 40}) {
            BigInteger[] s = new BigInteger[n];
            for (int i = 0; i < n; i++) {
                s[i] = base.add(BigInteger.valueOf(rnd.nextInt(values))).mod(r);
            }
            for (int batch : new int[] {1, 8, 64}) {
                MsmOptions o = ONE_THREAD.withWindowBits(11).withBatchSize(batch).withEndomorphism(false);
                String what = " values=" + values + " batch=" + batch;
                assertPoint(f, combination(g, f, s, distinctLogs), Msm.compute(g, distinct, toBytes(s), o), "distinct" + what);
                assertPoint(f, combination(g, f, s, repLogs), Msm.compute(g, repeated, toBytes(s), o), "repeated" + what);
                assertPoint(f, combination(g, f, s, altLogs), Msm.compute(g, alternating, toBytes(s), o), "P, -P" + what);
            }
        }
    }

    /**
     * The crowded cases again with each lane kernel forced (and the scalar flush): repeated points
     * (x(P) = x(B), sent to the side buckets), P and -P (cancellations), queues drained batch after
     * batch, batch sizes at and above the lanes' MIN_BATCH; the lane flushes see every batch the
     * scheduler forms around those cases. Each run against the oracle.
     */
    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void crowdedBucketsWithEveryLaneKernel(MsmGroup g) {
        Fixture f = fixture(g);
        int pl = g.pointLongs();
        int n = 500;
        Random rnd = new Random(41 + g.ordinal());
        BigInteger r = reference(g).order();
        BigInteger base = new BigInteger(r.bitLength() + 8, rnd).mod(r);
        long[] repeated = new long[n * pl], alternating = new long[n * pl];
        BigInteger[] repLogs = new BigInteger[n], altLogs = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(f.points(), (i % 5) * pl, repeated, i * pl, pl);
            repLogs[i] = f.logs()[i % 5];
            BigInteger[][] pt = f.load(f.points(), (i / 2) * pl);
            f.store(i % 2 == 0 ? pt : f.ref().negate(pt), alternating, i * pl);
            altLogs[i] = i % 2 == 0 ? f.logs()[i / 2] : f.logs()[i / 2].negate();
        }
        int minBatch = g.group().equals("g1") ? Bn254G1LaneBatch.MIN_BATCH : Bn254G2LaneBatch.MIN_BATCH;
        for (int values : new int[] {3, 40}) {
            BigInteger[] s = new BigInteger[n];
            for (int i = 0; i < n; i++) {
                s[i] = base.add(BigInteger.valueOf(rnd.nextInt(values))).mod(r);
            }
            for (int batch : new int[] {minBatch, 64}) {
                for (LaneMode mode : new LaneMode[] {LaneMode.ON, LaneMode.SPECIES_256, LaneMode.OFF}) {
                    if (!mode.runsHere()) {
                        continue;                           // a forced mode without the vector module
                    }
                    MsmOptions o = ONE_THREAD.withWindowBits(11).withBatchSize(batch).withEndomorphism(false).withLanes(mode);
                    String what = " values=" + values + " batch=" + batch + " lanes=" + mode;
                    assertPoint(f, combination(g, f, s, repLogs), Msm.compute(g, repeated, toBytes(s), o), "repeated" + what);
                    assertPoint(f, combination(g, f, s, altLogs), Msm.compute(g, alternating, toBytes(s), o), "P, -P" + what);
                }
            }
        }
    }

    static BigInteger[][] combination(MsmGroup g, Fixture f, BigInteger[] s, BigInteger[] logs) {
        BigInteger acc = BigInteger.ZERO;
        for (int i = 0; i < s.length; i++) {
            acc = acc.add(s[i].multiply(logs[i]));
        }
        return f.ref().mul(f.ref().generator(), acc.mod(reference(g).order()));
    }

    /** The GLV/GLS path against the plain path and the oracle, every distribution, 1 and 2 threads. */
    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void endomorphismMatchesThePlainPath(MsmGroup g) {
        Fixture f = fixture(g);
        Random rnd = new Random(1234 + g.ordinal());
        int n = Msm.ENDO_MIN_POINTS + 52; // above the crossover, so the split path runs
        long[] pts = f.prefix(n);
        for (Dist d : Dist.values()) {
            BigInteger[] s = scalars(g, d, n, rnd);
            byte[] sb = toBytes(s);
            BigInteger[][] want = expected(f, s, null);
            for (int threads : new int[] {1, 2}) {
                MsmOptions on = MsmOptions.defaults().withThreads(threads).withEndomorphism(true);
                MsmOptions off = on.withEndomorphism(false);
                long[] plain = Msm.compute(g, pts, sb, off);
                assertPoint(f, want, plain, g + " plain " + d);
                assertArrayEquals(plain, Msm.compute(g, pts, sb, on), g + " endomorphism " + d + " threads=" + threads);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void scalarEncodingsAgree(MsmGroup g) {
        Fixture f = fixture(g);
        int n = 50;
        BigInteger[] s = scalars(g, Dist.FULL_256, n, new Random(8));
        long[] limbs = new long[4 * n], mont = new long[4 * n];
        BigInteger rr = BigInteger.ONE.shiftLeft(256);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 4; j++) {
                limbs[4 * i + j] = s[i].shiftRight(64 * j).longValue();
                mont[4 * i + j] = s[i].multiply(rr).mod(reference(g).order()).shiftRight(64 * j).longValue();
            }
        }
        long[] pts = f.prefix(n);
        long[] want = Msm.compute(g, pts, toBytes(s), ONE_THREAD);
        assertPoint(f, expected(f, s, null), want, "bytes");
        assertArrayEquals(want, Msm.computeLimbs(g, pts, limbs, ONE_THREAD), "limbs");
        assertArrayEquals(want, Msm.computeMontgomeryScalars(g, pts, mont, ONE_THREAD), "montgomery");
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void containerEntryPointAgrees(MsmGroup g) {
        Fixture f = fixture(g);
        int n = 40;
        BigInteger[] s = scalars(g, Dist.UNIFORM, n, new Random(21));
        long[] padded = java.util.Arrays.copyOf(f.prefix(n), (n + 3) * g.pointLongs()); // extra room is ignored
        dev.pippin.curve.AffinePoints pts = dev.pippin.curve.AffinePoints.wrap(g.ops(), padded, n);
        assertArrayEquals(Msm.compute(g, f.prefix(n), toBytes(s), ONE_THREAD), Msm.compute(pts, toBytes(s), ONE_THREAD));
        assertPoint(f, expected(f, s, null), Msm.compute(pts, toBytes(s), ONE_THREAD), "container");
    }

    @Test
    void rejectsMismatchedLengths() {
        MsmGroup g = MsmGroup.BN254_G1;
        assertThrows(IllegalArgumentException.class, () -> Msm.compute(g, new long[8 * 3], new byte[64], ONE_THREAD));
        assertThrows(IllegalArgumentException.class, () -> Msm.compute(g, new long[8 * 3 + 1], new byte[96], ONE_THREAD));
        assertThrows(IllegalArgumentException.class, () -> Msm.computeLimbs(g, new long[8], new long[3], ONE_THREAD));
        assertThrows(IllegalArgumentException.class, () -> MsmOptions.defaults().withThreads(0));
        assertThrows(IllegalArgumentException.class, () -> MsmOptions.defaults().withWindowBits(17));
    }
}
