package dev.pippin.bench;

import java.util.Locale;

/**
 * What a limb product costs the radix-2^56 kernels under this JIT: six independent chains, each
 * step forming both halves of a 64 x 64-bit product ({@code x * y} and
 * {@code Math.unsignedMultiplyHigh(x, y)}, the kernels' pair), against the same chains forming
 * the low half alone. If the JIT emitted one {@code mul} for both halves, a pair would cost one
 * multiply; it emits two ({@code imul} and {@code mul}), so on a core with one 64-bit multiplier
 * a pair costs two of its cycles. With the clock from {@code bench/native/run.sh multiply}, ns per
 * product become cycles per limb product (the low-half chains are partly latency-bound, so their
 * figure is a bound from above, not the multiplier's rate).
 *
 * <pre>bench/run LimbProducts</pre>
 */
public final class LimbProducts {
    private LimbProducts() {}

    static long bothHalves(long steps, long y) {
        long a = 1, b = 2, c = 3, d = 4, e = 5, f = 6;
        for (long i = 0; i < steps; i++) {
            a = (a * y) ^ Math.unsignedMultiplyHigh(a, y);
            b = (b * y) ^ Math.unsignedMultiplyHigh(b, y);
            c = (c * y) ^ Math.unsignedMultiplyHigh(c, y);
            d = (d * y) ^ Math.unsignedMultiplyHigh(d, y);
            e = (e * y) ^ Math.unsignedMultiplyHigh(e, y);
            f = (f * y) ^ Math.unsignedMultiplyHigh(f, y);
        }
        return a ^ b ^ c ^ d ^ e ^ f;
    }

    static long lowHalf(long steps, long y) {
        long a = 1, b = 2, c = 3, d = 4, e = 5, f = 6;
        for (long i = 0; i < steps; i++) {
            // the add stands in for the high half's xor operand, so both loops have the same ALU work
            a = (a * y) ^ (a + y);
            b = (b * y) ^ (b + y);
            c = (c * y) ^ (c + y);
            d = (d * y) ^ (d + y);
            e = (e * y) ^ (e + y);
            f = (f * y) ^ (f + y);
        }
        return a ^ b ^ c ^ d ^ e ^ f;
    }

    public static void main(String[] args) {
        long steps = 200_000_000L, sink = 0;
        long y = 0x9e3779b97f4a7c15L;
        double both = Double.MAX_VALUE, low = Double.MAX_VALUE;
        for (int r = 0; r < 6; r++) {
            long t0 = System.nanoTime();
            sink ^= bothHalves(steps, y);
            long t1 = System.nanoTime();
            sink ^= lowHalf(steps, y);
            long t2 = System.nanoTime();
            if (r > 0) { // the first round compiles
                both = Math.min(both, (t1 - t0) / (6.0 * steps));
                low = Math.min(low, (t2 - t1) / (6.0 * steps));
            }
        }
        System.out.printf(Locale.ROOT, "both halves (x * y, unsignedMultiplyHigh)  %.3f ns per product%n", both);
        System.out.printf(Locale.ROOT, "low half only (x * y)                      %.3f ns per product%n", low);
        System.out.printf(Locale.ROOT, "ratio %.2f%n# %d%n", both / low, sink);
    }
}
