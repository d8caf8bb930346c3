package dev.pippin.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PartitionPlanTest {
    @Test
    void evenRangesDifferByAtMostOneAndCoverAll() {
        PartitionPlan p = PartitionPlan.even(10, 4);
        long[] want = {2, 3, 2, 3}; // floor(k 10 / 4): 0, 2, 5, 7, 10
        for (int k = 0; k < 4; k++) {
            assertEquals(want[k], p.count(k));
        }
        assertEquals(10, p.n());
        PartitionPlan more = PartitionPlan.even(3, 5); // more partitions than points: some are empty
        assertEquals(3, more.n());
        assertEquals(0, more.count(0));
        assertEquals("partition 0 (no indices)", more.describe(0));
        assertEquals("partition 1 (indices 0-0)", more.describe(1));
    }

    @Test
    void boundsAreOneLineErrors() {
        assertEquals("partitions must be between 1 and 1048576, got 0",
                assertThrows(IllegalArgumentException.class, () -> PartitionPlan.even(10, 0)).getMessage());
        assertEquals("partitions must be between 1 and 1048576, got 2147483647",
                assertThrows(IllegalArgumentException.class, () -> PartitionPlan.even(10, Integer.MAX_VALUE)).getMessage());
        assertEquals("partition 1 has a negative size, -2",
                assertThrows(IllegalArgumentException.class, () -> PartitionPlan.ofSizes(3, -2)).getMessage());
    }
}
