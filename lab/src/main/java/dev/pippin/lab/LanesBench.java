package dev.pippin.lab;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of count independent Montgomery products per variant (docs/LANES.md). The score is
 * ns per batch; lab/report.py divides by count for ns per product. Every trial ends by checking
 * each element of the last batch against BigInteger, so the numbers are those of compiled code
 * that computes the right thing.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 6, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules=jdk.incubator.vector", "-XX:-DontCompileHugeMethods", "-XX:-TieredCompilation", "-Xbatch",
        "-XX:LiveNodeCountInliningCutoff=400000", "-XX:MaxNodeLimit=1000000", "-XX:NodeLimitFudgeFactor=40000"})
@State(Scope.Thread)
public class LanesBench {
    @Param({"256", "1024"})
    public int count;

    /** In the order of Variant.all(), which the benchmark methods index. */
    private final List<Variant> variants = Variant.all();
    private final BigInteger[][] xs = new BigInteger[variants.size()][];
    private final BigInteger[][] ys = new BigInteger[variants.size()][];
    final Object[] r = new Object[variants.size()];
    final Object[] a = new Object[variants.size()];
    final Object[] b = new Object[variants.size()];
    private final boolean[] ran = new boolean[variants.size()];

    @Setup(Level.Trial)
    public void setUp() {
        Random rnd = new Random(count);
        if (variants.size() != 20) {
            throw new IllegalStateException(variants.size() + " variants, but the benchmark methods index 20");
        }
        for (int i = 0; i < variants.size(); i++) {
            Variant v = variants.get(i);
            BigInteger twoP = v.modulus.shiftLeft(1);
            xs[i] = new BigInteger[count];
            ys[i] = new BigInteger[count];
            a[i] = v.newArray(count);
            b[i] = v.newArray(count);
            r[i] = v.newArray(count);
            for (int e = 0; e < count; e++) {
                xs[i][e] = new BigInteger(twoP.bitLength() + 64, rnd).mod(twoP);
                ys[i][e] = new BigInteger(twoP.bitLength() + 64, rnd).mod(twoP);
                v.put(a[i], count, e, xs[i][e]);
                v.put(b[i], count, e, ys[i][e]);
            }
        }
    }

    /** Fails the trial if a variant that ran left a wrong product anywhere in its last batch. */
    @TearDown(Level.Trial)
    public void verify() {
        for (int i = 0; i < variants.size(); i++) {
            Variant v = variants.get(i);
            if (!ran[i]) {
                continue;
            }
            BigInteger rInv = v.montgomeryR().modInverse(v.modulus);
            for (int e = 0; e < count; e++) {
                BigInteger want = xs[i][e].multiply(ys[i][e]).multiply(rInv).mod(v.modulus);
                BigInteger got = v.take(r[i], count, e);
                if (got.compareTo(v.modulus.shiftLeft(1)) >= 0 || !got.mod(v.modulus).equals(want)) {
                    throw new IllegalStateException(v + ": wrong product at element " + e);
                }
            }
        }
    }

    @Benchmark
    public Object bn254_a_scalar56() {
        Scalar56.bn254((long[]) r[0], (long[]) a[0], (long[]) b[0], count);
        ran[0] = true;
        return r[0];
    }

    @Benchmark
    public Object bn254_b_fma_pref() {
        Bn254FmaLanesPref.mulBatch((double[]) r[1], (double[]) a[1], (double[]) b[1], count);
        ran[1] = true;
        return r[1];
    }

    @Benchmark
    public Object bn254_b_fma_256() {
        Bn254FmaLanes256.mulBatch((double[]) r[2], (double[]) a[2], (double[]) b[2], count);
        ran[2] = true;
        return r[2];
    }

    @Benchmark
    public Object bn254_c_int32_pref() {
        Bn254Int32LanesPref.mulBatch((long[]) r[3], (long[]) a[3], (long[]) b[3], count);
        ran[3] = true;
        return r[3];
    }

