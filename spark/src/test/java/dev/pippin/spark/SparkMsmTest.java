package dev.pippin.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * SparkMsm in local mode against the single-machine engine and a BigInteger oracle, over plans
 * of 1, 3 and 8 partitions with uneven ranges and empty ones; failed attempts retried; bad files
 * named by partition and byte range. One context for the class (starting one takes seconds).
 */
class SparkMsmTest {
    private static final int N = 40;
    /** Uneven, with empty partitions (the second of three; two of eight, one of them last). */
    private static final PartitionPlan[] PLANS = {
        PartitionPlan.even(N, 1), PartitionPlan.ofSizes(7, 0, 33), PartitionPlan.ofSizes(1, 9, 0, 3, 11, 2, 14, 0)};

    private static JavaSparkContext sc;

    @TempDir
    static Path dir;

    @BeforeAll
    static void start() {
        sc = SparkTestContext.start("SparkMsmTest");
    }

    @AfterAll
    static void stop() {
        sc.stop();
    }

    /** The oracle's sums by group, computed once: a BigInteger scalar multiplication per point is slow. */
    private static final java.util.Map<MsmGroup, byte[]> ORACLE = new java.util.EnumMap<>(MsmGroup.class);

    private static byte[] oracle(MsmGroup g) {
        return ORACLE.computeIfAbsent(g, x -> Fixtures.Whole.of(generated(x)).oracle());
    }

    private static GeneratedInput generated(MsmGroup g) {
        return new GeneratedInput(g, N, 11, MsmInstances.Distribution.UNIFORM);
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void generatedInstanceEqualsEngineAndOracle(MsmGroup g) {
        GeneratedInput in = generated(g);
        Fixtures.Whole whole = Fixtures.Whole.of(in);
        long[] engine = whole.engine();
        byte[] oracle = oracle(g);
        assertArrayEquals(oracle, PointFormat.encodeEip(g, engine), "the engine against the oracle");
        for (PartitionPlan plan : PLANS) {
            SparkMsmResult r = SparkMsm.compute(sc, in, plan, true);
            assertArrayEquals(engine, r.point(), g + " " + plan);
            assertEquals(plan.partitions(), r.partitions().size());
            for (int k = 0; k < plan.partitions(); k++) {
                assertEquals(plan.count(k), r.partitions().get(k).count());
            }
        }
        // and the independent check the command runs: the known logs, summed per partition
        assertArrayEquals(engine, in.expected(SparkMsm.knownLogSum(sc, in, PLANS[2])));
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void eipFilesEqualEngineAndOracle(MsmGroup g) throws Exception {
        Fixtures.Whole whole = Fixtures.Whole.of(generated(g));
        Path pts = whole.writeEipPoints(dir, g + "-points.bin", 0), sc32 = whole.writeScalars(dir, g + "-scalars.bin", 0, ScalarFormat.BIG_ENDIAN);
        SectionInput in = new SectionInput(g, new PointSection(pts.toString(), 0, N, PointFormat.EIP),
                new ScalarSection(sc32.toString(), 0, N, ScalarFormat.BIG_ENDIAN));
        byte[] oracle = oracle(g);
        for (PartitionPlan plan : PLANS) {
            assertArrayEquals(oracle, PointFormat.encodeEip(g, SparkMsm.compute(sc, in, plan, true).point()), g + " " + plan);
        }
        // a task with several cores reads its range as sub-ranges, one per thread: the same slice
        Slice one = in.slice(3, 30, 1, sc.hadoopConfiguration(), "test"), three = in.slice(3, 30, 3, sc.hadoopConfiguration(), "test");
        assertArrayEquals(one.points(), three.points());
        assertArrayEquals(one.scalars(), three.scalars());
    }

    /** The Groth16 seam: a section after a header (a .zkey's layout), scalars little-endian or in Montgomery form, also at an offset. */
    @ParameterizedTest
    @EnumSource(value = ScalarFormat.class, names = {"LITTLE_ENDIAN", "MONTGOMERY"})
    void snarkjsSectionsAtOffsets(ScalarFormat f) throws Exception {
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BN254_G1, MsmGroup.BN254_G2}) {
            Fixtures.Whole whole = Fixtures.Whole.of(generated(g));
            Path pts = whole.writeSnarkjsPoints(dir, g + "-zkey.bin", 100), s = whole.writeScalars(dir, g + "-" + f + ".bin", 12, f);
            SectionInput in = new SectionInput(g, new PointSection(pts.toString(), 100, N, PointFormat.SNARKJS),
                    new ScalarSection(s.toString(), 12, N, f));
            assertArrayEquals(whole.engine(), SparkMsm.compute(sc, in, PLANS[1], false).point(), g + " " + f);
        }
    }

    @ParameterizedTest
    @EnumSource(MsmGroup.class)
    void generatedSliceIsTheSingleMachineSlice(MsmGroup g) {
        GeneratedInput in = generated(g);
        Fixtures.Whole whole = Fixtures.Whole.of(in);
        int pl = g.pointLongs();
        for (int[] r : new int[][] {{0, N}, {7, 12}, {39, 1}, {20, 0}}) {
            Slice s = in.slice(r[0], r[1], 1 + r[0] % 3, null, "test"); // on 1 to 3 threads
            long[] want = Arrays.copyOfRange(whole.points(), r[0] * pl, (r[0] + r[1]) * pl), got = s.points().clone();
            PointSum.canonicalize(g, want);
            PointSum.canonicalize(g, got);
            assertArrayEquals(want, got, g + " points " + Arrays.toString(r));
            long[] limbs = new long[4 * r[1]];
            ScalarFormat.BIG_ENDIAN.toLimbs(whole.scalars(), 32 * r[0], r[1], limbs, 0);
            assertArrayEquals(limbs, s.scalars(), g + " scalars " + Arrays.toString(r));
        }
    }

