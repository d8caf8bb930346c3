package dev.pippin.groth16;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.field.Bn254Fr;
import dev.pippin.field.MontgomeryField;
import java.math.BigInteger;

/**
 * The proof's points from the five MSM sums, the key's fixed points and the blinding, as
 * snarkjs's prover adds them:
 * <pre>
 *   pi_A = alpha1 + sum_A + r delta1
 *   pi_B = beta2 + sum_B2 + s delta2
 *   B1   = beta1 + sum_B1 + s delta1
 *   pi_C = sum_C + sum_H + s pi_A + r B1 - r s delta1
 * </pre>
 * A handful of additions and five scalar multiplications: not worth the engine.
 */
final class Assembly {
    private Assembly() {}

    /** The MSM sums, affine in the engine's layout. */
    record Sums(long[] a, long[] b1, long[] b2, long[] c, long[] h) {}

    /** The proof's points, affine in the engine's layout. */
    record Points(long[] piA, long[] piB, long[] piC) {}

    static Points assemble(ZKey key, Sums sums, Blinding blinding) {
        long[] r = limbs(blinding.r()), s = limbs(blinding.s());
        long[] rsNeg = limbs(blinding.r().multiply(blinding.s()).negate().mod(Bn254Fr.MODULUS));
        long[] sc = new long[Bn254G2.SCRATCH];
        long[] t = new long[Bn254G2.AFFINE];

        long[] piA = sums.a().clone();
        Bn254G1.addAffine(piA, 0, piA, 0, key.alpha1, 0, sc);
        addMultipleG1(piA, key.delta1, r, t, sc);

        long[] piB = sums.b2().clone();
        Bn254G2.addAffine(piB, 0, piB, 0, key.beta2, 0, sc);
        Bn254G2.scalarMul(t, 0, key.delta2, 0, s, 0);
        Bn254G2.addAffine(piB, 0, piB, 0, t, 0, sc);

        long[] b1 = sums.b1().clone();
        Bn254G1.addAffine(b1, 0, b1, 0, key.beta1, 0, sc);
        addMultipleG1(b1, key.delta1, s, t, sc);

        long[] piC = sums.c().clone();
        Bn254G1.addAffine(piC, 0, piC, 0, sums.h(), 0, sc);
        addMultipleG1(piC, piA, s, t, sc);
        addMultipleG1(piC, b1, r, t, sc);
        addMultipleG1(piC, key.delta1, rsNeg, t, sc);
        return new Points(piA, piB, piC);
    }

    /** acc += k p in G1. */
    private static void addMultipleG1(long[] acc, long[] p, long[] k, long[] t, long[] sc) {
        Bn254G1.scalarMul(t, 0, p, 0, k, 0);
        Bn254G1.addAffine(acc, 0, acc, 0, t, 0, sc);
    }

    private static long[] limbs(BigInteger v) {
        return MontgomeryField.toLimbs(v, Bn254Fr.LIMBS);
    }
}
