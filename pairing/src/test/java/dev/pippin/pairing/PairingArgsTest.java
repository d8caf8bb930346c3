package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import org.junit.jupiter.api.Test;

/** Misuse of the public entry points fails at once with one clear line, before any arithmetic. */
class PairingArgsTest {

    @Test
    void negativePairCount() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Bn254Pairing.pairingCheck(new long[0], new long[0], -1));
        assertEquals("the number of pairs must be non-negative, got -1", e.getMessage());
    }

    @Test
    void shortPointArrays() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Bn254Pairing.pairingCheck(new long[Bn254G1.AFFINE], new long[2 * Bn254G2.AFFINE], 2));
        assertEquals("2 G1 points: " + 2 * Bn254G1.AFFINE + " longs needed from offset 0, the array has " + Bn254G1.AFFINE,
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Bls12381Pairing.millerLoop(new long[Bls12381G1.AFFINE], 0, new long[Bls12381G2.AFFINE], 1, 1,
                        new long[Bls12381Pairing.GT_LIMBS], 0));
        assertEquals("1 G2 points: " + Bls12381G2.AFFINE + " longs needed from offset 1, the array has " + Bls12381G2.AFFINE,
                e.getMessage());
    }

    @Test
    void shortOrMisplacedOutput() {
        long[] p = new long[Bn254G1.AFFINE], q = new long[Bn254G2.AFFINE];
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Bn254Pairing.pair(p, 0, q, 0, new long[Bn254Pairing.GT_LIMBS], 1));
        assertEquals("the pairing value: " + Bn254Pairing.GT_LIMBS + " longs needed from offset 1, the array has "
                + Bn254Pairing.GT_LIMBS, e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Bls12381Pairing.finalExponentiation(new long[3], 0, new long[Bls12381Pairing.GT_LIMBS], 0));
        assertEquals("the Miller loop value: " + Bls12381Pairing.GT_LIMBS + " longs needed from offset 0, the array has 3",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Bls12381Pairing.pairingCheck(null, new long[0], 0));
        assertEquals("0 G1 points: the array is null", e.getMessage());
    }
}
