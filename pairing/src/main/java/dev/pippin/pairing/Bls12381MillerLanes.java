package dev.pippin.pairing;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.Bls12381Fp2Slots;
import dev.pippin.lanes.kernel.Bls12381LaneSlots;
import dev.pippin.lanes.kernel.Bls12381LanesRace;
import dev.pippin.lanes.kernel.LaneCode;

/**
 * The BLS12-381 Miller loop of many pairs on FMA lanes: lane l keeps its own accumulator f_l and
 * runs the pairs l, l + LANES, l + 2 LANES, ... (one row of the state per LANES pairs), so every
 * lane does the same steps: per bit of |x| one Fp12 squaring of f_l, then per row a doubling
 * step and the product of f_l with the line, and at the set bits an addition step and its line.
 * The product of the f_l is the scalar Miller loop's value before its conjugation
 * ({@link Bls12381Pairing#millerLoop(long[], int, long[], int, int, long[], int, LaneMode)}).
 *
 * <p>The steps are those of {@link Bls12381Lines}, generated from the same description
 * (pairing/gen/gen_lines.py) (homogeneous projective T on the M-type
 * twist, the tangent and chord lines evaluated at P with coefficients of w^0, w^2, w^3, and the
 * same scalings), so each pair contributes the same factor and the product is the same element,
 * not merely one with the same final exponentiation. The tower: Fp12 = Fp6[w]/(w^2 - v),
 * Fp6 = Fp2[v]/(v^3 - xi), xi = 1 + u, an element as six Fp2 slots c0.a0, c0.a1, c0.a2,
 * c1.a0, c1.a1, c1.a2 ({@link Bls12381Fp12}'s order). The kernels, slots and warm-up are the lanes
 * module's ({@link Bls12381Fp2Slots}, {@link Bls12381LanesRace}).
 *
 * <p>Cost model (M: an Fp2 product or square on the lanes, two kernel calls; per lane group of
 * LANES pairs): per bit a doubling step 3M + 6S + 4 Fp products and the line's product 13M, per
 * set bit an addition step 11M + 2S + 4 Fp products and 13M; per bit and per LANES accumulators
 * one squaring, 12M. Pairs at infinity contribute 1 and are left out, as in the pairing module;
 * the lanes past the last pair take the line 1.
 */
final class Bls12381MillerLanes {
    private static final int G1A = Bls12381G1.AFFINE, G2A = Bls12381G2.AFFINE, FP = Bls12381G1.COORD;  // FP: longs of an Fp value
    /** Longs of one Fp12 value in the pairing module's layout. */
    static final int GT = 12 * FP;

    private static final long[] K0 = Bls12381LaneSlots.K0, P2 = Bls12381LaneSlots.kp(2), P4 = Bls12381LaneSlots.kp(4),
            P8 = Bls12381LaneSlots.kp(8), P14 = Bls12381LaneSlots.kp(14), P24 = Bls12381LaneSlots.kp(24),
            P42 = Bls12381LaneSlots.kp(42), P56 = Bls12381LaneSlots.kp(56), P288 = Bls12381LaneSlots.kp(288);

    // Slots: the accumulator, the line, 1, temporaries, then ROW slots per row of pairs.
    private static final int F = 0, LN = 6, ONE = 9, TMP = 10, TEMPS = 40;
    private static final int TX = 0, TY = 1, TZ = 2, QX = 3, QY = 4, PY = 5, PNY = 6, PNX = 7, P3X = 8, ROW = 9;

    private final Bls12381Fp2Slots ar;
    private final int lanes, rows, base;
    private final int[] offs;

    private Bls12381MillerLanes(boolean wide, int rows) {
        int lanes = lanes(wide);
        this.ar = new Bls12381Fp2Slots(wide, TMP + TEMPS + rows * ROW);
        this.lanes = lanes;
        this.rows = rows;
        this.base = TMP + TEMPS;
        this.offs = new int[lanes];
        ar.broadcast(ar.o(ONE), Bls12381LaneSlots.ONE);
    }

