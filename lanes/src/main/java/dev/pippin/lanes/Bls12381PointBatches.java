package dev.pippin.lanes;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.curve.hash.Bls12381HashToCurve;
import dev.pippin.lanes.kernel.Bls12381LanesRace;
import dev.pippin.lanes.kernel.Bls12381ProgenitorLanes;
import dev.pippin.lanes.kernel.Bls12381SeedLanes;
import dev.pippin.lanes.kernel.LaneKernel;
import java.util.Objects;

/**
 * BLS12-381 point operations over batches, in lockstep on FMA lanes (one point or value per
 * lane): the subgroup checks of a batch of signatures (G2) and keys (G1), the cofactor clearing
 * of a batch of hashes, all built on multiplications by a fixed scalar (|x| on G2, x^2 on G1),
 * and the square roots' exponentiation of many base-field values (for the curve module's batch
 * decoders and maps): the work of a batch signature verification that is the same from one
 * signature to the next (the Miller loop of many pairs is the pairing module's,
 * {@code Bls12381Pairing.millerLoop} with a lane mode). Each result is the one of the
 * single-point operation of the curve module ({@link Bls12381G2#isInSubgroup},
 * {@link Bls12381G1#isInSubgroup}, RFC 9380's clear_cofactor as
 * {@code Bls12381HashToCurve.clearCofactorG2}, {@link Bls12381Fp#progenitor}).
 *
 * <p>The lanes run where the lane mode says: ON and SPECIES_256 always (for three points or
 * more under AVX-512 code, a full lane group under AVX2 code); AUTO once the BLS12-381 lane
 * chains are warm and measured faster ({@link Bls12381LanesRace}), the scalar code before that,
 * since the lane kernels run on boxed vectors until C2 has compiled them; OFF never. One thread:
 * callers split large batches across their own threads; thread-safe (no shared mutable state
 * but the warm-up's volatile switch). Offsets and counts that do not fit the arrays are refused
 * with an IllegalArgumentException before any work.
 */
public final class Bls12381PointBatches {
    private Bls12381PointBatches() {}

    private static final int AFF = Bls12381G2.AFFINE, JAC = Bls12381G2.JACOBIAN;

    /**
     * r (count Jacobian points, {@link Bls12381G2#JACOBIAN} longs each, from ro) = [|x|] a_i for
     * the count affine points a_i ({@link Bls12381G2#AFFINE} longs each, from ao), any points of
     * the curve, infinity included. r may not overlap a.
     */
    public static void g2MulSeedAbs(long[] r, int ro, long[] a, int ao, int count, LaneMode mode) {
        span(a, ao, count, AFF, "the points");
        span(r, ro, count, JAC, "the results");
        Bls12381SeedLanes.g2MulSeedAbs(r, ro, a, ao, count, mode);
    }

    /**
     * in[i] = whether the affine point a_i, already known to be on the curve, lies in the
     * order-r subgroup: psi(P) = [x] P, as {@link Bls12381G2#isInSubgroup} (infinity is in it).
     */
    public static void g2InSubgroup(long[] a, int ao, int count, boolean[] in, LaneMode mode) {
        span(a, ao, count, AFF, "the points");
        answers(in, count);
        long[] j = new long[count * JAC], s = new long[Bls12381G2.SCRATCH];
        g2MulSeedAbs(j, 0, a, ao, count, mode);
        for (int i = 0; i < count; i++) {
            int p = ao + i * AFF;
            in[i] = Bls12381G2.isInfinity(a, p) || Bls12381G2.subgroupTest(a, p, j, i * JAC, s);
        }
    }

