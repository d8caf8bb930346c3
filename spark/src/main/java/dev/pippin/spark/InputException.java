package dev.pippin.spark;

/**
 * Bad input: a file that is missing, shorter than its section, or holds a malformed point. The
 * message is one line and names the partition, the file and the byte range it was reading, so
 * a failed job says which bytes to look at; no partial sum of a job that threw it is returned.
 */
public final class InputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
