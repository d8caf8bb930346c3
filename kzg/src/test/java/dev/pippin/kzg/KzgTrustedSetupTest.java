package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link TrustedSetup#fromText} and {@link TrustedSetup#fromFile} through the public API: the
 * mainnet setup in c-kzg's text format (the module's own resource {@code trusted_setup.txt},
 * beside {@link TrustedSetup}) gives the results of {@link Kzg#mainnet()}, and texts that are cut
 * short, count wrongly or hold an invalid point are rejected with {@link KzgException.Rule#INVALID_SETUP}.
 */
class KzgTrustedSetupTest {
    private static final int LINES = 2 + 2 * TrustedSetup.G1_POINTS + TrustedSetup.G2_POINTS;

    /** The mainnet text: 4096, 65, then one hex point a line. */
    static String mainnetText() throws IOException {
        try (InputStream in = TrustedSetup.class.getResourceAsStream("trusted_setup.txt")) {
            assertNotNull(in, "the module's text resource dev/pippin/kzg/trusted_setup.txt is missing");
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    private static TrustedSetup load(String text) throws IOException {
        return TrustedSetup.fromText(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
    }

    private static void assertInvalid(String text, String what) {
        KzgException e = assertThrows(KzgException.class, () -> load(text), what);
        assertEquals(KzgException.Rule.INVALID_SETUP, e.rule(), what + ": " + e.getMessage());
    }

    /** The text with line i (0-based: 0 and 1 are the counts) replaced. */
    private static String withLine(String text, int i, String line) {
        String[] lines = text.split("\n", -1);
        lines[i] = line;
        return String.join("\n", lines);
    }

    private static void assertSameResults(Kzg kzg) {
        SplittableRandom rnd = new SplittableRandom(20240313);
        BigInteger[] e = new BigInteger[RefKzg.N];
        for (int i = 0; i < e.length; i++) {
            e[i] = RefKzg.random(rnd);
        }
        byte[] blob = RefKzg.blob(e);
        byte[] commitment = kzg.blobToKzgCommitment(blob);
        assertArrayEquals(Kzg.mainnet().blobToKzgCommitment(blob), commitment, "commitment");
        byte[] z = RefKzg.fe(RefKzg.random(rnd));
        ProofAndY py = kzg.computeKzgProof(blob, z);
        ProofAndY mainnet = Kzg.mainnet().computeKzgProof(blob, z);
        assertArrayEquals(mainnet.getProof(), py.getProof(), "proof");
        assertArrayEquals(mainnet.getY(), py.getY(), "y");
        assertTrue(kzg.verifyKzgProof(commitment, z, py.getY(), py.getProof()));
        assertTrue(Kzg.mainnet().verifyBlobKzgProof(blob, commitment, kzg.computeBlobKzgProof(blob, commitment)));
        // independently of any setup: a constant blob c commits to [c] G
        BigInteger c = BigInteger.valueOf(12345);
        java.util.Arrays.fill(e, c);
        assertArrayEquals(RefKzg.multipleOfGenerator(c), kzg.blobToKzgCommitment(RefKzg.blob(e)), "constant commitment");
    }

    @Test
    void theMainnetTextGivesTheMainnetResults(@TempDir Path dir) throws IOException {
        String text = mainnetText();
        assertEquals(LINES, text.strip().split("\n").length);
        assertSameResults(Kzg.of(load(text)));
        Path file = dir.resolve("trusted_setup.txt");
        Files.writeString(file, text, StandardCharsets.US_ASCII);
        assertSameResults(Kzg.of(TrustedSetup.fromFile(file), Kzg.Options.defaults().withThreads(1)));
        assertSameResults(Kzg.of(TrustedSetup.mainnet()));
    }

    @Test
    void truncatedTextsAreInvalid() throws IOException {
        String text = mainnetText();
        assertInvalid("", "empty");
        assertInvalid("4096\n65\n", "counts only");
        assertInvalid(text.substring(0, text.lastIndexOf('\n', text.length() - 2)), "the last point missing");
        assertInvalid(text.substring(0, text.length() / 2), "cut in the middle of a point");
        assertInvalid(text.substring(0, text.length() - 10), "the last point cut short");
    }

    @Test
    void wrongCountsAreInvalid() throws IOException {
        String text = mainnetText();
        assertInvalid(withLine(text, 0, "4097"), "G1 count 4097");
        assertInvalid(withLine(text, 0, "4095"), "G1 count 4095");
        assertInvalid(withLine(text, 1, "64"), "G2 count 64");
        assertInvalid(withLine(text, 1, "x"), "G2 count not a number");
        assertInvalid(text + "\n" + text.split("\n")[2] + "\n", "one point too many");
    }

    @Test
    void badHexIsInvalid() throws IOException {
        String text = mainnetText();
        String first = text.split("\n")[2];
        assertInvalid(withLine(text, 2, "g" + first.substring(1)), "a G1 point with the digit g");
        assertInvalid(withLine(text, 2, "0x" + first.substring(2)), "a G1 point with a 0x prefix in its 96 digits");
        assertInvalid(withLine(text, 2, first.substring(1)), "a G1 point one digit short");
        int g2 = 2 + TrustedSetup.G1_POINTS;
        String g2Line = text.split("\n")[g2];
        assertInvalid(withLine(text, g2, g2Line.substring(0, 10) + "z" + g2Line.substring(11)), "a G2 point with the digit z");
    }

    @Test
    void invalidPointsAreInvalid() throws IOException {
        String text = mainnetText();
        HexFormat hex = HexFormat.of();
        assertInvalid(withLine(text, 2, hex.formatHex(KzgHostileInputTest.OFF_CURVE)), "the first G1 Lagrange point off the curve");
        assertInvalid(withLine(text, 2, hex.formatHex(KzgHostileInputTest.OFF_SUBGROUP)), "the first G1 Lagrange point outside the subgroup");
        assertInvalid(withLine(text, LINES - 1, hex.formatHex(KzgHostileInputTest.OFF_CURVE)), "the last G1 monomial point off the curve");
        byte[] g2 = hex.parseHex(text.split("\n")[2 + TrustedSetup.G1_POINTS]);
        g2[0] &= 0x7f; // no compression flag
        assertInvalid(withLine(text, 2 + TrustedSetup.G1_POINTS, hex.formatHex(g2)), "a G2 point without the compression flag");
    }
}
