package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The precompiles' points decoded with the subgroup checks of the whole input at once, on the
 * lanes and not: valid inputs decode to what one-by-one decoding gives, and an input with an
 * encoding failure and a subgroup failure reports the one that comes first in the input, with
 * the codec's own message, as one-by-one decoding does.
 */
class Eip2537PointsTest {
    static final int G1B = Eip2537Codec.G1_BYTES, G2B = Eip2537Codec.G2_BYTES, PAIR = G1B + G2B;

    /** Encoded subgroup points (index 0 to 11) and one off the subgroup (index 12), made once. */
    static final byte[][] G1S = new byte[13][], G2S = new byte[13][];

    static {
        Random rnd = new Random(50);
        for (int i = 0; i < 13; i++) {
            long[] a = new long[Bls12381G1.AFFINE];
            if (i < 12) {
                BigInteger[][] p = RefCurves.BLS12_381_G1.randomInGroup(rnd);
                Bls12381G1.setAffine(a, 0, p[0][0], p[1][0]);
            } else {
                a = OffSubgroupPoints.bls12381G1();
            }
            G1S[i] = Eip2537Codec.encodeG1(a, 0);
            BigInteger[][] q = i < 12 ? RefCurves.BLS12_381_G2.randomInGroup(rnd) : RefCurves.BLS12_381_G2.randomOnCurve(rnd);
            long[] b = new long[Bls12381G2.AFFINE];
            Bls12381G2.setAffine(b, 0, q[0][0], q[0][1], q[1][0], q[1][1]);
            G2S[i] = Eip2537Codec.encodeG2(b, 0);
        }
    }

    static byte[] g1(Random rnd, boolean inGroup) {
        return (inGroup ? G1S[rnd.nextInt(12)] : G1S[12]).clone();
    }

    static byte[] g2(Random rnd, boolean inGroup) {
        return (inGroup ? G2S[rnd.nextInt(12)] : G2S[12]).clone();
    }

    /** A non-zero byte in the first coordinate's 16 bytes of padding: an encoding failure. */
    static void spoil(byte[] input, int at) {
        input[at] = 1;
    }

    /** The message one-by-one decoding reports, or null for a valid input. */
    static String sequential(Runnable decodeAll) {
        try {
            decodeAll.run();
            return null;
        } catch (EncodingException e) {
            return e.getMessage();
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void msmInputsReportTheFirstFailure(LaneMode mode) {
        Random rnd = new Random(51);
        int k = 12;
        // {off-subgroup index, spoiled index}: the subgroup failure first, the encoding one first, each alone
        int[][] cases = {{-1, -1}, {2, 7}, {5, 3}, {4, -1}, {-1, 9}};
        for (int[] c : cases) {
            byte[] in1 = new byte[k * G1B], in2 = new byte[k * G2B];
            for (int i = 0; i < k; i++) {
                System.arraycopy(g1(rnd, i != c[0]), 0, in1, i * G1B, G1B);
                System.arraycopy(g2(rnd, i != c[0]), 0, in2, i * G2B, G2B);
            }
            if (c[1] >= 0) {
                spoil(in1, c[1] * G1B);
                spoil(in2, c[1] * G2B);
            }
            long[] p1 = new long[k * Bls12381G1.AFFINE], q1 = new long[k * Bls12381G1.AFFINE];
            long[] p2 = new long[k * Bls12381G2.AFFINE], q2 = new long[k * Bls12381G2.AFFINE];
            String want1 = sequential(() -> {
                for (int i = 0; i < k; i++) {
                    Eip2537Codec.decodeG1(in1, i * G1B, q1, i * Bls12381G1.AFFINE, true);
                }
            });
            String want2 = sequential(() -> {
                for (int i = 0; i < k; i++) {
                    Eip2537Codec.decodeG2(in2, i * G2B, q2, i * Bls12381G2.AFFINE, true);
                }
            });
            assertEquals(want1, sequential(() -> Eip2537Points.g1s(in1, 0, G1B, k, p1, mode)), "G1 case " + c[0] + ", " + c[1]);
            assertEquals(want2, sequential(() -> Eip2537Points.g2s(in2, 0, G2B, k, p2, mode)), "G2 case " + c[0] + ", " + c[1]);
            if (want1 == null) {
                assertArrayEquals(q1, p1);
                assertArrayEquals(q2, p2);
            } else {
                boolean subgroupFirst = c[0] >= 0 && (c[1] < 0 || c[0] < c[1]);
                assertEquals(subgroupFirst, want1.contains("subgroup"), want1);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void pairingInputsCheckInTheInputsOrder(LaneMode mode) {
        Random rnd = new Random(52);
        int k = 9;
        // positions 2i (G1 of pair i) and 2i + 1 (G2): {off-subgroup position, spoiled position}
        int[][] cases = {{-1, -1}, {7, 8}, {8, 7}, {9, -1}, {-1, 4}, {16, 17}, {3, 2}};
        for (int[] c : cases) {
            byte[] input = new byte[k * PAIR];
            for (int i = 0; i < k; i++) {
                System.arraycopy(g1(rnd, 2 * i != c[0]), 0, input, i * PAIR, G1B);
                System.arraycopy(g2(rnd, 2 * i + 1 != c[0]), 0, input, i * PAIR + G1B, G2B);
            }
            if (c[1] >= 0) {
                spoil(input, (c[1] / 2) * PAIR + (c[1] % 2) * G1B);
            }
            long[] g1 = new long[k * Bls12381G1.AFFINE], g2 = new long[k * Bls12381G2.AFFINE];
            long[] h1 = new long[k * Bls12381G1.AFFINE], h2 = new long[k * Bls12381G2.AFFINE];
            String want = sequential(() -> {
                for (int i = 0; i < k; i++) {
                    Eip2537Codec.decodeG1(input, i * PAIR, h1, i * Bls12381G1.AFFINE, true);
                    Eip2537Codec.decodeG2(input, i * PAIR + G1B, h2, i * Bls12381G2.AFFINE, true);
                }
            });
            assertEquals(want, sequential(() -> Eip2537Points.pairs(input, PAIR, k, g1, g2, mode)), "case " + c[0] + ", " + c[1]);
            if (want == null) {
                assertArrayEquals(h1, g1);
                assertArrayEquals(h2, g2);
            }
        }
        byte[] bad = new byte[PAIR];
        System.arraycopy(g1(rnd, true), 0, bad, 0, G1B);
        System.arraycopy(g2(rnd, false), 0, bad, G1B, G2B);
        assertThrows(PrecompileException.class, () -> PairingPrecompiles.bls12PairingCheck(bad));
    }
}
