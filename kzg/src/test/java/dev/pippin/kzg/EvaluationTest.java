package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * evaluate_polynomial_in_evaluation_form against the textbook barycentric formula in BigInteger
 * (RefKzg), in every lane mode: random blobs, blobs of critical values (0, r - 1, r - 2, limb
 * edges), z in the domain, z near r and small z.
 */
class EvaluationTest {
    private static final BigInteger R = RefKzg.R;

    private static long[] canonical(BigInteger[] e) {
        long[] p = new long[e.length * Fr.L];
        for (int i = 0; i < e.length; i++) {
            long[] limbs = dev.pippin.field.MontgomeryField.toLimbs(e[i], Fr.L);
            System.arraycopy(limbs, 0, p, i * Fr.L, Fr.L);
        }
        return p;
    }

    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void theBarycentricSumIsTheTextbookOne(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Eip4844 deneb = new Eip4844(TrustedSetup.mainnet(), false, 1);
        Random rnd = new Random(31);
        BigInteger[] critical = {BigInteger.ZERO, R.subtract(BigInteger.ONE), R.subtract(BigInteger.TWO),
            BigInteger.ONE.shiftLeft(52).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(208), BigInteger.ONE.shiftLeft(254).mod(R)};
        BigInteger[] zs = {new BigInteger(255, rnd).mod(R), R.subtract(BigInteger.ONE), BigInteger.TWO,
            RefKzg.ROOTS_BRP[17], RefKzg.ROOTS_BRP[4095], new BigInteger(255, rnd).mod(R)};
        for (int kind = 0; kind < 2; kind++) {
            BigInteger[] e = new BigInteger[RefKzg.N];
            for (int i = 0; i < e.length; i++) {
                e[i] = kind == 0 ? new BigInteger(256, rnd).mod(R) : critical[i % critical.length];
            }
            long[] poly = canonical(e);
            for (BigInteger zv : zs) {
                long[] z = new long[Fr.L];
                Bls12381Fr.fromBigInteger(z, 0, zv);
                long[] y = deneb.evaluate(poly, z, lanes);
                assertEquals(RefKzg.evaluate(e, zv), Bls12381Fr.toBigInteger(y, 0), "kind " + kind + ", z " + zv);
            }
        }
    }

    /**
     * compute_kzg_proof_impl on each lane mode against the scalar path (OFF), whose quotient the
     * reference vectors check: z outside the domain (the lanes' quotient) and inside it.
     */
    @ParameterizedTest
    @EnumSource(LaneMode.class)
    void proofsAreThoseOfTheScalarPath(LaneMode lanes) {
        VectorModule.assume(lanes.runsHere());
        Eip4844 deneb = new Eip4844(TrustedSetup.mainnet(), false, 1);
        Random rnd = new Random(32);
        BigInteger[] e = new BigInteger[RefKzg.N];
        for (int i = 0; i < e.length; i++) {
            e[i] = i % 7 == 0 ? R.subtract(BigInteger.ONE) : new BigInteger(256, rnd).mod(R);
        }
        long[] poly = canonical(e);
        dev.pippin.msm.MsmOptions plain = dev.pippin.msm.MsmOptions.defaults().withThreads(1).withLanes(LaneMode.OFF);
        dev.pippin.msm.MsmOptions mode = dev.pippin.msm.MsmOptions.defaults().withThreads(1).withLanes(lanes);
        for (BigInteger zv : new BigInteger[] {new BigInteger(255, rnd).mod(R), RefKzg.ROOTS_BRP[100]}) {
            long[] z = new long[Fr.L];
            Bls12381Fr.fromBigInteger(z, 0, zv);
            long[][] expected = deneb.proveAt(poly, z, plain);
            long[][] got = deneb.proveAt(poly, z, mode);
            org.junit.jupiter.api.Assertions.assertArrayEquals(G1.encode(expected[0], 0), G1.encode(got[0], 0), "proof, z " + zv);
            assertEquals(Bls12381Fr.toBigInteger(expected[1], 0), Bls12381Fr.toBigInteger(got[1], 0), "y, z " + zv);
        }
    }
}
