package dev.pippin.evm;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp2;
import java.math.BigInteger;

/** Points on the curve but outside the order-r subgroup: x = 1, 2, ... until x^3 + b is a square. */
final class OffSubgroupPoints {
    private OffSubgroupPoints() {}

    static long[] bls12381G1() {
        for (int x = 1; ; x++) {
            long[] a = new long[Bls12381G1.AFFINE], rhs = new long[Bls12381Fp.LIMBS], b = new long[Bls12381Fp.LIMBS];
            Bls12381Fp.fromBigInteger(a, 0, BigInteger.valueOf(x));
            Bls12381Fp.fromBigInteger(b, 0, Bls12381G1.B);
            Bls12381Fp.sqr(rhs, 0, a, 0);
            Bls12381Fp.mul(rhs, 0, rhs, 0, a, 0);
            Bls12381Fp.add(rhs, 0, rhs, 0, b, 0);
            if (Bls12381Fp.sqrt(a, Bls12381Fp.LIMBS, rhs, 0) && !Bls12381G1.isInSubgroup(a, 0)) {
                return a;
            }
        }
    }

    static long[] bn254G2() {
        long[] s = new long[Bn254Fp2.SCRATCH];
        // b' = y^2 - x^3 on the generator, so no constant is restated here
        long[] gen = new long[Bn254G2.AFFINE], b = new long[Bn254Fp2.LIMBS], t = new long[Bn254Fp2.LIMBS];
        Bn254G2.generator(gen, 0);
        Bn254Fp2.sqr(b, 0, gen, Bn254Fp2.LIMBS, s);
        Bn254Fp2.sqr(t, 0, gen, 0, s);
        Bn254Fp2.mul(t, 0, t, 0, gen, 0, s);
        Bn254Fp2.sub(b, 0, b, 0, t, 0);
        for (int x = 1; ; x++) {
            long[] a = new long[Bn254G2.AFFINE], rhs = new long[Bn254Fp2.LIMBS];
            Bn254Fp2.fromBigIntegers(a, 0, BigInteger.valueOf(x), BigInteger.ONE);
            Bn254Fp2.sqr(rhs, 0, a, 0, s);
            Bn254Fp2.mul(rhs, 0, rhs, 0, a, 0, s);
            Bn254Fp2.add(rhs, 0, rhs, 0, b, 0);
            if (Bn254Fp2.sqrt(a, Bn254Fp2.LIMBS, rhs, 0) && !Bn254G2.isInSubgroup(a, 0)) {
                return a;
            }
        }
    }
}
