package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * clear_cofactor against plain scalar multiplication by the suites' h_eff (RFC 9380, sections
 * 8.8.1 and 8.8.2) in the BigInteger reference, on random curve points outside the subgroup.
 * For G2 this checks Budroni and Pintore's psi decomposition against the 636-bit h_eff it
 * replaces.
 */
class CofactorClearingTest {
    static final BigInteger H_EFF_G1 = new BigInteger("d201000000010001", 16);
    static final BigInteger H_EFF_G2 = new BigInteger("bc69f08f2ee75b3584c6a0ea91b352888e2a8e9145ad7689986ff031508ffe1329c2f178731db956d82bf015d1212b02ec0ec69d7477c1ae954cbc06689f6a359894c0adebbf6b4e8020005aaa95551", 16);

    @Test
    void g1IsMultiplicationByOneMinusX() {
        // h_eff = 1 - x for the curve parameter x = -0xd201000000010000.
        assertEquals(H_EFF_G1, BigInteger.ONE.add(new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS))));
        Random rnd = new Random(1);
        for (int i = 0; i < 6; i++) {
            BigInteger[][] p = Points.random(Points.E1, rnd);
            long[] a = Points.flat(p, 1);
            assertFalse(Bls12381G1.isInSubgroup(a, 0), "random point " + i + " should lie outside G1");
            long[] r = new long[Bls12381G1.AFFINE];
            Bls12381HashToCurve.clearCofactorG1(r, 0, a, 0);
            IsogenyTest.assertPoint(Points.E1.mul(p, H_EFF_G1), Points.point(r, 0, 1), "h_eff P, sample " + i);
            assertTrue(Bls12381G1.isValid(r, 0));
            // h_eff is not the cofactor: h P is another point of G1.
            assertFalse(Arrays.deepEquals(Points.E1.mul(p, Bls12381G1.COFACTOR), Points.point(r, 0, 1)));
        }
    }

    @Test
    void g2PsiMethodIsMultiplicationByHEff() {
        Random rnd = new Random(2);
        for (int i = 0; i < 3; i++) {
            BigInteger[][] p = Points.random(Points.E2, rnd);
            long[] a = Points.flat(p, 2);
            assertFalse(Bls12381G2.isInSubgroup(a, 0), "random point " + i + " should lie outside G2");
            long[] r = new long[Bls12381G2.AFFINE];
            Bls12381HashToCurve.clearCofactorG2(r, 0, a, 0);
            IsogenyTest.assertPoint(Points.E2.mul(p, H_EFF_G2), Points.point(r, 0, 2), "h_eff P, sample " + i);
            assertTrue(Bls12381G2.isValid(r, 0));
        }
    }

    @Test
    void g2OnTheSubgroupItIsMultiplicationByHEffModR() {
        long[] g = new long[Bls12381G2.AFFINE];
        Bls12381G2.generator(g, 0);
        long[] r = new long[Bls12381G2.AFFINE];
        Bls12381HashToCurve.clearCofactorG2(r, 0, g, 0);
        IsogenyTest.assertPoint(Points.E2.mul(Points.point(g, 0, 2), H_EFF_G2.mod(Bls12381G2.ORDER)), Points.point(r, 0, 2), "h_eff G");
    }

    @Test
    void infinityStaysInfinity() {
        long[] o1 = new long[Bls12381G1.AFFINE], r1 = new long[Bls12381G1.AFFINE];
        r1[0] = 1;
        Bls12381HashToCurve.clearCofactorG1(r1, 0, o1, 0);
        assertTrue(Bls12381G1.isInfinity(r1, 0));
        long[] o2 = new long[Bls12381G2.AFFINE], r2 = new long[Bls12381G2.AFFINE];
        r2[0] = 1;
        Bls12381HashToCurve.clearCofactorG2(r2, 0, o2, 0);
        assertTrue(Bls12381G2.isInfinity(r2, 0));
    }
}
