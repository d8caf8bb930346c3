package dev.pippin.curve.codec;

import dev.pippin.curve.GroupOps;

/** The checks every decoder ends with, in order: on the curve, then (when asked) in the subgroup. */
final class PointChecks {
    private PointChecks() {}

    static void validate(GroupOps g, long[] a, int ao, boolean subgroup, String what) {
        if (!g.isOnCurve(a, ao, new long[g.scratch()])) {
            throw new EncodingException(EncodingException.Reason.NOT_ON_CURVE, what + " is not on the " + g.name() + " curve");
        }
        if (subgroup && !g.isInSubgroup(a, ao)) {
            throw new EncodingException(EncodingException.Reason.NOT_IN_SUBGROUP,
                    what + " is on the curve but not in the " + g.name() + " subgroup of order r");
        }
    }

    static void length(byte[] src, int expected, String what) {
        if (src.length != expected) {
            throw new EncodingException(EncodingException.Reason.LENGTH,
                    what + " must be " + expected + " bytes, got " + src.length);
        }
    }

    static void available(byte[] src, int off, int need, String what) {
        if (off < 0 || src.length - off < need) {
            throw new EncodingException(EncodingException.Reason.LENGTH,
                    what + " needs " + need + " bytes from offset " + off + ", the input has " + src.length);
        }
    }
}
