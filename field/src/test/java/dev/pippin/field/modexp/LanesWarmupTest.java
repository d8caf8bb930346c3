package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Other test classes' default-routed modexp calls start warm-ups in this JVM; resetForTest retires
 * them (their generation ends), so each test starts cold.
 */
class LanesWarmupTest {
    @AfterEach
    void cold() throws InterruptedException {
        Thread t = LanesWarmup.thread();
        // Retired first, a warm-up whose lanes are not winning ends at its next round instead of
        // running out its whole budget while the join waits.
        LanesWarmup.resetForTest();
        if (t != null) {
            t.join(130_000);
        }
        LanesWarmup.resetForTest();
    }

    @Test
    void aColdGateTakesTheFallbackAndStartsOneDaemonThread() throws InterruptedException {
        LanesWarmup.resetForTest();
        assertSame(Routing.CONSERVATIVE, LanesWarmup.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE));
        // the thread may have ended by now (a JVM without the lanes kernel gives up at once)
        Thread t = LanesWarmup.thread();
        assertNotNull(t, "the first cold gate starts the warm-up thread");
        assertEquals("pippin-modexp-warmup", t.getName());
        assertTrue(t.isDaemon());
        assertEquals(Thread.MIN_PRIORITY, t.getPriority());
        LanesWarmup.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE);
        assertSame(t, LanesWarmup.thread(), "a second cold gate starts no second thread");
    }

    @Test
    void aWarmUpFromBeforeAResetSwitchesNothing() throws InterruptedException {
        LanesWarmup.resetForTest();
        LanesWarmup.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE);
        Thread old = LanesWarmup.thread();
        assertNotNull(old);
        LanesWarmup.resetForTest();
        old.join(130_000);
        assertFalse(old.isAlive(), "a retired warm-up ends");
        assertFalse(LanesWarmup.ready(), "a retired warm-up leaves the switch off");
    }

    @Test
    void anEmptyBudgetNeverSwitches() {
        LanesWarmup.resetForTest();
        assertFalse(LanesWarmup.warmUpNow(0));
        assertFalse(LanesWarmup.ready());
    }

    @Test
    void theGateFollowsTheWarmUpAndEitherRouteAgreesWithBigInteger() {
        Assumptions.assumeTrue(VectorApi.AVAILABLE, "jdk.incubator.vector is not in this JVM's module graph");
        LanesWarmup.resetForTest();
        boolean won = LanesWarmup.warmUpNow(60_000_000_000L);
        assertEquals(won, LanesWarmup.ready());
        Routing r = LanesWarmup.gate(Routing.AVX2_LANES, Routing.CONSERVATIVE);
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
        LanesWarmup.resetForTest();
        Assumptions.assumeTrue(LanesWarmup.warmUpNow(60_000_000_000L), "the lanes did not win here");
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
