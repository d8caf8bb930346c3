package dev.pippin.spark;

/**
 * A failed Spark job as one exception the caller can act on: the {@link InputException} a task
 * threw (Spark hands the driver the task's exception as the cause of its own), or else a
 * {@link SparkMsmException} with the first line of Spark's message.
 */
final class JobFailure {
    private JobFailure() {}

    private static final String INPUT = InputException.class.getName() + ": ";

    static RuntimeException of(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof InputException ie) {
                return ie;
            }
        }
        String m = e.getMessage() == null ? e.toString() : e.getMessage();
        // a cause Spark could not deserialize is only in its message, as "Class: message", then the trace
        int at = m.indexOf(INPUT);
        if (at >= 0) {
            return new InputException(firstLine(m.substring(at + INPUT.length())), e);
        }
        if (e instanceof RuntimeException re && !e.getClass().getName().startsWith("org.apache.spark")) {
            return re; // ours (the coverage check) or the JDK's: already one line
        }
        return new SparkMsmException(firstLine(m), e);
    }

    private static String firstLine(String m) {
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).strip();
    }
}
