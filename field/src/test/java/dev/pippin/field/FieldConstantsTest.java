package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.api.Test;

/** Re-derives every constant the generator baked into the field classes, with BigInteger. */
class FieldConstantsTest {
    static final java.util.List<FieldOps> fields = FieldOps.ALL;

    @ParameterizedTest
    @FieldSource("fields")
    void derivedConstantsMatchBigInteger(FieldOps f) {
        BigInteger p = f.p();
        int bits = f.k().field().limbBits();
        BigInteger r = BigInteger.ONE.shiftLeft(bits * f.limbs());
        BigInteger radix = BigInteger.ONE.shiftLeft(bits);
        assertTrue(p.isProbablePrime(64));
        assertEquals((p.bitLength() + bits - 1) / bits, f.limbs());
        // -p^-1 mod 2^bits, independently of MontgomeryField's Newton iteration
        BigInteger inv = p.modInverse(radix).negate().mod(radix);
        assertEquals(inv.longValue(), f.k().inv64());
        assertEquals(inv.longValue(), f.k().field().inv());
        assertArrayEquals(MontgomeryField.toLimbs(p, f.limbs(), bits), f.k().p());
        assertArrayEquals(MontgomeryField.toLimbs(r.mod(p), f.limbs(), bits), f.k().one());
        assertArrayEquals(MontgomeryField.toLimbs(r.pow(2).mod(p), f.limbs(), bits), f.k().r2());
        assertArrayEquals(MontgomeryField.toLimbs(r.pow(3).mod(p), f.limbs(), bits), f.k().r3());
        if (bits < 64) {
            assertTrue(p.shiftLeft(2).compareTo(r) < 0, "lazy reduction to [0, 2p) needs 4p < R");
        }
        assertArrayEquals(f.k().one(), f.k().field().rModP());
        assertArrayEquals(f.k().r2(), f.k().field().r2ModP());
        assertArrayEquals(f.k().r3(), f.k().field().r3ModP());
        assertTrue(f.k().field().noCarry(), "all four production moduli satisfy the no-carry condition");
    }

    @ParameterizedTest
    @FieldSource("fields")
    void montgomeryFormRoundTrip(FieldOps f) {
        int bits = f.k().field().limbBits();
        BigInteger v = f.p().shiftRight(3).add(BigInteger.valueOf(12345));
        long[] canon = MontgomeryField.toLimbs(v, f.limbs(), bits);
        long[] mont = new long[f.limbs()];
        f.k().toMontgomery(mont, 0, canon, 0);
        BigInteger rr = BigInteger.ONE.shiftLeft(bits * f.limbs());
        assertEquals(v.multiply(rr).mod(f.p()), MontgomeryField.limbsToBigInteger(mont, 0, f.limbs(), bits).mod(f.p()));
        long[] back = new long[f.limbs()];
        f.k().fromMontgomery(back, 0, mont, 0);
        assertArrayEquals(canon, back);
        assertTrue(f.k().isOne(f.elem(BigInteger.ONE), 0));
        assertTrue(f.k().isZero(f.elem(BigInteger.ZERO), 0));
    }

    @Test
    void noCarryConditionIsTheTopLimbRule() {
        // 2^255 - 19 fits 4 limbs with top limb 0x7FFF...FF: the condition fails (all other bits set).
        BigInteger c25519 = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
        assertFalse(new MontgomeryField(c25519).noCarry());
        // a 6-limb prime with its top bit set fails it too
        BigInteger topBit = BigInteger.ONE.shiftLeft(383).add(BigInteger.valueOf(317)).nextProbablePrime();
        assertFalse(new MontgomeryField(topBit).noCarry());
        // 0x7FFF...FE passes: p = 2^255 - 2^192 - ... any value with top limb 0x7FFFFFFFFFFFFFFE
        BigInteger justBelow = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.ONE.shiftLeft(192)).subtract(BigInteger.valueOf(1));
        assertTrue(new MontgomeryField(justBelow).noCarry());
    }

    @Test
    void rejectsEvenAndTrivialModuli() {
        assertThrows(IllegalArgumentException.class, () -> new MontgomeryField(BigInteger.valueOf(10)));
        assertThrows(IllegalArgumentException.class, () -> new MontgomeryField(BigInteger.ONE));
        assertThrows(IllegalArgumentException.class, () -> new MontgomeryField(BigInteger.valueOf(-7)));
    }

    @Test
    void negInverseByNewtonOnEveryOddResidue() {
        java.util.Random rnd = new java.util.Random(7);
        for (int i = 0; i < 10000; i++) {
            long p0 = rnd.nextLong() | 1;
            assertEquals(-1L, p0 * MontgomeryField.negInverse64(p0));
        }
    }
}
