package dev.pippin.pairing;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.lanes.kernel.Bls12381FpSlots;
import dev.pippin.lanes.kernel.Bls12381LaneSlots;

/**
 * The final exponentiation's runs of compressed squarings ({@link Bls12381Fp12#compressedSqr})
 * with their base-field products on the FMA lanes: the twelve products of one squaring side by
 * side, one per lane (three kernel calls at four lanes, two at eight), where the Miller loop's
 * lanes take one pair per lane. The run's value (g1, g2, g4, g5) stays in the lanes' form, 52-bit
 * limbs in Montgomery form for R' = 2^416, from {@link #load} to the last {@link #store}: the
 * change of radix and of R is paid once a run, not once a squaring.
 *
 * <p>One squaring: the six Fp2 squares g1^2, g4^2, (g1 + g4)^2, g2^2, g5^2, (g2 + g5)^2, each
 * as x0^2 - x1^2 = (x0 + x1)(x0 - x1) and x0 x1 (P and Q below), then
 * <pre>
 *   g1' = 3 xi (F - D - E) + 2 g1,   g2' = 3 (A + xi B) - 2 g2,
 *   g4' = 3 (D + xi E) - 2 g4,       g5' = 3 (C - A - B) + 2 g5
 * </pre>
 * (A = g1^2, B = g4^2, C = (g1 + g4)^2, D = g2^2, E = g5^2, F = (g2 + g5)^2; xi = 1 + u), summed
 * limb by limb in scalar code from the twelve products and the previous value.
 *
 * <p>Bounds. Every value of the run is below 3p with every limb below 2^52. The operands:
 * x0 + x1 below 12p (for g1 + g4), x0 - x1 + 8p below 20p, far inside the kernels' 512p; each
 * product is below 2p. An output's sum lies in (-36p, 36p) (g1'.c1's negative terms
 * 3 P2 + 3 P5 + 6 Q2 + 6 Q5 reach 36p, g1'.c0's positive ones 36p); 48p is added, so it is in
 * (12p, 84p), then q p is taken off with q the floor of its quotient by p estimated from the top
 * two limbs, less one: the value is back in [0, 3p).
 *
 * <p>Cost model (Zen 3, four lanes): a squaring is three kernel calls (about 180 ns each,
 * bench/run PairingKernels bls12-381, fp_mul_lanes) and about 500 ns of scalar work (the operand
 * sums, the moves into and out of the lanes, the eight output sums and their reductions): 1.06-1.16
 * us against 1.62-1.65 for the scalar {@link Bls12381Fp12#compressedSqr} in a timing loop of each
 * (2026-12-08). The final exponentiation's figures are in docs/PAIRING.md.
 *
 * <p>Not thread-safe: one instance per final exponentiation.
 */
final class Bls12381CompressedLanes {
    private static final int N = Bls12381LaneSlots.N, FP = Bls12381Fp.LIMBS;
    private static final long M52 = (1L << 52) - 1;
    /**
     * A limb below 2^52 and the double of the same value differ by the exponent bits of 2^52: the
     * moves between the run's longs and the lanes' doubles are an OR or an AND and one
     * floating-point operation, without the checks Java's conversions carry.
     */
    private static final long B52 = 0x4330000000000000L;
    private static final double TWO52 = 0x1p52;
    private static final long[] P = Bls12381LaneSlots.limbs52(Bls12381Fp.MODULUS);
    private static final long[] P8 = Bls12381LaneSlots.limbs52(Bls12381Fp.MODULUS.shiftLeft(3));
    private static final long[] P48 = Bls12381LaneSlots.limbs52(Bls12381Fp.MODULUS.multiply(java.math.BigInteger.valueOf(48)));
    /**
     * 1 / (the top two limbs of p plus one), as a double: the top limbs of p plus one over-estimate
     * p / 2^312, so the quotient estimate below is at most the true quotient plus the double
     * roundings (far below 1), and one is taken off it.
     */
    private static final double INV_P_TOP = 1.0 / ((double) P[N - 1] * 0x1p52 + (double) (P[N - 2] + 1));
    /** The run's value: g1.c0, g1.c1, g2.c0, g2.c1, g4.c0, g4.c1, g5.c0, g5.c1 (the compressed layout's order). */
    private static final int G1 = 0, G2 = 2, G4 = 4, G5 = 6, VALUES = 8;
    /** The products: P (the c0 factor) of g1, g4, g1 + g4, g2, then their Q, then P and Q of g5, g2 + g5. */
    private static final int P1 = 0, P4 = 1, P14 = 2, P2 = 3, Q1 = 4, Q4 = 5, Q14 = 6, Q2 = 7,
            P5 = 8, P25 = 9, Q5 = 10, Q25 = 11, PRODUCTS = 12;

