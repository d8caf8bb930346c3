package dev.pippin.spark;

import dev.pippin.curve.GroupOps;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import dev.pippin.msm.MsmGroup;

/**
 * Sums of affine points off the hot path (a few per task, one per reduction step): through
 * Jacobian coordinates, back to affine, every coordinate reduced to its canonical value so
 * that equal sums are equal arrays, as {@code Msm.compute} returns them.
 */
final class PointSum {
    private PointSum() {}

    static long[] add(MsmGroup g, long[] a, long[] b) {
        GroupOps ops = g.ops();
        if (ops.isInfinity(a, 0)) {
            return b.clone();
        }
        if (ops.isInfinity(b, 0)) {
            return a.clone();
        }
        long[] acc = new long[ops.jacobian()], s = new long[ops.scratch()], out = new long[ops.affine()];
        ops.jacFromAffine(acc, 0, a, 0);
        ops.jacAddMixed(acc, 0, acc, 0, b, 0, false, s);
        if (ops.jacIsInfinity(acc, 0)) {
            return out;
        }
        ops.jacToAffine(out, 0, acc, 0, s);
        canonicalize(g, out);
        return out;
    }

    static void canonicalize(MsmGroup g, long[] p) {
        if (g.curve().equals("bn254")) {
            for (int i = 0; i < p.length; i += Bn254Fp.LIMBS) {
                Bn254Fp.reduce(p, i, p, i);
            }
        } else {
            for (int i = 0; i < p.length; i += Bls12381Fp.LIMBS) {
                Bls12381Fp.reduce(p, i, p, i);
            }
        }
    }
}
