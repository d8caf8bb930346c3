package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.evm.Bls12Gas;
import dev.pippin.evm.Bn254Gas;
import dev.pippin.evm.Eip198;
import dev.pippin.evm.ModExpGas;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Every gas function: ModExpGas under its three pricings (through Eip198.gas, the EIP-198 input
 * parsing that feeds it), Bn254Gas.pairing, and Bls12Gas's MSM and pairing prices.
 */
class GasFuzzTest {
    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    /**
     * modexp gas. The input is EIP-198 call data. Oracle: each pricing's formula evaluated in
     * BigInteger from the EIPs' text (EIP-198, EIP-2565, EIP-7883) over the lengths and the
     * exponent head read with BigInteger, saturated at Long.MAX_VALUE, must equal
     * Eip198.gas(input); never negative; monotone: the same call data with any declared length
     * made larger (the head kept) never costs less. Gas allocates nothing in proportion to a
     * declared length: at most a small multiple of the input.
     */
    @FuzzTest(maxDuration = "10m")
    void modexp(byte[] input) {
        byte[] padded = Arrays.copyOf(input, Math.max(input.length, 96));
        BigInteger bl = ModExpFuzzTest.word(padded, 0), el = ModExpFuzzTest.word(padded, 32), ml = ModExpFuzzTest.word(padded, 64);
        int head = headBits(input, bl, el);
        for (ModExpGas.Pricing pricing : ModExpGas.Pricing.values()) {
            Allocation.Outcome<Long> out = Allocation.measure("modexp gas " + pricing, input.length, 4,
                    () -> Eip198.gas(input, pricing));
            Expect.isTrue(out.ok(), "gas threw " + out.error(), input);
            long g = out.value();
            Expect.isTrue(g >= 0, pricing + ": negative gas " + g, input);
            long expected = reference(pricing, bl, el, ml, head);
            Expect.isTrue(g == expected, pricing + ": gas " + g + ", the EIP's formula gives " + expected, input);
            // monotone in each declared length, the exponent's head held fixed
            long b = sat(bl), e = sat(el), m = sat(ml);
            long step = 1 + (input.length == 0 ? 0 : (input[input.length - 1] & 0xFF)) * 37L;
            long[] more = {satAdd(b, step), satAdd(e, step), satAdd(m, step)};
            long gb = ModExpGas.gas(pricing, more[0], e, m, head), ge = ModExpGas.gas(pricing, b, more[1], m, head),
                    gm = ModExpGas.gas(pricing, b, e, more[2], head);
            long base = ModExpGas.gas(pricing, b, e, m, head);
            Expect.isTrue(gb >= base && ge >= base && gm >= base,
                    pricing + ": gas falls as a length grows (" + base + " -> " + gb + ", " + ge + ", " + gm + ")", input);
        }
    }

    /**
     * Bn254Gas.pairing, Bls12Gas.g1Msm, g2Msm and pairing, at a length taken from the input's first
     * 8 bytes (any non-negative long) and at that length plus a step from the next 4. Oracle: the
     * EIPs' formulas in BigInteger, saturated at Long.MAX_VALUE (EIP-1108's 45000 + 34000 k;
     * EIP-2537's k · mulCost · discount(k) / 1000 with its tables, and 37700 + 32600 k); never
     * negative; monotone in the length (for the MSMs too: k · discount(k) never falls across
     * the tables and the cap); a negative length is refused with IllegalArgumentException.
     */
    @FuzzTest(maxDuration = "10m")
    void lengths(byte[] input) {
        ByteBuffer b = ByteBuffer.wrap(Arrays.copyOf(input, 12));
        long raw = b.getLong();
        long len = raw & Long.MAX_VALUE;
        long len2 = satAdd(len, b.getInt() & 0xFFFFFFFFL);
        for (long l : new long[] {len, len2}) {
            check("bn254 pairing", Bn254Gas.pairing(l), BigInteger.valueOf(45000).add(BigInteger.valueOf(34000).multiply(BigInteger.valueOf(l / 192))), input);
            check("bls12 pairing", Bls12Gas.pairing(l), BigInteger.valueOf(37700).add(BigInteger.valueOf(32600).multiply(BigInteger.valueOf(l / 384))), input);
            check("bls12 g1msm", Bls12Gas.g1Msm(l), msm(l / 160, 12000, G1_DISCOUNT, 519), input);
            check("bls12 g2msm", Bls12Gas.g2Msm(l), msm(l / 288, 22500, G2_DISCOUNT, 524), input);
        }
        Expect.isTrue(Bn254Gas.pairing(len2) >= Bn254Gas.pairing(len) && Bls12Gas.pairing(len2) >= Bls12Gas.pairing(len)
                && Bls12Gas.g1Msm(len2) >= Bls12Gas.g1Msm(len) && Bls12Gas.g2Msm(len2) >= Bls12Gas.g2Msm(len),
                "a price falls as the length grows (" + len + " -> " + len2 + ")", input);
        if (raw < 0) {
            for (Runnable r : new Runnable[] {() -> Bn254Gas.pairing(raw), () -> Bls12Gas.pairing(raw),
                    () -> Bls12Gas.g1Msm(raw), () -> Bls12Gas.g2Msm(raw)}) {
                try {
                    r.run();
                    throw Expect.fail("a negative length " + raw + " was priced", input);
                } catch (IllegalArgumentException expected) {
                    Expect.isTrue(expected.getMessage() != null && !expected.getMessage().isBlank(), "no reason given", input);
                }
            }
        }
    }

    private static void check(String what, long got, BigInteger formula, byte[] input) {
        long expected = formula.min(MAX).longValueExact();
        Expect.isTrue(got >= 0, what + ": negative gas " + got, input);
        Expect.isTrue(got == expected, what + ": " + got + ", the EIP's formula gives " + expected, input);
    }

