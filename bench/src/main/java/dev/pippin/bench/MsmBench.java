package dev.pippin.bench;

import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One MSM per invocation, ms/op. The default grid is a subset; choose cells with -p, e.g.
 *
 * <pre>
 * bench/run jmh MsmBench -p group=BN254_G1 -p logN=16 -p threads=1 -p scalars=UNIFORM -p endo=false,true
 * bench/run jmh MsmBench -p group=BN254_G1,BLS12_381_G1 -p logN=10,12,14,16,18,20 -p threads=1,2
 * bench/run jmh MsmBench -p group=BN254_G2,BLS12_381_G2 -p logN=16 -p lanes=OFF,ON -wi 20
 * </pre>
 *
 * <p>lanes is an {@link LaneMode} name. ON runs every flush on the lane kernels from the
 * first MSM, so it needs warm-up iterations that outlast C2's compilation of them (tens of
 * seconds for the G2 groups on a loaded 2-core machine: docs/LANES.md).
 *
 * ns per point = ms/op * 1e6 / 2^logN. Baselines (Bouncy Castle, blst) are in MsmBaselineBench.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class MsmBench {
    @Param({"BN254_G1", "BN254_G2", "BLS12_381_G1", "BLS12_381_G2"})
    public String group;

    @Param({"12", "16"})
    public int logN;

    @Param({"1"})
    public int threads;

    @Param({"UNIFORM"})
    public String scalars;

    @Param({"true"})
    public boolean endo;

    @Param({"AUTO"})
    public String lanes;

    MsmGroup g;
    long[] points;
    byte[] k;
    MsmOptions options;

    @Setup
    public void setup() {
        g = MsmGroup.valueOf(group);
        int n = 1 << logN;
        points = MsmInstances.points(g, n, 42).data();
        k = MsmInstances.scalars(g, n, MsmInstances.Distribution.valueOf(scalars), 43);
        options = MsmOptions.defaults().withThreads(threads).withEndomorphism(endo)
                .withLanes(LaneMode.valueOf(lanes));
    }

    @Benchmark
    public long[] msm() {
        return Msm.compute(g, points, k, options);
    }
}
