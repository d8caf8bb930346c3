package dev.pippin.curve.hash;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;

/**
 * clear_cofactor for BLS12-381 (RFC 9380, section 7): multiplication by the suites' h_eff, which
 * sends any point of E1 or E2 into the order-r subgroup. h_eff is not the cofactor h: it is the
 * scalar the fast methods compute (and it clears the cofactor too), so interoperable results
 * are h_eff P; h P is a different point of the subgroup.
 */
final class ClearCofactor {
    private ClearCofactor() {}

    /** G1's h_eff = 1 - x for the curve parameter x = -0xd201000000010000 (RFC 9380, section 8.8.1). */
    static final long H_EFF_G1 = 0xd201000000010001L;

    /** r = h_eff p = [|x|] p + p on E1 (affine in and out; infinity stays infinity). */
    static void g1(long[] r, int ro, long[] p, int po) {
        long[] s = new long[Bls12381G1.SCRATCH];
        long[] j = new long[Bls12381G1.JACOBIAN];
        Bls12381G1.mulSeedAbs(j, 0, p, po, s);
        Bls12381G1.jacAddMixed(j, 0, j, 0, p, po, false, s);
        Bls12381G1.jacToAffine(r, ro, j, 0, s);
    }

    /**
     * r = h_eff p on E2 by Budroni and Pintore's psi decomposition (RFC 9380, appendix G.3):
     * h_eff P = [x^2 - x - 1] P + [x - 1] psi(P) + psi^2(2P) for the h_eff of section 8.8.2,
     * with psi the untwist-Frobenius-twist endomorphism of {@link Bls12381G2#psi} and psi^2
     * applied as psi twice. Two 64-bit multiplications by |x| instead of one by the 636-bit
     * h_eff, all in Jacobian coordinates ({@link Bls12381G2#jacPsi} maps them as they are),
     * with one inversion at the end ({@link #g2Jacobian} leaves it to the caller). Affine in and out.
     */
    static void g2(long[] r, int ro, long[] p, int po) {
        long[] q = new long[Bls12381G2.JACOBIAN];
        g2Jacobian(q, 0, p, po);
        Bls12381G2.jacToAffine(r, ro, q, 0, new long[Bls12381G2.SCRATCH]);
    }

    /**
     * r (Jacobian) = h_eff p for the affine p, as {@link #g2} before its inversion. psi(P) is
     * taken affine and [x] P + psi(P) is made affine (one inversion) before its multiplication,
     * so that three of the additions and that multiplication's five are mixed ones (7M + 4S)
     * rather than full Jacobian ones (11M + 5S).
     */
    static void g2Jacobian(long[] r, int ro, long[] p, int po) {
        final int j = Bls12381G2.JACOBIAN, a = Bls12381G2.AFFINE;
        final int t1 = 0, t2 = j, t3 = 2 * j;
        long[] t = new long[3 * j];
        long[] pa = new long[2 * a];                            // psi(P), then x P + psi(P), affine
        long[] s = new long[Bls12381G2.SCRATCH];
        Bls12381G2.mulSeedAbs(t, t1, p, po, s);
        Bls12381G2.jacNegate(t, t1, t, t1);                     // t1 = x P (x < 0)
        Bls12381G2.psi(pa, 0, p, po, s);                        // t2 = psi(P)
        Bls12381G2.jacFromAffine(t, t3, p, po);
        Bls12381G2.jacDouble(t, t3, t, t3, s);
        Bls12381G2.jacPsi(t, t3, t, t3, s);
        Bls12381G2.jacPsi(t, t3, t, t3, s);                     // t3 = psi^2(2 P)
        Bls12381G2.jacAddMixed(t, t3, t, t3, pa, 0, true, s);   // t3 = t3 - t2
        Bls12381G2.jacAddMixed(t, t2, t, t1, pa, 0, false, s);  // t2 = t1 + t2
        Bls12381G2.jacToAffine(pa, a, t, t2, s);
        Bls12381G2.mulSeedAbs(t, t2, pa, a, s);
        Bls12381G2.jacNegate(t, t2, t, t2);                     // t2 = x t2
        Bls12381G2.jacAdd(t, t3, t, t3, t, t2, s);              // t3 = t3 + t2
        Bls12381G2.jacNegate(t, t1, t, t1);
        Bls12381G2.jacAdd(t, t3, t, t3, t, t1, s);              // t3 = t3 - t1
        Bls12381G2.jacAddMixed(r, ro, t, t3, p, po, true, s);   // Q = t3 - P
    }
}
