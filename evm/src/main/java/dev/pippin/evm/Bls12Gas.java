package dev.pippin.evm;

import static dev.pippin.evm.GasMath.items;
import static dev.pippin.evm.GasMath.mulDiv;
import static dev.pippin.evm.GasMath.satAdd;
import static dev.pippin.evm.GasMath.satMul;

/**
 * EIP-2537's gas schedule for the BLS12-381 precompiles (Prague). Fixed prices: G1ADD
 * {@value #G1ADD}, G2ADD {@value #G2ADD}, MAP_FP_TO_G1 {@value #MAP_FP_TO_G1}, MAP_FP2_TO_G2
 * {@value #MAP_FP2_TO_G2}. The MSMs cost {@code k · mulCost · discount(k) / 1000} (integer
 * division) with mulCost {@value #G1_MUL_COST} for G1 and {@value #G2_MUL_COST} for G2,
 * k = floor(len / 160) or floor(len / 288), discount(k) from the EIP's table for k ≤ 128 and the
 * cap ({@value #G1_MAX_DISCOUNT} for G1, {@value #G2_MAX_DISCOUNT} for G2) beyond, and 0 for
 * k = 0 (the call then fails on its length). PAIRING_CHECK costs
 * {@value #PAIRING_PER_PAIR}·k + {@value #PAIRING_BASE}, k = floor(len / 384).
 * Every price depends on the input length alone, is exact while it fits in a long and
 * saturates at {@link Long#MAX_VALUE} beyond.
 *
 * <p>The tables are EIP-2537's ("Discounts table for G1 MSM / G2 MSM as a vector of pairs
 * [k, discount]"); the vector tests hold them against the {@code Gas} of every public MSM vector.
 */
public final class Bls12Gas {
    private Bls12Gas() {}

    public static final long G1ADD = 375;
    public static final long G2ADD = 600;
    /** The price of one G1 multiplication: the G1 MSM with k = 1 (the former G1MUL). */
    public static final long G1_MUL_COST = 12000;
    /** The price of one G2 multiplication: the G2 MSM with k = 1 (the former G2MUL). */
    public static final long G2_MUL_COST = 22500;
    public static final long MAP_FP_TO_G1 = 5500;
    public static final long MAP_FP2_TO_G2 = 23800;
    public static final long PAIRING_BASE = 37700;
    public static final long PAIRING_PER_PAIR = 32600;
    /** The discounts are in thousandths. */
    public static final int MULTIPLIER = 1000;
    /** discount(k) for every k above the tables' last entry (k = 128). */
    public static final int G1_MAX_DISCOUNT = 519;
    public static final int G2_MAX_DISCOUNT = 524;

    static final int G1_PAIR_BYTES = 160;
    static final int G2_PAIR_BYTES = 288;
    static final int PAIRING_PAIR_BYTES = 384;

    // discount(k) for k = 1..128 at index k - 1, from EIP-2537
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

    /** G1MSM (and the k = 1 G1 multiplication) for call data of that many bytes. */
    public static long g1Msm(long inputLength) {
        return msm(items(inputLength, G1_PAIR_BYTES), G1_MUL_COST, G1_DISCOUNT, G1_MAX_DISCOUNT);
    }

    /** G2MSM (and the k = 1 G2 multiplication) for call data of that many bytes. */
    public static long g2Msm(long inputLength) {
        return msm(items(inputLength, G2_PAIR_BYTES), G2_MUL_COST, G2_DISCOUNT, G2_MAX_DISCOUNT);
    }

    /** PAIRING_CHECK for call data of that many bytes. */
    public static long pairing(long inputLength) {
        return satAdd(satMul(PAIRING_PER_PAIR, items(inputLength, PAIRING_PAIR_BYTES)), PAIRING_BASE);
    }

    /** The G1 MSM discount for k >= 1 pairs, in thousandths. */
    public static int g1Discount(long k) {
        return discount(k, G1_DISCOUNT, G1_MAX_DISCOUNT);
    }

    /** The G2 MSM discount for k >= 1 pairs, in thousandths. */
    public static int g2Discount(long k) {
        return discount(k, G2_DISCOUNT, G2_MAX_DISCOUNT);
    }

    private static long msm(long k, long mulCost, int[] table, int cap) {
        if (k == 0) {
            return 0;
        }
        return mulDiv(k, mulCost * discount(k, table, cap), MULTIPLIER);
    }

    private static int discount(long k, int[] table, int cap) {
        if (k < 1) {
            throw new IllegalArgumentException("an MSM discount needs k >= 1 pairs, got " + k);
        }
        return k <= table.length ? table[(int) k - 1] : cap;
    }
}
