package dev.pippin.pairing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;

/**
 * The pairing's values against {@link RefPairing}, the textbook affine Miller loop and one
 * BigInteger power for the final exponentiation: the generators, a random pair, and the final
 * exponentiation alone on an arbitrary Fp12 element (not only on Miller loop values).
 */
class PairingReferenceTest {

    static Stream<PairingOps> curves() {
        return Stream.of(PairingOps.BN, PairingOps.BLS);
    }

    @ParameterizedTest
    @MethodSource("curves")
    void generatorsMatchReference(PairingOps o) {
        long[] p = o.mulGen(o.g1(), BigInteger.ONE), q = o.mulGen(o.g2(), BigInteger.ONE);
        long[] e = new long[o.tower().fp12Limbs()];
        o.pair(p, 0, q, 0, e, 0);
        assertArrayEquals(o.tower().ref().toStorage12(o.refPair(p, q)), o.tower().get12(e), o.name() + " e(G1, G2)");
    }

    @ParameterizedTest
    @MethodSource("curves")
    void randomPairMatchesReference(PairingOps o) {
        Random rnd = new Random(0x9a1e + o.name().length());
        BigInteger a = new BigInteger(255, rnd), b = new BigInteger(255, rnd);
        long[] p = o.mulGen(o.g1(), a), q = o.mulGen(o.g2(), b);
        long[] e = new long[o.tower().fp12Limbs()];
        o.pair(p, 0, q, 0, e, 0);
        assertArrayEquals(o.tower().ref().toStorage12(o.refPair(p, q)), o.tower().get12(e), o.name() + " e(aG1, bG2)");
    }

    @ParameterizedTest
    @MethodSource("curves")
    void finalExponentiationOfAnArbitraryElement(PairingOps o) {
        Random rnd = new Random(0xfe + o.name().length());
        RefTower t = o.tower().ref();
        BigInteger[] c = new BigInteger[12];
        for (int i = 0; i < 12; i++) {
            c[i] = new BigInteger(t.p.bitLength() + 8, rnd).mod(t.p);
        }
        long[] f = new long[o.tower().fp12Limbs()];
        o.tower().set12(f, c);
        o.finalExponentiation(f, 0, f, 0);
        BigInteger[][] want = o.ref().finalExponentiation(t.fromStorage12(c), false);
        assertArrayEquals(t.toStorage12(want), o.tower().get12(f), o.name() + " f^(c (p^12 - 1) / r)");
    }
}
