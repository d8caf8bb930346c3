package dev.pippin.evm;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.hash.Eip2537Map;
import dev.pippin.msm.MsmGroup;

/**
 * BLS12-381 calls exactly as EIP-2537 specifies: exact input lengths; ADD checks encoding and
 * curve membership only; MSM also checks every point's subgroup, whatever its scalar (0
 * included); MUL is an MSM with k = 1 (the final EIP has no separate MUL precompile); the MAP
 * calls take one canonical Fp (64 bytes) or Fp2 (128 bytes) element and apply RFC 9380's map
 * with cofactor clearing, without hashing. Gas by {@link Bls12Gas}.
 */
public final class Bls12Precompiles {
    private Bls12Precompiles() {}

    static final int SCALAR = ScalarLimbs.BYTES;
    static final int G1_PAIR = Eip2537Codec.G1_BYTES + SCALAR;
    static final int G2_PAIR = Eip2537Codec.G2_BYTES + SCALAR;

    public static byte[] g1Add(byte[] input) throws PrecompileException {
        InputLayout.exact(input, 2 * Eip2537Codec.G1_BYTES, "bls12_g1add");
        try {
            long[] p = new long[Bls12381G1.AFFINE], q = new long[Bls12381G1.AFFINE];
            Eip2537Codec.decodeG1(input, 0, p, 0, false);
            Eip2537Codec.decodeG1(input, Eip2537Codec.G1_BYTES, q, 0, false);
            Bls12381G1.addAffine(p, 0, p, 0, q, 0, new long[Bls12381G1.SCRATCH]);
            return Eip2537Codec.encodeG1(p, 0);
        } catch (EncodingException e) {
            throw new PrecompileException("bls12_g1add: " + e.getMessage(), e);
        }
    }

    public static byte[] g2Add(byte[] input) throws PrecompileException {
        InputLayout.exact(input, 2 * Eip2537Codec.G2_BYTES, "bls12_g2add");
        try {
            long[] p = new long[Bls12381G2.AFFINE], q = new long[Bls12381G2.AFFINE];
            Eip2537Codec.decodeG2(input, 0, p, 0, false);
            Eip2537Codec.decodeG2(input, Eip2537Codec.G2_BYTES, q, 0, false);
            Bls12381G2.addAffine(p, 0, p, 0, q, 0, new long[Bls12381G2.SCRATCH]);
            return Eip2537Codec.encodeG2(p, 0);
        } catch (EncodingException e) {
            throw new PrecompileException("bls12_g2add: " + e.getMessage(), e);
        }
    }

    public static byte[] g1Mul(byte[] input) throws PrecompileException {
        return g1Mul(input, PrecompileOptions.defaults());
    }

    public static byte[] g1Mul(byte[] input, PrecompileOptions options) throws PrecompileException {
        InputLayout.exact(input, G1_PAIR, "bls12_g1mul");
        return g1MsmNamed(input, "bls12_g1mul", options);
    }

    public static byte[] g2Mul(byte[] input) throws PrecompileException {
        return g2Mul(input, PrecompileOptions.defaults());
    }

    public static byte[] g2Mul(byte[] input, PrecompileOptions options) throws PrecompileException {
        InputLayout.exact(input, G2_PAIR, "bls12_g2mul");
        return g2MsmNamed(input, "bls12_g2mul", options);
    }

    public static byte[] g1Msm(byte[] input) throws PrecompileException {
        return g1Msm(input, PrecompileOptions.defaults());
    }

    public static byte[] g1Msm(byte[] input, PrecompileOptions options) throws PrecompileException {
        return g1MsmNamed(input, "bls12_g1msm", options);
    }

    public static byte[] g2Msm(byte[] input) throws PrecompileException {
        return g2Msm(input, PrecompileOptions.defaults());
    }

    public static byte[] g2Msm(byte[] input, PrecompileOptions options) throws PrecompileException {
        return g2MsmNamed(input, "bls12_g2msm", options);
    }

    /** MAP_FP_TO_G1 (0x10): 64 bytes, one Fp element, to a 128-byte G1 point. */
    public static byte[] mapFpToG1(byte[] input) throws PrecompileException {
        InputLayout.exact(input, Eip2537Codec.FP_BYTES, "bls12_map_fp_to_g1");
        try {
            return Eip2537Map.mapFpToG1(input);
        } catch (EncodingException e) {
            throw new PrecompileException("bls12_map_fp_to_g1: " + e.getMessage(), e);
        }
    }

    /** MAP_FP2_TO_G2 (0x11): 128 bytes, one Fp2 element c0 || c1, to a 256-byte G2 point. */
    public static byte[] mapFp2ToG2(byte[] input) throws PrecompileException {
        InputLayout.exact(input, 2 * Eip2537Codec.FP_BYTES, "bls12_map_fp2_to_g2");
        try {
            return Eip2537Map.mapFp2ToG2(input);
        } catch (EncodingException e) {
            throw new PrecompileException("bls12_map_fp2_to_g2: " + e.getMessage(), e);
        }
    }

    private static byte[] g1MsmNamed(byte[] input, String name, PrecompileOptions options) throws PrecompileException {
        int k = InputLayout.pairs(input, G1_PAIR, name);
        long[] points = new long[k * Bls12381G1.AFFINE];
        byte[] scalars = new byte[k * SCALAR];
        try {
            Eip2537Points.g1s(input, 0, G1_PAIR, k, points, options.msmOptions().lanes());
            for (int i = 0; i < k; i++) {
                System.arraycopy(input, i * G1_PAIR + Eip2537Codec.G1_BYTES, scalars, i * SCALAR, SCALAR);
            }
        } catch (EncodingException e) {
            throw new PrecompileException(name + ": " + e.getMessage(), e);
        }
        return Eip2537Codec.encodeG1(PrecompileMsm.sum(MsmGroup.BLS12_381_G1, points, scalars, options), 0);
    }

    private static byte[] g2MsmNamed(byte[] input, String name, PrecompileOptions options) throws PrecompileException {
        int k = InputLayout.pairs(input, G2_PAIR, name);
        long[] points = new long[k * Bls12381G2.AFFINE];
        byte[] scalars = new byte[k * SCALAR];
        try {
            Eip2537Points.g2s(input, 0, G2_PAIR, k, points, options.msmOptions().lanes());
            for (int i = 0; i < k; i++) {
                System.arraycopy(input, i * G2_PAIR + Eip2537Codec.G2_BYTES, scalars, i * SCALAR, SCALAR);
            }
        } catch (EncodingException e) {
            throw new PrecompileException(name + ": " + e.getMessage(), e);
        }
        return Eip2537Codec.encodeG2(PrecompileMsm.sum(MsmGroup.BLS12_381_G2, points, scalars, options), 0);
    }
}