    @Benchmark
    public Object bn254_c_int32_256() {
        Bn254Int32Lanes256.mulBatch((long[]) r[4], (long[]) a[4], (long[]) b[4], count);
        ran[4] = true;
        return r[4];
    }

    @Benchmark
    public Object bn254_c_int32_mullq_pref() {
        Bn254Int32MullqLanesPref.mulBatch((long[]) r[5], (long[]) a[5], (long[]) b[5], count);
        ran[5] = true;
        return r[5];
    }

    @Benchmark
    public Object bn254_d_fma_int_scalar52() {
        Bn254FmaIntScalar52.mulBatch((long[]) r[6], (long[]) a[6], (long[]) b[6], count);
        ran[6] = true;
        return r[6];
    }

    @Benchmark
    public Object bn254_int_scalar52() {
        Bn254IntScalar52.mulBatch((long[]) r[7], (long[]) a[7], (long[]) b[7], count);
        ran[7] = true;
        return r[7];
    }

    @Benchmark
    public Object bn254_e_fma_pref_plus1() {
        Bn254FmaLanesPlusInt1.mulBatch((double[]) r[8], (double[]) a[8], (double[]) b[8], count);
        ran[8] = true;
        return r[8];
    }

    @Benchmark
    public Object bn254_e_fma_pref_plus2() {
        Bn254FmaLanesPlusInt2.mulBatch((double[]) r[9], (double[]) a[9], (double[]) b[9], count);
        ran[9] = true;
        return r[9];
    }

    @Benchmark
    public Object bls12381_a_scalar56() {
        Scalar56.bls12381((long[]) r[10], (long[]) a[10], (long[]) b[10], count);
        ran[10] = true;
        return r[10];
    }

    @Benchmark
    public Object bls12381_b_fma_pref() {
        Bls12381FmaLanesPref.mulBatch((double[]) r[11], (double[]) a[11], (double[]) b[11], count);
        ran[11] = true;
        return r[11];
    }

    @Benchmark
    public Object bls12381_b_fma_256() {
        Bls12381FmaLanes256.mulBatch((double[]) r[12], (double[]) a[12], (double[]) b[12], count);
        ran[12] = true;
        return r[12];
    }

    @Benchmark
    public Object bls12381_c_int32_pref() {
        Bls12381Int32LanesPref.mulBatch((long[]) r[13], (long[]) a[13], (long[]) b[13], count);
        ran[13] = true;
        return r[13];
    }

    @Benchmark
    public Object bls12381_c_int32_256() {
        Bls12381Int32Lanes256.mulBatch((long[]) r[14], (long[]) a[14], (long[]) b[14], count);
        ran[14] = true;
        return r[14];
    }

    @Benchmark
    public Object bls12381_c_int32_mullq_pref() {
        Bls12381Int32MullqLanesPref.mulBatch((long[]) r[15], (long[]) a[15], (long[]) b[15], count);
        ran[15] = true;
        return r[15];
    }

    @Benchmark
    public Object bls12381_d_fma_int_scalar52() {
        Bls12381FmaIntScalar52.mulBatch((long[]) r[16], (long[]) a[16], (long[]) b[16], count);
        ran[16] = true;
        return r[16];
    }

    @Benchmark
    public Object bls12381_int_scalar52() {
        Bls12381IntScalar52.mulBatch((long[]) r[17], (long[]) a[17], (long[]) b[17], count);
        ran[17] = true;
        return r[17];
    }

    @Benchmark
    public Object bls12381_e_fma_pref_plus1() {
        Bls12381FmaLanesPlusInt1.mulBatch((double[]) r[18], (double[]) a[18], (double[]) b[18], count);
        ran[18] = true;
        return r[18];
    }

    @Benchmark
    public Object bls12381_e_fma_pref_plus2() {
        Bls12381FmaLanesPlusInt2.mulBatch((double[]) r[19], (double[]) a[19], (double[]) b[19], count);
        ran[19] = true;
        return r[19];
    }
}
