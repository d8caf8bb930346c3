package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.testkit.TestVectors;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every EIP-196 add/mul and EIP-2537 add/mul/msm vector under test-vectors/ (both the
 * go-ethereum and the EIPs folder) through the precompile API: success files must produce
 * Expected exactly; fail- files must fail with PrecompileException (the error text is not
 * compared: the two sources word it differently).
 */
class PrecompileVectorsTest {
    record Source(String file, String precompile) {}

    static final List<Source> SOURCES = List.of(
            new Source("ethereum/bn256Add.json", "bn254_g1add"),
            new Source("ethereum/bn256ScalarMul.json", "bn254_g1mul"),
            new Source("ethereum/blsG1Add.json", "bls12_g1add"),
            new Source("ethereum/blsG1Mul.json", "bls12_g1mul"),
            new Source("ethereum/blsG1MultiExp.json", "bls12_g1msm"),
            new Source("ethereum/blsG2Add.json", "bls12_g2add"),
            new Source("ethereum/blsG2Mul.json", "bls12_g2mul"),
            new Source("ethereum/blsG2MultiExp.json", "bls12_g2msm"),
            new Source("ethereum/fail-blsG1Add.json", "bls12_g1add"),
            new Source("ethereum/fail-blsG1Mul.json", "bls12_g1mul"),
            new Source("ethereum/fail-blsG1MultiExp.json", "bls12_g1msm"),
            new Source("ethereum/fail-blsG2Add.json", "bls12_g2add"),
            new Source("ethereum/fail-blsG2Mul.json", "bls12_g2mul"),
            new Source("ethereum/fail-blsG2MultiExp.json", "bls12_g2msm"),
            new Source("eip-2537/add_G1_bls.json", "bls12_g1add"),
            new Source("eip-2537/add_G2_bls.json", "bls12_g2add"),
            new Source("eip-2537/mul_G1_bls.json", "bls12_g1mul"),
            new Source("eip-2537/mul_G2_bls.json", "bls12_g2mul"),
            new Source("eip-2537/msm_G1_bls.json", "bls12_g1msm"),
            new Source("eip-2537/fail-add_G1_bls.json", "bls12_g1add"),
            new Source("eip-2537/fail-add_G2_bls.json", "bls12_g2add"),
            new Source("eip-2537/fail-mul_G1_bls.json", "bls12_g1mul"),
            new Source("eip-2537/fail-mul_G2_bls.json", "bls12_g2mul"),
            new Source("eip-2537/fail-msm_G1_bls.json", "bls12_g1msm"),
            new Source("eip-2537/fail-msm_G2_bls.json", "bls12_g2msm"));

    @TestFactory
    Stream<DynamicTest> publicVectors() throws IOException {
        ObjectMapper json = new ObjectMapper();
        HexFormat hex = HexFormat.of();
        List<DynamicTest> tests = new ArrayList<>();
        for (Source src : SOURCES) {
            Path file = TestVectors.file(src.file());
            Precompile call = Precompiles.get(src.precompile()).orElseThrow();
            boolean failing = file.getFileName().toString().startsWith("fail-");
            for (JsonNode v : json.readTree(file.toFile())) {
                byte[] input = hex.parseHex(v.get("Input").asText());
                String name = src.file() + " " + v.get("Name").asText();
                if (failing) {
                    tests.add(DynamicTest.dynamicTest(name, () -> assertThrows(PrecompileException.class, () -> call.call(input))));
                } else {
                    String expected = v.get("Expected").asText();
                    tests.add(DynamicTest.dynamicTest(name, () -> assertEquals(expected, hex.formatHex(call.call(input)))));
                }
            }
        }
        return tests.stream();
    }
}
