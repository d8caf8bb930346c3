package dev.pippin.fuzz;

import java.util.Arrays;
import java.util.HexFormat;

/** The oracles' verdicts: a failure names the input, so a finding reads without a debugger. */
final class Expect {
    private Expect() {}

    static AssertionError fail(String what, byte[] input) {
        String hex = HexFormat.of().formatHex(input, 0, Math.min(input.length, 96));
        return new AssertionError(what + " [input " + input.length + " bytes: " + hex + (input.length > 96 ? "..." : "") + "]");
    }

    static void isTrue(boolean ok, String what, byte[] input) {
        if (!ok) {
            throw fail(what, input);
        }
    }

    static void equal(byte[] expected, byte[] actual, String what, byte[] input) {
        if (!Arrays.equals(expected, actual)) {
            throw fail(what + ": expected " + HexFormat.of().formatHex(expected) + ", got "
                    + (actual == null ? "null" : HexFormat.of().formatHex(actual)), input);
        }
    }

    /**
     * The documented failure: exactly the type, with a one-line reason that is not empty. Any
     * other exception is a finding, rethrown with the input attached.
     */
    static void rejected(Exception error, Class<? extends Exception> type, String what, byte[] input) {
        if (!type.isInstance(error)) {
            AssertionError e = fail(what + ": expected " + type.getSimpleName() + ", got " + error, input);
            e.initCause(error);
            throw e;
        }
        String m = error.getMessage();
        if (m == null || m.isBlank() || m.contains("\n") || m.contains("\r")) {
            throw fail(what + ": the reason must be one non-empty line, got " + (m == null ? "null" : "'" + m + "'"), input);
        }
    }
}
