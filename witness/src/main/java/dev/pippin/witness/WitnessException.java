package dev.pippin.witness;

/**
 * A witness could not be computed: the circuit file is not a circom witness calculator, the
 * inputs do not fit the circuit (a missing, unknown or mis-sized signal, a value outside the
 * field, malformed JSON), or the circuit rejected them (a failing assertion, with circom's own
 * message naming the template and line). The message is one line, meant for the user.
 */
public final class WitnessException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WitnessException(String message) {
        super(message);
    }

    public WitnessException(String message, Throwable cause) {
        super(message, cause);
    }
}
