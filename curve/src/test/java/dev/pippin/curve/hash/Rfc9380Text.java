package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the RFC 9380 vector blocks vendored under src/test/resources/rfc9380 (README there):
 * {@code name = value} lines, a value continuing on indented lines, {@code + I *} starting the
 * second coordinate of an Fp2 value. Each {@code msg} line opens a case; the lines before the
 * first one are the block's header (suite, dst, DST, ...).
 */
final class Rfc9380Text {
    /** Values by name; a name maps to one string (Fp, bytes, text) or two (Fp2: c0, c1). */
    record Block(Map<String, List<String>> header, List<Map<String, List<String>>> cases) {
        String headerValue(String name) {
            List<String> v = header.get(name);
            assertNotNull(v, "vector block has no " + name);
            return v.get(0);
        }
    }

    static Block read(String file) {
        String resource = "/rfc9380/" + file;
        try (InputStream in = Rfc9380Text.class.getResourceAsStream(resource)) {
            assertNotNull(in, "missing test resource " + resource);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            Map<String, List<String>> header = new LinkedHashMap<>();
            List<Map<String, List<String>>> cases = new ArrayList<>();
            Map<String, List<String>> current = header;
            List<String> value = null;
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String trimmed = line.strip();
                if (!Character.isWhitespace(line.charAt(0))) {
                    int eq = line.indexOf('=');
                    String name = line.substring(0, eq).strip();
                    if (name.equals("msg")) {
                        current = new LinkedHashMap<>();
                        cases.add(current);
                    }
                    value = new ArrayList<>();
                    value.add(line.substring(eq + 1).strip());
                    current.put(name, value);
                } else if (trimmed.startsWith("+ I *")) {
                    value.add(trimmed.substring("+ I *".length()).strip());
                } else {
                    value.set(value.size() - 1, value.get(value.size() - 1) + trimmed);
                }
            }
            return new Block(header, cases);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
