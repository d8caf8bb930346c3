package dev.pippin.groth16;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.SnarkjsCodec;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fr;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;

/**
 * A snarkjs Groth16 proving key ({@code .zkey}) on bn254, memory-mapped. Opening reads the
 * header (curve, sizes, the key's fixed points) and checks that every section the prover uses is
 * present with the size the header implies; the point and coefficient sections stay in the
 * mapping and are decoded by each proof (so a key costs no heap between proofs).
 *
 * <p>Sections: 1 protocol (1 = Groth16), 2 header, 3 IC, 4 the A/B coefficients, 5 A, 6 B1,
 * 7 B2, 8 C, 9 H (all points affine, coordinates little-endian in Montgomery form with
 * R = 2^256, all-zero for infinity), 10 the contributions (not read).
 *
 * <p>Every coordinate is checked to be below q, every point to lie on its curve and every
 * coefficient entry to be in range, so a corrupted key is reported, not turned into a proof that
 * fails to verify. Subgroup membership is checked for the header's points only: for the G2
 * sections it would cost a scalar multiplication per point, and the key's own points are
 * trusted that far, as snarkjs trusts them.
 */
public final class ZKey {
    static final int PROTOCOL = 1, HEADER = 2, IC = 3, COEFFS = 4, A = 5, B1 = 6, B2 = 7, C = 8, H = 9;
    private static final String[] NAMES = {null, "protocol", "header", "IC", "coefficients", "A points",
            "B1 points", "B2 points", "C points", "H points", "contributions"};
    static final int G1_BYTES = 64, G2_BYTES = 128, FIELD_BYTES = 32;
    /** One coefficient entry: matrix, constraint and signal (u32 each), then the value. */
    static final int COEFF_BYTES = 12 + FIELD_BYTES;
    /** The largest domain whose Fr vectors fit a Java array (4 longs per element). */
    static final int MAX_LOG_DOMAIN = 27;

    final BinFile bin;
    private final int nVars;
    private final int nPublic;
    private final int domainSize;
    private final int logDomain;
    private final int coefficientCount;
    /** alpha1, beta1, delta1 (G1) and beta2, delta2 (G2), in the engine's affine layout. */
    final long[] alpha1 = new long[Bn254G1.AFFINE], beta1 = new long[Bn254G1.AFFINE], delta1 = new long[Bn254G1.AFFINE];
    final long[] beta2 = new long[Bn254G2.AFFINE], delta2 = new long[Bn254G2.AFFINE];

    private ZKey(BinFile bin, int nVars, int nPublic, int domainSize, int coefficientCount) {
        this.bin = bin;
        this.nVars = nVars;
        this.nPublic = nPublic;
        this.domainSize = domainSize;
        this.logDomain = Integer.numberOfTrailingZeros(domainSize);
        this.coefficientCount = coefficientCount;
    }

    /** Maps and checks a proving key; {@link MalformedFileException} names what is wrong with it. */
    public static ZKey open(Path path) throws IOException {
        return open(path, MappedFile.DEFAULT_CHUNK_SHIFT);
    }

