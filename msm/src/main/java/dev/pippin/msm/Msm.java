package dev.pippin.msm;

import dev.pippin.lanes.kernel.LaneKernel;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Multi-scalar multiplication: sum_i k_i P_i over one of the four groups.
 *
 * <p>Points are affine, in Montgomery form, in one flat {@code long[]}: point i occupies
 * {@code pointLongs()} longs from {@code i * pointLongs()}, x then y (each Fp2 coordinate c0
 * then c1); all-zero coordinates are the point at infinity (never on these curves, since b != 0).
 * Scalars are any 256-bit values (reduced mod r), given as 32-byte big-endian values, as 4
 * little-endian limbs, or as Montgomery-form Fr elements (a R mod r, as gnark and snarkjs keep
 * some of theirs) through the entry point that says so. The result is an affine point in the
 * same layout, with canonical coordinates (so equal results are equal arrays). Points must lie
 * in the prime-order subgroup, as the decoders with a subgroup check guarantee: the GLV/GLS path
 * relies on it, and these entries do not check (a point off the curve gives a meaningless sum,
 * not an error). Thread-safe: each call owns its scratch; with more than one thread its shares
 * run on a shared pool of daemon threads that keeps no data between calls ({@link Workers}).
 */
public final class Msm {
    private Msm() {}

    /**
     * Over the flat points container (its group picks the engine); scalars as count x 32
     * big-endian bytes. A container wrapping a longer array uses only its first count points.
     */
    public static long[] compute(dev.pippin.curve.AffinePoints points, byte[] scalars, MsmOptions options) {
        MsmGroup g = MsmGroup.of(points.group());
        long[] data = points.data();
        int longs = Math.multiplyExact(points.count(), g.pointLongs());
        return compute(g, data.length == longs ? data : java.util.Arrays.copyOf(data, longs), scalars, options);
    }

    /** Scalars as n x 32 big-endian bytes. */
    public static long[] compute(MsmGroup g, long[] points, byte[] scalars, MsmOptions options) {
        int n = count(g, points);
        return run(g, points, ScalarInputs.fromBigEndian(scalars, n, g, options.threads()), n, options);
    }

    /** Scalars as n x 4 little-endian 64-bit limbs, canonical integers (any value; reduced mod r). */
    public static long[] computeLimbs(MsmGroup g, long[] points, long[] scalars, MsmOptions options) {
        int n = count(g, points);
        return run(g, points, ScalarInputs.fromLimbs(scalars, n, g, false, options.threads()), n, options);
    }

    /** Scalars as n x 4 little-endian limbs holding Montgomery-form Fr elements (k R mod r). */
    public static long[] computeMontgomeryScalars(MsmGroup g, long[] points, long[] scalars, MsmOptions options) {
        int n = count(g, points);
        return run(g, points, ScalarInputs.fromLimbs(scalars, n, g, true, options.threads()), n, options);
    }

    /**
     * Warms the vector lanes of g up now, for a JVM that knows it will run many MSMs (a server, a
     * benchmark): under AUTO the lanes otherwise wait until g's scalar flushes have done 5 s worth of additions
     * (the warm-up's cost, docs/LANES.md "Warm-up"), then warm up on a background thread. Runs
     * the warm-up in the calling thread (C2 compiling the lane kernels: seconds), or waits for
     * the background one, and returns whether AUTO takes g's lanes from now on (false without
     * jdk.incubator.vector, or where the lanes did not measure faster than the scalar flush).
     *
     * @throws InterruptedException when interrupted while waiting for the background warm-up
     */
    public static boolean warmUpLanes(MsmGroup g) throws InterruptedException {
        return FlushRace.warmUpNow(java.util.Objects.requireNonNull(g, "group"));
    }

    private static int count(MsmGroup g, long[] points) {
        if (points.length % g.pointLongs() != 0) {
            throw new IllegalArgumentException("points array length " + points.length + " is not a multiple of "
                    + g.pointLongs() + " longs per " + g.curve() + " " + g.group() + " point");
        }
        return points.length / g.pointLongs();
    }

