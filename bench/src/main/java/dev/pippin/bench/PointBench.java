package dev.pippin.bench;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;
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
 * Point operations per group, as dependent chains (acc = acc op P: latency), each method calling
 * one group's static primitives directly (one call target per site, as the MSM's loops do).
 * Scalar multiplication (random 255-bit scalar, width-5 NAF, table built per call) runs beside
 * Bouncy Castle's ECPoint.multiply on the same G1 point and scalar (BC caches its wNAF table on
 * the point between calls, so its figure excludes table building).
 *
 * <pre>
 * bench/run jmh PointBench -f 1 -wi 2 -i 3 -r 1
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class PointBench {
    final long[] bn254G1Affine = new long[Bn254G1.AFFINE], bn254G1Jac = new long[Bn254G1.JACOBIAN], bn254G1JacQ = new long[Bn254G1.JACOBIAN],
            bn254G1Xyzz = new long[Bn254G1.XYZZ], bn254G1XyzzQ = new long[Bn254G1.XYZZ], bn254G1S = new long[Bn254G1.SCRATCH], bn254G1Out = new long[Bn254G1.AFFINE];
    final long[] bn254G2Affine = new long[Bn254G2.AFFINE], bn254G2Jac = new long[Bn254G2.JACOBIAN], bn254G2JacQ = new long[Bn254G2.JACOBIAN],
            bn254G2Xyzz = new long[Bn254G2.XYZZ], bn254G2XyzzQ = new long[Bn254G2.XYZZ], bn254G2S = new long[Bn254G2.SCRATCH], bn254G2Out = new long[Bn254G2.AFFINE];
    final long[] bls12381G1Affine = new long[Bls12381G1.AFFINE], bls12381G1Jac = new long[Bls12381G1.JACOBIAN], bls12381G1JacQ = new long[Bls12381G1.JACOBIAN],
            bls12381G1Xyzz = new long[Bls12381G1.XYZZ], bls12381G1XyzzQ = new long[Bls12381G1.XYZZ], bls12381G1S = new long[Bls12381G1.SCRATCH], bls12381G1Out = new long[Bls12381G1.AFFINE];
    final long[] bls12381G2Affine = new long[Bls12381G2.AFFINE], bls12381G2Jac = new long[Bls12381G2.JACOBIAN], bls12381G2JacQ = new long[Bls12381G2.JACOBIAN],
            bls12381G2Xyzz = new long[Bls12381G2.XYZZ], bls12381G2XyzzQ = new long[Bls12381G2.XYZZ], bls12381G2S = new long[Bls12381G2.SCRATCH], bls12381G2Out = new long[Bls12381G2.AFFINE];
    final long[] scalar = new long[4];
    BigInteger scalarBig;
    ECPoint bcBn254, bcBls12381;

    @Setup
    public void setup() {
        Random rnd = new Random(7);
        scalarBig = new BigInteger(255, rnd).mod(Bn254G1.ORDER);
        for (int i = 0; i < 4; i++) {
            scalar[i] = scalarBig.shiftRight(64 * i).longValue();
        }
        initBn254G1(rnd);
        initBn254G2(rnd);
        initBls12381G1(rnd);
        initBls12381G2(rnd);
        bcBn254 = bcPoint(Bn254G1.B, Bn254G1.ORDER, Bn254G1.COFACTOR, Bn254G1.toBigIntegers(bn254G1Affine, 0), dev.pippin.field.Bn254Fp.MODULUS);
        bcBls12381 = bcPoint(Bls12381G1.B, Bls12381G1.ORDER, Bls12381G1.COFACTOR, Bls12381G1.toBigIntegers(bls12381G1Affine, 0),
                dev.pippin.field.Bls12381Fp.MODULUS);
    }

    private static ECPoint bcPoint(BigInteger b, BigInteger order, BigInteger cofactor, BigInteger[] xy, BigInteger p) {
        ECCurve curve = new ECCurve.Fp(p, BigInteger.ZERO, b, order, cofactor);
        return curve.createPoint(xy[0], xy[1]);
    }

    private void initBn254G1(Random rnd) {
        long[] g = new long[Bn254G1.AFFINE], k = {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), rnd.nextLong() >>> 2};
        Bn254G1.generator(g, 0);
        Bn254G1.scalarMul(bn254G1Affine, 0, g, 0, k, 0);
        k[0] ^= 0x5555;
        long[] q = new long[Bn254G1.AFFINE];
        Bn254G1.scalarMul(q, 0, g, 0, k, 0);
        Bn254G1.jacFromAffine(bn254G1Jac, 0, q, 0);
        Bn254G1.jacDouble(bn254G1Jac, 0, bn254G1Jac, 0, bn254G1S);         // Z != 1
        Bn254G1.jacDouble(bn254G1JacQ, 0, bn254G1Jac, 0, bn254G1S);
        Bn254G1.jacToXyzz(bn254G1Xyzz, 0, bn254G1Jac, 0, bn254G1S);
        Bn254G1.jacToXyzz(bn254G1XyzzQ, 0, bn254G1JacQ, 0, bn254G1S);
    }

    private void initBn254G2(Random rnd) {
        long[] g = new long[Bn254G2.AFFINE], k = {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), rnd.nextLong() >>> 2};
        Bn254G2.generator(g, 0);
        Bn254G2.scalarMul(bn254G2Affine, 0, g, 0, k, 0);
        k[0] ^= 0x5555;
        long[] q = new long[Bn254G2.AFFINE];
        Bn254G2.scalarMul(q, 0, g, 0, k, 0);
        Bn254G2.jacFromAffine(bn254G2Jac, 0, q, 0);
        Bn254G2.jacDouble(bn254G2Jac, 0, bn254G2Jac, 0, bn254G2S);         // Z != 1
        Bn254G2.jacDouble(bn254G2JacQ, 0, bn254G2Jac, 0, bn254G2S);
        Bn254G2.jacToXyzz(bn254G2Xyzz, 0, bn254G2Jac, 0, bn254G2S);
        Bn254G2.jacToXyzz(bn254G2XyzzQ, 0, bn254G2JacQ, 0, bn254G2S);
    }

    private void initBls12381G1(Random rnd) {
        long[] g = new long[Bls12381G1.AFFINE], k = {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), rnd.nextLong() >>> 2};
        Bls12381G1.generator(g, 0);
        Bls12381G1.scalarMul(bls12381G1Affine, 0, g, 0, k, 0);
        k[0] ^= 0x5555;
        long[] q = new long[Bls12381G1.AFFINE];
        Bls12381G1.scalarMul(q, 0, g, 0, k, 0);
        Bls12381G1.jacFromAffine(bls12381G1Jac, 0, q, 0);
        Bls12381G1.jacDouble(bls12381G1Jac, 0, bls12381G1Jac, 0, bls12381G1S);         // Z != 1
        Bls12381G1.jacDouble(bls12381G1JacQ, 0, bls12381G1Jac, 0, bls12381G1S);
        Bls12381G1.jacToXyzz(bls12381G1Xyzz, 0, bls12381G1Jac, 0, bls12381G1S);
        Bls12381G1.jacToXyzz(bls12381G1XyzzQ, 0, bls12381G1JacQ, 0, bls12381G1S);
    }

    private void initBls12381G2(Random rnd) {
        long[] g = new long[Bls12381G2.AFFINE], k = {rnd.nextLong(), rnd.nextLong(), rnd.nextLong(), rnd.nextLong() >>> 2};
        Bls12381G2.generator(g, 0);
        Bls12381G2.scalarMul(bls12381G2Affine, 0, g, 0, k, 0);
        k[0] ^= 0x5555;
        long[] q = new long[Bls12381G2.AFFINE];
        Bls12381G2.scalarMul(q, 0, g, 0, k, 0);
        Bls12381G2.jacFromAffine(bls12381G2Jac, 0, q, 0);
        Bls12381G2.jacDouble(bls12381G2Jac, 0, bls12381G2Jac, 0, bls12381G2S);         // Z != 1
        Bls12381G2.jacDouble(bls12381G2JacQ, 0, bls12381G2Jac, 0, bls12381G2S);
        Bls12381G2.jacToXyzz(bls12381G2Xyzz, 0, bls12381G2Jac, 0, bls12381G2S);
        Bls12381G2.jacToXyzz(bls12381G2XyzzQ, 0, bls12381G2JacQ, 0, bls12381G2S);
    }

    @Benchmark
    public long[] bn254G1JacMixedAdd() {
        Bn254G1.jacAddMixed(bn254G1Jac, 0, bn254G1Jac, 0, bn254G1Affine, 0, false, bn254G1S);
        return bn254G1Jac;
    }

    @Benchmark
    public long[] bn254G1JacAdd() {
        Bn254G1.jacAdd(bn254G1Jac, 0, bn254G1Jac, 0, bn254G1JacQ, 0, bn254G1S);
        return bn254G1Jac;
    }

    @Benchmark
    public long[] bn254G1JacDouble() {
        Bn254G1.jacDouble(bn254G1Jac, 0, bn254G1Jac, 0, bn254G1S);
        return bn254G1Jac;
    }

    @Benchmark
    public long[] bn254G1XyzzMixedAdd() {
        Bn254G1.xyzzAddMixed(bn254G1Xyzz, 0, bn254G1Xyzz, 0, bn254G1Affine, 0, false, bn254G1S);
        return bn254G1Xyzz;
    }

    @Benchmark
    public long[] bn254G1XyzzAdd() {
        Bn254G1.xyzzAdd(bn254G1Xyzz, 0, bn254G1Xyzz, 0, bn254G1XyzzQ, 0, bn254G1S);
        return bn254G1Xyzz;
    }

    @Benchmark
    public long[] bn254G1XyzzDouble() {
        Bn254G1.xyzzDouble(bn254G1Xyzz, 0, bn254G1Xyzz, 0, bn254G1S);
        return bn254G1Xyzz;
    }

    @Benchmark
    public long[] bn254G1ScalarMul() {
        Bn254G1.scalarMul(bn254G1Out, 0, bn254G1Affine, 0, scalar, 0);
        return bn254G1Out;
    }

    @Benchmark
    public long[] bn254G2JacMixedAdd() {
        Bn254G2.jacAddMixed(bn254G2Jac, 0, bn254G2Jac, 0, bn254G2Affine, 0, false, bn254G2S);
        return bn254G2Jac;
    }

    @Benchmark
    public long[] bn254G2JacAdd() {
        Bn254G2.jacAdd(bn254G2Jac, 0, bn254G2Jac, 0, bn254G2JacQ, 0, bn254G2S);
        return bn254G2Jac;
    }

    @Benchmark
    public long[] bn254G2JacDouble() {
        Bn254G2.jacDouble(bn254G2Jac, 0, bn254G2Jac, 0, bn254G2S);
        return bn254G2Jac;
    }

    @Benchmark
    public long[] bn254G2XyzzMixedAdd() {
        Bn254G2.xyzzAddMixed(bn254G2Xyzz, 0, bn254G2Xyzz, 0, bn254G2Affine, 0, false, bn254G2S);
        return bn254G2Xyzz;
    }

    @Benchmark
    public long[] bn254G2XyzzAdd() {
        Bn254G2.xyzzAdd(bn254G2Xyzz, 0, bn254G2Xyzz, 0, bn254G2XyzzQ, 0, bn254G2S);
        return bn254G2Xyzz;
    }

    @Benchmark
    public long[] bn254G2XyzzDouble() {
        Bn254G2.xyzzDouble(bn254G2Xyzz, 0, bn254G2Xyzz, 0, bn254G2S);
        return bn254G2Xyzz;
    }

    @Benchmark
    public long[] bn254G2ScalarMul() {
        Bn254G2.scalarMul(bn254G2Out, 0, bn254G2Affine, 0, scalar, 0);
        return bn254G2Out;
    }

    @Benchmark
    public long[] bls12381G1JacMixedAdd() {
        Bls12381G1.jacAddMixed(bls12381G1Jac, 0, bls12381G1Jac, 0, bls12381G1Affine, 0, false, bls12381G1S);
        return bls12381G1Jac;
    }

    @Benchmark
    public long[] bls12381G1JacAdd() {
        Bls12381G1.jacAdd(bls12381G1Jac, 0, bls12381G1Jac, 0, bls12381G1JacQ, 0, bls12381G1S);
        return bls12381G1Jac;
    }

    @Benchmark
    public long[] bls12381G1JacDouble() {
        Bls12381G1.jacDouble(bls12381G1Jac, 0, bls12381G1Jac, 0, bls12381G1S);
        return bls12381G1Jac;
    }

    @Benchmark
    public long[] bls12381G1XyzzMixedAdd() {
        Bls12381G1.xyzzAddMixed(bls12381G1Xyzz, 0, bls12381G1Xyzz, 0, bls12381G1Affine, 0, false, bls12381G1S);
        return bls12381G1Xyzz;
    }

    @Benchmark
    public long[] bls12381G1XyzzAdd() {
        Bls12381G1.xyzzAdd(bls12381G1Xyzz, 0, bls12381G1Xyzz, 0, bls12381G1XyzzQ, 0, bls12381G1S);
        return bls12381G1Xyzz;
    }

    @Benchmark
    public long[] bls12381G1XyzzDouble() {
        Bls12381G1.xyzzDouble(bls12381G1Xyzz, 0, bls12381G1Xyzz, 0, bls12381G1S);
        return bls12381G1Xyzz;
    }

    @Benchmark
    public long[] bls12381G1ScalarMul() {
        Bls12381G1.scalarMul(bls12381G1Out, 0, bls12381G1Affine, 0, scalar, 0);
        return bls12381G1Out;
    }

    @Benchmark
    public long[] bls12381G2JacMixedAdd() {
        Bls12381G2.jacAddMixed(bls12381G2Jac, 0, bls12381G2Jac, 0, bls12381G2Affine, 0, false, bls12381G2S);
        return bls12381G2Jac;
    }

    @Benchmark
    public long[] bls12381G2JacAdd() {
        Bls12381G2.jacAdd(bls12381G2Jac, 0, bls12381G2Jac, 0, bls12381G2JacQ, 0, bls12381G2S);
        return bls12381G2Jac;
    }

    @Benchmark
    public long[] bls12381G2JacDouble() {
        Bls12381G2.jacDouble(bls12381G2Jac, 0, bls12381G2Jac, 0, bls12381G2S);
        return bls12381G2Jac;
    }

    @Benchmark
    public long[] bls12381G2XyzzMixedAdd() {
        Bls12381G2.xyzzAddMixed(bls12381G2Xyzz, 0, bls12381G2Xyzz, 0, bls12381G2Affine, 0, false, bls12381G2S);
        return bls12381G2Xyzz;
    }

    @Benchmark
    public long[] bls12381G2XyzzAdd() {
        Bls12381G2.xyzzAdd(bls12381G2Xyzz, 0, bls12381G2Xyzz, 0, bls12381G2XyzzQ, 0, bls12381G2S);
        return bls12381G2Xyzz;
    }

    @Benchmark
    public long[] bls12381G2XyzzDouble() {
        Bls12381G2.xyzzDouble(bls12381G2Xyzz, 0, bls12381G2Xyzz, 0, bls12381G2S);
        return bls12381G2Xyzz;
    }

    @Benchmark
    public long[] bls12381G2ScalarMul() {
        Bls12381G2.scalarMul(bls12381G2Out, 0, bls12381G2Affine, 0, scalar, 0);
        return bls12381G2Out;
    }

    @Benchmark
    public ECPoint bouncyCastleBn254G1ScalarMul() {
        return bcBn254.multiply(scalarBig).normalize();
    }

    @Benchmark
    public ECPoint bouncyCastleBls12381G1ScalarMul() {
        return bcBls12381.multiply(scalarBig).normalize();
    }
}