    /**
     * A pair of the scalar Miller loop in the warm-up's unit, nanoseconds: 338-364 us a pair at 6
     * to 8 pairs on the Intel Xeon, 471 on the Zen 4 (docs/PAIRING.md, "The batch's Miller loop on
     * lanes"), the lower taken.
     */
    static final long SCALAR_PAIR_NANOS = 338_000;

    /**
     * Counts a scalar Miller loop of the given pairs towards the BLS12-381 lanes' warm-up, as the
     * scalar multiplications by |x| count: under AUTO, on a JVM with lanes, before they are warm;
     * so a process that only checks pairings still warms them.
     */
    static void countScalar(int pairs, LaneMode mode) {
        if (pairs > 0) {
            Bls12381LanesRace.countCold(mode, pairs * SCALAR_PAIR_NANOS);
        }
    }

    /**
     * Fewest pairs whose Miller loop runs on the lanes under AVX-512 code: below it the lanes'
     * squarings of one accumulator per lane and the idle lanes cost more than the scalar loop
     * saves. Intel Xeon (AVX-512), one lane width per JVM, us a pair, lanes against scalar:
     * 8 lanes 4 pairs 407 against 364-383, 5 pairs 309-311 against 351-356, 6 pairs 256-260
     * against 348-364; 4 lanes 5 pairs (two rows) 355-367 against 350-353, 6 pairs 301-308
     * against 345-350. A row costs the same for any number of pairs up to the lane count, so 6
     * also holds for the Zen 4's dearer rows (8 pairs 256 against 471 a pair). docs/PAIRING.md,
     * "The batch's Miller loop on lanes".
     */
    static final int MIN_PAIRS_AVX512 = 6;

    /**
     * The same under AVX2 code: on the AVX2-only AMD EPYC (4 lanes, MillerLanesProbe in the bench module, two JVMs,
     * us a pair, lanes against scalar) 6 pairs 1144 against 841-843, 8 pairs 846-850 against
     * 820-824, 12 pairs 788-791 against 801-807, 16 pairs 781-782 against 803-804, 129 pairs
     * 713-721 against 781-786: the first count where the lanes won in both. docs/PAIRING.md,
     * "The lanes on an AVX2-only machine".
     */
    static final int MIN_PAIRS_AVX2 = 12;

    /** Fewest pairs on the lanes by the code C2 emits ({@link LaneCode}). */
    static int minPairs(boolean avx512Code) {
        return avx512Code ? MIN_PAIRS_AVX512 : MIN_PAIRS_AVX2;
    }

    /** Lanes of a kernel: the number of parts {@link #parts} writes. */
    static int lanes(boolean wide) {
        return Bls12381LaneSlots.lanes(wide);
    }

    /**
     * out[outOff + l GT] (l below {@link #lanes}) = the part f_l; their product is the Miller loop
     * value of the k pairs before conjugation. Returns the number of parts.
     */
    static int parts(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff, boolean wide) {
        int[] live = new int[k];
        int m = 0;
        for (int i = 0; i < k; i++) {
            if (!Bls12381G1.isInfinity(g1s, g1Off + i * G1A) && !Bls12381G2.isInfinity(g2s, g2Off + i * G2A)) {
                live[m++] = i;
            }
        }
        int lanes = lanes(wide);
        Bls12381MillerLanes ml = new Bls12381MillerLanes(wide, Math.max(1, (m + lanes - 1) / lanes));
        ml.run(g1s, g1Off, g2s, g2Off, live, m);
        ml.store(out, outOff);
        return lanes;
    }

    private int slot(int row, int s) {
        return base + row * ROW + s;
    }

