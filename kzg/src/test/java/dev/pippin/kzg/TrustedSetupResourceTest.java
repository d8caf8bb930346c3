package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The bundled binary setup against the bundled text (read through the full validation of
 * fromText), its layout against the text's tokens, and its digest check on damaged copies.
 */
class TrustedSetupResourceTest {
    static final int N1 = TrustedSetup.G1_POINTS, N2 = TrustedSetup.G2_POINTS;

    @Test
    void binaryAndTextGiveTheSamePoints() throws IOException {
        TrustedSetup binary = TrustedSetup.mainnet();
        TrustedSetup text = TrustedSetup.fromText(new ByteArrayInputStream(SetupResource.read(SetupResource.TEXT)));
        assertArrayEquals(canonical(text.g1LagrangeBrp), canonical(binary.g1LagrangeBrp));
        assertArrayEquals(canonical(text.g2Monomial), canonical(binary.g2Monomial));
        assertArrayEquals(canonical(text.g1Monomial), canonical(binary.g1Monomial));
    }

    /**
     * Each base-field value of a (Montgomery form, not always fully reduced: the decoders may
     * leave a value in [p, 2p)) as its canonical limbs, so that equal values compare equal.
     */
    static long[] canonical(long[] a) {
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i += Bls12381Fp.LIMBS) {
            Bls12381Fp.fromMontgomery(r, i, a, i);
        }
        return r;
    }

    /** The binary's bytes against the text's tokens with BigInteger arithmetic: x as the token's, y its root of the token's sign. */
    @Test
    void binaryHoldsTheTextPointsUncompressedInTheTextOrder() {
        byte[] bin = SetupResource.read(SetupResource.BINARY);
        String[] t = new String(SetupResource.read(SetupResource.TEXT), StandardCharsets.US_ASCII).strip().split("\\s+");
        assertEquals(2 * N1 * 96 + N2 * 192, bin.length);
        BigInteger p = Bls12381Fp.MODULUS;
        int g2At = N1 * 96, monomialAt = g2At + N2 * 192;
        for (int i : new int[] {0, 1, 2047, N1 - 1}) {
            for (int[] at : new int[][] {{2 + i, i * 96}, {2 + N1 + N2 + i, monomialAt + i * 96}}) {
                byte[] compressed = HexFormat.of().parseHex(t[at[0]]);
                boolean largest = (compressed[0] & 0x20) != 0;
                compressed[0] &= 0x1f;
                BigInteger x = new BigInteger(1, compressed);
                BigInteger y = new BigInteger(1, Arrays.copyOfRange(bin, at[1] + 48, at[1] + 96));
                assertEquals(x, new BigInteger(1, Arrays.copyOfRange(bin, at[1], at[1] + 48)));
                assertEquals(x.pow(3).add(BigInteger.valueOf(4)).mod(p), y.multiply(y).mod(p));
                assertEquals(largest, y.compareTo(p.subtract(y)) > 0);
            }
        }
        // G2 point 0 is the generator: x = c1 || c0 as the text's token without flags
        byte[] g2 = HexFormat.of().parseHex(t[2 + N1]);
        g2[0] &= 0x1f;
        assertArrayEquals(g2, Arrays.copyOfRange(bin, g2At, g2At + 96));
        assertEquals(Bls12381G2.GEN_X1, new BigInteger(1, Arrays.copyOfRange(bin, g2At, g2At + 48)));
        assertEquals(Bls12381G2.GEN_X0, new BigInteger(1, Arrays.copyOfRange(bin, g2At + 48, g2At + 96)));
        assertEquals(Bls12381G1.GEN_Y, new BigInteger(1, Arrays.copyOfRange(bin, monomialAt + 48, monomialAt + 96)));
    }

    @Test
    void aFlippedByteAnywhereIsADamagedResource() {
        byte[] good = SetupResource.read(SetupResource.BINARY);
        for (int at : new int[] {0, 95, N1 * 96 + 100, good.length / 2, good.length - 1}) {
            byte[] bad = good.clone();
            bad[at] ^= 0x01;
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> SetupResource.fromBinary(bad, SetupResource.BINARY));
            assertTrue(e.getMessage().contains(SetupResource.BINARY), e.getMessage());
        }
    }

    @Test
    void aTruncatedOrLongerResourceIsDamaged() {
        byte[] good = SetupResource.read(SetupResource.BINARY);
        assertThrows(IllegalStateException.class, () -> SetupResource.fromBinary(Arrays.copyOf(good, good.length - 1), "short.bin"));
        assertThrows(IllegalStateException.class, () -> SetupResource.fromBinary(Arrays.copyOf(good, good.length + 1), "long.bin"));
        assertThrows(IllegalStateException.class, () -> SetupResource.fromBinary(new byte[0], "empty.bin"));
    }

    @Test
    void anIntactCopyLoads() {
        TrustedSetup s = SetupResource.fromBinary(SetupResource.read(SetupResource.BINARY), SetupResource.BINARY);
        assertArrayEquals(canonical(TrustedSetup.mainnet().g1Monomial), canonical(s.g1Monomial));
    }
}
