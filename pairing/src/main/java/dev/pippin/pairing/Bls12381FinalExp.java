package dev.pippin.pairing;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.field.Bls12381Fp2;
import java.math.BigInteger;

/**
 * BLS12-381's final exponentiation f^(3 (p^12 - 1) / r). Easy part f^((p^6 - 1)(p^2 + 1)) by a
 * conjugation, an inversion and a Frobenius; it lands in the cyclotomic subgroup, where squaring
 * is Granger-Scott's and inversion is conjugation. Hard part by Hayashida, Hayasaka, Teruya,
 * "Efficient final exponentiation via cyclotomic structure for pairings over families of
 * elliptic curves" (eprint 2020/875): 3 (p^4 - p^2 + 1) / r = (x - 1)^2 (x + p) (x^2 + p^2 - 1) + 3,
 * five exponentiations by x = -{@link Bls12381G1#SEED_ABS} (64 bits, six of them set). The factor 3
 * is coprime to r, so the result is still a non-degenerate bilinear pairing.
 *
 * <p>Each exponentiation squares in Karabina's compressed form (6S per squaring instead of
 * Granger-Scott's 9S: {@link Bls12381Fp12#compressedSqr}), keeping the six powers a^(2^k) for
 * the set bits k of |x|, decompresses them with one shared Fp2 inversion (Montgomery's trick)
 * and multiplies them: 63 compressed squarings, 6 decompressions, 5 multiplications.
 */
final class Bls12381FinalExp {
    private Bls12381FinalExp() {}