    private void run(long[] g1s, int g1Off, long[] g2s, int g2Off, int[] live, int m) {
        for (int c = 0; c < 6; c++) {
            ar.lin(F + c, 0, ONE, 0, ONE, 0, ONE, K0);
        }
        ar.copy(F, ONE);                                    // f_l = 1
        if (m == 0) {
            return;
        }
        for (int row = 0; row < rows; row++) {
            load(row, g1s, g1Off, g2s, g2Off, live, m);
        }
        for (int i = 62; i >= 0; i--) {
            sqr();
            for (int row = 0; row < rows; row++) {
                doubleStep(row);
                padLine(row, m);
                mulByLine();
            }
            if (((Bls12381G2.SEED_ABS >>> i) & 1) != 0) {
                for (int row = 0; row < rows; row++) {
                    addStep(row);
                    padLine(row, m);
                    mulByLine();
                }
            }
        }
    }

    /** Row row's state: T = Q, Q, and P's y, -y, -x and 3x; lanes past the last pair repeat it. */
    private void load(int row, long[] g1s, int g1Off, long[] g2s, int g2Off, int[] live, int m) {
        for (int c = 0; c < 4; c++) {                       // Q: x0, x1, y0, y1 (QX and QY adjacent)
            for (int l = 0; l < lanes; l++) {
                offs[l] = g2Off + live[Math.min(row * lanes + l, m - 1)] * G2A + c * FP;
            }
            ar.load(ar.o(slot(row, QX)) + c * ar.blk, g2s, offs);
        }
        for (int c = 0; c < 2; c++) {                       // P: x into PNX, y into PY
            for (int l = 0; l < lanes; l++) {
                offs[l] = g1Off + live[Math.min(row * lanes + l, m - 1)] * G1A + c * FP;
            }
            ar.load(ar.o(slot(row, c == 0 ? PNX : PY)), g1s, offs);
        }
        int x = ar.o(slot(row, PNX)), y = ar.o(slot(row, PY));
        ar.lin52(ar.o(slot(row, P3X)), 3, x, 0, x, 0, x, K0);          // 3x   < 6p
        ar.lin52(ar.o(slot(row, PNY)), -1, y, 0, y, 0, y, P2);         // -y   < 2p
        ar.lin52(x, -1, x, 0, x, 0, x, P2);                            // -x   < 2p
        ar.copy(slot(row, TX), slot(row, QX));
        ar.copy(slot(row, TY), slot(row, QY));
        ar.copy(slot(row, TZ), ONE);
    }

    /** The line 1 in the lanes of the last row that hold no pair. */
    private void padLine(int row, int m) {
        for (int l = m - row * lanes; l < lanes; l++) {
            if (l < 0) {
                return;
            }
            for (int c = 0; c < 3; c++) {
                ar.setLane(ar.o(LN + c), l, c == 0 ? Bls12381LaneSlots.ONE : Bls12381LaneSlots.ZERO);
                ar.setLane(ar.o(LN + c) + ar.blk, l, Bls12381LaneSlots.ZERO);
            }
        }
    }

