package dev.pippin.spark;

import dev.pippin.curve.GroupOps;
import dev.pippin.field.MontgomeryField;
import java.math.BigInteger;
import org.apache.hadoop.conf.Configuration;

/**
 * The sum of single scalar multiplications over a (small) input, on the calling machine: no
 * buckets, no endomorphism, no Spark. The check a distributed result over the same input is
 * held to when the points' logs are unknown (pippin msm's prefix check, made distributed).
 */
public final class NaiveSum {
    private NaiveSum() {}

    /** A bound, not a measurement: each term is a full scalar multiplication on one machine (a few ms for G2). */
    public static final int MAX_TERMS = 1 << 12;

    /** The sum in the group's EIP encoding (canonical). */
    public static byte[] eip(MsmInput input, Configuration conf) {
        if (input.n() > MAX_TERMS) {
            throw new IllegalArgumentException("the naive sum takes at most " + MAX_TERMS + " terms, got " + input.n());
        }
        int m = (int) input.n();
        Slice s = input.slice(0, m, 1, input.readsFiles() ? conf : null, "naive sum");
        GroupOps ops = input.group().ops();
        BigInteger r = input.group().order();
        BigInteger rInv = BigInteger.ONE.shiftLeft(256).mod(r).modInverse(r);
        long[] acc = new long[ops.jacobian()], term = new long[ops.affine()], out = new long[ops.affine()];
        long[] scratch = new long[ops.scratch()];
        ops.jacSetInfinity(acc, 0);
        for (int i = 0; i < m; i++) {
            BigInteger k = BigInteger.ZERO;
            for (int j = 3; j >= 0; j--) {
                k = k.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(s.scalars()[4 * i + j])));
            }
            k = (s.montgomery() ? k.multiply(rInv) : k).mod(r);
            ops.scalarMul(term, 0, s.points(), i * ops.affine(), MontgomeryField.toLimbs(k, 4), 0);
            ops.jacAddMixed(acc, 0, acc, 0, term, 0, false, scratch);
        }
        ops.jacToAffine(out, 0, acc, 0, scratch);
        return PointFormat.encodeEip(input.group(), out);
    }
}
