package dev.pippin.pairing;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;

/**
 * The Miller loop's steps on BLS12-381's M-type twist E': y^2 = x^3 + 4(1 + u): the running point T
 * in homogeneous projective coordinates (x = X/Z, y = Y/Z), each step updating T and writing the
 * line through it evaluated at the G1 point P, in the sparse layout of
 * {@link Bls12381Fp12#mulByLine} (coefficients of w^0, w^2, w^3). Formulas after Costello, Lange,
 * Naehrig (PKC 2010) and Aranha, Karabina, Longa, Gebotys, Lopez, "Faster explicit formulas for
 * computing pairings over ordinary curves" (EUROCRYPT 2011), sec. 4; the untwisted line is
 * multiplied by w^3 and by Fp2 factors, which the final exponentiation removes (w^3 squares into
 * Fp2, so its (p^6 - 1)-th power is -1 and the (p^2 + 1) that follows, being even, clears it).
 *
 * <p>The steps' bodies are generated (pairing/gen/gen_lines.py) from the description that also
 * writes {@link Bls12381MillerLanes}' steps on FMA lanes: both run the same formulas in the same order.
 *
 * <p>Per-pair state: {@value #STATE} longs: T (X, Y, Z), the affine Q (x, y), then P's
 * precomputed y, -y, -x and 3x. Steps take scratch of at least {@value #SCRATCH} longs.
 */
final class Bls12381Lines {
    private Bls12381Lines() {}

    private static final int N = Bls12381Fp.LIMBS, E = Bls12381Fp2.LIMBS;
    static final int TX = 0, TY = E, TZ = 2 * E, QX = 3 * E, QY = 4 * E;
    static final int PY = 5 * E, PNY = PY + N, PNX = PNY + N, P3X = PNX + N;
    static final int STATE = P3X + N;
    private static final int V = Bls12381Fp2.SCRATCH;
    static final int SCRATCH = V + 10 * E;
    private static final int V0 = V, V1 = V0 + E, V2 = V1 + E, V3 = V2 + E, V4 = V3 + E,
            V5 = V4 + E, V6 = V5 + E, V7 = V6 + E, V8 = V7 + E, V9 = V8 + E;

    /** st[so...] = the state of the pair (P, Q), T = Q; both affine and not at infinity. */
    static void init(long[] st, int so, long[] p, int po, long[] q, int qo) {
        Bls12381Fp2.copy(st, so + TX, q, qo);
        Bls12381Fp2.copy(st, so + TY, q, qo + E);
        Bls12381Fp2.setOne(st, so + TZ);
        Bls12381Fp2.copy(st, so + QX, q, qo);
        Bls12381Fp2.copy(st, so + QY, q, qo + E);
        Bls12381Fp.copy(st, so + PY, p, po + N);
        Bls12381Fp.neg(st, so + PNY, p, po + N);
        Bls12381Fp.neg(st, so + PNX, p, po);
        Bls12381Fp.add(st, so + P3X, p, po, p, po);
        Bls12381Fp.add(st, so + P3X, st, so + P3X, p, po);
    }

    /**
     * T = 2T and l = the tangent at T, evaluated at P. With B = Y^2, C = Z^2, E = 3b'C = 12 xi C,
     * F = 3E, H = (Y + Z)^2 - B - C = 2YZ: l = (E - B) + 3X^2 x_P w^2 - H y_P w^3, and T becomes
     * (2XY (B - F), (B + F)^2 - 12 E^2, 4 B H), four times the halving-based formula's point
     * (the same projective point; no division by 2). 3M + 5S + 4 Fp products; b' costs additions.
     */
    static void doubleStep(long[] st, int so, long[] l, int lo, long[] s) {
        // BEGIN GENERATED doubleStep scalar (pairing/gen/gen_lines.py; edit it, then run python3 codegen/generate.py)
        Bls12381Fp2.sqr(s, V0, st, so + TY, s);                           // B = Y^2
        Bls12381Fp2.sqr(s, V1, st, so + TZ, s);                           // C = Z^2
        Bls12381Fp2Sums.twelveXi(s, V2, s, V1);                           // E = 12 xi C
        Bls12381Fp2.add4p(s, V4, st, so + TY, st, so + TZ);               // YZ = Y + Z
        Bls12381Fp2.sqr(s, V4, s, V4, s);                                 // S = YZ^2
        Bls12381Fp2Sums.diff(s, V4, s, V4, s, V0, s, V1);                 // H = S - B - C
        Bls12381Fp2.sqr(s, V5, st, so + TX, s);                           // X2 = X^2
        Bls12381Fp2.sub(l, lo, s, V2, s, V0);                             // l0 = E - B
        Bls12381Fp2.mulByFp(l, lo + E, s, V5, st, so + P3X);              // l1 = X2 x3P
        Bls12381Fp2.mulByFp(l, lo + 2 * E, s, V4, st, so + PNY);          // l2 = H nyP
        Bls12381Fp2.mul(s, V5, st, so + TX, st, so + TY, s);              // XY = X Y
        Bls12381Fp2Sums.dblX(s, V6, s, V0, s, V2);                        // BF = 2 B - 6 E
        Bls12381Fp2.mul(st, so + TX, s, V5, s, V6, s);                    // X = XY BF
        Bls12381Fp2Sums.dblY(s, V6, s, V0, s, V2);                        // BP = B + 3 E
        Bls12381Fp2.sqr(s, V6, s, V6, s);                                 // BP2 = BP^2
        Bls12381Fp2.sqr(s, V7, s, V2, s);                                 // E2 = E^2
        Bls12381Fp2Sums.dblY3(st, so + TY, s, V6, s, V7);                 // Y = BP2 - 12 E2
        Bls12381Fp2.mul(s, V0, s, V0, s, V4, s);                          // BH = B H
        Bls12381Fp2Sums.times4(st, so + TZ, s, V0);                       // Z = 4 BH
        // END GENERATED doubleStep scalar
    }