    /** The result is the reduced pairing raised to this. */
    static final BigInteger MULTIPLE = BigInteger.valueOf(3);
    /** |x| in binary, least significant first. */
    private static final byte[] X_BITS = Naf.binary(new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS)));
    /** The positions of |x|'s set bits, ascending. */
    private static final int[] SET_BITS = setBits(X_BITS);

    private static final int L = Bls12381Fp12.LIMBS, E = Bls12381Fp2.LIMBS, K = Bls12381Fp12.COMPRESSED;
    private static final int P = SET_BITS.length;
    // Workspace slots: Fp12 elements, then the compressed exponentiation's snapshots and fractions.
    private static final int M = 0, A = L, B = 2 * L, T = 3 * L, BASE = 4 * L, U = 5 * L,
            RUN = 6 * L, SNAP = RUN + K, NUM = SNAP + P * K, DEN = NUM + P * E, PRE = DEN + P * E,
            INV = PRE + P * E;
    static final int WORK = INV + 2 * E;
    /** Compressed squarings a final exponentiation runs: five runs to |x|'s top bit. */
    static final int SQUARINGS = 5 * (X_BITS.length - 1);

    private static int[] setBits(byte[] bits) {
        int[] k = new int[bits.length];
        int n = 0;
        for (int i = 0; i < bits.length; i++) {
            if (bits[i] != 0) {
                k[n++] = i;
            }
        }
        return java.util.Arrays.copyOf(k, n);
    }

    /** r = f^(3 (p^12 - 1) / r); w has {@link #WORK} longs, s {@link Bls12381Fp12#SCRATCH}. r may alias f. */
    static void apply(long[] r, int ro, long[] f, int fo, long[] w, long[] s) {
        apply(r, ro, f, fo, w, s, null);
    }

    /**
     * {@link #apply(long[], int, long[], int, long[], long[])} with the runs of compressed
     * squarings on lanes when {@code lanes} is not null (the same element either way).
     */
    static void apply(long[] r, int ro, long[] f, int fo, long[] w, long[] s, Bls12381CompressedLanes lanes) {
        // Easy part: m = f^((p^6 - 1)(p^2 + 1)).
        Bls12381Fp12.inv(w, T, f, fo, s);
        Bls12381Fp12.conjugate(w, M, f, fo);
        Bls12381Fp12.mul(w, M, w, M, w, T, s);
        Bls12381Fp12.frobenius2(w, T, w, M, s);
        Bls12381Fp12.mul(w, M, w, M, w, T, s);
        // Hard part.
        expt(w, A, M, s, lanes);
        Bls12381Fp12.conjugate(w, T, w, M);
        Bls12381Fp12.mul(w, A, w, A, w, T, s);               // m^(x-1)
        expt(w, B, A, s, lanes);
        Bls12381Fp12.conjugate(w, A, w, A);
        Bls12381Fp12.mul(w, A, w, B, w, A, s);               // m^((x-1)^2)
        expt(w, B, A, s, lanes);
        Bls12381Fp12.frobenius(w, T, w, A, s);
        Bls12381Fp12.mul(w, A, w, B, w, T, s);               // t = m^((x-1)^2 (x+p))
        expt(w, B, A, s, lanes);
        expt(w, B, B, s, lanes);                             // t^(x^2)
        Bls12381Fp12.frobenius2(w, T, w, A, s);
        Bls12381Fp12.mul(w, B, w, B, w, T, s);
        Bls12381Fp12.conjugate(w, A, w, A);
        Bls12381Fp12.mul(w, B, w, B, w, A, s);               // t^(x^2 + p^2 - 1)
        Bls12381Fp12.cyclotomicSqr(w, T, w, M, s);
        Bls12381Fp12.mul(w, T, w, T, w, M, s);               // m^3
        Bls12381Fp12.mul(r, ro, w, B, w, T, s);
    }

    /**
     * w[r] = w[a]^x for w[a] in the cyclotomic subgroup: the product of w[a]^(2^k) over |x|'s set
     * bits k, each taken from the compressed squaring run (on the lanes when {@code lanes} is not
     * null), then conjugated (x < 0). When a decompression would divide by 0 (g1 = 0, as for
     * a = 1) it falls back to Granger-Scott square-and-multiply. r may equal a.
     */
    private static void expt(long[] w, int r, int a, long[] s, Bls12381CompressedLanes lanes) {
        Bls12381Fp12.compress(w, RUN, w, a);
        if (lanes != null) {
            lanes.load(w, RUN);
        }
        int done = 0;
        for (int j = 0; j < P; j++) {
            if (lanes != null) {
                for (; done < SET_BITS[j]; done++) {
                    lanes.square();
                }
                lanes.store(w, SNAP + j * K);
            } else {
                for (; done < SET_BITS[j]; done++) {
                    Bls12381Fp12.compressedSqr(w, RUN, w, RUN, s);
                }
                System.arraycopy(w, RUN, w, SNAP + j * K, K);
            }
            Bls12381Fp12.decompressFraction(w, NUM + j * E, w, DEN + j * E, w, SNAP + j * K, s);
            if (Bls12381Fp2.isZero(w, DEN + j * E)) {
                exptUncompressed(w, r, a, s);
                return;
            }
        }
        // Montgomery's trick: PRE[j] = DEN[0] ... DEN[j], one inversion, then each DEN[j]^-1.
        Bls12381Fp2.copy(w, PRE, w, DEN);
        for (int j = 1; j < P; j++) {
            Bls12381Fp2.mul(w, PRE + j * E, w, PRE + (j - 1) * E, w, DEN + j * E, s);
        }
        Bls12381Fp2.inv(w, INV, w, PRE + (P - 1) * E, s);
        for (int j = P - 1; j >= 0; j--) {
            int g3 = INV + E;
            if (j > 0) {
                Bls12381Fp2.mul(w, g3, w, INV, w, PRE + (j - 1) * E, s);
                Bls12381Fp2.mul(w, INV, w, INV, w, DEN + j * E, s);
            } else {
                Bls12381Fp2.copy(w, g3, w, INV);
            }
            Bls12381Fp2.mul(w, g3, w, g3, w, NUM + j * E, s);
            if (j == P - 1) {
                Bls12381Fp12.decompress(w, U, w, SNAP + j * K, w, g3, s);
            } else {
                Bls12381Fp12.decompress(w, BASE, w, SNAP + j * K, w, g3, s);
                Bls12381Fp12.mul(w, U, w, U, w, BASE, s);
            }
        }
        Bls12381Fp12.conjugate(w, r, w, U);
    }

    /** w[r] = w[a]^x by Granger-Scott squarings along |x|'s bits, then conjugated. */
    private static void exptUncompressed(long[] w, int r, int a, long[] s) {
        Bls12381Fp12.copy(w, BASE, w, a);
        Bls12381Fp12.copy(w, U, w, BASE);
        for (int i = X_BITS.length - 2; i >= 0; i--) {
            Bls12381Fp12.cyclotomicSqr(w, U, w, U, s);
            if (X_BITS[i] != 0) {
                Bls12381Fp12.mul(w, U, w, U, w, BASE, s);
            }
        }
        Bls12381Fp12.conjugate(w, r, w, U);
    }
}
