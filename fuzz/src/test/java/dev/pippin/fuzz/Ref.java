package dev.pippin.fuzz;

import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * The fuzz targets' second path for point bytes: the EIP encodings read and written with
 * BigInteger and checked against the testkit's textbook curves (RefCurves), sharing no code with
 * the codecs. {@link #decode} answers null for a rejected encoding and {@link #INFINITY} for the
 * point at infinity.
 */
final class Ref {
    private Ref() {}

    /** The point at infinity, as distinct from a rejected encoding (null). */
    static final BigInteger[][] INFINITY = new BigInteger[0][];

    /** An encoding: the curve, bytes per coordinate, zero padding before each, and for Fp2 whether c1 comes first. */
    record Format(RefCurve curve, int fpBytes, int pad, boolean imaginaryFirst) {
        int pointBytes() {
            return 2 * curve.degree() * (fpBytes + pad);
        }
    }

    static final Format BN254_G1 = new Format(RefCurves.BN254_G1, 32, 0, false);
    static final Format BN254_G2 = new Format(RefCurves.BN254_G2, 32, 0, true);
    static final Format BLS_G1 = new Format(RefCurves.BLS12_381_G1, 48, 16, false);
    static final Format BLS_G2 = new Format(RefCurves.BLS12_381_G2, 48, 16, false);

    /** Reads one point at b[off]: null when a coordinate is not canonical, padding is not zero, or the point is off the curve (or, when asked, outside the subgroup). */
    static BigInteger[][] decode(Format f, byte[] b, int off, boolean subgroup) {
        int d = f.curve().degree();
        BigInteger[] c = new BigInteger[2 * d];
        boolean zero = true;
        for (int i = 0; i < 2 * d; i++) {
            int at = off + i * (f.fpBytes() + f.pad());
            for (int j = 0; j < f.pad(); j++) {
                if (b[at + j] != 0) {
                    return null;
                }
            }
            BigInteger v = new BigInteger(1, Arrays.copyOfRange(b, at + f.pad(), at + f.pad() + f.fpBytes()));
            if (v.compareTo(f.curve().p()) >= 0) {
                return null;
            }
            zero &= v.signum() == 0;
            // file order within each coordinate: c1 first for EIP-197, else c0 first
            int coord = i / d, part = i % d;
            int slot = f.imaginaryFirst() ? d - 1 - part : part;
            c[coord * d + slot] = v;
        }
        if (zero) {
            return INFINITY;
        }
        BigInteger[][] pt = {Arrays.copyOfRange(c, 0, d), Arrays.copyOfRange(c, d, 2 * d)};
        if (!f.curve().onCurve(pt)) {
            return null;
        }
        if (subgroup && f.curve().mul(pt, f.curve().order()) != null) {
            return null;
        }
        return pt;
    }

    static byte[] encode(Format f, BigInteger[][] pt) {
        int d = f.curve().degree();
        byte[] out = new byte[f.pointBytes()];
        if (pt == null || pt == INFINITY) {
            return out;
        }
        for (int i = 0; i < 2 * d; i++) {
            int coord = i / d, part = i % d;
            int slot = f.imaginaryFirst() ? d - 1 - part : part;
            byte[] v = pt[coord][slot].toByteArray();
            int len = Math.min(v.length, f.fpBytes());
            int at = i * (f.fpBytes() + f.pad()) + f.pad() + f.fpBytes() - len;
            System.arraycopy(v, v.length - len, out, at, len);
        }
        return out;
    }

    /** null for infinity, as RefCurve writes it. */
    static BigInteger[][] curvePoint(BigInteger[][] pt) {
        return pt == INFINITY ? null : pt;
    }

    /** The naive sum of k (point, 32-byte big-endian scalar) pairs of the format: null when a point is rejected. */
    static byte[] naiveMsm(Format f, byte[] input, boolean subgroup) {
        int pair = f.pointBytes() + 32;
        BigInteger[][] acc = null;
        for (int off = 0; off < input.length; off += pair) {
            BigInteger[][] p = decode(f, input, off, subgroup);
            if (p == null) {
                return null;
            }
            BigInteger k = new BigInteger(1, Arrays.copyOfRange(input, off + f.pointBytes(), off + pair));
            acc = f.curve().add(acc, f.curve().mul(curvePoint(p), k.mod(f.curve().order())));
        }
        return encode(f, acc);
    }
}
