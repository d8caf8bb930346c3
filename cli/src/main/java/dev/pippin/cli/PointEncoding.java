package dev.pippin.cli;

import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.msm.MsmGroup;

/**
 * The byte encodings the msm command reads and prints: EIP-196/197 for bn254 (G1 x||y, 32 bytes
 * each; G2 x_im||x_re||y_im||y_re), EIP-2537 for BLS12-381 (64-byte padded coordinates, c0||c1).
 * Infinity is all zero bytes.
 */
final class PointEncoding {
    private PointEncoding() {}

    static int bytes(MsmGroup g) {
        return switch (g) {
            case BN254_G1 -> Eip196Codec.G1_BYTES;
            case BN254_G2 -> Eip196Codec.G2_BYTES;
            case BLS12_381_G1 -> Eip2537Codec.G1_BYTES;
            case BLS12_381_G2 -> Eip2537Codec.G2_BYTES;
        };
    }

    /** Decodes and validates (on the curve, and in the subgroup where the group has a cofactor). */
    static void decode(MsmGroup g, byte[] src, int off, long[] r, int ro) {
        switch (g) {
            case BN254_G1 -> Eip196Codec.decodeG1(src, off, r, ro);
            case BN254_G2 -> Eip196Codec.decodeG2(src, off, r, ro, true);
            case BLS12_381_G1 -> Eip2537Codec.decodeG1(src, off, r, ro, true);
            case BLS12_381_G2 -> Eip2537Codec.decodeG2(src, off, r, ro, true);
        }
    }

    static byte[] encode(MsmGroup g, long[] p) {
        return switch (g) {
            case BN254_G1 -> Eip196Codec.encodeG1(p, 0);
            case BN254_G2 -> Eip196Codec.encodeG2(p, 0);
            case BLS12_381_G1 -> Eip2537Codec.encodeG1(p, 0);
            case BLS12_381_G2 -> Eip2537Codec.encodeG2(p, 0);
        };
    }

    static String hex(MsmGroup g, long[] p) {
        return java.util.HexFormat.of().formatHex(encode(g, p));
    }
}
