package dev.pippin.kzg;

import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A textbook reference for the tests, in BigInteger and sharing no code with the module: the
 * scalar field, the specs' bit-reversed domain of 4096 roots of unity (from the primitive root 7),
 * blobs as evaluations over it, their evaluation at any point, and G1 points in the 48-byte
 * compressed encoding (testkit's reference curve).
 */
final class RefKzg {
    private RefKzg() {}

    static final BigInteger R = RefCurves.BLS12_381_R;
    static final BigInteger P = RefCurves.BLS12_381_P;
    static final RefCurve G1 = RefCurves.BLS12_381_G1;
    static final int N = 4096;

    /** roots_of_unity_brp: ω^brp(i), ω = 7^((r - 1) / 4096), brp the 12-bit reversal. */
    static final BigInteger[] ROOTS_BRP = new BigInteger[N];

    static {
        BigInteger w = BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(N)), R);
        if (w.modPow(BigInteger.valueOf(N / 2), R).equals(BigInteger.ONE)) {
            throw new AssertionError("7^((r-1)/4096) is not a primitive 4096th root of unity");
        }
        BigInteger x = BigInteger.ONE;
        for (int i = 0; i < N; i++) {
            ROOTS_BRP[Integer.reverse(i) >>> (32 - 12)] = x;
            x = x.multiply(w).mod(R);
        }
    }

    /** A value as 32 big-endian bytes (0 <= v < 2^256). */
    static byte[] fe(BigInteger v) {
        byte[] r = new byte[32];
        byte[] b = v.toByteArray();
        int n = Math.min(b.length, 32);
        if (b.length > 33 || (b.length == 33 && b[0] != 0) || v.signum() < 0) {
            throw new IllegalArgumentException("not a 256-bit value: " + v);
        }
        System.arraycopy(b, b.length - n, r, 32 - n, n);
        return r;
    }

    static BigInteger fe(byte[] b, int off) {
        return new BigInteger(1, Arrays.copyOfRange(b, off, off + 32));
    }

    static byte[] blob(BigInteger[] evals) {
        byte[] b = new byte[N * 32];
        for (int i = 0; i < N; i++) {
            System.arraycopy(fe(evals[i]), 0, b, 32 * i, 32);
        }
        return b;
    }

    static BigInteger[] elements(byte[] blob) {
        BigInteger[] e = new BigInteger[N];
        for (int i = 0; i < N; i++) {
            e[i] = fe(blob, 32 * i);
        }
        return e;
    }

    /** The polynomial of degree below 4096 through (ROOTS_BRP[i], evals[i]), at z: barycentric. */
    static BigInteger evaluate(BigInteger[] evals, BigInteger z) {
        for (int i = 0; i < N; i++) {
            if (ROOTS_BRP[i].equals(z)) {
                return evals[i];
            }
        }
        // p(z) = (z^N - 1) / N * sum_i evals[i] ω_i / (z - ω_i)
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < N; i++) {
            BigInteger term = evals[i].multiply(ROOTS_BRP[i]).mod(R)
                    .multiply(z.subtract(ROOTS_BRP[i]).mod(R).modInverse(R));
            sum = sum.add(term).mod(R);
        }
        BigInteger factor = z.modPow(BigInteger.valueOf(N), R).subtract(BigInteger.ONE)
                .multiply(BigInteger.valueOf(N).modInverse(R)).mod(R);
        return sum.multiply(factor).mod(R);
    }

    /** sum_i coefficients[i] x^i mod r (Horner). */
    static BigInteger horner(BigInteger[] coefficients, BigInteger x) {
        BigInteger acc = BigInteger.ZERO;
        for (int i = coefficients.length - 1; i >= 0; i--) {
            acc = acc.multiply(x).add(coefficients[i]).mod(R);
        }
        return acc;
    }

    static BigInteger random(SplittableRandom rnd) {
        byte[] b = new byte[40];
        rnd.nextBytes(b);
        return new BigInteger(1, b).mod(R);
    }

    // ------------------------------------------------------------------ G1, compressed

    /** The 48-byte compressed encoding: x with 0x80, 0x20 when y > (p - 1) / 2; infinity 0xc0. */
    static byte[] compress(BigInteger[][] pt) {
        byte[] r = new byte[48];
        if (pt == null) {
            r[0] = (byte) 0xc0;
            return r;
        }
        byte[] x = pt[0][0].toByteArray();
        int n = Math.min(x.length, 48);
        System.arraycopy(x, x.length - n, r, 48 - n, n);
        r[0] |= (byte) 0x80;
        if (pt[1][0].compareTo(P.subtract(pt[1][0])) > 0) {
            r[0] |= 0x20;
        }
        return r;
    }

    /** A compressed point back (valid encodings only: the tests decode what they encoded or the library produced). */
    static BigInteger[][] decompress(byte[] b) {
        if ((b[0] & 0x40) != 0) {
            return null;
        }
        byte[] xb = b.clone();
        xb[0] &= 0x1f;
        BigInteger x = new BigInteger(1, xb);
        BigInteger y = RefCurves.BLS12_381_FP.sqrt(new BigInteger[] {x.pow(3).add(BigInteger.valueOf(4)).mod(P)})[0];
        boolean larger = y.compareTo(P.subtract(y)) > 0;
        if (larger != ((b[0] & 0x20) != 0)) {
            y = P.subtract(y);
        }
        return new BigInteger[][] {{x}, {y}};
    }

    /** [k] G, compressed. */
    static byte[] multipleOfGenerator(BigInteger k) {
        return compress(G1.mul(G1.generator(), k.mod(R)));
    }

    /** The point plus the generator, compressed: another valid point of the subgroup. */
    static byte[] plusGenerator(byte[] point) {
        return compress(G1.add(decompress(point), G1.generator()));
    }
}
