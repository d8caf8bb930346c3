package dev.pippin.cli;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The --json output: each row is a record, written as one object on one line (JSON Lines), its
 * keys the record's components in declaration order, in snake_case. Null values are written, not
 * dropped, so every line a command prints has the same keys.
 *
 * <p>Written here from the record's components rather than by a data-binding mapper, which
 * loaded about 500 classes over the last 0.23 s of a cold {@code pippin groth16 prove}
 * (class-loading log, docs/PERFORMANCE.md, "Cold start") for rows of strings, numbers and
 * booleans. Only string escaping comes from jackson-core.
 */
final class Json {
    private Json() {}

    static String line(Record row) {
        StringBuilder b = new StringBuilder("{");
        RecordComponent[] components = row.getClass().getRecordComponents();
        for (int i = 0; i < components.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            string(b, snakeCase(components[i].getName()));
            b.append(':');
            value(b, read(row, components[i]));
        }
        return b.append('}').toString();
    }

    private static Object read(Record row, RecordComponent c) {
        try {
            return c.getAccessor().invoke(row);
        } catch (IllegalAccessException | InvocationTargetException e) {
            // a row type whose accessors this class cannot call: a programming error, not input
            throw new IllegalStateException("cannot write " + row.getClass().getSimpleName() + " as JSON", e);
        }
    }

    private static void value(StringBuilder b, Object v) {
        if (v == null || v instanceof Boolean || v instanceof Integer || v instanceof Long) {
            b.append(v);
        } else if (v instanceof Double d) {
            if (d.isNaN() || d.isInfinite()) {
                string(b, d.toString());                // JSON has no such number; as Jackson wrote them
            } else {
                // 37622389.17, not 3.762238917E7: the same number, readable by eye as well
                b.append(BigDecimal.valueOf(d).toPlainString());
            }
        } else if (v instanceof String s) {
            string(b, s);
        } else {
            throw new IllegalStateException("no JSON form for a row component of type " + v.getClass().getSimpleName());
        }
    }

    private static void string(StringBuilder b, String s) {
        b.append('"');
        JsonStringEncoder.getInstance().quoteAsString(s, b);
        b.append('"');
    }

    /** readMs to read_ms: an underscore before each upper-case letter, which is lower-cased. */
    static String snakeCase(String name) {
        StringBuilder b = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c)) {
                if (b.length() > 0 && b.charAt(b.length() - 1) != '_') {
                    b.append('_');
                }
                b.append(Character.toLowerCase(c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** Measurements carry no more digits than the clock resolves; fewer keep the lines readable. */
    static double round(double v, int decimals) {
        return BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_EVEN).doubleValue();
    }
}
