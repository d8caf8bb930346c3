package dev.pippin.field.modexp;

import dev.pippin.field.warmup.KernelWarmup;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;

/**
 * The warm-up race of the AVX2 lanes ladder ({@link Radix28Lanes}) against BigInteger.modPow, and
 * the ladder's warm-up state ({@link #WARMUP}).
 *
 * <p>Until C2 has compiled its rows, Vector API code runs interpreted or as C1 code on boxed
 * vectors: under {@code -XX:UseAVX=2} the first calls of a JVM on the lanes kernel allocated
 * 5.5-70.7 MB for 35-141 KB precompile inputs (the fuzz module's modexp replay, whose budget is
 * 4 MiB), and ran far slower than BigInteger.modPow. So the first call that the lanes ladder
 * would take asks for the warm-up ({@link KernelWarmup}: a daemon thread races the two on a fixed
 * 2048-bit call, a rung the ladder gives the lanes for any exponent); meanwhile every call takes
 * the conservative ladder. Once the lanes win, the lanes ladder is used for the rest of the JVM's
 * life; a lanes result that differs from BigInteger's ends the race without switching.
 */
final class LanesLadderRace implements KernelWarmup.Trial {
    /** Calls per round: 2048-bit modulus, 17-bit exponent, about 25-35 us each once compiled. */
    static final int CALLS_PER_ROUND = 16;

    /** The lanes ladder's warm-up, asked for by the first call it would take. */
    static final KernelWarmup WARMUP = new KernelWarmup("modexp AVX2 lanes ladder", 0, new LanesLadderRace());

    private LanesLadderRace() {
    }

    /** The lanes ladder once it has won its warm-up, otherwise the fallback (asking for the warm-up). */
    static Routing gate(Routing lanes, Routing fallback) {
        if (WARMUP.hot()) {
            return lanes;
        }
        WARMUP.ask();
        return fallback;
    }

    @Override
    public KernelWarmup.Race prepare() {
        if (!VectorApi.AVAILABLE) {
            return null;                                // no lanes kernel in this JVM
        }
        Random rnd = new Random(2048);
        BigInteger m = new BigInteger(2048, rnd).setBit(2047).setBit(0);
        // toByteArray's sign byte is a leading zero, which modexp allows
        byte[] mod = m.toByteArray(), base = new BigInteger(2047, rnd).toByteArray();
        byte[] exp = BigInteger.valueOf(65537).toByteArray();
        byte[] expected = call(base, exp, mod, Routing.BIG_INTEGER);
        return new KernelWarmup.Race() {
            @Override
            public void scalar() {
                for (int i = 0; i < CALLS_PER_ROUND; i++) {
                    call(base, exp, mod, Routing.BIG_INTEGER);
                }
            }

            @Override
            public boolean lanes() {
                for (int i = 0; i < CALLS_PER_ROUND; i++) {
                    if (!Arrays.equals(expected, call(base, exp, mod, Routing.AVX2_LANES))) {
                        return false;
                    }
                }
                return true;
            }
        };
    }

    private static byte[] call(byte[] base, byte[] exp, byte[] mod, Routing routing) {
        return ModExp.modexp(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length, routing);
    }
}
