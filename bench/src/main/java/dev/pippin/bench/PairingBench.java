package dev.pippin.bench;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.pairing.Bn254Pairing;
import java.math.BigInteger;
import java.util.Random;
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
 * The pairings: a product of {@code pairs} pairings (Miller loop and final exponentiation), the
 * Miller loop alone, and the final exponentiation alone, on random points of G1 and G2. For
 * variant against variant on the shared machines, a harness that alternates the cases burst by
 * burst in one JVM did better (docs/PAIRING.md).
 *
 * <pre>
 * bench/run jmh PairingBench -f 1 -wi 3 -i 5 -r 1
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class PairingBench {
    @Param({"bn254", "bls12-381"})
    public String curve;

    @Param({"1", "2"})
    public int pairs;

    long[] g1, g2, f, out;
    boolean bn;

    @Setup
    public void setup() {
        bn = curve.equals("bn254");
        if (!bn && !curve.equals("bls12-381")) {
            throw new IllegalArgumentException("curve must be bn254 or bls12-381, got " + curve);
        }
        Random rnd = new Random(7);
        int a1 = bn ? Bn254G1.AFFINE : Bls12381G1.AFFINE, a2 = bn ? Bn254G2.AFFINE : Bls12381G2.AFFINE;
        g1 = new long[pairs * a1];
        g2 = new long[pairs * a2];
        long[] gen1 = new long[a1], gen2 = new long[a2];
        if (bn) {
            Bn254G1.generator(gen1, 0);
            Bn254G2.generator(gen2, 0);
        } else {
            Bls12381G1.generator(gen1, 0);
            Bls12381G2.generator(gen2, 0);
        }
        BigInteger order = bn ? Bn254G1.ORDER : Bls12381G1.ORDER;
        for (int i = 0; i < pairs; i++) {
            long[] k1 = ScalarLimbs.limbs(new BigInteger(250, rnd).mod(order), 4), k2 = ScalarLimbs.limbs(new BigInteger(250, rnd).mod(order), 4);
            if (bn) {
                Bn254G1.scalarMul(g1, i * a1, gen1, 0, k1, 0);
                Bn254G2.scalarMul(g2, i * a2, gen2, 0, k2, 0);
            } else {
                Bls12381G1.scalarMul(g1, i * a1, gen1, 0, k1, 0);
                Bls12381G2.scalarMul(g2, i * a2, gen2, 0, k2, 0);
            }
        }
        int gt = bn ? Bn254Pairing.GT_LIMBS : Bls12381Pairing.GT_LIMBS;
        f = new long[gt];
        out = new long[gt];
        millerLoop();
        System.arraycopy(out, 0, f, 0, gt);
    }

    @Benchmark
    public long[] multiPair() {
        if (bn) {
            Bn254Pairing.multiPair(g1, 0, g2, 0, pairs, out, 0);
        } else {
            Bls12381Pairing.multiPair(g1, 0, g2, 0, pairs, out, 0);
        }
        return out;
    }

    @Benchmark
    public long[] millerLoop() {
        if (bn) {
            Bn254Pairing.millerLoop(g1, 0, g2, 0, pairs, out, 0);
        } else {
            Bls12381Pairing.millerLoop(g1, 0, g2, 0, pairs, out, 0);
        }
        return out;
    }

    @Benchmark
    public long[] finalExponentiation() {
        if (bn) {
            Bn254Pairing.finalExponentiation(f, 0, out, 0);
        } else {
            Bls12381Pairing.finalExponentiation(f, 0, out, 0);
        }
        return out;
    }
}
