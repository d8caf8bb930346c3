package dev.pippin.bench;

import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The radix-2^56 kernel's variants side by side, as dependent chains of 1000 multiplications
 * (ns per multiplication): how the low half is taken (& M vs << 8 >>> 8) and whether rows are
 * fenced. The winner is what field/gen/radix56.py emits by default.
 *
 * <pre>bench/run jmh KernelVariantsBench -f 1 -wi 3 -w 1 -i 10 -r 500ms</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 10, time = 500, timeUnit = TimeUnit.MILLISECONDS)
public class KernelVariantsBench {
    static final int CHAIN = 1000;
    long[] bx = new long[5], by = new long[5], lx = new long[7], ly = new long[7];

    @Setup
    public void setup() {
        Random rnd = new Random(3);
        fill(bx, 5, rnd);
        fill(by, 5, rnd);
        fill(lx, 7, rnd);
        fill(ly, 7, rnd);
    }

    /** Random limbs of a value well below p (top limb small), a valid lazy input. */
    static void fill(long[] a, int n, Random rnd) {
        for (int i = 0; i < n; i++) {
            a[i] = rnd.nextLong() >>> 8;
        }
        a[n - 1] >>>= 30;
    }

    static BigInteger value(long[] a) {
        BigInteger v = BigInteger.ZERO;
        for (int i = a.length - 1; i >= 0; i--) {
            v = v.shiftLeft(56).add(BigInteger.valueOf(a[i]));
        }
        return v;
    }

    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bn254Pre() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bn254.mulPre(bx, bx, by); } return bx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bn254PreFence() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bn254.mulPreFence(bx, bx, by); } return bx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bls12381Pre() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bls12381.mulPre(lx, lx, ly); } return lx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bls12381PreFence() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bls12381.mulPreFence(lx, lx, ly); } return lx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bn254Mask() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bn254.mulMask(bx, bx, by); } return bx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bn254Shift() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bn254.mulShift(bx, bx, by); } return bx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bn254MaskFence() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bn254.mulMaskFence(bx, bx, by); } return bx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bn254ShiftFence() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bn254.mulShiftFence(bx, bx, by); } return bx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bls12381Mask() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bls12381.mulMask(lx, lx, ly); } return lx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bls12381Shift() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bls12381.mulShift(lx, lx, ly); } return lx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bls12381MaskFence() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bls12381.mulMaskFence(lx, lx, ly); } return lx[0]; }
    @Benchmark @OperationsPerInvocation(CHAIN)
    public long bls12381ShiftFence() { for (int i = 0; i < CHAIN; i++) { KernelVariants.Bls12381.mulShiftFence(lx, lx, ly); } return lx[0]; }
}
