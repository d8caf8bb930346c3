package dev.pippin.curve;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;

/** One group under test: its primitives (through GroupOps), an independent reference, helpers. */
record TestGroup(GroupOps ops, RefCurve ref, BigInteger[][] generator) {
    static final BigInteger BN_P = Bn254Fp.MODULUS, BLS_P = Bls12381Fp.MODULUS;

    static final TestGroup BN254_G1 = new TestGroup(Bn254G1.OPS,
            new RefCurve(BN_P, 1, new BigInteger[] {BigInteger.valueOf(3)}, Bn254G1.ORDER),
            new BigInteger[][] {{BigInteger.ONE}, {BigInteger.TWO}});
    static final TestGroup BN254_G2;
    static final TestGroup BLS12_381_G1 = new TestGroup(Bls12381G1.OPS,
            new RefCurve(BLS_P, 1, new BigInteger[] {BigInteger.valueOf(4)}, Bls12381G1.ORDER),
            new BigInteger[][] {{Bls12381G1.GEN_X}, {Bls12381G1.GEN_Y}});
    static final TestGroup BLS12_381_G2 = new TestGroup(Bls12381G2.OPS,
            new RefCurve(BLS_P, 2, new BigInteger[] {BigInteger.valueOf(4), BigInteger.valueOf(4)}, Bls12381G2.ORDER),
            new BigInteger[][] {{Bls12381G2.GEN_X0, Bls12381G2.GEN_X1}, {Bls12381G2.GEN_Y0, Bls12381G2.GEN_Y1}});

    static {
        // b' = 3 / (9 + u), computed here independently of the class under test.
        RefCurve tmp = new RefCurve(BN_P, 2, null, null);
        BigInteger[] b2 = tmp.mul(tmp.el(3), tmp.inv(tmp.el(9, 1)));
        BN254_G2 = new TestGroup(Bn254G2.OPS, new RefCurve(BN_P, 2, b2, Bn254G2.ORDER),
                new BigInteger[][] {{Bn254G2.GEN_X0, Bn254G2.GEN_X1}, {Bn254G2.GEN_Y0, Bn254G2.GEN_Y1}});
    }

    static final List<TestGroup> ALL = List.of(BN254_G1, BN254_G2, BLS12_381_G1, BLS12_381_G2);

    @Override
    public String toString() {
        return ops.name();
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
        return ref.mul(generator, new BigInteger(ref.order.bitLength() - 1, rnd));
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
        BigInteger[] z = ref.randomElement(rnd);
        BigInteger[] z2 = ref.mul(z, z), z3 = ref.mul(z2, z);
        BigInteger[][] scaled = {ref.mul(P[0], z2), ref.mul(P[1], z3)};
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
        BigInteger[] z = ref.randomElement(rnd);
        BigInteger[] z2 = ref.mul(z, z), z3 = ref.mul(z2, z);
        long[] xy = affine(new BigInteger[][] {ref.mul(P[0], z2), ref.mul(P[1], z3)});
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
