package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Pippenger's task layout: whole windows, then the remainder split into one chunk per thread. */
class PippengerChunksTest {

    /** Work per thread when tasks are dealt round-robin in order, in units of one window. */
    static double[] perThread(Pippenger.Tasks t, int threads) {
        double[] load = new double[threads];
        for (int i = 0; i < t.count(); i++) {
            load[i % threads] += 1.0 / t.chunks()[i];
        }
        return load;
    }

    @Test
    void fiveWindowsOnTwoThreadsSplitTheLastOne() {
        // bn254 G2 at 2^16 with GLS: 5 windows; 4 whole, the last in 2 halves: 2.5 windows each.
        Pippenger.Tasks t = Pippenger.Tasks.of(5, 2);
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 4}, t.window());
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 1}, t.chunk());
        assertArrayEquals(new int[] {1, 1, 1, 1, 2, 2}, t.chunks());
        assertArrayEquals(new double[] {2.5, 2.5}, perThread(t, 2));
    }

    @Test
    void evenCountsStayWholeAndOneThreadNeverSplits() {
        assertEquals(10, Pippenger.Tasks.of(10, 2).count());
        assertArrayEquals(new int[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, Pippenger.Tasks.of(10, 2).chunks());
        assertEquals(11, Pippenger.Tasks.of(11, 1).count());
    }

    @Test
    void fewerWindowsThanThreadsAreAllSplit() {
        // 3 windows on 4 threads: 12 quarter-window tasks, 3 per thread.
        Pippenger.Tasks t = Pippenger.Tasks.of(3, 4);
        assertEquals(12, t.count());
        assertArrayEquals(new double[] {0.75, 0.75, 0.75, 0.75}, perThread(t, 4));
        // 11 windows on 3 threads: 9 whole, 2 split in thirds: 11/3 each.
        double[] load = perThread(Pippenger.Tasks.of(11, 3), 3);
        for (double l : load) {
            assertEquals(11.0 / 3, l, 1e-12);
        }
    }
}
