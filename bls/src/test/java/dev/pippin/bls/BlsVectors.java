package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.testkit.TestVectors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/** The cases of test-vectors/bls-signatures (its README gives the layout): one JSON file each. */
final class BlsVectors {
    private BlsVectors() {}

    record Case(String name, JsonNode input, JsonNode output) {
        byte[] bytes(String field) {
            return hex(input.get(field).asText());
        }

        List<byte[]> list(String field) {
            List<byte[]> out = new ArrayList<>();
            for (JsonNode v : input.get(field)) {
                out.add(hex(v.asText()));
            }
            return out;
        }

        boolean expected() {
            assertTrue(output.isBoolean(), name + ": output is not a boolean");
            return output.asBoolean();
        }
    }

    /** Every case of one folder, sorted by file name; fails if the folder is missing or empty. */
    static List<Case> folder(String name) {
        Path dir = TestVectors.folder("bls-signatures/" + name);
        ObjectMapper json = new ObjectMapper();
        List<Case> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                JsonNode root = json.readTree(f.toFile());
                cases.add(new Case(name + "/" + f.getFileName(), root.get("input"), root.get("output")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + dir, e);
        }
        assertFalse(cases.isEmpty(), "no cases in " + dir);
        return cases;
    }

    /** 0x-prefixed hex, the vectors' only form. */
    static byte[] hex(String s) {
        assertTrue(s.startsWith("0x"), "not 0x-prefixed: " + s);
        return HexFormat.of().parseHex(s.substring(2));
    }
}
