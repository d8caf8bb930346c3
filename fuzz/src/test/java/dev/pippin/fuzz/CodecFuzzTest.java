package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.curve.AffinePoints;
import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.SnarkjsCodec;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import dev.pippin.testkit.RefField;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * The point decoders of curve.codec: EIP-196/197 (bn254), EIP-2537 and ZCash (BLS12-381), and
 * the snarkjs raw layout. The first input byte selects the group and options (each target
 * says how); the rest is the encoding. Each decode is held to {@value #MULTIPLE} times its
 * input plus {@link Allocation#FIXED} of allocation.
 */
class CodecFuzzTest {
    private static final int MULTIPLE = 16;

    /**
     * Eip196Codec.decodeG1 / decodeG2. Selector: bit 0 G2, bit 1 G2's subgroup check. Oracle: the
     * BigInteger reader (exact length, coordinates below p, on the curve, r times the point is
     * infinity when asked) accepts exactly what the codec accepts; the codec fails only with
     * EncodingException, its reason LENGTH exactly for a wrong length; an accepted encoding
     * re-encodes to the same bytes.
     */
    @FuzzTest(maxDuration = "10m")
    void eip196(byte[] data) {
        int sel = data.length == 0 ? 0 : data[0];
        boolean g2 = (sel & 1) != 0, subgroup = (sel & 2) != 0;
        byte[] in = PrecompileCheck.rest(data);
        Ref.Format f = g2 ? Ref.BN254_G2 : Ref.BN254_G1;
        Allocation.Outcome<byte[]> out = Allocation.measure("eip196 " + g2, in.length, MULTIPLE, () -> g2
                ? Eip196Codec.encodeG2(Eip196Codec.decodeG2(in, subgroup), 0)
                : Eip196Codec.encodeG1(Eip196Codec.decodeG1(in), 0));
        verdict("eip196", in, out, in.length == f.pointBytes() ? Ref.decode(f, in, 0, subgroup && g2) : null, f.pointBytes());
    }

    /**
     * Eip2537Codec.decodeG1 / decodeG2. Selector: bit 0 G2, bit 1 the subgroup check. Oracle as
     * for EIP-196, with the 16 zero bytes of padding before each coordinate.
     */
    @FuzzTest(maxDuration = "10m")
    void eip2537(byte[] data) {
        int sel = data.length == 0 ? 0 : data[0];
        boolean g2 = (sel & 1) != 0, subgroup = (sel & 2) != 0;
        byte[] in = PrecompileCheck.rest(data);
        Ref.Format f = g2 ? Ref.BLS_G2 : Ref.BLS_G1;
        Allocation.Outcome<byte[]> out = Allocation.measure("eip2537 " + g2, in.length, MULTIPLE, () -> g2
                ? Eip2537Codec.encodeG2(Eip2537Codec.decodeG2(in, subgroup), 0)
                : Eip2537Codec.encodeG1(Eip2537Codec.decodeG1(in, subgroup), 0));
        verdict("eip2537", in, out, in.length == f.pointBytes() ? Ref.decode(f, in, 0, subgroup) : null, f.pointBytes());
    }

    /**
     * ZcashCodec.decodeG1 / decodeG2 (compressed or uncompressed by the length). Selector: bit 0
     * G2, bit 1 the subgroup check. Oracle: a BigInteger reader of zkcrypto's format (flags, then
     * x below p and, compressed, a square root of x^3 + b chosen by the sort flag; uncompressed, y
     * below p and on the curve; r times the point is infinity when asked) accepts exactly what the
     * codec accepts; an accepted encoding re-encodes to the same bytes in its own form, and its
     * other form decodes to the same point.
     */
    @FuzzTest(maxDuration = "10m")
    void zcash(byte[] data) {
        int sel = data.length == 0 ? 0 : data[0];
        boolean g2 = (sel & 1) != 0, subgroup = (sel & 2) != 0;
        byte[] in = PrecompileCheck.rest(data);
        int fp = 48, d = g2 ? 2 : 1;
        boolean compressed = in.length == d * fp;
        Allocation.Outcome<long[]> out = Allocation.measure("zcash " + g2, in.length, MULTIPLE,
                () -> g2 ? ZcashCodec.decodeG2(in, subgroup) : ZcashCodec.decodeG1(in, subgroup));
        BigInteger[][] ref = compressed || in.length == 2 * d * fp ? zcashRef(g2 ? RefCurves.BLS12_381_G2 : RefCurves.BLS12_381_G1, in, compressed, subgroup) : null;
        if (ref == null) {
            Expect.isTrue(!out.ok(), "zcash accepted what the reference rejects", in);
            Expect.rejected(out.error(), EncodingException.class, "zcash", in);
            Expect.isTrue((((EncodingException) out.error()).reason() == EncodingException.Reason.LENGTH)
                    == !(compressed || in.length == 2 * d * fp), "zcash: LENGTH is for the length only", in);
            return;
        }
        if (!out.ok()) {
            Expect.rejected(out.error(), EncodingException.class, "zcash", in);
            throw Expect.fail("zcash rejected what the reference accepts: " + out.error().getMessage(), in);
        }
        long[] p = out.value();
        byte[] same = g2 ? (compressed ? ZcashCodec.encodeG2Compressed(p, 0) : ZcashCodec.encodeG2Uncompressed(p, 0))
                : (compressed ? ZcashCodec.encodeG1Compressed(p, 0) : ZcashCodec.encodeG1Uncompressed(p, 0));
        Expect.equal(in, same, "zcash re-encoded", in);
        byte[] other = g2 ? (compressed ? ZcashCodec.encodeG2Uncompressed(p, 0) : ZcashCodec.encodeG2Compressed(p, 0))
                : (compressed ? ZcashCodec.encodeG1Uncompressed(p, 0) : ZcashCodec.encodeG1Compressed(p, 0));
        long[] q = g2 ? ZcashCodec.decodeG2(other, subgroup) : ZcashCodec.decodeG1(other, subgroup);
        Expect.isTrue(Arrays.equals(same, g2 ? (compressed ? ZcashCodec.encodeG2Compressed(q, 0) : ZcashCodec.encodeG2Uncompressed(q, 0))
                : (compressed ? ZcashCodec.encodeG1Compressed(q, 0) : ZcashCodec.encodeG1Uncompressed(q, 0))), "zcash: the other form is another point", in);
        Ref.Format f = g2 ? Ref.BLS_G2 : Ref.BLS_G1;
        byte[] eip = g2 ? Eip2537Codec.encodeG2(p, 0) : Eip2537Codec.encodeG1(p, 0);
        Expect.equal(Ref.encode(f, ref), eip, "zcash against the reference point", in);
    }

    /**
     * SnarkjsCodec.readPoints. Selector byte: bits 0-1 the group (bn254 G1, G2, BLS12-381 G1, G2);
     * then a signed count byte and a signed offset byte, then the bytes. Oracle: a negative count
     * or offset, or too few bytes, is an EncodingException (LENGTH); otherwise each element is read
     * by BigInteger as little-endian v below p, standing for v / 2^(8 n8) mod p, and the points are
     * checked on the curve: the codec accepts exactly when every element is below p and every point
     * is on the curve, and writePoint gives the same bytes back.
     */
    @FuzzTest(maxDuration = "10m")
    void snarkjs(byte[] data) {
        byte[] head = Arrays.copyOf(data, 3);
        int gi = head[0] & 3, count = head[1], off = head[2];
        byte[] in = data.length <= 3 ? new byte[0] : Arrays.copyOfRange(data, 3, data.length);
        GroupOps g = new GroupOps[] {Bn254G1.OPS, Bn254G2.OPS, Bls12381G1.OPS, Bls12381G2.OPS}[gi];
        RefCurve curve = new RefCurve[] {RefCurves.BN254_G1, RefCurves.BN254_G2, RefCurves.BLS12_381_G1, RefCurves.BLS12_381_G2}[gi];
        int n8 = gi < 2 ? 32 : 48, pointBytes = 2 * curve.degree() * n8;
        Allocation.Outcome<AffinePoints> out = Allocation.measure("snarkjs " + gi, in.length, MULTIPLE,
                () -> SnarkjsCodec.readPoints(g, in, off, count, true));
        if (count < 0 || off < 0 || (long) count * pointBytes > in.length - off) {
            Expect.isTrue(!out.ok(), "snarkjs read " + count + " points from offset " + off + " of " + in.length + " bytes", in);
            Expect.rejected(out.error(), EncodingException.class, "snarkjs", in);
            Expect.isTrue(((EncodingException) out.error()).reason() == EncodingException.Reason.LENGTH, "snarkjs: not LENGTH", in);
            return;
        }
        BigInteger rInv = BigInteger.ONE.shiftLeft(8 * n8).modInverse(curve.p());
        boolean valid = true;
        for (int i = 0; i < count && valid; i++) {
            BigInteger[] c = new BigInteger[2 * curve.degree()];
            for (int e = 0; e < c.length && valid; e++) {
                int at = off + i * pointBytes + e * n8;
                byte[] be = new byte[n8];
                for (int j = 0; j < n8; j++) {
                    be[j] = in[at + n8 - 1 - j];
                }
                BigInteger v = new BigInteger(1, be);
                valid = v.compareTo(curve.p()) < 0;
                c[e] = v.multiply(rInv).mod(curve.p());
            }
            valid = valid && curve.onCurve(curve.unflat(c));
        }
        if (!valid) {
            Expect.isTrue(!out.ok(), "snarkjs accepted what the reference rejects", in);
            Expect.rejected(out.error(), EncodingException.class, "snarkjs", in);
            return;
        }
        if (!out.ok()) {
            Expect.rejected(out.error(), EncodingException.class, "snarkjs", in);
            throw Expect.fail("snarkjs rejected what the reference accepts: " + out.error().getMessage(), in);
        }
        byte[] back = new byte[count * pointBytes];
        for (int i = 0; i < count; i++) {
            SnarkjsCodec.writePoint(g, out.value().data(), out.value().offset(i), back, i * pointBytes);
        }
        Expect.equal(Arrays.copyOfRange(in, off, off + count * pointBytes), back, "snarkjs written back", in);
    }

    private static void verdict(String what, byte[] in, Allocation.Outcome<byte[]> out, BigInteger[][] ref, int size) {
        if (ref == null) {
            Expect.isTrue(!out.ok(), what + " accepted what the reference rejects", in);
            Expect.rejected(out.error(), EncodingException.class, what, in);
            Expect.isTrue((((EncodingException) out.error()).reason() == EncodingException.Reason.LENGTH) == (in.length != size),
                    what + ": LENGTH is for the length only, got " + ((EncodingException) out.error()).reason(), in);
            return;
        }
        if (!out.ok()) {
            Expect.rejected(out.error(), EncodingException.class, what, in);
            throw Expect.fail(what + " rejected what the reference accepts: " + out.error().getMessage(), in);
        }
        Expect.equal(in, out.value(), what + " re-encoded", in);
    }

    /** zkcrypto's format read with BigInteger; null when rejected, Ref.INFINITY for infinity. */
    private static BigInteger[][] zcashRef(RefCurve curve, byte[] in, boolean compressed, boolean subgroup) {
        int flags = in[0] & 0xE0;
        boolean c = (flags & 0x80) != 0, inf = (flags & 0x40) != 0, sort = (flags & 0x20) != 0;
        if (c != compressed || (!compressed && sort)) {
            return null;
        }
        byte[] b = in.clone();
        b[0] &= 0x1F;
        if (inf) {
            if (sort) {
                return null;
            }
            for (byte x : b) {
                if (x != 0) {
                    return null;
                }
            }
            return Ref.INFINITY;
        }
        int d = curve.degree();
        RefField field = curve.field();
        BigInteger p = curve.p();
        BigInteger[] x = new BigInteger[d];
        for (int i = 0; i < d; i++) {
            // c1 first for Fp2
            BigInteger v = new BigInteger(1, Arrays.copyOfRange(b, 48 * i, 48 * i + 48));
            if (v.compareTo(p) >= 0) {
                return null;
            }
            x[d - 1 - i] = v;
        }
        BigInteger[] y;
        if (compressed) {
            BigInteger[] rhs = field.add(field.mul(field.mul(x, x), x), curve.b());
            y = field.sqrt(rhs);
            if (y == null) {
                return null;
            }
            if (largest(y, p) != sort) {
                y = field.neg(y);
            }
        } else {
            y = new BigInteger[d];
            for (int i = 0; i < d; i++) {
                BigInteger v = new BigInteger(1, Arrays.copyOfRange(b, 48 * (d + i), 48 * (d + i) + 48));
                if (v.compareTo(p) >= 0) {
                    return null;
                }
                y[d - 1 - i] = v;
            }
        }
        BigInteger[][] pt = {x, y};
        if (!curve.onCurve(pt)) {
            return null;
        }
        if (subgroup && curve.mul(pt, curve.order()) != null) {
            return null;
        }
        return pt;
    }

    /** zkcrypto's order: the last non-zero component (c1, then c0) above (p - 1) / 2. */
    private static boolean largest(BigInteger[] y, BigInteger p) {
        BigInteger half = p.subtract(BigInteger.ONE).shiftRight(1);
        for (int i = y.length - 1; i >= 0; i--) {
            if (y[i].signum() != 0 || i == 0) {
                return y[i].compareTo(half) > 0;
            }
        }
        return false;
    }
}
