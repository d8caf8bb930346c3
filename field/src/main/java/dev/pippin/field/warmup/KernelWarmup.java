package dev.pippin.field.warmup;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The warm-up of one lane kernel: whether its AUTO callers may take it yet. Until C2 has compiled
 * a Vector API kernel it runs interpreted or as C1 code on boxed vectors, megabytes of allocation
 * and far slower than its scalar twin (docs/RELIABILITY.md, finding 5; docs/LANES.md, "Warm-up";
 * docs/MODEXP-ROUTING.md). So an AUTO caller takes the scalar path until the kernel has been
 * measured faster, off the callers' threads:
 *
 * <ul>
 * <li>A caller that ran its scalar twin {@linkplain #count counts} the work in nanoseconds (at the
 *     scalar path's measured cost, not timed); once {@code startAfterNanos} have added up the
 *     kernel is {@linkplain #ask asked} for (a ski-rental rule: the warm-up is paid for once the
 *     lanes would have saved about its cost). A kernel with {@code startAfterNanos} 0 is asked
 *     for by its first caller.</li>
 * <li>One daemon thread per JVM ({@link #THREAD_NAME}, minimum priority) serves the asked kernels
 *     one after another, in the order they were made: it races the kernel's {@link Race} (the
 *     lanes against the scalar twin on the same input, alternately, timing both), and once a lane
 *     round is faster than the best scalar round, after {@link #MIN_ROUNDS} rounds, sets the
 *     kernel {@linkplain #hot hot} for the rest of the JVM's life. A lane round whose result
 *     disagrees with the scalar one ends the race without switching.</li>
 * <li>A kernel whose lanes have not won within {@link #BUDGET_NANOS} stays cold (a weak vector
 *     unit, or no CPU to spare for C2); so does one whose {@link Trial} finds no lane kernel in
 *     this JVM.</li>
 * <li>The thread ends when no asked kernel is left, so it never keeps the JVM alive; it takes no
 *     lock on a caller's path (the switches are volatile flags) and touches no caller data. A
 *     {@linkplain #reset reset} starts a new generation: a race of an earlier one switches
 *     nothing and ends at its next round.</li>
 * </ul>
 *
 * <p>Thread safety: every method may be called from any thread. {@link #hot} is one volatile
 * read; {@link #count} a volatile read and write (a lost update among threads only delays the
 * start).
 */
public final class KernelWarmup {
    /** The name of the warm-up thread. */
    public static final String THREAD_NAME = "pippin-lane-warmup";

    /**
     * Rounds before the lanes may win: the scalar twin is still being compiled in the first
     * rounds too, and its early, slow rounds must not let half-compiled lanes through.
     */
    public static final int MIN_ROUNDS = 8;

    /**
     * Wall-clock budget of a race: far above the seconds C2 needs on a loaded 2-core machine (the
     * slowest measured, the BLS12-381 G2 flush's, took 9.8 s at load 10, docs/LANES.md
     * "Warm-up", about a twelfth of it).
     */
    public static final long BUDGET_NANOS = 120_000_000_000L;

    /** What a kernel's warm-up runs: made on the warm-up thread, so its allocation is that thread's. */
    @FunctionalInterface
    public interface Trial {
        /** The race's inputs, made once; null when this JVM has no lane kernel to race. */
        Race prepare();
    }

    /** One round of each path on the same input. */
    public interface Race {
        /** One round of the scalar twin. */
        void scalar();

        /** One round of the lanes; false when its result disagrees with the scalar one. */
        boolean lanes();
    }

    private static final List<KernelWarmup> KERNELS = new CopyOnWriteArrayList<>();
    private static final AtomicBoolean RUNNING = new AtomicBoolean();
    private static volatile boolean autoStart = true;
    private static volatile Thread thread;

    private static final int IDLE = 0, CLAIMED = 1, SETTLED = 2;

    private final String kernel;
    private final long startAfterNanos;
    private final Trial trial;
    private final AtomicInteger generation = new AtomicInteger();
    private final AtomicInteger state = new AtomicInteger(IDLE);
    private volatile boolean hot, asked;
    private volatile long spent;

    /**
     * @param kernel          what is warmed, for messages
     * @param startAfterNanos scalar work counted before the warm-up is asked for (0: at the first ask)
     * @param trial           the race of the kernel against its scalar twin
     */
    public KernelWarmup(String kernel, long startAfterNanos, Trial trial) {
        if (startAfterNanos < 0) {
            throw new IllegalArgumentException("startAfterNanos must not be negative, got " + startAfterNanos);
        }
        this.kernel = Objects.requireNonNull(kernel, "kernel");
        this.startAfterNanos = startAfterNanos;
        this.trial = Objects.requireNonNull(trial, "trial");
        KERNELS.add(this);
    }

    /** Whether the lanes have won: AUTO callers take them from now on. */
    public boolean hot() {
        return hot;
    }

    /** Whether the warm-up has been asked for. */
    public boolean asked() {
        return asked;
    }

    /** Whether a race has ended for this generation, the lanes won or not. */
    public boolean settled() {
        return state.get() == SETTLED;
    }

    /** The scalar work in nanoseconds after which the warm-up is asked for. */
    public long startAfterNanos() {
        return startAfterNanos;
    }

    /** Counts scalar work an AUTO caller did while cold; asks for the warm-up once startAfterNanos add up. */
    public void count(long scalarNanos) {
        if (!asked) {
            final long s = spent + scalarNanos;
            spent = s;
            if (s >= startAfterNanos) {
                ask();
            }
        }
    }

    /** Asks for the warm-up: the warm-up thread starts unless it runs (or automatic starts are off). */
    public void ask() {
        asked = true;
        if (autoStart && RUNNING.compareAndSet(false, true)) {
            Thread t = new Thread(KernelWarmup::serve, THREAD_NAME);
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            thread = t;
            t.start();
        }
    }

    /**
     * The warm-up now, in the calling thread, or, when the warm-up thread has taken it on,
     * waiting for it; whether the lanes are hot afterwards.
     */
    public boolean warmUpNow() throws InterruptedException {
        if (claim()) {
            settle();
        }
        while (!settled()) {
            Thread.sleep(10);
        }
        return hot;
    }

    /**
     * Races the kernel in this thread within the budget, setting it hot when the lanes win; whether
     * they did. Settles nothing: for tests and for callers that measure.
     */
    public boolean warm(long budgetNanos) {
        return race(budgetNanos, generation.get());
    }

    /**
     * Back to cold, for tests and measurements: not hot, nothing counted or asked, not settled; a
     * race under way ends at its next round and switches nothing.
     */
    public synchronized void reset() {
        generation.incrementAndGet();
        hot = false;
        asked = false;
        spent = 0;
        state.set(IDLE);
    }

    @Override
    public String toString() {
        return kernel + (hot ? " (hot)" : settled() ? " (settled cold)" : asked ? " (asked)" : " (cold)");
    }

    /** The last warm-up thread started, or null; it may have ended. */
    public static Thread thread() {
        return thread;
    }

    /**
     * Whether {@link #ask} starts the warm-up thread (true by default). Off, asked kernels wait
     * for {@link #warmUpNow} or for automatic starts to be on again at the next ask; for tests
     * that drive the races themselves.
     */
    public static void autoStart(boolean on) {
        autoStart = on;
    }

    private static void serve() {
        while (true) {
            KernelWarmup k = next();
            if (k == null) {
                RUNNING.set(false);
                // An ask between next() and the reset found RUNNING set and started nothing.
                if (next() == null || !RUNNING.compareAndSet(false, true)) {
                    return;
                }
                continue;
            }
            if (k.claim()) {
                k.settle();
            }
        }
    }

    /** The first kernel asked for and not yet taken on, or null. */
    private static KernelWarmup next() {
        for (KernelWarmup k : KERNELS) {
            if (k.asked && k.state.get() == IDLE) {
                return k;
            }
        }
        return null;
    }

    private boolean claim() {
        return state.compareAndSet(IDLE, CLAIMED);
    }

    private void settle() {
        int gen = generation.get();
        try {
            race(BUDGET_NANOS, gen);
        } finally {
            synchronized (this) {
                if (gen == generation.get()) {
                    state.set(SETTLED);
                }
            }
        }
    }

    private boolean race(long budgetNanos, int gen) {
        final long begin = System.nanoTime();
        Race r = trial.prepare();
        if (r == null) {
            return false;                               // no lane kernel in this JVM
        }
        long scalarBest = Long.MAX_VALUE;
        for (int round = 1; gen == generation.get() && System.nanoTime() - begin < budgetNanos; round++) {
            final long t0 = System.nanoTime();
            r.scalar();
            final long t1 = System.nanoTime();
            if (!r.lanes()) {
                return false;                           // never switch to a kernel that disagrees
            }
            final long t2 = System.nanoTime();
            scalarBest = Math.min(scalarBest, t1 - t0);
            if (round >= MIN_ROUNDS && t2 - t1 < scalarBest) {
                synchronized (this) {
                    if (gen == generation.get()) {
                        hot = true;
                        return true;
                    }
                }
                return false;
            }
        }
        return false;
    }
}
