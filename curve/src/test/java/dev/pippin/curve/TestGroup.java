package dev.pippin.curve;

import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import dev.pippin.testkit.RefField;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;

/** One group under test: its primitives (through GroupOps) beside the independent reference, and the moves between them. */
record TestGroup(GroupOps ops, RefCurve ref) {
    static final TestGroup BN254_G1 = new TestGroup(Bn254G1.OPS, RefCurves.BN254_G1);
    static final TestGroup BN254_G2 = new TestGroup(Bn254G2.OPS, RefCurves.BN254_G2);
    static final TestGroup BLS12_381_G1 = new TestGroup(Bls12381G1.OPS, RefCurves.BLS12_381_G1);
    static final TestGroup BLS12_381_G2 = new TestGroup(Bls12381G2.OPS, RefCurves.BLS12_381_G2);

    static final List<TestGroup> ALL = List.of(BN254_G1, BN254_G2, BLS12_381_G1, BLS12_381_G2);

    @Override
    public String toString() {
        return ops.name();
    }

    /** The reference's base field (Fp for G1, Fp2 for G2). */
    RefField field() {
        return ref.field();
    }

    /** The generator as the specification gives it. */
    BigInteger[][] generator() {
        return ref.generator();
    }

    long[] scratch() {
        return new long[ops.scratch()];
    }

    long[] affine(BigInteger[][] P) {
        long[] r = new long[ops.affine()];
        ops.setAffine(r, 0, ref.flat(P));
        return r;
    }

    BigInteger[][] read(long[] a, int ao) {
        return ref.unflat(ops.toBigIntegers(a, ao));
    }

    /** A random multiple of the generator (in the subgroup). */
    BigInteger[][] randomInGroup(Random rnd) {
        return ref.randomInGroup(rnd);
    }

    /** p as a Jacobian point with a random Z (so that Z = 1 shortcuts cannot hide bugs). */
    long[] jacobian(BigInteger[][] P, Random rnd) {
        long[] a = affine(P);
        long[] j = new long[ops.jacobian()];
        ops.jacFromAffine(j, 0, a, 0);
        if (P == null) {
            return j;
        }
        // (X z^2, Y z^3, z) through the group's own XYZZ->Jacobian map would test itself; scale
        // by a random z with the reference and load the coordinates.
        RefField f = field();
        BigInteger[] z = f.random(rnd);
        BigInteger[] z2 = f.mul(z, z), z3 = f.mul(z2, z);
        BigInteger[][] scaled = {f.mul(P[0], z2), f.mul(P[1], z3)};
        long[] tmp = affine(scaled);
        long[] zz = affine(new BigInteger[][] {z, z});
        System.arraycopy(tmp, 0, j, 0, ops.affine());
        System.arraycopy(zz, 0, j, ops.affine(), ops.coord());
        return j;
    }

    /** p as an XYZZ point with a random z: (X z^2, Y z^3, z^2, z^3). */
    long[] xyzz(BigInteger[][] P, Random rnd) {
        long[] r = new long[ops.xyzz()];
        if (P == null) {
            ops.xyzzSetInfinity(r, 0);
            return r;
        }
        RefField f = field();
        BigInteger[] z = f.random(rnd);
        BigInteger[] z2 = f.mul(z, z), z3 = f.mul(z2, z);
        long[] xy = affine(new BigInteger[][] {f.mul(P[0], z2), f.mul(P[1], z3)});
        long[] zz = affine(new BigInteger[][] {z2, z3});
        System.arraycopy(xy, 0, r, 0, ops.affine());
        System.arraycopy(zz, 0, r, ops.affine(), ops.affine());
        return r;
    }

    BigInteger[][] readJac(long[] j) {
        long[] a = new long[ops.affine()];
        ops.jacToAffine(a, 0, j, 0, scratch());
        return read(a, 0);
    }

    BigInteger[][] readXyzz(long[] p) {
        long[] a = new long[ops.affine()];
        ops.xyzzToAffine(a, 0, p, 0, scratch());
        return read(a, 0);
    }
}