    /**
     * T = 2T and the tangent line at P (the pairing module's doubleStep): B = Y^2, C = Z^2,
     * E = 12 xi C, H = (Y + Z)^2 - B - C; l = (E - B, 3 X^2 x_P, -H y_P); T = (2XY (B - 3E),
     * (B + 3E)^2 - 12 E^2, 4BH). In: X below 2p, Y below 26p, Z below 8p; out the same.
     */
    private void doubleStep(int row) {
        final int X = slot(row, TX), Y = slot(row, TY), Z = slot(row, TZ);
        // BEGIN GENERATED doubleStep lanes (pairing/gen/gen_lines.py; edit it, then run python3 codegen/generate.py)
        final int B = TMP, C = TMP + 1, E = TMP + 2, YZ = TMP + 3, S = TMP + 4, H = TMP + 5, X2 = TMP + 6,
                XY = TMP + 7, BF = TMP + 8, BP = TMP + 9, BP2 = TMP + 10, E2 = TMP + 11, BH = TMP + 12;
        ar.sqr(B, Y);
        ar.sqr(C, Z);
        ar.lin52(ar.o(E), 12, ar.o(C), -12, ar.o(C) + ar.blk, 0, ar.o(C), P24);
        ar.lin52(ar.o(E) + ar.blk, 12, ar.o(C), 12, ar.o(C) + ar.blk, 0, ar.o(C), K0); // E = 12 xi C < 48p
        ar.lin(YZ, 1, Y, 1, Z, 0, Z, K0);                    // YZ = Y + Z < 34p
        ar.sqr(S, YZ);
        ar.lin(H, 1, S, -1, B, -1, C, P4);                   // H = S - B - C < 6p
        ar.sqr(X2, X);
        ar.lin(LN, 1, E, -1, B, 0, B, P2);                   // l0 = E - B < 50p
        ar.mulFp(LN + 1, X2, slot(row, P3X));
        ar.mulFp(LN + 2, H, slot(row, PNY));
        ar.mul(XY, X, Y);
        ar.lin(BF, 2, B, -6, E, 0, E, P288);                 // BF = 2 B - 6 E < 292p
        ar.mul(X, XY, BF);
        ar.lin(BP, 1, B, 3, E, 0, E, K0);                    // BP = B + 3 E < 146p
        ar.sqr(BP2, BP);
        ar.sqr(E2, E);
        ar.lin(Y, 1, BP2, -12, E2, 0, E2, P24);              // Y = BP2 - 12 E2 < 26p
        ar.mul(BH, B, H);
        ar.lin(Z, 4, BH, 0, BH, 0, BH, K0);                  // Z = 4 BH < 8p
        // END GENERATED doubleStep lanes
    }

    /**
     * T = T + Q and the line through them at P (the pairing module's addStep): theta = Y - y2 Z,
     * lambda = X - x2 Z, C = theta^2, D = lambda^2, E = lambda D, F = Z C, G = X D,
     * H = E + F - 2G; l = (theta x2 - lambda y2, -theta x_P, lambda y_P); T = (lambda H,
     * theta (G - H) - Y E, Z E). In: X below 2p, Y below 26p, Z below 8p; out: below 2p, 4p, 2p.
     */
    private void addStep(int row) {
        final int X = slot(row, TX), Y = slot(row, TY), Z = slot(row, TZ), x2 = slot(row, QX), y2 = slot(row, QY);
        // BEGIN GENERATED addStep lanes (pairing/gen/gen_lines.py; edit it, then run python3 codegen/generate.py)
        final int V0 = TMP, TH = TMP + 1, V1 = TMP + 2, LA = TMP + 3, C = TMP + 4, D = TMP + 5, E = TMP + 6,
                FF = TMP + 7, G = TMP + 8, H = TMP + 9, V8 = TMP + 10, V9 = TMP + 11, GH = TMP + 12,
                V6 = TMP + 13, Z3 = TMP + 14;
        ar.mul(V0, y2, Z);
        ar.lin(TH, 1, Y, -1, V0, 0, V0, P2);                 // TH = Y - V0 < 28p
        ar.mul(V1, x2, Z);
        ar.lin(LA, 1, X, -1, V1, 0, V1, P2);                 // LA = X - V1 < 4p
        ar.sqr(C, TH);
        ar.sqr(D, LA);
        ar.mul(E, D, LA);
        ar.mul(FF, Z, C);
        ar.mul(G, X, D);
        ar.lin(H, 1, E, 1, FF, -2, G, P4);                   // H = E + FF - 2 G < 8p
        ar.mul(V8, TH, x2);
        ar.mul(V9, LA, y2);
        ar.lin(LN, 1, V8, -1, V9, 0, V9, P2);                // l0 = V8 - V9 < 4p
        ar.mulFp(LN + 1, TH, slot(row, PNX));
        ar.mulFp(LN + 2, LA, slot(row, PY));
        ar.mul(X, LA, H);
        ar.lin(GH, 1, G, -1, H, 0, H, P8);                   // GH = G - H < 10p
        ar.mul(V6, TH, GH);
        ar.mul(V8, Y, E);
        ar.lin(Y, 1, V6, -1, V8, 0, V8, P2);                 // Y = V6 - V8 < 4p
        ar.mul(Z3, Z, E);
        ar.copy(Z, Z3);                                   // Z < 2p
        // END GENERATED addStep lanes
    }

