package dev.pippin.evm;

import java.util.function.ToLongFunction;

/**
 * One Ethereum-style precompile: raw call data in, raw return data out, and the gas its EIP
 * charges for that call data. An invalid input raises {@link PrecompileException}; nothing else
 * escapes {@link #call}.
 *
 * <p>Gas depends on the call data only (never on whether the call would succeed: a rejected call
 * burns all the gas it was given, as every precompile does), is never negative, saturates at
 * {@link Long#MAX_VALUE} instead of overflowing, and is computed without allocating anything in
 * proportion to a length the input declares. A call that no EIP prices (an MSM with no Ethereum
 * address) says so: {@link #hasGasSchedule()} is false and {@link #gas} throws.
 *
 * <p>{@link #priced} and {@link #unpriced} build one from a call and, for the first, its schedule.
 */
public interface Precompile {
    /** The return data for {@code input}. */
    byte[] call(byte[] input) throws PrecompileException;

    /**
     * The gas the call requires for {@code input}.
     *
     * @throws UnsupportedOperationException if no EIP gives this call a gas schedule
     */
    long gas(byte[] input);

    /** False for a call that no EIP prices, whose {@link #gas} throws. */
    default boolean hasGasSchedule() {
        return true;
    }

    /** The computation of a precompile, without its price. */
    @FunctionalInterface
    interface Call {
        byte[] call(byte[] input) throws PrecompileException;
    }

    /** A precompile that charges {@code gas} (by the call data) and runs {@code call}. */
    static Precompile priced(String name, Call call, ToLongFunction<byte[]> gas) {
        return new PricedPrecompile(name, call, gas);
    }

    /**
     * A call with no Ethereum gas schedule: {@code why} says why no price exists, and is the
     * message of the {@link UnsupportedOperationException} its {@link #gas} throws.
     */
    static Precompile unpriced(String name, String why, Call call) {
        return new UnpricedPrecompile(name, why, call);
    }
}