    private final Bls12381FpSlots sl;
    private final int lanes, calls, io;
    private final int[] offs;
    /** Per product: where its lane starts in the call's X, Y and result blocks (lane k % LANES of call k / LANES). */
    private final int[] xAt = new int[PRODUCTS], yAt = new int[PRODUCTS], rAt = new int[PRODUCTS];
    private final long[] g = new long[VALUES * N], prod = new long[PRODUCTS * N], sums = new long[VALUES * N];
    private final long[] sum14 = new long[2 * N], sum25 = new long[2 * N];

    /** wide: the preferred species' kernels, else the 256-bit ones'. */
    Bls12381CompressedLanes(boolean wide) {
        int lanes = Bls12381LaneSlots.lanes(wide);
        this.lanes = lanes;
        this.calls = (PRODUCTS + lanes - 1) / lanes;
        int ioBlocks = (VALUES + lanes - 1) / lanes;
        // per call an X, a Y and a result block; then the blocks that carry values in and out
        this.sl = new Bls12381FpSlots(wide, 3 * calls + ioBlocks);
        this.io = 3 * calls;
        this.offs = new int[lanes];
        for (int k = 0; k < PRODUCTS; k++) {
            int c = k / lanes, l = k % lanes;
            xAt[k] = sl.o(3 * c) + l;
            yAt[k] = sl.o(3 * c + 1) + l;
            rAt[k] = sl.o(3 * c + 2) + l;
        }
    }

    /** Takes the compressed value c (the field class's form, {@link Bls12381Fp12#COMPRESSED} longs) as the run's value. */
    void load(long[] c, int co) {
        for (int b = 0; b * lanes < VALUES; b++) {
            for (int l = 0; l < lanes; l++) {
                offs[l] = co + Math.min(b * lanes + l, VALUES - 1) * FP;
            }
            int off = sl.o(io + b);
            sl.load(off, c, offs);
            for (int l = 0; l < lanes && b * lanes + l < VALUES; l++) {
                int v = (b * lanes + l) * N;
                for (int j = 0; j < N; j++) {
                    g[v + j] = (long) sl.w[off + j * lanes + l];
                }
            }
        }
    }

    /** Writes the run's value to r (the field class's form, every coordinate below 2p); the run goes on. */
    void store(long[] r, int ro) {
        for (int b = 0; b * lanes < VALUES; b++) {
            int off = sl.o(io + b);
            for (int l = 0; l < lanes; l++) {
                int v = Math.min(b * lanes + l, VALUES - 1) * N;
                for (int j = 0; j < N; j++) {
                    sl.w[off + j * lanes + l] = g[v + j];
                }
                offs[l] = ro + Math.min(b * lanes + l, VALUES - 1) * FP;
            }
            sl.store(off, r, offs, Math.min(lanes, VALUES - b * lanes));
        }
    }

