package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * kzg_point_evaluation (EIP-4844, 0x0a) on the point-evaluation-cases.json fixture (precompile
 * inputs built from the verify_kzg_proof reference tests; its "origin" says how) and on every
 * failure rule, each from a valid input of that fixture with one thing changed. go-ethereum's
 * vector (test-vectors/ethereum/pointEvaluation.json) runs in {@link PrecompileVectorsTest}.
 */
class PointEvaluationTest {
    private static final HexFormat HEX = HexFormat.of();
    /** U256(4096) ‖ U256(BLS_MODULUS), as EIP-4844 writes it. */
    static final String SUCCESS = "0000000000000000000000000000000000000000000000000000000000001000"
            + "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001";
    static final String MODULUS = "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001";

    private static final Precompile CALL = Precompiles.get("kzg_point_evaluation").orElseThrow();

    static JsonNode fixture() throws IOException {
        try (InputStream in = PointEvaluationTest.class.getResourceAsStream("point-evaluation-cases.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    /** A case of the fixture whose verify_kzg_proof is true (a correct proof with a non-trivial commitment). */
    static byte[] validInput() throws IOException {
        for (JsonNode c : fixture().get("cases")) {
            if (c.get("name").asText().equals("correct_proof_1_2")) {
                return HEX.parseHex(c.get("input").asText());
            }
        }
        throw new AssertionError("correct_proof_1_2 is not in the fixture");
    }

    @TestFactory
    Stream<DynamicTest> referenceCases() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        int valid = 0, falseProofs = 0, invalid = 0;
        for (JsonNode c : fixture().get("cases")) {
            String name = c.get("name").asText();
            byte[] input = HEX.parseHex(c.get("input").asText());
            JsonNode answer = c.get("verify_kzg_proof");
            if (answer.isBoolean() && answer.asBoolean()) {
                valid++;
                String expected = c.get("expected").asText();
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    assertEquals(SUCCESS, expected, "the fixture's success output");
                    assertEquals(expected, HEX.formatHex(CALL.call(input)));
                    assertEquals(50000, CALL.gas(input));
                }));
            } else {
                String reason = answer.isBoolean() ? "does not verify" : rejectedBecause(name);
                if (answer.isBoolean()) {
                    falseProofs++;
                } else {
                    invalid++;
                }
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    assertTrue(c.get("expected").isNull());
                    PrecompileException e = assertThrows(PrecompileException.class, () -> CALL.call(input));
                    assertTrue(e.getMessage().startsWith("kzg_point_evaluation: "), e.getMessage());
                    assertTrue(e.getMessage().contains(reason), e.getMessage());
                    assertEquals(50000, CALL.gas(input));
                }));
            }
        }
        assertTrue(valid >= 3 && falseProofs >= 3 && invalid >= 4, "the fixture has each kind of case");
        return tests.stream();
    }

    /** The rule a rejected reference case breaks, from its name (invalid_z_0 and so on). */
    private static String rejectedBecause(String name) {
        if (name.startsWith("invalid_z_")) {
            return "NON_CANONICAL_FIELD_ELEMENT";
        }
        if (name.startsWith("invalid_y_")) {
            return "NON_CANONICAL_FIELD_ELEMENT";
        }
        if (name.startsWith("invalid_commitment_")) {
            return "commitment";
        }
        if (name.startsWith("invalid_proof_")) {
            return "proof";
        }
        throw new AssertionError("no rule for " + name);
    }

    @Test
    void lengthMustBeExactly192() throws Exception {
        byte[] valid = validInput();
        assertEquals(SUCCESS, HEX.formatHex(CALL.call(valid)));
        for (int length : new int[] {0, 1, 191, 193, 384}) {
            byte[] in = Arrays.copyOf(valid, length);
            PrecompileException e = assertThrows(PrecompileException.class, () -> CALL.call(in));
            assertEquals("kzg_point_evaluation: invalid input length " + length + ", expected 192", e.getMessage());
            assertEquals(50000, CALL.gas(in), "the price does not depend on the input");
        }
    }

    @Test
    void versionByteMustBe0x01() throws IOException {
        for (int version : new int[] {0x00, 0x02, 0xff}) {
            byte[] in = validInput();
            in[0] = (byte) version;
            PrecompileException e = assertThrows(PrecompileException.class, () -> CALL.call(in));
            assertTrue(e.getMessage().contains("version byte is 0x" + String.format("%02x", version)), e.getMessage());
        }
    }

    @Test
    void hashMustBeTheCommitments() throws IOException {
        for (int at : new int[] {1, 17, 31}) {
            byte[] in = validInput();
            in[at] ^= 1;
            PrecompileException e = assertThrows(PrecompileException.class, () -> CALL.call(in));
            assertTrue(e.getMessage().contains("versioned hash is not 0x01"), e.getMessage());
        }
        // a valid proof of another commitment with this commitment's hash: the hash binds the commitment
        byte[] in = validInput();
        in[96 + 47] ^= 1;
        assertThrows(PrecompileException.class, () -> CALL.call(in));
    }

    @Test
    void zAndYMustBeCanonical() throws IOException {
        for (int offset : new int[] {32, 64}) {
            byte[] in = validInput();
            System.arraycopy(HEX.parseHex(MODULUS), 0, in, offset, 32);
            PrecompileException e = assertThrows(PrecompileException.class, () -> CALL.call(in));
            assertTrue(e.getMessage().contains("NON_CANONICAL_FIELD_ELEMENT"), e.getMessage());
        }
    }

    @Test
    void pointsMustBeValid() throws IOException {
        // the compressed flag cleared: not a valid 48-byte encoding, for the commitment (its hash
        // recomputed, so that the hash check passes) and for the proof
        byte[] proofBad = validInput();
        proofBad[144] &= 0x7f;
        PrecompileException e = assertThrows(PrecompileException.class, () -> CALL.call(proofBad));
        assertTrue(e.getMessage().contains("INVALID_G1_POINT"), e.getMessage());
        assertTrue(e.getMessage().contains("proof"), e.getMessage());
    }

    @Test
    void falseProofFails() throws IOException {
        byte[] in = validInput();
        in[95] ^= 1;                                     // y + 1 or y - 1: still canonical, no longer p(z)
        PrecompileException e = assertThrows(PrecompileException.class, () -> CALL.call(in));
        assertEquals("kzg_point_evaluation: the proof does not verify (verify_kzg_proof is false)", e.getMessage());
    }

    @Test
    void registeredWithItsPrice() throws Exception {
        assertTrue(Precompiles.names().contains("kzg_point_evaluation"));
        assertTrue(CALL.hasGasSchedule());
        assertEquals(50000, PointEvaluation.GAS);
        assertEquals(50000, CALL.gas(new byte[192]));
        byte[] first = CALL.call(validInput());
        first[0] = 1;
        assertArrayEquals(HEX.parseHex(SUCCESS), CALL.call(validInput()), "each call gets its own output array");
    }
}
