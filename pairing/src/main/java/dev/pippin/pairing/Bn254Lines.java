package dev.pippin.pairing;

import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import java.math.BigInteger;

/**
 * The Miller loop's steps on bn254's D-type twist E': y^2 = x^3 + b', b' = 3 / (9 + u): the running
 * point T in homogeneous projective coordinates (x = X/Z, y = Y/Z), each step updating T and
 * writing the line through it evaluated at the G1 point P, in the sparse layout of
 * {@link Bn254Fp12#mulByLine} (coefficients of w^0, w^1, w^3). Formulas after Costello, Lange,
 * Naehrig (PKC 2010) and Aranha, Karabina, Longa, Gebotys, Lopez, "Faster explicit formulas for
 * computing pairings over ordinary curves" (EUROCRYPT 2011), sec. 4; lines are scaled by
 * Fp2 factors, which the final exponentiation removes.
 *
 * <p>Per-pair state: {@value #STATE} longs: T (X, Y, Z), the affine Q (x, y, -y), then P's
 * precomputed y, -y, -x and 3x. Steps take scratch of at least {@value #SCRATCH} longs.
 */
final class Bn254Lines {
    private Bn254Lines() {}

    private static final int N = Bn254Fp.LIMBS, E = Bn254Fp2.LIMBS;
    static final int TX = 0, TY = E, TZ = 2 * E, QX = 3 * E, QY = 4 * E, QNY = 5 * E;
    static final int PY = 6 * E, PNY = PY + N, PNX = PNY + N, P3X = PNX + N;
    static final int STATE = P3X + N;
    private static final int V = Bn254Fp2.SCRATCH;
    static final int SCRATCH = V + 10 * E;
    private static final int V0 = V, V1 = V0 + E, V2 = V1 + E, V3 = V2 + E, V4 = V3 + E,
            V5 = V4 + E, V6 = V5 + E, V7 = V6 + E, V8 = V7 + E, V9 = V8 + E;

    /** 3 b', the multiple of b' the doubling uses. */
    private static final long[] B3 = new long[E];
    static {
        long[] s = new long[Bn254Fp2.SCRATCH];
        BigInteger p = Bn254Fp.MODULUS;
        Bn254Fp2.fromBigIntegers(B3, 0, Bn254Fp2.XI_C0.mod(p), Bn254Fp2.XI_C1.mod(p));
        Bn254Fp2.inv(B3, 0, B3, 0, s);
        long[] nine = new long[E];
        Bn254Fp2.fromBigIntegers(nine, 0, BigInteger.valueOf(9), BigInteger.ZERO);
        Bn254Fp2.mul(B3, 0, B3, 0, nine, 0, s);
    }

    /** st[so...] = the state of the pair (P, Q), T = Q; both affine and not at infinity. */
    static void init(long[] st, int so, long[] p, int po, long[] q, int qo) {
        Bn254Fp2.copy(st, so + TX, q, qo);
        Bn254Fp2.copy(st, so + TY, q, qo + E);
        Bn254Fp2.setOne(st, so + TZ);
        Bn254Fp2.copy(st, so + QX, q, qo);
        Bn254Fp2.copy(st, so + QY, q, qo + E);
        Bn254Fp2.neg(st, so + QNY, q, qo + E);
        Bn254Fp.copy(st, so + PY, p, po + N);
        Bn254Fp.neg(st, so + PNY, p, po + N);
        Bn254Fp.neg(st, so + PNX, p, po);
        Bn254Fp.add(st, so + P3X, p, po, p, po);
        Bn254Fp.add(st, so + P3X, st, so + P3X, p, po);
    }

