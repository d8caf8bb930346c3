package dev.pippin.evm;

import java.util.Objects;
import java.util.function.ToLongFunction;

/** A precompile made of a call and the gas schedule of its EIP. */
record PricedPrecompile(String name, Precompile.Call body, ToLongFunction<byte[]> schedule) implements Precompile {
    PricedPrecompile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(body, "call");
        Objects.requireNonNull(schedule, "gas");
    }

    @Override
    public byte[] call(byte[] input) throws PrecompileException {
        return body.call(input);
    }

    @Override
    public long gas(byte[] input) {
        return schedule.applyAsLong(input);
    }

    @Override
    public String toString() {
        return name;
    }
}
