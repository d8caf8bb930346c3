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

    /** r (Jacobian) = h_eff p for the affine p, as {@link #g2} before its inversion. */
    static void g2Jacobian(long[] r, int ro, long[] p, int po) {
        g2Jacobian(r, ro, p, po, 1, ClearCofactor::scalarSeedMultiples);
    }

    private static void scalarSeedMultiples(long[] r, int ro, long[] a, int ao, int count) {
        long[] s = new long[Bls12381G2.SCRATCH];
        for (int i = 0; i < count; i++) {
            Bls12381G2.mulSeedAbs(r, ro + i * Bls12381G2.JACOBIAN, a, ao + i * Bls12381G2.AFFINE, s);
        }
    }

    /**
     * r (count Jacobian points from ro) = h_eff p_i for the count affine points p_i (from po), the
     * multiplications by |x| by mul over all the points at once. psi(P) is taken affine and
     * [x] P + psi(P) is made affine (one inversion for all the points) before its multiplication,
     * so that three of the additions and that multiplication's five are mixed ones (7M + 4S)
     * rather than full Jacobian ones (11M + 5S). r may not overlap p.
     */
    static void g2Jacobian(long[] r, int ro, long[] p, int po, int count, Bls12381HashToCurve.G2SeedMultiples mul) {
        final int j = Bls12381G2.JACOBIAN, a = Bls12381G2.AFFINE;
        long[] t1 = new long[count * j], t2 = new long[count * j], t3 = new long[count * j];
        long[] psiP = new long[count * a], mid = new long[count * a];
        long[] s = new long[Bls12381G2.SCRATCH];
        mul.mulSeedAbs(t1, 0, p, po, count);
        for (int i = 0; i < count; i++) {
            int pi = po + i * a, ji = i * j, ai = i * a;
            Bls12381G2.jacNegate(t1, ji, t1, ji);                               // t1 = x P (x < 0)
            Bls12381G2.psi(psiP, ai, p, pi, s);                                 // psi(P)
            Bls12381G2.jacFromAffine(t3, ji, p, pi);
            Bls12381G2.jacDouble(t3, ji, t3, ji, s);
            Bls12381G2.jacPsi(t3, ji, t3, ji, s);
            Bls12381G2.jacPsi(t3, ji, t3, ji, s);                               // t3 = psi^2(2P)
            Bls12381G2.jacAddMixed(t3, ji, t3, ji, psiP, ai, true, s);          // t3 = t3 - psi(P)
            Bls12381G2.jacAddMixed(t2, ji, t1, ji, psiP, ai, false, s);         // t2 = x P + psi(P)
        }
        Bls12381G2.batchJacToAffine(t2, 0, mid, 0, count, new long[count * Bls12381G2.COORD], s);
        mul.mulSeedAbs(t2, 0, mid, 0, count);
        for (int i = 0; i < count; i++) {
            int ji = i * j;
            Bls12381G2.jacNegate(t2, ji, t2, ji);                               // t2 = x (x P + psi(P))
            Bls12381G2.jacAdd(t3, ji, t3, ji, t2, ji, s);                       // t3 = t3 + t2
            Bls12381G2.jacNegate(t1, ji, t1, ji);
            Bls12381G2.jacAdd(t3, ji, t3, ji, t1, ji, s);                       // t3 = t3 - x P
            Bls12381G2.jacAddMixed(r, ro + ji, t3, ji, p, po + i * a, true, s); // Q = t3 - P
        }
    }
}
