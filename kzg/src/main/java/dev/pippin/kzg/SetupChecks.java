package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bls12381Pairing;
import java.security.SecureRandom;
import java.util.Arrays;

/**
 * That decoded setup points (each on its curve and in its subgroup) form a KZG setup: for one
 * secret τ, G1 monomial point i is [τ^i]₁, G2 monomial point i is [τ^i]₂, and the Lagrange points
 * are [ℓ_k(τ)]₁ for the Lagrange basis ℓ_k of the 4096 roots of unity ω^k in natural order (so
 * Σ_k q(ω^k) [ℓ_k(τ)]₁ = [q(τ)]₁ for every q of degree below 4096).
 *
 * <p>Each family of equations is checked at once on a random linear combination: with
 * coefficients uniform below 2^254, drawn after the setup is fixed, a setup that breaks any
 * equation passes with probability at most 2^-254 (the two sides differ by a combination of the
 * broken equations' nonzero residues, in groups of prime order r &gt; 2^254). The coefficients
 * come from {@link SecureRandom}: a setup's author who could predict them could tune a bad setup
 * to pass. Cost: a G1 MSM of 8192 points and one of 4095, two G2 MSMs of 64, an FFT of 4096 and
 * three two-pair pairing checks; a failing setup costs one more MSM, to name what failed.
 */
final class SetupChecks {
    private SetupChecks() {}

    private static final int N1 = TrustedSetup.G1_POINTS, N2 = TrustedSetup.G2_POINTS, L = Fr.L;
    private static final int A1 = Bls12381G1.AFFINE, A2 = Bls12381G2.AFFINE;
    /** The top byte's mask of a big-endian random coefficient: below 2^254 &lt; r, uniform with no reduction. */
    private static final int COEFFICIENT_TOP_MASK = 0x3f;

    /**
     * Throws {@link KzgException} (INVALID_SETUP) unless the points, affine, Montgomery form, the
     * Lagrange ones in natural order, are a setup as described above.
     */
    static void check(long[] g1LagrangeNatural, long[] g2Monomial, long[] g1Monomial, MsmOptions options) {
        SecureRandom random = new SecureRandom();
        long[] g1 = new long[A1], g2 = new long[A2];
        Bls12381G1.generator(g1, 0);
        Bls12381G2.generator(g2, 0);
        if (!Bls12381G1.equalAffine(g1Monomial, 0, g1, 0)) {
            throw TrustedSetup.invalid("G1 monomial point 0 is not the G1 generator");
        }
        if (!Bls12381G2.equalAffine(g2Monomial, 0, g2, 0)) {
            throw TrustedSetup.invalid("G2 monomial point 0 is not the G2 generator");
        }
        // e([τ]₁, G₂) = e(G₁, [τ]₂): the two monomial sets start with one τ
        if (!pairsEqual(g1Monomial, A1, g2, 0, g1, 0, g2Monomial, A2)) {
            throw TrustedSetup.invalid("G1 monomial point 1 and G2 monomial point 1 are not [τ]₁ and [τ]₂ of one τ");
        }
        // e(G₁, Σ c_i [τ^(i+1)]₂) = e([τ]₁, Σ c_i [τ^i]₂): each G2 monomial point is τ times the one before
        long[] c2 = coefficients(random, N2 - 1);
        long[] next = Msm.computeMontgomeryScalars(MsmGroup.BLS12_381_G2, Arrays.copyOfRange(g2Monomial, A2, N2 * A2), c2, options);
        long[] prev = Msm.computeMontgomeryScalars(MsmGroup.BLS12_381_G2, Arrays.copyOf(g2Monomial, (N2 - 1) * A2), c2, options);
        if (!pairsEqual(g1, 0, next, 0, g1Monomial, A1, prev, 0)) {
            throw TrustedSetup.invalid("the G2 monomial points are not the successive powers [τ^i]₂");
        }
        checkG1(g1LagrangeNatural, g1Monomial, g2Monomial, random, options);
    }

