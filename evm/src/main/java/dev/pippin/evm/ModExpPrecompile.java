package dev.pippin.evm;

/**
 * The modexp precompile (address 0x05): EIP-198 call semantics, gas by the chosen pricing, and the
 * EIP-7823 length bound when asked for. The factories name the forks that combine them. Gas
 * reads only the three length words and the exponent's head, so an absurd declared length costs
 * neither time nor memory to price.
 */
public final class ModExpPrecompile implements Precompile {
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
