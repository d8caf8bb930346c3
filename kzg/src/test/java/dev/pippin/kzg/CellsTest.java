package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The cell extension's routes without permutations against the specs' plain route: coefficients
 * by bit_reversal_permutation and an inverse FFT of 4096, the extension by an FFT of 8192 and a
 * bit_reversal_permutation (scalar), the routes in every lane mode.
 */
class CellsTest {
    private static long[] randomPolynomial(long seed) {
        Random rnd = new Random(seed);
        long[] p = new long[Cells.N * Fr.L];
        for (int i = 0; i < Cells.N; i++) {
            Bls12381Fr.fromBigInteger(p, i * Fr.L, new BigInteger(256, rnd).mod(Fr.MODULUS));
        }
        return p;
    }

    private static long[] plainCoefficients(long[] evaluations) {
        long[] c = evaluations.clone();
        BitReversal.permute(c, 0, Cells.N, Fr.L);
        FrFft.ifft(c, 0, Cells.N, LaneMode.OFF);
        return c;
    }

    private static long[] plainExtension(long[] coefficients) {
        long[] e = new long[Cells.EXT * Fr.L];
        System.arraycopy(coefficients, 0, e, 0, Cells.N * Fr.L);
        FrFft.fft(e, 0, Cells.EXT, LaneMode.OFF);
        BitReversal.permute(e, 0, Cells.EXT, Fr.L);
        return e;
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void everyRouteGivesThePlainExtension(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        for (long seed = 1; seed <= 3; seed++) {
            long[] poly = randomPolynomial(seed);
            long[] coefficients = plainCoefficients(poly);
            long[] expected = plainExtension(coefficients);
            assertArrayEquals(coefficients, Cells.toCoefficients(poly, lanes), "coefficients, seed " + seed);
            assertArrayEquals(expected, Cells.extendBlob(poly, lanes), "from the blob, seed " + seed);
            assertArrayEquals(expected, Cells.extend(coefficients, lanes), "from the coefficients, seed " + seed);
            assertArrayEquals(expected, Cells.extend(coefficients, poly, lanes), "from both, seed " + seed);
        }
    }

    /**
     * The compute_cells path hands extendBlob canonical limbs (no Montgomery form): being linear
     * it must give the canonical limbs of what the Montgomery path gives, value by value.
     */
    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void canonicalLimbsExtendToCanonicalLimbs(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        long[] poly = randomPolynomial(9);
        long[] canonical = new long[poly.length];
        for (int i = 0; i < Cells.N; i++) {
            Bls12381Fr.fromMontgomery(canonical, i * Fr.L, poly, i * Fr.L);
        }
        long[] viaMontgomery = Cells.extendBlob(poly, lanes);
        long[] viaCanonical = Cells.extendBlob(canonical, lanes);
        for (int i = 0; i < Cells.EXT; i++) {
            java.math.BigInteger expected = Bls12381Fr.toBigInteger(viaMontgomery, i * Fr.L);
            java.math.BigInteger got = dev.pippin.field.MontgomeryField.limbsToBigInteger(viaCanonical, i * Fr.L, Fr.L);
            org.junit.jupiter.api.Assertions.assertEquals(expected, got, "element " + i);
        }
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void theConstantAndTheZeroPolynomialsExtend(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        long[] zero = new long[Cells.N * Fr.L];
        assertArrayEquals(new long[Cells.EXT * Fr.L], Cells.extendBlob(zero, lanes));
        long[] one = new long[Cells.N * Fr.L];
        for (int i = 0; i < Cells.N; i++) {
            Bls12381Fr.setOne(one, i * Fr.L);
        }
        long[] ones = new long[Cells.EXT * Fr.L];
        for (int i = 0; i < Cells.EXT; i++) {
            Bls12381Fr.setOne(ones, i * Fr.L);
        }
        assertArrayEquals(ones, Cells.extendBlob(one, lanes));
        assertArrayEquals(ones, Cells.extend(Cells.toCoefficients(one, lanes), lanes));
    }
}
