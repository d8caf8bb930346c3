package dev.pippin.pairing;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.Bls12381LanesRace;
import dev.pippin.lanes.kernel.LaneCode;
import dev.pippin.lanes.kernel.LaneKernel;
import java.math.BigInteger;

/**
 * The optimal ate pairing on BLS12-381 (Vercauteren, "Optimal pairings", IEEE TIT 2010):
 * e(P, Q) = f_{x,Q}(P)^(3 (p^12 - 1) / r) for P in G1, Q in G2 (points of {@link Bls12381G1} and
 * {@link Bls12381G2}, affine, Montgomery form) and x = -{@link Bls12381G1#SEED_ABS}. The loop walks
 * the bits of |x| (64, six set) and, since x < 0, conjugates at the end (f_{-n} = 1 / f_n up to
 * factors the final exponentiation removes, and 1/f is conj(f) after it). The final
 * exponentiation raises to 3 times the textbook exponent, {@link #FINAL_EXPONENT_MULTIPLE}
 * (coprime to r: the result is the reduced pairing cubed, equally bilinear and non-degenerate;
 * see {@code Bls12381FinalExp}).
 *
 * <p>Inputs are not validated: the caller has checked that every point is on its curve and in the
 * order-r subgroup (for example with the {@code dev.pippin.curve.codec} decoders, as EIP-2537
 * requires for pairing inputs). Other points give meaningless values, not errors. A pair with
 * either point at infinity contributes 1. Variable time: pairing inputs are public.
 *
 * <p>Each call allocates its workspace once (its size grows with the number of pairs); inside,
 * the Miller loop allocates nothing, and the final exponentiation only the base field inverse's
 * few temporaries (one inversion per call). The k pairs share one Miller loop: one Fp12 squaring
 * per step for all of them, and the step's lines enter f two at a time (their product first, then
 * one product with f) or, for a single pair, by one sparse line product.
 */
public final class Bls12381Pairing {
    private Bls12381Pairing() {}

    /** Longs of a pairing value (a {@link Bls12381Fp12} element). */
    public static final int GT_LIMBS = Bls12381Fp12.LIMBS;
    /** 3: {@link #finalExponentiation} raises to 3 (p^12 - 1) / r. */
    public static final BigInteger FINAL_EXPONENT_MULTIPLE = Bls12381FinalExp.MULTIPLE;

