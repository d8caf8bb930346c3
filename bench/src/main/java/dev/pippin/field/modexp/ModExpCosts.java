package dev.pippin.field.modexp;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Measurement harness for the AVX2
 * lanes ladder and for what the byte API costs beyond {@code BigInteger.modPow}. Every round
 * visits the cases in a fresh random order and a case's implementations in a random order; a
 * sample is a batch of about 10 ms of the thread's CPU time, the clock read once per about
 * {@value #READ_EVERY_NS} ns of calls (one read per call would add the clock's own cost, about
 * 0.5 µs on this VM, to every call); the report keeps each implementation's minimum over the
 * rounds after two warm-up rounds.
 *
 * <p>In the field module's package, for the package-private kernels it forces; run from the
 * repository root: {@code [PIPPIN_JAVA_OPTS=-XX:UseAVX=2] bench/run
 * dev.pippin.field.modexp.ModExpCosts MODE ...} (bench/run adds the vector module).
 * Modes: {@code sweep ROUNDS BITS,BITS,... [SHAPES]}: odd moduli of those widths, exponent shapes
 * (default 3,7,31,65537,64,256,full: a number up to 31 or 65537 is the value, 64 and 256 random
 * exponents of that length, full as wide as the modulus up to 2048 bits), BigInteger.modPow
 * against the kernels Radix28Lanes, Radix56N and Radix28N forced; {@code bytes ROUNDS BITS EXP}:
 * one cell of the modexp grid (ModExpComparison's seeds), BigInteger.modPow on BigIntegers
 * against the byte API on the routing in force and on the BigInteger route, and the pieces of
 * the byte path; {@code grid ROUNDS CELL,...}: cells of the modexp grid as ModExpComparison
 * names and builds them (e.g. 2048/65537, 2048/2048/even), BigInteger.modPow on BigIntegers
 * against the byte API on the routing in force, in thread CPU time where the grid command takes
 * wall time. Findings: docs/MODEXP-ROUTING.md.
 */
public final class ModExpCosts {
    private static final long READ_EVERY_NS = 100_000L;
    private static final long BATCH_NS = 10_000_000L;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static volatile long sink;

    private ModExpCosts() {
    }

    private record Impl(String name, Runnable run) {
    }

    public static void main(String[] args) {
        if (args.length < 3) {
            throw new IllegalArgumentException("usage: ModExpCosts sweep ROUNDS BITS,... [SHAPES] | bytes ROUNDS BITS EXP"
                    + " | grid ROUNDS CELL,...");
        }
        int rounds = Integer.parseInt(args[1]);
        List<String> labels = new ArrayList<>();
        List<List<Impl>> cases = new ArrayList<>();
        switch (args[0]) {
            case "sweep" -> sweep(Arrays.stream(args[2].split(",")).mapToInt(Integer::parseInt).toArray(),
                    args.length > 3 ? args[3].split(",") : new String[] {"3", "7", "31", "65537", "64", "256", "full"}, labels, cases);
            case "bytes" -> bytes(Integer.parseInt(args[2]), args[3], labels, cases);
            case "grid" -> grid(args[2].split(","), labels, cases);
            default -> throw new IllegalArgumentException("unknown mode " + args[0] + ": sweep, bytes or grid");
        }
        System.out.println("# " + Runtime.version() + ", route " + Routing.active().name() + ", mode " + args[0] + ", rounds " + rounds);
        double[][] min = new double[cases.size()][];
        for (int c = 0; c < cases.size(); c++) {
            min[c] = new double[cases.get(c).size()];
            Arrays.fill(min[c], Double.MAX_VALUE);
        }
        Random order = new Random(1);
        for (int r = -2; r < rounds; r++) {
            List<Integer> ci = shuffled(cases.size(), order);
            for (int c : ci) {
                for (int i : shuffled(cases.get(c).size(), order)) {
                    double ns = time(cases.get(c).get(i).run());
                    if (r >= 0) {
                        min[c][i] = Math.min(min[c][i], ns);
                    }
                }
            }
        }
        for (int c = 0; c < cases.size(); c++) {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-12s", labels.get(c)));
            for (int i = 0; i < cases.get(c).size(); i++) {
                sb.append(String.format(Locale.ROOT, "  %s %.0f", cases.get(c).get(i).name(), min[c][i]));
                if (i > 0) {
                    sb.append(String.format(Locale.ROOT, " (%.2fx)", min[c][0] / min[c][i]));
                }
            }
            System.out.println(sb);
        }
    }

    private static List<Integer> shuffled(int n, Random order) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            idx.add(i);
        }
        Collections.shuffle(idx, order);
        return idx;
    }

    private static double time(Runnable op) {
        long t0 = THREADS.getCurrentThreadCpuTime();
        op.run();
        long one = Math.max(1, THREADS.getCurrentThreadCpuTime() - t0);
        int perRead = (int) Math.max(1, Math.min(1024, READ_EVERY_NS / one));
        long start = THREADS.getCurrentThreadCpuTime();
        long count = 0;
        long now;
        do {
            for (int k = 0; k < perRead; k++) {
                op.run();
            }
            count += perRead;
            now = THREADS.getCurrentThreadCpuTime();
        } while (now - start < BATCH_NS);
        return (now - start) / (double) count;
    }

    private static void sweep(int[] widths, String[] shapes, List<String> labels, List<List<Impl>> cases) {
        for (int bits : widths) {
            for (String shape : shapes) {
                Random rnd = new Random(bits * 131L + shape.hashCode());
                BigInteger m = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
                int full = Math.min(bits, 2048);
                BigInteger e = switch (shape) {
                    case "full" -> new BigInteger(full, rnd).setBit(full - 1);
                    case "64", "256" -> new BigInteger(Integer.parseInt(shape), rnd).setBit(Integer.parseInt(shape) - 1);
                    default -> new BigInteger(shape);
                };
                BigInteger b = new BigInteger(bits - 1, rnd);
                byte[] eb = bytes(e, 0);
                long[] ml = Limbs.fromBytes(bytes(m, 0));
                long[] bl = Limbs.fromBytes(bytes(b, 0));
                BigInteger want = b.modPow(e, m);
                List<Impl> impls = new ArrayList<>();
                impls.add(new Impl("big", () -> sink += b.modPow(e, m).intValue()));
                for (OddModExp.Kernel k : new OddModExp.Kernel[] {OddModExp.Kernel.RADIX28_LANES, OddModExp.Kernel.RADIX56_N,
                    OddModExp.Kernel.RADIX28_N}) {
                    if (!toBig(OddModExp.pow(bl, ml, eb, 0, eb.length, k)).equals(want)) {
                        throw new IllegalStateException(k + " disagrees with BigInteger.modPow at " + bits + "/" + shape);
                    }
                    impls.add(new Impl(k.name().toLowerCase(Locale.ROOT), () -> sink += OddModExp.pow(bl, ml, eb, 0, eb.length, k)[0]));
                }
                labels.add(bits + "/" + shape);
                cases.add(impls);
            }
        }
    }

    /** Grid cells as ModExpComparison builds them (same seeds): BigInteger.modPow against the byte API. */
    private static void grid(String[] cells, List<String> labels, List<List<Impl>> cases) {
        for (String spec : cells) {
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
            byte[] mod = bytes(m, modBits / 8);
            byte[] base = bytes(b, modBits / 8);
            byte[] eb = bytes(e, 0);
            if (!new BigInteger(1, ModExp.modexp(base, eb, mod)).equals(b.modPow(e, m))) {
                throw new IllegalStateException("modexp disagrees with BigInteger.modPow on " + spec);
            }
            labels.add(spec);
            cases.add(List.of(new Impl("big", () -> sink += b.modPow(e, m).intValue()),
                    new Impl("api", () -> sink += ModExp.modexp(base, eb, mod)[0])));
        }
    }

    /** One grid cell as ModExpComparison builds it, and the byte path's pieces on its operands. */
    private static void bytes(int modBits, String exp, List<String> labels, List<List<Impl>> cases) {
        Random rnd = new Random(modBits * 31L + exp.hashCode());
        BigInteger m = new BigInteger(modBits, rnd).setBit(modBits - 1).setBit(0);
        int expArg = Integer.parseInt(exp);
        BigInteger e = (expArg == 3 || expArg == 65537) ? BigInteger.valueOf(expArg) : new BigInteger(expArg, rnd).setBit(expArg - 1);
        BigInteger b = new BigInteger(modBits - 1, rnd);
        byte[] mod = bytes(m, modBits / 8);
        byte[] base = bytes(b, modBits / 8);
        byte[] eb = bytes(e, 0);
        BigInteger r = b.modPow(e, m);
        if (!new BigInteger(1, ModExp.modexp(base, eb, mod)).equals(r)) {
            throw new IllegalStateException("modexp disagrees with BigInteger.modPow");
        }
        long[] ml = Limbs.fromBytes(mod);
        long[] bl = Limbs.fromBytes(base);
        int bits = e.bitLength();
        int width = WindowSchedule.width(bits, e.bitCount());
        List<Impl> impls = new ArrayList<>();
        impls.add(new Impl("big", () -> sink += b.modPow(e, m).intValue()));
        impls.add(new Impl("api", () -> sink += ModExp.modexp(base, eb, mod)[0]));
        impls.add(new Impl("apiBig", () -> sink += ModExp.modexp(base, 0, base.length, eb, 0, eb.length, mod, 0, mod.length,
                Routing.BIG_INTEGER)[0]));
        impls.add(new Impl("newBigMod", () -> sink += new BigInteger(1, mod, 0, mod.length).signum()));
        impls.add(new Impl("newBigExp", () -> sink += new BigInteger(1, eb, 0, eb.length).signum()));
        impls.add(new Impl("toByteArray", () -> sink += r.toByteArray().length));
        impls.add(new Impl("division", () -> sink += Division.shiftedRemainder(bl, 56 * Radix56.limbsFor(modBits), ml)[0]));
        impls.add(new Impl("plan", () -> sink += SlidingWindow.plan(eb, 0, eb.length, bits, width).length));
        labels.add(modBits + "/" + exp);
        cases.add(impls);
    }

    /** x big-endian without a sign byte (none for 0), left-padded with zeros to minLen bytes. */
    private static byte[] bytes(BigInteger x, int minLen) {
        byte[] b = x.toByteArray();
        if (b.length > 1 && b[0] == 0) {
            b = Arrays.copyOfRange(b, 1, b.length);
        }
        if (x.signum() == 0) {
            b = new byte[0];
        }
        if (b.length >= minLen) {
            return b;
        }
        byte[] out = new byte[minLen];
        System.arraycopy(b, 0, out, minLen - b.length, b.length);
        return out;
    }

    /** Little-endian 64-bit limbs as a BigInteger. */
    private static BigInteger toBig(long[] limbs) {
        BigInteger r = BigInteger.ZERO;
        for (int i = limbs.length - 1; i >= 0; i--) {
            r = r.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(limbs[i])));
        }
        return r;
    }
}
