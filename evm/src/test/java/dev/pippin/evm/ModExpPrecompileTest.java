package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.testkit.TestVectors;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** The precompile wrapper: outputs, gas per fork, and errors as PrecompileException. */
class ModExpPrecompileTest {
    private static final HexFormat HEX = HexFormat.of();

    private static byte[] header(long b, long e, long m) {
        byte[] out = new byte[96];
        for (int i = 0; i < 8; i++) {
            out[31 - i] = (byte) (b >>> (8 * i));
            out[63 - i] = (byte) (e >>> (8 * i));
            out[95 - i] = (byte) (m >>> (8 * i));
        }
        return out;
    }

    @Test
    void computesAndPrices() throws PrecompileException {
        byte[] in = HEX.parseHex(HEX.formatHex(header(1, 1, 1)) + "03" + "05" + "07");
        assertArrayEquals(new byte[] {(byte) BigInteger.valueOf(3).modPow(BigInteger.valueOf(5), BigInteger.valueOf(7)).intValue()},
                ModExpPrecompile.osaka().call(in));
        assertEquals(500, ModExpPrecompile.osaka().gas(in));
        assertEquals(200, ModExpPrecompile.berlin().gas(in));
        assertEquals(1 * 2 / 20, ModExpPrecompile.byzantium().gas(in));
    }

    @Test
    void osakaRejectsLongOperandsWithAPrecompileException() {
        byte[] in = header(1, 1, 1025);
        PrecompileException e = assertThrows(PrecompileException.class, () -> ModExpPrecompile.osaka().call(in));
        assertTrue(e.getMessage().contains("modulus length 1025"), e.getMessage());
    }

    /**
     * The registered names: "modexp" is Osaka's (a 1025-byte modulus is refused), the fork names
     * the older rules (the same input computes: base 0, so 0 in 1025 bytes; and with modLen 0 and
     * baseLen 0 any exponent length gives the empty output, as EIP-198 has it).
     */
    @Test
    void forkNamesPickTheirRules() throws PrecompileException {
        byte[] in = header(1, 1, 1025);
        assertThrows(PrecompileException.class, () -> Precompiles.get("modexp").orElseThrow().call(in));
        for (String fork : new String[] {"modexp_berlin", "modexp_byzantium"}) {
            assertArrayEquals(new byte[1025], Precompiles.get(fork).orElseThrow().call(in), fork);
            byte[] hugeExp = header(0, 0, 0);
            java.util.Arrays.fill(hugeExp, 32, 64, (byte) 0xFF);   // expLen = 2^256 - 1
            assertArrayEquals(new byte[0], Precompiles.get(fork).orElseThrow().call(hugeExp), fork);
        }
        assertEquals(ModExpGas.Pricing.EIP2565, ((ModExpPrecompile) Precompiles.get("modexp_berlin").orElseThrow()).pricing());
        assertEquals(ModExpGas.Pricing.EIP198, ((ModExpPrecompile) Precompiles.get("modexp_byzantium").orElseThrow()).pricing());
    }

    @Test
    void absurdLengthIsAPrecompileException() {
        byte[] in = header(1, 1, 1);
        in[32] = 1;                                     // expLen ≥ 2^248
        PrecompileException e = assertThrows(PrecompileException.class, () -> ModExpPrecompile.berlin().call(in));
        assertTrue(e.getMessage().contains("exponent length"), e.getMessage());
        assertEquals(Long.MAX_VALUE, ModExpPrecompile.berlin().gas(in));
    }

    @Test
    void publicVectorsThroughThePrecompile() throws Exception {
        Path file = TestVectors.file("ethereum/modexp_eip7883.json");
        JsonNode all = new ObjectMapper().readTree(file.toFile());
        ModExpPrecompile osaka = ModExpPrecompile.osaka();
        for (JsonNode v : all) {
            byte[] input = HEX.parseHex(v.get("Input").asText());
            assertEquals(v.get("Expected").asText(), HEX.formatHex(osaka.call(input)), v.get("Name").asText());
            assertEquals(v.get("Gas").asLong(), osaka.gas(input), v.get("Name").asText());
        }
    }
}
