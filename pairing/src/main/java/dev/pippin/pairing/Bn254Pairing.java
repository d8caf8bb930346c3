package dev.pippin.pairing;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import java.math.BigInteger;

/**
 * The optimal ate pairing on bn254 (Vercauteren, "Optimal pairings", IEEE TIT 2010):
 * e(P, Q) = (f_{6x+2,Q}(P) l_{[6x+2]Q, pi(Q)}(P) l_{[6x+2]Q + pi(Q), -pi^2(Q)}(P))^(c (p^12 - 1) / r)
 * for P in G1, Q in G2 (points of {@link Bn254G1} and {@link Bn254G2}, affine, Montgomery form),
 * x = {@link Bn254G2#SEED} and pi the p-power Frobenius on the twist. The loop walks the
 * non-adjacent form of 6x + 2 (66 digits, 22 non-zero); the final exponentiation raises to a
 * multiple c of the textbook exponent, {@link #FINAL_EXPONENT_MULTIPLE} (coprime to r: the result
 * is the reduced pairing to the power c, equally bilinear and non-degenerate; see
 * {@code Bn254FinalExp}).
 *
 * <p>Inputs are not validated: the caller has checked that every G1 point is on the curve and
 * every G2 point is on the twist and in the order-r subgroup (for example with the
 * {@code dev.pippin.curve.codec} decoders, as EIP-197 requires). Other points give meaningless
 * values, not errors. A pair with either point at infinity contributes 1. Variable time: pairing
 * inputs are public.
 *
 * <p>Each call allocates its workspace once (its size grows with the number of pairs); inside,
 * the Miller loop allocates nothing, and the final exponentiation only the base field inverse's
 * few temporaries (one inversion per call). The k pairs share one Miller loop: one Fp12 squaring
 * per step for all of them, and the step's lines enter f two at a time (their product first, then
 * one product with f) or, for a single pair, by one sparse line product.
 */
public final class Bn254Pairing {
    private Bn254Pairing() {}

    /** Longs of a pairing value (an {@link Bn254Fp12} element). */
    public static final int GT_LIMBS = Bn254Fp12.LIMBS;
    /** c = 2x(6x^2 + 3x + 1): {@link #finalExponentiation} raises to c (p^12 - 1) / r. */
    public static final BigInteger FINAL_EXPONENT_MULTIPLE = Bn254FinalExp.MULTIPLE;

    private static final int E = Bn254Fp2.LIMBS, N = Bn254Fp.LIMBS;
    /** NAF of 6x + 2, least significant first. */
    private static final byte[] LOOP = Naf.of(BigInteger.valueOf(Bn254G2.SEED).multiply(BigInteger.valueOf(6)).add(BigInteger.TWO));
    private static final int SCRATCH = Math.max(Bn254Fp12.SCRATCH, Bn254Lines.SCRATCH);

    /** out = e(P, Q) for P = g1[g1Off...] and Q = g2[g2Off...]. */
    public static void pair(long[] g1, int g1Off, long[] g2, int g2Off, long[] out, int outOff) {
        multiPair(g1, g1Off, g2, g2Off, 1, out, outOff);
    }

    /** out = the product of e(P_i, Q_i) over k pairs: P_i at g1s[g1Off + i AFFINE], Q_i likewise. */
    public static void multiPair(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff) {
        PairingArgs.span(out, outOff, GT_LIMBS, "the pairing value");
        millerLoop(g1s, g1Off, g2s, g2Off, k, out, outOff);
        finalExponentiation(out, outOff, out, outOff);
    }

    /** Whether the product of e(P_i, Q_i) over the k pairs in g1s and g2s (from offset 0) is 1; true for k = 0. */
    public static boolean pairingCheck(long[] g1s, long[] g2s, int k) {
        long[] f = new long[GT_LIMBS];
        multiPair(g1s, 0, g2s, 0, k, f, 0);
        return Bn254Fp12.isOne(f, 0);
    }

    /**
     * out = the product over the k pairs of the Miller loop values (before the final
     * exponentiation), f_{6x+2,Q}(P) times the two Frobenius-twisted lines, scaled by factors that
     * the final exponentiation removes. k = 0, or only pairs with a point at infinity, give 1.
     */
    public static void millerLoop(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff) {
        PairingArgs.pairs(g1s, g1Off, Bn254G1.AFFINE, g2s, g2Off, Bn254G2.AFFINE, k);
        PairingArgs.span(out, outOff, GT_LIMBS, "the Miller loop value");
        final int S = Bn254Lines.STATE;
        long[] st = new long[k * S];
        int m = 0;
        for (int i = 0; i < k; i++) {
            int po = g1Off + i * Bn254G1.AFFINE, qo = g2Off + i * Bn254G2.AFFINE;
            if (!Bn254G1.isInfinity(g1s, po) && !Bn254G2.isInfinity(g2s, qo)) {
                Bn254Lines.init(st, m++ * S, g1s, po, g2s, qo);
            }
        }
        long[] f = new long[GT_LIMBS];
        Bn254Fp12.setOne(f, 0);
        if (m > 0) {
            loop(f, st, m, new long[2 * m * 3 * E], new long[2 * E], new long[GT_LIMBS], new long[SCRATCH]);
        }
        Bn254Fp12.copy(out, outOff, f, 0);
    }

