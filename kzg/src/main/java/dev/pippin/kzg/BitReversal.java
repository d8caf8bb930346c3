package dev.pippin.kzg;

/** The specs' bit_reversal_permutation on runs of fixed width in flat arrays. */
final class BitReversal {
    private BitReversal() {}

    /** i with its low {@code log} bits reversed. */
    static int reverse(int i, int log) {
        return log == 0 ? 0 : Integer.reverse(i) >>> (32 - log);
    }

    /** Permutes n (a power of two) runs of {@code width} longs from {@code off} in place. */
    static void permute(long[] a, int off, int n, int width) {
        int log = Integer.numberOfTrailingZeros(n);
        long[] t = new long[width];
        for (int i = 0; i < n; i++) {
            int j = reverse(i, log);
            if (i < j) {
                System.arraycopy(a, off + i * width, t, 0, width);
                System.arraycopy(a, off + j * width, a, off + i * width, width);
                System.arraycopy(t, 0, a, off + j * width, width);
            }
        }
    }

    /** Permutes n runs of {@code width} bytes in place. */
    static void permute(byte[] a, int off, int n, int width) {
        int log = Integer.numberOfTrailingZeros(n);
        byte[] t = new byte[width];
        for (int i = 0; i < n; i++) {
            int j = reverse(i, log);
            if (i < j) {
                System.arraycopy(a, off + i * width, t, 0, width);
                System.arraycopy(a, off + j * width, a, off + i * width, width);
                System.arraycopy(t, 0, a, off + j * width, width);
            }
        }
    }
}
