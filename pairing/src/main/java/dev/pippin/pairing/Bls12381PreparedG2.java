package dev.pippin.pairing;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;

/**
 * A fixed G2 point's Miller-loop lines, computed once: for a Q that takes part in many pairings
 * (a KZG setup's [τ]₂ and the generator), every step's line through the running multiple of Q is a
 * function of Q alone until it is evaluated at P. Each line is kept as three Fp2 coefficients
 * (a, b, c) with l(P) = a + b x_P w² + c y_P w³ — the same line, in the same sparse layout, that
 * {@link Bls12381Lines} writes — so a prepared pair costs two Fp2-by-Fp products per line instead
 * of a doubling (3M + 5S) or an addition step (11M + 2S) on the twist.
 *
 * <p>The coefficients come from running {@link Bls12381Lines}' own steps with P = (1, 1), which
 * turns their products by 3x_P, -y_P, -x_P and y_P into the coefficients themselves; no formula is
 * written twice. Immutable and safe to share between threads. Q must have order r (as for the
 * plain Miller loop's addition steps) and not be the point at infinity.
 */
public final class Bls12381PreparedG2 {
    private static final int E = Bls12381Fp2.LIMBS, N = Bls12381Fp.LIMBS;
    /** Longs of one line: a, b, c. */
    static final int LINE = 3 * E;

    /** The lines in loop order: each step's doubling line, then its addition line where |x| has a set bit. */
    final long[] lines;

    private Bls12381PreparedG2(long[] lines) {
        this.lines = lines;
    }

    /** The lines of the affine point q[qo...] (order r, not infinity; not checked here beyond infinity). */
    public static Bls12381PreparedG2 of(long[] q, int qo) {
        if (Bls12381G2.isInfinity(q, qo)) {
            throw new IllegalArgumentException("a prepared G2 point must not be the point at infinity");
        }
        byte[] loop = Bls12381Pairing.LOOP;
        int count = 0;
        for (int i = loop.length - 2; i >= 0; i--) {
            count += loop[i] != 0 ? 2 : 1;
        }
        long[] unit = new long[2 * N];
        Bls12381Fp.setOne(unit, 0);
        Bls12381Fp.setOne(unit, N);
        long[] st = new long[Bls12381Lines.STATE], s = new long[Bls12381Lines.SCRATCH];
        Bls12381Lines.init(st, 0, unit, 0, q, qo);
        long[] lines = new long[count * LINE];
        int at = 0;
        for (int i = loop.length - 2; i >= 0; i--) {
            Bls12381Lines.doubleStep(st, 0, lines, at, s);
            at += LINE;
            if (loop[i] != 0) {
                Bls12381Lines.addStep(st, 0, st, Bls12381Lines.QX, st, Bls12381Lines.QY, lines, at, s);
                at += LINE;
            }
        }
        return new Bls12381PreparedG2(lines);
    }

    /** l[lo...] = line t evaluated at the affine P = p[po...]: (a, b x_P, c y_P). */
    void evaluate(int t, long[] p, int po, long[] l, int lo) {
        int o = t * LINE;
        Bls12381Fp2.copy(l, lo, lines, o);
        Bls12381Fp2.mulByFp(l, lo + E, lines, o + E, p, po);
        Bls12381Fp2.mulByFp(l, lo + 2 * E, lines, o + 2 * E, p, po + N);
    }
}
