package dev.pippin.cli.bench;

import dev.pippin.field.modexp.ModExp;
import dev.pippin.evm.ModExpGas;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Quick side-by-side of Pippin's modexp and BigInteger.modPow over the modexp grid (not JMH:
 * timed rounds alternating the two on the same inputs, median per round). Inputs are built as
 * in {@code ModExpBench} (same seeds).
 */
public final class ModExpComparison {
    /**
     * The grid: modulus bits / exponent / "even" for an even modulus. An exponent of 3 or 65537
     * is that value; any other number is the bit length of a random exponent.
     */
    public static final List<String> CELLS = List.of("256/65537", "256/64", "256/256", "256/8192", "2048/3", "2048/65537",
        "2048/2048", "4096/8192", "256/256/even", "2048/2048/even");
    private static final long WARMUP_NS = 1_000_000_000L;
    private static final long MEASURE_NS = 2_000_000_000L;
    /** One cell's cost from the constants: each side warms up, then the measured rounds. */
    public static final double SECONDS_PER_CELL = (2 * WARMUP_NS + MEASURE_NS) / 1e9;
    private static volatile int sink;

    private ModExpComparison() {
    }

    /** One grid cell's result: median ns per call of each, and the EIP-7883 gas of the call. */
    public record Cell(int modBits, String exp, int expBits, boolean even, double ns, double bigintNs, long gas) {
        public double speedup() {
            return bigintNs / ns;
        }

        /** Throughput under EIP-7883 pricing: gas per second of Pippin time, in millions. */
        public double mgasPerSecond() {
            return gas / ns * 1e3;
        }
    }

    /** Pippin and BigInteger gave different results: a bug, reported as a failed check. */
    public static final class Mismatch extends RuntimeException {
        Mismatch(String message) {
            super(message);
        }
    }

    /** Measures one cell of {@link #CELLS}, after checking the two agree on its inputs. */
    public static Cell measure(String spec) {
        if (!CELLS.contains(spec)) {
            throw new IllegalArgumentException("not a grid cell: " + spec);
        }
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
            throw new Mismatch("modexp disagrees with BigInteger.modPow on cell " + spec);
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
        return new Cell(modBits, parts[1], e.bitLength(), even, a[rounds / 2], c[rounds / 2], gas);
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
