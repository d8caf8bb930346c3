package dev.pippin.curve.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The batch ZCash decoders against the single ones: a mix of points in and out of the subgroup,
 * infinity, the other root, and every kind of bad encoding (length, missing, flags, padding,
 * x >= p, x without a y, and for G2 an x whose x^3 + b has c1 = 0), in batches of several
 * sizes; decoded where the single decoder decodes (the same point), refused where it throws.
 * The batch's exponentiations run on BigInteger's modPow, not the field's.
 */
class ZcashBatchDecodeTest {
    static final BigInteger P = Bls12381Fp.MODULUS, E = P.subtract(BigInteger.valueOf(3)).shiftRight(2);
    static final int F = Bls12381Fp.LIMBS;

    static final Bls12381Progenitors MOD_POW = (r, ro, a, ao, count) -> {
        for (int i = 0; i < count; i++) {
            Bls12381Fp.fromBigInteger(r, ro + i * F, Bls12381Fp.toBigInteger(a, ao + i * F).modPow(E, P));
        }
    };

    static byte[] flip(byte[] b, int at, int bits) {
        byte[] c = b.clone();
        c[at] ^= (byte) bits;
        return c;
    }

    static List<byte[]> g1Cases(Random rnd) {
        List<byte[]> c = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            byte[] e = ZcashCodec.encodeG1Compressed(CodecTest.randomPoint(Bls12381G1.OPS), 0);
            c.add(e);
            c.add(flip(e, 0, 0x20));                                    // the other root
        }
        c.add(ZcashCodec.encodeG1Compressed(CodecTest.offSubgroupPoint(Bls12381G1.OPS), 0));
        byte[] inf = new byte[48];
        inf[0] = (byte) 0xc0;
        c.add(inf);
        c.add(flip(inf, 47, 1));                                        // padding
        c.add(flip(c.get(0), 0, 0x80));                                 // no compression flag
        c.add(new byte[47]);
        c.add(null);
        byte[] big = P.toByteArray();                                   // x = p
        byte[] x = new byte[48];
        System.arraycopy(big, big.length - 48, x, 0, 48);
        x[0] |= (byte) 0x80;
        c.add(x);
        for (int v = 1, found = 0; found < 3; v++) {                    // x with no y
            byte[] e = new byte[48];
            e[0] = (byte) 0x80;
            e[47] = (byte) v;
            if (!decodes(() -> ZcashCodec.decodeG1Compressed(e, 0, new long[Bls12381G1.AFFINE], 0, false))) {
                c.add(e);
                found++;
            }
        }
        java.util.Collections.shuffle(c, rnd);
        return c;
    }

    static List<byte[]> g2Cases(Random rnd) {
        List<byte[]> c = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            byte[] e = ZcashCodec.encodeG2Compressed(CodecTest.randomPoint(Bls12381G2.OPS), 0);
            c.add(e);
            c.add(flip(e, 0, 0x20));
        }
        c.add(ZcashCodec.encodeG2Compressed(CodecTest.offSubgroupPoint(Bls12381G2.OPS), 0));
        byte[] inf = new byte[96];
        inf[0] = (byte) 0xc0;
        c.add(inf);
        c.add(flip(inf, 95, 1));
        c.add(flip(c.get(0), 0, 0x80));
        c.add(new byte[95]);
        c.add(null);
        // x with c1 = 0 and small c0: x^3 + 4(1 + u) has c1 = 4, a root from both exponentiations;
        // and the scan finds x with no y
        for (int v = 1, found = 0; found < 3; v++) {
            byte[] e = new byte[96];
            e[0] = (byte) 0x80;
            e[95] = (byte) v;
            boolean ok = decodes(() -> ZcashCodec.decodeG2Compressed(e, 0, new long[Bls12381G2.AFFINE], 0, false));
            c.add(e);
            found += ok ? 0 : 1;
        }
        java.util.Collections.shuffle(c, rnd);
        return c;
    }

    static boolean decodes(Runnable r) {
        try {
            r.run();
            return true;
        } catch (EncodingException e) {
            return false;
        }
    }

    @Test
    void g1BatchIsTheSingleDecoder() {
        Random rnd = new Random(481);
        List<byte[]> cases = g1Cases(rnd);
        for (int size : new int[] {1, 2, 5, cases.size()}) {
            for (Bls12381Progenitors pow : List.of(MOD_POW, Bls12381Progenitors.SCALAR)) {
                check(cases.subList(0, size).toArray(new byte[0][]), Bls12381G1.AFFINE, pow, true);
            }
        }
    }

    @Test
    void g2BatchIsTheSingleDecoder() {
        Random rnd = new Random(482);
        List<byte[]> cases = g2Cases(rnd);
        for (int size : new int[] {1, 2, 5, cases.size()}) {
            for (Bls12381Progenitors pow : List.of(MOD_POW, Bls12381Progenitors.SCALAR)) {
                check(cases.subList(0, size).toArray(new byte[0][]), Bls12381G2.AFFINE, pow, false);
            }
        }
    }

    @Test
    void spansThatDoNotFitAreRefused() {
        byte[][] two = {new byte[48], new byte[48]};
        long[] r = new long[2 * Bls12381G1.AFFINE];
        Class<IndexOutOfBoundsException> oob = IndexOutOfBoundsException.class;
        org.junit.jupiter.api.Assertions.assertThrows(oob, () -> ZcashCodec.decodeG1CompressedBatch(two, 1, 2, r, 0, new boolean[2], MOD_POW));
        org.junit.jupiter.api.Assertions.assertThrows(oob, () -> ZcashCodec.decodeG1CompressedBatch(two, 0, 2, r, 1, new boolean[2], MOD_POW));
        org.junit.jupiter.api.Assertions.assertThrows(oob, () -> ZcashCodec.decodeG1CompressedBatch(two, 0, 2, r, 0, new boolean[1], MOD_POW));
        org.junit.jupiter.api.Assertions.assertThrows(oob, () -> ZcashCodec.decodeG2CompressedBatch(two, 0, -1, r, 0, new boolean[2], MOD_POW));
        org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class,
                () -> ZcashCodec.decodeG2CompressedBatch(two, 0, 1, new long[Bls12381G2.AFFINE], 0, new boolean[1], null));
        ZcashCodec.decodeG1CompressedBatch(two, 2, 0, r, 0, new boolean[0], MOD_POW);     // an empty batch is fine
        org.junit.jupiter.api.Assertions.assertThrows(oob,
                () -> dev.pippin.curve.hash.Bls12381HashToCurve.mapToCurveG2(new long[1], 0, new long[4 * F], 0, 2, MOD_POW));
        org.junit.jupiter.api.Assertions.assertThrows(oob,
                () -> dev.pippin.curve.hash.Bls12381HashToCurve.mapToCurveG2(new long[8 * F], 0, new long[2 * F], 0, 2, MOD_POW));
    }

    static void check(byte[][] src, int aff, Bls12381Progenitors pow, boolean g1) {
        int n = src.length;
        long[] r = new long[(n + 1) * aff];
        boolean[] ok = new boolean[n];
        byte[][] padded = new byte[n + 1][];
        System.arraycopy(src, 0, padded, 1, n);
        if (g1) {
            ZcashCodec.decodeG1CompressedBatch(padded, 1, n, r, aff, ok, pow);
        } else {
            ZcashCodec.decodeG2CompressedBatch(padded, 1, n, r, aff, ok, pow);
        }
        int decoded = 0;
        for (int i = 0; i < n; i++) {
            long[] single = new long[aff];
            byte[] e = src[i];
            boolean want = e != null && decodes(() -> {
                if (g1) {
                    ZcashCodec.decodeG1Compressed(e, 0, single, 0, false);
                } else {
                    ZcashCodec.decodeG2Compressed(e, 0, single, 0, false);
                }
            }) && e.length == (g1 ? 48 : 96);
            assertEquals(want, ok[i], "case " + i + " of " + n);
            if (want) {
                decoded++;
                long[] got = java.util.Arrays.copyOfRange(r, (i + 1) * aff, (i + 2) * aff);
                assertArrayEquals(canonical(single, g1), canonical(got, g1), "point " + i);
            }
        }
        if (n > 5) {
            org.junit.jupiter.api.Assertions.assertTrue(decoded > 5 && decoded < n, "a mix: " + decoded + " of " + n);
        }
    }

    static BigInteger[] canonical(long[] a, boolean g1) {
        int k = a.length / F;
        BigInteger[] v = new BigInteger[k];
        for (int j = 0; j < k; j++) {
            v[j] = Bls12381Fp.toBigInteger(a, j * F);
        }
        return v;
    }
}
