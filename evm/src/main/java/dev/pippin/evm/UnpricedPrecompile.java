package dev.pippin.evm;

import java.util.Objects;

/**
 * A call with no gas schedule in any EIP. Its gas is refused rather than guessed: a made-up price
 * would read as if some chain charged it.
 */
record UnpricedPrecompile(String name, String why, Precompile.Call body) implements Precompile {
    UnpricedPrecompile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(why, "why");
        Objects.requireNonNull(body, "call");
    }

    @Override
    public byte[] call(byte[] input) throws PrecompileException {
        return body.call(input);
    }

    @Override
    public long gas(byte[] input) {
        throw new UnsupportedOperationException(name + " has no gas schedule: " + why);
    }

    @Override
    public boolean hasGasSchedule() {
        return false;
    }

    @Override
    public String toString() {
        return name;
    }
}
