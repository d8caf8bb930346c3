package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * ModExp against BigInteger.modPow over modulus shapes, base shapes and exponent shapes, on the
 * Pippin route (the kernels themselves: the automatic route would hand some of these cases to
 * BigInteger.modPow; RoutingTest covers every route).
 */
class ModExpPropertiesTest {
    enum ModKind { ODD, EVEN_TIMES_ODD, POWER_OF_TWO, HIGH_BIT_ODD, NO_CARRY_EDGE }

    enum BaseKind { ZERO, ONE, RANDOM, AT_LEAST_MODULUS, LONGER_THAN_MODULUS, MODULUS_MINUS_ONE }

    enum ExpKind { ZERO, ONE, DENSE, SPARSE, RANDOM }

    /** Exponent bit lengths at and around every width threshold, plus spread values. */
    @Provide
    Arbitrary<Integer> expBits() {
        int[] t = WindowSchedule.MIN_BITS;
        return Arbitraries.oneOf(
                Arbitraries.of(1, 2, 3, 16, 17, t[2] - 1, t[2], t[2] + 1, t[3] - 1, t[3], t[3] + 1,
                        t[4] - 1, t[4], t[4] + 1, t[5] - 1, t[5], t[5] + 1, t[6] - 1, t[6], t[6] + 1),
                Arbitraries.integers().between(1, 1100));
    }

