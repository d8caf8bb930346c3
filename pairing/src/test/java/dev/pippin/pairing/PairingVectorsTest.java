package dev.pippin.pairing;

import dev.pippin.testkit.TestVectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.curve.codec.EncodingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every public pairing-check vector: go-ethereum's bn256Pairing.json (EIP-197) and blsPairing.json,
 * the EIPs repository's pairing_check_bls.json (EIP-2537), decoded with the curve codecs and
 * checked with {@link Bn254Pairing#pairingCheck} / {@link Bls12381Pairing#pairingCheck}; and both
 * BLS fail- files, which must be rejected for the reason their error text names (length,
 * padding, a coordinate not below p, a point off the curve or outside the subgroup).
 */
class PairingVectorsTest {
    record Source(String file, Function<byte[], byte[]> check) {}

    static final List<Source> SOURCES = List.of(
            new Source("ethereum/bn256Pairing.json", PairingInputs::bn254Check),
            new Source("ethereum/blsPairing.json", PairingInputs::bls12381Check),
            new Source("eip-2537/pairing_check_bls.json", PairingInputs::bls12381Check),
            new Source("ethereum/fail-blsPairing.json", PairingInputs::bls12381Check),
            new Source("eip-2537/fail-pairing_check_bls.json", PairingInputs::bls12381Check));

    /** The rejection reason go-ethereum's error text stands for. */
    static EncodingException.Reason reasonOf(String error) {
        String e = error.toLowerCase(Locale.ROOT);
        if (e.contains("length")) {
            return EncodingException.Reason.LENGTH;
        } else if (e.contains("top bytes")) {
            return EncodingException.Reason.PADDING;
        } else if (e.contains("fp.element")) {
            return EncodingException.Reason.NOT_CANONICAL;
        } else if (e.contains("subgroup")) {
            return EncodingException.Reason.NOT_IN_SUBGROUP;
        } else if (e.contains("not on curve")) {
            return EncodingException.Reason.NOT_ON_CURVE;
        }
        throw new IllegalArgumentException("unmapped vector error text: " + error);
    }

    @TestFactory
    Stream<DynamicTest> publicVectors() throws IOException {
        Path root = TestVectors.root();
        ObjectMapper json = new ObjectMapper();
        HexFormat hex = HexFormat.of();
        List<DynamicTest> tests = new ArrayList<>();
        for (Source src : SOURCES) {
            Path file = root.resolve(src.file());
            assertTrue(Files.exists(file), "missing vector file " + file);
            boolean failing = file.getFileName().toString().startsWith("fail-");
            JsonNode all = json.readTree(file.toFile());
            assertTrue(all.size() > 0, "no vectors in " + file);
            for (JsonNode v : all) {
                byte[] input = hex.parseHex(v.get("Input").asText());
                String name = src.file() + " " + v.get("Name").asText();
                if (failing) {
                    EncodingException.Reason want = reasonOf(v.get("ExpectedError").asText());
                    tests.add(DynamicTest.dynamicTest(name, () -> {
                        EncodingException e = assertThrows(EncodingException.class, () -> src.check().apply(input));
                        assertEquals(want, e.reason(), e.getMessage());
                    }));
                } else {
                    String expected = v.get("Expected").asText();
                    tests.add(DynamicTest.dynamicTest(name, () -> assertEquals(expected, hex.formatHex(src.check().apply(input)))));
                }
            }
        }
        return tests.stream();
    }
}
