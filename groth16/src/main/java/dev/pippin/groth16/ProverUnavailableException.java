package dev.pippin.groth16;

/**
 * A {@link ProverService} did not take a proof: its queue was full, or it was closing. Nothing
 * was wrong with the request; a client may send it again later (BUSY) or elsewhere (CLOSED).
 */
public final class ProverUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why the proof was not taken. */
    public enum Reason {
        /** The proofs running and waiting reached the service's bound. */
        BUSY,
        /** The service was closed (shutting down) before the proof started. */
        CLOSED
    }

    private final Reason reason;

    ProverUnavailableException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
