package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.field.Bls12381Fp;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * The bundled mainnet setup. Two resources hold it: {@value #TEXT}, c-kzg-4844's text file (the
 * source of truth, readable through {@link TrustedSetup#fromText}), and {@value #BINARY}, which
 * {@link TrustedSetup#mainnet()} loads: the same points uncompressed, written from the text by
 * {@code kzg/gen/gen_trusted_setup.py} ({@code python3 codegen/generate.py}).
 *
 * <p>The binary's format: no header; the points in the text's order, each in the ZCash
 * uncompressed encoding (big-endian coordinates below p, no flag set; an Fp2 coordinate c1 then
 * c0): the 4096 G1 Lagrange points (96 bytes each), the 65 G2 monomial points (192 bytes each),
 * the 4096 G1 monomial points; {@link MainnetSetupDigest#LENGTH} bytes in all.
 *
 * <p>Loading it takes no square root, no subgroup check and no curve check: its points are
 * trusted because its SHA-256 is {@link MainnetSetupDigest#SHA_256}, a constant written with it,
 * and the tests compare its points with the text's as {@code fromText} validates them. So the
 * load is the digest, then a range check and a Montgomery conversion per coordinate. (The
 * codec's uncompressed decoder, with its on-curve check per point, took 0.1-0.2 s more in a
 * fresh JVM than this conversion's 0.03 s.) Content that does not match the digest is a damaged
 * jar: an {@link IllegalStateException} naming the resource.
 */
final class SetupResource {
    private SetupResource() {}

    static final String TEXT = "trusted_setup.txt";
    static final String BINARY = "trusted_setup.bin";

    private static final int N1 = TrustedSetup.G1_POINTS, N2 = TrustedSetup.G2_POINTS;
    private static final int G1_BYTES = ZcashCodec.G1_UNCOMPRESSED, G2_BYTES = ZcashCodec.G2_UNCOMPRESSED;
    private static final int FP = Bls12381Fp.LIMBS;

    static TrustedSetup loadMainnet() {
        return fromBinary(read(BINARY), BINARY);
    }

    /** The bytes of a resource of this package. */
    static byte[] read(String name) {
        try (InputStream in = SetupResource.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the trusted setup resource " + name + " is missing");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("reading the trusted setup resource " + name, e);
        }
    }

    /** The setup in the binary format, if data is the mainnet one (its length and SHA-256). */
    static TrustedSetup fromBinary(byte[] data, String name) {
        byte[] expected = HexFormat.of().parseHex(MainnetSetupDigest.SHA_256);
        if (data.length != MainnetSetupDigest.LENGTH || !MessageDigest.isEqual(Sha256.digest().digest(data), expected)) {
            throw new IllegalStateException("the trusted setup resource " + name + " is damaged: its "
                    + data.length + " bytes do not have the SHA-256 of the " + MainnetSetupDigest.LENGTH + " generated ones");
        }
        int lagrangeAt = 0, g2At = N1 * G1_BYTES, monomialAt = g2At + N2 * G2_BYTES;
        long[] lagrange = coordinates(data, lagrangeAt, N1 * Bls12381G1.AFFINE, name);
        long[] g2 = g2Coordinates(coordinates(data, g2At, N2 * Bls12381G2.AFFINE, name));
        long[] monomial = coordinates(data, monomialAt, N1 * Bls12381G1.AFFINE, name);
        return new TrustedSetup(lagrange, g2, monomial);
    }

    /** The big-endian base-field values from data[off], into Montgomery form: longs / 7 of them. */
    private static long[] coordinates(byte[] data, int off, int longs, String name) {
        long[] r = new long[longs];
        for (int i = 0; i < longs / FP; i++) {
            if (!Bls12381Fp.decode(data, off + i * Bls12381Fp.BYTES, r, i * FP)) {
                throw new IllegalStateException("the trusted setup resource " + name
                        + " matches its digest but holds a coordinate not below p: its generator is wrong");
            }
        }
        return r;
    }

    /** G2 points read as the encoding orders the coordinates' halves (c1 then c0), reordered in place to Pippin's (c0 then c1). */
    private static long[] g2Coordinates(long[] a) {
        long[] t = new long[FP];
        for (int half = 0; half < a.length; half += 2 * FP) {
            System.arraycopy(a, half, t, 0, FP);
            System.arraycopy(a, half + FP, a, half, FP);
            System.arraycopy(t, 0, a, half + FP, FP);
        }
        return a;
    }
}