    private static long[] run(MsmGroup g, long[] points, long[] k, int n, MsmOptions options) {
        ScalarClasses cls = ScalarClasses.classify(points, g.pointLongs(), k, n, g.orderLimbs(), options.threads());
        ScalarView view = new ScalarView(k, ScalarView.LIMBS, cls.negated);
        WindowAccumulator combiner = g.accumulator(1, 0, LaneKernel.OFF);
        long[] acc = new long[combiner.resultLongs()];
        int fullBits = g.order().bitLength();
        long total = cls.onesCount
                + (long) cls.smallCount * plannedWindows(cls.smallCount, cls.smallBits, options)
                + (useEndomorphism(g, cls.bigCount, options)
                        ? (long) cls.bigCount * EndomorphismSplit.parts(g)
                                * plannedWindows(cls.bigCount * EndomorphismSplit.parts(g), EndomorphismSplit.partBits(g), options)
                        : (long) cls.bigCount * plannedWindows(cls.bigCount, fullBits, options));
        AtomicLong done = new AtomicLong();
        if (cls.onesCount >= ONES_TREE_MIN) {
            g.accumulator(1, WindowPlan.MAX_BATCH, LaneKernel.resolve(options.lanes()))
                    .sumAffine(points, cls.ones, cls.onesCount, acc, 0);
        } else {
            for (int j = 0; j < cls.onesCount; j++) {
                combiner.addMixed(acc, 0, points, cls.ones[j] * g.pointLongs());
            }
        }
        if (options.progress() != null && cls.onesCount > 0) {
            options.progress().progress(done.addAndGet(cls.onesCount), total);
        }
        Pippenger.run(g, points, view, cls.small, cls.smallCount, cls.smallBits, options, combiner, acc, done, total);
        if (options.endomorphism() && cls.bigCount <= DIRECT_MAX_POINTS) {
            long[] term = new long[g.pointLongs()];
            for (int j = 0; j < cls.bigCount; j++) {
                int i = cls.big == null ? j : cls.big[j];
                EndomorphismSplit.multiply(g, term, 0, points, i * g.pointLongs(), k, i * ScalarView.LIMBS);
                if (!isZero(term)) {
                    combiner.addMixed(acc, 0, term, 0);
                }
            }
        } else if (useEndomorphism(g, cls.bigCount, options)) {
            EndomorphismSplit.Split split = EndomorphismSplit.split(g, points, k, cls.big, cls.bigCount, options.threads());
            Pippenger.run(g, split.points(), split.scalars(), null, split.count(), split.bits(), options, combiner, acc, done, total);
        } else {
            Pippenger.run(g, points, view, cls.big, cls.bigCount, fullBits, options, combiner, acc, done, total);
        }
        long[] out = new long[g.pointLongs()];
        combiner.toAffine(acc, 0, out, 0);
        g.canonicalize(out);
        return out;
    }

    /**
     * GLV/GLS for the big class when asked for and when it pays. Measured with MsmTuning
     * (auto plan, plain vs endomorphism interleaved in one process, 1 thread, best of 3; docs/PERFORMANCE.md,
     * "GLV/GLS"): at 2^10 points no gain on G1 (17.9 vs 18.6 ms) and a loss on bn254 G2 (85.6 vs
     * 101.2 ms); from 2^12 on a gain on every group (G1 6-17 %, G2 10-28 %).
     */
    static boolean useEndomorphism(MsmGroup g, int bigCount, MsmOptions options) {
        return options.endomorphism() && bigCount >= ENDO_MIN_POINTS && bigCount <= endoMaxPoints(g);
    }

