package dev.pippin.groth16;

import java.util.List;
import java.util.Map;

/**
 * JSON text as JavaScript's {@code JSON.stringify(value, null, 1)} writes it, which is how
 * snarkjs writes proof.json and public.json: one element per line, each nesting level indented
 * by one more space, {@code "key": value}, empty containers as {@code []} and {@code {}}, no
 * newline at the end. Writing the same bytes lets a user compare public.json with
 * snarkjs's by hash or {@code diff}.
 *
 * <p>Values are plain Java ones: a {@link List} is an array, a {@link Map} (in its iteration
 * order) an object, a {@link CharSequence} a string, a {@link Number} or {@link Boolean} its own
 * spelling, null {@code null}. No JSON library: a data-binding one loaded its classes over the
 * last 0.23 s of a cold {@code pippin groth16 prove} (class-loading log, docs/PERFORMANCE.md,
 * "Cold start").
 */
final class Stringify {
    private Stringify() {}

    static String of(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, value, 0);
        return b.toString();
    }

    private static void write(StringBuilder b, Object v, int depth) {
        if (v instanceof List<?> list) {
            if (list.isEmpty()) {
                b.append("[]");
                return;
            }
            b.append('[');
            boolean first = true;
            for (Object e : list) {
                first = next(b, first, depth);
                write(b, e, depth + 1);
            }
            b.append('\n').append(" ".repeat(depth)).append(']');
        } else if (v instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                b.append("{}");
                return;
            }
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                first = next(b, first, depth);
                quote(b, (String) e.getKey());
                b.append(": ");
                write(b, e.getValue(), depth + 1);
            }
            b.append('\n').append(" ".repeat(depth)).append('}');
        } else if (v instanceof CharSequence s) {
            quote(b, s);
        } else if (v == null || v instanceof Boolean || v instanceof Integer || v instanceof Long
                || v instanceof java.math.BigInteger) {
            b.append(v);
        } else {
            // doubles would need JavaScript's number spelling; nothing here writes one
            throw new IllegalArgumentException("no JSON spelling for a " + v.getClass().getSimpleName());
        }
    }

    private static boolean next(StringBuilder b, boolean first, int depth) {
        if (!first) {
            b.append(',');
        }
        b.append('\n').append(" ".repeat(depth + 1));
        return false;
    }

    /**
     * JSON.stringify's string quoting: the two-character escapes for {@code " \ \b \f \n \r \t},
     * {@code \}{@code u00XX} for the other control characters and for lone surrogates
     * ({@code \}{@code udXXX}, as ECMAScript 2019's well-formed stringify), every other character
     * as itself.
     */
    static void quote(StringBuilder b, CharSequence s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\b' -> b.append("\\b");
                case '\f' -> b.append("\\f");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    boolean lone = Character.isHighSurrogate(c)
                            ? i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))
                            : Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
                    if (c < 0x20 || lone) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }
}
