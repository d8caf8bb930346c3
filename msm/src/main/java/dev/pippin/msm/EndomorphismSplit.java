package dev.pippin.msm;

import dev.pippin.glv.Bls12381G1Glv;
import dev.pippin.glv.Bls12381G1GlvMul;
import dev.pippin.glv.Bls12381G2Gls;
import dev.pippin.glv.Bls12381G2GlsMul;
import dev.pippin.glv.Bn254G1Glv;
import dev.pippin.glv.Bn254G1GlvMul;
import dev.pippin.glv.Bn254G2Gls;
import dev.pippin.glv.Bn254G2GlsMul;

/**
 * GLV (G1) and GLS (G2) for the big scalar class: each k_i P_i becomes sum_t k_it E^t(P_i) with
 * parts of about 128 bits (G1, two parts) or 64 bits (G2, four parts), so the bucket method runs
 * over 2n or 4n points with half- or quarter-width windows. The images E^t(P_i) are materialised
 * once per call (one Fp multiplication per point on G1; a few Fp2 ones on G2); a negative part
 * negates its point through the sign flag, which is free.
 *
 * <p>Off the hot path: one switch per call, then a loop per group.
 */
final class EndomorphismSplit {
    private EndomorphismSplit() {}

    /** The split class, ready for the bucket method. */
    record Split(long[] points, ScalarView scalars, int count, int bits) {}

    static int parts(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> Bn254G1Glv.PARTS;
            case BLS12_381_G1 -> Bls12381G1Glv.PARTS;
            case BN254_G2 -> Bn254G2Gls.PARTS;
            case BLS12_381_G2 -> Bls12381G2Gls.PARTS;
        };
    }

    /** Extra longs the split allocates for count points: the images and their scalar parts. */
    static long extraLongs(MsmGroup g, int count) {
        return (long) count * parts(g) * (g.pointLongs() + partLimbs(g));
    }

    static int partLimbs(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> Bn254G1Glv.PART_LIMBS;
            case BLS12_381_G1 -> Bls12381G1Glv.PART_LIMBS;
            case BN254_G2 -> Bn254G2Gls.PART_LIMBS;
            case BLS12_381_G2 -> Bls12381G2Gls.PART_LIMBS;
        };
    }

    static int partBits(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> Bn254G1Glv.PART_BITS;
            case BLS12_381_G1 -> Bls12381G1Glv.PART_BITS;
            case BN254_G2 -> Bn254G2Gls.PART_BITS;
            case BLS12_381_G2 -> Bls12381G2Gls.PART_BITS;
        };
    }

    /**
     * Splits the class {index[0..count)} (or 0..count when index is null) of canonical scalars k,
     * over {@code threads} threads from Pippenger.PARALLEL_MIN_POINTS points on (each point's images
     * and parts are independent of the others').
     */
    static Split split(MsmGroup g, long[] points, long[] k, int[] index, int count, int threads) {
        final int parts = parts(g), pl = partLimbs(g);
        final int m = Math.multiplyExact(count, parts);
        long[] ext = new long[Math.multiplyExact(m, g.pointLongs())];
        long[] ks = new long[Math.multiplyExact(m, pl)];
        boolean[] negated = new boolean[m];
        Workers.forRanges(count, count < Pippenger.PARALLEL_MIN_POINTS ? 1 : threads,
                (from, to) -> splitRange(g, points, k, index, from, to, ext, ks, negated));
        return new Split(ext, new ScalarView(ks, pl, negated), m, partBits(g));
    }

    private static void splitRange(MsmGroup g, long[] points, long[] k, int[] index, int from, int to,
                                   long[] ext, long[] ks, boolean[] negated) {
        final int parts = parts(g), pl = partLimbs(g), stride = g.pointLongs();
        long[] s = new long[Math.max(dev.pippin.field.Bn254Fp2.SCRATCH, dev.pippin.field.Bls12381Fp2.SCRATCH)];
        for (int j = from; j < to; j++) {
            final int i = index == null ? j : index[j];
            final int ko = i * ScalarView.LIMBS, po = i * stride;
            final int eo = j * parts * stride, so = j * parts * pl;
            int signs = switch (g) {
                case BN254_G1 -> {
                    Bn254G1Glv.images(ext, eo, points, po);
                    yield Bn254G1Glv.decompose(k, ko, ks, so);
                }
                case BLS12_381_G1 -> {
                    Bls12381G1Glv.images(ext, eo, points, po);
                    yield Bls12381G1Glv.decompose(k, ko, ks, so);
                }
                case BN254_G2 -> {
                    Bn254G2Gls.images(ext, eo, points, po, s);
                    yield Bn254G2Gls.decompose(k, ko, ks, so);
                }
                case BLS12_381_G2 -> {
                    Bls12381G2Gls.images(ext, eo, points, po, s);
                    yield Bls12381G2Gls.decompose(k, ko, ks, so);
                }
            };
            for (int t = 0; t < parts; t++) {
                negated[j * parts + t] = ((signs >>> t) & 1) != 0;
            }
        }
    }

    /** r = [k] a for one subgroup point (affine in, affine out), by the GLV/GLS scalar multiplication. */
    static void multiply(MsmGroup g, long[] r, int ro, long[] a, int ao, long[] k, int ko) {
        switch (g) {
            case BN254_G1 -> Bn254G1GlvMul.mul(r, ro, a, ao, k, ko);
            case BLS12_381_G1 -> Bls12381G1GlvMul.mul(r, ro, a, ao, k, ko);
            case BN254_G2 -> Bn254G2GlsMul.mul(r, ro, a, ao, k, ko);
            case BLS12_381_G2 -> Bls12381G2GlsMul.mul(r, ro, a, ao, k, ko);
        }
    }
}
