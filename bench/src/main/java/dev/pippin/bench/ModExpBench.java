package dev.pippin.bench;

import dev.pippin.field.modexp.ModExp;
import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The modexp grid: Pippin's modexp beside BigInteger.modPow on the same inputs, in one run.
 * {@code bench/run jmh ModExpBench -f 1 -wi 3 -i 5}
 *
 * <p>Cells are "modBits/exp[/even]": exp is a literal (3, 65537) or a random exponent of that many
 * bits with its top bit set. Moduli are random with the top bit set, odd unless "even" (then the
 * low bit is cleared, so m = 2^k·m′ with small k, as a random even modulus has). Seeds are fixed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ModExpBench {
    @Param({"256/65537", "256/64", "256/256", "256/8192", "2048/3", "2048/65537", "2048/2048",
            "4096/8192", "256/256/even", "2048/2048/even"})
    public String cell;

    private byte[] base;
    private byte[] exp;
    private byte[] mod;
    private BigInteger b;
    private BigInteger e;
    private BigInteger m;

    @Setup
    public void setup() {
        String[] parts = cell.split("/");
        int modBits = Integer.parseInt(parts[0]);
        boolean even = parts.length > 2;
        Random rnd = new Random(modBits * 31L + parts[1].hashCode() + (even ? 7 : 0));
        BigInteger mm = new BigInteger(modBits, rnd).setBit(modBits - 1);
        m = even ? mm.clearBit(0) : mm.setBit(0);
        int expArg = Integer.parseInt(parts[1]);
        e = (expArg == 3 || expArg == 65537) ? BigInteger.valueOf(expArg)
                : new BigInteger(expArg, rnd).setBit(expArg - 1);
        b = new BigInteger(modBits - 1, rnd);
        mod = fixed(m, modBits / 8);
        base = fixed(b, modBits / 8);
        exp = fixed(e, (e.bitLength() + 7) / 8);
        if (!new BigInteger(1, ModExp.modexp(base, exp, mod)).equals(b.modPow(e, m))) {
            throw new IllegalStateException("modexp disagrees with BigInteger for " + cell);
        }
    }

    static byte[] fixed(BigInteger x, int len) {
        byte[] raw = x.toByteArray();
        byte[] out = new byte[len];
        int n = Math.min(len, raw.length);
        System.arraycopy(raw, raw.length - n, out, len - n, n);
        return out;
    }

    @Benchmark
    public byte[] pippin() {
        return ModExp.modexp(base, exp, mod);
    }

    @Benchmark
    public BigInteger bigInteger() {
        return b.modPow(e, m);
    }
}