    /**
     * T = T + Q for the affine Q = (x2, y2) (Q != +-T, which holds for every multiple the loop
     * meets when Q has order r), and l = the line through T and Q, evaluated at P. With
     * theta = Y - y2 Z, lambda = X - x2 Z: l = (theta x2 - lambda y2) - theta x_P w^2 + lambda y_P w^3;
     * C = theta^2, D = lambda^2, E = lambda D, F = Z C, G = X D, H = E + F - 2G, and T becomes
     * (lambda H, theta (G - H) - Y E, Z E). 11M + 2S + 4 Fp products.
     */
    static void addStep(long[] st, int so, long[] qx, int qxo, long[] qy, int qyo, long[] l, int lo, long[] s) {
        // BEGIN GENERATED addStep scalar (pairing/gen/gen_lines.py; edit it, then run python3 codegen/generate.py)
        Bls12381Fp2.mul(s, V0, qy, qyo, st, so + TZ, s);                  // V0 = y2 Z
        Bls12381Fp2.sub(s, V0, st, so + TY, s, V0);                       // TH = Y - V0
        Bls12381Fp2.mul(s, V1, qx, qxo, st, so + TZ, s);                  // V1 = x2 Z
        Bls12381Fp2.sub(s, V1, st, so + TX, s, V1);                       // LA = X - V1
        Bls12381Fp2.sqr(s, V2, s, V0, s);                                 // C = TH^2
        Bls12381Fp2.sqr(s, V3, s, V1, s);                                 // D = LA^2
        Bls12381Fp2.mul(s, V4, s, V3, s, V1, s);                          // E = D LA
        Bls12381Fp2.mul(s, V5, st, so + TZ, s, V2, s);                    // FF = Z C
        Bls12381Fp2.mul(s, V6, st, so + TX, s, V3, s);                    // G = X D
        Bls12381Fp2Sums.addH(s, V7, s, V4, s, V5, s, V6);                 // H = E + FF - 2 G
        Bls12381Fp2.mul(s, V8, s, V0, qx, qxo, s);                        // V8 = TH x2
        Bls12381Fp2.mul(s, V9, s, V1, qy, qyo, s);                        // V9 = LA y2
        Bls12381Fp2.sub(l, lo, s, V8, s, V9);                             // l0 = V8 - V9
        Bls12381Fp2.mulByFp(l, lo + E, s, V0, st, so + PNX);              // l1 = TH nxP
        Bls12381Fp2.mulByFp(l, lo + 2 * E, s, V1, st, so + PY);           // l2 = LA yP
        Bls12381Fp2.mul(st, so + TX, s, V1, s, V7, s);                    // X = LA H
        Bls12381Fp2.sub(s, V6, s, V6, s, V7);                             // GH = G - H
        Bls12381Fp2.mul(s, V6, s, V0, s, V6, s);                          // V6 = TH GH
        Bls12381Fp2.mul(s, V8, st, so + TY, s, V4, s);                    // V8 = Y E
        Bls12381Fp2.sub(st, so + TY, s, V6, s, V8);                       // Y = V6 - V8
        Bls12381Fp2.mul(st, so + TZ, st, so + TZ, s, V4, s);              // Z = Z E
        // END GENERATED addStep scalar
    }
}
