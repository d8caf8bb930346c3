package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Stringify against JSON.stringify(value, null, 1) itself: each expected text below is what
 * node 18's JSON.stringify printed for the same value (keys in insertion order).
 */
class StringifyTest {
    @Test
    void nestingEmptyContainersAndScalarsAsJavaScriptWritesThem() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("pi_a", List.of("1", "2"));
        root.put("e", List.of());
        root.put("o", Map.of());
        root.put("n", Map.of("k", List.of(List.of("a"))));
        Map<String, Object> scalars = new LinkedHashMap<>();
        scalars.put("i", 7);
        scalars.put("t", true);
        scalars.put("z", null);
        root.put("v", scalars);
        // node -e 'process.stdout.write(JSON.stringify({pi_a:["1","2"],e:[],o:{},n:{k:[["a"]]},v:{i:7,t:true,z:null}},null,1))'
        assertEquals("{\n \"pi_a\": [\n  \"1\",\n  \"2\"\n ],\n \"e\": [],\n \"o\": {},\n \"n\": {\n  \"k\": [\n   [\n"
                + "    \"a\"\n   ]\n  ]\n },\n \"v\": {\n  \"i\": 7,\n  \"t\": true,\n  \"z\": null\n }\n}", Stringify.of(root));
        assertEquals("[]", Stringify.of(List.of()));
        assertEquals("[\n \"5\"\n]", Stringify.of(List.of("5")));
    }

    @Test
    void stringsAreEscapedAsJavaScriptEscapesThem() {
        String s = "q\"b\\s\n\r\t\b\f\u0001\u001f\u007f \u00e9 \ud800 x \udc00 \ud83d\ude00";
        // node -e 'process.stdout.write(JSON.stringify("q\"b\\s\n\r\t\b\f\u0001\u001f\u007f \u00e9 \ud800 x \udc00 \ud83d\ude00"))'
        assertEquals("\"q\\\"b\\\\s\\n\\r\\t\\b\\f\\u0001\\u001f\u007f \u00e9 \\ud800 x \\udc00 \ud83d\ude00\"", Stringify.of(s));
    }

    @Test
    void aValueWithoutAJavaScriptSpellingIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Stringify.of(List.of(1.5)));
    }
}
