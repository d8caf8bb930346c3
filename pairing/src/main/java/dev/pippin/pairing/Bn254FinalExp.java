package dev.pippin.pairing;

import dev.pippin.curve.Bn254G2;
import java.math.BigInteger;

/**
 * bn254's final exponentiation f^(c (p^12 - 1) / r), c = 2x (6x^2 + 3x + 1), x = {@link Bn254G2#SEED}.
 * Easy part f^((p^6 - 1)(p^2 + 1)) by a conjugation, an inversion and a Frobenius; it lands in the
 * cyclotomic subgroup, where squaring is Granger-Scott's and inversion is conjugation. Hard part
 * by Fuentes-Castaneda, Knapp, Rodriguez-Henriquez, "Faster hashing to G2" (SAC 2011), sec. 6:
 * c (p^4 - p^2 + 1) / r = l0 + l1 p + l2 p^2 + l3 p^3 with l0 = 12x^3 + 12x^2 + 6x + 1,
 * l1 = 12x^3 + 6x^2 + 4x, l2 = 12x^3 + 6x^2 + 6x, l3 = 12x^3 + 6x^2 + 4x - 1, computed from
 * m^x, m^(6x^2), m^(12x^3) (three exponentiations by x) as in Duquesne, Ghammam, "Memory-saving
 * computation of the pairing final exponentiation on BN curves" (eprint 2015/192). Each
 * exponentiation walks x's width-4 NAF: 63 cyclotomic squarings (one for the table) and 16
 * multiplications (3 to build the table m, m^3, m^5, m^7), against 23 along the plain NAF and
 * 27 along the bits.
 * The multiple c is coprime to r, so the result is still a non-degenerate bilinear pairing.
 */
final class Bn254FinalExp {
    private Bn254FinalExp() {}

    /** c: the result is the reduced pairing raised to it. */
    static final BigInteger MULTIPLE;
    /** Width-4 NAF of x, least significant first. */
    private static final byte[] X_NAF;
    static {
        BigInteger x = BigInteger.valueOf(Bn254G2.SEED);
        MULTIPLE = x.shiftLeft(1).multiply(x.multiply(x).multiply(BigInteger.valueOf(6))
                .add(x.multiply(BigInteger.valueOf(3))).add(BigInteger.ONE));
        X_NAF = Naf.wnaf(x, 4);
    }

    private static final int L = Bn254Fp12.LIMBS;
    // Workspace slots (Fp12 elements).
    private static final int M = 0, A = L, B = 2 * L, C = 3 * L, D = 4 * L, T = 5 * L,
            TABLE = 6 * L, ODD = 4, SQ = TABLE + ODD * L, NEG = SQ + L;
    static final int WORK = NEG + L;

    /** r = f^(c (p^12 - 1) / r); w has {@link #WORK} longs, s {@link Bn254Fp12#SCRATCH}. r may alias f. */
    static void apply(long[] r, int ro, long[] f, int fo, long[] w, long[] s) {
        // Easy part: m = f^((p^6 - 1)(p^2 + 1)).
        Bn254Fp12.inv(w, T, f, fo, s);
        Bn254Fp12.conjugate(w, M, f, fo);
        Bn254Fp12.mul(w, M, w, M, w, T, s);
        Bn254Fp12.frobenius2(w, T, w, M, s);
        Bn254Fp12.mul(w, M, w, M, w, T, s);
        // Hard part.
        expt(w, A, M, s);                             // m^x
        Bn254Fp12.cyclotomicSqr(w, A, w, A, s);          // m^2x
        Bn254Fp12.cyclotomicSqr(w, B, w, A, s);          // m^4x
        Bn254Fp12.mul(w, B, w, B, w, A, s);              // m^6x
        expt(w, C, B, s);                             // m^6x^2
        Bn254Fp12.cyclotomicSqr(w, D, w, C, s);          // m^12x^2
        expt(w, D, D, s);                             // m^12x^3
        Bn254Fp12.mul(w, D, w, D, w, C, s);
        Bn254Fp12.mul(w, D, w, D, w, B, s);              // a = m^(12x^3 + 6x^2 + 6x)
        Bn254Fp12.conjugate(w, A, w, A);
        Bn254Fp12.mul(w, A, w, D, w, A, s);              // b = a m^-2x
        Bn254Fp12.mul(w, C, w, D, w, C, s);
        Bn254Fp12.mul(w, C, w, C, w, M, s);              // a m^(6x^2) m = m^l0
        Bn254Fp12.frobenius(w, T, w, A, s);
        Bn254Fp12.mul(w, C, w, C, w, T, s);              // b^p = m^(l1 p)
        Bn254Fp12.frobenius2(w, T, w, D, s);
        Bn254Fp12.mul(w, C, w, C, w, T, s);              // a^(p^2) = m^(l2 p^2)
        Bn254Fp12.conjugate(w, M, w, M);
        Bn254Fp12.mul(w, A, w, A, w, M, s);
        Bn254Fp12.frobenius3(w, T, w, A, s);             // (b m^-1)^(p^3) = m^(l3 p^3)
        Bn254Fp12.mul(r, ro, w, C, w, T, s);
    }

    /**
     * w[r] = w[a]^x for w[a] in the cyclotomic subgroup, along x's width-4 NAF over the table
     * a, a^3, a^5, a^7; a negative digit multiplies by the conjugate of the entry (its inverse there).
     */
    private static void expt(long[] w, int r, int a, long[] s) {
        Bn254Fp12.copy(w, TABLE, w, a);
        Bn254Fp12.cyclotomicSqr(w, SQ, w, a, s);
        for (int i = 1; i < ODD; i++) {
            Bn254Fp12.mul(w, TABLE + i * L, w, TABLE + (i - 1) * L, w, SQ, s);
        }
        int top = X_NAF.length - 1;
        Bn254Fp12.copy(w, r, w, TABLE + (X_NAF[top] >> 1) * L);
        for (int i = top - 1; i >= 0; i--) {
            Bn254Fp12.cyclotomicSqr(w, r, w, r, s);
            int d = X_NAF[i];
            if (d > 0) {
                Bn254Fp12.mul(w, r, w, r, w, TABLE + (d >> 1) * L, s);
            } else if (d < 0) {
                Bn254Fp12.conjugate(w, NEG, w, TABLE + ((-d) >> 1) * L);
                Bn254Fp12.mul(w, r, w, r, w, NEG, s);
            }
        }
    }
}
