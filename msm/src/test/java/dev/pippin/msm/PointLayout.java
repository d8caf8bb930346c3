package dev.pippin.msm;

import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.field.Bn254Fp;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Reference points ({x, y} BigInteger elements, null for infinity) to and from the engine's
 * affine layout: x then y, each coordinate in the group's base-field representation, all zero
 * for infinity.
 */
final class PointLayout {
    private PointLayout() {}

    static void store(MsmGroup group, BigInteger[][] pt, long[] out, int off) {
        if (pt == null) {
            Arrays.fill(out, off, off + group.pointLongs(), 0L);
            return;
        }
        int half = group.pointLongs() / 2;
        switch (group) {
            case BN254_G1 -> { Bn254Fp.fromBigInteger(out, off, pt[0][0]); Bn254Fp.fromBigInteger(out, off + half, pt[1][0]); }
            case BN254_G2 -> { Bn254Fp2.fromBigIntegers(out, off, pt[0][0], pt[0][1]); Bn254Fp2.fromBigIntegers(out, off + half, pt[1][0], pt[1][1]); }
            case BLS12_381_G1 -> { Bls12381Fp.fromBigInteger(out, off, pt[0][0]); Bls12381Fp.fromBigInteger(out, off + half, pt[1][0]); }
            case BLS12_381_G2 -> { Bls12381Fp2.fromBigIntegers(out, off, pt[0][0], pt[0][1]); Bls12381Fp2.fromBigIntegers(out, off + half, pt[1][0], pt[1][1]); }
        }
    }

    static BigInteger[][] load(MsmGroup group, long[] in, int off) {
        boolean zero = true;
        for (int i = 0; i < group.pointLongs(); i++) {
            zero &= in[off + i] == 0;
        }
        if (zero) {
            return null;
        }
        int half = group.pointLongs() / 2;
        return switch (group) {
            case BN254_G1 -> new BigInteger[][] {{Bn254Fp.toBigInteger(in, off)}, {Bn254Fp.toBigInteger(in, off + half)}};
            case BN254_G2 -> new BigInteger[][] {Bn254Fp2.toBigIntegers(in, off), Bn254Fp2.toBigIntegers(in, off + half)};
            case BLS12_381_G1 -> new BigInteger[][] {{Bls12381Fp.toBigInteger(in, off)}, {Bls12381Fp.toBigInteger(in, off + half)}};
            case BLS12_381_G2 -> new BigInteger[][] {Bls12381Fp2.toBigIntegers(in, off), Bls12381Fp2.toBigIntegers(in, off + half)};
        };
    }
}
