package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** sgn0 (RFC 9380, section 4.1) on hand-worked values, including Fp2's c1 fallback for c0 = 0. */
class Sgn0Test {
    static final BigInteger P = Points.P;

    static int fp(BigInteger v) {
        return Sgn0.fp(Points.element(new BigInteger[] {v}), 0);
    }

    static int fp2(BigInteger c0, BigInteger c1) {
        return Sgn0.fp2(Points.element(new BigInteger[] {c0, c1}), 0);
    }

    static BigInteger b(long v) {
        return BigInteger.valueOf(v);
    }

    @Test
    void baseField() {
        assertEquals(0, fp(b(0)));
        assertEquals(1, fp(b(1)));
        assertEquals(0, fp(b(2)));
        // p is odd: -1 = p - 1 is even, -2 = p - 2 is odd (the sign is of the canonical value).
        assertEquals(0, fp(P.subtract(b(1))));
        assertEquals(1, fp(P.subtract(b(2))));
        assertEquals(1, fp(P.shiftRight(1)));
    }

    @Test
    void extensionField() {
        assertEquals(0, fp2(b(0), b(0)));
        assertEquals(1, fp2(b(1), b(0)));
        assertEquals(1, fp2(b(0), b(1)));
        assertEquals(0, fp2(b(0), b(2)));
        // c0 != 0 decides alone, whatever c1 is.
        assertEquals(0, fp2(b(2), b(1)));
        assertEquals(1, fp2(b(3), b(2)));
        assertEquals(0, fp2(P.subtract(b(1)), b(1)));
        assertEquals(1, fp2(b(0), P.subtract(b(2))));
    }
}
