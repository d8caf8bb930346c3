package dev.pippin.curve.hash;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * RFC 9380 hashing to BLS12-381, the suites BLS12381G1_XMD:SHA-256_SSWU_RO_ / _NU_ and
 * BLS12381G2_XMD:SHA-256_SSWU_RO_ / _NU_ for any domain separation tag: expand_message_xmd with
 * SHA-256, hash_to_field, the simplified SWU map to an isogenous curve followed by the isogeny
 * (11 for G1, 3 for G2), and cofactor clearing by h_eff.
 *
 * <ul>
 * <li>{@code hashTo*} is hash_to_curve (a random oracle: two field elements, two maps, a sum).
 * <li>{@code encodeTo*} is encode_to_curve (one element, one map; not uniform, not for protocols
 *     that need a random oracle).
 * <li>{@code mapToCurve*} is map_to_curve alone: on E, not yet in the subgroup.
 * <li>{@code mapFpToG1} and {@code mapFp2ToG2} are map_to_curve then clear_cofactor on a given
 *     field element, what EIP-2537's MAP_FP_TO_G1 and MAP_FP2_TO_G2 compute.
 * </ul>
 *
 * Points are affine in the layouts of {@link Bls12381G1} and {@link Bls12381G2} (Montgomery
 * form, infinity as all zeros); field elements in those of {@link Bls12381Fp} and
 * {@link Bls12381Fp2}. Variable time (square roots, inversions and scalar multiplications
 * branch on their inputs): suited to public inputs such as messages to verify or precompile
 * calls, not to hashing secrets. Nothing here is on a hot path; each call allocates its
 * temporaries.
 */
public final class Bls12381HashToCurve {
    private Bls12381HashToCurve() {}

    private static final int FP = Bls12381Fp.LIMBS, FP2 = Bls12381Fp2.LIMBS;

    // ---------------------------------------------------------------- G1

    /** hash_to_curve to G1: P = clear_cofactor(map(u0) + map(u1)) with (u0, u1) = hash_to_field(msg, 2). */
    public static long[] hashToG1(byte[] msg, byte[] dst) {
        long[] u = HashToField.fp(msg, dst, 2);
        long[] q = new long[2 * Bls12381G1.AFFINE];
        mapToCurveG1(q, 0, u, 0);
        mapToCurveG1(q, Bls12381G1.AFFINE, u, FP);
        Bls12381G1.addAffine(q, 0, q, 0, q, Bls12381G1.AFFINE, new long[Bls12381G1.SCRATCH]);
        long[] r = new long[Bls12381G1.AFFINE];
        ClearCofactor.g1(r, 0, q, 0);
        return r;
    }

    public static long[] hashToG1(byte[] msg, String dst) {
        return hashToG1(msg, ascii(dst));
    }

    /** encode_to_curve to G1: P = clear_cofactor(map(u)) with u = hash_to_field(msg, 1). */
    public static long[] encodeToG1(byte[] msg, byte[] dst) {
        return mapFpToG1(HashToField.fp(msg, dst, 1), 0);
    }

    public static long[] encodeToG1(byte[] msg, String dst) {
        return encodeToG1(msg, ascii(dst));
    }

    /** r (affine on E1, not cleared) = iso_map(map_to_curve_simple_swu(u)) for u in Fp at u[uo]. */
    public static void mapToCurveG1(long[] r, int ro, long[] u, int uo) {
        long[] e = new long[Bls12381G1.AFFINE];
        SswuG1.map(e, 0, u, uo);
        Iso11.map(r, ro, e, 0);
    }

    /** r = h_eff p for p affine on E1: a point of G1. */
    public static void clearCofactorG1(long[] r, int ro, long[] p, int po) {
        ClearCofactor.g1(r, ro, p, po);
    }

    /** r (affine, in G1) = clear_cofactor(map_to_curve(u)): EIP-2537's MAP_FP_TO_G1 on u. */
    public static void mapFpToG1(long[] r, int ro, long[] u, int uo) {
        long[] q = new long[Bls12381G1.AFFINE];
        mapToCurveG1(q, 0, u, uo);
        ClearCofactor.g1(r, ro, q, 0);
    }

    public static long[] mapFpToG1(long[] u, int uo) {
        long[] r = new long[Bls12381G1.AFFINE];
        mapFpToG1(r, 0, u, uo);
        return r;
    }

    // ---------------------------------------------------------------- G2

    /** hash_to_curve to G2: P = clear_cofactor(map(u0) + map(u1)) with (u0, u1) = hash_to_field(msg, 2). */
    public static long[] hashToG2(byte[] msg, byte[] dst) {
        long[] j = new long[Bls12381G2.JACOBIAN];
        hashToG2Jacobian(msg, dst, j, 0);
        long[] r = new long[Bls12381G2.AFFINE];
        Bls12381G2.jacToAffine(r, 0, j, 0, new long[Bls12381G2.SCRATCH]);
        return r;
    }

