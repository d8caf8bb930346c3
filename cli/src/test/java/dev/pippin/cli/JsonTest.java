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

    record Mixed(String text, Boolean flag, boolean on, long big, Integer line, double nan, double inf) {}

    /** Every line parses back (Jackson, the test oracle) to the values written, strings escaped. */
    @Test
    void everyComponentTypeRoundTripsThroughAJsonParser() throws Exception {
        String text = "q\"b\\s\n\t\u0001 \u00e9";
        String line = Json.line(new Mixed(text, null, true, Long.MIN_VALUE, 7, Double.NaN, Double.NEGATIVE_INFINITY));
        var row = new com.fasterxml.jackson.databind.ObjectMapper().readTree(line);
        assertEquals(text, row.get("text").asText());
        assertEquals(true, row.get("flag").isNull());
        assertEquals(true, row.get("on").asBoolean());
        assertEquals(Long.MIN_VALUE, row.get("big").asLong());
        assertEquals(7, row.get("line").asInt());
        assertEquals("NaN", row.get("nan").asText());
        assertEquals("-Infinity", row.get("inf").asText());
        java.util.List<String> keys = new java.util.ArrayList<>();
        row.fieldNames().forEachRemaining(keys::add);
        assertEquals(java.util.List.of("text", "flag", "on", "big", "line", "nan", "inf"), keys);
    }

    @Test
    void snakeCaseSplitsBeforeEachCapital() {
        assertEquals("pippin_throughput_ns", Json.snakeCase("pippinThroughputNs"));
        assertEquals("ms_batch", Json.snakeCase("msBatch"));
        assertEquals("kind", Json.snakeCase("kind"));
        assertEquals("a_b_c", Json.snakeCase("aBC"));
    }

    @Test
    void roundingIsToTheGivenDecimals() {
        assertEquals(1.23, Json.round(1.2349, 2));
        assertEquals(1182707.0, Json.round(1182706.96, 1));
        assertEquals(0.0, Json.round(0.0004, 3));
    }
}
