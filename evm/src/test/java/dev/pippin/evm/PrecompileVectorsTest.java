package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.testkit.TestVectors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every JSON vector under test-vectors/ethereum and test-vectors/eip-2537 through the precompile
 * API: a success file must produce Expected exactly and price its Input at its Gas; a fail- file
 * must fail with PrecompileException (the error text is not compared: the two sources word it
 * differently). The pairing files, whose call is not registered, check the pairing gas alone.
 * {@link #everyVectorFileIsCovered} keeps a file from being left out.
 */
class PrecompileVectorsTest {
    private static final HexFormat HEX = HexFormat.of();

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
            new Source("ethereum/blsMapG1.json", "bls12_map_fp_to_g1"),
            new Source("ethereum/blsMapG2.json", "bls12_map_fp2_to_g2"),
            new Source("ethereum/modexp.json", "modexp_byzantium"),
            new Source("ethereum/modexp_eip2565.json", "modexp_berlin"),
            new Source("ethereum/modexp_eip7883.json", "modexp"),
            new Source("ethereum/pointEvaluation.json", "kzg_point_evaluation"),
            new Source("ethereum/fail-blsG1Add.json", "bls12_g1add"),
            new Source("ethereum/fail-blsG1Mul.json", "bls12_g1mul"),
            new Source("ethereum/fail-blsG1MultiExp.json", "bls12_g1msm"),
            new Source("ethereum/fail-blsG2Add.json", "bls12_g2add"),
            new Source("ethereum/fail-blsG2Mul.json", "bls12_g2mul"),
            new Source("ethereum/fail-blsG2MultiExp.json", "bls12_g2msm"),
            new Source("ethereum/fail-blsMapG1.json", "bls12_map_fp_to_g1"),
            new Source("ethereum/fail-blsMapG2.json", "bls12_map_fp2_to_g2"),
            new Source("eip-2537/add_G1_bls.json", "bls12_g1add"),
            new Source("eip-2537/add_G2_bls.json", "bls12_g2add"),
            new Source("eip-2537/mul_G1_bls.json", "bls12_g1mul"),
            new Source("eip-2537/mul_G2_bls.json", "bls12_g2mul"),
            new Source("eip-2537/msm_G1_bls.json", "bls12_g1msm"),
            new Source("eip-2537/map_fp_to_G1_bls.json", "bls12_map_fp_to_g1"),
            new Source("eip-2537/map_fp2_to_G2_bls.json", "bls12_map_fp2_to_g2"),
            new Source("eip-2537/fail-add_G1_bls.json", "bls12_g1add"),
            new Source("eip-2537/fail-add_G2_bls.json", "bls12_g2add"),
            new Source("eip-2537/fail-mul_G1_bls.json", "bls12_g1mul"),
            new Source("eip-2537/fail-mul_G2_bls.json", "bls12_g2mul"),
            new Source("eip-2537/fail-msm_G1_bls.json", "bls12_g1msm"),
            new Source("eip-2537/fail-msm_G2_bls.json", "bls12_g2msm"),
            new Source("eip-2537/fail-map_fp_to_G1_bls.json", "bls12_map_fp_to_g1"),
            new Source("eip-2537/fail-map_fp2_to_G2_bls.json", "bls12_map_fp2_to_g2"),
            new Source("ethereum/bn256Pairing.json", "bn254_pairing"),
            new Source("ethereum/blsPairing.json", "bls12_pairing_check"),
            new Source("ethereum/fail-blsPairing.json", "bls12_pairing_check"),
            new Source("eip-2537/pairing_check_bls.json", "bls12_pairing_check"),
            new Source("eip-2537/fail-pairing_check_bls.json", "bls12_pairing_check"));

    private static JsonNode read(String file) throws IOException {
        return new ObjectMapper().readTree(TestVectors.file(file).toFile());
    }

    @TestFactory
    Stream<DynamicTest> publicVectors() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Source src : SOURCES) {
            Precompile call = Precompiles.get(src.precompile()).orElseThrow();
            boolean failing = Path.of(src.file()).getFileName().toString().startsWith("fail-");
            for (JsonNode v : read(src.file())) {
                byte[] input = HEX.parseHex(v.get("Input").asText());
                String name = src.file() + " " + v.get("Name").asText();
                if (failing) {
                    tests.add(DynamicTest.dynamicTest(name, () -> assertThrows(PrecompileException.class, () -> call.call(input))));
                } else {
                    String expected = v.get("Expected").asText();
                    assertTrue(v.hasNonNull("Gas"), name + " has no Gas");
                    long gas = v.get("Gas").asLong();
                    tests.add(DynamicTest.dynamicTest(name, () -> {
                        assertEquals(expected, HEX.formatHex(call.call(input)), "output");
                        assertEquals(gas, call.gas(input), "gas");
                    }));
                }
            }
        }
        return tests.stream();
    }

    /** A vector file added to either folder must be added above, or this fails. */
    @Test
    void everyVectorFileIsCovered() throws IOException {
        Set<String> onDisk = new TreeSet<>();
        for (String folder : new String[] {"ethereum", "eip-2537"}) {
            try (Stream<Path> files = Files.list(TestVectors.folder(folder))) {
                files.map(p -> folder + "/" + p.getFileName()).filter(f -> f.endsWith(".json")).forEach(onDisk::add);
            }
        }
        Set<String> covered = new TreeSet<>();
        SOURCES.forEach(s -> covered.add(s.file()));
        assertEquals(onDisk, covered);
        // every registered precompile with a gas schedule is priced by at least one success file
        Set<String> pricedByVectors = SOURCES.stream().filter(s -> !s.file().contains("/fail-"))
                .map(Source::precompile).collect(Collectors.toCollection(TreeSet::new));
        Set<String> priced = Precompiles.names().stream().filter(n -> Precompiles.get(n).orElseThrow().hasGasSchedule())
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(priced, pricedByVectors);
    }
}
