package dev.pippin.field;

/**
 * Modular inverse by the binary extended Euclidean algorithm on n-limb numbers, variable time
 * (acceptable: MSM inputs are public). For an odd modulus p and 0 < a < p it keeps the invariants
 * x1 * a = u and x2 * a = v (mod p) while (u, v) shrink from (a, p) towards 1 by halving and
 * subtracting; halving x means x/2 or (x + p)/2, whichever is whole.
 *
 * <p>It needs the spare top bit of the fixed-width fields (x + p below 2^(64 n)), which all
 * four production moduli have; the caller guarantees it. About 2 * bits(p) cheap limb
 * passes, against bits(p) squarings for Fermat: see FieldBench's inverse figures.
 */
final class BinaryInverse {
    private BinaryInverse() {}

    /**
     * out[oo..] = a^-1 mod p for canonical limbs 0 < a < p (not Montgomery-aware: a is just a
     * number). out may be a (the input is copied first).
     */
    static void inverse(long[] a, int ao, long[] p, int n, long[] out, int oo) {
        long[] u = new long[n];
        long[] v = p.clone();
        long[] x1 = new long[n];
        long[] x2 = new long[n];
        System.arraycopy(a, ao, u, 0, n);
        x1[0] = 1;
        while (!isOne(u, n) && !isOne(v, n)) {
            halveWhileEven(u, x1, p, n);
            halveWhileEven(v, x2, p, n);
            if (!lessThan(u, v, n)) {
                subInPlace(u, v, n);
                subModInPlace(x1, x2, p, n);
            } else {
                subInPlace(v, u, n);
                subModInPlace(x2, x1, p, n);
            }
        }
        System.arraycopy(isOne(u, n) ? x1 : x2, 0, out, oo, n);
    }

    private static void halveWhileEven(long[] u, long[] x, long[] p, int n) {
        while ((u[0] & 1) == 0) {
            if (isZero(u, n)) {
                throw new ArithmeticException("not invertible: the input shares a factor with the modulus");
            }
            int k = Long.numberOfTrailingZeros(u[0]);
            if (k == 64) {
                k = 63;
            }
            shiftRight(u, k, n);
            for (int i = 0; i < k; i++) {
                if ((x[0] & 1) != 0) {
                    addInPlace(x, p, n);
                }
                shiftRight(x, 1, n);
            }
        }
    }

    private static boolean isOne(long[] a, int n) {
        if (a[0] != 1) {
            return false;
        }
        for (int i = 1; i < n; i++) {
            if (a[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isZero(long[] a, int n) {
        for (int i = 0; i < n; i++) {
            if (a[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean lessThan(long[] a, long[] b, int n) {
        return MontgomeryField.lessThan(a, 0, b, 0, n);
    }

    private static void shiftRight(long[] a, int k, int n) {
        for (int i = 0; i < n - 1; i++) {
            a[i] = (a[i] >>> k) | (a[i + 1] << (64 - k));
        }
        a[n - 1] >>>= k;
    }

    /** a += b; the sum stays below 2^(64 n) by the caller's spare-bit guarantee. */
    private static void addInPlace(long[] a, long[] b, int n) {
        long c = 0;
        for (int i = 0; i < n; i++) {
            long s = a[i] + b[i];
            long c1 = Long.compareUnsigned(s, a[i]) < 0 ? 1 : 0;
            long t = s + c;
            c = c1 | (Long.compareUnsigned(t, s) < 0 ? 1 : 0);
            a[i] = t;
        }
    }

    /** a -= b for a >= b. */
    private static void subInPlace(long[] a, long[] b, int n) {
        long br = 0;
        for (int i = 0; i < n; i++) {
            long x = a[i], y = b[i];
            long d = x - y;
            long b1 = Long.compareUnsigned(x, y) < 0 ? 1 : 0;
            long e = d - br;
            br = b1 | (Long.compareUnsigned(d, br) < 0 ? 1 : 0);
            a[i] = e;
        }
    }

    /** a = a - b mod p for a, b in [0, p). */
    private static void subModInPlace(long[] a, long[] b, long[] p, int n) {
        if (lessThan(a, b, n)) {
            addInPlace(a, p, n);
        }
        subInPlace(a, b, n);
    }
}
