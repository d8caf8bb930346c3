package dev.pippin.msm;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.curve.hash.Bls12381HashToCurve;
import java.util.Objects;

/**
 * BLS12-381 operations over many points at once, in lockstep on FMA lanes (one point or pair per
 * lane): the subgroup checks of a batch of signatures (G2) and keys (G1), the cofactor clearing
 * of a batch of hashes, all built on multiplications by a fixed scalar (|x| on G2, x^2 on G1),
 * the Miller loop of many pairs, and the square roots' exponentiation of many base-field values
 * (for the curve module's batch decoders and maps): the work of a batch signature verification
 * that is the same from one signature to the next. Each result is the one of the single-point operation of
 * the curve or pairing module ({@link Bls12381G2#isInSubgroup}, {@link Bls12381G1#isInSubgroup},
 * RFC 9380's clear_cofactor as {@code Bls12381HashToCurve.clearCofactorG2},
 * {@code Bls12381Pairing.millerLoop}).
 *
 * <p>The lanes run where the options' lane mode says: ON and SPECIES_256 always (for three
 * points or more under AVX-512 code, a full lane group under AVX2 code); AUTO once the MSM's G2 lanes are warm and measured faster
 * ({@link Msm#warmUpLanes}; the G1 chain also once the G1 lanes are), the scalar code before
 * that, since the lane kernels run on boxed vectors until C2 has compiled them; OFF never. One
 * thread: callers split large batches across their own threads. Offsets and counts that do not
 * fit the arrays are refused with an IllegalArgumentException before any work.
 */
public final class Bls12381Batch {
    private Bls12381Batch() {}

    private static final int AFF = Bls12381G2.AFFINE, JAC = Bls12381G2.JACOBIAN;

    /**
     * r (count Jacobian points, {@link Bls12381G2#JACOBIAN} longs each, from ro) = [|x|] a_i for
     * the count affine points a_i ({@link Bls12381G2#AFFINE} longs each, from ao), any points of
     * the curve, infinity included. r may not overlap a.
     */
    public static void g2MulSeedAbs(long[] r, int ro, long[] a, int ao, int count, MsmOptions options) {
        span(a, ao, count, AFF, "the points");
        span(r, ro, count, JAC, "the results");
        Bls12381SeedLanes.g2MulSeedAbs(r, ro, a, ao, count, options);
    }

