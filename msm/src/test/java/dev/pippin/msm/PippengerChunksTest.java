package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The task split of Pippenger.chunks against makespans worked out by hand from WindowPlan's model. */
class PippengerChunksTest {

    @Test
    void oddWindowCountsAreSplitSoThatTwoThreadsShareThemEvenly() {
        // bn254 G2 at 2^16 with GLS: 2^18 points, 64-bit parts, c = 13, 5 windows. Unsplit, one
        // thread runs 3 of the 5 windows: 3 (2^18 a + r) = 5.15e6 against 5 (2^17 a + r) = 4.54e6
        // for two chunks (a = 6 + 85/512, r = 4096 * 24).
        WindowPlan g2 = WindowPlan.choose(1 << 18, 64);
        assertEquals(13, g2.c());
        assertEquals(5, g2.windows());
        assertEquals(2, Pippenger.chunks(g2, 1 << 18, 2));
    }

    @Test
    void evenWindowCountsStayWhole() {
        // bn254 G1 at 2^16 with GLV: 2^17 points, 126-bit parts, c = 13, 10 windows: 5 each.
        WindowPlan g1 = WindowPlan.choose(1 << 17, 126);
        assertEquals(10, g1.windows());
        assertEquals(1, Pippenger.chunks(g1, 1 << 17, 2));
    }

    @Test
    void fewWindowsAreSplitForMoreThreads() {
        // 3 windows on 4 threads: no split leaves a thread idle; 4 chunks give 12 tasks, 3 each.
        WindowPlan p = WindowPlan.of(13, 30, -1);
        assertEquals(3, p.windows());
        assertEquals(4, Pippenger.chunks(p, 1 << 18, 4));
        assertEquals(1, Pippenger.chunks(p, 1 << 18, 1));
    }
}
