package dev.pippin.pairing;

import java.math.BigInteger;

/** Non-adjacent forms of the curve parameters the loops and exponentiations walk. */
final class Naf {
    private Naf() {}

    /** The NAF digits (-1, 0, 1) of v > 0, least significant first; the last digit is 1. */
    static byte[] of(BigInteger v) {
        if (v.signum() <= 0) {
            throw new IllegalArgumentException("a NAF is taken of a positive integer, got " + v);
        }
        byte[] d = new byte[v.bitLength() + 1];
        int n = 0;
        while (v.signum() > 0) {
            if (v.testBit(0)) {
                int z = 2 - (v.intValue() & 3);
                d[n] = (byte) z;
                v = v.subtract(BigInteger.valueOf(z));
            }
            v = v.shiftRight(1);
            n++;
        }
        return java.util.Arrays.copyOf(d, n);
    }

    /**
     * The width-w NAF digits of v > 0 (odd digits in (-2^(w-1), 2^(w-1)), any two non-zero digits
     * at least w positions apart), least significant first; the last digit is positive.
     */
    static byte[] wnaf(BigInteger v, int w) {
        if (v.signum() <= 0 || w < 2 || w > 7) {
            throw new IllegalArgumentException("a width-" + w + " NAF is taken of a positive integer, got " + v);
        }
        byte[] d = new byte[v.bitLength() + 1];
        BigInteger mod = BigInteger.ONE.shiftLeft(w);
        int n = 0;
        while (v.signum() > 0) {
            if (v.testBit(0)) {
                int z = v.mod(mod).intValue();
                if (z >= 1 << (w - 1)) {
                    z -= 1 << w;
                }
                d[n] = (byte) z;
                v = v.subtract(BigInteger.valueOf(z));
            }
            v = v.shiftRight(1);
            n++;
        }
        return java.util.Arrays.copyOf(d, n);
    }

    /** The binary digits of v > 0, least significant first. */
    static byte[] binary(BigInteger v) {
        byte[] d = new byte[v.bitLength()];
        for (int i = 0; i < d.length; i++) {
            d[i] = (byte) (v.testBit(i) ? 1 : 0);
        }
        return d;
    }
}
