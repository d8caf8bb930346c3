package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.curve.codec.Eip2537Codec;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The input rules the public vectors do not pin: bn254 MSMs, EIP-196 padding, lengths, subgroup
 * at scalar 0, and the reasons the MAP calls give.
 */
class PrecompileSemanticsTest {
    private static final Random RND = new Random(51);

    private static byte[] scalar(BigInteger k) {
        byte[] b = new byte[32];
        byte[] be = k.toByteArray();
        int n = Math.min(be.length, 32);
        System.arraycopy(be, be.length - n, b, 32 - n, n);
        return b;
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] r = new byte[n];
        int o = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, r, o, p.length);
            o += p.length;
        }
        return r;
    }

    @Test
    void bn254MsmsEqualTheSumOfProducts() throws Exception {
        long[] g1 = new long[Bn254G1.AFFINE], g2 = new long[Bn254G2.AFFINE];
        Bn254G1.generator(g1, 0);
        Bn254G2.generator(g2, 0);
        for (int k : new int[] {1, 2, 5}) {
            byte[] in1 = new byte[0], in2 = new byte[0];
            long[] want1 = new long[Bn254G1.AFFINE], want2 = new long[Bn254G2.AFFINE];
            long[] s1 = new long[Bn254G1.SCRATCH], s2 = new long[Bn254G2.SCRATCH];
            for (int i = 0; i < k; i++) {
                BigInteger a = new BigInteger(256, RND), b = new BigInteger(256, RND);
                long[] p = new long[Bn254G1.AFFINE], q = new long[Bn254G2.AFFINE];
                Bn254G1.scalarMul(p, 0, g1, 0, ScalarLimbs.limbs(a, 4), 0);
                Bn254G2.scalarMul(q, 0, g2, 0, ScalarLimbs.limbs(a, 4), 0);
                long[] pb = new long[Bn254G1.AFFINE], qb = new long[Bn254G2.AFFINE];
                Bn254G1.scalarMul(pb, 0, p, 0, ScalarLimbs.limbs(b, 4), 0);
                Bn254G2.scalarMul(qb, 0, q, 0, ScalarLimbs.limbs(b, 4), 0);
                Bn254G1.addAffine(want1, 0, want1, 0, pb, 0, s1);
                Bn254G2.addAffine(want2, 0, want2, 0, qb, 0, s2);
                in1 = concat(in1, Eip196Codec.encodeG1(p, 0), scalar(b));
                in2 = concat(in2, Eip196Codec.encodeG2(q, 0), scalar(b));
            }
            assertArrayEquals(Eip196Codec.encodeG1(want1, 0), Bn254Precompiles.g1Msm(in1), "g1msm k=" + k);
            assertArrayEquals(Eip196Codec.encodeG2(want2, 0), Bn254Precompiles.g2Msm(in2), "g2msm k=" + k);
            if (k == 1) {
                assertArrayEquals(Bn254Precompiles.g1Mul(in1), Bn254Precompiles.g1Msm(in1));
            }
        }
        assertThrows(PrecompileException.class, () -> Bn254Precompiles.g1Msm(new byte[0]));
        assertThrows(PrecompileException.class, () -> Bn254Precompiles.g1Msm(new byte[95]));
        assertThrows(PrecompileException.class, () -> Bn254Precompiles.g2Msm(new byte[161]));
        // all-zero pairs: infinity times anything is infinity
        assertArrayEquals(new byte[64], Bn254Precompiles.g1Msm(new byte[96 * 3]));
        assertArrayEquals(new byte[128], Bn254Precompiles.g2Msm(new byte[160 * 2]));
    }

    @Test
    void bn254G2MsmRejectsTwistPointsOutsideTheSubgroup() throws Exception {
        long[] off = OffSubgroupPoints.bn254G2();
        byte[] in = concat(Eip196Codec.encodeG2(off, 0), new byte[32]);
        PrecompileException e = assertThrows(PrecompileException.class, () -> Bn254Precompiles.g2Msm(in));
        assertTrue(e.getMessage().contains("subgroup"), e.getMessage());
    }

    @Test
    void eip196AddAndMulPadShortInputAndIgnoreSurplus() throws Exception {
        long[] g = new long[Bn254G1.AFFINE];
        Bn254G1.generator(g, 0);
        byte[] gen = Eip196Codec.encodeG1(g, 0);
        // G + O with the second point cut off entirely: padded to zeros = infinity
        assertArrayEquals(gen, Bn254Precompiles.g1Add(gen));
        assertArrayEquals(new byte[64], Bn254Precompiles.g1Add(new byte[0]));
        byte[] withSurplus = concat(gen, gen, new byte[] {1, 2, 3});
        assertArrayEquals(Bn254Precompiles.g1Add(concat(gen, gen)), Bn254Precompiles.g1Add(withSurplus));
        // mul with the scalar's last byte missing = scalar << 8 with a zero low byte
        byte[] mul = concat(gen, scalar(BigInteger.valueOf(0x0102)));
        byte[] shortMul = Arrays.copyOf(mul, 95);
        assertArrayEquals(Bn254Precompiles.g1Mul(concat(gen, scalar(BigInteger.valueOf(0x0100)))), Bn254Precompiles.g1Mul(shortMul));
        assertArrayEquals(Bn254Precompiles.g1Mul(mul), Bn254Precompiles.g1Mul(concat(mul, new byte[7])));
        // a coordinate >= p fails even through padding
        byte[] bad = gen.clone();
        Arrays.fill(bad, 0, 32, (byte) 0xFF);
        assertThrows(PrecompileException.class, () -> Bn254Precompiles.g1Add(bad));
    }

    @Test
    void eip2537MsmChecksTheSubgroupEvenForScalarZero() throws Exception {
        long[] off = OffSubgroupPoints.bls12381G1();
        byte[] pair = concat(Eip2537Codec.encodeG1(off, 0), new byte[32]);
        assertThrows(PrecompileException.class, () -> Bls12Precompiles.g1Msm(pair));
        assertThrows(PrecompileException.class, () -> Bls12Precompiles.g1Mul(pair));
        // ADD does not check the subgroup
        byte[] add = concat(Eip2537Codec.encodeG1(off, 0), new byte[128]);
        assertArrayEquals(Eip2537Codec.encodeG1(off, 0), Bls12Precompiles.g1Add(add));
        assertThrows(PrecompileException.class, () -> Bls12Precompiles.g1Mul(concat(pair, pair)), "mul is k = 1 only");
        assertThrows(PrecompileException.class, () -> Bls12Precompiles.g1Msm(new byte[0]));
        assertThrows(PrecompileException.class, () -> Bls12Precompiles.g1Add(new byte[255]));
        assertEquals(18, Precompiles.names().size());
        assertTrue(Precompiles.get("modexp").isPresent());
        assertTrue(Bls12381G1.isOnCurve(off, 0, new long[Bls12381G1.SCRATCH]));
    }

    /** EIP-197 and EIP-2537 pairing checks: length rules, the empty input, the G2 subgroup. */
    @Test
    void pairingCheckRules() throws PrecompileException {
        byte[] one = new byte[32];
        one[31] = 1;
        assertArrayEquals(one, PairingPrecompiles.bn254Pairing(new byte[0]), "EIP-197: the empty product is 1");
        assertArrayEquals(one, PairingPrecompiles.bn254Pairing(new byte[192]), "e(O, O) = 1");
        assertThrows(PrecompileException.class, () -> PairingPrecompiles.bn254Pairing(new byte[191]));
        byte[] offSubgroup = concat(new byte[64], Eip196Codec.encodeG2(OffSubgroupPoints.bn254G2(), 0));
        PrecompileException e = assertThrows(PrecompileException.class, () -> PairingPrecompiles.bn254Pairing(offSubgroup));
        assertTrue(e.getMessage().startsWith("bn254_pairing: "), e.getMessage());
        assertThrows(PrecompileException.class, () -> PairingPrecompiles.bls12PairingCheck(new byte[0]), "EIP-2537: k >= 1");
        assertArrayEquals(one, PairingPrecompiles.bls12PairingCheck(new byte[384]));
        byte[] offG1 = concat(Eip2537Codec.encodeG1(OffSubgroupPoints.bls12381G1(), 0), new byte[256]);
        assertThrows(PrecompileException.class, () -> PairingPrecompiles.bls12PairingCheck(offG1));
    }

    /** Each bad MAP input fails with a one-line reason naming the call and the rule it broke. */
    @Test
    void mapCallsRejectWithTheReason() {
        String p = "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab";
        byte[] fp = new byte[64];
        byte[] modulus = new BigInteger(p, 16).toByteArray();
        System.arraycopy(modulus, modulus.length - 48, fp, 16, 48);      // exactly p: not canonical
        byte[] padded = new byte[64];
        padded[0] = 1;                                                    // a top padding byte set
        String[][] cases = {
            {"bls12_map_fp_to_g1", "63", "bls12_map_fp_to_g1: invalid input length 63, expected 64"},
            {"bls12_map_fp_to_g1", "p", "bls12_map_fp_to_g1: MAP_FP_TO_G1 input is not below the field modulus p"},
            {"bls12_map_fp_to_g1", "pad", "bls12_map_fp_to_g1: MAP_FP_TO_G1 input: the top 16 bytes of a 64-byte field element must be zero"},
            {"bls12_map_fp2_to_g2", "64", "bls12_map_fp2_to_g2: invalid input length 64, expected 128"},
            {"bls12_map_fp2_to_g2", "c1=p", "bls12_map_fp2_to_g2: MAP_FP2_TO_G2 input c1 is not below the field modulus p"},
        };
        for (String[] c : cases) {
            byte[] input = switch (c[1]) {
                case "p" -> fp;
                case "pad" -> padded;
                case "c1=p" -> concat(new byte[64], fp);
                default -> new byte[Integer.parseInt(c[1])];
            };
            PrecompileException e = assertThrows(PrecompileException.class, () -> Precompiles.get(c[0]).orElseThrow().call(input));
            assertEquals(c[2], e.getMessage());
        }
    }
}
