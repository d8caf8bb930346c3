package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.testkit.TestVectors;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every vector of go-ethereum's modexp files (test-vectors/ethereum): output and gas, each file
 * under its own pricing rule.
 */
class Eip198VectorsTest {
    private static final HexFormat HEX = HexFormat.of();

    private static Stream<DynamicTest> vectors(String file, ModExpGas.Pricing pricing, int expectedCount) throws IOException {
        JsonNode all = new ObjectMapper().readTree(TestVectors.file("ethereum/" + file).toFile());
        assertEquals(expectedCount, all.size(), "vector count in " + file);
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode v : all) {
            byte[] input = HEX.parseHex(v.get("Input").asText());
            byte[] expected = HEX.parseHex(v.get("Expected").asText());
            long gas = v.get("Gas").asLong();
            tests.add(DynamicTest.dynamicTest(v.get("Name").asText(), () -> {
                assertArrayEquals(expected, Eip198.execute(input, false), "output");
                assertArrayEquals(expected, Eip198.execute(input, true), "output with the EIP-7823 bound");
                assertEquals(gas, Eip198.gas(input, pricing), "gas (" + pricing + ")");
            }));
        }
        assertTrue(tests.size() > 0);
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> eip198Pricing() throws IOException {
        return vectors("modexp.json", ModExpGas.Pricing.EIP198, 17);
    }

    @TestFactory
    Stream<DynamicTest> eip2565Pricing() throws IOException {
        return vectors("modexp_eip2565.json", ModExpGas.Pricing.EIP2565, 47);
    }

    @TestFactory
    Stream<DynamicTest> eip7883Pricing() throws IOException {
        return vectors("modexp_eip7883.json", ModExpGas.Pricing.EIP7883, 45);
    }
}
