package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The compressed squarings on the lanes ({@link Bls12381CompressedLanes}) against the scalar
 * {@link Bls12381Fp12#compressedSqr}, step by step over whole runs, on both species: from
 * cyclotomic elements (the final exponentiation's inputs), from critical coordinates (0, 1, p - 1,
 * values with every limb full) where the formulas are the same polynomials, from coordinates
 * stored in [p, 2p) as the field classes may store them, and the final
 * exponentiation with its runs on the lanes against the scalar one and against the reference tower.
 */
class CompressedLanesTest {
    private static final int K = Bls12381Fp12.COMPRESSED, FP = Bls12381Fp.LIMBS, GT = Bls12381Fp12.LIMBS;
    private static final BigInteger P = Bls12381Fp.MODULUS;

    private static void assumeLanes(boolean wide) {
        VectorModule.assume((wide ? LaneMode.ON : LaneMode.SPECIES_256).runsHere());
    }

    /** The lanes' run and the scalar squarings side by side for `steps` squarings, compared after each. */
    private static void runBeside(boolean wide, long[] c, int steps, String what) {
        Bls12381CompressedLanes lanes = new Bls12381CompressedLanes(wide);
        long[] want = c.clone(), got = new long[K + 5], s = new long[Bls12381Fp12.SCRATCH];
        lanes.load(c, 0);
        lanes.store(got, 5);
        assertEqual(want, got, 5, what + ", loaded");
        for (int i = 1; i <= steps; i++) {
            Bls12381Fp12.compressedSqr(want, 0, want, 0, s);
            lanes.square();
            lanes.store(got, 5);
            assertEqual(want, got, 5, what + ", squaring " + i);
        }
    }

    private static void assertEqual(long[] want, long[] got, int go, String what) {
        for (int i = 0; i < 4; i++) {
            int e = i * Bls12381Fp2.LIMBS;
            assertTrue(Bls12381Fp2.equal(want, e, got, go + e), what + ", coordinate " + i);
            for (int j = 0; j < 2; j++) {
                // the field class's invariant: limbs below 2^56, the stored value below 2p
                BigInteger stored = BigInteger.ZERO;
                for (int l = FP - 1; l >= 0; l--) {
                    long limb = got[go + e + j * FP + l];
                    assertTrue(limb >= 0 && limb < 1L << Bls12381Fp.LIMB_BITS, what + ": a limb out of range");
                    stored = stored.shiftLeft(Bls12381Fp.LIMB_BITS).add(BigInteger.valueOf(limb));
                }
                assertTrue(stored.compareTo(P.shiftLeft(1)) < 0, what + ": a stored value not below 2p");
            }
        }
    }

    /** A random element of the cyclotomic subgroup: f^((p^6 - 1)(p^2 + 1)) for a random f. */
    private static long[] cyclotomic(Random rnd) {
        long[] f = new long[GT], t = new long[GT], s = new long[Bls12381Fp12.SCRATCH];
        for (int i = 0; i < 12; i++) {
            Bls12381Fp.fromBigInteger(f, i * FP, new BigInteger(381, rnd).mod(P));
        }
        Bls12381Fp12.inv(t, 0, f, 0, s);
        Bls12381Fp12.conjugate(f, 0, f, 0);
        Bls12381Fp12.mul(f, 0, f, 0, t, 0, s);
        Bls12381Fp12.frobenius2(t, 0, f, 0, s);
        Bls12381Fp12.mul(f, 0, f, 0, t, 0, s);
        long[] c = new long[K];
        Bls12381Fp12.compress(c, 0, f, 0);
        return c;
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void runsFromCyclotomicElementsMatchTheScalarSquarings(boolean wide) {
        assumeLanes(wide);
        Random rnd = new Random(81);
        for (int n = 0; n < 6; n++) {
            runBeside(wide, cyclotomic(rnd), 63, "cyclotomic " + n + (wide ? ", preferred species" : ", 256-bit species"));
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void runsFromCriticalCoordinatesMatchTheScalarSquarings(boolean wide) {
        assumeLanes(wide);
        BigInteger full = BigInteger.ONE.shiftLeft(380).subtract(BigInteger.ONE); // every limb full, below p
        BigInteger[] critical = {BigInteger.ZERO, BigInteger.ONE, P.subtract(BigInteger.ONE), P.subtract(BigInteger.TWO), full,
                BigInteger.ONE.shiftLeft(52), BigInteger.ONE.shiftLeft(364).subtract(BigInteger.ONE)};
        Random rnd = new Random(82);
        for (BigInteger v : critical) {
            for (int pattern = 0; pattern < 4; pattern++) {
                long[] c = new long[K];
                for (int i = 0; i < 8; i++) {
                    BigInteger x = switch (pattern) {
                        case 0 -> v;                                       // every coordinate v
                        case 1 -> i % 2 == 0 ? v : P.subtract(BigInteger.ONE);
                        case 2 -> i < 4 ? v : new BigInteger(381, rnd).mod(P);
                        default -> i == 3 ? v : BigInteger.ZERO;
                    };
                    Bls12381Fp.fromBigInteger(c, i * FP, x);
                }
                runBeside(wide, c, 8, v.toString(16) + ", pattern " + pattern);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void runsFromStoredValuesAbovePMatchTheScalarSquarings(boolean wide) {
        assumeLanes(wide);
        // the field classes store values lazily in [0, 2p): the same coordinates stored as s + p
        Random rnd = new Random(84);
        for (int n = 0; n < 3; n++) {
            long[] c = cyclotomic(rnd);
            for (int i = 0; i < 8; i++) {
                if ((i + n) % 3 != 0) {
                    BigInteger stored = BigInteger.ZERO;
                    for (int j = FP - 1; j >= 0; j--) {
                        stored = stored.shiftLeft(Bls12381Fp.LIMB_BITS).add(BigInteger.valueOf(c[i * FP + j]));
                    }
                    BigInteger high = stored.mod(P).add(P);                 // the same element, stored in [p, 2p)
                    for (int j = 0; j < FP; j++) {
                        c[i * FP + j] = high.shiftRight(j * Bls12381Fp.LIMB_BITS).longValue() & ((1L << Bls12381Fp.LIMB_BITS) - 1);
                    }
                }
            }
            runBeside(wide, c, 63, "stored above p, " + n);
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void finalExponentiationOnTheLanesIsTheScalarOne(LaneMode mode) {
        VectorModule.assume(mode.runsHere());
        Random rnd = new Random(83);
        long[] f = new long[GT], want = new long[GT], got = new long[GT];
        for (int n = 0; n < 4; n++) {
            for (int i = 0; i < 12; i++) {
                Bls12381Fp.fromBigInteger(f, i * FP, new BigInteger(381, rnd).mod(P));
            }
            Bls12381Pairing.finalExponentiation(f, 0, want, 0, LaneMode.OFF);
            Bls12381Pairing.finalExponentiation(f, 0, got, 0, mode);
            assertTrue(Bls12381Fp12.equal(want, 0, got, 0), mode + ", element " + n);
            if (n == 0) {
                RefTower t = TowerOps.BLS.ref();
                BigInteger[][] ref = PairingOps.BLS.ref().finalExponentiation(t.fromStorage12(TowerOps.BLS.get12(f)), false);
                assertArrayEquals(t.toStorage12(ref), TowerOps.BLS.get12(got), mode + ", against the reference tower");
            }
        }
        // 1: the compressed runs meet g1 = 0 and fall back to the uncompressed squarings
        Bls12381Fp12.setOne(f, 0);
        Bls12381Pairing.finalExponentiation(f, 0, got, 0, mode);
        assertTrue(Bls12381Fp12.isOne(got, 0), mode + ", 1");
    }
}
