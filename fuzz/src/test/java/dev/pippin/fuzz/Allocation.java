package dev.pippin.fuzz;

import java.lang.management.ManagementFactory;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fuzz targets' memory oracle: bytes the calling thread allocated during one call, from
 * HotSpot's per-thread counter (com.sun.management.ThreadMXBean), checked against a budget of a
 * small multiple of the input's size plus a fixed allowance. A decoder that sized an array from
 * a length the input declares, instead of the bytes it holds, fails here even when the array
 * would fit in the heap. Work handed to pool threads is not counted: every target runs its
 * call on one thread.
 */
final class Allocation {
    private Allocation() {}

    private static final com.sun.management.ThreadMXBean MX =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    static {
        if (!MX.isThreadAllocatedMemorySupported()) {
            throw new IllegalStateException("this JVM does not count allocated bytes per thread");
        }
        MX.setThreadAllocatedMemoryEnabled(true);
    }

    /**
     * The fixed allowance. Replaying the corpus (CI): 4 MiB; the temporaries of one call on an
     * input of a few hundred bytes (field scratch, an MSM's plan and buckets for a handful of
     * points, a pairing's Fp12 values, BigInteger in a gas or modexp path) stay well below it,
     * and an array sized by a declared length of megabytes passes it at once. While fuzzing
     * (JAZZER_FUZZ set): 512 MiB, because Jazzer's hooks box their arguments and its
     * instrumentation keeps C2 from scalar-replacing temporaries: a 160-byte bls12_g1mul seed
     * measured 347 MB in a fuzzing JVM after ten minutes, 26 KB replayed without the fuzzer. There
     * the check still catches arrays sized by a declared length past 2^29 bytes; the strict
     * budget applies when the corpus the fuzzer kept is replayed (docs/RELIABILITY.md).
     */
    static final long FIXED = System.getenv("JAZZER_FUZZ") == null ? 4L << 20 : 512L << 20;

    /** The call's keys that have run once: class initialisation is paid on that first run, unmeasured. */
    private static final Set<String> WARM = ConcurrentHashMap.newKeySet();

    /** A call under test. */
    interface Call<T> {
        T run() throws Exception;
    }

    /** What a call gave: its value, or the exception it threw (never both). */
    record Outcome<T>(T value, Exception error) {
        boolean ok() {
            return error == null;
        }
    }

    /** The calling thread's allocation counter, in bytes. */
    static long mark() {
        return MX.getCurrentThreadAllocatedBytes();
    }

    /**
     * Runs call and fails when it allocated more than multiple x budgetBytes + {@link #FIXED}.
     * The first call of each key runs twice, the first time unmeasured, so that static
     * initialisers (constant tables, the precompile registry) are not charged to an input.
     */
    static <T> Outcome<T> measure(String key, long budgetBytes, int multiple, Call<T> call) {
        if (WARM.add(key)) {
            run(call);
        }
        long before = mark();
        Outcome<T> out = run(call);
        long used = mark() - before;
        long budget = multiple * budgetBytes + FIXED;
        if (used > budget) {
            throw new AssertionError(key + " allocated " + used + " bytes where its budget was " + budget
                    + " (" + multiple + " x " + budgetBytes + " + " + FIXED + ")");
        }
        return out;
    }

    private static <T> Outcome<T> run(Call<T> call) {
        try {
            return new Outcome<>(call.run(), null);
        } catch (Exception e) {
            return new Outcome<>(null, e);
        }
    }
}
