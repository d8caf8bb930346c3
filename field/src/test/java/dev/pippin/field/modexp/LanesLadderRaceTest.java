package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.warmup.KernelWarmup;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The lanes ladder's warm-up (LanesLadderRace on KernelWarmup). Other test classes' default-routed
 * modexp calls start warm-ups in this JVM; a reset retires them (their generation ends), so each
 * test starts cold.
 */
class LanesLadderRaceTest {
    @AfterEach
    void cold() throws InterruptedException {
        Thread t = KernelWarmup.thread();
        // Retired first, a warm-up whose lanes are not winning ends at its next round instead of
        // running out its whole budget while the join waits.
        LanesLadderRace.WARMUP.reset();
        if (t != null) {
            t.join(130_000);
        }
        LanesLadderRace.WARMUP.reset();
    }

    @Test
    void aColdGateTakesTheFallbackAndStartsOneDaemonThread() throws InterruptedException {
        LanesLadderRace.WARMUP.reset();
        assertSame(Routing.CONSERVATIVE, LanesLadderRace.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE));
        // the thread may have ended by now (a JVM without the lanes kernel gives up at once)
        Thread t = KernelWarmup.thread();
        assertNotNull(t, "the first cold gate starts the warm-up thread");
        assertEquals(KernelWarmup.THREAD_NAME, t.getName());
        assertTrue(t.isDaemon());
        assertEquals(Thread.MIN_PRIORITY, t.getPriority());
        LanesLadderRace.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE);
        assertSame(t, KernelWarmup.thread(), "a second cold gate starts no second thread");
    }

    @Test
    void aWarmUpFromBeforeAResetSwitchesNothing() throws InterruptedException {
        LanesLadderRace.WARMUP.reset();
        LanesLadderRace.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE);
        Thread old = KernelWarmup.thread();
        assertNotNull(old);
        LanesLadderRace.WARMUP.reset();
        old.join(130_000);
        assertFalse(old.isAlive(), "a retired warm-up ends");
        assertFalse(LanesLadderRace.WARMUP.hot(), "a retired warm-up leaves the switch off");
    }

    @Test
    void anEmptyBudgetNeverSwitches() {
        LanesLadderRace.WARMUP.reset();
        assertFalse(LanesLadderRace.WARMUP.warm(0));
        assertFalse(LanesLadderRace.WARMUP.hot());
    }

    @Test
    void theGateFollowsTheWarmUpAndEitherRouteAgreesWithBigInteger() {
        Assumptions.assumeTrue(VectorApi.AVAILABLE, "jdk.incubator.vector is not in this JVM's module graph");
        LanesLadderRace.WARMUP.reset();
        boolean won = LanesLadderRace.WARMUP.warm(60_000_000_000L);
        assertEquals(won, LanesLadderRace.WARMUP.hot());
        Routing r = LanesLadderRace.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE);
        assertSame(won ? Routing.AVX2_LANES : Routing.CONSERVATIVE, r);
        Random rnd = new Random(7);
        for (int bits : new int[] {769, 1024, 1280, 2048, 3000}) {
            BigInteger m = new BigInteger(bits, rnd).setBit(bits - 1).setBit(0);
            BigInteger b = new BigInteger(bits + 8, rnd);           // base above the modulus
            BigInteger e = new BigInteger(40, rnd);
            byte[] mod = m.toByteArray(), base = b.toByteArray(), exp = e.toByteArray();
            byte[] out = ModExp.modexp(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length, r);
            assertEquals(b.modPow(e, m), new BigInteger(1, out), bits + "-bit modulus");
            assertArrayEquals(out, ModExp.modexp(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length,
                    Routing.BIG_INTEGER), bits + "-bit modulus, the BigInteger route");
        }
    }

    @Test
    void onceWarmTheLanesKernelAllocatesLittleMoreThanItsOperands() {
        Assumptions.assumeTrue(VectorApi.AVAILABLE, "jdk.incubator.vector is not in this JVM's module graph");
        Assumptions.assumeTrue(java.lang.management.ManagementFactory.getThreadMXBean()
                instanceof com.sun.management.ThreadMXBean, "no per-thread allocation counter");
        LanesLadderRace.WARMUP.reset();
        Assumptions.assumeTrue(LanesLadderRace.WARMUP.warm(60_000_000_000L), "the lanes did not win here");
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        Random rnd = new Random(11);
        BigInteger m = new BigInteger(4096, rnd).setBit(4095).setBit(0);
        byte[] mod = m.toByteArray(), base = new BigInteger(4000, rnd).toByteArray(), exp = new BigInteger(256, rnd).toByteArray();
        long before = threads.getCurrentThreadAllocatedBytes();
        ModExp.modexp(base, 0, base.length, exp, 0, exp.length, mod, 0, mod.length, Routing.AVX2_LANES);
        long used = threads.getCurrentThreadAllocatedBytes() - before;
        // a window table of 2^w values of 4096 bits, the operands in limbs and the output: tens of KB.
        // Boxed vector operations (an uncompiled kernel) cost megabytes for the same call.
        assertTrue(used < 1 << 20, "a compiled 4096-bit lanes modexp allocated " + used + " bytes");
    }
}
