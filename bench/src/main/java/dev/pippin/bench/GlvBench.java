package dev.pippin.bench;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.glv.Bls12381G1Glv;
import dev.pippin.glv.Bls12381G1GlvMul;
import dev.pippin.glv.Bls12381G2Gls;
import dev.pippin.glv.Bls12381G2GlsMul;
import dev.pippin.glv.Bn254G1Glv;
import dev.pippin.glv.Bn254G1GlvMul;
import dev.pippin.glv.Bn254G2Gls;
import dev.pippin.glv.Bn254G2GlsMul;
import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The glv module per group, same inputs, same run: scalar decomposition (decompose*), and
 * single-point scalar multiplication plain (the curve's width-5 NAF double-and-add,
 * scalarMulJac) against GLV/GLS (the glv module's interleaved NAFs over the parts, mulJac).
 * Both multiplications use the same Jacobian formulas and return Jacobian points, so the ratio
 * isolates the endomorphism. Each invocation takes the next of 16 random (point, scalar) pairs
 * so that branch history does not memorise one scalar. ns/op throughout.
 *
 * <pre>
 * bench/run jmh GlvBench -f 1 -wi 2 -i 3
 * bench/run jmh 'GlvBench.mul.*G2'        # one family
 * bench/run GlvBench 2000   # paired ratios, see main
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class GlvBench {
    private static final int N = 16;

    /** Points (affine, back to back) and canonical scalars (4 limbs each) of one group. */
    static final class Inputs {
        final long[] points;
        final long[] scalars = new long[4 * N];
        final int affine;

        Inputs(GroupOps ops, long seed) {
            Random rnd = new Random(seed);
            affine = ops.affine();
            points = new long[N * affine];
            long[] g = new long[affine];
            ops.generator(g, 0);
            for (int i = 0; i < N; i++) {
                ops.scalarMul(points, i * affine, g, 0, ScalarLimbs.limbs(new BigInteger(256, rnd).mod(ops.order()), 4), 0);
                System.arraycopy(ScalarLimbs.limbs(new BigInteger(256, rnd).mod(ops.order()), 4), 0, scalars, 4 * i, 4);
            }
        }
    }

    Inputs bnG1, blsG1, bnG2, blsG2;
    int next;
    final long[] parts = new long[8];
    final long[] jac = new long[Bls12381G2.JACOBIAN];
    final long[] sBnG1 = new long[Bn254G1.SCRATCH], sBlsG1 = new long[Bls12381G1.SCRATCH];
    final long[] sBnG2 = new long[Bn254G2.SCRATCH], sBlsG2 = new long[Bls12381G2.SCRATCH];
    final Bn254G1GlvMul.Work wBnG1 = new Bn254G1GlvMul.Work();
    final Bls12381G1GlvMul.Work wBlsG1 = new Bls12381G1GlvMul.Work();
    final Bn254G2GlsMul.Work wBnG2 = new Bn254G2GlsMul.Work();
    final Bls12381G2GlsMul.Work wBlsG2 = new Bls12381G2GlsMul.Work();

    @Setup
    public void setup() {
        bnG1 = new Inputs(Bn254G1.OPS, 1);
        blsG1 = new Inputs(Bls12381G1.OPS, 2);
        bnG2 = new Inputs(Bn254G2.OPS, 3);
        blsG2 = new Inputs(Bls12381G2.OPS, 4);
    }

    private int step() {
        return next = (next + 1) & (N - 1);
    }

    /**
     * Paired plain/endomorphism timing for a shared machine: alternates one plain and one
     * GLV/GLS multiplication, reps times per group after as many warm-up pairs, and prints the
     * medians and their ratio. Load that drifts during a run moves both sides of each pair
     * alike, so the ratio stays steady where separate JMH runs are not (JMH stays the reference
     * for absolute figures on a quiet machine).
     */
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        GlvBench b = new GlvBench();
        b.setup();
        paired("bn254-g1", reps, b::mulPlainBn254G1, b::mulGlvBn254G1);
        paired("bls12-381-g1", reps, b::mulPlainBls12381G1, b::mulGlvBls12381G1);
        paired("bn254-g2", reps / 2, b::mulPlainBn254G2, b::mulGlsBn254G2);
        paired("bls12-381-g2", reps / 2, b::mulPlainBls12381G2, b::mulGlsBls12381G2);
    }

    private static void paired(String name, int reps, Runnable plain, Runnable endo) {
        for (int i = 0; i < reps; i++) {
            plain.run();
            endo.run();
        }
        long[] a = new long[reps], e = new long[reps];
        for (int i = 0; i < reps; i++) {
            long t0 = System.nanoTime();
            plain.run();
            long t1 = System.nanoTime();
            endo.run();
            long t2 = System.nanoTime();
            a[i] = t1 - t0;
            e[i] = t2 - t1;
        }
        java.util.Arrays.sort(a);
        java.util.Arrays.sort(e);
        double pm = a[reps / 2] / 1e3, em = e[reps / 2] / 1e3;
        System.out.printf("%-13s plain %9.1f us  endo %9.1f us  endo/plain %.3f  (gain %.0f%%)%n",
                name, pm, em, em / pm, 100 * (1 - em / pm));
    }

    // ---------------------------------------------------------------- decomposition

    @Benchmark
    public int decomposeBn254G1() {
        return Bn254G1Glv.decompose(bnG1.scalars, 4 * step(), parts, 0);
    }

    @Benchmark
    public int decomposeBls12381G1() {
        return Bls12381G1Glv.decompose(blsG1.scalars, 4 * step(), parts, 0);
    }

    @Benchmark
    public int decomposeBn254G2() {
        return Bn254G2Gls.decompose(bnG2.scalars, 4 * step(), parts, 0);
    }

    @Benchmark
    public int decomposeBls12381G2() {
        return Bls12381G2Gls.decompose(blsG2.scalars, 4 * step(), parts, 0);
    }

    // ---------------------------------------------------------------- single scalar multiplication

    @Benchmark
    public long[] mulPlainBn254G1() {
        int i = step();
        Bn254G1.scalarMulJac(jac, 0, bnG1.points, i * bnG1.affine, bnG1.scalars, 4 * i, 4, sBnG1);
        return jac;
    }

    @Benchmark
    public long[] mulGlvBn254G1() {
        int i = step();
        Bn254G1GlvMul.mulJac(jac, 0, bnG1.points, i * bnG1.affine, bnG1.scalars, 4 * i, wBnG1);
        return jac;
    }

    @Benchmark
    public long[] mulPlainBls12381G1() {
        int i = step();
        Bls12381G1.scalarMulJac(jac, 0, blsG1.points, i * blsG1.affine, blsG1.scalars, 4 * i, 4, sBlsG1);
        return jac;
    }

    @Benchmark
    public long[] mulGlvBls12381G1() {
        int i = step();
        Bls12381G1GlvMul.mulJac(jac, 0, blsG1.points, i * blsG1.affine, blsG1.scalars, 4 * i, wBlsG1);
        return jac;
    }

    @Benchmark
    public long[] mulPlainBn254G2() {
        int i = step();
        Bn254G2.scalarMulJac(jac, 0, bnG2.points, i * bnG2.affine, bnG2.scalars, 4 * i, 4, sBnG2);
        return jac;
    }

    @Benchmark
    public long[] mulGlsBn254G2() {
        int i = step();
        Bn254G2GlsMul.mulJac(jac, 0, bnG2.points, i * bnG2.affine, bnG2.scalars, 4 * i, wBnG2);
        return jac;
    }

    @Benchmark
    public long[] mulPlainBls12381G2() {
        int i = step();
        Bls12381G2.scalarMulJac(jac, 0, blsG2.points, i * blsG2.affine, blsG2.scalars, 4 * i, 4, sBlsG2);
        return jac;
    }

    @Benchmark
    public long[] mulGlsBls12381G2() {
        int i = step();
        Bls12381G2GlsMul.mulJac(jac, 0, blsG2.points, i * blsG2.affine, blsG2.scalars, 4 * i, wBlsG2);
        return jac;
    }
}
