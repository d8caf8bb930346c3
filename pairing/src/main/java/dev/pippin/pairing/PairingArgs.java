package dev.pippin.pairing;

/** The argument checks of the public pairing entry points: one clear line per misuse. */
final class PairingArgs {
    private PairingArgs() {}

    /** k pairs: k G1 points of g1Longs longs from g1Off, k G2 points of g2Longs longs from g2Off. */
    static void pairs(long[] g1s, int g1Off, int g1Longs, long[] g2s, int g2Off, int g2Longs, int k) {
        if (k < 0) {
            throw new IllegalArgumentException("the number of pairs must be non-negative, got " + k);
        }
        span(g1s, g1Off, (long) k * g1Longs, k + " G1 points");
        span(g2s, g2Off, (long) k * g2Longs, k + " G2 points");
    }

    /** n longs from off. */
    static void span(long[] a, int off, long n, String what) {
        if (a == null) {
            throw new IllegalArgumentException(what + ": the array is null");
        }
        if (off < 0 || a.length - (long) off < n) {
            throw new IllegalArgumentException(what + ": " + n + " longs needed from offset " + off
                    + ", the array has " + a.length);
        }
    }
}
