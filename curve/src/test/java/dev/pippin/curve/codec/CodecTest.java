package dev.pippin.curve.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.curve.codec.EncodingException.Reason;
import dev.pippin.testkit.Canonical;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Round trips of every codec and each malformed form, with the reason the decoder must give. */
class CodecTest {
    private static final Random RND = new Random(41);
    static final BigInteger BN_P = new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16);
    static final BigInteger BLS_P = new BigInteger("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab", 16);

    /** k G for a random k. */
    static long[] randomPoint(GroupOps g) {
        long[] gen = new long[g.affine()], r = new long[g.affine()];
        g.generator(gen, 0);
        g.scalarMul(r, 0, gen, 0, ScalarLimbs.limbs(new BigInteger(250, RND), 4), 0);
        return r;
    }

    /** A point on the curve outside the subgroup: x = 0, 1, 2, ... until x^3 + b is a square (found by the codec tests' own search). */
    static long[] offSubgroupPoint(GroupOps g) {
        for (int x = 1; ; x++) {
            long[] a = new long[g.affine()];
            BigInteger[] c = new BigInteger[g.affine() / (g.name().startsWith("bn") ? 4 : 6)];
            Arrays.fill(c, BigInteger.ZERO);
            c[0] = BigInteger.valueOf(x);
            g.setAffine(a, 0, c);
            long[] y = solveY(g, a);
            if (y != null && !g.isInSubgroup(y, 0)) {
                return y;
            }
        }
    }

    private static long[] solveY(GroupOps g, long[] a) {
        // Use the ZCash compressed decoder (no subgroup check) to solve for y: it is tested on its own vectors.
        if (g == Bls12381G1.OPS) {
            byte[] b = ZcashCodec.encodeG1Uncompressed(a, 0);
            byte[] c = Arrays.copyOf(b, 48);
            c[0] |= (byte) 0x80;
            try {
                return ZcashCodec.decodeG1(c, false);
            } catch (EncodingException e) {
                return null;
            }
        }
        if (g == Bls12381G2.OPS) {
            byte[] b = ZcashCodec.encodeG2Uncompressed(a, 0);
            byte[] c = Arrays.copyOf(b, 96);
            c[0] |= (byte) 0x80;
            try {
                return ZcashCodec.decodeG2(c, false);
            } catch (EncodingException e) {
                return null;
            }
        }
        throw new IllegalArgumentException(g.name());
    }

    static void assertReason(Reason want, Executable e) {
        EncodingException ex = assertThrows(EncodingException.class, e);
        assertEquals(want, ex.reason(), ex.getMessage());
    }

    private static byte[] flip(byte[] b, int i, int mask) {
        byte[] c = b.clone();
        c[i] ^= (byte) mask;
        return c;
    }

    private static byte[] withValue(byte[] b, int off, int len, BigInteger v) {
        byte[] c = b.clone();
        byte[] be = v.toByteArray();
        Arrays.fill(c, off, off + len, (byte) 0);
        int n = Math.min(be.length, len);
        System.arraycopy(be, be.length - n, c, off + len - n, n);
        return c;
    }

    @Test
    void eip196() {
        long[] p = randomPoint(Bn254G1.OPS);
        byte[] e = Eip196Codec.encodeG1(p, 0);
        Canonical.assertSame(p, Eip196Codec.decodeG1(e));
        assertArrayEquals(new byte[64], Eip196Codec.encodeG1(new long[Bn254G1.AFFINE], 0));
        Canonical.assertSame(new long[Bn254G1.AFFINE], Eip196Codec.decodeG1(new byte[64]));
        // generator is (1, 2)
        byte[] gen = new byte[64];
        gen[31] = 1;
        gen[63] = 2;
        long[] g = new long[Bn254G1.AFFINE];
        Bn254G1.generator(g, 0);
        Canonical.assertSame(g, Eip196Codec.decodeG1(gen));

        assertReason(Reason.LENGTH, () -> Eip196Codec.decodeG1(new byte[63]));
        assertReason(Reason.NOT_CANONICAL, () -> Eip196Codec.decodeG1(withValue(e, 0, 32, BN_P)));
        assertReason(Reason.NOT_CANONICAL, () -> Eip196Codec.decodeG1(withValue(e, 32, 32, BN_P.add(BigInteger.TWO))));
        assertReason(Reason.NOT_ON_CURVE, () -> Eip196Codec.decodeG1(flip(e, 63, 1)));
        // y = p - 2 with x = 1 would be (1, -2): on the curve, but x = p + 1 is not reduced to 1
        assertReason(Reason.NOT_CANONICAL, () -> Eip196Codec.decodeG1(withValue(gen, 0, 32, BN_P.add(BigInteger.ONE))));

        long[] q = randomPoint(Bn254G2.OPS);
        byte[] e2 = Eip196Codec.encodeG2(q, 0);
        Canonical.assertSame(q, Eip196Codec.decodeG2(e2, true));
        BigInteger[] c = Bn254G2.toBigIntegers(q, 0); // x0, x1, y0, y1; the encoding starts with x1 (imaginary)
        assertEquals(c[1], new BigInteger(1, Arrays.copyOfRange(e2, 0, 32)));
        assertEquals(c[0], new BigInteger(1, Arrays.copyOfRange(e2, 32, 64)));
        assertReason(Reason.LENGTH, () -> Eip196Codec.decodeG2(new byte[129], true));
        assertReason(Reason.NOT_CANONICAL, () -> Eip196Codec.decodeG2(withValue(e2, 96, 32, BN_P), true));
        assertReason(Reason.NOT_ON_CURVE, () -> Eip196Codec.decodeG2(flip(e2, 127, 1), true));
        long[] off = new long[Bn254G2.AFFINE];
        // a twist point outside G2: multiply the generator's x by nothing; search x = 1, 2, ... with the field's sqrt
        off = offSubgroupBn254G2();
        byte[] offEnc = Eip196Codec.encodeG2(off, 0);
        assertReason(Reason.NOT_IN_SUBGROUP, () -> Eip196Codec.decodeG2(offEnc, true));
        Canonical.assertSame(off, Eip196Codec.decodeG2(offEnc, false));
    }

    static long[] offSubgroupBn254G2() {
        for (int x = 1; ; x++) {
            long[] a = new long[Bn254G2.AFFINE];
            long[] s = new long[dev.pippin.field.Bn254Fp2.SCRATCH];
            Bn254G2.setAffine(a, 0, BigInteger.valueOf(x), BigInteger.ONE, BigInteger.ZERO, BigInteger.ZERO);
            long[] rhs = new long[dev.pippin.field.Bn254Fp2.LIMBS], b = new long[dev.pippin.field.Bn254Fp2.LIMBS];
            dev.pippin.field.Bn254Fp2.sqr(rhs, 0, a, 0, s);
            dev.pippin.field.Bn254Fp2.mul(rhs, 0, rhs, 0, a, 0, s);
            // b' = y^2 - x^3 of the generator
            long[] gen = new long[Bn254G2.AFFINE];
            Bn254G2.generator(gen, 0);
            dev.pippin.field.Bn254Fp2.sqr(b, 0, gen, dev.pippin.field.Bn254Fp2.LIMBS, s);
            long[] gx3 = new long[dev.pippin.field.Bn254Fp2.LIMBS];
            dev.pippin.field.Bn254Fp2.sqr(gx3, 0, gen, 0, s);
            dev.pippin.field.Bn254Fp2.mul(gx3, 0, gx3, 0, gen, 0, s);
            dev.pippin.field.Bn254Fp2.sub(b, 0, b, 0, gx3, 0);
            dev.pippin.field.Bn254Fp2.add(rhs, 0, rhs, 0, b, 0);
            if (dev.pippin.field.Bn254Fp2.sqrt(a, dev.pippin.field.Bn254Fp2.LIMBS, rhs, 0) && !Bn254G2.isInSubgroup(a, 0)) {
                return a;
            }
        }
    }

    @Test
    void eip2537() {
        long[] p = randomPoint(Bls12381G1.OPS);
        byte[] e = Eip2537Codec.encodeG1(p, 0);
        Canonical.assertSame(p, Eip2537Codec.decodeG1(e, true));
        Canonical.assertSame(new long[Bls12381G1.AFFINE], Eip2537Codec.decodeG1(new byte[128], true));
        assertReason(Reason.LENGTH, () -> Eip2537Codec.decodeG1(new byte[127], true));
        assertReason(Reason.PADDING, () -> Eip2537Codec.decodeG1(flip(e, 3, 0x10), true));
        assertReason(Reason.PADDING, () -> Eip2537Codec.decodeG1(flip(e, 64 + 15, 1), true));
        assertReason(Reason.NOT_CANONICAL, () -> Eip2537Codec.decodeG1(withValue(e, 64 + 16, 48, BLS_P), true));
        assertReason(Reason.NOT_ON_CURVE, () -> Eip2537Codec.decodeG1(flip(e, 127, 1), true));
        long[] off = offSubgroupPoint(Bls12381G1.OPS);
        byte[] offEnc = Eip2537Codec.encodeG1(off, 0);
        assertReason(Reason.NOT_IN_SUBGROUP, () -> Eip2537Codec.decodeG1(offEnc, true));
        Canonical.assertSame(off, Eip2537Codec.decodeG1(offEnc, false));

        long[] q = randomPoint(Bls12381G2.OPS);
        byte[] e2 = Eip2537Codec.encodeG2(q, 0);
        Canonical.assertSame(q, Eip2537Codec.decodeG2(e2, true));
        BigInteger[] c = Bls12381G2.toBigIntegers(q, 0);
        assertEquals(c[0], new BigInteger(1, Arrays.copyOfRange(e2, 16, 64)), "c0 first");
        assertReason(Reason.LENGTH, () -> Eip2537Codec.decodeG2(new byte[255], true));
        assertReason(Reason.PADDING, () -> Eip2537Codec.decodeG2(flip(e2, 192, 1), true));
        assertReason(Reason.NOT_CANONICAL, () -> Eip2537Codec.decodeG2(withValue(e2, 64 + 16, 48, BLS_P), true));
        assertReason(Reason.NOT_ON_CURVE, () -> Eip2537Codec.decodeG2(flip(e2, 255, 1), true));
        long[] off2 = offSubgroupPoint(Bls12381G2.OPS);
        byte[] off2Enc = Eip2537Codec.encodeG2(off2, 0);
        assertReason(Reason.NOT_IN_SUBGROUP, () -> Eip2537Codec.decodeG2(off2Enc, true));
        Canonical.assertSame(off2, Eip2537Codec.decodeG2(off2Enc, false));
    }

    @Test
    void zcashFlagsAndMalformedForms() {
        long[] p = randomPoint(Bls12381G1.OPS);
        byte[] u = ZcashCodec.encodeG1Uncompressed(p, 0), c = ZcashCodec.encodeG1Compressed(p, 0);
        Canonical.assertSame(p, ZcashCodec.decodeG1(u, true));
        Canonical.assertSame(p, ZcashCodec.decodeG1(c, true));
        assertReason(Reason.LENGTH, () -> ZcashCodec.decodeG1(new byte[47], true));
        assertReason(Reason.FLAGS, () -> ZcashCodec.decodeG1(flip(u, 0, 0x80), true)); // compressed bit on 96 bytes
        assertReason(Reason.FLAGS, () -> ZcashCodec.decodeG1(flip(u, 0, 0x20), true)); // sort bit uncompressed
        assertReason(Reason.FLAGS, () -> ZcashCodec.decodeG1(flip(c, 0, 0x80), true)); // compressed bit missing
        byte[] inf = new byte[48];
        inf[0] = (byte) 0xc0;
        Canonical.assertSame(new long[Bls12381G1.AFFINE], ZcashCodec.decodeG1(inf, true));
        assertReason(Reason.FLAGS, () -> ZcashCodec.decodeG1(flip(inf, 0, 0x20), true));
        assertReason(Reason.PADDING, () -> ZcashCodec.decodeG1(flip(inf, 47, 1), true));
        byte[] infU = new byte[96];
        infU[0] = 0x40;
        Canonical.assertSame(new long[Bls12381G1.AFFINE], ZcashCodec.decodeG1(infU, true));
        assertReason(Reason.PADDING, () -> ZcashCodec.decodeG1(flip(infU, 95, 1), true));
        // all zero without the infinity flag is the point (0, 0), on neither curve (zkcrypto rejects it)
        assertReason(Reason.NOT_ON_CURVE, () -> ZcashCodec.decodeG1(new byte[96], false));
        assertReason(Reason.NOT_ON_CURVE, () -> ZcashCodec.decodeG2(new byte[192], false));
        // the sort bit picks the other root: -P
        long[] neg = new long[Bls12381G1.AFFINE];
        Bls12381G1.negateAffine(neg, 0, p, 0);
        Canonical.assertSame(neg, ZcashCodec.decodeG1(flip(c, 0, 0x20), true));
        // x >= p (with the flag bits masked off)
        byte[] big = withValue(c, 0, 48, BLS_P);
        big[0] |= (byte) 0x80;
        assertReason(Reason.NOT_CANONICAL, () -> ZcashCodec.decodeG1(big, true));
        assertReason(Reason.NOT_ON_CURVE, () -> ZcashCodec.decodeG1(flip(u, 95, 1), true));
        // an x with no y: scan x = 1, 2, ... for a non-square x^3 + 4
        byte[] noY = new byte[48];
        noY[0] = (byte) 0x80;
        for (int x = 1; ; x++) {
            noY[47] = (byte) x;
            try {
                ZcashCodec.decodeG1(noY, false);
            } catch (EncodingException ex) {
                assertEquals(Reason.NOT_ON_CURVE, ex.reason());
                break;
            }
        }
        long[] off = offSubgroupPoint(Bls12381G1.OPS);
        assertReason(Reason.NOT_IN_SUBGROUP, () -> ZcashCodec.decodeG1(ZcashCodec.encodeG1Compressed(off, 0), true));

        long[] q = randomPoint(Bls12381G2.OPS);
        byte[] u2 = ZcashCodec.encodeG2Uncompressed(q, 0), c2 = ZcashCodec.encodeG2Compressed(q, 0);
        Canonical.assertSame(q, ZcashCodec.decodeG2(u2, true));
        Canonical.assertSame(q, ZcashCodec.decodeG2(c2, true));
        assertReason(Reason.LENGTH, () -> ZcashCodec.decodeG2(new byte[97], true));
        assertReason(Reason.FLAGS, () -> ZcashCodec.decodeG2(flip(c2, 0, 0x80), true));
        long[] off2 = offSubgroupPoint(Bls12381G2.OPS);
        assertReason(Reason.NOT_IN_SUBGROUP, () -> ZcashCodec.decodeG2(ZcashCodec.encodeG2Uncompressed(off2, 0), true));
        Canonical.assertSame(off2, ZcashCodec.decodeG2(ZcashCodec.encodeG2Compressed(off2, 0), false));
    }

    @Test
    void snarkjsRawMontgomeryLayout() {
        // a negative count or offset is a length error, like too few bytes
        assertReason(Reason.LENGTH, () -> SnarkjsCodec.readPoints(Bn254G1.OPS, new byte[64], 0, -1, true));
        assertReason(Reason.LENGTH, () -> SnarkjsCodec.readPoints(Bn254G1.OPS, new byte[64], -1, 1, true));
        for (GroupOps g : new GroupOps[] {Bn254G1.OPS, Bn254G2.OPS, Bls12381G1.OPS, Bls12381G2.OPS}) {
            long[] p = randomPoint(g);
            byte[] raw = new byte[2 * SnarkjsCodec.pointBytes(g)];
            SnarkjsCodec.writePoint(g, p, 0, raw, SnarkjsCodec.pointBytes(g)); // point 0 stays zero: infinity
            var pts = SnarkjsCodec.readPoints(g, raw, 0, 2, true);
            org.junit.jupiter.api.Assertions.assertTrue(pts.isInfinity(0));
            long[] back = new long[g.affine()];
            pts.get(1, back, 0);
            Canonical.assertSame(p, back);
            // The layout is Montgomery form little-endian: x's first 8 bytes are the low word of x R mod p.
            int limbs = g.name().startsWith("bn") ? 4 : 6;
            BigInteger rMont = BigInteger.ONE.shiftLeft(64 * limbs);
            BigInteger p0 = limbs == 4 ? BN_P : BLS_P;
            BigInteger x0 = g.toBigIntegers(p, 0)[0].multiply(rMont).mod(p0);
            byte[] le = Arrays.copyOfRange(raw, SnarkjsCodec.pointBytes(g), SnarkjsCodec.pointBytes(g) + 8 * limbs);
            byte[] be = new byte[le.length];
            for (int i = 0; i < le.length; i++) {
                be[i] = le[le.length - 1 - i];
            }
            assertEquals(x0, new BigInteger(1, be));
            // a word >= p and an off-curve point are rejected
            byte[] bad = raw.clone();
            Arrays.fill(bad, 0, 8 * limbs, (byte) 0xFF);
            assertReason(Reason.NOT_CANONICAL, () -> SnarkjsCodec.readPoints(g, bad, 0, 2, false));
            byte[] bad2 = raw.clone();
            bad2[SnarkjsCodec.pointBytes(g) + 8 * limbs] ^= 1;
            assertReason(Reason.NOT_ON_CURVE, () -> SnarkjsCodec.readPoints(g, bad2, 0, 2, true));
            assertReason(Reason.LENGTH, () -> SnarkjsCodec.readPoints(g, raw, 1, 2, true));
        }
    }
}
