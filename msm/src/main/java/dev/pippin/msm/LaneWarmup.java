package dev.pippin.msm;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * AUTO's warm-up of the vector lanes, off the caller's thread. Until C2 has compiled a lane
 * kernel, the Vector API code runs on boxed vectors: the first 2^16 bn254 G1 MSM of a JVM that
 * sent a share of its flushes to the lanes allocated 1.86 GB for a 7.3 MB input, and a cold G2
 * MSM took twice as long as with the lanes off (docs/RELIABILITY.md, finding 5; docs/LANES.md,
 * "Warm-up"). So an unforced flush never runs a lane kernel before it has been measured fast:
 *
 * <ul>
 * <li>Every AUTO flush of a group stays scalar until the group is hot. Its additions add up
 *     ({@code *LaneBatch.record}), and the warm-up starts when a group's scalar flushes have
 *     done {@link #START_AFTER_NANOS} worth of them ({@link #startAfter}): a ski-rental rule, which pays for the warm-up once the
 *     lanes would have saved about its cost, so a JVM that runs only a short MSM or a few (one
 *     Groth16 proof) never pays for it, and a long-lived one pays at most about twice.</li>
 * <li>One daemon thread per JVM ({@link #THREAD_NAME}, minimum priority) serves the groups
 *     asked for, one after another: it sums the same synthetic window ({@link #POINTS} points
 *     made once, window width {@link #C}) with a scalar accumulator and with a lane accumulator
 *     (lanes forced, the same classes and flush code as the MSM's), alternately, and timing both.
 *     Once a lane window is faster than the best scalar window, after {@link #MIN_ROUNDS} pairs,
 *     the group's static switch is set and its AUTO flushes take the lanes from then on.</li>
 * <li>A group whose lanes have not won within {@link #BUDGET_NANOS} stays scalar under AUTO
 *     for the rest of the JVM's life (a weak vector unit, or no CPU to spare for C2).</li>
 * <li>The thread ends when no asked group is left, so it never keeps the JVM alive nor runs
 *     forever; it takes no lock (the switches are volatile flags) and touches no caller data,
 *     and both accumulators compute exact sums, so no result depends on when the switch
 *     happens. ON, SPECIES_256 and OFF never consult it.</li>
 * </ul>
 *
 * <p>Cost model: per group, two accumulators and {@link #POINTS} affine points (bn254 G1
 * 256 KiB, BLS12-381 G2 896 KiB) made once, then one window sum per path per round (about
 * POINTS additions each) on the thread's own core until the switch: Msm.warmUpLanes took
 * 3.2-9.8 s of wall time, 0.66-1.7 s of its thread's CPU, in fresh JVMs on the shared machine
 * of docs/LANES.md ("Warm-up"). Its allocation is its own thread's, not the caller's.
 */
final class LaneWarmup {
    private LaneWarmup() {}

    static final String THREAD_NAME = "pippin-lane-warmup";

    /**
     * Scalar flush time of a group after which its warm-up starts: the warm-up's cost to the
     * callers over the share of the scalar flush time the lanes save. Started from a JVM's first
     * flush, it made the first 2^16 MSM 1.2-3.2 s slower than scalar (bn254 G1 and G2,
     * BLS12-381 G1, load 8; docs/LANES.md, "Warm-up"), call it 2 s; the lanes take about 40% off
     * a flush (the flush timing loops of docs/LANES.md at m = 256: bn254 G1 175 against 300 ns
     * per addition, BLS12-381 G1 305 against 595, G2 about half). 2 s / 0.4 = 5 s. Counted in
     * additions at the scalar flush's cost ({@link #startAfter}), not timed: wall time stretches
     * with the machine's load (at load 12-17 a 2^16 G2 MSM took 6-30 s and started the warm-up
     * halfway through), and the count needs no clock in the flush.
     */
    static final long START_AFTER_NANOS = 5_000_000_000L;

    /**
     * Scalar flush ns per addition, m = 256: the flush timing loops of docs/LANES.md (G1, "Flush
     * alone": bn254 300-302, BLS12-381 593-599; G2, "Flush figures": 773 and 1549).
     */
    static final long BN254_G1_NS = 300, BLS12_381_G1_NS = 595, BN254_G2_NS = 773, BLS12_381_G2_NS = 1549;

    /** START_AFTER_NANOS in scalar additions for the group whose *LaneBatch class this is. */
    static long startAfter(Class<?> laneBatch) {
        long ns;
        if (laneBatch == Bn254G1LaneBatch.class) {
            ns = BN254_G1_NS;
        } else if (laneBatch == Bls12381G1LaneBatch.class) {
            ns = BLS12_381_G1_NS;
        } else if (laneBatch == Bn254G2LaneBatch.class) {
            ns = BN254_G2_NS;
        } else if (laneBatch == Bls12381G2LaneBatch.class) {
            ns = BLS12_381_G2_NS;
        } else {
            throw new IllegalArgumentException("not a lane batch class: " + laneBatch);
        }
        return START_AFTER_NANOS / ns;
    }

    /**
     * The synthetic window: 4096 points into 2^(C-1) = 512 buckets gives batches of 64
     * (WindowPlan.batchForBuckets), about 3600 batch-affine additions against 512 buckets
     * reduced, so the flushes are most of a window's time, and a window is a fine step for the
     * switch.
     */
    static final int POINTS = 4096, C = 10;

    /**
     * Pairs of windows before the lanes may win: the scalar path is still being compiled in the
     * first rounds too, and its early, slow windows must not let half-compiled lanes through.
     */
    static final int MIN_ROUNDS = 8;

    /**
     * Wall-clock budget per group: the slowest warm-up measured (BLS12-381 G2, 9.8 s on 2 vCPUs
     * at load 10, docs/LANES.md "Warm-up") took about a twelfth of it.
     */
    static final long BUDGET_NANOS = 120_000_000_000L;

    private static final AtomicBoolean RUNNING = new AtomicBoolean();
    /** Groups (bit = ordinal) whose warm-up a thread has taken on, and those it has finished, the lanes won or not. */
    private static final AtomicInteger CLAIMED = new AtomicInteger(), SETTLED = new AtomicInteger();
    private static volatile boolean autoStart = true, stop;
    private static volatile Thread thread;

    /** Starts the warm-up thread unless it runs (a group's scalar flushes have reached startAfter). */
    static void start() {
        if (autoStart && RUNNING.compareAndSet(false, true)) {
            Thread t = new Thread(LaneWarmup::serve, THREAD_NAME);
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            thread = t;
            t.start();
        }
    }

    private static void serve() {
        while (true) {
            MsmGroup g = next();
            if (g == null) {
                RUNNING.set(false);
                // An ask between next() and the reset found RUNNING set and started nothing.
                if (next() == null || !RUNNING.compareAndSet(false, true)) {
                    return;
                }
                continue;
            }
            if (claim(g)) {
                settle(g);
            }
        }
    }

    /** The first group asked for and not yet taken on, or null. */
    private static MsmGroup next() {
        for (MsmGroup g : MsmGroup.values()) {
            if (asked(g) && (CLAIMED.get() & 1 << g.ordinal()) == 0 && !stop) {
                return g;
            }
        }
        return null;
    }

    private static boolean claim(MsmGroup g) {
        final int bit = 1 << g.ordinal();
        return (CLAIMED.getAndUpdate(c -> c | bit) & bit) == 0;
    }

    private static void settle(MsmGroup g) {
        try {
            warm(g, BUDGET_NANOS);
        } finally {
            SETTLED.getAndUpdate(s -> s | 1 << g.ordinal());
        }
    }

    /**
     * Msm.warmUpLanes: g's warm-up now, in the calling thread, or, when the warm-up thread has
     * taken it on, waiting for it; whether AUTO takes g's lanes afterwards.
     */
    static boolean warmUpNow(MsmGroup g) throws InterruptedException {
        if (Lanes.resolve(MsmOptions.Lanes.AUTO) == Lanes.OFF) {
            return false;
        }
        if (claim(g)) {
            settle(g);
        }
        while (!settled(g)) {
            Thread.sleep(10);
        }
        return hot(g);
    }

    /**
     * Measures g's lanes against its scalar flush, in this thread, and sets g's switch when they
     * win: true then, false when the budget ran out (or reset stopped it) first.
     */
    static boolean warm(MsmGroup g, long budgetNanos) {
        final long begin = System.nanoTime();
        final long[] points = MsmInstances.points(g, POINTS, 0x1a9e5L).data();
        final long[] digits = new long[POINTS];
        SplittableRandom rnd = new SplittableRandom(0x5ca1aL);
        for (int i = 0; i < POINTS; i++) {
            digits[i] = rnd.nextLong();
        }
        final ScalarView view = new ScalarView(digits, 1, null);
        final int buckets = 1 << (C - 1), batch = WindowPlan.batchForBuckets(buckets);
        final WindowAccumulator scalar = g.accumulator(buckets, batch, Lanes.OFF);
        final WindowAccumulator lanes = g.accumulator(buckets, batch, Lanes.PREFERRED);
        final long[] out = new long[scalar.resultLongs()];
        long scalarBest = Long.MAX_VALUE;
        for (int round = 1; !stop && System.nanoTime() - begin < budgetNanos; round++) {
            final long t0 = System.nanoTime();
            scalar.windowSum(points, view, null, 0, POINTS, 0, C, 0, buckets, out, 0);
            final long t1 = System.nanoTime();
            lanes.windowSum(points, view, null, 0, POINTS, 0, C, 0, buckets, out, 0);
            final long t2 = System.nanoTime();
            scalarBest = Math.min(scalarBest, t1 - t0);
            if (round >= MIN_ROUNDS && t2 - t1 < scalarBest) {
                setHot(g);
                return true;
            }
        }
        return false;
    }

    /**
     * Scalar BLS12-381 G2 work outside the MSM's flushes (the multiplications by |x|, the Miller
     * loops), in flush additions, counted towards the G2 warm-up's start when it ran scalar only
     * because AUTO's lanes are not warm yet.
     */
    static void countColdBls12381G2(MsmOptions.Lanes mode, long additions) {
        if (Lanes.resolve(mode) == Lanes.AUTO_PREFERRED && !Bls12381G2LaneBatch.hot()) {
            Bls12381G2LaneBatch.count(additions);
        }
    }

    static boolean hot(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> Bn254G1LaneBatch.hot();
            case BN254_G2 -> Bn254G2LaneBatch.hot();
            case BLS12_381_G1 -> Bls12381G1LaneBatch.hot();
            case BLS12_381_G2 -> Bls12381G2LaneBatch.hot();
        };
    }

    /** Whether g's scalar flushes have reached startAfter. */
    static boolean asked(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> Bn254G1LaneBatch.asked();
            case BN254_G2 -> Bn254G2LaneBatch.asked();
            case BLS12_381_G1 -> Bls12381G1LaneBatch.asked();
            case BLS12_381_G2 -> Bls12381G2LaneBatch.asked();
        };
    }

    private static void setHot(MsmGroup g) {
        switch (g) {
            case BN254_G1 -> Bn254G1LaneBatch.warmed();
            case BN254_G2 -> Bn254G2LaneBatch.warmed();
            case BLS12_381_G1 -> Bls12381G1LaneBatch.warmed();
            case BLS12_381_G2 -> Bls12381G2LaneBatch.warmed();
        }
    }

    /** Whether the thread is done with g (the lanes won, or the budget ran out). */
    static boolean settled(MsmGroup g) {
        return (SETTLED.get() & 1 << g.ordinal()) != 0;
    }

    /** The last warm-up thread started, or null. */
    static Thread thread() {
        return thread;
    }

    /**
     * For tests: stops a running warm-up, waits for its thread, and puts every group back to
     * cold; autoStart false leaves the thread to {@link #warm} calls made by the test.
     */
    static void reset(boolean autoStart) throws InterruptedException {
        LaneWarmup.autoStart = false;
        stop = true;
        Thread t = thread;
        if (t != null) {
            t.join();
        }
        Bn254G1LaneBatch.cool();
        Bn254G2LaneBatch.cool();
        Bls12381G1LaneBatch.cool();
        Bls12381G2LaneBatch.cool();
        SETTLED.set(0);
        CLAIMED.set(0);
        RUNNING.set(false);
        thread = null;
        stop = false;
        LaneWarmup.autoStart = autoStart;
    }
}
