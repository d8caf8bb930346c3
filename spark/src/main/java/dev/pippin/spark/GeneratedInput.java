package dev.pippin.spark;

import dev.pippin.curve.GroupOps;
import dev.pippin.field.MontgomeryField;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.Workers;
import java.math.BigInteger;
import org.apache.hadoop.conf.Configuration;

/**
 * The instance {@code pippin msm --curve C --group G --n N --seed S --scalars D} runs on:
 * P_i = (a + i q) G from the seed, scalars of distribution D from seed + 1. Each task builds
 * its own range ({@link MsmInstances#points(MsmGroup, long, int, long)}), so nothing but
 * these five values is shipped; the whole instance never exists in one place.
 */
public record GeneratedInput(MsmGroup group, long n, long seed, MsmInstances.Distribution distribution) implements MsmInput {
    public GeneratedInput {
        if (n < 0) {
            throw new IllegalArgumentException("n must be >= 0, got " + n);
        }
    }

    @Override
    public GeneratedInput prefix(long m) {
        return new GeneratedInput(group, Math.min(m, n), seed, distribution);
    }

    @Override
    public boolean readsFiles() {
        return false;
    }

    @Override
    public void check(Configuration conf) {
        // nothing to read
    }

    /** Each thread builds a contiguous sub-range: building is a chain of additions, one per point, which no thread could share. */
    @Override
    public Slice slice(long start, int count, int threads, Configuration conf, String where) {
        int pl = group.pointLongs();
        long[] pts = new long[Math.multiplyExact(count, pl)];
        long[] limbs = new long[Math.multiplyExact(count, 4)];
        Workers.forRanges(count, threads, (from, to) -> {
            long[] part = MsmInstances.points(group, start + from, to - from, seed).data();
            System.arraycopy(part, 0, pts, from * pl, part.length);
            byte[] be = MsmInstances.scalars(group, start + from, to - from, distribution, seed + 1);
            ScalarFormat.BIG_ENDIAN.toLimbs(be, 0, to - from, limbs, 4 * from);
        });
        return new Slice(group, pts, limbs, false, count);
    }

    /**
     * sum s_i log P_i mod r over indices start .. start + count - 1: from the known logs, not the
     * points, so that the sums of all ranges give the whole MSM's expected result,
     * (sum s_i log P_i) G, without any MSM. As a (a + start q) sum s_i + q sum j s_j (j from 0 in
     * the range): two running sums of BigIntegers, no multiplication mod r per term.
     */
    public BigInteger logSum(long start, int count) {
        MsmInstances.Points first = MsmInstances.points(group, start, Math.min(count, 1), seed);
        byte[] be = MsmInstances.scalars(group, start, count, distribution, seed + 1);
        BigInteger sum = BigInteger.ZERO, weighted = BigInteger.ZERO;
        byte[] one = new byte[ScalarFormat.BYTES];
        for (int j = 0; j < count; j++) {
            System.arraycopy(be, ScalarFormat.BYTES * j, one, 0, ScalarFormat.BYTES);
            BigInteger s = new BigInteger(1, one);
            sum = sum.add(s);
            weighted = weighted.add(s.multiply(BigInteger.valueOf(j)));
        }
        BigInteger r = group.order();
        return first.a().multiply(sum).add(first.q().multiply(weighted)).mod(r);
    }

    /** (logSum) G, affine and canonical: what an MSM over the whole instance must return. */
    public long[] expected(BigInteger logSum) {
        GroupOps ops = group.ops();
        long[] gen = new long[ops.affine()], out = new long[ops.affine()];
        ops.generator(gen, 0);
        ops.scalarMul(out, 0, gen, 0, MontgomeryField.toLimbs(logSum.mod(group.order()), 4), 0);
        PointSum.canonicalize(group, out);
        return out;
    }
}
