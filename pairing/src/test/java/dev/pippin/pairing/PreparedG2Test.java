package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The Miller loop over prepared G2 lines against the plain loop on the same points (differential:
 * the same Fp12 element, compared canonically, before and after the final exponentiation), and
 * the pairing check over prepared points against bilinearity.
 */
class PreparedG2Test {
    private static final PairingOps BLS = PairingOps.BLS;

    @Provide
    Arbitrary<BigInteger> scalars() {
        return Arbitraries.bigIntegers().between(BigInteger.ONE, BLS.order().subtract(BigInteger.ONE));
    }

    @Property(tries = 6)
    void sameMillerLoopAsThePlainLoop(@ForAll("scalars") BigInteger a, @ForAll("scalars") BigInteger b,
            @ForAll("scalars") BigInteger c, @ForAll("scalars") BigInteger d) {
        long[] g1s = concat(BLS.mulGen(BLS.g1(), a), BLS.mulGen(BLS.g1(), b));
        long[] g2s = concat(BLS.mulGen(BLS.g2(), c), BLS.mulGen(BLS.g2(), d));
        Bls12381PreparedG2[] qs = {Bls12381PreparedG2.of(g2s, 0), Bls12381PreparedG2.of(g2s, Bls12381G2.AFFINE)};
        for (int k = 0; k <= 2; k++) {
            long[] plain = new long[Bls12381Pairing.GT_LIMBS], prepared = new long[Bls12381Pairing.GT_LIMBS];
            Bls12381Pairing.millerLoop(g1s, 0, g2s, 0, k, plain, 0);
            Bls12381Pairing.millerLoop(g1s, 0, qs, k, prepared, 0);
            assertArrayEquals(BLS.tower().get12(plain), BLS.tower().get12(prepared), "Miller loop of " + k + " pairs");
            Bls12381Pairing.finalExponentiation(plain, 0, plain, 0);
            Bls12381Pairing.finalExponentiation(prepared, 0, prepared, 0);
            assertArrayEquals(BLS.tower().get12(plain), BLS.tower().get12(prepared), "pairing of " + k + " pairs");
        }
    }

    @Property(tries = 4)
    void checkHoldsExactlyForBilinearPairs(@ForAll("scalars") BigInteger a, @ForAll("scalars") BigInteger b) {
        // e([a]G1, [b]G2) e(-[ab]G1, G2) = 1, and not with ab + 1
        long[] g2s = concat(BLS.mulGen(BLS.g2(), b), BLS.mulGen(BLS.g2(), BigInteger.ONE));
        Bls12381PreparedG2[] qs = {Bls12381PreparedG2.of(g2s, 0), Bls12381PreparedG2.of(g2s, Bls12381G2.AFFINE)};
        BigInteger ab = a.multiply(b).mod(BLS.order());
        assertTrue(Bls12381Pairing.pairingCheck(concat(BLS.mulGen(BLS.g1(), a), BLS.mulGen(BLS.g1(), BLS.order().subtract(ab))), qs));
        assertFalse(Bls12381Pairing.pairingCheck(concat(BLS.mulGen(BLS.g1(), a), BLS.mulGen(BLS.g1(), BLS.order().subtract(ab).subtract(BigInteger.ONE))), qs));
    }

    @Test
    void aPointAtInfinityContributesOne() {
        long[] g2s = concat(BLS.mulGen(BLS.g2(), BigInteger.TWO), BLS.mulGen(BLS.g2(), BigInteger.ONE));
        Bls12381PreparedG2[] qs = {Bls12381PreparedG2.of(g2s, 0), Bls12381PreparedG2.of(g2s, Bls12381G2.AFFINE)};
        long[] g1s = concat(new long[Bls12381G1.AFFINE], new long[Bls12381G1.AFFINE]);
        assertTrue(Bls12381Pairing.pairingCheck(g1s, qs), "only points at infinity");
        g1s = concat(new long[Bls12381G1.AFFINE], BLS.mulGen(BLS.g1(), BigInteger.ONE));
        assertFalse(Bls12381Pairing.pairingCheck(g1s, qs), "e(G1, G2) alone is not 1");
    }

    @Test
    void rejectsInfinityAndMismatchedCounts() {
        assertThrows(IllegalArgumentException.class, () -> Bls12381PreparedG2.of(new long[Bls12381G2.AFFINE], 0));
        Bls12381PreparedG2[] qs = {Bls12381PreparedG2.of(BLS.mulGen(BLS.g2(), BigInteger.ONE), 0)};
        assertThrows(IllegalArgumentException.class, () -> Bls12381Pairing.pairingCheck(new long[2 * Bls12381G1.AFFINE], qs));
    }

    private static long[] concat(long[] x, long[] y) {
        long[] r = java.util.Arrays.copyOf(x, x.length + y.length);
        System.arraycopy(y, 0, r, x.length, y.length);
        return r;
    }
}
