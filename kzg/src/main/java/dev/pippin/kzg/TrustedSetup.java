package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.ZcashCodec;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

/**
 * A KZG trusted setup for blobs of 4096 field elements: the specs' KZG_SETUP_G1_LAGRANGE (4096 G1
 * points, kept here bit-reversed as every use takes them), KZG_SETUP_G2_MONOMIAL (65 G2 points)
 * and KZG_SETUP_G1_MONOMIAL (4096 G1 points, for the cell proofs). Immutable after construction
 * and safe to share between threads.
 *
 * <p>{@link #mainnet()} is Ethereum's, loaded once from a bundled binary resource that holds the
 * points uncompressed ({@link SetupResource}: its format, its generator): the cost is a SHA-256
 * of its 798 912 bytes against a constant of the code and a Montgomery conversion per coordinate,
 * no square root and no subgroup check, about 0.3 s in a fresh JVM including class loading
 * (the text form read point by point took 2-2.7 s). Its bytes are trusted because they are the
 * ones generated from the bundled text, whose validation by {@link #fromText} the tests repeat.
 *
 * <p>{@link #fromText} reads any setup in c-kzg-4844's text format and validates it as c-kzg
 * does (exactly 4096 and 65 points, every point a valid compressed encoding on the curve and in
 * the subgroup) and further: no point at infinity; G1 and G2 monomial point 0 the generators;
 * e([τ]₁, G₂) = e(G₁, [τ]₂) for monomial points 1; every monomial point τ times the one before,
 * in G1 and G2; and the Lagrange points the Lagrange form of the G1 monomial ones over the 4096
 * roots of unity. The last three on random linear combinations with coefficients from
 * SecureRandom ({@link SetupChecks}): a failing setup passes with probability at most 2^-254.
 * It costs seconds in a fresh JVM: a square root and a subgroup check per point, split over the
 * cores, then MSMs of 8192 and 4095 G1 points and a few pairings.
 */
public final class TrustedSetup {
    /** FIELD_ELEMENTS_PER_BLOB: the G1 points in each form. */
    public static final int G1_POINTS = 4096;
    /** The G2 monomial points (c-kzg's NUM_G2_POINTS). */
    public static final int G2_POINTS = 65;
    /** The largest text file read (the mainnet one is 807 177 bytes). */
    static final int MAX_TEXT_BYTES = 4 << 20;

    static final int G1_AFFINE = Bls12381G1.AFFINE;
    static final int G2_AFFINE = Bls12381G2.AFFINE;

    /** KZG_SETUP_G1_LAGRANGE in bit-reversed order, affine points back to back. */
    final long[] g1LagrangeBrp;
    /** KZG_SETUP_G1_MONOMIAL: [τ^i]₁. */
    final long[] g1Monomial;
    /** KZG_SETUP_G2_MONOMIAL: [τ^i]₂. */
    final long[] g2Monomial;

    /**
     * From validated points: the Lagrange ones in natural order (bit-reversed here), affine,
     * Montgomery form. The arrays are taken, not copied.
     */
    TrustedSetup(long[] g1LagrangeNatural, long[] g2Monomial, long[] g1Monomial) {
        BitReversal.permute(g1LagrangeNatural, 0, G1_POINTS, G1_AFFINE);
        this.g1LagrangeBrp = g1LagrangeNatural;
        this.g2Monomial = g2Monomial;
        this.g1Monomial = g1Monomial;
    }

    /** Ethereum's mainnet setup (the KZG ceremony's), loaded once from the bundled resource. */
    public static TrustedSetup mainnet() {
        return MainnetHolder.SETUP;
    }

    private static final class MainnetHolder {
        static final TrustedSetup SETUP = SetupResource.loadMainnet();
    }

    /** {@link #fromText(InputStream)} of a file. */
    public static TrustedSetup fromFile(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return fromText(in);
        }
    }

    /**
     * Reads a setup in c-kzg-4844's text format: the count of G1 points (4096), the count of G2
     * points (65), then that many hex G1 points in Lagrange form (48-byte compressed), the G2
     * points in monomial form (96-byte compressed) and the G1 points in monomial form, separated
     * by white space. Throws {@link KzgException} with {@link KzgException.Rule#INVALID_SETUP}
     * for anything else, or for a setup that fails validation; reads at most 4 MiB.
     */
    public static TrustedSetup fromText(InputStream in) throws IOException {
        byte[] all = in.readNBytes(MAX_TEXT_BYTES + 1);
        if (all.length > MAX_TEXT_BYTES) {
            throw invalid("the text is longer than " + MAX_TEXT_BYTES + " bytes");
        }
        return SetupText.parse(new String(all, StandardCharsets.US_ASCII));
    }

    static KzgException invalid(String message) {
        return new KzgException(KzgException.Rule.INVALID_SETUP, "trusted setup: " + message);
    }

    /** The FK20 columns ({@link Fk20#computeColumns}), computed once on first use and shared by every Kzg over this setup. */
    private volatile long[][] fk20Columns;

    /** The FK20 columns of this setup, computing them now (on up to {@code threads} threads, on the lanes where the mode says) if no one has. */
    long[][] fk20Columns(int threads, dev.pippin.lanes.LaneMode lanes) {
        long[][] c = fk20Columns;
        if (c == null) {
            synchronized (this) {
                c = fk20Columns;
                if (c == null) {
                    c = Fk20.computeColumns(g1Monomial, threads, lanes);
                    fk20Columns = c;
                }
            }
        }
        return c;
    }

    /** The point [τ]₂ (KZG_SETUP_G2_MONOMIAL[1]), affine. */
    long[] tauG2() {
        long[] r = new long[G2_AFFINE];
        System.arraycopy(g2Monomial, G2_AFFINE, r, 0, G2_AFFINE);
        return r;
    }

    /** Decodes a 48-byte compressed G1 point of a setup, with the subgroup check. */
    static void decodeG1(byte[] b, long[] r, int ro, String what) {
        try {
            ZcashCodec.decodeG1Compressed(b, 0, r, ro, true);
        } catch (EncodingException e) {
            throw invalid(what + ": " + e.getMessage());
        }
    }

    /** Decodes a 96-byte compressed G2 point of a setup, with the subgroup check. */
    static void decodeG2(byte[] b, long[] r, int ro, String what) {
        try {
            ZcashCodec.decodeG2Compressed(b, 0, r, ro, true);
        } catch (EncodingException e) {
            throw invalid(what + ": " + e.getMessage());
        }
    }

    static byte[] hex(String token, int bytes, String what) {
        if (token.length() != 2 * bytes) {
            throw invalid(what + " has " + token.length() + " hex digits, expected " + 2 * bytes);
        }
        try {
            return HexFormat.of().parseHex(token);
        } catch (IllegalArgumentException e) {
            throw invalid(what + " is not hex");
        }
    }
}
