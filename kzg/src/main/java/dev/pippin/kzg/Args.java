package dev.pippin.kzg;

import java.util.Objects;

/** Argument checks shared by the entry points: lengths and counts, before anything is allocated from them. */
final class Args {
    private Args() {}

    /** The array is exactly {@code bytes} long. */
    static void length(byte[] a, int bytes, String what) {
        Objects.requireNonNull(a, what);
        if (a.length != bytes) {
            throw new KzgException(KzgException.Rule.LENGTH, what + " must be " + bytes + " bytes, got " + a.length);
        }
    }

    /**
     * A declared count of items of {@code itemBytes} each against the flattened array's length:
     * non-negative and equal to length / itemBytes, with no remainder. Returns it as an int.
     */
    static int count(long count, int length, int itemBytes, String what) {
        if (count < 0) {
            throw new KzgException(KzgException.Rule.COUNT, "the count of " + what + " is negative: " + count);
        }
        if (length % itemBytes != 0) {
            throw new KzgException(KzgException.Rule.LENGTH, what + " are " + length + " bytes, not a multiple of " + itemBytes);
        }
        if (count != length / itemBytes) {
            throw new KzgException(KzgException.Rule.COUNT_MISMATCH, "the count is " + count + " but " + what + " hold "
                    + length / itemBytes + " of " + itemBytes + " bytes");
        }
        return (int) count;
    }

    /** A flattened list of exactly n items of {@code itemBytes} each. */
    static void flattened(byte[] a, int n, int itemBytes, String what) {
        if (a.length % itemBytes != 0) {
            throw new KzgException(KzgException.Rule.LENGTH, what + " are " + a.length + " bytes, not a multiple of " + itemBytes);
        }
        if (a.length / itemBytes != n) {
            throw new KzgException(KzgException.Rule.COUNT_MISMATCH, "expected " + n + " " + what + ", got " + a.length / itemBytes);
        }
    }
}
