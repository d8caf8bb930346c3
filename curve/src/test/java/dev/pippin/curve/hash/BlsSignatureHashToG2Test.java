package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.curve.Bls12381G2;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The hash_to_G2 cases of test-vectors/bls-signatures (README there): hash_to_curve with the
 * Ethereum signature DST BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_, output x and y as
 * "0x{c0},0x{c1}".
 */
class BlsSignatureHashToG2Test {
    @TestFactory
    List<DynamicTest> hashToG2Cases() throws IOException {
        Path dir = Eip2537MapVectorsTest.folder().resolve("bls-signatures/hash_to_G2");
        assertTrue(Files.isDirectory(dir), "missing " + dir);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertEquals(5, files.size(), "hash_to_G2 cases in " + dir);
        ObjectMapper json = new ObjectMapper();
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files) {
            JsonNode c = json.readTree(f.toFile());
            byte[] msg = HexFormat.of().parseHex(c.get("input").get("message").asText().substring(2));
            String dst = c.get("input").get("dst").asText();
            BigInteger[] want = Stream.concat(coords(c.get("output").get("x").asText()), coords(c.get("output").get("y").asText()))
                    .toArray(BigInteger[]::new);
            tests.add(DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
                long[] p = Bls12381HashToCurve.hashToG2(msg, dst);
                assertArrayEquals(want, Bls12381G2.toBigIntegers(p, 0));
            }));
        }
        return tests;
    }

    private static Stream<BigInteger> coords(String pair) {
        return Stream.of(pair.split(",")).map(h -> new BigInteger(h.substring(2), 16));
    }
}
