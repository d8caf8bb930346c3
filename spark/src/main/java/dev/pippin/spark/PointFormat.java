package dev.pippin.spark;

import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.codec.SnarkjsCodec;
import dev.pippin.msm.MsmGroup;

/** How a section's points are laid out in its file: one fixed width per point, back to back. */
public enum PointFormat {
    /**
     * EIP-196/197 for bn254 (32-byte big-endian coordinates, G2 as x_im || x_re || y_im || y_re),
     * EIP-2537 for BLS12-381 (64-byte padded coordinates): what {@code pippin msm --points}
     * reads. Each point is checked on the curve and, for the groups with a cofactor, in the
     * subgroup, as that command does.
     */
    EIP,
    /**
     * The raw little-endian Montgomery layout of snarkjs {@code .zkey} sections. Each point is
     * checked on the curve; the subgroup is trusted to the proving key, as the groth16 module does.
     */
    SNARKJS;

    public int bytes(MsmGroup g) {
        return switch (this) {
            case EIP -> switch (g) {
                case BN254_G1 -> Eip196Codec.G1_BYTES;
                case BN254_G2 -> Eip196Codec.G2_BYTES;
                case BLS12_381_G1 -> Eip2537Codec.G1_BYTES;
                case BLS12_381_G2 -> Eip2537Codec.G2_BYTES;
            };
            case SNARKJS -> SnarkjsCodec.pointBytes(g.ops());
        };
    }

    /** Decodes and validates one point; throws the codec's EncodingException for a bad one. */
    public void decode(MsmGroup g, byte[] src, int off, long[] dst, int dOff) {
        switch (this) {
            case EIP -> {
                switch (g) {
                    case BN254_G1 -> Eip196Codec.decodeG1(src, off, dst, dOff);
                    case BN254_G2 -> Eip196Codec.decodeG2(src, off, dst, dOff, true);
                    case BLS12_381_G1 -> Eip2537Codec.decodeG1(src, off, dst, dOff, true);
                    case BLS12_381_G2 -> Eip2537Codec.decodeG2(src, off, dst, dOff, true);
                }
            }
            case SNARKJS -> SnarkjsCodec.readPoint(g.ops(), src, off, dst, dOff, true);
        }
    }

    /** Encodes a point in the group's EIP encoding (canonical whatever the lazily reduced limbs hold). */
    public static byte[] encodeEip(MsmGroup g, long[] p) {
        return switch (g) {
            case BN254_G1 -> Eip196Codec.encodeG1(p, 0);
            case BN254_G2 -> Eip196Codec.encodeG2(p, 0);
            case BLS12_381_G1 -> Eip2537Codec.encodeG1(p, 0);
            case BLS12_381_G2 -> Eip2537Codec.encodeG2(p, 0);
        };
    }
}
