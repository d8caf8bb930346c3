package dev.pippin.evm;


import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.curve.AffinePoints;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.curve.codec.SnarkjsCodec;
import dev.pippin.field.modexp.ModExp;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import dev.pippin.testkit.TestVectors;
import java.io.IOException;
import java.math.BigInteger;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The library examples of README.md, with the same calls and types, run against results computed
 * without Pippin: bn254 G1 sums by a BigInteger affine double-and-add below, the EIP-2537 and
 * go-ethereum public vectors, and BigInteger.modPow. When an example in the README changes, this
 * file changes with it.
 */
class UsageExamplesTest {
    private static final HexFormat HEX = HexFormat.of();

    // ---------------------------------------------------------------- the README's examples

    /** README, "MSM over encoded points". */
    static byte[] msmOfEip196Points(byte[] encodedPoints, byte[] scalars) {
        MsmGroup group = MsmGroup.BN254_G1;
        int n = encodedPoints.length / Eip196Codec.G1_BYTES;
        long[] points = new long[n * group.pointLongs()];
        for (int i = 0; i < n; i++) {
            // rejects coordinates >= p and points off the curve (EncodingException)
            Eip196Codec.decodeG1(encodedPoints, i * Eip196Codec.G1_BYTES, points, i * group.pointLongs());
        }
        long[] sum = Msm.compute(group, points, scalars, MsmOptions.defaults());
        byte[] result = Eip196Codec.encodeG1(sum, 0);  // 64 bytes: x || y
        return result;
    }

    /** README, "MSM over a snarkjs proving-key section". */
    static byte[] msmOfZkeySection(byte[] section, int n, byte[] scalars) {
        AffinePoints bases = SnarkjsCodec.readPoints(Bn254G1.OPS, section, 0, n, true);
        long[] sum = Msm.compute(bases, scalars, MsmOptions.defaults().withThreads(1));
        return Eip196Codec.encodeG1(sum, 0);
    }

    /** README, "Precompiles". */
    static byte[] bls12G1Msm(byte[] input) throws PrecompileException {
        Precompile g1msm = Precompiles.get("bls12_g1msm").orElseThrow();
        byte[] output = g1msm.call(input);  // k x (128-byte point || 32-byte scalar) -> 128 bytes
        return output;
    }

    // ---------------------------------------------------------------- the checks

    @Test
    void msmOfTwoEncodedPointsIsTheSumOfTheirMultiples() {
        Random rnd = new Random(1);
        BigInteger a = new BigInteger(256, rnd), b = new BigInteger(256, rnd);
        BigInteger[] g = Ref.G, g2 = Ref.add(Ref.G, Ref.G);
        byte[] points = concat(Ref.eip196(g), Ref.eip196(g2));
        byte[] scalars = concat(be32(a), be32(b));
        // a G + b (2G) = (a + 2b) G
        byte[] want = Ref.eip196(Ref.mul(a.add(b.shiftLeft(1)), Ref.G));
        assertArrayEquals(want, msmOfEip196Points(points, scalars));
    }

    @Test
    void msmOfManyEncodedPointsMatchesTheReference() {
        // 300 points run through the bucket method (two or fewer take single multiplications)
        int n = 300;
        Random rnd = new Random(2);
        byte[] points = new byte[n * Eip196Codec.G1_BYTES], scalars = new byte[n * 32];
        BigInteger[] p = null;
        BigInteger log = BigInteger.ZERO, expectedLog = BigInteger.ZERO;
        for (int i = 0; i < n; i++) {
            p = Ref.add(p, Ref.G);                          // P_i = (i + 1) G
            log = log.add(BigInteger.ONE);
            System.arraycopy(Ref.eip196(p), 0, points, i * Eip196Codec.G1_BYTES, Eip196Codec.G1_BYTES);
            BigInteger k = new BigInteger(256, rnd);       // any 256-bit value, taken mod r
            System.arraycopy(be32(k), 0, scalars, 32 * i, 32);
            expectedLog = expectedLog.add(k.multiply(log));
        }
        assertArrayEquals(Ref.eip196(Ref.mul(expectedLog, Ref.G)), msmOfEip196Points(points, scalars));
    }

    @Test
    void anInvalidEncodedPointIsRejectedWithOneLine() {
        byte[] offCurve = concat(be32(BigInteger.ONE), be32(BigInteger.ONE));  // 1 != 1 + 3
        var e = assertThrows(dev.pippin.curve.codec.EncodingException.class,
                () -> msmOfEip196Points(offCurve, be32(BigInteger.TWO)));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void msmOfAZkeySectionMatchesTheReference() {
        int n = 40;
        Random rnd = new Random(3);
        byte[] section = new byte[n * 64], scalars = new byte[n * 32];
        BigInteger[] p = Ref.G;
        BigInteger expectedLog = BigInteger.ZERO, log = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            // snarkjs writes x R' mod p and y R' mod p, R' = 2^256, 32 little-endian bytes each
            System.arraycopy(Ref.zkey(p[0]), 0, section, 64 * i, 32);
            System.arraycopy(Ref.zkey(p[1]), 0, section, 64 * i + 32, 32);
            BigInteger k = new BigInteger(254, rnd);
            System.arraycopy(be32(k), 0, scalars, 32 * i, 32);
            expectedLog = expectedLog.add(k.multiply(log));
            p = Ref.add(Ref.add(p, Ref.G), Ref.G);         // P_i = (2i + 1) G
            log = log.add(BigInteger.TWO);
        }
        assertEquals(64, SnarkjsCodec.pointBytes(Bn254G1.OPS));
        assertArrayEquals(Ref.eip196(Ref.mul(expectedLog, Ref.G)), msmOfZkeySection(section, n, scalars));
    }

