package dev.pippin.curve.hash;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp2;
import java.math.BigInteger;

/**
 * The 3-isogeny iso_map from E2' (the simplified SWU target, {@link SswuG2}) to BLS12-381 G2's
 * curve E2, in affine coordinates: x = x_num(x') / x_den(x'), y = y' y_num(x') / y_den(x').
 * Coefficients k_(i,j) = c0 + c1 * I from RFC 9380, appendix E.3, lowest degree first, as
 * {c0, c1} hex pairs; x_den and y_den are monic (their leading 1 is appended here).
 */
final class Iso3 {
    private Iso3() {}

    private static final int N = Bls12381Fp2.LIMBS;

    static final String[][] X_NUM = {
        {"5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97d6",
         "5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97d6"},
        {"0",
         "11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71a"},
        {"11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71e",
         "8ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38d"},
        {"171d6541fa38ccfaed6dea691f5fb614cb14b4e7f4e810aa22d6108f142b85757098e38d0f671c7188e2aaaaaaaa5ed1",
         "0"},
    };
    static final String[][] X_DEN = {
        {"0",
         "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa63"},
        {"c",
         "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa9f"},
        {"1", "0"},
    };
    static final String[][] Y_NUM = {
        {"1530477c7ab4113b59a4c18b076d11930f7da5d4a07f649bf54439d87d27e500fc8c25ebf8c92f6812cfc71c71c6d706",
         "1530477c7ab4113b59a4c18b076d11930f7da5d4a07f649bf54439d87d27e500fc8c25ebf8c92f6812cfc71c71c6d706"},
        {"0",
         "5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97be"},
        {"11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71c",
         "8ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38f"},
        {"124c9ad43b6cf79bfbf7043de3811ad0761b0f37a1e26286b0e977c69aa274524e79097a56dc4bd9e1b371c71c718b10",
         "0"},
    };
    static final String[][] Y_DEN = {
        {"1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa8fb",
         "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa8fb"},
        {"0",
         "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa9d3"},
        {"12",
         "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa99"},
        {"1", "0"},
    };

    private static final long[] XN = load(X_NUM), XD = load(X_DEN), YN = load(Y_NUM), YD = load(Y_DEN);

    private static long[] load(String[][] hex) {
        long[] r = new long[hex.length * N];
        for (int i = 0; i < hex.length; i++) {
            Bls12381Fp2.fromBigIntegers(r, i * N, new BigInteger(hex[i][0], 16), new BigInteger(hex[i][1], 16));
        }
        return r;
    }

    /**
     * r (affine on E2) = iso_map(p) for p affine on E2'. Where a denominator vanishes (the
     * isogeny's kernel) the result is the identity, stored as (0, 0) like the curve classes.
     */
    static void map(long[] r, int ro, long[] p, int po) {
        map(r, ro, p, po, 1);
    }

    /** The map of count points (2N longs each, from po) into r from ro, one inversion for all of them. */
    static void map(long[] r, int ro, long[] p, int po, int count) {
        final int xn = 0, xd = N, yn = 2 * N, yd = 3 * N, inv = 4 * N, size = 5 * N;
        long[] t = new long[count * size];
        long[] s = new long[Bls12381Fp2.SCRATCH];
        for (int i = 0; i < count; i++) {
            int q = po + i * 2 * N, o = i * size;
            horner(t, o + xn, XN, p, q, s);
            horner(t, o + xd, XD, p, q, s);
            horner(t, o + yn, YN, p, q, s);
            horner(t, o + yd, YD, p, q, s);
            // One inversion for both quotients: 1 / (x_den y_den).
            Bls12381Fp2.mul(t, o + inv, t, o + xd, t, o + yd, s);
        }
        Fp2Inverses.invertInPlace(t, inv, size, count);
        for (int i = 0; i < count; i++) {
            int q = po + i * 2 * N, o = i * size, at = ro + i * 2 * N;
            if (Bls12381Fp2.isZero(t, o + inv)) {
                Bls12381G2.setInfinity(r, at);
                continue;
            }
            Bls12381Fp2.mul(t, o + xn, t, o + xn, t, o + yd, s);
            Bls12381Fp2.mul(t, o + yn, t, o + yn, t, o + xd, s);
            Bls12381Fp2.mul(t, o + yn, t, o + yn, p, q + N, s);
            Bls12381Fp2.mul(r, at, t, o + xn, t, o + inv, s);
            Bls12381Fp2.mul(r, at + N, t, o + yn, t, o + inv, s);
        }
    }

    /** r = c_0 + c_1 x + ... + c_n x^n by Horner's rule, x = p.x. */
    private static void horner(long[] r, int ro, long[] c, long[] p, int po, long[] s) {
        int n = c.length / N;
        Bls12381Fp2.copy(r, ro, c, (n - 1) * N);
        for (int i = n - 2; i >= 0; i--) {
            Bls12381Fp2.mul(r, ro, r, ro, p, po, s);
            Bls12381Fp2.add(r, ro, r, ro, c, i * N);
        }
    }
}
