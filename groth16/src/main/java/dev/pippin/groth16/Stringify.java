package dev.pippin.groth16;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * JSON text as JavaScript's {@code JSON.stringify(value, null, 1)} writes it, which is how
 * snarkjs writes proof.json and public.json: one element per line, each nesting level indented
 * by one more space, {@code "key": value}, empty containers as {@code []} and {@code {}}, no
 * newline at the end. Writing the same bytes lets a user compare public.json with
 * snarkjs's by hash or {@code diff}.
 */
final class Stringify {
    private Stringify() {}

    static String of(JsonNode n) {
        StringBuilder b = new StringBuilder();
        write(b, n, 0);
        return b.toString();
    }

    private static void write(StringBuilder b, JsonNode n, int depth) {
        if (n.isContainerNode()) {
            if (n.isEmpty()) {
                b.append(n.isArray() ? "[]" : "{}");
                return;
            }
            b.append(n.isArray() ? '[' : '{');
            boolean first = true;
            if (n.isArray()) {
                for (JsonNode e : n) {
                    first = next(b, first, depth);
                    write(b, e, depth + 1);
                }
            } else {
                for (Map.Entry<String, JsonNode> e : n.properties()) {
                    first = next(b, first, depth);
                    quote(b, e.getKey());
                    b.append(": ");
                    write(b, e.getValue(), depth + 1);
                }
            }
            b.append('\n').append(" ".repeat(depth)).append(n.isArray() ? ']' : '}');
        } else if (n.isTextual()) {
            quote(b, n.asText());
        } else {
            b.append(n); // numbers, booleans and null: JSON's own spelling
        }
    }

    private static boolean next(StringBuilder b, boolean first, int depth) {
        if (!first) {
            b.append(',');
        }
        b.append('\n').append(" ".repeat(depth + 1));
        return false;
    }

    private static void quote(StringBuilder b, String s) {
        b.append('"');
        JsonStringEncoder.getInstance().quoteAsString(s, b);
        b.append('"');
    }
}
