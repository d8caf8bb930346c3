package dev.pippin.spark;

/** A distributed MSM that Spark could not complete (tasks failed beyond their retries, the context stopped): one line. */
public final class SparkMsmException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SparkMsmException(String message, Throwable cause) {
        super(message, cause);
    }
}
