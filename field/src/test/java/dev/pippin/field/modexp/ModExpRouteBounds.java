package dev.pippin.field.modexp;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Measurement harness for the modexp routing bounds (not a test: the name keeps Surefire off it).
 * Times Pippin's kernels and BigInteger.modPow on the same inputs, interleaved in one JVM: every
 * round visits the cases in a fresh random order and each implementation of a case back to back
 * in a random order, and the report keeps each implementation's minimum over the rounds, so a
 * burst of load from other processes on the shared machine inflates only the rounds it hits
 * (and the batches are timed in the thread's CPU time, not wall time).
 *
 * <p>Run with the test classpath after {@code ./mvnw -B -o -pl field test-compile}:
 * {@code java [-XX:UseAVX=2] -cp field/target/classes:field/target/test-classes
 * dev.pippin.field.modexp.ModExpRouteBounds MODE [ROUNDS [BITS,BITS,...]]}. Modes:
 * {@code sizes} (odd moduli of 256..8192 bits or of the widths listed, eight exponent shapes,
 * each kernel forced); {@code grid} (the modexp grid of {@code ModExpComparison}, same inputs,
 * the Pippin route against BigInteger); {@code auto} (the routing in force through the public
 * API against BigInteger, over the grid and odd moduli of the sizes mode's widths or of those
 * listed); {@code even} (even moduli m = 2^k·m′ of 256..4096 bits or of the widths listed, k a
 * quarter, half and all of the width). The findings are in docs/MODEXP-ROUTING.md.
 */
public final class ModExpRouteBounds {
    private static final long BATCH_NS = 10_000_000L;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static volatile long sink;

    private ModExpRouteBounds() {
    }

    /** One implementation of one case: a name and the call. */
    private record Impl(String name, Runnable run) {
    }

    /** One input: a label and the implementations timed on it, with their minima. */
    private static final class Case {
        final String label;
        final List<Impl> impls = new ArrayList<>();
        final double[] min;

        Case(String label, List<Impl> impls) {
            this.label = label;
            this.impls.addAll(impls);
            this.min = new double[impls.size()];
            java.util.Arrays.fill(min, Double.MAX_VALUE);
        }
    }

    public static void main(String[] args) {
        if (args.length < 1) {
            throw new IllegalArgumentException("usage: ModExpRouteBounds sizes|grid|auto|even [ROUNDS [BITS,BITS,...]]");
        }
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        List<Case> cases = switch (args[0]) {
            case "sizes" -> sizes(args.length > 2 ? parseSizes(args[2]) : SIZES);
            case "grid" -> grid(false);
            case "auto" -> auto(args.length > 2 ? parseSizes(args[2]) : SIZES);
            case "even" -> evens(args.length > 2 ? parseSizes(args[2]) : new int[] {256, 1024, 2048, 4096});
            default -> throw new IllegalArgumentException("unknown mode " + args[0] + ": sizes, grid, auto or even");
        };
        System.out.println("# " + facts() + ", mode " + args[0] + ", rounds " + rounds);
        Random order = new Random(1);
        for (int r = -2; r < rounds; r++) {                 // two discarded warm-up rounds
            List<Case> shuffled = new ArrayList<>(cases);
            Collections.shuffle(shuffled, order);
            for (Case c : shuffled) {
                List<Integer> idx = new ArrayList<>();
                for (int i = 0; i < c.impls.size(); i++) {
                    idx.add(i);
                }
                Collections.shuffle(idx, order);
                for (int i : idx) {
                    double ns = time(c.impls.get(i).run());
                    if (r >= 0) {
                        c.min[i] = Math.min(c.min[i], ns);
                    }
                }
            }
            System.err.println("round " + r + " done");
        }
        for (Case c : cases) {
            StringBuilder sb = new StringBuilder(String.format("%-22s", c.label));
            double big = c.min[0];
            for (int i = 0; i < c.impls.size(); i++) {
                sb.append(String.format("  %s %,.0f", c.impls.get(i).name(), c.min[i]));
                if (i > 0) {
                    sb.append(String.format(" (%.2fx)", big / c.min[i]));
                }
            }
            System.out.println(sb);
        }
    }

    /** What the JVM reports of its code generation (the facts the router can read). */
    private static String facts() {
        HotSpotDiagnosticMXBean b = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        return "UseAVX=" + b.getVMOption("UseAVX").getValue() + " UseSuperWord=" + b.getVMOption("UseSuperWord").getValue()
                + " MaxVectorSize=" + b.getVMOption("MaxVectorSize").getValue() + " " + Runtime.version();
    }

    /**
     * CPU ns per call over a batch of about BATCH_NS of this thread's CPU time (at least one
     * call): the thread's own CPU time leaves out the slices the scheduler gives other processes.
     */
    private static double time(Runnable op) {
        long start = THREADS.getCurrentThreadCpuTime();
        long count = 0;
        long now;
        do {
            op.run();
            count++;
            now = THREADS.getCurrentThreadCpuTime();
        } while (now - start < BATCH_NS);
        return (now - start) / (double) count;
    }

    private static int[] parseSizes(String list) {
        return java.util.Arrays.stream(list.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    private static final int[] SIZES = {256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1536, 1792, 2048, 2560, 3072,
        4096, 6144, 8192};

    /**
     * Odd moduli across the sizes; exponents 3, 7, 15, 31 (2 to 5 bits, all ones), 65537, random
     * 64-bit, random 256-bit and full (random, as wide as the modulus, at most 2048 bits).
     */
    private static List<Case> sizes(int[] sizes) {
        List<Case> out = new ArrayList<>();
        for (int bits : sizes) {
            for (String shape : new String[] {"3", "7", "15", "31", "65537", "64", "256", "full"}) {
                Random rnd = new Random(bits * 131L + shape.hashCode());
                BigInteger m = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
                BigInteger e = switch (shape) {
                    case "3", "7", "15", "31", "65537" -> new BigInteger(shape);
                    case "full" -> new BigInteger(Math.min(bits, 2048), rnd).setBit(Math.min(bits, 2048) - 1);
                    default -> new BigInteger(Integer.parseInt(shape), rnd).setBit(Integer.parseInt(shape) - 1);
                };
                BigInteger b = new BigInteger(bits - 1, rnd);
                List<Impl> impls = new ArrayList<>();
                impls.add(big(b, e, m));
                long[] ml = limbs(m);
                long[] bl = limbs(b);
                byte[] eb = ModExpPropertiesTest.bytes(e, 0);
                OddModExp.Kernel auto = OddModExp.kernelFor(bits);
                if (auto != OddModExp.Kernel.RADIX56_N && auto != OddModExp.Kernel.RADIX28_N) {
                    impls.add(forced(auto, "r56u", b, e, m, bl, ml, eb));
                }
                impls.add(forced(OddModExp.Kernel.RADIX56_N, "r56n", b, e, m, bl, ml, eb));
                impls.add(forced(OddModExp.Kernel.RADIX28_N, "r28n", b, e, m, bl, ml, eb));
                out.add(new Case(bits + "/" + (shape.equals("full") ? e.bitLength() + "b" : shape), impls));
            }
        }
        return out;
    }

    /**
     * The routing in force (the public API: auto unless the property says otherwise) against
     * BigInteger, over the grid and odd moduli of the widths given at the sizes mode's exponent shapes.
     */
    private static List<Case> auto(int[] sizes) {
        List<Case> out = grid(true);
        for (int bits : sizes) {
            for (String shape : new String[] {"3", "7", "15", "31", "65537", "64", "256", "full"}) {
                Random rnd = new Random(bits * 131L + shape.hashCode());
                BigInteger m = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
                BigInteger e = switch (shape) {
                    case "3", "7", "15", "31", "65537" -> new BigInteger(shape);
                    case "full" -> new BigInteger(Math.min(bits, 2048), rnd).setBit(Math.min(bits, 2048) - 1);
                    default -> new BigInteger(Integer.parseInt(shape), rnd).setBit(Integer.parseInt(shape) - 1);
                };
                BigInteger b = new BigInteger(bits - 1, rnd);
                out.add(new Case(bits + "/" + (shape.equals("full") ? e.bitLength() + "b" : shape),
                        List.of(big(b, e, m), routed(b, e, m, bits / 8))));
            }
        }
        return out;
    }

    /** The grid cells of ModExpComparison, built from its seeds, through the Pippin route or the routing in force. */
    private static List<Case> grid(boolean routed) {
        List<Case> out = new ArrayList<>();
        for (String spec : new String[] {"256/65537", "256/64", "256/256", "256/8192", "2048/3", "2048/65537",
            "2048/2048", "4096/8192", "256/256/even", "2048/2048/even"}) {
            String[] parts = spec.split("/");
            int modBits = Integer.parseInt(parts[0]);
            boolean even = parts.length > 2;
            Random rnd = new Random(modBits * 31L + parts[1].hashCode() + (even ? 7 : 0));
            BigInteger mm = new BigInteger(modBits, rnd).setBit(modBits - 1);
            BigInteger m = even ? mm.clearBit(0) : mm.setBit(0);
            int expArg = Integer.parseInt(parts[1]);
            BigInteger e = (expArg == 3 || expArg == 65537) ? BigInteger.valueOf(expArg)
                    : new BigInteger(expArg, rnd).setBit(expArg - 1);
            BigInteger b = new BigInteger(modBits - 1, rnd);
            out.add(new Case(spec, List.of(big(b, e, m), routed ? routed(b, e, m, modBits / 8) : pippin(b, e, m, modBits / 8))));
        }
        return out;
    }

    /** Even moduli 2^k·m′ with the power of two at a quarter, half and all of the width. */
    private static List<Case> evens(int[] sizes) {
        List<Case> out = new ArrayList<>();
        for (int bits : sizes) {
            for (int k : new int[] {bits / 4, bits / 2, bits}) {
                Random rnd = new Random(bits * 7L + k);
                BigInteger odd = k == bits ? BigInteger.ONE : new BigInteger(bits - k, rnd).setBit(bits - k - 1).setBit(0);
                BigInteger m = odd.shiftLeft(k);
                BigInteger e = new BigInteger(Math.min(bits, 2048), rnd).setBit(Math.min(bits, 2048) - 1);
                BigInteger b = new BigInteger(bits - 1, rnd).setBit(0);
                out.add(new Case(bits + " 2^" + k + "/" + e.bitLength() + "b",
                        List.of(big(b, e, m), pippin(b, e, m, (m.bitLength() + 7) / 8))));
            }
        }
        return out;
    }

    private static Impl big(BigInteger b, BigInteger e, BigInteger m) {
        return new Impl("big", () -> sink += b.modPow(e, m).intValue());
    }

    /** The Pippin route on bytes, as a caller sees it (checked against BigInteger first). */
    private static Impl pippin(BigInteger b, BigInteger e, BigInteger m, int modLen) {
        byte[] base = ModExpPropertiesTest.bytes(b, modLen);
        byte[] exp = ModExpPropertiesTest.bytes(e, 0);
        byte[] mod = ModExpPropertiesTest.bytes(m, modLen);
        Runnable run = () -> {
            byte[] out = new byte[mod.length];
            long[] r = ModExp.modexpLimbs(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length, Routing.PIPPIN);
            if (r != null) {
                Limbs.toBytes(r, out, 0, out.length);
            }
            sink += out[out.length - 1];
        };
        long[] r = ModExp.modexpLimbs(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length, Routing.PIPPIN);
        byte[] out = new byte[mod.length];
        Limbs.toBytes(r, out, 0, out.length);
        check(new BigInteger(1, out), b, e, m);
        return new Impl("pippin", run);
    }

    /** The public API on bytes, through the routing in force. */
    private static Impl routed(BigInteger b, BigInteger e, BigInteger m, int modLen) {
        byte[] base = ModExpPropertiesTest.bytes(b, modLen);
        byte[] exp = ModExpPropertiesTest.bytes(e, 0);
        byte[] mod = ModExpPropertiesTest.bytes(m, modLen);
        check(new BigInteger(1, ModExp.modexp(base, exp, mod)), b, e, m);
        return new Impl(Routing.active().name().replace(' ', '_'), () -> sink += ModExp.modexp(base, exp, mod)[0]);
    }

    private static Impl forced(OddModExp.Kernel k, String name, BigInteger b, BigInteger e, BigInteger m,
                               long[] bl, long[] ml, byte[] eb) {
        check(toBig(OddModExp.pow(bl, ml, eb, 0, eb.length, k)), b, e, m);
        return new Impl(name, () -> sink += OddModExp.pow(bl, ml, eb, 0, eb.length, k)[0]);
    }

    private static void check(BigInteger got, BigInteger b, BigInteger e, BigInteger m) {
        if (!got.equals(b.modPow(e, m))) {
            throw new IllegalStateException("disagrees with BigInteger.modPow at " + m.bitLength() + " bits");
        }
    }

    private static long[] limbs(BigInteger x) {
        return Limbs.fromBytes(ModExpPropertiesTest.bytes(x, 0));
    }

    private static BigInteger toBig(long[] x) {
        BigInteger r = BigInteger.ZERO;
        for (int i = x.length - 1; i >= 0; i--) {
            r = r.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(x[i])));
        }
        return r;
    }
}