    /**
     * hash_to_curve to G2 as a Jacobian point at r[ro]: {@link #hashToG2} before its last
     * inversion, for callers that hash many messages and convert them to affine together
     * ({@link Bls12381G2#batchJacToAffine}, one inversion for all).
     */
    public static void hashToG2Jacobian(byte[] msg, byte[] dst, long[] r, int ro) {
        long[] u = HashToField.fp2(msg, dst, 2);
        long[] q = new long[2 * Bls12381G2.AFFINE];
        mapToCurveG2(q, 0, u, 0, 2, Bls12381Progenitors.SCALAR);   // both maps' inversions shared
        Bls12381G2.addAffine(q, 0, q, 0, q, Bls12381G2.AFFINE, new long[Bls12381G2.SCRATCH]);
        ClearCofactor.g2Jacobian(r, ro, q, 0);
    }

    public static long[] hashToG2(byte[] msg, String dst) {
        return hashToG2(msg, ascii(dst));
    }

    /** encode_to_curve to G2: P = clear_cofactor(map(u)) with u = hash_to_field(msg, 1). */
    public static long[] encodeToG2(byte[] msg, byte[] dst) {
        return mapFp2ToG2(HashToField.fp2(msg, dst, 1), 0);
    }

    public static long[] encodeToG2(byte[] msg, String dst) {
        return encodeToG2(msg, ascii(dst));
    }

    /** r (affine on E2, not cleared) = iso_map(map_to_curve_simple_swu(u)) for u in Fp2 at u[uo]. */
    public static void mapToCurveG2(long[] r, int ro, long[] u, int uo) {
        long[] e = new long[Bls12381G2.AFFINE];
        SswuG2.map(e, 0, u, uo);
        Iso3.map(r, ro, e, 0);
    }

    /**
     * {@link #mapToCurveG2} of count values u_i (Fp2 each, from uo) into count affine points from
     * ro, the map's two base-field exponentiations for all the values at once through pow (the
     * field's one by one: {@link Bls12381Progenitors#SCALAR}). r may not overlap u.
     */
    public static void mapToCurveG2(long[] r, int ro, long[] u, int uo, int count, Bls12381Progenitors pow) {
        Objects.checkFromIndexSize(uo, Math.multiplyExact(Math.max(count, 0), FP2), u.length);
        Objects.checkFromIndexSize(ro, Math.multiplyExact(Math.max(count, 0), Bls12381G2.AFFINE), r.length);
        if (count < 0) {
            throw new IllegalArgumentException("count " + count);
        }
        long[] e = new long[count * Bls12381G2.AFFINE];
        SswuG2.map(e, 0, u, uo, count, Objects.requireNonNull(pow, "pow"));
        Iso3.map(r, ro, e, 0, count);
    }

    /** r = h_eff p for p affine on E2: a point of G2. */
    public static void clearCofactorG2(long[] r, int ro, long[] p, int po) {
        ClearCofactor.g2(r, ro, p, po);
    }

    /** [|x|] a_i for count affine points a_i of E2 into count Jacobian points of r. */
    @FunctionalInterface
    public interface G2SeedMultiples {
        void mulSeedAbs(long[] r, int ro, long[] a, int ao, int count);
    }

    /**
     * r (count Jacobian points from ro) = h_eff p_i for count affine points p_i of E2 (from po),
     * with the decomposition's two multiplications by |x| by mul over all the points at once (a
     * batch form on vector lanes, say) and one inversion for all of them between; the same points
     * as {@link #clearCofactorG2}. r may not overlap p.
     */
    public static void clearCofactorG2Jacobian(long[] r, int ro, long[] p, int po, int count, G2SeedMultiples mul) {
        ClearCofactor.g2Jacobian(r, ro, p, po, count, mul);
    }

    /** r (affine, in G2) = clear_cofactor(map_to_curve(u)): EIP-2537's MAP_FP2_TO_G2 on u. */
    public static void mapFp2ToG2(long[] r, int ro, long[] u, int uo) {
        long[] q = new long[Bls12381G2.AFFINE];
        mapToCurveG2(q, 0, u, uo);
        ClearCofactor.g2(r, ro, q, 0);
    }

    public static long[] mapFp2ToG2(long[] u, int uo) {
        long[] r = new long[Bls12381G2.AFFINE];
        mapFp2ToG2(r, 0, u, uo);
        return r;
    }

    /** Domain separation tags are ASCII in every suite and protocol that defines one. */
    private static byte[] ascii(String dst) {
        Objects.requireNonNull(dst, "dst");
        for (int i = 0; i < dst.length(); i++) {
            if (dst.charAt(i) > 0x7f) {
                throw new IllegalArgumentException("hash to curve: the domain separation tag has a non-ASCII character at index " + i
                        + "; pass its bytes instead");
            }
        }
        return dst.getBytes(StandardCharsets.US_ASCII);
    }
}