    /**
     * f = f l for the line l = L0 + L1 w, L0 = (l0, l1, 0), L1 = (0, l2, 0): t0 = A L0 (5M),
     * t1 = B L1 = (xi B2 l2, B0 l2, B1 l2) (3M), U = (A + B)(l0, l1 + l2, 0) (5M);
     * f = (t0 + v t1, U - t0 - t1). In: f below 56p, the line below 512p; out: f below 24p.
     */
    private void mulByLine() {
        final int T0 = TMP + 15, T1 = TMP + 18, U = TMP + 21, AB = TMP + 24, L12 = TMP + 27, W = TMP + 28;
        sparse5(T0, F, LN, LN + 1, TMP + 30);
        ar.mul(W, F + 5, LN + 2);                            // B2 l2
        ar.lin(T1, 0, W, 0, W, 0, W, K0);
        ar.addXi(T1, T1, W, P2);                             // xi B2 l2 < 4p
        ar.mul(T1 + 1, F + 3, LN + 2);
        ar.mul(T1 + 2, F + 4, LN + 2);
        for (int c = 0; c < 3; c++) {
            ar.lin(AB + c, 1, F + c, 1, F + 3 + c, 0, F, K0);   // A + B < 112p
        }
        ar.lin(L12, 1, LN + 1, 1, LN + 2, 0, LN, K0);
        sparse5(U, AB, LN, L12, TMP + 30);
        for (int c = 0; c < 3; c++) {                        // f1 = U - t0 - t1 < 24p
            ar.lin(F + 3 + c, 1, U + c, -1, T0 + c, -1, T1 + c, P14);
        }
        ar.addXi(F, T0, T1 + 2, P4);                         // f0 = t0 + (xi t1_2, t1_0, t1_1) < 18p
        ar.lin(F + 1, 1, T0 + 1, 1, T1, 0, T1, K0);
        ar.lin(F + 2, 1, T0 + 2, 1, T1 + 1, 0, T1, K0);
    }

    /**
     * Slots r .. r+2 = (a0, a1, a2) (b0, b1, 0) over Fp6 (5M): v0 = a0 b0, v1 = a1 b1,
     * (v0 + xi ((a1 + a2) b1 - v1), (a0 + a1)(b0 + b1) - v0 - v1, (a0 + a2) b0 - v0 + v1);
     * t: 6 temporaries. Out: below 10p, 6p, 6p.
     */
    private void sparse5(int r, int a, int b0, int b1, int t) {
        final int v0 = t, v1 = t + 1, x = t + 2, p = t + 3, y = t + 4, q = t + 5;
        ar.mul(v0, a, b0);
        ar.mul(v1, a + 1, b1);
        ar.lin(x, 1, a + 1, 1, a + 2, 0, a, K0);
        ar.mul(p, x, b1);
        ar.lin(p, 1, p, -1, v1, 0, v1, P2);                  // (a1 + a2) b1 - v1 < 4p
        ar.addXi(r, v0, p, P4);                              // < 10p
        ar.lin(x, 1, a, 1, a + 1, 0, a, K0);
        ar.lin(y, 1, b0, 1, b1, 0, b0, K0);
        ar.mul(q, x, y);
        ar.lin(r + 1, 1, q, -1, v0, -1, v1, P4);             // < 6p
        ar.lin(x, 1, a, 1, a + 2, 0, a, K0);
        ar.mul(q, x, b0);
        ar.lin(r + 2, 1, q, -1, v0, 1, v1, P2);              // < 6p
    }

