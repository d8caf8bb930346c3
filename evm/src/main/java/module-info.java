/**
 * The Ethereum precompiles on Pippin's engine, with their gas, by name through
 * {@link dev.pippin.evm.Precompiles} (which lists every name with its schedule):
 * bn254 ADD, MUL and the pairing check (EIP-196/197, priced by EIP-1108: 150, 6000 and
 * 45000 + 34000·k); BLS12-381 G1ADD, G2ADD, G1MSM,
 * G2MSM (with k = 1 also as the mul names), PAIRING_CHECK, MAP_FP_TO_G1 and MAP_FP2_TO_G2
 * (EIP-2537: 375, 600, k·12000·discount(k)/1000, k·22500·discount(k)/1000, 37700 + 32600·k,
 * 5500, 23800); modexp (EIP-198, priced by
 * EIP-198, EIP-2565 or EIP-7883 by fork, with EIP-7823's bounds for Osaka); the KZG point
 * evaluation (EIP-4844, 0x0a, over the mainnet trusted setup of dev.pippin.kzg: 50000). The bn254 G1 and G2
 * MSMs are not Ethereum precompiles and have no gas schedule: their gas refuses to answer.
 * The MSM-based calls take the caller's thread count ({@link dev.pippin.evm.PrecompileOptions}).
 */
module dev.pippin.evm {
    requires transitive dev.pippin.msm;
    requires dev.pippin.glv;
    requires dev.pippin.pairing;
    requires dev.pippin.kzg;

    exports dev.pippin.evm;
}