    static ZKey open(Path path, int chunkShift) throws IOException {
        BinFile b = BinFile.open(path, "zkey", 2, NAMES, chunkShift); // snarkjs reads versions up to 2
        long protocol = b.file.u32(b.requireSize(PROTOCOL, 4, "one u32"));
        if (protocol != 1) {
            throw b.error(PROTOCOL, "protocol " + protocol + " is not Groth16 (1)"
                    + (protocol == 2 ? "; this is a PLONK key" : protocol == 10 ? "; this is an FFLONK key" : ""));
        }
        long h = b.require(HEADER);
        long hs = b.size(HEADER);
        MappedFile f = b.file;
        if (hs < 4) {
            throw b.error(HEADER, "holds " + hs + " bytes, too few for n8q");
        }
        long n8q = f.u32(h);
        if (n8q != FIELD_BYTES) {
            throw b.error(HEADER, "base field elements of " + n8q + " bytes, bn254 has 32"
                    + (n8q == 48 ? " (a BLS12-381 key?)" : "") + "; this prover supports bn254 only");
        }
        long expected = 4 + FIELD_BYTES + 4 + FIELD_BYTES + 12 + 3L * G1_BYTES + 3L * G2_BYTES;
        b.requireSize(HEADER, expected, "n8q, q, n8r, r, nVars, nPublic, domainSize, alpha1, beta1, beta2, gamma2, delta1, delta2");
        BigInteger q = fieldValue(f, h + 4);
        if (!q.equals(Bn254Fp.MODULUS)) {
            throw b.error(HEADER, "q = 0x" + q.toString(16) + " is not the bn254 base field modulus; this prover supports bn254 only");
        }
        long n8r = f.u32(h + 36);
        if (n8r != FIELD_BYTES) {
            throw b.error(HEADER, "scalar field elements of " + n8r + " bytes, bn254 has 32");
        }
        BigInteger r = fieldValue(f, h + 40);
        if (!r.equals(Bn254Fr.MODULUS)) {
            throw b.error(HEADER, "r = 0x" + r.toString(16) + " is not the bn254 group order; this prover supports bn254 only");
        }
        long nVars = f.u32(h + 72), nPublic = f.u32(h + 76), domainSize = f.u32(h + 80);
        if (nVars < 1 || nVars > Integer.MAX_VALUE / Bn254G2.AFFINE) {
            throw b.error(HEADER, "nVars = " + nVars + " is outside [1, " + Integer.MAX_VALUE / Bn254G2.AFFINE + "]");
        }
        if (nPublic >= nVars) {
            throw b.error(HEADER, "nPublic = " + nPublic + " leaves no room in nVars = " + nVars + " for the constant wire");
        }
        if (domainSize < 2 || Long.bitCount(domainSize) != 1) {
            throw b.error(HEADER, "domainSize = " + domainSize + " is not a power of two of at least 2");
        }
        if (domainSize > 1L << MAX_LOG_DOMAIN) {
            throw b.error(HEADER, "domainSize = 2^" + Long.numberOfTrailingZeros(domainSize)
                    + " exceeds 2^" + MAX_LOG_DOMAIN + ", the largest this prover holds in Java arrays");
        }
        if (nPublic + 1 > domainSize) {
            throw b.error(HEADER, "domainSize = " + domainSize + " is smaller than the nPublic + 1 = "
                    + (nPublic + 1) + " rows snarkjs appends");
        }
        long c = b.require(COEFFS);
        if (b.size(COEFFS) < 4) {
            throw b.error(COEFFS, "holds " + b.size(COEFFS) + " bytes, too few for the entry count");
        }
        long count = f.u32(c);
        b.requireSize(COEFFS, 4 + count * COEFF_BYTES, count + " entries of " + COEFF_BYTES + " bytes after the u32 count");
        if (count > Integer.MAX_VALUE) {
            throw b.error(COEFFS, count + " entries are more than this prover indexes");
        }
        b.requireSize(IC, (nPublic + 1) * G1_BYTES, (nPublic + 1) + " G1 points of " + G1_BYTES + " bytes");
        b.requireSize(A, nVars * G1_BYTES, nVars + " G1 points of " + G1_BYTES + " bytes");
        b.requireSize(B1, nVars * G1_BYTES, nVars + " G1 points of " + G1_BYTES + " bytes");
        b.requireSize(B2, nVars * G2_BYTES, nVars + " G2 points of " + G2_BYTES + " bytes");
        long nPrivate = nVars - nPublic - 1;
        b.requireSize(C, nPrivate * G1_BYTES, nPrivate + " G1 points of " + G1_BYTES + " bytes, one per private signal");
        b.requireSize(H, domainSize * G1_BYTES, domainSize + " G1 points of " + G1_BYTES + " bytes, one per domain element");

        ZKey k = new ZKey(b, (int) nVars, (int) nPublic, (int) domainSize, (int) count);
        long p = h + 84;
        k.headerPoint(Bn254G1.OPS, p, k.alpha1, "alpha1");
        k.headerPoint(Bn254G1.OPS, p + G1_BYTES, k.beta1, "beta1");
        k.headerPoint(Bn254G2.OPS, p + 2 * G1_BYTES, k.beta2, "beta2");
        k.headerPoint(Bn254G2.OPS, p + 2 * G1_BYTES + G2_BYTES, new long[Bn254G2.AFFINE], "gamma2"); // checked, used by verifiers only
        k.headerPoint(Bn254G1.OPS, p + 2 * G1_BYTES + 2 * G2_BYTES, k.delta1, "delta1");
        k.headerPoint(Bn254G2.OPS, p + 3 * G1_BYTES + 2 * G2_BYTES, k.delta2, "delta2");
        return k;
    }

