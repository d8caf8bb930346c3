package dev.pippin.evm;

import java.util.Arrays;

/** Length rules shared by the precompiles. */
final class InputLayout {
    private InputLayout() {}

    static void exact(byte[] input, int expected, String name) throws PrecompileException {
        if (input.length != expected) {
            throw new PrecompileException(name + ": invalid input length " + input.length + ", expected " + expected);
        }
    }

    /** k >= 1 pairs of pairBytes each; returns k. */
    static int pairs(byte[] input, int pairBytes, String name) throws PrecompileException {
        if (input.length == 0 || input.length % pairBytes != 0) {
            throw new PrecompileException(name + ": invalid input length " + input.length
                    + ", expected a positive multiple of " + pairBytes);
        }
        return input.length / pairBytes;
    }

    /** EIP-196's rule for ADD and MUL: short input is right-padded with zeros, surplus ignored. */
    static byte[] padOrTruncate(byte[] input, int length) {
        return input.length == length ? input : Arrays.copyOf(input, length);
    }
}
