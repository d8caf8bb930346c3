package dev.pippin.pairing;

import dev.pippin.testkit.VectorModule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.Bls12381LanesRace;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The BLS12-381 Miller loop and pairing check with options: on the FMA lanes (both species) and
 * off, the Miller loop value is the scalar loop's element, pairs at infinity included, and a
 * balanced product of pairings checks as 1 while a perturbed one does not.
 */
class PairingLanesTest {
    static final BigInteger R = Bls12381G1.ORDER;

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void millerLoopWithOptionsIsTheScalarLoopsElement(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(61);
        // both code shapes' thresholds (6 under AVX-512 code, 12 under AVX2 code) and this JVM's
        int min = Bls12381Pairing.minLanePairs();
        for (int k : new int[] {2, 5, 6, 8, 9, 11, 12, min - 1, min, 17}) {
            long[] g1s = new long[k * Bls12381G1.AFFINE], g2s = new long[k * Bls12381G2.AFFINE];
            for (int i = 0; i < k; i++) {
                if (i == 5) {
                    Bls12381G2.setInfinity(g2s, i * Bls12381G2.AFFINE);
                } else {
                    BigInteger[][] q = RefCurves.BLS12_381_G2.randomInGroup(rnd);
                    Bls12381G2.setAffine(g2s, i * Bls12381G2.AFFINE, q[0][0], q[0][1], q[1][0], q[1][1]);
                }
                BigInteger[][] p = RefCurves.BLS12_381_G1.randomInGroup(rnd);
                Bls12381G1.setAffine(g1s, i * Bls12381G1.AFFINE, p[0][0], p[1][0]);
            }
            long[] want = new long[Bls12381Pairing.GT_LIMBS], got = new long[Bls12381Pairing.GT_LIMBS + 3];
            Bls12381Pairing.millerLoop(g1s, 0, g2s, 0, k, want, 0);
            Bls12381Pairing.millerLoop(g1s, 0, g2s, 0, k, got, 3, mode);
            assertTrue(Bls12381Fp12.equal(want, 0, got, 3), k + " pairs, " + mode);
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void balancedProductsCheckAsOne(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(62);
        int k = 10;
        long[] g1s = new long[k * Bls12381G1.AFFINE], g2s = new long[k * Bls12381G2.AFFINE];
        long[] gen1 = new long[Bls12381G1.AFFINE], gen2 = new long[Bls12381G2.AFFINE];
        Bls12381G1.generator(gen1, 0);
        Bls12381G2.generator(gen2, 0);
        BigInteger sum = BigInteger.ZERO;
        long[] s1 = new long[Bls12381G1.SCRATCH], s2 = new long[Bls12381G2.SCRATCH];
        long[] j1 = new long[Bls12381G1.JACOBIAN], j2 = new long[Bls12381G2.JACOBIAN];
        for (int i = 0; i < k; i++) {
            BigInteger a = new BigInteger(250, rnd), b = i == k - 1 ? BigInteger.ONE : new BigInteger(250, rnd);
            if (i == k - 1) {
                a = sum.negate().mod(R);
            }
            sum = sum.add(a.multiply(b)).mod(R);
            Bls12381G1.scalarMulJac(j1, 0, gen1, 0, dev.pippin.curve.ScalarLimbs.limbs(a, 4), 0, 4, s1);
            Bls12381G1.jacToAffine(g1s, i * Bls12381G1.AFFINE, j1, 0, s1);
            Bls12381G2.scalarMulJac(j2, 0, gen2, 0, dev.pippin.curve.ScalarLimbs.limbs(b, 4), 0, 4, s2);
            Bls12381G2.jacToAffine(g2s, i * Bls12381G2.AFFINE, j2, 0, s2);
        }
        assertTrue(Bls12381Pairing.pairingCheck(g1s, g2s, k, mode), mode.toString());
        Bls12381G1.negateAffine(g1s, 0, g1s, 0);
        assertFalse(Bls12381Pairing.pairingCheck(g1s, g2s, k, mode), mode + ", perturbed");
    }

    /**
     * The parts on the lanes (Bls12381MillerLanes, every pair count including those below
     * minLanePairs): their product, conjugated, is the scalar loop's element.
     */
    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void millerLoopPartsOnLanesMultiplyToTheScalarLoopsElement(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(33);
        boolean wide = mode == LaneMode.ON;
        int parts = Bls12381MillerLanes.lanes(wide);
        assertTrue(parts >= 4, "lanes: " + parts);
        for (int k : new int[] {1, 3, 8, 9, 17}) {
            long[] g1s = new long[k * Bls12381G1.AFFINE], g2s = new long[k * Bls12381G2.AFFINE];
            for (int i = 0; i < k; i++) {
                if (k > 3 && i == 2) {
                    Bls12381G1.setInfinity(g1s, i * Bls12381G1.AFFINE);      // a pair at infinity contributes 1
                } else {
                    BigInteger[][] p = RefCurves.BLS12_381_G1.randomInGroup(rnd);
                    Bls12381G1.setAffine(g1s, i * Bls12381G1.AFFINE, p[0][0], p[1][0]);
                }
                BigInteger[][] q = RefCurves.BLS12_381_G2.randomInGroup(rnd);
                Bls12381G2.setAffine(g2s, i * Bls12381G2.AFFINE, q[0][0], q[0][1], q[1][0], q[1][1]);
            }
            long[] want = new long[Bls12381Pairing.GT_LIMBS], out = new long[parts * Bls12381MillerLanes.GT];
            Bls12381Pairing.millerLoop(g1s, 0, g2s, 0, k, want, 0);
            assertEquals(parts, Bls12381MillerLanes.parts(g1s, 0, g2s, 0, k, out, 0, wide));
            long[] f = new long[Bls12381Pairing.GT_LIMBS], s = new long[Bls12381Fp12.SCRATCH];
            Bls12381Fp12.copy(f, 0, out, 0);
            for (int j = 1; j < parts; j++) {
                Bls12381Fp12.mul(f, 0, f, 0, out, j * Bls12381MillerLanes.GT, s);
            }
            Bls12381Fp12.conjugate(f, 0, f, 0);
            assertTrue(Bls12381Fp12.equal(want, 0, f, 0), k + " pairs, " + mode);
        }
    }

    /**
     * Cold AUTO scalar Miller loops count towards the BLS12-381 lanes' warm-up (automatic starts
     * off, so that the ask starts no thread); OFF, forced lanes and fewer pairs than the rest of
     * the budget do not reach it.
     */
    @Test
    void coldAutoScalarMillerLoopsCountTowardsTheWarmUp() {
        VectorModule.assume();
        KernelWarmup w = Bls12381LanesRace.WARMUP;
        KernelWarmup.autoStart(false);
        w.reset();
        try {
            w.count(Bls12381LanesRace.START_AFTER_NANOS - 6 * Bls12381MillerLanes.SCALAR_PAIR_NANOS);
            Bls12381MillerLanes.countScalar(6, LaneMode.OFF);
            Bls12381MillerLanes.countScalar(6, LaneMode.ON);
            Bls12381MillerLanes.countScalar(5, LaneMode.AUTO);
            assertFalse(w.asked(), "OFF, forced lanes and fewer pairs than the rest do not reach it");
            Bls12381MillerLanes.countScalar(1, LaneMode.AUTO);
            assertTrue(w.asked());
            assertFalse(w.hot(), "cold until the warm-up has measured the lanes");
        } finally {
            w.reset();
            KernelWarmup.autoStart(true);
        }
    }
}
