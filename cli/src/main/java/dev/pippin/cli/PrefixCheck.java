package dev.pippin.cli;

import dev.pippin.curve.GroupOps;
import dev.pippin.field.MontgomeryField;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * The engine on the first {@value #POINTS} points against the naive sum of single scalar
 * multiplications (double-and-add, no buckets, no endomorphism) over the same points: a check
 * that needs no knowledge of the points, so it applies to the user's files too. It covers the
 * whole input when there are at most {@value #POINTS} points.
 */
final class PrefixCheck {
    private PrefixCheck() {}

    static final int POINTS = 64;

    static int length(int n) {
        return Math.min(POINTS, n);
    }

    static boolean agrees(MsmGroup g, long[] points, byte[] scalars, int n, MsmOptions options) {
        int m = length(n);
        long[] prefixPoints = Arrays.copyOf(points, m * g.pointLongs());
        long[] engine = Msm.compute(g, prefixPoints, Arrays.copyOf(scalars, m * 32), options.withProgress(null));
        // compared as encodings: those are canonical whatever the lazy reduction left in the limbs
        return Arrays.equals(PointEncoding.encode(g, engine), PointEncoding.encode(g, naive(g, prefixPoints, scalars, m)));
    }

    private static long[] naive(MsmGroup g, long[] points, byte[] scalars, int m) {
        GroupOps ops = g.ops();
        long[] acc = new long[ops.jacobian()], term = new long[ops.affine()], out = new long[ops.affine()];
        long[] s = new long[ops.scratch()];
        ops.jacSetInfinity(acc, 0);
        for (int i = 0; i < m; i++) {
            BigInteger k = new BigInteger(1, Arrays.copyOfRange(scalars, 32 * i, 32 * i + 32)).mod(g.order());
            ops.scalarMul(term, 0, points, i * ops.affine(), MontgomeryField.toLimbs(k, 4), 0);
            ops.jacAddMixed(acc, 0, acc, 0, term, 0, false, s);
        }
        ops.jacToAffine(out, 0, acc, 0, s);
        return out;
    }
}
