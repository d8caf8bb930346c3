package dev.pippin.groth16;

/**
 * What {@link Groth16#verify} concluded: valid, or invalid with the first reason found (a point
 * off its curve or outside its subgroup, a public signal not below r, the wrong number of public
 * signals, or the pairing equation not holding).
 *
 * @param valid  whether the proof verifies
 * @param reason why not, one line; null when valid
 */
public record Verdict(boolean valid, String reason) {
    static final Verdict VALID = new Verdict(true, null);

    public Verdict {
        if (valid == (reason != null)) {
            throw new IllegalArgumentException(valid ? "a valid verdict has no reason" : "an invalid verdict needs a reason");
        }
    }

    static Verdict invalid(String reason) {
        return new Verdict(false, reason);
    }
}
