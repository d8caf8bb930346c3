package dev.pippin.evm;

/**
 * The modexp precompile (address 0x05): EIP-198 call semantics, gas by the chosen pricing, and the
 * EIP-7823 length bound when asked for. The factories name the forks that combine them. Gas
 * reads only the three length words and the exponent's head, so an absurd declared length costs
 * neither time nor memory to price.
 *
 * <p>Without EIP-7823 (the forks replayed for history) a call priced above
 * {@link #MAX_PAYABLE_GAS} is refused before anything is allocated or computed: no block ever
 * held that much gas, so no such call ever ran, and without the bound a 172-byte input declaring
 * 32-byte base and a 16 MiB modulus kept BigInteger.modPow busy for minutes (a fuzzing finding,
 * docs/RELIABILITY.md). Osaka's 1024-byte bounds already bound the work.
 */
public final class ModExpPrecompile implements Precompile {
    /**
     * 2^26 = 67,108,864 gas: above every Ethereum mainnet block gas limit up to Osaka (at most
     * 60 million). A call priced higher could never have executed on chain.
     */
    public static final long MAX_PAYABLE_GAS = 1L << 26;

    private final ModExpGas.Pricing pricing;
    private final boolean eip7823;

    public ModExpPrecompile(ModExpGas.Pricing pricing, boolean eip7823) {
        this.pricing = pricing;
        this.eip7823 = eip7823;
    }

    /** Byzantium: EIP-198 pricing, no length bound. */
    public static ModExpPrecompile byzantium() {
        return new ModExpPrecompile(ModExpGas.Pricing.EIP198, false);
    }

    /** Berlin: EIP-2565 pricing, no length bound. */
    public static ModExpPrecompile berlin() {
        return new ModExpPrecompile(ModExpGas.Pricing.EIP2565, false);
    }

    /** Osaka: EIP-7883 pricing and the EIP-7823 1024-byte bound. */
    public static ModExpPrecompile osaka() {
        return new ModExpPrecompile(ModExpGas.Pricing.EIP7883, true);
    }

    public ModExpGas.Pricing pricing() {
        return pricing;
    }

    public boolean enforcesEip7823() {
        return eip7823;
    }

    @Override
    public byte[] call(byte[] input) throws PrecompileException {
        // modLen 0 does no work (the empty output), whatever the price says; a length past
        // Eip198's own bound is reported as such by it
        long modLen = Eip198.lengthWord(input, 64);
        if (!eip7823 && modLen != 0 && modLen <= Eip198.MAX_LENGTH
                && Eip198.lengthWord(input, 0) <= Eip198.MAX_LENGTH && Eip198.lengthWord(input, 32) <= Eip198.MAX_LENGTH) {
            long price = gas(input);
            if (price > MAX_PAYABLE_GAS) {
                throw new PrecompileException("modexp: the call costs " + (price == Long.MAX_VALUE ? "≥ 2^63" : Long.toString(price))
                        + " gas, more than any block has held (" + MAX_PAYABLE_GAS + "); refused before running");
            }
        }
        try {
            return Eip198.execute(input, eip7823);
        } catch (Eip198.InvalidInputException e) {
            throw new PrecompileException(e.getMessage(), e);
        }
    }

    /** Gas the call requires (saturating at Long.MAX_VALUE for absurd declared lengths). */
    @Override
    public long gas(byte[] input) {
        return Eip198.gas(input, pricing);
    }
}
