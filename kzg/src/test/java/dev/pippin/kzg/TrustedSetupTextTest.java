package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.field.Bls12381Fp;
import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * fromText's validation: the bundled mainnet text, changed in memory one way at a time, is
 * refused with INVALID_SETUP and a message naming what is wrong. The bad points are built here
 * with BigInteger arithmetic (x^3 + 4 a square or not by Euler's criterion).
 */
class TrustedSetupTextTest {
    static final int N1 = TrustedSetup.G1_POINTS, N2 = TrustedSetup.G2_POINTS;
    static final int LAGRANGE = 2, G2 = LAGRANGE + N1, MONOMIAL = G2 + N2;
    static final BigInteger P = Bls12381Fp.MODULUS;
    static final String[] TOKENS = new String(SetupResource.read(SetupResource.TEXT), StandardCharsets.US_ASCII).strip().split("\\s+");

    static String[] tokens() {
        return TOKENS.clone();
    }

    static KzgException refused(String[] tokens, String expectedInMessage) {
        return refused(String.join("\n", tokens), expectedInMessage);
    }

    static KzgException refused(String text, String expectedInMessage) {
        KzgException e = assertThrows(KzgException.class,
                () -> TrustedSetup.fromText(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII))));
        assertEquals(KzgException.Rule.INVALID_SETUP, e.rule());
        assertTrue(e.getMessage().contains(expectedInMessage), e.getMessage());
        return e;
    }

    @Test
    void theBundledTextIsAccepted() throws Exception {
        TrustedSetup s = TrustedSetup.fromText(new ByteArrayInputStream(String.join(" ", TOKENS).getBytes(StandardCharsets.US_ASCII)));
        // G1 monomial point 0, independently: the generator's compressed encoding is the text's token
        assertEquals(TOKENS[MONOMIAL], HexFormat.of().formatHex(ZcashCodec.encodeG1Compressed(s.g1Monomial, 0)));
        assertEquals(TOKENS[G2 + 1], HexFormat.of().formatHex(ZcashCodec.encodeG2Compressed(s.g2Monomial, Bls12381G1.AFFINE * 2)));
    }

    @Test
    void wrongCountsAreRefused() {
        String[] t = tokens();
        t[0] = "4095";
        refused(t, "G1 point count must be 4096");
        t = tokens();
        t[1] = "64";
        refused(t, "G2 point count must be 65");
        refused("", "no point counts");
    }

    @Test
    void aTruncatedTextOrExtraTokensAreRefused() {
        refused(Arrays.copyOf(TOKENS, TOKENS.length - 1), "expected 8257 points after the counts, got 8256");
        String[] longer = Arrays.copyOf(TOKENS, TOKENS.length + 1);
        longer[TOKENS.length] = TOKENS[MONOMIAL];
        refused(longer, "got 8258");
        String text = String.join("\n", TOKENS);
        refused(text.substring(0, text.length() / 2), "points after the counts");
    }

    @Test
    void badHexIsRefused() {
        String[] t = tokens();
        t[LAGRANGE + 7] = "zz" + t[LAGRANGE + 7].substring(2);
        refused(t, "G1 Lagrange point 7 is not hex");
        t = tokens();
        t[G2 + 3] = t[G2 + 3].substring(2);
        refused(t, "G2 monomial point 3 has 190 hex digits, expected 192");
        t = tokens();
        t[MONOMIAL + 9] = t[MONOMIAL + 9] + "00";
        refused(t, "G1 monomial point 9 has 98 hex digits");
    }

    @Test
    void aNonCanonicalXIsRefused() {
        String[] t = tokens();
        t[LAGRANGE + 11] = compressed(P, false);                     // x = p: not below p
        refused(t, "G1 Lagrange point 11");
    }

    @Test
    void anXOffTheCurveIsRefused() {
        BigInteger x = firstX(false);
        String[] t = tokens();
        t[MONOMIAL + 100] = compressed(x, false);
        refused(t, "G1 monomial point 100");
    }

    @Test
    void aPointOutsideTheSubgroupIsRefused() {
        BigInteger x = firstX(true);
        byte[] e = HexFormat.of().parseHex(compressed(x, false));
        long[] point = new long[Bls12381G1.AFFINE];
        ZcashCodec.decodeG1Compressed(e, 0, point, 0, false);
        assertFalse(Bls12381G1.isInSubgroup(point, 0), "precondition: the first x on the curve is not in the subgroup");
        String[] t = tokens();
        t[LAGRANGE + 4000] = compressed(x, false);
        refused(t, "G1 Lagrange point 4000 is not in the order-r subgroup");
    }

    @Test
    void thePointAtInfinityIsRefused() {
        String[] t = tokens();
        t[LAGRANGE + 3] = "c0" + "00".repeat(47);
        refused(t, "G1 Lagrange point 3 is the point at infinity");
    }

    @Test
    void swappedLagrangePointsAreRefused() {
        String[] t = tokens();
        t[LAGRANGE + 5] = TOKENS[LAGRANGE + 6];
        t[LAGRANGE + 6] = TOKENS[LAGRANGE + 5];
        refused(t, "the G1 Lagrange points are not the Lagrange form of the G1 monomial points");
    }

    /** Swapped G1 monomial points break both G1 families; the Lagrange identity is the one named. */
    @Test
    void swappedG1MonomialPointsAreRefused() {
        String[] t = tokens();
        t[MONOMIAL + 1000] = TOKENS[MONOMIAL + 1001];
        t[MONOMIAL + 1001] = TOKENS[MONOMIAL + 1000];
        refused(t, "the G1 Lagrange points are not the Lagrange form of the G1 monomial points");
    }

    @Test
    void aG1MonomialSetOfAnotherTauIsRefused() {
        // [τ^2]₁ where [τ]₁ belongs: the G1 set's τ is not the G2 set's
        String[] t = tokens();
        t[MONOMIAL + 1] = TOKENS[MONOMIAL + 2];
        refused(t, "G1 monomial point 1 and G2 monomial point 1 are not [τ]₁ and [τ]₂ of one τ");
    }

    @Test
    void swappedG2MonomialPointsAreRefused() {
        String[] t = tokens();
        t[G2 + 10] = TOKENS[G2 + 11];
        t[G2 + 11] = TOKENS[G2 + 10];
        refused(t, "the G2 monomial points are not the successive powers");
    }

    @Test
    void monomialPointZeroMustBeTheGenerator() {
        String[] t = tokens();
        t[MONOMIAL] = TOKENS[MONOMIAL + 1];
        refused(t, "G1 monomial point 0 is not the G1 generator");
        t = tokens();
        t[G2] = TOKENS[G2 + 1];
        refused(t, "G2 monomial point 0 is not the G2 generator");
    }

    /** The first x >= 1 for which x^3 + 4 is a square mod p (wanted) or not. */
    static BigInteger firstX(boolean square) {
        BigInteger half = P.subtract(BigInteger.ONE).shiftRight(1);
        for (BigInteger x = BigInteger.ONE; ; x = x.add(BigInteger.ONE)) {
            BigInteger rhs = x.pow(3).add(BigInteger.valueOf(4)).mod(P);
            if (rhs.modPow(half, P).equals(BigInteger.ONE) == square) {
                return x;
            }
        }
    }

    /** The 48-byte compressed encoding of x (any value below 2^381) with the given sign flag, hex. */
    static String compressed(BigInteger x, boolean largest) {
        byte[] b = new byte[48];
        byte[] v = x.toByteArray();
        System.arraycopy(v, Math.max(0, v.length - 48), b, 48 - Math.min(48, v.length), Math.min(48, v.length));
        b[0] |= (byte) (0x80 | (largest ? 0x20 : 0));
        return HexFormat.of().formatHex(b);
    }
}