    /**
     * in[i] = whether the affine G1 point a_i, already known to be on the curve, lies in the
     * order-r subgroup: phi(P) = [-x^2] P, as {@link Bls12381G1#isInSubgroup} (infinity is in it),
     * with [x^2] P as one chain over the bits of x^2 (127 doublings, 16 mixed additions).
     */
    public static void g1InSubgroup(long[] a, int ao, int count, boolean[] in, LaneMode mode) {
        final int aff = Bls12381G1.AFFINE, jac = Bls12381G1.JACOBIAN;
        span(a, ao, count, aff, "the points");
        answers(in, count);
        long[] j = new long[count * jac], s = new long[Bls12381G1.SCRATCH];
        Bls12381SeedLanes.g1MulSeedSquared(j, 0, a, ao, count, mode);
        for (int i = 0; i < count; i++) {
            int p = ao + i * aff;
            in[i] = Bls12381G1.isInfinity(a, p) || Bls12381G1.subgroupTest(a, p, j, i * jac, s);
        }
    }

    /**
     * r (count Jacobian points from ro) = h_eff p_i for the count affine points p_i of E2 (from
     * po): RFC 9380's clear_cofactor, the curve module's batch form
     * ({@code Bls12381HashToCurve.clearCofactorG2Jacobian}) with its two multiplications by |x|
     * by {@link #g2MulSeedAbs}. r may not overlap p.
     */
    public static void g2ClearCofactor(long[] r, int ro, long[] p, int po, int count, LaneMode mode) {
        span(p, po, count, AFF, "the points");
        span(r, ro, count, JAC, "the results");
        Bls12381HashToCurve.clearCofactorG2Jacobian(r, ro, p, po, count,
                (m, mo, a, ao, n) -> g2MulSeedAbs(m, mo, a, ao, n, mode));
    }

    /**
     * r_i = a_i^((p - 3) / 4) for count BLS12-381 base-field values (the field class's form,
     * {@link Bls12381Fp#LIMBS} longs each, from ao, into r from ro), the same values as
     * {@link Bls12381Fp#progenitor}: the exponentiation of every square root, here for many values
     * in lockstep on the lanes (the G1 chain's lane rule). r may be a; it may not otherwise
     * overlap a.
     */
    public static void progenitors(long[] r, int ro, long[] a, int ao, int count, LaneMode mode) {
        span(a, ao, count, Bls12381Fp.LIMBS, "the values");
        span(r, ro, count, Bls12381Fp.LIMBS, "the results");
        int kernel = Bls12381LanesRace.kernel(mode);
        if (kernel == LaneKernel.OFF) {
            Bls12381Progenitors.SCALAR.progenitors(r, ro, a, ao, count);
        } else {
            Bls12381ProgenitorLanes.run(r, ro, a, ao, count, kernel != LaneKernel.SPECIES_256);
        }
    }

    /** {@link #progenitors} with this lane mode, for the curve module's batch decoders and maps. */
    public static Bls12381Progenitors progenitors(LaneMode mode) {
        Objects.requireNonNull(mode, "mode");
        return (r, ro, a, ao, count) -> progenitors(r, ro, a, ao, count, mode);
    }

    /**
     * Warms the BLS12-381 lane chains up now ({@link Bls12381LanesRace}), for a JVM that knows it
     * will verify many batches (a server, a benchmark): under AUTO they otherwise wait until 5 s
     * worth of scalar work that they could have taken has been counted, then warm up on a
     * background thread. Runs the race in the calling thread (C2 compiling the lane kernels:
     * seconds), or waits for the background one, and returns whether AUTO takes the lanes from
     * now on, here and in the pairing module's Miller loop (false without jdk.incubator.vector,
     * or where the lanes did not measure faster than the scalar code).
     *
     * @throws InterruptedException when interrupted while waiting for the background warm-up
     */
    public static boolean warmUpLanes() throws InterruptedException {
        if (LaneKernel.resolve(LaneMode.AUTO) == LaneKernel.OFF) {
            return false;
        }
        return Bls12381LanesRace.WARMUP.warmUpNow();
    }

    private static void span(long[] a, int off, int count, int stride, String what) {
        if (count < 0 || off < 0 || (long) count * stride > a.length - (long) off) {
            throw new IllegalArgumentException(what + ": " + count + " of " + stride + " longs from offset " + off
                    + " do not fit an array of " + a.length);
        }
    }

    private static void answers(boolean[] in, int count) {
        if (in.length < count) {
            throw new IllegalArgumentException("the answers: " + count + " needed, the array holds " + in.length);
        }
    }
}
