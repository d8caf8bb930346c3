package dev.pippin.evm;

import dev.pippin.curve.Bn254G1;
import dev.pippin.glv.Bn254G1GlvMul;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.msm.MsmGroup;

/**
 * bn254 (alt_bn128) calls with EIP-196/197 encodings. ADD (0x06) and MUL (0x07) follow EIP-196
 * literally: input shorter than 128 / 96 bytes is right-padded with zeros, surplus bytes are
 * ignored. The MSMs (no Ethereum address) take exactly k x (point || 32-byte scalar), k >= 1; G2
 * points must be on the twist and in the order-r subgroup. Every coordinate must be below p;
 * scalars are any 256-bit value. Gas: {@link Bn254Gas} for ADD and MUL; the MSMs have none.
 */
public final class Bn254Precompiles {
    private Bn254Precompiles() {}

    static final int SCALAR = ScalarLimbs.BYTES;

    public static byte[] g1Add(byte[] input) throws PrecompileException {
        byte[] in = InputLayout.padOrTruncate(input, 2 * Eip196Codec.G1_BYTES);
        try {
            long[] p = new long[Bn254G1.AFFINE], q = new long[Bn254G1.AFFINE];
            Eip196Codec.decodeG1(in, 0, p, 0);
            Eip196Codec.decodeG1(in, Eip196Codec.G1_BYTES, q, 0);
            Bn254G1.addAffine(p, 0, p, 0, q, 0, new long[Bn254G1.SCRATCH]);
            return Eip196Codec.encodeG1(p, 0);
        } catch (EncodingException e) {
            throw new PrecompileException("bn254_g1add: " + e.getMessage(), e);
        }
    }

    public static byte[] g1Mul(byte[] input) throws PrecompileException {
        byte[] in = InputLayout.padOrTruncate(input, Eip196Codec.G1_BYTES + SCALAR);
        try {
            long[] p = new long[Bn254G1.AFFINE];
            Eip196Codec.decodeG1(in, 0, p, 0);
            long[] k = new long[4];
            ScalarLimbs.fromBytes(in, Eip196Codec.G1_BYTES, k, 0);
            Bn254G1GlvMul.mul(p, 0, p, 0, k, 0); // GLV: ~40 % faster than the plain wNAF (GlvBench)
            return Eip196Codec.encodeG1(p, 0);
        } catch (EncodingException e) {
            throw new PrecompileException("bn254_g1mul: " + e.getMessage(), e);
        }
    }

    public static byte[] g1Msm(byte[] input) throws PrecompileException {
        return g1Msm(input, PrecompileOptions.defaults());
    }

    public static byte[] g1Msm(byte[] input, PrecompileOptions options) throws PrecompileException {
        int pair = Eip196Codec.G1_BYTES + SCALAR;
        int k = InputLayout.pairs(input, pair, "bn254_g1msm");
        long[] points = new long[k * Bn254G1.AFFINE];
        byte[] scalars = new byte[k * SCALAR];
        try {
            for (int i = 0; i < k; i++) {
                Eip196Codec.decodeG1(input, i * pair, points, i * Bn254G1.AFFINE);
                System.arraycopy(input, i * pair + Eip196Codec.G1_BYTES, scalars, i * SCALAR, SCALAR);
            }
        } catch (EncodingException e) {
            throw new PrecompileException("bn254_g1msm: " + e.getMessage(), e);
        }
        return Eip196Codec.encodeG1(PrecompileMsm.sum(MsmGroup.BN254_G1, points, scalars, options), 0);
    }

    public static byte[] g2Msm(byte[] input) throws PrecompileException {
        return g2Msm(input, PrecompileOptions.defaults());
    }

    public static byte[] g2Msm(byte[] input, PrecompileOptions options) throws PrecompileException {
        int pair = Eip196Codec.G2_BYTES + SCALAR;
        int k = InputLayout.pairs(input, pair, "bn254_g2msm");
        long[] points = new long[k * Bn254G2.AFFINE];
        byte[] scalars = new byte[k * SCALAR];
        try {
            for (int i = 0; i < k; i++) {
                Eip196Codec.decodeG2(input, i * pair, points, i * Bn254G2.AFFINE, true);
                System.arraycopy(input, i * pair + Eip196Codec.G2_BYTES, scalars, i * SCALAR, SCALAR);
            }
        } catch (EncodingException e) {
            throw new PrecompileException("bn254_g2msm: " + e.getMessage(), e);
        }
        return Eip196Codec.encodeG2(PrecompileMsm.sum(MsmGroup.BN254_G2, points, scalars, options), 0);
    }
}
