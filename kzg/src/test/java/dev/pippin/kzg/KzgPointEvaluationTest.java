package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.testkit.TestVectors;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * go-ethereum's vector of the EIP-4844 point-evaluation precompile (test-vectors/ethereum/
 * pointEvaluation.json): its input is versioned hash, z, y, commitment and proof; the precompile
 * checks the hash against the commitment and the proof with verify_kzg_proof, and answers
 * FIELD_ELEMENTS_PER_BLOB and the scalar field modulus.
 */
class KzgPointEvaluationTest {
    private static final HexFormat HEX = HexFormat.of();
    private static final BigInteger R =
            new BigInteger("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001", 16);

    @Test
    void theVectorVerifies() throws Exception {
        JsonNode all = new ObjectMapper().readTree(TestVectors.file("ethereum/pointEvaluation.json").toFile());
        assertEquals(1, all.size());
        JsonNode v = all.get(0);
        byte[] input = HEX.parseHex(v.get("Input").asText());
        assertEquals(192, input.length);
        byte[] versionedHash = Arrays.copyOfRange(input, 0, 32);
        byte[] z = Arrays.copyOfRange(input, 32, 64);
        byte[] y = Arrays.copyOfRange(input, 64, 96);
        byte[] commitment = Arrays.copyOfRange(input, 96, 144);
        byte[] proof = Arrays.copyOfRange(input, 144, 192);

        byte[] hash = MessageDigest.getInstance("SHA-256").digest(commitment);
        hash[0] = 0x01; // VERSIONED_HASH_VERSION_KZG
        assertArrayEquals(hash, versionedHash, "the versioned hash of the commitment");
        assertTrue(Kzg.mainnet().verifyKzgProof(commitment, z, y, proof));

        byte[] expected = HEX.parseHex(v.get("Expected").asText());
        assertEquals(64, expected.length);
        assertEquals(BigInteger.valueOf(Kzg.FIELD_ELEMENTS_PER_BLOB), new BigInteger(1, Arrays.copyOfRange(expected, 0, 32)));
        assertEquals(R, new BigInteger(1, Arrays.copyOfRange(expected, 32, 64)));
        assertEquals(50000, v.get("Gas").asInt());
    }

    @Test
    void anotherYDoesNotVerify() throws Exception {
        JsonNode v = new ObjectMapper().readTree(TestVectors.file("ethereum/pointEvaluation.json").toFile()).get(0);
        byte[] input = HEX.parseHex(v.get("Input").asText());
        byte[] y = Arrays.copyOfRange(input, 64, 96);
        BigInteger other = new BigInteger(1, y).add(BigInteger.ONE).mod(R);
        byte[] y2 = new byte[32];
        byte[] o = other.toByteArray();
        int n = Math.min(o.length, 32);
        System.arraycopy(o, o.length - n, y2, 32 - n, n);
        assertFalse(Kzg.mainnet().verifyKzgProof(Arrays.copyOfRange(input, 96, 144), Arrays.copyOfRange(input, 32, 64), y2,
                Arrays.copyOfRange(input, 144, 192)));
    }
}
