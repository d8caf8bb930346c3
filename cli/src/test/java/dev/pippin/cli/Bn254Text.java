package dev.pippin.cli;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.HexFormat;

/** Textbook bn254 G1 affine arithmetic on BigInteger and EIP-196 bytes, for expected values. */
final class Bn254Text {
    private Bn254Text() {}

    static final BigInteger P = new BigInteger("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16);
    static final BigInteger[] G = {BigInteger.ONE, BigInteger.TWO};

    static BigInteger[] dbl(BigInteger[] a) {
        BigInteger l = a[0].pow(2).multiply(BigInteger.valueOf(3)).multiply(a[1].shiftLeft(1).modInverse(P)).mod(P);
        BigInteger x = l.pow(2).subtract(a[0].shiftLeft(1)).mod(P);
        return new BigInteger[] {x, l.multiply(a[0].subtract(x)).subtract(a[1]).mod(P)};
    }

    static byte[] be(BigInteger v) {
        byte[] raw = v.toByteArray(), out = new byte[32];
        int len = Math.min(raw.length, 32);
        System.arraycopy(raw, raw.length - len, out, 32 - len, len);
        return out;
    }

    static byte[] point(BigInteger[] a) {
        return concat(be(a[0]), be(a[1]));
    }

    static String hex(BigInteger[] a) {
        return HexFormat.of().formatHex(point(a));
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (byte[] x : parts) {
            b.writeBytes(x);
        }
        return b.toByteArray();
    }
}
