package dev.pippin.groth16;

import com.fasterxml.jackson.databind.JsonNode;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;

/**
 * A Groth16 verification key on bn254, read from snarkjs's {@code verification_key.json}
 * ({@code snarkjs zkey export verificationkey}): protocol "groth16", curve "bn128", nPublic,
 * vk_alpha_1 (G1), vk_beta_2, vk_gamma_2, vk_delta_2 (G2) and IC, the nPublic + 1 G1 points
 * that weigh the public signals (vk_alphabeta_12 is derived from alpha and beta and not read).
 *
 * <p>The key is the verifier's trusted input, so a key that cannot be right is a malformed file,
 * not a reason to reject proofs: every point must lie on its curve, the G2 points in the
 * order-r subgroup (a pairing with a point outside it means nothing), and alpha, beta, gamma and
 * delta must not be the point at infinity, where the check would ignore the public signals
 * (gamma) or pi_C (delta).
 */
public final class VerificationKey {
    /** nPublic is a Java array index into IC. */
    static final int MAX_PUBLIC = Integer.MAX_VALUE / Bn254G1.AFFINE - 1;

    private final Path path;
    private final int nPublic;
    /** Engine layout, affine. */
    final long[] alpha1 = new long[Bn254G1.AFFINE];
    final long[] beta2 = new long[Bn254G2.AFFINE], gamma2 = new long[Bn254G2.AFFINE], delta2 = new long[Bn254G2.AFFINE];
    /** IC_0 .. IC_nPublic, Bn254G1.AFFINE longs each. */
    final long[] ic;

    private VerificationKey(Path path, int nPublic) {
        this.path = path;
        this.nPublic = nPublic;
        this.ic = new long[(nPublic + 1) * Bn254G1.AFFINE];
    }

    /** Reads and checks a verification key; {@link MalformedFileException} names the field at fault. */
    public static VerificationKey read(Path path) throws IOException {
        SnarkjsJson j = SnarkjsJson.read(path);
        JsonNode root = j.object(j.root, "the top level");
        j.protocol(root, true);
        j.curve(root, true);
        JsonNode np = j.member(root, "nPublic");
        if (!np.isIntegralNumber() || !np.canConvertToLong() || np.asLong() < 0 || np.asLong() > MAX_PUBLIC) {
            throw j.error("nPublic", "expected a whole number from 0 to " + MAX_PUBLIC + ", got " + np);
        }
        int n = np.asInt();
        JsonNode icNode = j.array(j.member(root, "IC"), "IC", -1);
        if (icNode.size() != n + 1) {
            throw j.error("IC", "holds " + icNode.size() + " points, nPublic = " + n + " needs " + (n + 1));
        }
        VerificationKey vk = new VerificationKey(path, n);
        vk.fixedG1(j, root, "vk_alpha_1", vk.alpha1);
        vk.fixedG2(j, root, "vk_beta_2", vk.beta2);
        vk.fixedG2(j, root, "vk_gamma_2", vk.gamma2);
        vk.fixedG2(j, root, "vk_delta_2", vk.delta2);
        long[] s = new long[Bn254G1.SCRATCH];
        for (int i = 0; i <= n; i++) {
            String field = "IC[" + i + "]";
            int off = i * Bn254G1.AFFINE;
            Bn254G1.setAffine(vk.ic, off, j.g1(icNode.get(i), field));
            if (!Bn254G1.isOnCurve(vk.ic, off, s)) {
                throw j.error(field, "is not on the bn254-g1 curve");
            }
        }
        return vk;
    }

    private void fixedG1(SnarkjsJson j, JsonNode root, String field, long[] dst) {
        BigInteger[] p = j.g1(j.member(root, field), field);
        Bn254G1.setAffine(dst, 0, p);
        if (Bn254G1.isInfinity(dst, 0)) {
            throw j.error(field, "is the point at infinity (a degenerate key)");
        }
        if (!Bn254G1.isOnCurve(dst, 0, new long[Bn254G1.SCRATCH])) {
            throw j.error(field, "is not on the bn254-g1 curve");
        }
    }

    private void fixedG2(SnarkjsJson j, JsonNode root, String field, long[] dst) {
        BigInteger[] p = j.g2(j.member(root, field), field);
        Bn254G2.setAffine(dst, 0, p);
        if (Bn254G2.isInfinity(dst, 0)) {
            throw j.error(field, "is the point at infinity (a degenerate key)");
        }
        if (!Bn254G2.isOnCurve(dst, 0, new long[Bn254G2.SCRATCH])) {
            throw j.error(field, "is not on the bn254-g2 twist");
        }
        if (!Bn254G2.isInSubgroup(dst, 0)) {
            throw j.error(field, "is on the twist but not in the order-r subgroup of bn254-g2");
        }
    }

    public Path path() {
        return path;
    }

    /** How many public signals a proof under this key carries. */
    public int nPublic() {
        return nPublic;
    }
}
