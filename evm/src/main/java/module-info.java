/**
 * The Ethereum precompiles on Pippin's engine, with their gas: bn254 (EIP-196/197, EIP-1108),
 * BLS12-381 (EIP-2537) and modexp (EIP-198, EIP-2565, EIP-7883, EIP-7823), by name through
 * {@link dev.pippin.evm.Precompiles}.
 */
module dev.pippin.evm {
    requires transitive dev.pippin.msm;
    requires dev.pippin.glv;

    exports dev.pippin.evm;
}
