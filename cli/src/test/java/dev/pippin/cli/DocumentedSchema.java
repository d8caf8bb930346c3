package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JSON keys a command's --help footer documents ("  key  type[|null]  meaning" rows), to
 * hold its actual output against: same keys in the same order, each value of the stated type.
 */
record DocumentedSchema(List<String> keys, List<String> types, List<Boolean> nullable, List<String> kinds) {
    private static final Pattern ROW = Pattern.compile("^  ([a-z_]+) +(string|integer|number|boolean)(\\|null)? +(.*)$");
    private static final Pattern QUOTED = Pattern.compile("\"([a-z0-9_]+)\"");

    static DocumentedSchema of(String... commandPath) {
        List<DocumentedSchema> all = shapes(commandPath);
        assertEquals(1, all.size(), "shapes documented by " + String.join(" ", commandPath));
        return all.get(0);
    }

    /** Every shape the footer documents: each starts at its own "kind" row. */
    static List<DocumentedSchema> shapes(String... commandPath) {
        List<DocumentedSchema> out = new ArrayList<>();
        List<String> block = new ArrayList<>();
        boolean inShape = false;
        for (String line : Cli.footer(commandPath)) {
            Matcher m = ROW.matcher(line);
            if (m.matches() && m.group(1).equals("kind")) {
                if (inShape) {
                    out.add(parse(block, commandPath));
                    block = new ArrayList<>();
                }
                inShape = true;
            }
            block.add(line);
        }
        out.add(parse(block, commandPath));
        return out;
    }

    private static DocumentedSchema parse(List<String> lines, String... commandPath) {
        List<String> keys = new ArrayList<>(), types = new ArrayList<>(), kinds = new ArrayList<>();
        List<Boolean> nullable = new ArrayList<>();
        for (String line : lines) {
            Matcher m = ROW.matcher(line);
            if (m.matches()) {
                keys.add(m.group(1));
                types.add(m.group(2));
                nullable.add(m.group(3) != null);
                if (m.group(1).equals("kind")) {
                    Matcher q = QUOTED.matcher(m.group(4));
                    while (q.find()) {
                        kinds.add(q.group(1));
                    }
                }
            }
        }
        assertFalse(keys.isEmpty(), "no JSON keys in the footer of " + String.join(" ", commandPath));
        assertEquals("kind", keys.get(0), "the first documented key");
        assertFalse(kinds.isEmpty(), "no kind value documented");
        return new DocumentedSchema(keys, types, nullable, kinds);
    }

    /** Fails unless row has exactly the documented keys, in order, with values of the documented types. */
    void check(JsonNode row) {
        assertTrue(row.isObject(), row.toString());
        List<String> actual = new ArrayList<>();
        for (Iterator<String> it = row.fieldNames(); it.hasNext(); ) {
            actual.add(it.next());
        }
        assertEquals(keys, actual, "keys of " + row);
        for (int i = 0; i < keys.size(); i++) {
            JsonNode v = row.get(keys.get(i));
            if (v.isNull()) {
                assertTrue(nullable.get(i), keys.get(i) + " is null but not documented as nullable: " + row);
                continue;
            }
            boolean ok = switch (types.get(i)) {
                case "string" -> v.isTextual();
                case "integer" -> v.isIntegralNumber();
                case "number" -> v.isNumber();
                case "boolean" -> v.isBoolean();
                default -> false;
            };
            assertTrue(ok, keys.get(i) + " should be " + types.get(i) + ": " + row);
        }
        assertTrue(kinds.contains(row.get("kind").asText()), "kind " + row.get("kind") + " is not among " + kinds);
    }
}
