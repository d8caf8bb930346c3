package dev.pippin.bench;

import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import ethereum.ckzg4844.CKZG4844JNI;
import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.math.ec.ECAlgorithms;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JVM choices a user has today, beside Pippin on the same sizes, in one run:
 * <ul>
 * <li>Bouncy Castle {@code ECAlgorithms.sumOfMultiplies} on G1 (bn254 and BLS12-381), n = 1024;
 * <li>native blst through jc-kzg-4844: {@code blobToKzgCommitment} is a 4096-point BLS12-381 G1
 *     MSM (blst's Pippenger over the mainnet trusted setup), beside Pippin's 4096-point MSM.
 * </ul>
 * <pre>bench/run jmh MsmBaselineBench</pre>
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class MsmBaselineBench {
    static final int BC_N = 1024;
    static final int KZG_N = 4096;

    ECPoint[] bcBnPoints, bcBlsPoints;
    BigInteger[] bcBnScalars, bcBlsScalars;
    long[] bnPoints, blsPoints, bls4096;
    byte[] bnK, blsK, bls4096K;
    byte[] blob;
    MsmOptions oneThread = MsmOptions.defaults().withThreads(1);

    @Setup(Level.Trial)
    public void setup() {
        bnPoints = MsmInstances.points(MsmGroup.BN254_G1, BC_N, 1).data();
        bnK = MsmInstances.scalars(MsmGroup.BN254_G1, BC_N, MsmInstances.Distribution.UNIFORM, 2);
        blsPoints = MsmInstances.points(MsmGroup.BLS12_381_G1, BC_N, 3).data();
        blsK = MsmInstances.scalars(MsmGroup.BLS12_381_G1, BC_N, MsmInstances.Distribution.UNIFORM, 4);
        bls4096 = MsmInstances.points(MsmGroup.BLS12_381_G1, KZG_N, 5).data();
        bls4096K = MsmInstances.scalars(MsmGroup.BLS12_381_G1, KZG_N, MsmInstances.Distribution.UNIFORM, 6);
        bcBnPoints = toBouncyCastle(MsmGroup.BN254_G1, bnPoints, BigInteger.valueOf(3), BigInteger.ONE);
        bcBnScalars = toBigIntegers(bnK);
        bcBlsPoints = toBouncyCastle(MsmGroup.BLS12_381_G1, blsPoints, BigInteger.valueOf(4),
                new BigInteger("396c8c005555e1568c00aaab0000aaab", 16));
        bcBlsScalars = toBigIntegers(blsK);
        CKZG4844JNI.loadNativeLibrary();
        CKZG4844JNI.loadTrustedSetupFromResource("/trusted_setup.txt", CKZG4844JNI.class, 0);
        blob = new byte[CKZG4844JNI.BYTES_PER_BLOB];
        Random rnd = new Random(7);
        for (int i = 0; i < CKZG4844JNI.FIELD_ELEMENTS_PER_BLOB; i++) {
            byte[] fe = new BigInteger(250, rnd).toByteArray(); // below the BLS12-381 scalar modulus
            System.arraycopy(fe, 0, blob, 32 * i + 32 - fe.length, fe.length);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        CKZG4844JNI.freeTrustedSetup();
    }

    private static ECPoint[] toBouncyCastle(MsmGroup g, long[] pts, BigInteger b, BigInteger cofactor) {
        BigInteger p = g.curve().equals("bn254") ? dev.pippin.field.Bn254Fp.MODULUS : dev.pippin.field.Bls12381Fp.MODULUS;
        ECCurve curve = new ECCurve.Fp(p, BigInteger.ZERO, b, g.order(), cofactor);
        int n = pts.length / g.pointLongs(), h = g.pointLongs() / 2;
        ECPoint[] out = new ECPoint[n];
        for (int i = 0; i < n; i++) {
            BigInteger x, y;
            if (g == MsmGroup.BN254_G1) {
                x = dev.pippin.field.Bn254Fp.toBigInteger(pts, i * g.pointLongs());
                y = dev.pippin.field.Bn254Fp.toBigInteger(pts, i * g.pointLongs() + h);
            } else {
                x = dev.pippin.field.Bls12381Fp.toBigInteger(pts, i * g.pointLongs());
                y = dev.pippin.field.Bls12381Fp.toBigInteger(pts, i * g.pointLongs() + h);
            }
            out[i] = curve.createPoint(x, y);
        }
        return out;
    }

    private static BigInteger[] toBigIntegers(byte[] k) {
        BigInteger[] out = new BigInteger[k.length / 32];
        for (int i = 0; i < out.length; i++) {
            out[i] = new BigInteger(1, java.util.Arrays.copyOfRange(k, 32 * i, 32 * i + 32));
        }
        return out;
    }

    @Benchmark
    public ECPoint bouncyCastleBn254G1n1024() {
        return ECAlgorithms.sumOfMultiplies(bcBnPoints, bcBnScalars).normalize();
    }

    @Benchmark
    public long[] pippinBn254G1n1024() {
        return Msm.compute(MsmGroup.BN254_G1, bnPoints, bnK, oneThread);
    }

    @Benchmark
    public ECPoint bouncyCastleBls12381G1n1024() {
        return ECAlgorithms.sumOfMultiplies(bcBlsPoints, bcBlsScalars).normalize();
    }

    @Benchmark
    public long[] pippinBls12381G1n1024() {
        return Msm.compute(MsmGroup.BLS12_381_G1, blsPoints, blsK, oneThread);
    }

    /** blst (C + assembly, via JNI), 4096-point BLS12-381 G1 MSM; jc-kzg runs it single-threaded. */
    @Benchmark
    public byte[] blstKzgCommitmentN4096() {
        return CKZG4844JNI.blobToKzgCommitment(blob);
    }

    @Benchmark
    public long[] pippinBls12381G1n4096() {
        return Msm.compute(MsmGroup.BLS12_381_G1, bls4096, bls4096K, oneThread);
    }
}
