package dev.pippin.evm;

/** An input a precompile rejects; the message says which rule it broke. */
public final class PrecompileException extends Exception {
    public PrecompileException(String message) {
        super(message);
    }

    public PrecompileException(String message, Throwable cause) {
        super(message, cause);
    }
}