    /**
     * The two G1 families, folded into one pairing equation. With c_i, a_j random and
     * p(X) = Σ a_j X^j:
     * <ul>
     * <li>each monomial point is τ times the one before: Σ c_i M_(i+1) = τ Σ c_i M_i (i &lt; 4095);
     * <li>the Lagrange points are their Lagrange form: Σ p(ω^k) L_k - Σ a_j M_j = O;
     * </ul>
     * both as e(Σ c_i M_(i+1) + Σ p(ω^k) L_k - Σ a_j M_j, G₂) = e(Σ c_i M_i, [τ]₂): its exponents
     * are a linear form in the independent c_i and a_j, zero only if every equation holds (but
     * for a chance of 2^-254). This saves the MSM a separate check of the first family would take.
     */
    private static void checkG1(long[] lagrange, long[] monomial, long[] g2Monomial, SecureRandom random, MsmOptions options) {
        long[] c = coefficients(random, N1 - 1);
        long[] a = coefficients(random, N1);
        long[] evaluations = a.clone();
        FrFft.fft(evaluations, 0, N1, options.lanes());
        long[] points = concat(monomial, lagrange);
        long[] weights = new long[2 * N1 * L];                       // c_(j-1) - a_j on M_j, p(ω^k) on L_k
        System.arraycopy(c, 0, weights, L, (N1 - 1) * L);
        for (int j = 0; j < N1; j++) {
            Bls12381Fr.sub(weights, j * L, weights, j * L, a, j * L);
        }
        System.arraycopy(evaluations, 0, weights, N1 * L, N1 * L);
        long[] left = Msm.computeMontgomeryScalars(MsmGroup.BLS12_381_G1, points, weights, options);
        long[] right = Msm.computeMontgomeryScalars(MsmGroup.BLS12_381_G1, Arrays.copyOf(monomial, (N1 - 1) * A1), c, options);
        long[] g2 = new long[A2];
        Bls12381G2.generator(g2, 0);
        if (pairsEqual(left, 0, g2, 0, right, 0, g2Monomial, A2)) {
            return;
        }
        // which family fails: the Lagrange identity alone
        Arrays.fill(weights, 0, N1 * L, 0);
        for (int j = 0; j < N1; j++) {
            Bls12381Fr.neg(weights, j * L, a, j * L);
        }
        if (Bls12381G1.isInfinity(Msm.computeMontgomeryScalars(MsmGroup.BLS12_381_G1, points, weights, options), 0)) {
            throw TrustedSetup.invalid("the G1 monomial points are not the successive powers [τ^i]₁ of the G2 monomial points' τ");
        }
        throw TrustedSetup.invalid("the G1 Lagrange points are not the Lagrange form of the G1 monomial points");
    }

    /** count uniform coefficients below 2^254, Montgomery form, 4 limbs each. */
    private static long[] coefficients(SecureRandom random, int count) {
        byte[] bytes = new byte[count * Fr.BYTES];
        random.nextBytes(bytes);
        long[] c = new long[count * L];
        for (int i = 0; i < count; i++) {
            bytes[i * Fr.BYTES] &= COEFFICIENT_TOP_MASK;             // big-endian: the top byte
            Bls12381Fr.decode(bytes, i * Fr.BYTES, c, i * L);
        }
        return c;
    }

    private static long[] concat(long[] a, long[] b) {
        long[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    /** Whether e(P, Q) = e(R, S), as e(P, Q) e(-R, S) = 1; P, R affine G1 and Q, S affine G2 at their offsets. */
    private static boolean pairsEqual(long[] p, int po, long[] q, int qo, long[] r, int ro, long[] s, int so) {
        long[] g1s = new long[2 * A1], g2s = new long[2 * A2];
        Bls12381G1.copyAffine(g1s, 0, p, po);
        Bls12381G1.negateAffine(g1s, A1, r, ro);
        Bls12381G2.copyAffine(g2s, 0, q, qo);
        Bls12381G2.copyAffine(g2s, A2, s, so);
        return Bls12381Pairing.pairingCheck(g1s, g2s, 2);
    }
}