    /**
     * The most points the GLV/GLS split takes: above it the plain path is as fast or faster. The
     * split's gain is half the bucket reductions (half as many windows), which the lockstep
     * reduction made small beside the additions (both paths add the same number of points
     * into buckets: 2n points in W/2 windows or n in W), while the split costs the images, the
     * decompositions and twice the points' memory. MsmTuning -Dconfigs=0:-1 -Dlanes=on
     * -Dwarm=12 (the automatic plan, GLV/GLS off and on interleaved in one JVM, best of 7 to
     * 2^16, of 3 to 5 above; the same configuration measured twice in one such run differed by
     * up to 10 % on this VM), reference Zen 3, one thread, ms, plain / split: bn254 G1 2^15
     * 164.7 / 161.5, 2^16 331.1 / 326.5, 2^17 651.2 / 661.6, 2^18 1 289.5 / 1 363.5; BLS12-381 G1
     * 2^15 298.0 / 297.8, 2^16 607.5 / 603.1, 2^17 1 175.2 / 1 198.8, 2^18 2 181.8 / 2 249.2;
     * bn254 G2 2^15 463.2 / 463.9, 2^16 855.1 / 851.0, 2^17 1 747.2 / 1 837.2; BLS12-381 G2 2^15
     * 814.3 / 750.2, 2^16 1 516.2 / 1 555.5 and, rerun, 1 589.9 / 1 666.5 (a third run, of 5,
     * had 1 840.5 / 1 630.4), 2^17 3 272.0 / 3 458.8. Below 2^15 the split wins on every group
     * (bn254 G1 2^14 100.3 / 88.1, BLS12-381 G2 550.8 / 440.0). The bound sits between the last
     * size where the split was ahead or even and the first where it was behind: 3 * 2^15 on G1,
     * 3 * 2^14 on G2. On two threads bn254 G2 took the plain path at 2^16 even though one
     * thread saw the two paths level (-Dthreads=2, best of 7: 2^15 plain 303.3 / split 295.9,
     * 2^16 461.6 / 544.1; the split's four images per point are four times the points' memory
     * for both threads to stream), so its bound is G2's; BLS12-381 G2 at 2^16 on two threads
     * was level (919.3 / 914.1).
     */
    static int endoMaxPoints(MsmGroup g) {
        return g == MsmGroup.BN254_G1 || g == MsmGroup.BLS12_381_G1 ? ENDO_MAX_POINTS_G1 : ENDO_MAX_POINTS_G2;
    }

    /**
     * Ones from this many on are summed by a tree of batch-affine additions (sumAffine) instead of
     * one mixed addition each. OnesProbe-style timing loop (JDK 25, Zen 4, AVX-512, lanes warm,
     * min of 8 rounds): the tree wins from 96 ones on bn254 G1 (37.6 against 51.2 us; 38.2 against
     * 33.3 at 64), from about 48-64 on BLS12-381 G1 (83.9 against 89.6 us at 64) and from 32 on
     * both G2 (bn254 48.6 against 61.9 us); one bound between them costs a few microseconds. At a
     * witness's 21 845 ones: bn254 G1 11.8 -> 4.1 ms, bn254 G2 41.9 -> 9.3, BLS12-381 G1 20.9 -> 5.9,
     * BLS12-381 G2 65.8 -> 14.6 (docs/PERFORMANCE.md, "The ones class").
     */
    static final int ONES_TREE_MIN = 64;

    /** The crossover of the sweep above: between 2^10 (no gain) and 2^12 (gain on every group). */
    static final int ENDO_MIN_POINTS = 1 << 11;
    /** {@link #endoMaxPoints} on G1: between 2^16 (the split ahead by 0.7-1.4 %) and 2^17 (behind by 1.6-2.0 %). */
    static final int ENDO_MAX_POINTS_G1 = 3 << 15;
    /**
     * {@link #endoMaxPoints} on G2: between 2^15 (the split ahead or even) and 2^16 (behind on
     * BLS12-381 by 2.6-4.8 % in two runs of three, on bn254 by 18 % on two threads, level on one).
     */
    static final int ENDO_MAX_POINTS_G2 = 3 << 14;

    /**
     * A class this small is a few single scalar multiplications: the GLV/GLS multiplication
     * (37-53 % faster than the plain one, GlvBench) beats any window plan. Precompile calls
     * with k = 1 (EIP-2537's "mul" vectors) take this path.
     */
    static final int DIRECT_MAX_POINTS = 2;

    private static boolean isZero(long[] p) {
        for (long v : p) {
            if (v != 0) {
                return false;
            }
        }
        return true;
    }

    private static int plannedWindows(int count, int bits, MsmOptions options) {
        return count == 0 ? 0 : Pippenger.plan(count, bits, options).windows();
    }
}
