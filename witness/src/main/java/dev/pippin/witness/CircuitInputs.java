package dev.pippin.witness;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToIntFunction;
import java.util.regex.Pattern;

/**
 * The values of a circuit's input signals, read from {@code input.json} as snarkjs reads it: an
 * object whose keys name main's input signals and whose values are numbers, decimal strings or
 * {@code 0x} hex strings, or arrays of them nested to any depth, taken in row-major order. A
 * nested object (a bus, circom 2.2) names its fields {@code key.field}, and an array of objects
 * names its elements {@code key[i]}, as circom's calculator qualifies them.
 *
 * <p>JSON numbers are read exactly up to 2^53 in magnitude and refused beyond it, where snarkjs
 * (which reads them as doubles) would round them: a value that large belongs in a string.
 *
 * <p>Values are kept as given, negative ones included (snarkjs reduces them modulo the prime,
 * so {@code -1} means p - 1); {@link WasmCircuit#calculate} rejects values at or above the
 * prime and at or below -p instead of reducing them silently.
 *
 * <p>Reading is bounded by the circuit, so a hostile file fails fast with a one-line
 * {@link WitnessException} instead of filling the heap: no more values than the circuit's
 * signals take, each at most 1 000 characters, nested at most 64 deep.
 *
 * <p>Immutable, so safe to share between threads.
 */
