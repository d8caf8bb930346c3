package dev.pippin.curve.hash;

import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.field.Bls12381Fp;

/**
 * EIP-2537's MAP_FP_TO_G1 (0x10) and MAP_FP2_TO_G2 (0x11) on raw call data: the input is one Fp
 * element (64 bytes: 16 zero bytes, then 48 big-endian bytes below p) or one Fp2 element c0 || c1
 * (128 bytes); the output is the mapped point in EIP-2537's encoding (128 or 256 bytes). The map
 * is {@link Bls12381HashToCurve#mapFpToG1} / {@link Bls12381HashToCurve#mapFp2ToG2}. A bad input
 * throws {@link EncodingException} with the reason (LENGTH, PADDING, NOT_CANONICAL), which the
 * precompile turns into a failed call.
 */
public final class Eip2537Map {
    private Eip2537Map() {}

    private static final int PAD = Eip2537Codec.FP_BYTES - Bls12381Fp.BYTES;

    public static byte[] mapFpToG1(byte[] input) {
        length(input, Eip2537Codec.FP_BYTES, "MAP_FP_TO_G1");
        long[] u = new long[Bls12381Fp.LIMBS];
        decodeFp(input, 0, u, 0, "MAP_FP_TO_G1 input");
        return Eip2537Codec.encodeG1(Bls12381HashToCurve.mapFpToG1(u, 0), 0);
    }

    public static byte[] mapFp2ToG2(byte[] input) {
        length(input, 2 * Eip2537Codec.FP_BYTES, "MAP_FP2_TO_G2");
        long[] u = new long[2 * Bls12381Fp.LIMBS];
        decodeFp(input, 0, u, 0, "MAP_FP2_TO_G2 input c0");
        decodeFp(input, Eip2537Codec.FP_BYTES, u, Bls12381Fp.LIMBS, "MAP_FP2_TO_G2 input c1");
        return Eip2537Codec.encodeG2(Bls12381HashToCurve.mapFp2ToG2(u, 0), 0);
    }

    private static void length(byte[] input, int want, String call) {
        if (input == null || input.length != want) {
            throw new EncodingException(EncodingException.Reason.LENGTH,
                    call + ": input must be " + want + " bytes, got " + (input == null ? "none" : input.length));
        }
    }

    private static void decodeFp(byte[] src, int off, long[] r, int ro, String what) {
        for (int i = 0; i < PAD; i++) {
            if (src[off + i] != 0) {
                throw new EncodingException(EncodingException.Reason.PADDING,
                        what + ": the top " + PAD + " bytes of a 64-byte field element must be zero");
            }
        }
        if (!Bls12381Fp.decode(src, off + PAD, r, ro)) {
            throw new EncodingException(EncodingException.Reason.NOT_CANONICAL, what + " is not below the field modulus p");
        }
    }
}
