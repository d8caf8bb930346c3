package dev.pippin.pairing;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.codec.EncodingException;

/**
 * The pairing-check precompiles' input rules, decoded with the curve module's codecs, for the
 * vector tests: EIP-197 (bn254: k x 192 bytes, k >= 0, G1 on the curve, G2 on the twist and in
 * the subgroup) and EIP-2537 (BLS12-381: k x 384 bytes, k >= 1, both points on their curves and
 * in their subgroups). The check's 32-byte output is 1 or 0.
 */
final class PairingInputs {
    private PairingInputs() {}

    static final int BN_PAIR = Eip196Codec.G1_BYTES + Eip196Codec.G2_BYTES;
    static final int BLS_PAIR = Eip2537Codec.G1_BYTES + Eip2537Codec.G2_BYTES;

    static byte[] bn254Check(byte[] in) {
        if (in.length % BN_PAIR != 0) {
            throw new EncodingException(EncodingException.Reason.LENGTH,
                    "EIP-197 input must be a multiple of " + BN_PAIR + " bytes, got " + in.length);
        }
        int k = in.length / BN_PAIR;
        long[] g1 = new long[k * Bn254G1.AFFINE], g2 = new long[k * Bn254G2.AFFINE];
        for (int i = 0; i < k; i++) {
            Eip196Codec.decodeG1(in, i * BN_PAIR, g1, i * Bn254G1.AFFINE);
            Eip196Codec.decodeG2(in, i * BN_PAIR + Eip196Codec.G1_BYTES, g2, i * Bn254G2.AFFINE, true);
        }
        return word(Bn254Pairing.pairingCheck(g1, g2, k));
    }

    static byte[] bls12381Check(byte[] in) {
        if (in.length == 0 || in.length % BLS_PAIR != 0) {
            throw new EncodingException(EncodingException.Reason.LENGTH,
                    "EIP-2537 input must be a positive multiple of " + BLS_PAIR + " bytes, got " + in.length);
        }
        int k = in.length / BLS_PAIR;
        long[] g1 = new long[k * Bls12381G1.AFFINE], g2 = new long[k * Bls12381G2.AFFINE];
        for (int i = 0; i < k; i++) {
            Eip2537Codec.decodeG1(in, i * BLS_PAIR, g1, i * Bls12381G1.AFFINE, true);
            Eip2537Codec.decodeG2(in, i * BLS_PAIR + Eip2537Codec.G1_BYTES, g2, i * Bls12381G2.AFFINE, true);
        }
        return word(Bls12381Pairing.pairingCheck(g1, g2, k));
    }

    private static byte[] word(boolean one) {
        byte[] out = new byte[32];
        out[31] = (byte) (one ? 1 : 0);
        return out;
    }
}