    /** One compressed squaring of the run's value. */
    void square() {
        add(sum14, 0, g, G1 * N, g, G4 * N);
        add(sum14, N, g, (G1 + 1) * N, g, (G4 + 1) * N);
        add(sum25, 0, g, G2 * N, g, G5 * N);
        add(sum25, N, g, (G2 + 1) * N, g, (G5 + 1) * N);
        operands(P1, Q1, g, G1 * N);
        operands(P4, Q4, g, G4 * N);
        operands(P14, Q14, sum14, 0);
        operands(P2, Q2, g, G2 * N);
        operands(P5, Q5, g, G5 * N);
        operands(P25, Q25, sum25, 0);
        for (int c = 0; c < calls; c++) {
            sl.fpMul(sl.o(3 * c + 2), sl.o(3 * c), sl.o(3 * c + 1));
        }
        final double[] w = sl.w;
        final int lanes = this.lanes;
        for (int k = 0; k < PRODUCTS; k++) {
            int off = rAt[k];
            for (int j = 0; j < N; j++) {
                prod[k * N + j] = Double.doubleToRawLongBits(w[off + j * lanes] + TWO52) & M52;
            }
        }
        // The eight outputs' sums limb by limb, from the products and the previous value (the
        // class comment's formulas; 3x as x + 2x, 6x as 2 (3x): no multiplications), each with 48p:
        //   g1' = (3 T0 - 6 T1, 3 T0 + 6 T1) + 2 g1 with T0 = P25 - P2 - P5, T1 = Q25 - Q2 - Q5
        //   g2' = (3 (P1 + P4) - 6 Q4, 6 (Q1 + Q4) + 3 P4) - 2 g2
        //   g4' = (3 (P2 + P5) - 6 Q5, 6 (Q2 + Q5) + 3 P5) - 2 g4
        //   g5' = (3 (P14 - P1 - P4), 6 (Q14 - Q1 - Q4)) + 2 g5
        final long[] pr = prod, gv = g, t = sums;
        for (int j = 0; j < N; j++) {
            long p1 = pr[P1 * N + j], p4 = pr[P4 * N + j], p14 = pr[P14 * N + j], p2 = pr[P2 * N + j];
            long p5 = pr[P5 * N + j], p25 = pr[P25 * N + j], q1 = pr[Q1 * N + j], q4 = pr[Q4 * N + j];
            long q14 = pr[Q14 * N + j], q2 = pr[Q2 * N + j], q5 = pr[Q5 * N + j], q25 = pr[Q25 * N + j];
            long k = P48[j];
            long t0 = p25 - p2 - p5, t1 = q25 - q2 - q5;
            long t03 = t0 + (t0 << 1), t16 = (t1 + (t1 << 1)) << 1;
            t[G1 * N + j] = t03 - t16 + (gv[G1 * N + j] << 1) + k;
            t[(G1 + 1) * N + j] = t03 + t16 + (gv[(G1 + 1) * N + j] << 1) + k;
            long a = p1 + p4, b = q1 + q4, q46 = (q4 + (q4 << 1)) << 1, p43 = p4 + (p4 << 1);
            t[G2 * N + j] = a + (a << 1) - q46 - (gv[G2 * N + j] << 1) + k;
            t[(G2 + 1) * N + j] = ((b + (b << 1)) << 1) + p43 - (gv[(G2 + 1) * N + j] << 1) + k;
            long c = p2 + p5, d = q2 + q5, q56 = (q5 + (q5 << 1)) << 1, p53 = p5 + (p5 << 1);
            t[G4 * N + j] = c + (c << 1) - q56 - (gv[G4 * N + j] << 1) + k;
            t[(G4 + 1) * N + j] = ((d + (d << 1)) << 1) + p53 - (gv[(G4 + 1) * N + j] << 1) + k;
            long e = p14 - p1 - p4, f = q14 - q1 - q4;
            t[G5 * N + j] = e + (e << 1) + (gv[G5 * N + j] << 1) + k;
            t[(G5 + 1) * N + j] = ((f + (f << 1)) << 1) + (gv[(G5 + 1) * N + j] << 1) + k;
        }
        for (int v = 0; v < VALUES; v++) {
            reduce(gv, v * N, t, v * N);
        }
    }

    /** r = a + b (values below 3p: the sum below 6p), limbs carried. */
    private static void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) {
        long c = 0;
        for (int j = 0; j < N; j++) {
            long t = a[ao + j] + b[bo + j] + c;
            r[ro + j] = t & M52;
            c = t >>> 52;
        }
    }

    /**
     * Into their lanes, for the Fp2 value x at v[vo] (below 6p): product kp's operands
     * x0 + x1 and x0 - x1 + 8p, carried, and product kq's, x0 and x1.
     */
    private void operands(int kp, int kq, long[] v, int vo) {
        final double[] w = sl.w;
        final int lanes = this.lanes, xp = xAt[kp], yp = yAt[kp], xq = xAt[kq], yq = yAt[kq];
        long cs = 0, cd = 0;
        for (int j = 0; j < N; j++) {
            long a = v[vo + j], b = v[vo + N + j];
            long s = a + b + cs, d = a - b + P8[j] + cd;
            int at = j * lanes;
            lane(w, xp + at, s);
            lane(w, yp + at, d);
            lane(w, xq + at, a);
            lane(w, yq + at, b);
            cs = s >> 52;
            cd = d >> 52;
        }
    }

    /** w[i] = the low 52 bits of x, as a double (the exponent bits of 2^52 OR-ed in, 2^52 taken off). */
    private static void lane(double[] w, int i, long x) {
        w[i] = Double.longBitsToDouble((x & M52) | B52) - TWO52;
    }

    /**
     * r = the sum at t (limbs of either sign, in (12p, 84p) as a whole: the class comment's
     * bounds), carried and reduced below 3p: q p is taken off, q the quotient estimated from the
     * top two limbs, less one.
     */
    private static void reduce(long[] r, int ro, long[] t, int to) {
        long c = 0;
        for (int j = 0; j < N - 1; j++) {
            long x = t[to + j] + c;
            r[ro + j] = x & M52;
            c = x >> 52;
        }
        long top = t[to + N - 1] + c;                     // below 84p / 2^364 < 2^24: kept whole
        long q = Math.max(0, (long) (((double) top * 0x1p52 + (double) r[ro + N - 2]) * INV_P_TOP) - 1);
        c = 0;
        for (int j = 0; j < N - 1; j++) {
            long x = r[ro + j] - q * P[j] + c;
            r[ro + j] = x & M52;
            c = x >> 52;
        }
        r[ro + N - 1] = top - q * P[N - 1] + c;
    }
}