    /**
     * f = f^2 by the complex method: with f = A + B w, AB = A B, f^2 = ((A + B)(A + v B) - AB - v AB) + 2 AB w,
     * v (x0, x1, x2) = (xi x2, x0, x1); two Fp6 products. In: f below 56p; out: below 56p.
     */
    private void sqr() {
        final int AB = TMP, SA = TMP + 3, SV = TMP + 6, S = TMP + 9, T = TMP + 12, t = TMP + 15;
        fp6Mul(AB, F, F + 3, t);                             // < 14p
        for (int c = 0; c < 3; c++) {
            ar.lin(SA + c, 1, F + c, 1, F + 3 + c, 0, F, K0);   // A + B < 112p
        }
        ar.addXi(SV, F, F + 5, P56);                         // A + v B < 168p
        ar.lin(SV + 1, 1, F + 1, 1, F + 3, 0, F, K0);
        ar.lin(SV + 2, 1, F + 2, 1, F + 4, 0, F, K0);
        fp6Mul(S, SA, SV, t);                                // < 14p
        ar.addXi(T, AB, AB + 2, P14);                        // AB + v AB: < 42p, 28p, 28p
        ar.lin(T + 1, 1, AB + 1, 1, AB, 0, AB, K0);
        ar.lin(T + 2, 1, AB + 2, 1, AB + 1, 0, AB, K0);
        for (int c = 0; c < 3; c++) {
            ar.lin(F + c, 1, S + c, -1, T + c, 0, T, P42);   // < 56p
            ar.lin(F + 3 + c, 2, AB + c, 0, AB, 0, AB, K0);  // 2 AB < 28p
        }
    }

    /**
     * Slots r .. r+2 = x y over Fp6, Karatsuba (6M): v_i = x_i y_i,
     * (v0 + xi ((x1 + x2)(y1 + y2) - v1 - v2), (x0 + x1)(y0 + y1) - v0 - v1 + xi v2,
     * (x0 + x2)(y0 + y2) - v0 - v2 + v1); r distinct from x and y; t: 7 temporaries. Out: below 14p.
     */
    private void fp6Mul(int r, int x, int y, int t) {
        final int v0 = t, v1 = t + 1, v2 = t + 2, sx = t + 3, sy = t + 4, p = t + 5, q = t + 6;
        ar.mul(v0, x, y);
        ar.mul(v1, x + 1, y + 1);
        ar.mul(v2, x + 2, y + 2);
        ar.lin(sx, 1, x + 1, 1, x + 2, 0, x, K0);
        ar.lin(sy, 1, y + 1, 1, y + 2, 0, y, K0);
        ar.mul(p, sx, sy);
        ar.lin(p, 1, p, -1, v1, -1, v2, P4);                 // < 6p
        ar.addXi(r, v0, p, P8);                              // < 14p
        ar.lin(sx, 1, x, 1, x + 1, 0, x, K0);
        ar.lin(sy, 1, y, 1, y + 1, 0, y, K0);
        ar.mul(p, sx, sy);
        ar.lin(q, 1, p, -1, v0, -1, v1, P4);                 // < 6p
        ar.addXi(r + 1, q, v2, P2);                          // < 10p
        ar.lin(sx, 1, x, 1, x + 2, 0, x, K0);
        ar.lin(sy, 1, y, 1, y + 2, 0, y, K0);
        ar.mul(p, sx, sy);
        ar.lin(r + 2, 1, p, -1, v0, -1, v2, P4);
        ar.lin(r + 2, 1, r + 2, 1, v1, 0, v1, K0);           // < 8p
    }

    /** The parts out of the lanes: f_l at out[outOff + l GT]. */
    private void store(long[] out, int outOff) {
        for (int c = 0; c < 12; c++) {
            for (int l = 0; l < lanes; l++) {
                offs[l] = outOff + l * GT + c * FP;
            }
            ar.store(ar.o(F) + c * ar.blk, out, offs, lanes);
        }
    }
}
