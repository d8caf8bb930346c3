package dev.pippin.msm;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fr;
import dev.pippin.lanes.kernel.LaneKernel;
import java.math.BigInteger;

/** The four groups the engine serves: their point layout, scalar field and bucket machinery. */
public enum MsmGroup {
    BN254_G1("bn254", "g1", 2 * Bn254Fp.LIMBS, Bn254Fr.MODULUS, Bn254G1.OPS),
    BN254_G2("bn254", "g2", 2 * Bn254Fp2.LIMBS, Bn254Fr.MODULUS, Bn254G2.OPS),
    BLS12_381_G1("bls12-381", "g1", 2 * Bls12381Fp.LIMBS, Bls12381Fr.MODULUS, Bls12381G1.OPS),
    BLS12_381_G2("bls12-381", "g2", 2 * Bls12381Fp2.LIMBS, Bls12381Fr.MODULUS, Bls12381G2.OPS);

    private final String curve;
    private final String group;
    private final int pointLongs;
    private final BigInteger order;
    private final long[] orderLimbs;
    private final GroupOps ops;

    MsmGroup(String curve, String group, int pointLongs, BigInteger order, GroupOps ops) {
        this.ops = ops;
        this.curve = curve;
        this.group = group;
        this.pointLongs = pointLongs;
        this.order = order;
        this.orderLimbs = dev.pippin.field.MontgomeryField.toLimbs(order, ScalarView.LIMBS);
    }

    /** The group's arithmetic, for code off the hot path (instances, checks, encodings). */
    public GroupOps ops() {
        return ops;
    }

    public String curve() {
        return curve;
    }

    public String group() {
        return group;
    }

    /** Longs per affine point: x then y, Montgomery form; all-zero coordinates are the point at infinity. */
    public int pointLongs() {
        return pointLongs;
    }

    /** The group order r (scalars are taken mod r). */
    public BigInteger order() {
        return order;
    }

    long[] orderLimbs() {
        return orderLimbs;
    }

    public static MsmGroup of(String curve, String group) {
        for (MsmGroup g : values()) {
            if (g.curve.equalsIgnoreCase(curve) && g.group.equalsIgnoreCase(group)) {
                return g;
            }
        }
        throw new IllegalArgumentException("unknown group " + curve + " " + group + " (curves: bn254, bls12-381; groups: g1, g2)");
    }

    /** The engine for a curve group's arithmetic. */
    public static MsmGroup of(GroupOps ops) {
        for (MsmGroup g : values()) {
            if (g.ops == ops) {
                return g;
            }
        }
        throw new IllegalArgumentException("no MSM engine for group " + ops.name());
    }

    /** laneKernel: LaneKernel.resolve of the options. */
    WindowAccumulator accumulator(int bucketCount, int batch, int laneKernel) {
        return switch (this) {
            case BN254_G1 -> new Bn254G1Buckets(bucketCount, batch, laneKernel);
            case BN254_G2 -> new Bn254G2Buckets(bucketCount, batch, laneKernel);
            case BLS12_381_G1 -> new Bls12381G1Buckets(bucketCount, batch, laneKernel);
            case BLS12_381_G2 -> new Bls12381G2Buckets(bucketCount, batch, laneKernel);
        };
    }

    /**
     * Reduces every coordinate of an affine point to its canonical representative (the base
     * fields store values lazily in [0, 2p)), so equal results are equal arrays.
     */
    void canonicalize(long[] p) {
        if (curve.equals("bn254")) {
            for (int i = 0; i < p.length; i += Bn254Fp.LIMBS) {
                Bn254Fp.reduce(p, i, p, i);
            }
        } else {
            for (int i = 0; i < p.length; i += Bls12381Fp.LIMBS) {
                Bls12381Fp.reduce(p, i, p, i);
            }
        }
    }

    /** Scalars that are Montgomery-form Fr elements (a R mod r) back to canonical limbs, in place. */
    void fromMontgomery(long[] k, int off) {
        if (this == BN254_G1 || this == BN254_G2) {
            Bn254Fr.fromMontgomery(k, off, k, off);
        } else {
            Bls12381Fr.fromMontgomery(k, off, k, off);
        }
    }
}
