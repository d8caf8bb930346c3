package dev.pippin.cli;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.msm.MsmGroup;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** Affine points as text: canonical big-endian hex coordinates (Fp2 as c0 + c1*u). */
final class PointText {
    private PointText() {}

    /** Coordinates as BigIntegers: {x} {y} for G1, {x.c0, x.c1} {y.c0, y.c1} for G2; null for infinity. */
    static BigInteger[][] coordinates(MsmGroup g, long[] p) {
        boolean zero = true;
        for (long v : p) {
            zero &= v == 0;
        }
        if (zero) {
            return null;
        }
        int h = g.pointLongs() / 2;
        return switch (g) {
            case BN254_G1 -> new BigInteger[][] {{Bn254Fp.toBigInteger(p, 0)}, {Bn254Fp.toBigInteger(p, h)}};
            case BN254_G2 -> new BigInteger[][] {Bn254Fp2.toBigIntegers(p, 0), Bn254Fp2.toBigIntegers(p, h)};
            case BLS12_381_G1 -> new BigInteger[][] {{Bls12381Fp.toBigInteger(p, 0)}, {Bls12381Fp.toBigInteger(p, h)}};
            case BLS12_381_G2 -> new BigInteger[][] {Bls12381Fp2.toBigIntegers(p, 0), Bls12381Fp2.toBigIntegers(p, h)};
        };
    }

    static List<String> lines(MsmGroup g, long[] p) {
        BigInteger[][] c = coordinates(g, p);
        List<String> out = new ArrayList<>();
        if (c == null) {
            out.add("point at infinity");
            return out;
        }
        String[] names = {"x", "y"};
        for (int i = 0; i < 2; i++) {
            out.add(names[i] + " = " + (c[i].length == 1 ? "0x" + c[i][0].toString(16)
                    : "0x" + c[i][0].toString(16) + " + 0x" + c[i][1].toString(16) + "*u"));
        }
        return out;
    }
}