    /**
     * T = 2T and l = the tangent at T, evaluated at P. With B = Y^2, C = Z^2, E = 3b'C, F = 3E,
     * H = (Y + Z)^2 - B - C = 2YZ: l = -H y_P + 3X^2 x_P w + (E - B) w^3, and T becomes
     * (2XY (B - F), (B + F)^2 - 12 E^2, 4 B H), four times the halving-based formula's point
     * (the same projective point; no division by 2). 3M + 5S + 1M by b' + 4 Fp products.
     */
    static void doubleStep(long[] st, int so, long[] l, int lo, long[] s) {
        Bn254Fp2.sqr(s, V0, st, so + TY, s);                      // B
        Bn254Fp2.sqr(s, V1, st, so + TZ, s);                      // C
        Bn254Fp2.mul(s, V2, s, V1, B3, 0, s);                     // E = 3b' C
        Bn254Fp2.add4p(s, V4, st, so + TY, st, so + TZ);
        Bn254Fp2.sqr(s, V4, s, V4, s);
        Bn254Fp2Sums.diff(s, V4, s, V4, s, V0, s, V1);          // H = (Y + Z)^2 - B - C
        Bn254Fp2.sqr(s, V5, st, so + TX, s);                      // X^2
        Bn254Fp2.mulByFp(l, lo, s, V4, st, so + PNY);             // -H y_P
        Bn254Fp2.mulByFp(l, lo + E, s, V5, st, so + P3X);         // 3 X^2 x_P
        Bn254Fp2.sub(l, lo + 2 * E, s, V2, s, V0);                // E - B
        Bn254Fp2.mul(s, V5, st, so + TX, st, so + TY, s);          // XY
        Bn254Fp2Sums.dblX(s, V6, s, V0, s, V2);                 // 2 (B - F), F = 3E
        Bn254Fp2.mul(st, so + TX, s, V5, s, V6, s);               // X3 = 2XY (B - F)
        Bn254Fp2Sums.dblY(s, V6, s, V0, s, V2);                 // B + F
        Bn254Fp2.sqr(s, V6, s, V6, s);
        Bn254Fp2.sqr(s, V7, s, V2, s);
        Bn254Fp2Sums.dblY3(st, so + TY, s, V6, s, V7);          // Y3 = (B + F)^2 - 12 E^2
        Bn254Fp2.mul(s, V0, s, V0, s, V4, s);
        Bn254Fp2Sums.times4(st, so + TZ, s, V0);                // Z3 = 4BH
    }

    /**
     * T = T + Q for the affine Q = (x2, y2) (Q != +-T, which holds for every multiple the loop
     * meets when Q has order r), and l = the line through T and Q, evaluated at P. With
     * theta = Y - y2 Z, lambda = X - x2 Z: l = lambda y_P - theta x_P w + (theta x2 - lambda y2) w^3;
     * C = theta^2, D = lambda^2, E = lambda D, F = Z C, G = X D, H = E + F - 2G, and T becomes
     * (lambda H, theta (G - H) - Y E, Z E). 11M + 2S + 4 Fp products.
     */
    static void addStep(long[] st, int so, long[] qx, int qxo, long[] qy, int qyo, long[] l, int lo, long[] s) {
        Bn254Fp2.mul(s, V0, qy, qyo, st, so + TZ, s);
        Bn254Fp2.sub(s, V0, st, so + TY, s, V0);                  // theta
        Bn254Fp2.mul(s, V1, qx, qxo, st, so + TZ, s);
        Bn254Fp2.sub(s, V1, st, so + TX, s, V1);                  // lambda
        Bn254Fp2.sqr(s, V2, s, V0, s);                            // C
        Bn254Fp2.sqr(s, V3, s, V1, s);                            // D
        Bn254Fp2.mul(s, V4, s, V3, s, V1, s);                     // E
        Bn254Fp2.mul(s, V5, st, so + TZ, s, V2, s);               // F
        Bn254Fp2.mul(s, V6, st, so + TX, s, V3, s);               // G
        Bn254Fp2Sums.addH(s, V7, s, V4, s, V5, s, V6);              // H = E + F - 2G
        Bn254Fp2.mulByFp(l, lo, s, V1, st, so + PY);              // lambda y_P
        Bn254Fp2.mulByFp(l, lo + E, s, V0, st, so + PNX);         // -theta x_P
        Bn254Fp2.mul(s, V8, s, V0, qx, qxo, s);
        Bn254Fp2.mul(s, V9, s, V1, qy, qyo, s);
        Bn254Fp2.sub(l, lo + 2 * E, s, V8, s, V9);                // theta x2 - lambda y2
        Bn254Fp2.mul(st, so + TX, s, V1, s, V7, s);               // X3
        Bn254Fp2.sub(s, V6, s, V6, s, V7);
        Bn254Fp2.mul(s, V6, s, V0, s, V6, s);
        Bn254Fp2.mul(s, V8, st, so + TY, s, V4, s);
        Bn254Fp2.sub(st, so + TY, s, V6, s, V8);                  // Y3
        Bn254Fp2.mul(st, so + TZ, st, so + TZ, s, V4, s);         // Z3
    }
}