    private static final int E = Bls12381Fp2.LIMBS;
    /** |x| in binary, least significant first. */
    static final byte[] LOOP = Naf.binary(new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS)));
    private static final int SCRATCH = Math.max(Bls12381Fp12.SCRATCH, Bls12381Lines.SCRATCH);

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
        return Bls12381Fp12.isOne(f, 0);
    }

    /**
     * {@link #pairingCheck(long[], long[], int)} with its Miller loop on FMA lanes where the lane
     * mode says and there are at least {@link #minLanePairs} pairs
     * ({@link #millerLoop(long[], int, long[], int, int, long[], int, LaneMode)}), and its final
     * exponentiation's compressed squarings on the lanes where the mode says
     * ({@link #finalExponentiation(long[], int, long[], int, LaneMode)}).
     */
    public static boolean pairingCheck(long[] g1s, long[] g2s, int k, LaneMode lanes) {
        long[] f = new long[GT_LIMBS];
        millerLoop(g1s, 0, g2s, 0, k, f, 0, lanes);
        finalExponentiation(f, 0, f, 0, lanes);
        return Bls12381Fp12.isOne(f, 0);
    }

    /**
     * Fewest pairs whose Miller loop runs on the lanes: 6 under AVX-512 code, 12 under AVX2 code,
     * where a lane group costs more against the scalar loop (measured on both; docs/PAIRING.md,
     * "The batch's Miller loop on lanes" and "The lanes on an AVX2-only machine").
     */
    public static int minLanePairs() {
        return Bls12381MillerLanes.minPairs(LaneCode.AVX512);
    }

    /**
     * {@link #millerLoop(long[], int, long[], int, int, long[], int)}, the same element, computed on
     * FMA lanes ({@link Bls12381MillerLanes}: one accumulator per lane, the pairs spread over the
     * lanes) where the lane mode says (AUTO: once the BLS12-381 lanes are warm,
     * {@link Bls12381LanesRace}; until then the scalar loops of at least {@link #minLanePairs}
     * pairs count towards their warm-up) and there are at least {@link #minLanePairs} pairs;
     * every Q_i must then have order r, as for the scalar loop's addition steps.
     */
    public static void millerLoop(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff, LaneMode lanes) {
        int kernel = Bls12381LanesRace.kernel(lanes), min = minLanePairs();
        if (kernel == LaneKernel.OFF || k < min) {
            if (kernel == LaneKernel.OFF && k >= min) {
                Bls12381MillerLanes.countScalar(k, lanes);
            }
            millerLoop(g1s, g1Off, g2s, g2Off, k, out, outOff);
            return;
        }
        PairingArgs.pairs(g1s, g1Off, Bls12381G1.AFFINE, g2s, g2Off, Bls12381G2.AFFINE, k);
        PairingArgs.span(out, outOff, GT_LIMBS, "the Miller loop value");
        boolean wide = kernel != LaneKernel.SPECIES_256;
        int parts = Bls12381MillerLanes.lanes(wide);
        long[] f = new long[parts * Bls12381MillerLanes.GT], s = new long[Bls12381Fp12.SCRATCH];
        Bls12381MillerLanes.parts(g1s, g1Off, g2s, g2Off, k, f, 0, wide);
        for (int j = 1; j < parts; j++) {
            Bls12381Fp12.mul(f, 0, f, 0, f, j * Bls12381MillerLanes.GT, s);
        }
        Bls12381Fp12.conjugate(out, outOff, f, 0);
    }

    /**
     * out = the product over the k pairs of the Miller loop values (before the final
     * exponentiation), conj(f_{|x|,Q}(P)), scaled by factors that the final exponentiation
     * removes. k = 0, or only pairs with a point at infinity, give 1.
     */
    public static void millerLoop(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff) {
        PairingArgs.pairs(g1s, g1Off, Bls12381G1.AFFINE, g2s, g2Off, Bls12381G2.AFFINE, k);
        PairingArgs.span(out, outOff, GT_LIMBS, "the Miller loop value");
        final int S = Bls12381Lines.STATE;
        long[] st = new long[k * S];
        int m = 0;
        for (int i = 0; i < k; i++) {
            int po = g1Off + i * Bls12381G1.AFFINE, qo = g2Off + i * Bls12381G2.AFFINE;
            if (!Bls12381G1.isInfinity(g1s, po) && !Bls12381G2.isInfinity(g2s, qo)) {
                Bls12381Lines.init(st, m++ * S, g1s, po, g2s, qo);
            }
        }
        long[] f = new long[GT_LIMBS];
        Bls12381Fp12.setOne(f, 0);
        if (m > 0) {
            loop(f, st, m, new long[2 * m * 3 * E], new long[GT_LIMBS], new long[SCRATCH]);
            Bls12381Fp12.conjugate(f, 0, f, 0);
        }
        Bls12381Fp12.copy(out, outOff, f, 0);
    }

    /**
     * {@link #millerLoop(long[], int, long[], int, int, long[], int)} with prepared G2 points: pair
     * i is P_i = g1s[g1Off + i AFFINE] with qs[i]; pairs whose P_i is at infinity contribute 1. The
     * same element as the plain loop on the points the lines were prepared from.
     */
    public static void millerLoop(long[] g1s, int g1Off, Bls12381PreparedG2[] qs, int k, long[] out, int outOff) {
        if (k < 0 || k > qs.length) {
            throw new IllegalArgumentException("pair count " + k + " outside [0, " + qs.length + "]");
        }
        java.util.Objects.checkFromIndexSize(g1Off, Math.multiplyExact(k, Bls12381G1.AFFINE), g1s.length);
        PairingArgs.span(out, outOff, GT_LIMBS, "the Miller loop value");
        int[] live = new int[k];
        int m = 0;
        for (int i = 0; i < k; i++) {
            if (!Bls12381G1.isInfinity(g1s, g1Off + i * Bls12381G1.AFFINE)) {
                live[m++] = i;
            }
        }
        long[] f = new long[GT_LIMBS];
        Bls12381Fp12.setOne(f, 0);
        if (m > 0) {
            long[] ls = new long[2 * m * Bls12381PreparedG2.LINE], g = new long[GT_LIMBS], s = new long[SCRATCH];
            boolean first = true;
            int t = 0;
            for (int i = LOOP.length - 2; i >= 0; i--) {
                if (!first) {
                    Bls12381Fp12.sqr(f, 0, f, 0, s);
                }
                for (int j = 0; j < m; j++) {
                    qs[live[j]].evaluate(t, g1s, g1Off + live[j] * Bls12381G1.AFFINE, ls, j * Bls12381PreparedG2.LINE);
                }
                t++;
                int lines = m;
                if (LOOP[i] != 0) {
                    for (int j = 0; j < m; j++) {
                        qs[live[j]].evaluate(t, g1s, g1Off + live[j] * Bls12381G1.AFFINE, ls, (m + j) * Bls12381PreparedG2.LINE);
                    }
                    t++;
                    lines = 2 * m;
                }
                absorbStep(f, ls, lines, first, g, s);
                first = false;
            }
            Bls12381Fp12.conjugate(f, 0, f, 0);
        }
        Bls12381Fp12.copy(out, outOff, f, 0);
    }

    /** Whether the product of e(P_i, Q_i) over the k = g1s.length / AFFINE pairs with prepared Q_i is 1. */
    public static boolean pairingCheck(long[] g1s, Bls12381PreparedG2[] qs) {
        if (g1s.length % Bls12381G1.AFFINE != 0 || g1s.length / Bls12381G1.AFFINE != qs.length) {
            throw new IllegalArgumentException("expected " + qs.length + " G1 points for " + qs.length + " prepared G2 points, got "
                    + g1s.length + " longs");
        }
        long[] f = new long[GT_LIMBS];
        millerLoop(g1s, 0, qs, qs.length, f, 0);
        finalExponentiation(f, 0, f, 0);
        return Bls12381Fp12.isOne(f, 0);
    }

    /**
     * f = f_{|x|} over the m states; ls holds two lines (3 Fp2 each) per state: a step's doubling
     * lines, then its addition lines, absorbed together so that they pair up (a single pair's
     * doubling and addition lines of one step are a pair); g a product of two lines.
     */
    private static void loop(long[] f, long[] st, int m, long[] ls, long[] g, long[] s) {
        final int S = Bls12381Lines.STATE, L = 3 * E;
        boolean first = true;
        for (int i = LOOP.length - 2; i >= 0; i--) {
            if (!first) {
                Bls12381Fp12.sqr(f, 0, f, 0, s);
            }
            for (int j = 0; j < m; j++) {
                Bls12381Lines.doubleStep(st, j * S, ls, j * L, s);
            }
            int lines = m;
            if (LOOP[i] != 0) {
                for (int j = 0; j < m; j++) {
                    Bls12381Lines.addStep(st, j * S, st, j * S + Bls12381Lines.QX, st, j * S + Bls12381Lines.QY, ls, (m + j) * L, s);
                }
                lines = 2 * m;
            }
            absorbStep(f, ls, lines, first, g, s);
            first = false;
        }
    }

    /** f = f times a step's lines; on the first step f is still 1, so the first line becomes f. */
    private static void absorbStep(long[] f, long[] ls, int lines, boolean first, long[] g, long[] s) {
        if (first) {
            Bls12381Fp12.fromLine(f, 0, ls, 0);
            absorb(f, ls, 1, lines, g, s);
        } else {
            absorb(f, ls, 0, lines, g, s);
        }
    }

    /**
     * f = f times the lines ls[from .. n - 1]: two at a time by {@link Bls12381Fp12#linePair} and
     * {@link Bls12381Fp12#mulByLinePair} (6M + 17M against 2 x 13M), a last odd one by
     * {@link Bls12381Fp12#mulByLine}.
     */
    private static void absorb(long[] f, long[] ls, int from, int n, long[] g, long[] s) {
        final int L = 3 * E;
        int j = from;
        for (; j + 1 < n; j += 2) {
            Bls12381Fp12.linePair(g, 0, ls, j * L, ls, (j + 1) * L, s);
            Bls12381Fp12.mulByLinePair(f, 0, f, 0, g, 0, s);
        }
        if (j < n) {
            Bls12381Fp12.mulByLine(f, 0, f, 0, ls, j * L, s);
        }
    }

    /**
     * out = f^(3 (p^12 - 1) / r); out may alias f. Its compressed squarings run on the FMA lanes
     * as the system property {@value LaneMode#PROPERTY} says ({@link LaneMode#fromProperty}; by
     * default AUTO: once the BLS12-381 lanes are warm).
     */
    public static void finalExponentiation(long[] f, int fOff, long[] out, int outOff) {
        finalExponentiation(f, fOff, out, outOff, LaneMode.fromProperty());
    }

    /**
     * Scalar time of a final exponentiation's compressed squarings, which the lanes could take:
     * 315 squarings at 1 676 ns (bench/run PairingKernels bls12-381, fp12_compressed_sqr, on the
     * Zen 3 reference machine, 2026-12-08).
     */
    static final long SCALAR_SQUARINGS_NANOS = Bls12381FinalExp.SQUARINGS * 1_676L;

    /**
     * {@link #finalExponentiation(long[], int, long[], int)} with its runs of compressed
     * squarings on FMA lanes where the lane mode says ({@link Bls12381CompressedLanes}; AUTO:
     * once the BLS12-381 lanes are warm, {@link Bls12381LanesRace}, the scalar runs before
     * counting towards their warm-up). The same element on every path.
     */
    public static void finalExponentiation(long[] f, int fOff, long[] out, int outOff, LaneMode lanes) {
        PairingArgs.span(f, fOff, GT_LIMBS, "the Miller loop value");
        PairingArgs.span(out, outOff, GT_LIMBS, "the pairing value");
        int kernel = Bls12381LanesRace.kernel(lanes);
        Bls12381CompressedLanes runs = null;
        if (kernel == LaneKernel.OFF) {
            Bls12381LanesRace.countCold(lanes, SCALAR_SQUARINGS_NANOS);
        } else {
            runs = new Bls12381CompressedLanes(kernel != LaneKernel.SPECIES_256);
        }
        Bls12381FinalExp.apply(out, outOff, f, fOff, new long[Bls12381FinalExp.WORK], new long[Bls12381Fp12.SCRATCH], runs);
    }
}