    @Test
    void bls12G1MsmAnswersThePublicVectors() throws Exception {
        JsonNode vectors = new ObjectMapper().readTree(TestVectors.file("eip-2537/msm_G1_bls.json").toFile());
        int checked = 0;
        for (JsonNode v : vectors) {
            String name = v.get("Name").asText();
            if (name.equals("bls_g1msm_(2g1+2p1)") || name.equals("bls_g1msm_multiple")) {
                byte[] input = HEX.parseHex(v.get("Input").asText());
                assertEquals(v.get("Expected").asText(), HEX.formatHex(bls12G1Msm(input)), name);
                checked++;
            }
        }
        assertEquals(2, checked, "both named vectors are in the file");
    }

    @Test
    void aBadPrecompileInputIsAOneLinePrecompileException() {
        byte[] truncated = new byte[160 - 1];  // one (point, scalar) pair is 160 bytes
        var e = assertThrows(PrecompileException.class, () -> bls12G1Msm(truncated));
        assertFalse(e.getMessage().isBlank());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void modexpBytesAndBigIntegerFormsAgreeWithModPow() {
        // README, "modexp"
        byte[] base = HEX.parseHex("03"), exp = HEX.parseHex("05"), mod = HEX.parseHex("0100");
        byte[] r = ModExp.modexp(base, exp, mod);      // big-endian, exactly mod.length bytes
        BigInteger x = ModExp.modexp(BigInteger.valueOf(3), BigInteger.valueOf(5), BigInteger.valueOf(256));
        assertArrayEquals(new byte[] {0, (byte) 243}, r);   // 3^5 = 243 < 256
        assertEquals(BigInteger.valueOf(243), x);
        Random rnd = new Random(4);
        for (int bits : new int[] {64, 256, 1000, 2048}) {
            BigInteger b = new BigInteger(bits + 8, rnd), e = new BigInteger(bits, rnd);
            BigInteger odd = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0), even = odd.clearBit(0);
            assertEquals(b.modPow(e, odd), ModExp.modexp(b, e, odd), bits + "-bit odd modulus");
            assertEquals(b.modPow(e, even), ModExp.modexp(b, e, even), bits + "-bit even modulus");
        }
    }

    @Test
    void osakaModexpGivesTheVectorsOutputAndGas() throws Exception {
        JsonNode vectors = new ObjectMapper().readTree(TestVectors.file("ethereum/modexp_eip7883.json").toFile());
        int checked = 0;
        for (JsonNode v : vectors) {
            String name = v.get("Name").asText();
            if (name.equals("nagydani-1-pow0x10001") || name.equals("nagydani-3-square")) {
                byte[] callData = HEX.parseHex(v.get("Input").asText());
                // README, "modexp"
                ModExpPrecompile modexp = ModExpPrecompile.osaka();  // EIP-7883 gas, EIP-7823 bounds
                long gas = modexp.gas(callData);
                byte[] output = modexp.call(callData);
                assertEquals(v.get("Gas").asLong(), gas, name);
                assertEquals(v.get("Expected").asText(), HEX.formatHex(output), name);
                checked++;
            }
        }
        assertEquals(2, checked, "both named vectors are in the file");
    }

    // ---------------------------------------------------------------- helpers

    static byte[] be32(BigInteger v) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[32];
        int len = Math.min(raw.length, 32);
        System.arraycopy(raw, raw.length - len, out, 32 - len, len);
        return out;
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** bn254 G1, y^2 = x^3 + 3 over Fp, in affine BigInteger coordinates; null is infinity. */
    static final class Ref {
        static final BigInteger P = new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16);
        static final BigInteger R = new BigInteger("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001", 16);
        static final BigInteger[] G = {BigInteger.ONE, BigInteger.TWO};

        static BigInteger[] add(BigInteger[] a, BigInteger[] b) {
            if (a == null) {
                return b;
            }
            if (b == null) {
                return a;
            }
            BigInteger lambda;
            if (a[0].equals(b[0])) {
                if (a[1].add(b[1]).mod(P).signum() == 0) {
                    return null;
                }
                BigInteger x2 = a[0].multiply(a[0]);
                lambda = x2.multiply(BigInteger.valueOf(3)).multiply(a[1].shiftLeft(1).modInverse(P)).mod(P);
            } else {
                lambda = b[1].subtract(a[1]).multiply(b[0].subtract(a[0]).modInverse(P)).mod(P);
            }
            BigInteger x = lambda.multiply(lambda).subtract(a[0]).subtract(b[0]).mod(P);
            BigInteger y = lambda.multiply(a[0].subtract(x)).subtract(a[1]).mod(P);
            return new BigInteger[] {x, y};
        }

        static BigInteger[] mul(BigInteger k, BigInteger[] a) {
            BigInteger e = k.mod(R);
            BigInteger[] acc = null;
            for (int i = e.bitLength() - 1; i >= 0; i--) {
                acc = add(acc, acc);
                if (e.testBit(i)) {
                    acc = add(acc, a);
                }
            }
            return acc;
        }

        /** EIP-196: x || y, 32-byte big-endian; infinity is 64 zero bytes. */
        static byte[] eip196(BigInteger[] a) {
            return a == null ? new byte[64] : concat(be32(a[0]), be32(a[1]));
        }

        /** snarkjs's raw layout of one coordinate: v 2^256 mod p, 32 bytes little-endian. */
        static byte[] zkey(BigInteger v) {
            byte[] be = be32(v.shiftLeft(256).mod(P));
            byte[] le = new byte[32];
            for (int i = 0; i < 32; i++) {
                le[i] = be[31 - i];
            }
            return le;
        }
    }
}
