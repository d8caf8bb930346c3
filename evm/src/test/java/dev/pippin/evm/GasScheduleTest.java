package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The gas schedules beyond the public vectors: the shape of EIP-2537's discount tables, k = 0,
 * the caps past k = 128, exactness against BigInteger up to and past the long range, and which
 * registered names have no price.
 */
class GasScheduleTest {
    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private static long saturated(BigInteger v) {
        return v.min(MAX).longValueExact();
    }

    /** k · mulCost · discount(k) / 1000 in BigInteger, discount read from the table under test. */
    private static long msmReference(long length, int pairBytes, long mulCost, LongUnaryOperator discount) {
        long k = length / pairBytes;
        if (k == 0) {
            return 0;
        }
        return saturated(BigInteger.valueOf(k).multiply(BigInteger.valueOf(mulCost))
                .multiply(BigInteger.valueOf(discount.applyAsLong(k))).divide(BigInteger.valueOf(1000)));
    }

    @Test
    void discountTablesHaveTheEipShape() {
        // k = 1 is undiscounted, so one pair costs exactly the multiplication price
        assertEquals(Bls12Gas.MULTIPLIER, Bls12Gas.g1Discount(1));
        assertEquals(Bls12Gas.MULTIPLIER, Bls12Gas.g2Discount(1));
        assertEquals(Bls12Gas.G1_MUL_COST, Bls12Gas.g1Msm(160));
        assertEquals(Bls12Gas.G2_MUL_COST, Bls12Gas.g2Msm(288));
        for (long k = 2; k <= 200; k++) {
            assertTrue(Bls12Gas.g1Discount(k) <= Bls12Gas.g1Discount(k - 1), "G1 discount rises at k = " + k);
            assertTrue(Bls12Gas.g2Discount(k) <= Bls12Gas.g2Discount(k - 1), "G2 discount rises at k = " + k);
        }
        // the tables end on their caps, which hold from k = 128 on
        for (long k : new long[] {128, 129, 1000, Long.MAX_VALUE}) {
            assertEquals(519, Bls12Gas.g1Discount(k), "k = " + k);
            assertEquals(524, Bls12Gas.g2Discount(k), "k = " + k);
        }
        assertThrows(IllegalArgumentException.class, () -> Bls12Gas.g1Discount(0));
    }

    @Test
    void msmPricesAreTheFormula() {
        // hand-worked: 2 · 12000 · 949 / 1000 = 22776; 2 · 22500 · 1000 / 1000 = 45000
        assertEquals(22776, Bls12Gas.g1Msm(320));
        assertEquals(45000, Bls12Gas.g2Msm(576));
        // k = 0 prices 0 (the call then fails on its length), and a partial pair does not count
        assertEquals(0, Bls12Gas.g1Msm(0));
        assertEquals(0, Bls12Gas.g1Msm(159));
        assertEquals(0, Bls12Gas.g2Msm(287));
        assertEquals(Bls12Gas.g1Msm(320), Bls12Gas.g1Msm(479));
        Random rnd = new Random(7);
        for (int i = 0; i < 2000; i++) {
            long length = switch (i % 4) {
                case 0 -> rnd.nextInt(160 * 300);
                case 1 -> rnd.nextLong(1L << 40);
                case 2 -> rnd.nextLong(Long.MAX_VALUE);
                default -> Long.MAX_VALUE - rnd.nextInt(1000);
            };
            assertEquals(msmReference(length, 160, 12000, Bls12Gas::g1Discount), Bls12Gas.g1Msm(length), "G1, len " + length);
            assertEquals(msmReference(length, 288, 22500, Bls12Gas::g2Discount), Bls12Gas.g2Msm(length), "G2, len " + length);
        }
    }

