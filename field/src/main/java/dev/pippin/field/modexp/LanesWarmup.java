package dev.pippin.field.modexp;

import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Holds the AVX2 lanes ladder back until {@link Radix28Lanes} runs compiled.
 *
 * <p>Until C2 has compiled its rows, Vector API code runs interpreted or as C1 code on boxed
 * vectors: under {@code -XX:UseAVX=2} the first calls of a JVM on the lanes kernel allocated
 * 5.5-70.7 MB for 35-141 KB precompile inputs (the fuzz module's modexp replay, whose budget is
 * 4 MiB), and ran far slower than BigInteger.modPow. So the first call that the lanes ladder
 * would take starts one daemon thread, at minimum priority, that times the lanes kernel against
 * BigInteger.modPow on a fixed 2048-bit call (a rung the ladder gives the lanes for any
 * exponent); meanwhile every call takes the conservative ladder. Once a lanes round beats the
 * best BigInteger round, after {@link #MIN_PAIRS} pairs of rounds, the lanes ladder is used for
 * the rest of the JVM's life; if they have not won within {@link #BUDGET_NANOS}, it never is.
 * The thread's allocation and time are its own; no caller waits for it.
 */
final class LanesWarmup {
    /**
     * Pairs of rounds before a win counts: a first lanes round can beat a BigInteger round that
     * was itself still interpreted.
     */
    static final int MIN_PAIRS = 8;
    /** Calls per round: 2048-bit modulus, 17-bit exponent, about 25-35 us each once compiled. */
    static final int CALLS_PER_ROUND = 16;
    /** Far above the seconds C2 needs on a loaded 2-core machine; after it, the lanes are given up. */
    static final long BUDGET_NANOS = 120_000_000_000L;

    private static final AtomicBoolean STARTED = new AtomicBoolean();
    private static volatile boolean ready;
    private static volatile Thread thread;
    /** Bumped by {@link #resetForTest}: a warm-up of an earlier generation stops and switches nothing. */
    private static final AtomicInteger GENERATION = new AtomicInteger();

    private LanesWarmup() {
    }

    /** The lanes ladder once it has won its warm-up, otherwise the fallback (starting the warm-up). */
    static Routing gate(Routing lanes, Routing fallback) {
        if (ready) {
            return lanes;
        }
        startOnce();
        return fallback;
    }

    static boolean ready() {
        return ready;
    }

    private static void startOnce() {
        if (STARTED.compareAndSet(false, true)) {
            int generation = GENERATION.get();     // taken here: the thread may first run after a reset
            Thread t = new Thread(() -> warmUp(BUDGET_NANOS, generation), "pippin-modexp-warmup");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            thread = t;
            t.start();
        }
    }

    /**
     * Times the lanes kernel against BigInteger.modPow until the lanes win or the budget is spent;
     * sets the switch on a win. Returns whether the lanes ladder is now in force (never without
     * jdk.incubator.vector).
     */
    static boolean warmUpNow(long budgetNanos) {
        return warmUp(budgetNanos, GENERATION.get());
    }

    private static boolean warmUp(long budgetNanos, int generation) {
        if (!VectorApi.AVAILABLE) {
            return false;                               // no lanes kernel in this JVM
        }
        Random rnd = new Random(2048);
        BigInteger m = new BigInteger(2048, rnd).setBit(2047).setBit(0);
        // toByteArray's sign byte is a leading zero, which modexp allows
        byte[] mod = m.toByteArray(), base = new BigInteger(2047, rnd).toByteArray();
        byte[] exp = BigInteger.valueOf(65537).toByteArray();
        byte[] expected = call(base, exp, mod, Routing.BIG_INTEGER);
        long start = System.nanoTime();
        long bestBig = Long.MAX_VALUE;
        for (int pair = 0; !ready && generation == GENERATION.get()
                && System.nanoTime() - start < budgetNanos; pair++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < CALLS_PER_ROUND; i++) {
                if (!java.util.Arrays.equals(expected, call(base, exp, mod, Routing.AVX2_LANES))) {
                    return false;                       // never switch to a kernel that disagrees
                }
            }
            long lanes = System.nanoTime() - t0;
            long t1 = System.nanoTime();
            for (int i = 0; i < CALLS_PER_ROUND; i++) {
                call(base, exp, mod, Routing.BIG_INTEGER);
            }
            bestBig = Math.min(bestBig, System.nanoTime() - t1);
            if (pair >= MIN_PAIRS && lanes < bestBig) {
                synchronized (GENERATION) {
                    if (generation == GENERATION.get()) {
                        ready = true;
                    }
                }
            }
        }
        return ready && generation == GENERATION.get();
    }

    /**
     * The last warm-up thread started, or null. Kept because the thread may already have ended
     * when a caller looks for it: without jdk.incubator.vector it returns at once.
     */
    static Thread thread() {
        return thread;
    }

    /** Test hook: back to the cold state (no switch, no thread started). */
    static void resetForTest() {
        synchronized (GENERATION) {
            GENERATION.incrementAndGet();
            ready = false;
            thread = null;
            STARTED.set(false);
        }
    }

    private static byte[] call(byte[] base, byte[] exp, byte[] mod, Routing routing) {
        return ModExp.modexp(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length, routing);
    }
}
