package dev.pippin.field.modexp;

import dev.pippin.field.MontgomeryN;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;

/**
 * Not a test: the measurements behind the tuning constants (window thresholds, dedicated
 * squaring), runnable by hand with the test classpath:
 * {@code java -cp field/target/classes:field/target/test-classes dev.pippin.field.modexp.ModExpTuning kernels|radix28 [BITS]|karatsuba [BITS]|setup|variants|windows [BITS]|grid}.
 * Medians of repeated timed batches, so ratios within one run are meaningful on a shared machine.
 */
public final class ModExpTuning {
    private static volatile long sink;

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "grid";
        switch (mode) {
            case "kernels" -> kernels();
            case "radix28" -> radix28(args.length > 1 ? Integer.parseInt(args[1]) : 0);
            case "karatsuba" -> karatsuba(args.length > 1 ? Integer.parseInt(args[1]) : 0);
            case "variants" -> variants();
            case "setup" -> { setup(); setup(); }
            case "windows" -> windows(args.length > 1 ? Integer.parseInt(args[1]) : 256);
            default -> grid();
        }
    }

    interface Op {
        void run();
    }

    /** Median ns per op over batches of about 20 ms, after a warm-up of ~0.5 s. */
    static double time(Op op) {
        long end = System.nanoTime() + 200_000_000L;
        int reps = 1;
        while (System.nanoTime() < end) {
            long t0 = System.nanoTime();
            for (int i = 0; i < reps; i++) {
                op.run();
            }
            long dt = System.nanoTime() - t0;
            if (dt < 20_000_000L) {
                reps *= 2;
            }
        }
        double[] s = new double[5];
        for (int b = 0; b < s.length; b++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < reps; i++) {
                op.run();
            }
            s[b] = (System.nanoTime() - t0) / (double) reps;
        }
        Arrays.sort(s);
        return s[s.length / 2];
    }

    static long[] limbs(BigInteger x, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.shiftRight(64 * i).longValue();
        }
        return out;
    }

    static void kernels() {
        Random rnd = new Random(1);
        for (int bits : new int[] {256, 278, 384, 390}) {
            BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
            int n = bits <= 278 ? 5 : 7;
            long[] q = Radix56.from64(limbs(p, (bits + 63) / 64), (bits + 63) / 64, n);
            long[] a = Radix56.from64(limbs(new BigInteger(bits - 1, rnd), (bits + 63) / 64), (bits + 63) / 64, n);
            long[] b = Radix56.from64(limbs(new BigInteger(bits - 1, rnd), (bits + 63) / 64), (bits + 63) / 64, n);
            if (n == 5) {
                Radix56x5 k = new Radix56x5(q);
                double mul = time(() -> { k.mul(a, b, a); sink += a[0]; });
                double sqr = time(() -> { k.mul(a, a, a); sink += a[0]; });
                double sqrD = time(() -> { k.sqrDedicated(a, a); sink += a[0]; });
                System.out.printf("Radix56x5 %d bits: mul %.1f ns, mul(a,a) %.1f ns, sqrDedicated %.1f ns%n", bits, mul, sqr, sqrD);
            } else {
                Radix56x7 k = new Radix56x7(q);
                double mul = time(() -> { k.mul(a, b, a); sink += a[0]; });
                double sqr = time(() -> { k.mul(a, a, a); sink += a[0]; });
                double sqrD = time(() -> { k.sqrDedicated(a, a); sink += a[0]; });
                System.out.printf("Radix56x7 %d bits: mul %.1f ns, mul(a,a) %.1f ns, sqrDedicated %.1f ns%n", bits, mul, sqr, sqrD);
            }
        }
        for (int bits : new int[] {512, 1024, 2048, 4096, 8192}) {
            int n64 = bits / 64;
            BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
            MontgomeryN k64 = MontgomeryN.of(p);
            long[] a64 = limbs(new BigInteger(bits - 1, rnd), n64);
            long[] b64 = limbs(new BigInteger(bits - 1, rnd), n64);
            int n = Radix56.limbsFor(bits);
            Radix56N k = new Radix56N(Radix56.from64(limbs(p, n64), n64, n));
            long[] a = Radix56.from64(a64, n64, n);
            long[] b = Radix56.from64(b64, n64, n);
            double mul64 = time(() -> { k64.mul(a64, b64, a64); sink += a64[0]; });
            double mul = time(() -> { k.mulOneRow(a, b, a); sink += a[0]; });
            double mul2 = time(() -> { k.mulTwoRows(a, b, a); sink += a[0]; });
            double sqr = time(() -> { k.mulOneRow(a, a, a); sink += a[0]; });
            double sqr2 = time(() -> { k.mulTwoRows(a, a, a); sink += a[0]; });
            double sqrD = time(() -> { k.sqrDedicated(a, a); sink += a[0]; });
            double sqrC = time(() -> { k.sqrCios(a, a); sink += a[0]; });
            System.out.printf("%d bits: MontgomeryN(radix 2^64, %s) mul %.0f ns; Radix56N (n=%d) mul one row %.0f ns, two rows %.0f ns; "
                    + "mul(a,a) one row %.0f ns, two rows %.0f ns; sqrDedicated %.0f ns; sqrCios %.0f ns%n",
                    bits, k64.noCarry() ? "no-carry" : "carried", mul64, n, mul, mul2, sqr, sqr2, sqrD, sqrC);
        }
    }

    /**
     * Radix28N.mul against Radix56N.mul on the same random modulus and operands, interleaved in
     * three rounds: the crossover behind OddModExp.BITS_56N. With a size argument only that size
     * (one size per JVM keeps C2's loop profile clean).
     */
    static void radix28(int onlyBits) {
        Random rnd = new Random(6);
        for (int round = 0; round < 3; round++) {
            StringBuilder line = new StringBuilder("round " + round + ", ns per mul, radix 2^28 / radix 2^56:");
            for (int bits : onlyBits > 0 ? new int[] {onlyBits} : new int[] {448, 512, 576, 640, 704, 768, 896, 1024, 2048, 4096, 8192}) {
                int n64 = (bits + 63) / 64;
                BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
                long[] p64 = limbs(p, n64);
                long[] a64 = limbs(new BigInteger(bits - 1, rnd), n64);
                long[] b64 = limbs(new BigInteger(bits - 1, rnd), n64);
                Radix28N k28 = new Radix28N(p64);
                int[] a28 = Radix28N.from64(a64, n64, k28.n);
                int[] b28 = Radix28N.from64(b64, n64, k28.n);
                int n = Radix56.limbsFor(bits);
                Radix56N k56 = new Radix56N(Radix56.from64(p64, n64, n));
                long[] a56 = Radix56.from64(a64, n64, n);
                long[] b56 = Radix56.from64(b64, n64, n);
                double t28 = time(() -> { k28.mul(a28, b28, a28); sink += a28[0]; });
                double t56 = time(() -> { k56.mul(a56, b56, a56); sink += a56[0]; });
                line.append(String.format("  %d: %.0f / %.0f", bits, t28, t56));
            }
            System.out.println(line);
        }
    }

    /**
     * Issue 6's question for the large moduli: does Karatsuba pay inside the radix-2^28 kernel?
     * Radix28N.mul against {@link Radix28Karatsuba} at every recursion depth from the plain
     * schoolbook product (where n ≤ 127) to three levels, and the Karatsuba variant's two parts
     * timed alone (the product, the reduction rows), same modulus and operands, three rounds.
     * With a size argument only that size (one size per JVM keeps C2's loop profile clean).
     */
    static void karatsuba(int onlyBits) {
        Random rnd = new Random(7);
        for (int round = 0; round < 3; round++) {
            for (int bits : onlyBits > 0 ? new int[] {onlyBits} : new int[] {1024, 2048, 4096, 8192}) {
                int n64 = (bits + 63) / 64;
                BigInteger p = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
                long[] p64 = limbs(p, n64);
                Radix28N k28 = new Radix28N(p64);
                int n = k28.n;
                int[] a = Radix28N.from64(limbs(new BigInteger(bits - 1, rnd), n64), n64, n);
                int[] b = Radix28N.from64(limbs(new BigInteger(bits - 1, rnd), n64), n64, n);
                int[] r = new int[n];
                int[] prod = new int[2 * n];
                StringBuilder line = new StringBuilder(String.format("round %d, %d bits (n = %d), ns: Radix28N.mul %.0f",
                        round, bits, n, time(() -> { k28.mul(a, b, r); sink += r[0]; })));
                int len = n;
                for (int depth = 0; depth <= 3; depth++, len = len - len / 2 + 1) {
                    if (len > 127) {
                        continue;
                    }
                    Radix28Karatsuba kk = new Radix28Karatsuba(k28, len);
                    double mul = time(() -> { kk.mul(a, b, r); sink += r[0]; });
                    double product = time(() -> { kk.multiply(a, b, prod); sink += prod[0]; });
                    double reduce = time(() -> { kk.reduce(prod, r); sink += r[0]; });
                    line.append(String.format("; depth %d (base %d): mul %.0f = product %.0f + reduction %.0f",
                            kk.depth(), len, mul, product, reduce));
                }
                System.out.println(line);
            }
        }
    }

    /** The pieces of a modexp's fixed cost: kernel construction, the Montgomery entry division. */
    static void setup() {
        Random rnd = new Random(5);
        for (int bits : new int[] {256, 2048, 4096}) {
            int n64 = bits / 64;
            long[] p = limbs(new BigInteger(bits, rnd).setBit(bits - 1).setBit(0), n64);
            long[] x = limbs(new BigInteger(bits - 1, rnd), n64);
            Radix56 k = OddModExp.kernel(p);
            long[] out = new long[k.n];
            double kernel = time(() -> { sink += OddModExp.kernel(p).n; });
            double entry = time(() -> { k.toMontgomery64(x, p, out); sink += out[0]; });
            double mul = time(() -> { k.mul(out, out, out); sink += out[0]; });
            System.out.printf("%d bits: kernel() %.0f ns, toMontgomery64 (division) %.0f ns, mul %.0f ns%n", bits, kernel, entry, mul);
        }
    }

    /**
     * Radix56x5's mul and dedicated sqr (operands shifted by 4, modulus from fields) against the
     * Radix56Variants forms, same inputs, interleaved rounds: the named fields' form with the
     * modulus as parameters, and the shift-8 forms it replaced.
     */
    static void variants() {
        Random rnd = new Random(4);
        BigInteger p = new BigInteger(256, rnd).setBit(255).setBit(0);
        Radix56x5 k = new Radix56x5(Radix56.from64(limbs(p, 4), 4, 5));
        long[] a = Radix56.from64(limbs(new BigInteger(255, rnd), 4), 4, 5);
        long[] b = Radix56.from64(limbs(new BigInteger(255, rnd), 4), 4, 5);
        long[] r1 = new long[5];
        long[] r2 = new long[5];
        long[] r3 = new long[5];
        final long qinv = k.qinv, q0 = k.q0, q1 = k.q1, q2 = k.q2, q3 = k.q3, q4 = k.q4;
        final long s0 = q0 << 8, s1 = q1 << 8, s2 = q2 << 8, s3 = q3 << 8, s4 = q4 << 8;
        k.mul(a, b, r1);
        Radix56Variants.mul5Params(a, b, r2, qinv, q0, q1, q2, q3, q4, s0, s1, s2, s3, s4);
        Radix56Variants.mul5Fused(k, a, b, r3);
        if (!Arrays.equals(r1, r2) || !Arrays.equals(r1, r3)) {
            throw new AssertionError("mul variants disagree");
        }
        k.sqr(a, r1);
        Radix56Variants.sqr5Shift8(k, a, r2);
        if (!Arrays.equals(r1, r2)) {
            throw new AssertionError("sqr variants disagree");
        }
        for (int round = 0; round < 3; round++) {
            double mul = time(() -> { k.mul(a, b, a); sink += a[0]; });
            double params = time(() -> { Radix56Variants.mul5Params(a, b, a, qinv, q0, q1, q2, q3, q4, s0, s1, s2, s3, s4); sink += a[0]; });
            double fused = time(() -> { Radix56Variants.mul5Fused(k, a, b, a); sink += a[0]; });
            double sqr = time(() -> { k.sqr(a, a); sink += a[0]; });
            double sqr8 = time(() -> { Radix56Variants.sqr5Shift8(k, a, a); sink += a[0]; });
            System.out.printf("round %d: mul %.1f ns (named-field form, params %.1f; shift 8 %.1f), sqr %.1f ns (shift 8 %.1f)%n",
                    round, mul, params, fused, sqr, sqr8);
        }
    }

    static void windows(int modBits) {
        Random rnd = new Random(2);
        BigInteger m = new BigInteger(modBits, rnd).setBit(modBits - 1).setBit(0);
        long[] p = Limbs.fromBytes(ModExpPropertiesTest.bytes(m, 0));
        long[] base = Limbs.fromBytes(ModExpPropertiesTest.bytes(new BigInteger(modBits - 1, rnd), 0));
        for (int bits : new int[] {8, 12, 16, 20, 24, 32, 48, 64, 80, 100, 128, 160, 200, 240, 300, 400, 500, 672, 800, 1000, 2048}) {
            byte[] e = ModExpPropertiesTest.bytes(new BigInteger(bits, rnd).setBit(bits - 1), 0);
            StringBuilder line = new StringBuilder(String.format("mod %d exp %4d bits:", modBits, bits));
            double best = Double.MAX_VALUE;
            int bestW = 0;
            for (int w = 1; w <= 6; w++) {
                final int ww = w;
                double t = time(() -> sink += OddModExp.pow(base, p, e, 0, e.length, ww)[0]);
                line.append(String.format(" w%d %.0f", w, t));
                if (t < best) {
                    best = t;
                    bestW = w;
                }
            }
            int chosen = WindowSchedule.width(bits, SlidingWindow.popcount(e, 0, e.length));
            System.out.println(line + "  [best w" + bestW + ", schedule w" + chosen + "]");
        }
    }

    static void grid() {
        Random rnd = new Random(3);
        Object[][] cells = {
            {256, "65537", false}, {256, "64", false}, {256, "256", false}, {256, "8192", false},
            {2048, "3", false}, {2048, "65537", false}, {2048, "2048", false}, {4096, "8192", false},
            {256, "256", true}, {2048, "2048", true},
        };
        for (Object[] c : cells) {
            int modBits = (Integer) c[0];
            String expS = (String) c[1];
            boolean even = (Boolean) c[2];
            BigInteger m = new BigInteger(modBits, rnd).setBit(modBits - 1);
            m = even ? m.clearBit(0) : m.setBit(0);
            BigInteger e = expS.equals("3") || expS.equals("65537") ? new BigInteger(expS)
                    : new BigInteger(Integer.parseInt(expS), rnd).setBit(Integer.parseInt(expS) - 1);
            BigInteger b = new BigInteger(modBits - 1, rnd);
            byte[] mb = ModExpPropertiesTest.bytes(m, modBits / 8);
            byte[] eb = ModExpPropertiesTest.bytes(e, 0);
            byte[] bb = ModExpPropertiesTest.bytes(b, modBits / 8);
            final BigInteger fm = m;
            if (!new BigInteger(1, ModExp.modexp(bb, eb, mb)).equals(b.modPow(e, m))) {
                throw new AssertionError("mismatch");
            }
            double ours = time(() -> sink += ModExp.modexp(bb, eb, mb)[0]);
            double big = time(() -> sink += b.modPow(e, fm).intValue());
            System.out.printf("%5d %-6s %-5s ours %12.0f ns  BigInteger %12.0f ns  speedup %.2f%n",
                    modBits, expS, even ? "even" : "odd", ours, big, big / ours);
        }
    }
}
