package dev.pippin.evm;

import static dev.pippin.evm.GasMath.items;
import static dev.pippin.evm.GasMath.satAdd;
import static dev.pippin.evm.GasMath.satMul;

/**
 * EIP-1108's gas schedule for the bn254 (alt_bn128) precompiles, in force since Istanbul:
 * ADD (0x06) {@value #ADD}, MUL (0x07) {@value #MUL}, PAIRING (0x08)
 * {@value #PAIRING_BASE} + {@value #PAIRING_PER_PAIR}·k with k = floor(len / 192). ADD and MUL
 * cost the same whatever the input (EIP-196 pads or truncates it). The MSMs bn254_g1msm and
 * bn254_g2msm have no Ethereum address, and so no price.
 */
public final class Bn254Gas {
    private Bn254Gas() {}

    public static final long ADD = 150;
    public static final long MUL = 6000;
    public static final long PAIRING_BASE = 45000;
    public static final long PAIRING_PER_PAIR = 34000;

    static final int PAIRING_PAIR_BYTES = 192;

    /** PAIRING for call data of that many bytes (saturating). */
    public static long pairing(long inputLength) {
        return satAdd(PAIRING_BASE, satMul(PAIRING_PER_PAIR, items(inputLength, PAIRING_PAIR_BYTES)));
    }
}
