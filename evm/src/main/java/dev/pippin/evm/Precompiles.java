package dev.pippin.evm;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The precompile-style calls by name, for the CLI and other callers that pick one at run time.
 * Names and gas schedules:
 *
 * <table>
 * <caption>Registered precompiles</caption>
 * <tr><th>name</th><th>call</th><th>gas</th></tr>
 * <tr><td>bn254_g1add</td><td>EIP-196 ADD (0x06)</td><td>150 (EIP-1108)</td></tr>
 * <tr><td>bn254_g1mul</td><td>EIP-196 MUL (0x07)</td><td>6000 (EIP-1108)</td></tr>
 * <tr><td>bn254_pairing</td><td>EIP-197 pairing check (0x08)</td><td>45000 + 34000·k (EIP-1108), k = floor(len/192)</td></tr>
 * <tr><td>bn254_g1msm</td><td>G1 MSM in EIP-196 encoding; no Ethereum address</td><td>none: no EIP prices it</td></tr>
 * <tr><td>bn254_g2msm</td><td>G2 MSM in EIP-197 encoding; no Ethereum address</td><td>none: no EIP prices it</td></tr>
 * <tr><td>bls12_g1add</td><td>EIP-2537 G1ADD (0x0b)</td><td>375</td></tr>
 * <tr><td>bls12_g1mul</td><td>EIP-2537 G1MSM (0x0c) with k = 1</td><td>the G1MSM price: 12000</td></tr>
 * <tr><td>bls12_g1msm</td><td>EIP-2537 G1MSM (0x0c)</td><td>k·12000·discount(k)/1000, k = floor(len/160)</td></tr>
 * <tr><td>bls12_g2add</td><td>EIP-2537 G2ADD (0x0d)</td><td>600</td></tr>
 * <tr><td>bls12_g2mul</td><td>EIP-2537 G2MSM (0x0e) with k = 1</td><td>the G2MSM price: 22500</td></tr>
 * <tr><td>bls12_g2msm</td><td>EIP-2537 G2MSM (0x0e)</td><td>k·22500·discount(k)/1000, k = floor(len/288)</td></tr>
 * <tr><td>bls12_pairing_check</td><td>EIP-2537 PAIRING_CHECK (0x0f)</td><td>37700 + 32600·k, k = floor(len/384)</td></tr>
 * <tr><td>bls12_map_fp_to_g1</td><td>EIP-2537 MAP_FP_TO_G1 (0x10)</td><td>5500</td></tr>
 * <tr><td>bls12_map_fp2_to_g2</td><td>EIP-2537 MAP_FP2_TO_G2 (0x11)</td><td>23800</td></tr>
 * <tr><td>modexp</td><td>EIP-198 modexp (0x05), Osaka: EIP-7823 length bounds</td><td>EIP-7883</td></tr>
 * <tr><td>modexp_berlin</td><td>EIP-198 modexp, no length bound</td><td>EIP-2565</td></tr>
 * <tr><td>modexp_byzantium</td><td>EIP-198 modexp, no length bound</td><td>EIP-198</td></tr>
 * <tr><td>kzg_point_evaluation</td><td>EIP-4844 point evaluation (0x0a), mainnet trusted setup</td><td>50000</td></tr>
 * </table>
 *
 * <p>The discount tables and their caps for k &gt; 128 are in {@link Bls12Gas}. The point
 * evaluation's input rules and output are in {@link PointEvaluation}.
 *
 * <p>The MSM-based names (the bn254 MSMs and the bls12 mul and msm names) take a
 * {@link PrecompileOptions}: the caller's thread count and progress listener reach the engine.
 * {@link #get(String)} uses {@link PrecompileOptions#defaults()}, every core.
 */
public final class Precompiles {
    private Precompiles() {}

    /** Why the two bn254 MSMs have no price: no EIP makes them precompiles. */
    static final String NO_ADDRESS = "it is not an Ethereum precompile (no address, and no EIP prices it)";

    /** Builds the named precompile for the given options. */
    private interface Factory extends BiFunction<String, PrecompileOptions, Precompile> {}

    private static final Map<String, Factory> BY_NAME;

    static {
        Map<String, Factory> m = new LinkedHashMap<>();
        m.put("bn254_g1add", (n, o) -> Precompile.priced(n, Bn254Precompiles::g1Add, in -> Bn254Gas.ADD));
        m.put("bn254_g1mul", (n, o) -> Precompile.priced(n, Bn254Precompiles::g1Mul, in -> Bn254Gas.MUL));
        m.put("bn254_pairing", (n, o) -> Precompile.priced(n, PairingPrecompiles::bn254Pairing, in -> Bn254Gas.pairing(in.length)));
        m.put("bn254_g1msm", (n, o) -> Precompile.unpriced(n, NO_ADDRESS, in -> Bn254Precompiles.g1Msm(in, o)));
        m.put("bn254_g2msm", (n, o) -> Precompile.unpriced(n, NO_ADDRESS, in -> Bn254Precompiles.g2Msm(in, o)));
        m.put("bls12_g1add", (n, o) -> Precompile.priced(n, Bls12Precompiles::g1Add, in -> Bls12Gas.G1ADD));
        // the mul names are the MSM addresses called with one pair, so they take the MSM's price
        m.put("bls12_g1mul", (n, o) -> Precompile.priced(n, in -> Bls12Precompiles.g1Mul(in, o), in -> Bls12Gas.g1Msm(in.length)));
        m.put("bls12_g1msm", (n, o) -> Precompile.priced(n, in -> Bls12Precompiles.g1Msm(in, o), in -> Bls12Gas.g1Msm(in.length)));
        m.put("bls12_g2add", (n, o) -> Precompile.priced(n, Bls12Precompiles::g2Add, in -> Bls12Gas.G2ADD));
        m.put("bls12_g2mul", (n, o) -> Precompile.priced(n, in -> Bls12Precompiles.g2Mul(in, o), in -> Bls12Gas.g2Msm(in.length)));
        m.put("bls12_g2msm", (n, o) -> Precompile.priced(n, in -> Bls12Precompiles.g2Msm(in, o), in -> Bls12Gas.g2Msm(in.length)));
        m.put("bls12_pairing_check", (n, o) -> Precompile.priced(n, PairingPrecompiles::bls12PairingCheck, in -> Bls12Gas.pairing(in.length)));
        m.put("bls12_map_fp_to_g1", (n, o) -> Precompile.priced(n, Bls12Precompiles::mapFpToG1, in -> Bls12Gas.MAP_FP_TO_G1));
        m.put("bls12_map_fp2_to_g2", (n, o) -> Precompile.priced(n, Bls12Precompiles::mapFp2ToG2, in -> Bls12Gas.MAP_FP2_TO_G2));
        // EIP-198 modexp under the current mainnet rules (Osaka: EIP-7823's 1024-byte bounds),
        // and under the older forks' (no length bound), for replaying history
        m.put("modexp", (n, o) -> ModExpPrecompile.osaka());
        m.put("modexp_berlin", (n, o) -> ModExpPrecompile.berlin());
        m.put("modexp_byzantium", (n, o) -> ModExpPrecompile.byzantium());
        m.put(PointEvaluation.NAME, (n, o) -> Precompile.priced(n, PointEvaluation::call, in -> PointEvaluation.GAS));
        BY_NAME = Collections.unmodifiableMap(m);
    }

    /** The precompile of that name with the default options, if there is one. */
    public static Optional<Precompile> get(String name) {
        return get(name, PrecompileOptions.defaults());
    }

    /** The precompile of that name running its MSMs with {@code options}, if there is one. */
    public static Optional<Precompile> get(String name, PrecompileOptions options) {
        Objects.requireNonNull(options, "options");
        Factory f = BY_NAME.get(name);
        return f == null ? Optional.empty() : Optional.of(f.apply(name, options));
    }

    /** Every registered name, in a stable order. */
    public static Set<String> names() {
        return BY_NAME.keySet();
    }
}