    /** The tree reduction, which the plans above are too small to choose, adds up to the same point. */
    @Test
    void treeReductionGivesTheSameSum() {
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BN254_G1, MsmGroup.BLS12_381_G2}) {
            GeneratedInput in = generated(g);
            SparkMsmResult r = SparkMsm.compute(sc, in, PLANS[2], true, TaskHook.NONE, SparkMsm.Reduction.TREE);
            assertArrayEquals(oracle(g), PointFormat.encodeEip(g, r.point()), g.toString());
            assertEquals(PLANS[2].partitions(), r.partitions().size());
        }
    }

    @Test
    void aTaskThatFailsOnceIsRetriedAndTheResultIsExact() {
        GeneratedInput in = generated(MsmGroup.BN254_G1);
        PartitionPlan plan = PLANS[2];
        TaskHook failFirstAttemptOfPartition3 = (partition, attempt) -> {
            if (partition == 3 && attempt == 0) {
                throw new IllegalStateException("injected failure of partition 3, attempt 0");
            }
        };
        SparkMsmResult r = SparkMsm.compute(sc, in, plan, true, failFirstAttemptOfPartition3);
        assertArrayEquals(Fixtures.Whole.of(in).engine(), r.point());
        assertEquals(1, r.partitions().get(3).attempt());
        assertEquals(0, r.partitions().get(2).attempt());
    }

    @Test
    void aTaskThatAlwaysFailsFailsTheJobWithoutAResult() {
        TaskHook alwaysFail = (partition, attempt) -> {
            if (partition == 1) {
                throw new IllegalStateException("injected failure of partition 1");
            }
        };
        SparkMsmException e = assertThrows(SparkMsmException.class,
                () -> SparkMsm.compute(sc, generated(MsmGroup.BN254_G1), PLANS[1], true, alwaysFail));
        assertTrue(e.getMessage().contains("injected failure of partition 1"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"), e.getMessage());
    }

    private SectionInput bn254Files(String name, int n) throws Exception {
        Fixtures.Whole whole = Fixtures.Whole.of(new GeneratedInput(MsmGroup.BN254_G1, n, 5, MsmInstances.Distribution.UNIFORM));
        Path pts = whole.writeEipPoints(dir, name + "-points.bin", 0), s = whole.writeScalars(dir, name + "-scalars.bin", 0, ScalarFormat.BIG_ENDIAN);
        return new SectionInput(MsmGroup.BN254_G1, new PointSection(pts.toString(), 0, n, PointFormat.EIP),
                new ScalarSection(s.toString(), 0, n, ScalarFormat.BIG_ENDIAN));
    }

    @Test
    void aTruncatedFileIsRefusedBeforeTheJob() throws Exception {
        SectionInput in = bn254Files("short", 30);
        truncate(in.points().path(), 30 * 64 - 10);
        InputException e = assertThrows(InputException.class, () -> SparkMsm.compute(sc, in, PartitionPlan.even(30, 3), true));
        assertEquals("points file " + in.points().path() + ": the section needs bytes 0-1919 but the file ends at byte 1910 (truncated?)",
                e.getMessage());
    }

    @Test
    void aFileTruncatedUnderARunningJobNamesThePartitionsByteRange() throws Exception {
        SectionInput in = bn254Files("cut", 30);
        String path = in.points().path();
        // partition 2 cuts the file inside its own range (points 20-29, bytes 1280-1919) before reading it
        TaskHook cut = (partition, attempt) -> {
            if (partition == 2) {
                truncate(path, 25 * 64);
            }
        };
        InputException e = assertThrows(InputException.class, () -> SparkMsm.compute(sc, in, PartitionPlan.even(30, 3), true, cut));
        assertEquals("partition 2 (indices 20-29): points file " + path + ", bytes 1280-1919: the file ends at byte 1600 (truncated?)",
                e.getMessage());
    }

    @Test
    void aMalformedPointNamesItsPartitionAndBytes() throws Exception {
        SectionInput in = bn254Files("bad", 30);
        try (RandomAccessFile f = new RandomAccessFile(in.points().path(), "rw")) {
            f.seek(13 * 64 + 63); // the last byte of point 13's y: off the curve
            int b = f.read();
            f.seek(13 * 64 + 63);
            f.write(b ^ 1);
        }
        InputException e = assertThrows(InputException.class, () -> SparkMsm.compute(sc, in, PartitionPlan.even(30, 3), true));
        assertTrue(e.getMessage().startsWith("partition 1 (indices 10-19): points file " + in.points().path()
                + ", point 13 (bytes 832-895): "), e.getMessage());
    }

    @Test
    void aMissingFileIsOneLine() {
        String missing = dir.resolve("nowhere.bin").toString();
        SectionInput in = new SectionInput(MsmGroup.BN254_G1, new PointSection(missing, 0, 4, PointFormat.EIP),
                new ScalarSection(missing, 0, 4, ScalarFormat.BIG_ENDIAN));
        InputException e = assertThrows(InputException.class, () -> SparkMsm.compute(sc, in, PartitionPlan.even(4, 2), true));
        assertEquals("points file " + missing + ": no such file", e.getMessage());
    }

    @Test
    void aPlanThatDoesNotCoverTheInputIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SparkMsm.compute(sc, generated(MsmGroup.BN254_G1), PartitionPlan.ofSizes(10, 10), true));
        assertEquals("the plan covers 20 indices but the input holds 40", e.getMessage());
    }

    private static void truncate(String path, long length) throws java.io.IOException {
        try (RandomAccessFile f = new RandomAccessFile(path, "rw")) {
            f.setLength(length);
        }
    }
}