public final class CircuitInputs {
    /** Longer than any notation of a 254-bit value (78 digits, 66 hex characters) with room for leading zeros. */
    static final int MAX_VALUE_CHARS = 1000;
    /** Deeper than any circom signal array or bus nesting seen in practice; bounds the reader's recursion. */
    static final int MAX_DEPTH = 64;

    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]+");
    private static final Pattern HEX = Pattern.compile("0[xX][0-9a-fA-F]+");
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_DEPTH + 1)
                    .maxNumberLength(MAX_VALUE_CHARS)
                    .maxStringLength(MAX_VALUE_CHARS)
                    .maxNameLength(MAX_VALUE_CHARS)
                    .build())
            .build();

    private final Map<String, List<BigInteger>> signals;
    private final int valueCount;

    private CircuitInputs(Map<String, List<BigInteger>> signals, int valueCount) {
        this.signals = Collections.unmodifiableMap(signals);
        this.valueCount = valueCount;
    }

    /** The signals in the order given, each with its values flattened in row-major order. */
    public Map<String, List<BigInteger>> signals() {
        return signals;
    }

    /** The count of values over all signals. */
    public int valueCount() {
        return valueCount;
    }

    /** Inputs from a map of signal names to their flattened values (copied). */
    public static CircuitInputs of(Map<String, ? extends List<BigInteger>> signals) {
        Map<String, List<BigInteger>> copy = new LinkedHashMap<>();
        int n = 0;
        for (Map.Entry<String, ? extends List<BigInteger>> e : signals.entrySet()) {
            List<BigInteger> values = List.copyOf(e.getValue());
            copy.put(Objects.requireNonNull(e.getKey(), "signal name"), values);
            n = Math.addExact(n, values.size());
        }
        return new CircuitInputs(copy, n);
    }

    /** Reads input.json's text for circuit; see {@link #read(InputStream, WasmCircuit)}. */
    public static CircuitInputs parse(String json, WasmCircuit circuit) {
        try {
            return read(new java.io.ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), circuit);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail to read
        }
    }

    /**
     * Reads input.json from a stream (not closed) for circuit, failing with a one-line
     * {@link WitnessException} at the first problem: malformed JSON, a key given twice, a value
     * that is not an integer, a signal that is not an input of the circuit's main or more
     * values than the signal takes. Each signal is looked up as its first value arrives, so the
     * values held never outnumber the circuit's inputs.
     *
     * @throws IOException only if reading the stream fails
     */
    public static CircuitInputs read(InputStream in, WasmCircuit circuit) throws IOException {
        return read(in, circuit::inputSignalSize);
    }

    /** {@link #read(InputStream, WasmCircuit)} against a table of signal sizes (0: no such signal). */
    static CircuitInputs read(InputStream in, ToIntFunction<String> sizes) throws IOException {
        Reader r = new Reader(sizes);
        try (JsonParser p = JSON.createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new WitnessException("input: expected a JSON object of signal names, found "
                        + describe(p.currentToken()));
            }
            r.object(p, "", 1);
            JsonToken extra = p.nextToken();
            if (extra != null) {
                throw new WitnessException("input: " + describe(extra) + " after the object, at " + location(p));
            }
        } catch (StreamConstraintsException e) {
            throw new WitnessException("input: " + firstLine(e.getOriginalMessage()) + " (a limit of this reader)");
        } catch (JsonParseException e) {
            throw new WitnessException("input: malformed JSON: " + firstLine(e.getOriginalMessage())
                    + " at " + location(e.getProcessor()));
        }
        return new CircuitInputs(r.signals, r.count);
    }

    /** The reader's state: the qualified signals so far and the count of values in them. */
    private static final class Reader {
        final ToIntFunction<String> sizes;
        final Map<String, List<BigInteger>> signals = new LinkedHashMap<>();
        int count;
        /** The size of the signal whose values are being read. */
        int size;

        Reader(ToIntFunction<String> sizes) {
            this.sizes = sizes;
        }

        /** The fields of an object whose start the parser is on, their names qualified by prefix. */
        void object(JsonParser p, String prefix, int depth) throws IOException {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = prefix.isEmpty() ? p.currentName() : prefix + "." + p.currentName();
                p.nextToken();
                value(p, name, depth + 1);
            }
        }

        /** The value the parser is on, for signal name: a scalar, an array or an object. */
        void value(JsonParser p, String name, int depth) throws IOException {
            JsonToken t = p.currentToken();
            if (t == JsonToken.START_OBJECT) {
                object(p, name, depth);
            } else if (t == JsonToken.START_ARRAY) {
                if (signals.containsKey(name)) {
                    throw new WitnessException("input signal '" + name + "' is given twice");
                }
                List<BigInteger> values = new ArrayList<>();
                Shape shape = array(p, name, new StringBuilder(name), values, depth);
                if (shape == Shape.EMPTY && sizes.applyAsInt(name) <= 0) {
                    // Checked here too, so that a file of empty arrays under unknown names is
                    // refused at the first instead of filling the map.
                    throw new WitnessException("input signal '" + name + "' is not an input of the circuit's main component");
                }
                if (shape != Shape.OBJECTS) { // arrays of objects were qualified element by element
                    put(name, values);
                }
            } else {
                List<BigInteger> one = new ArrayList<>(1);
                add(name, one, scalar(p, name));
                put(name, one);
            }
        }

        /** What the leaves of an array hold: circom's calculator requires them all of one kind. */
        enum Shape { EMPTY, SCALARS, OBJECTS }

        /**
         * The elements of an array whose start the parser is on: scalars go to values in
         * row-major order; objects are qualified as {@code name[i][j]...} (path holds the
         * indices so far).
         */
        Shape array(JsonParser p, String name, StringBuilder path, List<BigInteger> values, int depth) throws IOException {
            if (depth > MAX_DEPTH) {
                throw new WitnessException("input signal '" + name + "': nested deeper than " + MAX_DEPTH + " levels");
            }
            Shape shape = Shape.EMPTY;
            int mark = path.length();
            for (int i = 0; p.nextToken() != JsonToken.END_ARRAY; i++) {
                path.setLength(mark);
                path.append('[').append(i).append(']');
                JsonToken t = p.currentToken();
                Shape element = t == JsonToken.START_ARRAY ? null
                        : t == JsonToken.START_OBJECT ? Shape.OBJECTS : Shape.SCALARS;
                if (element != null) { // checked first: the message then says what is wrong
                    shape = same(name, shape, element);
                }
                if (t == JsonToken.START_ARRAY) {
                    shape = same(name, shape, array(p, name, path, values, depth + 1));
                } else if (t == JsonToken.START_OBJECT) {
                    object(p, path.toString(), depth + 1);
                } else {
                    add(name, values, scalar(p, name));
                }
            }
            path.setLength(mark);
            return shape;
        }

        /** The shape of an array whose elements so far have shape and the next has element. */
        static Shape same(String name, Shape shape, Shape element) {
            if (element == Shape.EMPTY) {
                return shape;
            }
            if (shape != Shape.EMPTY && shape != element) {
                throw new WitnessException("input signal '" + name + "': an array mixing numbers and objects");
            }
            return element;
        }

        void put(String name, List<BigInteger> values) {
            if (signals.putIfAbsent(name, values) != null) {
                throw new WitnessException("input signal '" + name + "' is given twice");
            }
        }

        /** Adds a value of signal name, looking the signal up at its first value. */
        void add(String name, List<BigInteger> values, BigInteger v) {
            if (values.isEmpty()) {
                size = sizes.applyAsInt(name);
                if (size <= 0) { // circom's calculators answer 0 for a name they do not hold
                    throw new WitnessException("input signal '" + name + "' is not an input of the circuit's main component");
                }
            }
            if (values.size() == size) {
                throw new WitnessException("input signal '" + name + "' takes " + size + (size == 1 ? " value" : " values")
                        + ", the input gives more");
            }
            values.add(v);
            count++;
        }

        /** One value: an integral number, or a decimal or 0x-hex string (what snarkjs turns into a BigInt). */
        static BigInteger scalar(JsonParser p, String name) throws IOException {
            JsonToken t = p.currentToken();
            switch (t) {
                case VALUE_NUMBER_INT:
                    return exactNumber(p.getBigIntegerValue(), p.getText(), name);
                case VALUE_NUMBER_FLOAT: {
                    String text = p.getText();
                    try {
                        return exactNumber(p.getDecimalValue().toBigIntegerExact(), text, name);
                    } catch (ArithmeticException e) {
                        throw new WitnessException("input signal '" + name + "': " + text + " is not an integer");
                    }
                }
                case VALUE_STRING: {
                    String s = p.getText();
                    if (DECIMAL.matcher(s).matches()) {
                        return new BigInteger(s);
                    }
                    if (HEX.matcher(s).matches()) {
                        return new BigInteger(s.substring(2), 16);
                    }
                    throw new WitnessException("input signal '" + name + "': \"" + shorten(s)
                            + "\" is neither a decimal nor a 0x-hex integer");
                }
                default:
                    throw new WitnessException("input signal '" + name + "': " + describe(t) + " where a number was expected");
            }
        }
    }

    /**
     * A JSON number beyond 2^53 in magnitude is refused: snarkjs and circom's calculator read JSON
     * numbers as doubles, which hold every integer only up to 2^53, so such a literal would give
     * them a rounded value (12345678901234567890 becomes 12345678901234567168) and Pippin, which
     * reads it exactly, another witness. Either answer would be silently wrong for someone; as a
     * string the value is exact in both.
     */
    static BigInteger exactNumber(BigInteger v, String text, String name) {
        if (v.abs().compareTo(DOUBLE_EXACT) > 0) {
            throw new WitnessException("input signal '" + name + "': the JSON number " + shorten(text)
                    + " is beyond 2^53, where JSON readers such as snarkjs round it to a double;"
                    + " write it as a string (\"" + shorten(v.toString()) + "\") for its exact value");
        }
        return v;
    }

    /** 2^53: every integer up to it in magnitude is a double. */
    static final BigInteger DOUBLE_EXACT = BigInteger.ONE.shiftLeft(53);

    private static String describe(JsonToken t) {
        if (t == null) {
            return "the end of the input";
        }
        return switch (t) {
            case START_ARRAY -> "an array";
            case START_OBJECT -> "an object";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> t.asString() == null ? t.name() : "'" + t.asString() + "'";
        };
    }

    private static String location(Object processor) {
        if (processor instanceof JsonParser p) {
            var l = p.currentLocation();
            return "line " + l.getLineNr() + ", column " + l.getColumnNr();
        }
        return "an unknown position";
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static String shorten(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }
}
