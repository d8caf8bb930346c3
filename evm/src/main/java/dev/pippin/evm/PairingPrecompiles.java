package dev.pippin.evm;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.lanes.LaneMode;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.pairing.Bn254Pairing;

/**
 * The pairing checks: EIP-197 (bn254, 0x08) and EIP-2537's PAIRING_CHECK (BLS12-381, 0x0f). The
 * output is a 32-byte word, 1 when the product of the k pairings is the identity, else 0.
 * EIP-197 takes k x (G1 64 bytes || G2 128 bytes) with k >= 0 (the empty input is 1); G1 must be
 * on the curve (its cofactor is 1), G2 on the twist and in the order-r subgroup. EIP-2537 takes
 * k x (G1 128 bytes || G2 256 bytes) with k >= 1, both points on their curves and in their
 * subgroups. All-zero encodings are the point at infinity and contribute 1. The pairing is
 * variable time: its inputs are public. Gas: {@link Bn254Gas#pairing}, {@link Bls12Gas#pairing}.
 */
public final class PairingPrecompiles {
    private PairingPrecompiles() {}

    static final int BN254_PAIR = Eip196Codec.G1_BYTES + Eip196Codec.G2_BYTES;
    static final int BLS12_PAIR = Eip2537Codec.G1_BYTES + Eip2537Codec.G2_BYTES;

    public static byte[] bn254Pairing(byte[] input) throws PrecompileException {
        if (input.length % BN254_PAIR != 0) {
            throw new PrecompileException("bn254_pairing: input must be a multiple of " + BN254_PAIR
                    + " bytes, got " + input.length);
        }
        int k = input.length / BN254_PAIR;
        long[] g1 = new long[k * Bn254G1.AFFINE], g2 = new long[k * Bn254G2.AFFINE];
        try {
            for (int i = 0; i < k; i++) {
                Eip196Codec.decodeG1(input, i * BN254_PAIR, g1, i * Bn254G1.AFFINE);
                Eip196Codec.decodeG2(input, i * BN254_PAIR + Eip196Codec.G1_BYTES, g2, i * Bn254G2.AFFINE, true);
            }
        } catch (EncodingException e) {
            throw new PrecompileException("bn254_pairing: " + e.getMessage(), e);
        }
        return word(Bn254Pairing.pairingCheck(g1, g2, k));
    }

    public static byte[] bls12PairingCheck(byte[] input) throws PrecompileException {
        if (input.length == 0 || input.length % BLS12_PAIR != 0) {
            throw new PrecompileException("bls12_pairing_check: input must be a positive multiple of "
                    + BLS12_PAIR + " bytes, got " + input.length);
        }
        int k = input.length / BLS12_PAIR;
        long[] g1 = new long[k * Bls12381G1.AFFINE], g2 = new long[k * Bls12381G2.AFFINE];
        LaneMode lanes = LaneMode.fromProperty();
        try {
            Eip2537Points.pairs(input, BLS12_PAIR, k, g1, g2, lanes);
        } catch (EncodingException e) {
            throw new PrecompileException("bls12_pairing_check: " + e.getMessage(), e);
        }
        return word(Bls12381Pairing.pairingCheck(g1, g2, k, lanes));
    }

    private static byte[] word(boolean one) {
        byte[] out = new byte[32];
        out[31] = (byte) (one ? 1 : 0);
        return out;
    }
}
