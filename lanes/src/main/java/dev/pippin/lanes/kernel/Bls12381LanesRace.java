package dev.pippin.lanes.kernel;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.LaneMode;

/**
 * The warm-up of the BLS12-381 lane chains ({@link #WARMUP}): the state AUTO consults before the
 * multiplications by the curve parameter ({@link Bls12381SeedLanes}), the square roots'
 * exponentiations ({@link Bls12381ProgenitorLanes}) and the pairing module's Miller loop take the
 * lanes, and the race that sets it: one lane group of G2 points multiplied by |x| on the lanes
 * against the same points on the scalar code, on the field module's {@link KernelWarmup}. The
 * chain's Fp2 products are most of the Miller loop's too, and the G1 chains and the
 * exponentiations run on the same Fp kernel, so one race stands for all of them.
 *
 * <p>Started like the MSM flushes' warm-ups (a ski-rental rule): by {@link #START_AFTER_NANOS} of
 * scalar work that the lanes could have taken, counted by the callers ({@link #countCold}) at
 * the scalar code's measured cost. Thread-safe: the state is the KernelWarmup's volatile flags.
 *
 * <p>Cost model: one race round is a lane group's chain (about 1 000 kernel calls) and as many
 * scalar multiplications by |x| (about 125 us each), on the warm-up thread only.
 */
public final class Bls12381LanesRace implements KernelWarmup.Trial {
    /**
     * Scalar work after which the warm-up starts: the MSM flushes' figure (the warm-up's cost to
     * the callers, about 2 s, over the share of the scalar time the lanes save, about 40 %;
     * msm's FlushRace.START_AFTER_NANOS), so that a process that only verifies batches pays for
     * the warm-up when one that computes MSMs would.
     */
    public static final long START_AFTER_NANOS = 5_000_000_000L;

    /** The lane chains' switch. */
    public static final KernelWarmup WARMUP = new KernelWarmup("BLS12-381 lane chains", START_AFTER_NANOS, new Bls12381LanesRace());

    private Bls12381LanesRace() {}

    /**
     * The kernel a mode takes now ({@link LaneKernel}): AUTO's lanes only once {@link #WARMUP} is
     * hot, OFF before.
     */
    public static int kernel(LaneMode mode) {
        int k = LaneKernel.resolve(mode);
        if (k == LaneKernel.AUTO_PREFERRED && !WARMUP.hot()) {
            return LaneKernel.OFF;
        }
        return k;
    }

    /**
     * Counts scalar work (nanoseconds at the scalar code's measured cost) that ran scalar only
     * because AUTO's lanes are not warm yet: under AUTO, on a JVM with lanes, before they are hot.
     */
    public static void countCold(LaneMode mode, long scalarNanos) {
        if (LaneKernel.resolve(mode) == LaneKernel.AUTO_PREFERRED && !WARMUP.hot()) {
            WARMUP.count(scalarNanos);
        }
    }

    @Override
    public KernelWarmup.Race prepare() {
        if (LaneKernel.PREFERRED_LANES < LaneKernel.AUTO_MIN_LANES) {
            return null;                                    // AUTO never takes the lanes here
        }
        final int n = Bls12381LaneSlots.lanes(true), aff = Bls12381G2.AFFINE, jac = Bls12381G2.JACOBIAN;
        final long[] points = new long[n * aff], s = new long[Bls12381G2.SCRATCH];
        Bls12381G2.generator(points, 0);                    // g, 2g, 3g, ...
        for (int i = 1; i < n; i++) {
            Bls12381G2.addAffine(points, i * aff, points, (i - 1) * aff, points, 0, s);
        }
        final long[] scalar = new long[n * jac], lanes = new long[n * jac];
        return new KernelWarmup.Race() {
            @Override
            public void scalar() {
                Bls12381SeedLanes.scalar(Bls12381SeedLanes.G2, scalar, 0, points, 0, 0, n);
            }

            @Override
            public boolean lanes() {
                Bls12381SeedLanes.laneRun(Bls12381SeedLanes.G2, lanes, 0, points, 0, n, true);
                for (int i = 0; i < n; i++) {
                    if (!Bls12381G2.jacEqual(scalar, i * jac, lanes, i * jac, s)) {
                        return false;
                    }
                }
                return true;
            }
        };
    }
}
