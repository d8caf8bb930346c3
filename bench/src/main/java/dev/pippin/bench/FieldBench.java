package dev.pippin.bench;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.field.Bn254Fr;
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
 * Field kernels as dependent chains (x = x op y: latency), beside
 * BigInteger {@code multiply().mod()} on the same operands. Each invocation is one operation.
 *
 * <pre>
 * bench/run jmh FieldBench -f 1 -wi 3 -w 1 -i 5 -r 1
 * bench/run jmh FieldBench -prof gc     # gc.alloc.rate.norm of mul/sqr/add/sub: 0 B/op
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class FieldBench {
    long[] bnFp = new long[Bn254Fp.LIMBS], bnFpY = new long[Bn254Fp.LIMBS];
    long[] bnFr = new long[Bn254Fr.LIMBS], bnFrY = new long[Bn254Fr.LIMBS];
    long[] blsFp = new long[Bls12381Fp.LIMBS], blsFpY = new long[Bls12381Fp.LIMBS];
    long[] blsFr = new long[Bls12381Fr.LIMBS], blsFrY = new long[Bls12381Fr.LIMBS];
    long[] bnFp2 = new long[Bn254Fp2.LIMBS], bnFp2Y = new long[Bn254Fp2.LIMBS], bnS = new long[Bn254Fp2.SCRATCH];
    long[] blsFp2 = new long[Bls12381Fp2.LIMBS], blsFp2Y = new long[Bls12381Fp2.LIMBS], blsS = new long[Bls12381Fp2.SCRATCH];
    BigInteger bigBn, bigBnY, bigBls, bigBlsY;

    @Setup
    public void setup() {
        Random rnd = new Random(1);
        Bn254Fp.fromBigInteger(bnFp, 0, rand(rnd, Bn254Fp.MODULUS));
        Bn254Fp.fromBigInteger(bnFpY, 0, rand(rnd, Bn254Fp.MODULUS));
        Bn254Fr.fromBigInteger(bnFr, 0, rand(rnd, Bn254Fr.MODULUS));
        Bn254Fr.fromBigInteger(bnFrY, 0, rand(rnd, Bn254Fr.MODULUS));
        Bls12381Fp.fromBigInteger(blsFp, 0, rand(rnd, Bls12381Fp.MODULUS));
        Bls12381Fp.fromBigInteger(blsFpY, 0, rand(rnd, Bls12381Fp.MODULUS));
        Bls12381Fr.fromBigInteger(blsFr, 0, rand(rnd, Bls12381Fr.MODULUS));
        Bls12381Fr.fromBigInteger(blsFrY, 0, rand(rnd, Bls12381Fr.MODULUS));
        Bn254Fp2.fromBigIntegers(bnFp2, 0, rand(rnd, Bn254Fp.MODULUS), rand(rnd, Bn254Fp.MODULUS));
        Bn254Fp2.fromBigIntegers(bnFp2Y, 0, rand(rnd, Bn254Fp.MODULUS), rand(rnd, Bn254Fp.MODULUS));
        Bls12381Fp2.fromBigIntegers(blsFp2, 0, rand(rnd, Bls12381Fp.MODULUS), rand(rnd, Bls12381Fp.MODULUS));
        Bls12381Fp2.fromBigIntegers(blsFp2Y, 0, rand(rnd, Bls12381Fp.MODULUS), rand(rnd, Bls12381Fp.MODULUS));
        bigBn = rand(rnd, Bn254Fp.MODULUS);
        bigBnY = rand(rnd, Bn254Fp.MODULUS);
        bigBls = rand(rnd, Bls12381Fp.MODULUS);
        bigBlsY = rand(rnd, Bls12381Fp.MODULUS);
    }

    private static BigInteger rand(Random rnd, BigInteger p) {
        return new BigInteger(p.bitLength() + 8, rnd).mod(p);
    }

    @Benchmark public long bn254FpMul() { Bn254Fp.mul(bnFp, 0, bnFp, 0, bnFpY, 0); return bnFp[0]; }
    @Benchmark public long bn254FpSqr() { Bn254Fp.sqr(bnFp, 0, bnFp, 0); return bnFp[0]; }
    @Benchmark public long bn254FpAdd() { Bn254Fp.add(bnFp, 0, bnFp, 0, bnFpY, 0); return bnFp[0]; }
    @Benchmark public long bn254FpSub() { Bn254Fp.sub(bnFp, 0, bnFp, 0, bnFpY, 0); return bnFp[0]; }
    @Benchmark public long bn254FpInv() { Bn254Fp.inv(bnFp, 0, bnFp, 0); return bnFp[0]; }
    @Benchmark public long bn254FpInvFermat() { Bn254Fp.invFermat(bnFp, 0, bnFp, 0); return bnFp[0]; }
    @Benchmark public long bn254FrMul() { Bn254Fr.mul(bnFr, 0, bnFr, 0, bnFrY, 0); return bnFr[0]; }
    @Benchmark public long bls12381FpMul() { Bls12381Fp.mul(blsFp, 0, blsFp, 0, blsFpY, 0); return blsFp[0]; }
    @Benchmark public long bls12381FpSqr() { Bls12381Fp.sqr(blsFp, 0, blsFp, 0); return blsFp[0]; }
    @Benchmark public long bls12381FpAdd() { Bls12381Fp.add(blsFp, 0, blsFp, 0, blsFpY, 0); return blsFp[0]; }
    @Benchmark public long bls12381FpSub() { Bls12381Fp.sub(blsFp, 0, blsFp, 0, blsFpY, 0); return blsFp[0]; }
    @Benchmark public long bls12381FpInv() { Bls12381Fp.inv(blsFp, 0, blsFp, 0); return blsFp[0]; }
    @Benchmark public long bls12381FpInvFermat() { Bls12381Fp.invFermat(blsFp, 0, blsFp, 0); return blsFp[0]; }
    @Benchmark public long bls12381FrMul() { Bls12381Fr.mul(blsFr, 0, blsFr, 0, blsFrY, 0); return blsFr[0]; }
    @Benchmark public long bn254Fp2Mul() { Bn254Fp2.mul(bnFp2, 0, bnFp2, 0, bnFp2Y, 0, bnS); return bnFp2[0]; }
    @Benchmark public long bn254Fp2Sqr() { Bn254Fp2.sqr(bnFp2, 0, bnFp2, 0, bnS); return bnFp2[0]; }
    @Benchmark public long bls12381Fp2Mul() { Bls12381Fp2.mul(blsFp2, 0, blsFp2, 0, blsFp2Y, 0, blsS); return blsFp2[0]; }
    @Benchmark public long bls12381Fp2Sqr() { Bls12381Fp2.sqr(blsFp2, 0, blsFp2, 0, blsS); return blsFp2[0]; }
    // The 3-call references the fused kernels above replaced (gen_fields.py records the ratios).
    @Benchmark public long bn254Fp2MulKaratsuba() { Bn254Fp2.mulKaratsuba(bnFp2, 0, bnFp2, 0, bnFp2Y, 0, bnS); return bnFp2[0]; }
    @Benchmark public long bn254Fp2SqrComplex() { Bn254Fp2.sqrComplex(bnFp2, 0, bnFp2, 0, bnS); return bnFp2[0]; }
    @Benchmark public long bls12381Fp2MulKaratsuba() { Bls12381Fp2.mulKaratsuba(blsFp2, 0, blsFp2, 0, blsFp2Y, 0, blsS); return blsFp2[0]; }
    @Benchmark public long bls12381Fp2SqrComplex() { Bls12381Fp2.sqrComplex(blsFp2, 0, blsFp2, 0, blsS); return blsFp2[0]; }

    @Benchmark public BigInteger bigIntegerBn254Mul() { bigBn = bigBn.multiply(bigBnY).mod(Bn254Fp.MODULUS); return bigBn; }
    @Benchmark public BigInteger bigIntegerBls12381Mul() { bigBls = bigBls.multiply(bigBlsY).mod(Bls12381Fp.MODULUS); return bigBls; }
    @Benchmark public BigInteger bigIntegerBn254Inv() { bigBn = bigBn.modInverse(Bn254Fp.MODULUS); return bigBn; }
}
