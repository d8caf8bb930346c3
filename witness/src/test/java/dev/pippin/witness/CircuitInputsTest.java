package dev.pippin.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** input.json as snarkjs reads it, against a table of signal sizes standing in for a circuit. */
class CircuitInputsTest {
    private static final Map<String, Integer> SIZES = Map.of("a", 1, "b", 4, "m", 6, "bus.x", 1, "bus.y", 2,
            "arr[0].v", 1, "arr[1].v", 1, "grid[1][0].v", 1);

    private static CircuitInputs read(String json) throws IOException {
        return CircuitInputs.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)),
                name -> SIZES.getOrDefault(name, 0));
    }

    private static String error(String json) {
        return assertThrows(WitnessException.class, () -> read(json)).getMessage();
    }

    private static List<BigInteger> ints(long... v) {
        return java.util.Arrays.stream(v).mapToObj(BigInteger::valueOf).toList();
    }

    @Test
    void notationsAndRowMajorFlattening() throws IOException {
        CircuitInputs in = read("{\"a\": \"0x1F\", \"m\": [[1, \"2\", 3.0], [\"-4\", 5, \"0X6\"]]}");
        assertEquals(List.of("a", "m"), List.copyOf(in.signals().keySet()));
        assertEquals(ints(31), in.signals().get("a"));
        assertEquals(ints(1, 2, 3, -4, 5, 6), in.signals().get("m"));
        assertEquals(7, in.valueCount());
        BigInteger big = BigInteger.TWO.pow(200).add(BigInteger.ONE);
        assertEquals(List.of(big), read("{\"a\": \"" + big + "\"}").signals().get("a")); // a string: exact
    }

    /**
     * JSON numbers are exact up to 2^53 in magnitude and refused beyond: snarkjs would read such a
     * literal as the nearest double (12345678901234567890 as 12345678901234567168), so either
     * reading would silently give someone another witness.
     */
    @Test
    void numbersBeyondTwoToThe53AreRefusedNotRounded() throws IOException {
        long exact = 1L << 53;
        assertEquals(ints(exact), read("{\"a\": " + exact + "}").signals().get("a"));
        assertEquals(ints(-exact), read("{\"a\": " + (-exact) + "}").signals().get("a"));
        assertEquals(ints(1000), read("{\"a\": 1e3}").signals().get("a"));
        assertEquals("input signal 'a': the JSON number 12345678901234567890 is beyond 2^53, where JSON readers"
                + " such as snarkjs round it to a double; write it as a string (\"12345678901234567890\") for its"
                + " exact value", error("{\"a\": 12345678901234567890}"));
        for (String n : new String[] {"9007199254740993", "-9007199254740993", "1e30", "9.007199254740993e15"}) {
            String message = error("{\"b\": [1, " + n + ", 2, 3]}");
            assertEquals(true, message.startsWith("input signal 'b': the JSON number " + n + " is beyond 2^53"), message);
        }
        assertEquals(List.of(new BigInteger("12345678901234567890")),
                read("{\"a\": \"12345678901234567890\"}").signals().get("a"));
    }

    @Test
    void busesAndArraysOfObjectsAreQualifiedAsCircomDoes() throws IOException {
        CircuitInputs in = read("{\"bus\": {\"x\": 1, \"y\": [2, 3]}, \"arr\": [{\"v\": 4}, {\"v\": 5}],"
                + " \"grid\": [[], [{\"v\": 6}]]}");
        assertEquals(Map.of("bus.x", ints(1), "bus.y", ints(2, 3), "arr[0].v", ints(4), "arr[1].v", ints(5),
                "grid[1][0].v", ints(6)), in.signals());
    }

    @Test
    void malformedOrUnusableJsonIsOneLine() {
        assertEquals("input: malformed JSON: Unexpected end-of-input: expected close marker for Object"
                + " (start marker at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled);"
                + " line: 1, column: 1]) at line 1, column 9", error("{\"a\": 1 "));
        assertEquals("input: expected a JSON object of signal names, found an array", error("[1, 2]"));
        assertEquals("input: expected a JSON object of signal names, found the end of the input", error(""));
        assertEquals("input: a number after the object, at line 1, column 11", error("{\"a\": 1} 2"));
        assertEquals("input: malformed JSON: Duplicate field 'a' at line 1, column 17", error("{\"a\": 1, \"a\": 2}"));
        assertEquals("input signal 'a' is given twice", error("{\"bus.x\": 1, \"bus\": {\"x\": 2}, \"a\": 1}")
                .replace("bus.x", "a"));
        assertEquals("input signal 'a': 1.5 is not an integer", error("{\"a\": 1.5}"));
        assertEquals("input signal 'a': a boolean where a number was expected", error("{\"a\": true}"));
        assertEquals("input signal 'a': null where a number was expected", error("{\"a\": null}"));
        assertEquals("input signal 'a': \"12abc\" is neither a decimal nor a 0x-hex integer", error("{\"a\": \"12abc\"}"));
        assertEquals("input signal 'a': \"\" is neither a decimal nor a 0x-hex integer", error("{\"a\": \"\"}"));
        assertEquals("input signal 'm': an array mixing numbers and objects", error("{\"m\": [1, {\"v\": 2}]}"));
    }

    @Test
    void unknownAndOversizedSignalsStopTheReaderAtTheirFirstExtraValue() {
        assertEquals("input signal 'x' is not an input of the circuit's main component", error("{\"x\": [1, 2]}"));
        assertEquals("input signal 'b' takes 4 values, the input gives more", error("{\"b\": [1, 2, 3, 4, 5]}"));
        assertEquals("input signal 'y' is not an input of the circuit's main component", error("{\"b\": [], \"y\": [[]]}"));
    }

    @Test
    void hostileSizesFailFastWithTheLimitNamed() {
        String deep = "[".repeat(CircuitInputs.MAX_DEPTH + 5) + "1" + "]".repeat(CircuitInputs.MAX_DEPTH + 5);
        assertEquals("input signal 'm': nested deeper than " + CircuitInputs.MAX_DEPTH + " levels",
                error("{\"m\": " + deep + "}"));
        String objects = "{\"a\": ".repeat(CircuitInputs.MAX_DEPTH + 5) + "1" + "}".repeat(CircuitInputs.MAX_DEPTH + 5);
        assertEquals("input: Document nesting depth (" + (CircuitInputs.MAX_DEPTH + 2)
                + ") exceeds the maximum allowed (" + (CircuitInputs.MAX_DEPTH + 1)
                + ", from `StreamReadConstraints.getMaxNestingDepth()`) (a limit of this reader)", error(objects));
        String digits = "1".repeat(CircuitInputs.MAX_VALUE_CHARS + 1);
        assertEquals("input: Number value length (" + digits.length() + ") exceeds the maximum allowed ("
                + CircuitInputs.MAX_VALUE_CHARS + ", from `StreamReadConstraints.getMaxNumberLength()`) (a limit of this reader)",
                error("{\"a\": " + digits + "}"));
        assertEquals("input: String value length (" + digits.length() + ") exceeds the maximum allowed ("
                + CircuitInputs.MAX_VALUE_CHARS + ", from `StreamReadConstraints.getMaxStringLength()`) (a limit of this reader)",
                error("{\"a\": \"" + digits + "\"}"));
        // A million values for a signal of 4: refused at the fifth, whatever follows.
        String many = "{\"b\": [" + "1,".repeat(1_000_000) + "1]}";
        assertEquals("input signal 'b' takes 4 values, the input gives more", error(many));
    }
}
