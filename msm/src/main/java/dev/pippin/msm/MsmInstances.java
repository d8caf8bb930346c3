package dev.pippin.msm;

import dev.pippin.curve.GroupOps;
import java.math.BigInteger;
import java.util.Random;

/**
 * Deterministic MSM inputs for demos, benchmarks and self-checks: n subgroup points whose
 * discrete logs are known, P_i = (a + i q) G for seeded random a, q, and scalars of a chosen
 * distribution. Knowing the logs gives an independent check of any MSM over them:
 * sum s_i P_i = (sum s_i (a + i q) mod r) G, one scalar multiplication.
 *
 * <p>Points are made by a chain of mixed XYZZ additions, normalised to affine in chunks with
 * one inversion each: about one mixed addition per point.
 *
 * <p>Any index range of an instance can be built alone ({@link #points(MsmGroup, long, int, long)},
 * {@link #scalars(MsmGroup, long, int, Distribution, long)}), equal to that slice of the whole
 * instance, so that the machines of a cluster each build their own share without the rest: the
 * points start from (a + start q) G, and the scalars' generator, a {@link Random}, is moved
 * ahead by the draws the earlier scalars took ({@code RandomSkip}).
 */
public final class MsmInstances {
    private MsmInstances() {}

    /** Scalar distributions of the benchmarks. */
    public enum Distribution {
        /** uniform below r */
        UNIFORM,
        /** about 2/3 zeros and 1/3 ones, like a circuit witness */
        WITNESS,
        /** uniform below 2^64 */
        SMALL
    }

    /**
     * Points and what is known about them: point i of data is (a + i q) G, counting from the
     * range's first point (a range's a is the whole instance's a + start q).
     */
    public record Points(MsmGroup group, long[] data, int n, BigInteger a, BigInteger q) {
        /** The discrete log of point i. */
        public BigInteger log(int i) {
            return a.add(q.multiply(BigInteger.valueOf(i))).mod(group.order());
        }
    }

    private static final int CHUNK = 4096;

    public static Points points(MsmGroup g, int n, long seed) {
        return points(g, 0, n, seed);
    }

    /** Points start .. start + n - 1 of the instance {@link #points(MsmGroup, int, long)} makes with this seed. */
    public static Points points(MsmGroup g, long start, int n, long seed) {
        if (start < 0 || n < 0) {
            throw new IllegalArgumentException("a range needs start >= 0 and n >= 0, got start " + start + ", n " + n);
        }
        Random rnd = new Random(seed);
        BigInteger r = g.order();
        BigInteger a0 = new BigInteger(r.bitLength() + 64, rnd).mod(r), q = new BigInteger(r.bitLength() + 64, rnd).mod(r);
        BigInteger a = a0.add(q.multiply(BigInteger.valueOf(start))).mod(r);
        GroupOps ops = g.ops();
        long[] gen = new long[ops.affine()], base = new long[ops.affine()], step = new long[ops.affine()];
        ops.generator(gen, 0);
        ops.scalarMul(base, 0, gen, 0, limbs(a), 0);
        ops.scalarMul(step, 0, gen, 0, limbs(q), 0);
        long[] out = new long[Math.multiplyExact(n, ops.affine())];
        long[] cur = new long[ops.xyzz()], chunk = new long[CHUNK * ops.xyzz()], work = new long[CHUNK * ops.coord()];
        long[] s = new long[ops.scratch()];
        ops.xyzzFromAffine(cur, 0, base, 0);
        for (int first = 0; first < n; first += CHUNK) {
            int m = Math.min(CHUNK, n - first);
            for (int j = 0; j < m; j++) {
                System.arraycopy(cur, 0, chunk, j * ops.xyzz(), ops.xyzz());
                ops.xyzzAddMixed(cur, 0, cur, 0, step, 0, false, s);
            }
            ops.batchXyzzToAffine(chunk, 0, out, first * ops.affine(), m, work, s);
        }
        return new Points(g, out, n, a, q);
    }

    /** n scalars as 32-byte big-endian values. */
    public static byte[] scalars(MsmGroup g, int n, Distribution d, long seed) {
        return scalars(g, 0, n, d, seed);
    }

    /** Scalars start .. start + n - 1 of the sequence {@link #scalars(MsmGroup, int, Distribution, long)} makes with this seed. */
    public static byte[] scalars(MsmGroup g, long start, int n, Distribution d, long seed) {
        if (start < 0 || n < 0) {
            throw new IllegalArgumentException("a range needs start >= 0 and n >= 0, got start " + start + ", n " + n);
        }
        Random rnd = switch (d) {
            case UNIFORM -> RandomSkip.afterSteps(seed, start * RandomSkip.stepsPerBigInteger(g.order().bitLength() + 64));
            case SMALL -> RandomSkip.afterSteps(seed, start * RandomSkip.stepsPerBigInteger(64));
            case WITNESS -> RandomSkip.afterBoundedInts(seed, start, 3);
        };
        byte[] out = new byte[Math.multiplyExact(n, 32)];
        for (int i = 0; i < n; i++) {
            BigInteger k = switch (d) {
                case UNIFORM -> new BigInteger(g.order().bitLength() + 64, rnd).mod(g.order());
                case WITNESS -> rnd.nextInt(3) == 0 ? BigInteger.ONE : BigInteger.ZERO;
                case SMALL -> new BigInteger(64, rnd);
            };
            byte[] raw = k.toByteArray();
            int len = Math.min(raw.length, 32);
            System.arraycopy(raw, raw.length - len, out, 32 * i + 32 - len, len);
        }
        return out;
    }

    /** The expected MSM result from the known logs: (sum s_i log_i mod r) G, affine, canonical. */
    public static long[] expected(Points p, byte[] scalars, int count) {
        BigInteger acc = BigInteger.ZERO;
        for (int i = 0; i < count; i++) {
            acc = acc.add(new BigInteger(1, java.util.Arrays.copyOfRange(scalars, 32 * i, 32 * i + 32)).multiply(p.log(i)));
        }
        GroupOps ops = p.group().ops();
        long[] gen = new long[ops.affine()], out = new long[ops.affine()];
        ops.generator(gen, 0);
        ops.scalarMul(out, 0, gen, 0, limbs(acc.mod(p.group().order())), 0);
        p.group().canonicalize(out);
        return out;
    }

    /** The naive sum of single scalar multiplications over the first count points (canonical). */
    public static long[] naive(Points p, byte[] scalars, int count) {
        GroupOps ops = p.group().ops();
        long[] acc = new long[ops.jacobian()], term = new long[ops.affine()], out = new long[ops.affine()];
        long[] s = new long[ops.scratch()];
        ops.jacSetInfinity(acc, 0);
        for (int i = 0; i < count; i++) {
            BigInteger k = new BigInteger(1, java.util.Arrays.copyOfRange(scalars, 32 * i, 32 * i + 32));
            ops.scalarMul(term, 0, p.data(), i * ops.affine(), limbs(k), 0);
            ops.jacAddMixed(acc, 0, acc, 0, term, 0, false, s);
        }
        ops.jacToAffine(out, 0, acc, 0, s);
        p.group().canonicalize(out);
        return out;
    }

    static long[] limbs(BigInteger k) {
        return dev.pippin.field.MontgomeryField.toLimbs(k, ScalarView.LIMBS);
    }
}
