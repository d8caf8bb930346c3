package dev.pippin.evm;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The precompile-style calls by name, for the CLI and other callers that pick one at run time.
 * Names: bn254_* after EIP-196/197, bls12_* after EIP-2537.
 */
public final class Precompiles {
    private Precompiles() {}

    private static final Map<String, Precompile> BY_NAME;

    static {
        Map<String, Precompile> m = new LinkedHashMap<>();
        m.put("bn254_g1add", Bn254Precompiles::g1Add);
        m.put("bn254_g1mul", Bn254Precompiles::g1Mul);
        m.put("bn254_g1msm", Bn254Precompiles::g1Msm);
        m.put("bn254_g2msm", Bn254Precompiles::g2Msm);
        m.put("bls12_g1add", Bls12Precompiles::g1Add);
        m.put("bls12_g1mul", Bls12Precompiles::g1Mul);
        m.put("bls12_g1msm", Bls12Precompiles::g1Msm);
        m.put("bls12_g2add", Bls12Precompiles::g2Add);
        m.put("bls12_g2mul", Bls12Precompiles::g2Mul);
        m.put("bls12_g2msm", Bls12Precompiles::g2Msm);
        // EIP-198 modexp under the current mainnet rules (Osaka: EIP-7823's 1024-byte bounds),
        // and under the older forks' (no length bound), for replaying history
        m.put("modexp", ModExpPrecompile.osaka());
        m.put("modexp_berlin", ModExpPrecompile.berlin());
        m.put("modexp_byzantium", ModExpPrecompile.byzantium());
        BY_NAME = Collections.unmodifiableMap(m);
    }

    /** The precompile of that name, if there is one. */
    public static Optional<Precompile> get(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** Every registered name, in a stable order. */
    public static Set<String> names() {
        return BY_NAME.keySet();
    }
}