    private void headerPoint(GroupOps g, long at, long[] dst, String name) {
        int len = SnarkjsCodec.pointBytes(g);
        byte[] raw = new byte[len];
        bin.file.bytes(at, raw, 0, len);
        try {
            SnarkjsCodec.readPoint(g, raw, 0, dst, 0, true);
        } catch (EncodingException e) {
            throw bin.error(HEADER, name + (e.reason() == EncodingException.Reason.NOT_CANONICAL
                    ? " has a coordinate (raw Montgomery form) not below the base field modulus q"
                    : " is not on the " + g.name() + " curve"));
        }
        if (!g.isInSubgroup(dst, 0)) {
            throw bin.error(HEADER, name + " is not in the order-r subgroup of " + g.name());
        }
    }

    private static BigInteger fieldValue(MappedFile f, long at) {
        byte[] le = new byte[FIELD_BYTES];
        f.bytes(at, le, 0, FIELD_BYTES);
        byte[] be = new byte[FIELD_BYTES];
        for (int i = 0; i < FIELD_BYTES; i++) {
            be[i] = le[FIELD_BYTES - 1 - i];
        }
        return new BigInteger(1, be);
    }

    public Path path() {
        return bin.path();
    }

    /** Wires of the circuit, the constant wire 1 included. */
    public int nVars() {
        return nVars;
    }

    /** Public signals (outputs, then public inputs): wires 1..nPublic. */
    public int nPublic() {
        return nPublic;
    }

    /** Size of the evaluation domain, a power of two. */
    public int domainSize() {
        return domainSize;
    }

    int logDomain() {
        return logDomain;
    }

    int coefficientCount() {
        return coefficientCount;
    }

    /** Points in section id (5 to 9). */
    int pointCount(int id) {
        return switch (id) {
            case A, B1, B2 -> nVars;
            case C -> nVars - nPublic - 1;
            case H -> domainSize;
            default -> throw new IllegalArgumentException("section " + id + " holds no points");
        };
    }

    /** The file offset of the first coefficient entry. */
    long coefficientsStart() {
        return bin.require(COEFFS) + 4;
    }

    /**
     * Decodes points [from, to) of section id into dst (engine layout, point i at
     * (i - first) * pointLongs), checking each coordinate is below q and each point is on the
     * curve (a few multiplications, against the one per coordinate of the conversion). Allocates
     * nothing per point.
     */
    void decodePoints(int id, int from, int to, long[] dst, int first) {
        boolean g2 = id == B2;
        int bytes = g2 ? G2_BYTES : G1_BYTES;
        int elements = bytes / FIELD_BYTES;
        int pointLongs = elements * Bn254Fp.LIMBS;
        long base = bin.require(id);
        MappedFile f = bin.file;
        long[] w = new long[Bn254Fp.CANONICAL_LIMBS];
        long[] scratch = new long[Bn254G2.SCRATCH];
        for (int i = from; i < to; i++) {
            long at = base + (long) i * bytes;
            int o = (i - first) * pointLongs;
            for (int e = 0; e < elements; e++) {
                f.words(at + (long) e * FIELD_BYTES, w, 0, Bn254Fp.CANONICAL_LIMBS);
                if (!Bn254Fp.fromStandardMontgomery(dst, o + e * Bn254Fp.LIMBS, w, 0)) {
                    throw bin.error(id, "point " + i + ": coordinate word " + e
                            + " (raw Montgomery form) is not below the base field modulus q");
                }
            }
            if (!(g2 ? Bn254G2.isOnCurve(dst, o, scratch) : Bn254G1.isOnCurve(dst, o, scratch))) {
                throw bin.error(id, "point " + i + " is not on the " + (g2 ? "bn254-g2" : "bn254-g1") + " curve");
            }
        }
    }
}
