package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The generator's fixed-base table against the curve module's plain scalar multiplication of G
 * (differential): the digit recoding's critical values (0, 1, window boundaries 127/128/129/255/
 * 256, a digit of 128 in every window, all windows 0xff so that carries run through, 2^254,
 * r - 1, r - 2) and random scalars below r.
 */
class GeneratorTableTest {

    @Test
    void agreesWithThePlainMultiplication() {
        BigInteger r = Fr.MODULUS;
        List<BigInteger> ks = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO,
                BigInteger.valueOf(127), BigInteger.valueOf(128), BigInteger.valueOf(129), BigInteger.valueOf(255),
                BigInteger.valueOf(256), BigInteger.ONE.shiftLeft(254), r.subtract(BigInteger.ONE), r.subtract(BigInteger.TWO),
                new BigInteger("80".repeat(31), 16), new BigInteger("ff".repeat(31), 16), new BigInteger("7f".repeat(32), 16).mod(r)));
        Random rnd = new Random(5);
        for (int i = 0; i < 40; i++) {
            ks.add(new BigInteger(256, rnd).mod(r));
        }
        long[] g = new long[Bls12381G1.AFFINE], want = new long[Bls12381G1.AFFINE], got = new long[Bls12381G1.AFFINE];
        long[] jac = new long[Bls12381G1.JACOBIAN], s = new long[Bls12381G1.SCRATCH];
        Bls12381G1.generator(g, 0);
        for (BigInteger k : ks) {
            long[] limbs = new long[Fr.L];
            for (int j = 0; j < Fr.L; j++) {
                limbs[j] = k.shiftRight(64 * j).longValue();
            }
            Bls12381G1.scalarMul(want, 0, g, 0, limbs, 0);
            GeneratorTable.mulJac(jac, 0, limbs, 0, s);
            Bls12381G1.jacToAffine(got, 0, jac, 0, s);
            assertTrue(Bls12381G1.equalAffine(want, 0, got, 0), "[k]G for k = " + k.toString(16));
        }
    }
}
