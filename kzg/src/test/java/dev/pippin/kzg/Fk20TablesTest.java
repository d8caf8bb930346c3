package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The fixed-base tables and the digit recoding they rest on. */
class Fk20TablesTest {
    private static final BigInteger R = Fr.MODULUS;

    @Property(tries = 200)
    void recodingSumsBackToTheScalar(@ForAll @IntRange(min = 1, max = Fk20Tables.MAX_WIDTH) int width,
            @ForAll("scalars") BigInteger k) {
        long[] limbs = new long[4];
        for (int i = 0; i < 4; i++) {
            limbs[i] = k.shiftRight(64 * i).longValue();
        }
        int[] digits = new int[SignedDigits.windows(width)];
        SignedDigits.recode(limbs, 0, width, digits);
        BigInteger sum = BigInteger.ZERO;
        for (int t = digits.length - 1; t >= 0; t--) {
            assertTrue(Math.abs(digits[t]) <= 1 << (width - 1), "digit " + digits[t]);
            sum = sum.shiftLeft(width).add(BigInteger.valueOf(digits[t]));
        }
        assertEquals(k, sum);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<BigInteger> scalars() {
        return net.jqwik.api.Arbitraries.oneOf(
                net.jqwik.api.Arbitraries.bigIntegers().between(BigInteger.ZERO, R.subtract(BigInteger.ONE)),
                net.jqwik.api.Arbitraries.of(BigInteger.ZERO, BigInteger.ONE, R.subtract(BigInteger.ONE),
                        BigInteger.ONE.shiftLeft(254), BigInteger.ONE.shiftLeft(255).subtract(BigInteger.ONE).mod(R)));
    }

    @Test
    void tableMsmsEqualTheEngines() {
        Random rnd = new Random(41);
        int columns = 2;
        long[][] bases = new long[columns][Fk20.K * G1.AFFINE];
        long[][] scalars = new long[columns][Fk20.K * Fr.L];
        long[] g = new long[G1.AFFINE];
        Bls12381G1.generator(g, 0);
        for (int j = 0; j < columns; j++) {
            for (int o = 0; o < Fk20.K; o++) {
                long[] k = Fr.of(new BigInteger(255, rnd));
                Bls12381G1.scalarMul(bases[j], o * G1.AFFINE, g, 0, new long[] {rnd.nextLong(), rnd.nextLong(), 0, 0}, 0);
                Bls12381Fr.copy(scalars[j], o * Fr.L, k, 0);
            }
        }
        Bls12381Fr.setZero(scalars[1], 3 * Fr.L); // a zero scalar
        Bls12381Fr.neg(scalars[1], 4 * Fr.L, Fr.one(), 0); // r - 1
        long[] expected = new long[columns * Bls12381G1.JACOBIAN];
        new ColumnMsm.Engine(bases).msms(scalars, expected, MsmOptions.defaults().withThreads(1));
        for (int width : new int[] {2, 5, 8, 12}) {
            long[] got = new long[columns * Bls12381G1.JACOBIAN];
            Fk20Tables.of(bases, width).msms(scalars, got, MsmOptions.defaults().withThreads(1));
            for (int j = 0; j < columns; j++) {
                assertArrayEquals(affine(expected, j), affine(got, j), "width " + width + " column " + j);
            }
        }
    }

    private static long[] affine(long[] jac, int i) {
        long[] a = new long[G1.AFFINE];
        Bls12381G1.jacToAffine(a, 0, jac, i * Bls12381G1.JACOBIAN, new long[Bls12381G1.SCRATCH]);
        return a;
    }
}
