package dev.pippin.cli.bench;

import dev.pippin.field.modexp.ModExp;
import dev.pippin.evm.ModExpGas;
import java.io.PrintStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Quick side-by-side of Pippin's modexp and BigInteger.modPow over issue 6's grid (not JMH: timed
 * rounds alternating the two on the same inputs, median per round, about a minute in all).
 * Inputs are built as in {@code ModExpBench} (same seeds).
 */
public final class ModExpComparison {
    private static final String[] CELLS = {"256/65537", "256/64", "256/256", "256/8192", "2048/3", "2048/65537",
        "2048/2048", "4096/8192", "256/256/even", "2048/2048/even"};
    private static final long WARMUP_NS = 1_000_000_000L;
    private static final long MEASURE_NS = 2_000_000_000L;
    private static volatile int sink;

    private ModExpComparison() {
    }

    /** One grid cell's result. */
    public record Cell(int modBits, String exp, boolean even, double ns, double bigintNs, long gas) {
        public double speedup() {
            return bigintNs / ns;
        }

        /** Throughput under EIP-7883 pricing: gas per second of Pippin time, in millions. */
        public double mgasPerSecond() {
            return gas / ns * 1e3;
        }
    }

    public static List<Cell> run(boolean json, PrintStream out) {
        List<Cell> cells = new ArrayList<>();
        if (!json) {
            out.printf("%-8s %-7s %-5s %14s %14s %8s %10s%n", "mod_bits", "exp", "even", "pippin ns", "BigInteger ns",
                    "speedup", "Mgas/s");
        }
        for (String spec : CELLS) {
            Cell c = measure(spec);
            cells.add(c);
            if (json) {
                out.printf(Locale.ROOT,
                        "{\"mod_bits\": %d, \"exp\": \"%s\", \"even\": %b, \"ns\": %.0f, \"bigint_ns\": %.0f, "
                                + "\"speedup\": %.3f, \"mgas_per_s\": %.1f}%n",
                        c.modBits(), c.exp(), c.even(), c.ns(), c.bigintNs(), c.speedup(), c.mgasPerSecond());
            } else {
                out.printf(Locale.ROOT, "%-8d %-7s %-5s %14.0f %14.0f %8.2f %10.1f%n", c.modBits(), c.exp(),
                        c.even() ? "even" : "odd", c.ns(), c.bigintNs(), c.speedup(), c.mgasPerSecond());
            }
        }
        Cell worst = cells.get(0);
        for (Cell c : cells) {
            if (c.speedup() < worst.speedup()) {
                worst = c;
            }
        }
        if (json) {
            out.printf(Locale.ROOT, "{\"worst\": {\"mod_bits\": %d, \"exp\": \"%s\", \"even\": %b, \"speedup\": %.3f}}%n",
                    worst.modBits(), worst.exp(), worst.even(), worst.speedup());
        } else {
            out.printf(Locale.ROOT, "worst cell: %d / %s%s, speedup %.2f%n", worst.modBits(), worst.exp(),
                    worst.even() ? " (even)" : "", worst.speedup());
        }
        return cells;
    }

    private static Cell measure(String spec) {
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
        byte[] mod = fixed(m, modBits / 8);
        byte[] base = fixed(b, modBits / 8);
        byte[] exp = fixed(e, (e.bitLength() + 7) / 8);
        if (!new BigInteger(1, ModExp.modexp(base, exp, mod)).equals(b.modPow(e, m))) {
            throw new IllegalStateException("modexp disagrees with BigInteger for " + spec);
        }
        Runnable ours = () -> sink += ModExp.modexp(base, exp, mod)[0];
        Runnable theirs = () -> sink += b.modPow(e, m).intValue();
        timeFor(ours, WARMUP_NS);
        timeFor(theirs, WARMUP_NS);
        int rounds = 5;
        double[] a = new double[rounds];
        double[] c = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            a[r] = timeFor(ours, MEASURE_NS / rounds / 2);
            c[r] = timeFor(theirs, MEASURE_NS / rounds / 2);
        }
        Arrays.sort(a);
        Arrays.sort(c);
        long gas = ModExpGas.gas(ModExpGas.Pricing.EIP7883, base.length, exp.length, mod.length,
                e.bitLength() - 8 * Math.max(0, exp.length - 32));   // bits of the exponent's first 32 bytes
        return new Cell(modBits, parts[1], even, a[rounds / 2], c[rounds / 2], gas);
    }

    /** Runs op repeatedly for about budgetNs; returns ns per op. */
    private static double timeFor(Runnable op, long budgetNs) {
        long start = System.nanoTime();
        long count = 0;
        long now;
        do {
            op.run();
            count++;
            now = System.nanoTime();
        } while (now - start < budgetNs);
        return (now - start) / (double) count;
    }

    private static byte[] fixed(BigInteger x, int len) {
        byte[] raw = x.toByteArray();
        byte[] out = new byte[len];
        int n = Math.min(len, raw.length);
        System.arraycopy(raw, raw.length - n, out, len - n, n);
        return out;
    }
}
