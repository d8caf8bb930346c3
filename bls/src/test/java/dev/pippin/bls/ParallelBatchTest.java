package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/**
 * The batch on several threads gives the single thread's answers: decoding and hashing spread
 * over workers, and the Miller loop cut into slices whose product takes one final
 * exponentiation.
 */
class ParallelBatchTest {
    @Test
    void everyItemRunsOnce() {
        for (int threads : new int[] {1, 2, 3, 8}) {
            AtomicIntegerArray seen = new AtomicIntegerArray(100);
            Parallel.forEach(100, threads, seen::incrementAndGet);
            for (int i = 0; i < 100; i++) {
                assertEquals(1, seen.get(i), "item " + i + " with " + threads + " threads");
            }
        }
        Parallel.forEach(0, 4, i -> {
            throw new AssertionError("no items");
        });
    }

    @Test
    void anItemsExceptionReachesTheCaller() {
        IllegalStateException boom = new IllegalStateException("item 57");
        for (int threads : new int[] {1, 3}) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> Parallel.forEach(100, threads, i -> {
                if (i == 57) {
                    throw boom;
                }
            }));
            assertSame(boom, e);
            AssertionError error = new AssertionError("item 3");
            assertSame(error, assertThrows(AssertionError.class, () -> Parallel.forEach(10, threads, i -> {
                if (i == 3) {
                    throw error;
                }
            })));
        }
    }

    /** 40 pairs: five slices of eight on five threads, against one loop; each on the lanes and not. */
    @Test
    void slicedMillerLoopsAgree() {
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(21, 39, 39);
        PairingEquation eq = new PairingEquation(40);
        for (int i = 0; i < 39; i++) {
            eq.times(BlsPublicKey.fromBytes(b.pks().get(i)).point(), 0, Points.hash(b.msgs().get(i), Bls.DST), 0);
        }
        long[] agg = BlsSignature.aggregate(b.sigs().stream().map(BlsSignature::fromBytes).toList()).point();
        eq.timesSignature(agg);
        assertTrue(eq.holds());
        for (LaneMode mode : LaneMode.values()) {
            if (!mode.runsHere()) {
                continue; // a forced lane mode in a JVM without the vector module (the scalar test run)
            }
            assertTrue(eq.holds(1, mode), mode.toString());
            assertTrue(eq.holds(5, mode), mode.toString());
            assertTrue(eq.holds(64, mode), mode.toString());
        }
        // a wrong first pair: both ways must see it
        long[] g = new long[Points.G1];
        Bls12381G1.generator(g, 0);
        eq.set(0, g, 0, Points.hash(b.msgs().get(0), Bls.DST), 0);
        assertFalse(eq.holds());
        for (LaneMode mode : LaneMode.values()) {
            if (!mode.runsHere()) {
                continue;
            }
            assertFalse(eq.holds(1, mode), mode.toString());
            assertFalse(eq.holds(5, mode), mode.toString());
        }
    }

    @Test
    void batchesOnManyThreads() {
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(22, 36, 30);
        for (int threads : new int[] {1, 2, 4}) {
            BlsBatchVerifier v = new BlsBatchVerifier(new SplittableRandom(threads), MsmOptions.defaults().withThreads(threads));
            assertTrue(v.verify(b.pks(), b.msgs(), b.sigs()), threads + " threads");
            var bad = new java.util.ArrayList<>(b.sigs());
            bad.set(35, bad.get(34));
            assertFalse(v.verify(b.pks(), b.msgs(), bad), threads + " threads");
            var badKey = new java.util.ArrayList<>(b.pks());
            badKey.set(17, new byte[48]);
            assertFalse(v.verify(badKey, b.msgs(), b.sigs()), threads + " threads");
        }
    }
}