    private static BigInteger msm(long k, long mulCost, int[] table, int cap) {
        if (k == 0) {
            return BigInteger.ZERO;
        }
        int discount = k <= table.length ? table[(int) k - 1] : cap;
        return BigInteger.valueOf(k).multiply(BigInteger.valueOf(mulCost)).multiply(BigInteger.valueOf(discount)).divide(BigInteger.valueOf(1000));
    }

    /** The bit length of the first min(expLen, 32) exponent bytes, the input read as zero-padded. */
    static int headBits(byte[] input, BigInteger bl, BigInteger el) {
        BigInteger start = BigInteger.valueOf(96).add(bl);
        int n = el.min(BigInteger.valueOf(32)).intValue();
        byte[] h = new byte[n];
        for (int i = 0; i < n; i++) {
            BigInteger at = start.add(BigInteger.valueOf(i));
            h[i] = at.compareTo(BigInteger.valueOf(input.length)) < 0 ? input[at.intValue()] : 0;
        }
        return new BigInteger(1, h).bitLength();
    }

    /** The EIPs' prices in BigInteger, from their text. */
    static long reference(ModExpGas.Pricing pricing, BigInteger bl, BigInteger el, BigInteger ml, int head) {
        // ModExpGas's convention: a length from 2^63 - 1 up is priced as 2^256
        bl = huge(bl);
        el = huge(el);
        ml = huge(ml);
        BigInteger x = bl.max(ml);
        BigInteger msb = BigInteger.valueOf(Math.max(head - 1, 0));
        BigInteger big = BigInteger.valueOf(32);
        BigInteger perByte = BigInteger.valueOf(pricing == ModExpGas.Pricing.EIP7883 ? 16 : 8);
        BigInteger iter = el.compareTo(big) <= 0 ? msb : perByte.multiply(el.subtract(big)).add(msb);
        iter = iter.max(BigInteger.ONE);
        BigInteger words = x.add(BigInteger.valueOf(7)).shiftRight(3);
        BigInteger g = switch (pricing) {
            case EIP198 -> {
                BigInteger c;
                if (x.compareTo(BigInteger.valueOf(64)) <= 0) {
                    c = x.multiply(x);
                } else if (x.compareTo(BigInteger.valueOf(1024)) <= 0) {
                    c = x.multiply(x).divide(BigInteger.valueOf(4)).add(BigInteger.valueOf(96).multiply(x)).subtract(BigInteger.valueOf(3072));
                } else {
                    c = x.multiply(x).divide(BigInteger.valueOf(16)).add(BigInteger.valueOf(480).multiply(x)).subtract(BigInteger.valueOf(199680));
                }
                yield c.multiply(iter).divide(BigInteger.valueOf(20));
            }
            case EIP2565 -> words.multiply(words).multiply(iter).divide(BigInteger.valueOf(3)).max(BigInteger.valueOf(200));
            case EIP7883 -> {
                BigInteger c = x.compareTo(big) <= 0 ? BigInteger.valueOf(16) : BigInteger.TWO.multiply(words).multiply(words);
                yield c.multiply(iter).max(BigInteger.valueOf(500));
            }
        };
        return g.min(MAX).longValueExact();
    }

    private static BigInteger huge(BigInteger len) {
        return len.compareTo(MAX) >= 0 ? BigInteger.ONE.shiftLeft(256) : len;
    }

    private static long sat(BigInteger v) {
        return v.min(MAX).longValueExact();
    }

    private static long satAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    // EIP-2537's discount tables, k = 1..128, copied from the EIP's text for this second path
    private static final int[] G1_DISCOUNT = {
            1000, 949, 848, 797, 764, 750, 738, 728, 719, 712, 705, 698, 692, 687, 682, 677,
            673, 669, 665, 661, 658, 654, 651, 648, 645, 642, 640, 637, 635, 632, 630, 627,
            625, 623, 621, 619, 617, 615, 613, 611, 609, 608, 606, 604, 603, 601, 599, 598,
            596, 595, 593, 592, 591, 589, 588, 586, 585, 584, 582, 581, 580, 579, 577, 576,
            575, 574, 573, 572, 570, 569, 568, 567, 566, 565, 564, 563, 562, 561, 560, 559,
            558, 557, 556, 555, 554, 553, 552, 551, 550, 549, 548, 547, 547, 546, 545, 544,
            543, 542, 541, 540, 540, 539, 538, 537, 536, 536, 535, 534, 533, 532, 532, 531,
            530, 529, 528, 528, 527, 526, 525, 525, 524, 523, 522, 522, 521, 520, 520, 519
    };
    private static final int[] G2_DISCOUNT = {
            1000, 1000, 923, 884, 855, 832, 812, 796, 782, 770, 759, 749, 740, 732, 724, 717,
            711, 704, 699, 693, 688, 683, 679, 674, 670, 666, 663, 659, 655, 652, 649, 646,
            643, 640, 637, 634, 632, 629, 627, 624, 622, 620, 618, 615, 613, 611, 609, 607,
            606, 604, 602, 600, 598, 597, 595, 593, 592, 590, 589, 587, 586, 584, 583, 582,
            580, 579, 578, 576, 575, 574, 573, 571, 570, 569, 568, 567, 566, 565, 563, 562,
            561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 552, 551, 550, 549, 548, 547,
            546, 545, 545, 544, 543, 542, 541, 541, 540, 539, 538, 537, 537, 536, 535, 535,
            534, 533, 532, 532, 531, 530, 530, 529, 528, 528, 527, 526, 526, 525, 524, 524
    };
}
