package dev.pippin.lab;

/** Argument checks shared by the kernels' batch entry points. */
final class Batches {
    private Batches() {}

    /** Fails with one line when count is not a positive multiple of lanes or an array is too short. */
    static void check(int count, int lanes, int limbs, int rLength, int aLength, int bLength) {
        if (count <= 0 || count % lanes != 0) {
            throw new IllegalArgumentException("count " + count + " must be a positive multiple of " + lanes);
        }
        long need = (long) count * limbs;
        if (rLength < need || aLength < need || bLength < need) {
            throw new IllegalArgumentException("arrays of " + rLength + ", " + aLength + ", " + bLength
                    + " limbs are shorter than count * limbs = " + need);
        }
    }
}
