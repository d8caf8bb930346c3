package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.pairing.Bls12381PreparedG2;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * The deneb polynomial commitments (specs/deneb/polynomial-commitments.md) over one trusted setup:
 * blobs as polynomials in evaluation form over the bit-reversed 4096-element domain, commitments,
 * proofs at a point (with the spec's in-domain quotient), the Fiat-Shamir challenges and the
 * verification equations. Public inputs only: every path here is variable time.
 *
 * <p>Cost model: a commitment or a proof is one 4096-point G1 MSM over the Lagrange points (with
 * precomputation on, one bucket window over their {@link LagrangeTable} multiples instead; the
 * rest, an evaluation and a quotient, is about 5 n Fr products and one batch inversion); a
 * verification is a 3-point G1 combination and a 2-pairing check (the spec's G2 product by z is
 * moved to G1: e(π, [τ]₂) = e(C - [y]G + [z]π, G), and both G2 points' lines are prepared once); a batch of n is two G1 MSMs of n and 2n + 1
 * points and one 2-pairing check.
 */
final class Eip4844 {
    static final int N = TrustedSetup.G1_POINTS;
    static final int BYTES_PER_BLOB = N * Fr.BYTES;
    static final byte[] FIAT_SHAMIR_PROTOCOL_DOMAIN = "FSBLOBVERIFY_V1_".getBytes(StandardCharsets.US_ASCII);
    static final byte[] RANDOM_CHALLENGE_KZG_BATCH_DOMAIN = "RCKZGBATCH___V1_".getBytes(StandardCharsets.US_ASCII);

    private final TrustedSetup setup;
    private final Domain domain = Domain.of(N);
    /** [τ]₂ and G₂, the two G2 points of every verification, their Miller-loop lines computed once. */
    private final Bls12381PreparedG2[] verifierG2;
    private final long[] g1 = new long[Bls12381G1.AFFINE];

    /** Whether commitments and proofs take the fixed-base table ({@link LagrangeTable}), built on first use. */
    private final boolean fixedBase;
    private volatile LagrangeTable table;

    Eip4844(TrustedSetup setup, boolean fixedBase) {
        this.setup = setup;
        this.fixedBase = fixedBase;
        long[] g2 = new long[Bls12381G2.AFFINE];
        Bls12381G2.generator(g2, 0);
        this.verifierG2 = new Bls12381PreparedG2[] {Bls12381PreparedG2.of(setup.tauG2(), 0), Bls12381PreparedG2.of(g2, 0)};
        Bls12381G1.generator(g1, 0);
    }

    /** blob_to_polynomial: the 4096 canonical elements of {@code blob[off...]}. */
    static long[] blobToPolynomial(byte[] blob, int off, String what) {
        long[] p = new long[N * Fr.L];
        Fr.decode(blob, off, N, p, 0, what);
        return p;
    }

    /** blob_to_kzg_commitment on a decoded polynomial: an affine point. */
    long[] commit(long[] poly, MsmOptions options) {
        return lagrangeLincomb(poly, options);
    }

    /** sum_i k_i L_i over the bit-reversed Lagrange points: through the table when it is on. */
    private long[] lagrangeLincomb(long[] k, MsmOptions options) {
        return fixedBase ? table().lincomb(k, options) : G1.lincomb(setup.g1LagrangeBrp, k, N, options);
    }

    private LagrangeTable table() {
        LagrangeTable t = table;
        if (t == null) {
            synchronized (this) {
                t = table;
                if (t == null) {
                    t = LagrangeTable.build(setup.g1LagrangeBrp, N);
                    table = t;
                }
            }
        }
        return t;
    }

    /**
     * The differences z - ω_i, inverted in place (0 stays 0), and the index m with ω_m = z, or -1:
     * what both the evaluation and the quotient need.
     */
    private int invertedDifferences(long[] z, long[] inv) {
        int inDomain = -1;
        long[] w = domain.rootsBrp;
        for (int i = 0; i < N; i++) {
            Bls12381Fr.sub(inv, i * Fr.L, z, 0, w, i * Fr.L);
            if (Bls12381Fr.isZero(inv, i * Fr.L)) {
                inDomain = i;
            }
        }
        Bls12381Fr.batchInverse(inv, 0, N, new long[(N + 1) * Fr.L]);
        return inDomain;
    }

    /** evaluate_polynomial_in_evaluation_form, given the inverted differences and in-domain index. */
    private long[] evaluate(long[] poly, long[] z, long[] inv, int inDomain) {
        long[] y = new long[Fr.L];
        if (inDomain >= 0) {
            Bls12381Fr.copy(y, 0, poly, inDomain * Fr.L);
            return y;
        }
        long[] w = domain.rootsBrp;
        long[] t = new long[Fr.L];
        for (int i = 0; i < N; i++) {
            Bls12381Fr.mul(t, 0, poly, i * Fr.L, w, i * Fr.L);
            Bls12381Fr.mul(t, 0, t, 0, inv, i * Fr.L);
            Bls12381Fr.add(y, 0, y, 0, t, 0);
        }
        // (z^n - 1) / n
        Fr.pow(t, 0, z, 0, N);
        Bls12381Fr.sub(t, 0, t, 0, Fr.one(), 0);
        Bls12381Fr.mul(t, 0, t, 0, domain.invN, 0);
        Bls12381Fr.mul(y, 0, y, 0, t, 0);
        return y;
    }

    /** evaluate_polynomial_in_evaluation_form(poly, z). */
    long[] evaluate(long[] poly, long[] z) {
        long[] inv = new long[N * Fr.L];
        int m = invertedDifferences(z, inv);
        return evaluate(poly, z, inv, m);
    }

    /** compute_kzg_proof_impl: {proof (affine), y}. */
    long[][] proveAt(long[] poly, long[] z, MsmOptions options) {
        long[] inv = new long[N * Fr.L];
        int m = invertedDifferences(z, inv);
        long[] y = evaluate(poly, z, inv, m);
        long[] q = new long[N * Fr.L];
        long[] t = new long[Fr.L];
        long[] inDomainSum = new long[Fr.L];
        long[] w = domain.rootsBrp;
        for (int i = 0; i < N; i++) {
            if (i == m) {
                continue;
            }
            int e = i * Fr.L;
            // q_i = (p_i - y) / (ω_i - z) = -(p_i - y) / (z - ω_i)
            Bls12381Fr.sub(t, 0, y, 0, poly, e);
            Bls12381Fr.mul(q, e, t, 0, inv, e);
            if (m >= 0) {
                // compute_quotient_eval_within_domain: sum of (p_i - y) ω_i / (z (z - ω_i)); the 1/z after the loop
                Bls12381Fr.mul(t, 0, q, e, w, e);
                Bls12381Fr.sub(inDomainSum, 0, inDomainSum, 0, t, 0);
            }
        }
        if (m >= 0) {
            long[] zInv = new long[Fr.L];
            Bls12381Fr.inv(zInv, 0, z, 0);
            Bls12381Fr.mul(q, m * Fr.L, inDomainSum, 0, zInv, 0);
        }
        return new long[][] {lagrangeLincomb(q, options), y};
    }

    /**
     * verify_kzg_proof_impl: e(C - [y]G, -G₂) e(π, [τ - z]₂) = 1, checked in the equivalent form
     * e(π, [τ]₂) e(-(C - [y]G + [z]π), G₂) = 1, so that the products by y and z are on G1.
     */
    boolean verify(long[] commitment, long[] z, long[] y, long[] proof, MsmOptions options) {
        long[] points = new long[3 * G1.AFFINE];
        System.arraycopy(commitment, 0, points, 0, G1.AFFINE);
        System.arraycopy(g1, 0, points, G1.AFFINE, G1.AFFINE);
        System.arraycopy(proof, 0, points, 2 * G1.AFFINE, G1.AFFINE);
        long[] k = new long[3 * Fr.L];
        Bls12381Fr.setOne(k, 0);
        Bls12381Fr.neg(k, Fr.L, y, 0);
        Bls12381Fr.copy(k, 2 * Fr.L, z, 0);
        long[] rhs = G1.lincomb(points, k, 3, options);
        return pairingCheck(proof, rhs);
    }

    /** e(left, [τ]₂) = e(right, G₂), as the product e(left, [τ]₂) e(-right, G₂) = 1. */
    private boolean pairingCheck(long[] left, long[] right) {
        long[] g1s = new long[2 * G1.AFFINE];
        System.arraycopy(left, 0, g1s, 0, G1.AFFINE);
        Bls12381G1.negateAffine(g1s, G1.AFFINE, right, 0);
        return Bls12381Pairing.pairingCheck(g1s, verifierG2);
    }

    /** compute_challenge: hash_to_bls_field(domain ‖ uint128(4096) ‖ blob ‖ commitment). */
    static long[] challenge(byte[] blob, int blobOff, byte[] commitment, int commitmentOff) {
        MessageDigest md = Sha256.digest();
        md.update(FIAT_SHAMIR_PROTOCOL_DOMAIN);
        Sha256.putBigEndian(md, N, 16);
        md.update(blob, blobOff, BYTES_PER_BLOB);
        md.update(commitment, commitmentOff, G1.BYTES);
        return Fr.fromDigest(md.digest());
    }

    /**
     * verify_kzg_proof_batch over n decoded triples (commitments, proofs affine back to back; zs,
     * ys Fr vectors), with the encodings for the challenge: r = hash(domain ‖ uint64(4096) ‖
     * uint64(n) ‖ (C ‖ z ‖ y ‖ π)...), then e(Σ rⁱπᵢ, [τ]₂) = e(Σ rⁱ(Cᵢ - [yᵢ]G + [zᵢ]πᵢ), G₂).
     */
    boolean verifyBatch(int n, long[] commitments, byte[] commitmentBytes, long[] zs, long[] ys, long[] proofs,
            byte[] proofBytes, MsmOptions options) {
        if (n == 0) {
            return true;
        }
        MessageDigest md = Sha256.digest();
        md.update(RANDOM_CHALLENGE_KZG_BATCH_DOMAIN);
        Sha256.putBigEndian(md, N, 8);
        Sha256.putBigEndian(md, n, 8);
        byte[] fe = new byte[Fr.BYTES];
        for (int i = 0; i < n; i++) {
            md.update(commitmentBytes, i * G1.BYTES, G1.BYTES);
            Bls12381Fr.encode(zs, i * Fr.L, fe, 0);
            md.update(fe);
            Bls12381Fr.encode(ys, i * Fr.L, fe, 0);
            md.update(fe);
            md.update(proofBytes, i * G1.BYTES, G1.BYTES);
        }
        long[] r = Fr.fromDigest(md.digest());
        long[] rPowers = Domain.powers(r, n);
        long[] left = G1.lincomb(proofs, rPowers, n, options);
        // right: Σ rⁱ Cᵢ + Σ rⁱ zᵢ πᵢ - (Σ rⁱ yᵢ) G
        long[] points = new long[(2 * n + 1) * G1.AFFINE];
        long[] k = new long[(2 * n + 1) * Fr.L];
        long[] ySum = new long[Fr.L];
        long[] t = new long[Fr.L];
        System.arraycopy(commitments, 0, points, 0, n * G1.AFFINE);
        System.arraycopy(proofs, 0, points, n * G1.AFFINE, n * G1.AFFINE);
        System.arraycopy(g1, 0, points, 2 * n * G1.AFFINE, G1.AFFINE);
        for (int i = 0; i < n; i++) {
            Bls12381Fr.copy(k, i * Fr.L, rPowers, i * Fr.L);
            Bls12381Fr.mul(k, (n + i) * Fr.L, rPowers, i * Fr.L, zs, i * Fr.L);
            Bls12381Fr.mul(t, 0, rPowers, i * Fr.L, ys, i * Fr.L);
            Bls12381Fr.add(ySum, 0, ySum, 0, t, 0);
        }
        Bls12381Fr.neg(k, 2 * n * Fr.L, ySum, 0);
        long[] right = G1.lincomb(points, k, 2 * n + 1, options);
        return pairingCheck(left, right);
    }
}