    /**
     * in[i] = whether the affine point a_i, already known to be on the curve, lies in the
     * order-r subgroup: psi(P) = [x] P, as {@link Bls12381G2#isInSubgroup} (infinity is in it).
     */
    public static void g2InSubgroup(long[] a, int ao, int count, boolean[] in, MsmOptions options) {
        span(a, ao, count, AFF, "the points");
        answers(in, count);
        long[] j = new long[count * JAC], s = new long[Bls12381G2.SCRATCH];
        g2MulSeedAbs(j, 0, a, ao, count, options);
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
    public static void g1InSubgroup(long[] a, int ao, int count, boolean[] in, MsmOptions options) {
        final int aff = Bls12381G1.AFFINE, jac = Bls12381G1.JACOBIAN;
        span(a, ao, count, aff, "the points");
        answers(in, count);
        long[] j = new long[count * jac], s = new long[Bls12381G1.SCRATCH];
        Bls12381SeedLanes.g1MulSeedSquared(j, 0, a, ao, count, options);
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
    public static void g2ClearCofactor(long[] r, int ro, long[] p, int po, int count, MsmOptions options) {
        span(p, po, count, AFF, "the points");
        span(r, ro, count, JAC, "the results");
        Bls12381HashToCurve.clearCofactorG2Jacobian(r, ro, p, po, count,
                (m, mo, a, ao, n) -> g2MulSeedAbs(m, mo, a, ao, n, options));
    }

    /** Longs of an Fp12 value in the pairing module's layout: a part of {@link #millerLoopParts}. */
    public static final int GT_LIMBS = Bls12381MillerLanes.GT;

    /**
     * How many parts {@link #millerLoopParts} writes under these options: the lane count where
     * the lanes are to run (by the same rule as the multiplications by |x|), 0 where not, and
     * the caller runs the pairing module's Miller loop.
     */
    public static int millerLoopParts(MsmOptions options) {
        int kernel = Bls12381SeedLanes.kernel(options.lanes(), MsmGroup.BLS12_381_G2);
        return kernel == Lanes.OFF ? 0 : Bls12381MillerLanes.lanes(kernel != Lanes.SPECIES_256);
    }

    /**
     * Fewest pairs for which the pairing module's Miller loop with options takes the lanes
     * ({@link #millerLoopParts(long[], int, long[], int, int, long[], int, MsmOptions)}): 6 under
     * AVX-512 code, 12 under AVX2 code, where a lane group costs more against the scalar loop
     * (measured on both; docs/PAIRING.md, "The batch's Miller loop on lanes" and "The lanes on
     * an AVX2-only machine").
     */
    public static int minLanePairs() {
        return Bls12381MillerLanes.minPairs(LaneCode.AVX512);
    }

    /**
     * Counts a scalar Miller loop of the given pairs towards the G2 lanes' warm-up, as the
     * scalar multiplications by |x| count: for a caller that ran the scalar loop because
     * {@link #millerLoopParts(MsmOptions)} gave no lanes, on enough pairs for the lanes to have
     * taken them. Counts only under AUTO, on a JVM with lanes, before they are warm; so a process
     * that only checks pairings still warms them.
     */
    public static void countScalarMillerLoop(int pairs, MsmOptions options) {
        Bls12381MillerLanes.countScalar(pairs, options.lanes());
    }

    /**
     * The Miller loop of the k pairs (P_i affine in G1 at g1s[g1Off + i AFFINE], Q_i affine in G2
     * at g2s[g2Off + i AFFINE]) on the lanes, as {@link #millerLoopParts(MsmOptions)} parts of
     * {@link #GT_LIMBS} longs from out[outOff]: their product, conjugated, is the pairing module's
     * {@code Bls12381Pairing.millerLoop} value (the same element). Pairs with a point at infinity
     * contribute 1; every Q_i must have order r (the pairing module's addition step assumes it).
     *
     * @throws IllegalStateException where the options give no lanes
     */
    public static void millerLoopParts(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff, MsmOptions options) {
        int kernel = Bls12381SeedLanes.kernel(options.lanes(), MsmGroup.BLS12_381_G2);
        if (kernel == Lanes.OFF) {
            throw new IllegalStateException("Miller loop on lanes: the options give no lanes");
        }
        span(g1s, g1Off, k, Bls12381G1.AFFINE, "the G1 points");
        span(g2s, g2Off, k, AFF, "the G2 points");
        span(out, outOff, Bls12381MillerLanes.lanes(kernel != Lanes.SPECIES_256), GT_LIMBS, "the parts");
        Bls12381MillerLanes.parts(g1s, g1Off, g2s, g2Off, k, out, outOff, kernel != Lanes.SPECIES_256);
    }

    /**
     * r_i = a_i^((p - 3) / 4) for count BLS12-381 base-field values (the field class's form,
     * {@link Bls12381Fp#LIMBS} longs each, from ao, into r from ro), the same values as
     * {@link Bls12381Fp#progenitor}: the exponentiation of every square root, here for many values
     * in lockstep on the lanes (the G1 chain's lane rule). r may be a; it may not otherwise
     * overlap a.
     */
    public static void progenitors(long[] r, int ro, long[] a, int ao, int count, MsmOptions options) {
        span(a, ao, count, Bls12381Fp.LIMBS, "the values");
        span(r, ro, count, Bls12381Fp.LIMBS, "the results");
        int kernel = Bls12381SeedLanes.kernel(options.lanes(), MsmGroup.BLS12_381_G1);
        if (kernel == Lanes.OFF) {
            Bls12381Progenitors.SCALAR.progenitors(r, ro, a, ao, count);
        } else {
            Bls12381ProgenitorLanes.run(r, ro, a, ao, count, kernel != Lanes.SPECIES_256);
        }
    }

    /** {@link #progenitors} with these options, for the curve module's batch decoders and maps. */
    public static Bls12381Progenitors progenitors(MsmOptions options) {
        Objects.requireNonNull(options, "options");
        return (r, ro, a, ao, count) -> progenitors(r, ro, a, ao, count, options);
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
