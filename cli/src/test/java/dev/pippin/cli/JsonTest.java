package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class JsonTest {
    record Sample(String kind, double bigNs, double smallMs, Long missing, int count) {}

    @Test
    void rowsAreSnakeCaseWithPlainNumbersAndKeptNulls() {
        assertEquals("{\"kind\":\"k\",\"big_ns\":37622389.17,\"small_ms\":0.005,\"missing\":null,\"count\":3}",
                Json.line(new Sample("k", 3.762238917E7, 0.005, null, 3)));
    }

    @Test
    void roundingIsToTheGivenDecimals() {
        assertEquals(1.23, Json.round(1.2349, 2));
        assertEquals(1182707.0, Json.round(1182706.96, 1));
        assertEquals(0.0, Json.round(0.0004, 3));
    }
}