    /** Modulus byte lengths 1..1024, weighted towards the kernel boundaries (32, 48 bytes). */
    @Provide
    Arbitrary<Integer> modBytes() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.integers().between(1, 64)),
                net.jqwik.api.Tuple.of(2, Arbitraries.of(1, 8, 9, 24, 31, 32, 33, 40, 47, 48, 49, 56, 64, 65)),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(65, 1024)));
    }

    @Property(tries = 600)
    void matchesBigIntegerModPow(@ForAll("modBytes") int modBytes, @ForAll ModKind modKind,
                                 @ForAll BaseKind baseKind, @ForAll ExpKind expKind,
                                 @ForAll("expBits") int expBits, @ForAll @IntRange(min = 0, max = 3) int padding,
                                 @ForAll long seed) {
        Random rnd = new Random(seed);
        if (modBytes > 256) {
            expBits = Math.min(expBits, 160);           // keeps the 2–8 kbit cases quick
        }
        BigInteger m = modulus(modKind, modBytes, rnd);
        BigInteger b = base(baseKind, m, rnd);
        BigInteger e = exponent(expKind, expBits, rnd);
        byte[] mb = pad(bytes(m, modBytes), padding);
        byte[] out = pippin(bytes(b, 0), bytes(e, 0), mb);
        assertEquals(mb.length, out.length);
        assertEquals(b.modPow(e, m), new BigInteger(1, out),
                () -> "m=" + m.toString(16) + " b=" + b.toString(16) + " e=" + e.toString(16));
    }

    /** Long exponents on small moduli, where widths 5 and 6 are chosen. */
    @Property(tries = 60)
    void longExponentsOnSmallModuli(@ForAll @IntRange(min = 1, max = 48) int modBytes, @ForAll ModKind modKind,
                                    @ForAll ExpKind expKind, @ForAll @IntRange(min = 600, max = 8192) int expBits,
                                    @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger m = modulus(modKind, modBytes, rnd);
        BigInteger b = base(BaseKind.RANDOM, m, rnd);
        BigInteger e = exponent(expKind, expBits, rnd);
        byte[] out = pippin(bytes(b, 0), bytes(e, 0), bytes(m, modBytes));
        assertEquals(b.modPow(e, m), new BigInteger(1, out));
    }

    @Test
    void trivialModuliAndExponents() {
        byte[] one = {1};
        assertArrayEquals(new byte[3], ModExp.modexp(new byte[] {5}, new byte[] {3}, new byte[3]));
        assertArrayEquals(new byte[] {0, 0}, ModExp.modexp(new byte[] {5}, new byte[] {3}, new byte[] {0, 1}));
        assertArrayEquals(new byte[] {0, 1}, ModExp.modexp(new byte[] {0}, new byte[0], new byte[] {0, 7}));
        assertArrayEquals(new byte[] {1}, ModExp.modexp(new byte[0], new byte[] {0, 0}, new byte[] {2}));
        assertArrayEquals(new byte[] {0}, ModExp.modexp(new byte[0], one, new byte[] {2}));
        assertArrayEquals(new byte[0], ModExp.modexp(one, one, new byte[0]));
    }

    @Test
    void bigIntegerOverload() {
        BigInteger m = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
        BigInteger b = BigInteger.valueOf(123456789);
        BigInteger e = m.subtract(BigInteger.TWO);
        assertEquals(b.modPow(e, m), ModExp.modexp(b, e, m));
        assertEquals(BigInteger.ZERO, ModExp.modexp(b, e, BigInteger.ZERO));
        assertThrows(IllegalArgumentException.class, () -> ModExp.modexp(b.negate(), e, m));
    }

    @Test
    void powerOfTwoInverseAndExponentShortening() {
        Random rnd = new Random(7);
        for (int k : new int[] {1, 2, 3, 63, 64, 65, 127, 128, 200, 1000}) {
            PowerOfTwo two = new PowerOfTwo(k);
            BigInteger mod = BigInteger.ONE.shiftLeft(k);
            BigInteger odd = new BigInteger(300, rnd).setBit(0);
            BigInteger inv = toBig(two.inverse(Limbs.fromBytes(bytes(odd, 0))));
            assertEquals(odd.modInverse(mod), inv, "k=" + k);
            BigInteger e = new BigInteger(1500, rnd);
            for (BigInteger b : new BigInteger[] {odd, odd.shiftLeft(1), BigInteger.TWO, BigInteger.valueOf(6)}) {
                BigInteger got = toBig(two.pow(Limbs.fromBytes(bytes(b, 0)), bytes(e, 0), 0, bytes(e, 0).length));
                assertEquals(b.modPow(e, mod), got, "k=" + k + " b=" + b);
            }
            // even base with an exponent below k: not zero
            byte[] small = {2};
            BigInteger got = toBig(two.pow(Limbs.fromBytes(new byte[] {6}), small, 0, 1));
            assertEquals(BigInteger.valueOf(36).mod(mod), got, "k=" + k);
        }
    }

    /** ModExp on the Pippin route, whatever the automatic routing would choose. */
    static byte[] pippin(byte[] base, byte[] exp, byte[] mod) {
        return ModExp.modexp(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length, Routing.PIPPIN);
    }

    // ------------------------------------------------------------------ generators

    static BigInteger modulus(ModKind kind, int bytes, Random rnd) {
        int bits = 8 * bytes;
        switch (kind) {
            case ODD:
                return new BigInteger(bits, rnd).setBit(0).max(BigInteger.valueOf(3));
            case HIGH_BIT_ODD:
                return new BigInteger(bits, rnd).setBit(bits - 1).setBit(0).max(BigInteger.valueOf(3));
            case NO_CARRY_EDGE: {
                // top limb exactly 0x7FFF…FFFE or 0x7FFF…FFFF: either side of the no-carry condition
                int limbs = Math.max(1, (bytes + 7) / 8);
                BigInteger top = BigInteger.ONE.shiftLeft(63).subtract(BigInteger.valueOf(rnd.nextBoolean() ? 1 : 2));
                BigInteger low = new BigInteger(64 * (limbs - 1), rnd);
                BigInteger m = top.shiftLeft(64 * (limbs - 1)).or(low).setBit(0);
                return m;
            }
            case EVEN_TIMES_ODD: {
                if (bits < 3) {
                    return BigInteger.valueOf(6);
                }
                int k = 1 + rnd.nextInt(Math.max(1, bits - 2));
                BigInteger odd = new BigInteger(Math.max(2, bits - k), rnd).setBit(0).max(BigInteger.valueOf(3));
                return odd.shiftLeft(k);
            }
            case POWER_OF_TWO:
                return BigInteger.ONE.shiftLeft(1 + rnd.nextInt(bits));
            default:
                throw new AssertionError(kind);
        }
    }

    static BigInteger base(BaseKind kind, BigInteger m, Random rnd) {
        switch (kind) {
            case ZERO:
                return BigInteger.ZERO;
            case ONE:
                return BigInteger.ONE;
            case RANDOM:
                return new BigInteger(m.bitLength() + 8, rnd).mod(m);
            case AT_LEAST_MODULUS:
                return m.add(new BigInteger(Math.max(1, m.bitLength() - 1), rnd)).min(BigInteger.ONE.shiftLeft(
                        64 * ((m.bitLength() + 63) / 64)).subtract(BigInteger.ONE)).max(m);
            case LONGER_THAN_MODULUS:
                return new BigInteger(m.bitLength() + 8 + rnd.nextInt(1100), rnd).setBit(m.bitLength() + 7);
            case MODULUS_MINUS_ONE:
                return m.subtract(BigInteger.ONE);
            default:
                throw new AssertionError(kind);
        }
    }

    static BigInteger exponent(ExpKind kind, int bits, Random rnd) {
        switch (kind) {
            case ZERO:
                return BigInteger.ZERO;
            case ONE:
                return BigInteger.ONE;
            case DENSE:
                return BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
            case SPARSE: {
                BigInteger e = BigInteger.ZERO.setBit(bits - 1);
                int extra = rnd.nextInt(3);
                for (int i = 0; i < extra; i++) {
                    e = e.setBit(rnd.nextInt(bits));
                }
                return e;
            }
            case RANDOM:
                return new BigInteger(bits, rnd).setBit(bits - 1);
            default:
                throw new AssertionError(kind);
        }
    }

    /** Unsigned big-endian bytes of x, left-padded to at least minLen. */
    static byte[] bytes(BigInteger x, int minLen) {
        byte[] b = x.toByteArray();
        if (b.length > 1 && b[0] == 0) {
            b = Arrays.copyOfRange(b, 1, b.length);
        }
        if (x.signum() == 0) {
            b = new byte[0];
        }
        return b.length >= minLen ? b : pad(b, minLen - b.length);
    }

    static byte[] pad(byte[] b, int zeros) {
        byte[] out = new byte[b.length + zeros];
        System.arraycopy(b, 0, out, zeros, b.length);
        return out;
    }

    static BigInteger toBig(long[] limbs) {
        BigInteger r = BigInteger.ZERO;
        for (int i = limbs.length - 1; i >= 0; i--) {
            r = r.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(limbs[i])));
        }
        return r;
    }
}
