package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.codec.EncodingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * EIP-2537's MAP_FP_TO_G1 and MAP_FP2_TO_G2 vectors, from the EIPs repository and from
 * go-ethereum (test-vectors/, FORMAT.md): a success file's Expected must come out byte for byte,
 * and every output must decode as a valid point of the subgroup; a fail- file's input must be
 * rejected with the EncodingException reason its error text names.
 */
class Eip2537MapVectorsTest {
    static final HexFormat HEX = HexFormat.of();

    /** go-ethereum's error texts, mapped to the rule they name. */
    static final Map<String, EncodingException.Reason> REASONS = Map.of(
            "invalid input length", EncodingException.Reason.LENGTH,
            "invalid field element top bytes", EncodingException.Reason.PADDING,
            "invalid fp.Element encoding", EncodingException.Reason.NOT_CANONICAL);

    record Source(String file, boolean g2, int count) {}

    static final List<Source> SOURCES = List.of(
            new Source("eip-2537/map_fp_to_G1_bls.json", false, 5),
            new Source("eip-2537/fail-map_fp_to_G1_bls.json", false, 5),
            new Source("eip-2537/map_fp2_to_G2_bls.json", true, 5),
            new Source("eip-2537/fail-map_fp2_to_G2_bls.json", true, 5),
            new Source("ethereum/blsMapG1.json", false, 105),
            new Source("ethereum/fail-blsMapG1.json", false, 5),
            new Source("ethereum/blsMapG2.json", true, 105),
            new Source("ethereum/fail-blsMapG2.json", true, 5));

    static Path folder() {
        String dir = System.getProperty("pippin.vectors");
        assertTrue(dir != null && Files.isDirectory(Path.of(dir)),
                "vendored test vectors not found (system property pippin.vectors = " + dir + ")");
        return Path.of(dir);
    }

    @TestFactory
    List<DynamicTest> publicVectors() throws IOException {
        Path root = folder();
        ObjectMapper json = new ObjectMapper();
        List<DynamicTest> tests = new ArrayList<>();
        for (Source src : SOURCES) {
            Path file = root.resolve(src.file());
            assertTrue(Files.exists(file), "missing vector file " + file);
            JsonNode all = json.readTree(file.toFile());
            assertEquals(src.count(), all.size(), src.file() + " vector count");
            UnaryOperator<byte[]> call = src.g2() ? Eip2537Map::mapFp2ToG2 : Eip2537Map::mapFpToG1;
            boolean failing = file.getFileName().toString().startsWith("fail-");
            for (JsonNode v : all) {
                byte[] input = HEX.parseHex(v.get("Input").asText());
                String name = src.file() + " " + v.get("Name").asText();
                if (failing) {
                    EncodingException.Reason want = REASONS.get(v.get("ExpectedError").asText());
                    tests.add(DynamicTest.dynamicTest(name, () -> {
                        EncodingException e = assertThrows(EncodingException.class, () -> call.apply(input));
                        if (want != null) {
                            assertEquals(want, e.reason(), e.getMessage());
                        }
                    }));
                } else {
                    String expected = v.get("Expected").asText();
                    tests.add(DynamicTest.dynamicTest(name, () -> {
                        byte[] out = call.apply(input);
                        assertEquals(expected, HEX.formatHex(out));
                        if (src.g2()) {
                            assertTrue(Bls12381G2.isValid(Eip2537Codec.decodeG2(out, true), 0));
                        } else {
                            assertTrue(Bls12381G1.isValid(Eip2537Codec.decodeG1(out, true), 0));
                        }
                    }));
                }
            }
        }
        return tests;
    }
}
