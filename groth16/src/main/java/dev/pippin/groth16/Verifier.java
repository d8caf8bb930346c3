package dev.pippin.groth16;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.field.Bn254Fr;
import dev.pippin.field.MontgomeryField;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bn254Pairing;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * The Groth16 check snarkjs's {@code groth16 verify} makes, with two checks it leaves out (the
 * count of public signals, and pi_B's subgroup): the public signals are as many as the key
 * expects and each below r, pi_A and pi_C lie on G1 (cofactor 1), pi_B on the twist and in the
 * order-r subgroup (a pairing with a point outside it is not Groth16's), and then one multi-pairing,
 * <pre>
 *   e(-pi_A, pi_B) e(alpha1, beta2) e(L, gamma2) e(pi_C, delta2) = 1,   L = IC_0 + sum_i s_i IC_i
 * </pre>
 * that is e(pi_A, pi_B) = e(alpha1, beta2) e(L, gamma2) e(pi_C, delta2), with one shared Miller
 * loop and one final exponentiation for the four pairs.
 */
final class Verifier {
    private Verifier() {}

    private static final int PAIRS = 4;
    private static final int G1 = Bn254G1.AFFINE, G2 = Bn254G2.AFFINE;
    /** L is a small MSM (one point per public signal): not worth a second thread. */
    private static final MsmOptions ONE_THREAD = MsmOptions.defaults().withThreads(1);

    static Verdict verify(VerificationKey vk, Proof proof) {
        List<BigInteger> signals = proof.publicSignals();
        if (signals.size() != vk.nPublic()) {
            return Verdict.invalid(signals.size() + " public signals, " + vk.path().getFileName() + " expects " + vk.nPublic());
        }
        long[] scalars = new long[signals.size() * Bn254Fr.LIMBS];
        for (int i = 0; i < signals.size(); i++) {
            BigInteger v = signals.get(i);
            if (v.signum() < 0 || v.compareTo(Bn254Fr.MODULUS) >= 0) {
                return Verdict.invalid("public signal [" + i + "] is not below the group order r");
            }
            System.arraycopy(MontgomeryField.toLimbs(v, Bn254Fr.LIMBS), 0, scalars, i * Bn254Fr.LIMBS, Bn254Fr.LIMBS);
        }
        long[] g1 = new long[PAIRS * G1], g2 = new long[PAIRS * G2];
        long[] s = new long[Bn254G2.SCRATCH];
        Bn254G1.setAffine(g1, 0, proof.piA().toArray(BigInteger[]::new));
        if (!Bn254G1.isOnCurve(g1, 0, s)) {
            return Verdict.invalid("pi_a is not on the bn254-g1 curve");
        }
        Bn254G2.setAffine(g2, 0, proof.piB().toArray(BigInteger[]::new));
        if (!Bn254G2.isOnCurve(g2, 0, s)) {
            return Verdict.invalid("pi_b is not on the bn254-g2 twist");
        }
        if (!Bn254G2.isInSubgroup(g2, 0)) {
            return Verdict.invalid("pi_b is on the twist but not in the order-r subgroup of bn254-g2");
        }
        Bn254G1.setAffine(g1, 3 * G1, proof.piC().toArray(BigInteger[]::new));
        if (!Bn254G1.isOnCurve(g1, 3 * G1, s)) {
            return Verdict.invalid("pi_c is not on the bn254-g1 curve");
        }
        Bn254G1.negateAffine(g1, 0, g1, 0);
        Bn254G1.copyAffine(g1, G1, vk.alpha1, 0);
        Bn254G2.copyAffine(g2, G2, vk.beta2, 0);
        Bn254G1.copyAffine(g1, 2 * G1, vk.ic, 0);
        if (!signals.isEmpty()) {
            long[] weighted = Msm.computeLimbs(MsmGroup.BN254_G1, Arrays.copyOfRange(vk.ic, G1, vk.ic.length), scalars, ONE_THREAD);
            Bn254G1.addAffine(g1, 2 * G1, g1, 2 * G1, weighted, 0, s);
        }
        Bn254G2.copyAffine(g2, 2 * G2, vk.gamma2, 0);
        Bn254G2.copyAffine(g2, 3 * G2, vk.delta2, 0);
        return Bn254Pairing.pairingCheck(g1, g2, PAIRS) ? Verdict.VALID
                : Verdict.invalid("the pairing check failed: the proof does not match these public signals under this key");
    }
}
