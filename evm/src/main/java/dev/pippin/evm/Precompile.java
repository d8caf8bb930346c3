package dev.pippin.evm;

/**
 * One Ethereum-style precompile: raw call data in, raw return data out.
 * An invalid input raises {@link PrecompileException}; nothing else escapes.
 */
@FunctionalInterface
public interface Precompile {
    byte[] call(byte[] input) throws PrecompileException;
}