    /** Where k · 12000 · 519 leaves the long range but the price after / 1000 does not. */
    @Test
    void msmPriceIsExactPastTheIntermediateOverflow() {
        long k = Long.MAX_VALUE / (12000L * 519) + 1;
        long length = k * 160;
        long expected = saturated(BigInteger.valueOf(k).multiply(BigInteger.valueOf(12000L * 519)).divide(BigInteger.valueOf(1000)));
        assertTrue(expected < Long.MAX_VALUE);
        assertEquals(expected, Bls12Gas.g1Msm(length));
        assertEquals(Long.MAX_VALUE, Bls12Gas.g1Msm(Long.MAX_VALUE));
        assertEquals(Long.MAX_VALUE, Bls12Gas.g2Msm(Long.MAX_VALUE));
    }

    @Test
    void pairingPricesAreLinearAndSaturate() {
        assertEquals(45000, Bn254Gas.pairing(0));
        assertEquals(45000 + 34000, Bn254Gas.pairing(192));
        assertEquals(45000 + 34000, Bn254Gas.pairing(383));
        assertEquals(37700, Bls12Gas.pairing(0));
        assertEquals(37700 + 32600 * 3, Bls12Gas.pairing(384 * 3));
        for (long length : new long[] {1L << 20, 1L << 50, Long.MAX_VALUE / 2, Long.MAX_VALUE}) {
            BigInteger kBn = BigInteger.valueOf(length / 192), kBls = BigInteger.valueOf(length / 384);
            assertEquals(saturated(kBn.multiply(BigInteger.valueOf(34000)).add(BigInteger.valueOf(45000))), Bn254Gas.pairing(length));
            assertEquals(saturated(kBls.multiply(BigInteger.valueOf(32600)).add(BigInteger.valueOf(37700))), Bls12Gas.pairing(length));
        }
    }

    @Test
    void negativeLengthsAreRefused() {
        for (LongUnaryOperator f : List.<LongUnaryOperator>of(Bls12Gas::g1Msm, Bls12Gas::g2Msm, Bls12Gas::pairing, Bn254Gas::pairing)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f.applyAsLong(-1));
            assertTrue(e.getMessage().contains("negative"), e.getMessage());
        }
    }

    @Test
    void onlyTheBn254MsmsHaveNoSchedule() {
        for (String name : Precompiles.names()) {
            Precompile p = Precompiles.get(name).orElseThrow();
            boolean expectPriced = !name.equals("bn254_g1msm") && !name.equals("bn254_g2msm");
            assertEquals(expectPriced, p.hasGasSchedule(), name);
            if (!expectPriced) {
                UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, () -> p.gas(new byte[96]));
                assertEquals(name + " has no gas schedule: it is not an Ethereum precompile (no address, and no EIP prices it)", e.getMessage());
                continue;
            }
            for (int length = 0; length <= 1200; length += 7) {
                long gas = p.gas(new byte[length]);
                assertTrue(gas >= 0, name + " at " + length + " bytes: " + gas);
            }
        }
    }

    @Test
    void fixedPricesDoNotDependOnTheInput() {
        String[] names = {"bn254_g1add", "bn254_g1mul", "bls12_g1add", "bls12_g2add", "bls12_map_fp_to_g1", "bls12_map_fp2_to_g2",
            "kzg_point_evaluation"};
        long[] prices = {150, 6000, 375, 600, 5500, 23800, 50000};
        for (int i = 0; i < names.length; i++) {
            Precompile p = Precompiles.get(names[i]).orElseThrow();
            for (int length : new int[] {0, 1, 64, 128, 256, 512, 4096}) {
                assertEquals(prices[i], p.gas(new byte[length]), names[i] + " at " + length + " bytes");
            }
        }
    }

    /**
     * A modexp header declaring 2^62-byte operands: pricing it reads the three words only (the
     * operands would not fit in any heap), and every fork prices it as unpayable.
     */
    @Test
    void modexpPricesAbsurdDeclaredLengthsWithoutReadingThem() {
        byte[] header = new byte[96];
        for (int word = 0; word < 3; word++) {
            header[32 * word + 24] = 0x40;              // 2^62
        }
        for (String name : new String[] {"modexp", "modexp_berlin", "modexp_byzantium"}) {
            assertEquals(Long.MAX_VALUE, Precompiles.get(name).orElseThrow().gas(header), name);
        }
    }
}
