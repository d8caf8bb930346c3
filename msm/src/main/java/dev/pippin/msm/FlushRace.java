package dev.pippin.msm;

import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.LaneKernel;
import java.util.SplittableRandom;

/**
 * AUTO's warm-up of the MSM's lane flushes, one per group, on the field module's
 * {@link KernelWarmup}. Until C2 has compiled a lane kernel, the Vector API code runs on boxed
 * vectors: the first 2^16 bn254 G1 MSM of a JVM that sent a share of its flushes to the lanes
 * allocated 1.86 GB for a 7.3 MB input, and a cold G2 MSM took twice as long as with the lanes
 * off (docs/RELIABILITY.md, finding 5; docs/LANES.md, "Warm-up"). So an unforced flush never runs
 * a lane kernel before it has been measured fast:
 *
 * <ul>
 * <li>Every AUTO flush of a group stays scalar until the group is hot. Its additions count
 *     ({@code *LaneBatch.record}, at {@link #scalarNanos} each), and the warm-up starts when a
 *     group's scalar flushes have done {@link #START_AFTER_NANOS} worth of them: a ski-rental
 *     rule, which pays for the warm-up once the lanes would have saved about its cost, so a JVM
 *     that runs only a short MSM or a few (one Groth16 proof) never pays for it, and a
 *     long-lived one pays at most about twice.</li>
 * <li>The race ({@link #prepare}) sums the same synthetic window ({@link #POINTS} points made
 *     once, window width {@link #C}) with a scalar accumulator and with a lane accumulator (lanes
 *     forced, the same classes and flush code as the MSM's), alternately, timing both; the
 *     KernelWarmup's rule (a lane window faster than the best scalar window, after its minimum
 *     rounds, within its budget) sets the group's switch. Both accumulators compute exact sums,
 *     so no result depends on when the switch happens. ON, SPECIES_256 and OFF never consult it.</li>
 * </ul>
 *
 * <p>Cost model: per group, two accumulators and {@link #POINTS} affine points (bn254 G1
 * 256 KiB, BLS12-381 G2 896 KiB) made once, then one window sum per path per round (about
 * POINTS additions each) on the warm-up thread's core until the switch: Msm.warmUpLanes took
 * 3.2-9.8 s of wall time, 0.66-1.7 s of its thread's CPU, in fresh JVMs on the shared machine
 * of docs/LANES.md ("Warm-up"). Its allocation is the warm-up thread's, not the caller's.
 */
final class FlushRace implements KernelWarmup.Trial {
    /**
     * Scalar flush time of a group after which its warm-up starts: the warm-up's cost to the
     * callers over the share of the scalar flush time the lanes save. Started from a JVM's first
     * flush, it made the first 2^16 MSM 1.2-3.2 s slower than scalar (bn254 G1 and G2,
     * BLS12-381 G1, load 8; docs/LANES.md, "Warm-up"), call it 2 s; the lanes take about 40% off
     * a flush (the flush timing loops of docs/LANES.md at m = 256: bn254 G1 175 against 300 ns
     * per addition, BLS12-381 G1 305 against 595, G2 about half). 2 s / 0.4 = 5 s. Counted in
     * additions at the scalar flush's cost ({@link #scalarNanos}), not timed: wall time stretches
     * with the machine's load (at load 12-17 a 2^16 G2 MSM took 6-30 s and started the warm-up
     * halfway through), and the count needs no clock in the flush.
     */
    static final long START_AFTER_NANOS = 5_000_000_000L;

    /**
     * Scalar flush ns per addition, m = 256: the flush timing loops of docs/LANES.md (G1, "Flush
     * alone": bn254 300-302, BLS12-381 593-599; G2, "Flush figures": 773 and 1549).
     */
    static final long BN254_G1_NS = 300, BLS12_381_G1_NS = 595, BN254_G2_NS = 773, BLS12_381_G2_NS = 1549;

    /**
     * The synthetic window: 4096 points into 2^(C-1) = 512 buckets gives batches of 64
     * (WindowPlan.batchForBuckets), about 3600 batch-affine additions against 512 buckets
     * reduced, so the flushes are most of a window's time, and a window is a fine step for the
     * switch.
     */
    static final int POINTS = 4096, C = 10;

    private static final KernelWarmup[] WARMUPS = new KernelWarmup[MsmGroup.values().length];

    static {
        for (MsmGroup g : MsmGroup.values()) {
            WARMUPS[g.ordinal()] = new KernelWarmup("MSM lane flush " + g, START_AFTER_NANOS, new FlushRace(g));
        }
    }

    private final MsmGroup group;

    private FlushRace(MsmGroup group) {
        this.group = group;
    }

    /** The warm-up (switch) of g's lane flush. */
    static KernelWarmup warmup(MsmGroup g) {
        return WARMUPS[g.ordinal()];
    }

    /** A scalar flush addition of g in nanoseconds: the warm-up's unit. */
    static long scalarNanos(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> BN254_G1_NS;
            case BLS12_381_G1 -> BLS12_381_G1_NS;
            case BN254_G2 -> BN254_G2_NS;
            case BLS12_381_G2 -> BLS12_381_G2_NS;
        };
    }

    /**
     * Msm.warmUpLanes: g's warm-up now, in the calling thread, or, when the warm-up thread has
     * taken it on, waiting for it; whether AUTO takes g's lanes afterwards.
     */
    static boolean warmUpNow(MsmGroup g) throws InterruptedException {
        if (LaneKernel.resolve(LaneMode.AUTO) == LaneKernel.OFF) {
            return false;
        }
        return warmup(g).warmUpNow();
    }

    static boolean hot(MsmGroup g) {
        return warmup(g).hot();
    }

    @Override
    public KernelWarmup.Race prepare() {
        if (LaneKernel.resolve(LaneMode.AUTO) == LaneKernel.OFF) {
            return null;                                // AUTO never takes the lanes here
        }
        final long[] points = MsmInstances.points(group, POINTS, 0x1a9e5L).data();
        final long[] digits = new long[POINTS];
        SplittableRandom rnd = new SplittableRandom(0x5ca1aL);
        for (int i = 0; i < POINTS; i++) {
            digits[i] = rnd.nextLong();
        }
        final ScalarView view = new ScalarView(digits, 1, null);
        final int buckets = 1 << (C - 1), batch = WindowPlan.batchForBuckets(buckets);
        final WindowAccumulator scalar = group.accumulator(buckets, batch, LaneKernel.OFF);
        final WindowAccumulator lanes = group.accumulator(buckets, batch, LaneKernel.PREFERRED);
        final long[] out = new long[scalar.resultLongs()];
        return new KernelWarmup.Race() {
            @Override
            public void scalar() {
                scalar.windowSum(points, view, null, 0, POINTS, 0, C, 0, buckets, out, 0);
            }

            @Override
            public boolean lanes() {
                lanes.windowSum(points, view, null, 0, POINTS, 0, C, 0, buckets, out, 0);
                return true;                            // exact sums both; MsmDifferentialTest compares them
            }
        };
    }
}