    /**
     * f = the Miller loop over the m states; ls holds two lines (3 Fp2 each) per state: a step's
     * doubling lines, then its addition lines, absorbed together so that they pair up (a single
     * pair's doubling and addition lines of one step are a pair); q a twisted point (x, y), g a
     * product of two lines.
     */
    private static void loop(long[] f, long[] st, int m, long[] ls, long[] q, long[] g, long[] s) {
        final int S = Bn254Lines.STATE, L = 3 * E;
        final int qx = 0, qy = E;
        boolean first = true;
        for (int i = LOOP.length - 2; i >= 0; i--) {
            if (!first) {
                Bn254Fp12.sqr(f, 0, f, 0, s);
            }
            for (int j = 0; j < m; j++) {
                Bn254Lines.doubleStep(st, j * S, ls, j * L, s);
            }
            int d = LOOP[i], lines = m;
            if (d != 0) {
                int y = d > 0 ? Bn254Lines.QY : Bn254Lines.QNY;
                for (int j = 0; j < m; j++) {
                    Bn254Lines.addStep(st, j * S, st, j * S + Bn254Lines.QX, st, j * S + y, ls, (m + j) * L, s);
                }
                lines = 2 * m;
            }
            if (first) {
                Bn254Fp12.fromLine(f, 0, ls, 0);
                absorb(f, ls, 1, lines, g, s);
                first = false;
            } else {
                absorb(f, ls, 0, lines, g, s);
            }
        }
        // T = [6x+2] Q; add pi(Q), then -pi^2(Q). pi(x, y) = (conj(x) g2, conj(y) g3) with
        // g_i = xi^(i (p-1)/6), and pi^2(x, y) = (x h2, y h3) with h_i = xi^(i (p^2-1)/6) in Fp.
        for (int j = 0; j < m; j++) {
            int so = j * S;
            Bn254Fp2.conjugate(q, qx, st, so + Bn254Lines.QX);
            Bn254Fp2.mul(q, qx, q, qx, Bn254Fp12.FROB1, 2 * E, s);
            Bn254Fp2.conjugate(q, qy, st, so + Bn254Lines.QY);
            Bn254Fp2.mul(q, qy, q, qy, Bn254Fp12.FROB1, 3 * E, s);
            Bn254Lines.addStep(st, so, q, qx, q, qy, ls, j * L, s);
        }
        for (int j = 0; j < m; j++) {
            int so = j * S;
            Bn254Fp2.mulByFp(q, qx, st, so + Bn254Lines.QX, Bn254Fp12.FROB2, 2 * N);
            Bn254Fp2.mulByFp(q, qy, st, so + Bn254Lines.QNY, Bn254Fp12.FROB2, 3 * N);
            Bn254Lines.addStep(st, so, q, qx, q, qy, ls, (m + j) * L, s);
        }
        absorb(f, ls, 0, 2 * m, g, s);
    }

    /**
     * f = f times the lines ls[from .. n - 1]: two at a time by {@link Bn254Fp12#linePair} and
     * {@link Bn254Fp12#mulByLinePair} (6M + 17M against 2 x 13M), a last odd one by
     * {@link Bn254Fp12#mulByLine}.
     */
    private static void absorb(long[] f, long[] ls, int from, int n, long[] g, long[] s) {
        final int L = 3 * E;
        int j = from;
        for (; j + 1 < n; j += 2) {
            Bn254Fp12.linePair(g, 0, ls, j * L, ls, (j + 1) * L, s);
            Bn254Fp12.mulByLinePair(f, 0, f, 0, g, 0, s);
        }
        if (j < n) {
            Bn254Fp12.mulByLine(f, 0, f, 0, ls, j * L, s);
        }
    }

    /** out = f^(c (p^12 - 1) / r), c = {@link #FINAL_EXPONENT_MULTIPLE}; out may alias f. */
    public static void finalExponentiation(long[] f, int fOff, long[] out, int outOff) {
        PairingArgs.span(f, fOff, GT_LIMBS, "the Miller loop value");
        PairingArgs.span(out, outOff, GT_LIMBS, "the pairing value");
        Bn254FinalExp.apply(out, outOff, f, fOff, new long[Bn254FinalExp.WORK], new long[Bn254Fp12.SCRATCH]);
    }
}
