package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * G1Fft on multiples of the generator, [k_j]G: output i must be [Σ_j ω^ij k_j]G, the sum taken
 * over the integers mod r with BigInteger and multiplied out independently. Every lane mode
 * that runs in this JVM: the batch-affine additions on the lanes (ON, SPECIES_256) and scalar
 * (OFF, and AUTO before the lanes have warmed up).
 */
class G1FftTest {
    private static final BigInteger R = Fr.MODULUS;
    private static final int JAC = Bls12381G1.JACOBIAN;

    private static long[] mulG(BigInteger k) {
        long[] g = new long[Bls12381G1.AFFINE];
        Bls12381G1.generator(g, 0);
        long[] r = new long[Bls12381G1.AFFINE];
        Bls12381G1.scalarMul(r, 0, g, 0, limbs(k), 0);
        return r;
    }

    private static long[] limbs(BigInteger k) {
        long[] l = new long[4];
        for (int i = 0; i < 4; i++) {
            l[i] = k.shiftRight(64 * i).longValue();
        }
        return l;
    }

    private static long[] toJacobian(BigInteger[] k) {
        long[] p = new long[k.length * JAC];
        for (int i = 0; i < k.length; i++) {
            Bls12381G1.jacFromAffine(p, i * JAC, mulG(k[i]), 0);
        }
        return p;
    }

    private static long[] affine(long[] p, int i) {
        long[] a = new long[Bls12381G1.AFFINE];
        Bls12381G1.jacToAffine(a, 0, p, i * JAC, new long[Bls12381G1.SCRATCH]);
        return a;
    }

    private static BigInteger dft(BigInteger[] k, BigInteger w, int i) {
        BigInteger s = BigInteger.ZERO;
        for (int j = 0; j < k.length; j++) {
            s = s.add(w.modPow(BigInteger.valueOf((long) i * j), R).multiply(k[j]));
        }
        return s.mod(R);
    }

    private static BigInteger[] random(int n, Random rnd, boolean withZero) {
        BigInteger[] k = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            k[i] = withZero && i == n - 1 ? BigInteger.ZERO : new BigInteger(255, rnd).mod(R);
        }
        return k;
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void fftOfEightIsTheNaiveSum(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        BigInteger[] k = random(8, new Random(21), true); // one input at infinity
        long[] p = toJacobian(k);
        G1Fft.fft(p, 8, lanes);
        BigInteger w = BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(8)), R);
        for (int i = 0; i < 8; i++) {
            assertArrayEquals(mulG(dft(k, w, i)), affine(p, i), "output " + i);
        }
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void fftOf128IsTheNaiveSumAndTheInverseUndoesIt(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        int n = 128;
        BigInteger[] k = random(n, new Random(22), false);
        long[] p = toJacobian(k);
        G1Fft.fft(p, n, lanes);
        BigInteger w = BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(n)), R);
        for (int i : new int[] {0, 1, 63, 64, 127}) {
            assertArrayEquals(mulG(dft(k, w, i)), affine(p, i), "output " + i);
        }
        long[] unscaled = p.clone();
        G1Fft.ifftUnscaled(unscaled, n, lanes);
        BigInteger nk = BigInteger.valueOf(n).multiply(k[5]).mod(R);
        assertArrayEquals(mulG(nk), affine(unscaled, 5), "n times input 5");
        G1Fft.ifft(p, n, lanes);
        for (int i : new int[] {0, 5, 77, 127}) {
            assertArrayEquals(mulG(k[i]), affine(p, i), "input " + i);
        }
    }
}
