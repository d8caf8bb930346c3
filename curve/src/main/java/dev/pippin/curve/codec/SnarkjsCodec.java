package dev.pippin.curve.codec;

import dev.pippin.curve.AffinePoints;
import dev.pippin.curve.GroupOps;

/**
 * The raw point layout of snarkjs {@code .zkey} sections (ffjavascript's toRprLEM): each base
 * field element is n8q = 32 (bn254) or 48 (BLS12-381) bytes, little-endian, in Montgomery form
 * with R = 2^(8 n8q); G1 is x || y, G2 is x.c0 || x.c1 || y.c0 || y.c1; infinity is all zero.
 *
 * <p>Our base fields use 56-bit limbs with R = 2^280 (bn254) and 2^392 (BLS12-381), so each
 * element is re-limbed and converted with one Montgomery multiplication by R^2 / R' (R' the
 * file's R); our Fp2 layout is c0 then c1 like the file's. Each element is checked to be below p
 * (a corrupted key is reported, not reduced); the curve equation is checked when the caller asks
 * (it costs a few multiplications per point). Subgroup membership is not checked here: a proving key's points
 * are trusted to the extent its file is.
 */
public final class SnarkjsCodec {
    private SnarkjsCodec() {}

    /** Bytes per affine point of the group in this layout. */
    public static int pointBytes(GroupOps g) {
        BaseField f = base(g);
        return f.bytes * (g.affine() / f.limbs);
    }

    private static BaseField base(GroupOps g) {
        return g.name().startsWith("bn254") ? BaseField.BN254 : BaseField.BLS12_381;
    }

    /** Reads one point at src[off] into r[ro]. */
    public static void readPoint(GroupOps g, byte[] src, int off, long[] r, int ro, boolean checkOnCurve) {
        PointChecks.available(src, off, pointBytes(g), "snarkjs " + g.name() + " point");
        BaseField f = base(g);
        int elements = g.affine() / f.limbs;
        for (int e = 0; e < elements; e++) {
            f.readRaw(src, off + f.bytes * e, r, ro + e * f.limbs, "coordinate word " + e + " of the point at byte " + off);
        }
        if (checkOnCurve) {
            PointChecks.validate(g, r, ro, false, "the point at byte " + off);
        }
    }

    /**
     * Reads count consecutive points from src[off] into a new container. A count usually comes
     * from a file's header, so a negative one is an EncodingException (LENGTH) like a short
     * input, not the container's IllegalArgumentException (a fuzzing finding, docs/RELIABILITY.md).
     */
    public static AffinePoints readPoints(GroupOps g, byte[] src, int off, int count, boolean checkOnCurve) {
        if (count < 0) {
            throw new EncodingException(EncodingException.Reason.LENGTH, "a count of " + count + " snarkjs " + g.name() + " points is negative");
        }
        PointChecks.available(src, off, Math.multiplyExact(count, pointBytes(g)), count + " snarkjs " + g.name() + " points");
        AffinePoints pts = AffinePoints.allocate(g, count);
        for (int i = 0; i < count; i++) {
            readPoint(g, src, off + i * pointBytes(g), pts.data(), pts.offset(i), checkOnCurve);
        }
        return pts;
    }

    /** Writes the affine point a[ao] in the snarkjs layout at dst[off]. */
    public static void writePoint(GroupOps g, long[] a, int ao, byte[] dst, int off) {
        BaseField f = base(g);
        for (int e = 0; e < g.affine() / f.limbs; e++) {
            f.writeRaw(a, ao + e * f.limbs, dst, off + f.bytes * e);
        }
    }
}
