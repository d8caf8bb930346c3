package dev.pippin.groth16;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.glv.Bn254G1SecretMul;
import dev.pippin.glv.Bn254G2SecretMul;
import dev.pippin.glv.SecretScalars;
import java.util.Arrays;

/**
 * The proof's points from the five MSM sums, the key's fixed points and the blinding, as
 * snarkjs's prover adds them:
 * <pre>
 *   pi_A = alpha1 + sum_A + r delta1
 *   pi_B = beta2 + sum_B2 + s delta2
 *   B1   = beta1 + sum_B1 + s delta1
 *   pi_C = sum_C + sum_H + s pi_A + r B1 - r s delta1
 * </pre>
 * A handful of additions and five scalar multiplications: not worth the engine. The
 * multiplications are by the secret blinding and the sums mix blinded and witness-dependent
 * points, so all of it is constant time: the glv module's SecretMul classes (masked tables,
 * complete formulas, Fermat inversions; about ten inversions, well under a millisecond).
 */
final class Assembly {
    private Assembly() {}

    private static final SecretScalars FR = SecretScalars.BN254;

    /** The MSM sums, affine in the engine's layout. */
    record Sums(long[] a, long[] b1, long[] b2, long[] c, long[] h) {}

    /** The proof's points, affine in the engine's layout. */
    record Points(long[] piA, long[] piB, long[] piC) {}

    static Points assemble(ZKey key, Sums sums, Blinding blinding) {
        long[] r = blinding.r(), s = blinding.s();
        long[] rs = new long[4];
        long[] t = new long[Bn254G2.AFFINE];
        try {
            FR.mul(rs, r, s); // r s mod the group order, in constant time

            long[] piA = sums.a().clone();
            Bn254G1SecretMul.addAffine(piA, 0, piA, 0, key.alpha1, 0);
            addMultipleG1(piA, key.delta1, r, t);

            long[] piB = sums.b2().clone();
            Bn254G2SecretMul.addAffine(piB, 0, piB, 0, key.beta2, 0);
            Bn254G2SecretMul.mul(t, 0, key.delta2, 0, s, 0); // delta2 passed the subgroup check (ZKey)
            Bn254G2SecretMul.addAffine(piB, 0, piB, 0, t, 0);

            long[] b1 = sums.b1().clone();
            Bn254G1SecretMul.addAffine(b1, 0, b1, 0, key.beta1, 0);
            addMultipleG1(b1, key.delta1, s, t);

            long[] piC = sums.c().clone();
            Bn254G1SecretMul.addAffine(piC, 0, piC, 0, sums.h(), 0);
            addMultipleG1(piC, piA, s, t);
            addMultipleG1(piC, b1, r, t);
            // - r s delta1 as (r s)(-delta1): the public point is negated, the secret scalar is not
            long[] negDelta1 = new long[Bn254G1.AFFINE];
            Bn254G1.negateAffine(negDelta1, 0, key.delta1, 0);
            addMultipleG1(piC, negDelta1, rs, t);
            return new Points(piA, piB, piC);
        } finally {
            Arrays.fill(rs, 0L);
            Arrays.fill(t, 0L);
        }
    }

    /** acc += k p in G1 for a secret scalar k, in constant time (p too may depend on secrets; G1 has cofactor 1). */
    private static void addMultipleG1(long[] acc, long[] p, long[] k, long[] t) {
        Bn254G1SecretMul.mul(t, 0, p, 0, k, 0);
        Bn254G1SecretMul.addAffine(acc, 0, acc, 0, t, 0);
    }
}
