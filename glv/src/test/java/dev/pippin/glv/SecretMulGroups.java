package dev.pippin.glv;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.util.List;

/** The four constant-time multiplications, their tracing twins and their BigInteger reference curves. */
final class SecretMulGroups {
    private SecretMulGroups() {}

    /** [k] G for the standard generator: r, ro, k, ko. */
    interface GenMul {
        void apply(long[] r, int ro, long[] k, int ko);
    }

    record Secret(EndoGroups.Group group, RefCurve ref, EndoGroups.Mul mul, EndoGroups.Mul traced, int windows) {}

    /** The G1 groups' fixed-base multiplications and their twins. */
    record Fixed(EndoGroups.Group group, GenMul mul, GenMul traced, int windows) {}

    static final List<Fixed> FIXED = List.of(
            new Fixed(EndoGroups.BN254_G1, Bn254G1SecretMul::mulGenerator, Bn254G1SecretMulTrace::mulGenerator,
                    Bn254G1SecretMul.GEN_WINDOWS),
            new Fixed(EndoGroups.BLS12381_G1, Bls12381G1SecretMul::mulGenerator, Bls12381G1SecretMulTrace::mulGenerator,
                    Bls12381G1SecretMul.GEN_WINDOWS));

    static final Secret BN254_G1 = new Secret(EndoGroups.BN254_G1, RefCurves.BN254_G1,
            Bn254G1SecretMul::mul, Bn254G1SecretMulTrace::mul, Bn254G1SecretMul.WINDOWS);
    static final Secret BLS12381_G1 = new Secret(EndoGroups.BLS12381_G1, RefCurves.BLS12_381_G1,
            Bls12381G1SecretMul::mul, Bls12381G1SecretMulTrace::mul, Bls12381G1SecretMul.WINDOWS);
    static final Secret BN254_G2 = new Secret(EndoGroups.BN254_G2, RefCurves.BN254_G2,
            Bn254G2SecretMul::mul, Bn254G2SecretMulTrace::mul, Bn254G2SecretMul.WINDOWS);
    static final Secret BLS12381_G2 = new Secret(EndoGroups.BLS12381_G2, RefCurves.BLS12_381_G2,
            Bls12381G2SecretMul::mul, Bls12381G2SecretMulTrace::mul, Bls12381G2SecretMul.WINDOWS);

    static final List<Secret> ALL = List.of(BN254_G1, BLS12381_G1, BN254_G2, BLS12381_G2);

    static {
        // the classes named above must be the groups' own (a copy-paste slip would test one group four times)
        if (!Bn254G1.OPS.name().equals(BN254_G1.group().name()) || !Bn254G2.OPS.name().equals(BN254_G2.group().name())
                || !Bls12381G1.OPS.name().equals(BLS12381_G1.group().name())
                || !Bls12381G2.OPS.name().equals(BLS12381_G2.group().name())) {
            throw new IllegalStateException("group table out of order");
        }
    }
}
