package dev.pippin.kzg;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bls12381FrLazy;
import dev.pippin.lanes.Bls12381FrLaneFft;
import java.math.BigInteger;

/**
 * The multiplicative subgroup of order n = 2^k (k &le; 13) of the BLS12-381 scalar field, the
 * evaluation domains of the specs: ω_n = 7^((r - 1) / n) (PRIMITIVE_ROOT_OF_UNITY = 7), its
 * powers in natural and bit-reversed order (and the natural ones again in the FFT kernels' lazy
 * form), ω_n^-1 and n^-1. Immutable and shared: built once per size on first use (thread-safe),
 * about 8 n Fr products.
 */
final class Domain {
    /** The largest size: the extended blob (FIELD_ELEMENTS_PER_EXT_BLOB). */
    static final int MAX_LOG = 13;
    /** PRIMITIVE_ROOT_OF_UNITY of the specs. */
    static final int PRIMITIVE_ROOT = 7;

    private static final Domain[] CACHE = new Domain[MAX_LOG + 1];

    final int n;
    final int log;
    /** ω^i at 4 i, i in [0, n). */
    final long[] roots;
    /** ω^-i at 4 i. */
    final long[] inverseRoots;
    /** roots in bit-reversed order: bit_reversal_permutation(compute_roots_of_unity(n)). */
    final long[] rootsBrp;
    /** n^-1. */
    final long[] invN = new long[Fr.L];
    /** roots, inverseRoots and rootsBrp in the lazy radix-2^56 form of {@link FrFft}'s kernels, element i at 5 i. */
    final long[] rootsLazy, inverseRootsLazy, rootsBrpLazy;

    /** The lane FFT's twiddles (roots and inverse roots in the lane form), made on first use. */
    private volatile Bls12381FrLaneFft.Twiddles laneRoots, laneInverseRoots;

    /** The powers of ω in the lane form, for {@link Bls12381FrLaneFft} transforms up to size n. */
    Bls12381FrLaneFft.Twiddles laneRoots() {
        Bls12381FrLaneFft.Twiddles t = laneRoots;
        if (t == null) {
            t = new Bls12381FrLaneFft.Twiddles(roots, n);
            laneRoots = t;
        }
        return t;
    }

    /** The powers of ω^-1 in the lane form. */
    Bls12381FrLaneFft.Twiddles laneInverseRoots() {
        Bls12381FrLaneFft.Twiddles t = laneInverseRoots;
        if (t == null) {
            t = new Bls12381FrLaneFft.Twiddles(inverseRoots, n);
            laneInverseRoots = t;
        }
        return t;
    }

    private Domain(int log) {
        this.log = log;
        this.n = 1 << log;
        BigInteger r = Fr.MODULUS;
        BigInteger w = BigInteger.valueOf(PRIMITIVE_ROOT).modPow(r.subtract(BigInteger.ONE).shiftRight(log), r);
        roots = powers(Fr.of(w), n);
        inverseRoots = powers(Fr.of(w.modInverse(r)), n);
        rootsBrp = roots.clone();
        BitReversal.permute(rootsBrp, 0, n, Fr.L);
        Bls12381Fr.fromBigInteger(invN, 0, BigInteger.valueOf(n).modInverse(r));
        rootsLazy = lazy(roots, n);
        inverseRootsLazy = lazy(inverseRoots, n);
        rootsBrpLazy = lazy(rootsBrp, n);
    }

    /** The count elements of a (Montgomery form, 4 longs each) in FrFft's lazy form (5 longs each). */
    static long[] lazy(long[] a, int count) {
        long[] z = new long[count * Bls12381FrLazy.LIMBS];
        for (int i = 0; i < count; i++) {
            if (!Bls12381FrLazy.fromStandardMontgomery(z, i * Bls12381FrLazy.LIMBS, a, i * Fr.L)) {
                throw new IllegalStateException("a root above r");
            }
        }
        return z;
    }

    /** The domain of size n, a power of two from 1 to 8192. */
    static Domain of(int n) {
        if (n < 1 || n > 1 << MAX_LOG || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("domain size must be a power of two from 1 to " + (1 << MAX_LOG) + ", got " + n);
        }
        int log = Integer.numberOfTrailingZeros(n);
        synchronized (CACHE) {
            Domain d = CACHE[log];
            if (d == null) {
                d = new Domain(log);
                CACHE[log] = d;
            }
            return d;
        }
    }

    /** x^0 ... x^(count - 1), element i at 4 i. */
    static long[] powers(long[] x, int count) {
        long[] p = new long[count * Fr.L];
        if (count == 0) {
            return p;
        }
        Bls12381Fr.setOne(p, 0);
        for (int i = 1; i < count; i++) {
            Bls12381Fr.mul(p, i * Fr.L, p, (i - 1) * Fr.L, x, 0);
        }
        return p;
    }
}
