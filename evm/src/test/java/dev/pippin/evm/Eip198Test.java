package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** EIP-198 parsing rules and the length bounds, with expected values worked out by hand or by BigInteger. */
class Eip198Test {
    private static byte[] word(long v) {
        byte[] w = new byte[32];
        for (int i = 0; i < 8; i++) {
            w[31 - i] = (byte) (v >>> (8 * i));
        }
        return w;
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    private static byte[] hex(String h) {
        return HexFormat.of().parseHex(h);
    }

    @Test
    void fullInputMatchesBigInteger() {
        byte[] in = concat(word(2), word(1), word(3), hex("0105"), hex("03"), hex("0f4241"));
        BigInteger expected = BigInteger.valueOf(0x0105).modPow(BigInteger.valueOf(3), BigInteger.valueOf(0x0f4241));
        assertEquals(expected, new BigInteger(1, Eip198.execute(in, false)));
        assertEquals(3, Eip198.execute(in, false).length);
    }

    @Test
    void shortInputIsZeroPaddedOnTheRight() {
        // modulus declared as 2 bytes but only 1 given: 0x07 followed by an implicit 0x00 = 0x0700
        byte[] in = concat(word(1), word(1), word(2), hex("03"), hex("05"), hex("07"));
        BigInteger expected = BigInteger.valueOf(3).modPow(BigInteger.valueOf(5), BigInteger.valueOf(0x0700));
        assertEquals(expected, new BigInteger(1, Eip198.execute(in, false)));
    }

    @Test
    void bytesAfterTheModulusAreIgnored() {
        byte[] in = concat(word(1), word(1), word(1), hex("03"), hex("05"), hex("07"), hex("ffffffff"));
        assertArrayEquals(new byte[] {(byte) (243 % 7)}, Eip198.execute(in, false));
    }

    @Test
    void modulusZeroGivesModLenZeros() {
        byte[] in = concat(word(1), word(1), word(4), hex("03"), hex("05"), hex("00000000"));
        assertArrayEquals(new byte[4], Eip198.execute(in, false));
    }

    @Test
    void modLenZeroGivesEmptyEvenWithAbsurdOtherLengths() {
        byte[] in = concat(word(Long.MAX_VALUE), word(Long.MAX_VALUE), word(0));
        assertEquals(0, Eip198.execute(in, false).length);
        assertEquals(0, Eip198.execute(new byte[0], false).length);
    }

    @Test
    void eip7823BoundAppliesOnlyWhenAsked() {
        byte[] in = concat(word(1025), word(1), word(1), new byte[1025], hex("01"), hex("07"));
        assertEquals(1, Eip198.execute(in, false).length);
        Eip198.InvalidInputException e = assertThrows(Eip198.InvalidInputException.class, () -> Eip198.execute(in, true));
        assertTrue(e.getMessage().contains("base length 1025") && e.getMessage().contains("EIP-7823"), e.getMessage());
        byte[] in2 = concat(word(1), word(1), word(1025));
        assertThrows(Eip198.InvalidInputException.class, () -> Eip198.execute(in2, true));
    }

    @Test
    void absurdLengthWordIsRejectedBeforeAllocation() {
        byte[] huge = new byte[32];
        huge[0] = (byte) 0x80;                          // 2^255
        byte[] in = concat(word(1), huge, word(1));
        Eip198.InvalidInputException e = assertThrows(Eip198.InvalidInputException.class, () -> Eip198.execute(in, false));
        assertTrue(e.getMessage().contains("exponent length"), e.getMessage());
        byte[] in2 = concat(word(Eip198.MAX_LENGTH + 1), word(1), word(1));
        assertThrows(Eip198.InvalidInputException.class, () -> Eip198.execute(in2, false));
    }

    @Test
    void gasSaturatesForAbsurdLengths() {
        byte[] huge = new byte[32];
        huge[0] = 1;
        byte[] in = concat(word(1), huge, word(1));
        for (ModExpGas.Pricing p : ModExpGas.Pricing.values()) {
            assertEquals(Long.MAX_VALUE, Eip198.gas(in, p), p.name());
        }
        byte[] big = concat(word(1L << 40), word(1), word(1));
        assertEquals(Long.MAX_VALUE, Eip198.gas(big, ModExpGas.Pricing.EIP2565));
    }

    /**
     * A price whose intermediate product leaves the long range but whose quotient does not is
     * exact, not saturated: EIP-198 with a 0x93939393-byte modulus and a 5-byte exponent of
     * 0x93939393xx (a fuzzing finding: it priced at Long.MAX_VALUE), and EIP-2565 with
     * 3037000500 words, whose square alone passes 2^63 while a third of it does not.
     */
    @Test
    void gasIsExactWhenOnlyAnIntermediateProductOverflows() {
        long m = 0x93939393L;
        byte[] in = concat(word(32), word(5), word(m));
        in = java.util.Arrays.copyOf(in, 96 + 32 + 5);
        java.util.Arrays.fill(in, 96 + 32, in.length, (byte) 0x93);
        BigInteger x = BigInteger.valueOf(m);
        BigInteger c = x.multiply(x).divide(BigInteger.valueOf(16)).add(BigInteger.valueOf(480 * m - 199680));
        BigInteger iterations = BigInteger.valueOf(39);   // 0x93... has 40 bits
        assertEquals(c.multiply(iterations).divide(BigInteger.valueOf(20)).longValueExact(), Eip198.gas(in, ModExpGas.Pricing.EIP198));
        long words = 3037000500L;
        BigInteger w = BigInteger.valueOf(words);
        assertTrue(w.multiply(w).bitLength() > 63);
        assertEquals(w.multiply(w).divide(BigInteger.valueOf(3)).longValueExact(),
                ModExpGas.gas(ModExpGas.Pricing.EIP2565, 8 * words, 0, 1, 0));
    }

    @Test
    void gasMinimaAndExponentHeadPastTheInput() {
        byte[] empty = new byte[0];
        assertEquals(0, Eip198.gas(empty, ModExpGas.Pricing.EIP198));
        assertEquals(200, Eip198.gas(empty, ModExpGas.Pricing.EIP2565));
        assertEquals(500, Eip198.gas(empty, ModExpGas.Pricing.EIP7883));
        // 64-byte exponent entirely past the input: head is zero, iterations = 8·32 (16·32 for 7883)
        byte[] in = concat(word(32), word(64), word(32));
        assertEquals(16L * 16 * 32, Eip198.gas(in, ModExpGas.Pricing.EIP7883));
        assertEquals(16L * 8 * 32 / 3, Eip198.gas(in, ModExpGas.Pricing.EIP2565));
        assertEquals(32L * 32 * 8 * 32 / 20, Eip198.gas(in, ModExpGas.Pricing.EIP198));
    }
}
