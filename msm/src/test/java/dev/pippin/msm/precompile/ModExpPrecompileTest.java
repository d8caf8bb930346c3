package dev.pippin.msm.precompile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import java.nio.file.Files;
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
        String dir = System.getProperty("pippin.vectors");
        assumeTrue(dir != null, "pippin.vectors not set: skipping the public modexp vectors");
        Path file = Path.of(dir, "ethereum", "modexp_eip7883.json");
        assumeTrue(Files.isRegularFile(file), "no vectors at " + file + ": skipping");
        JsonNode all = new ObjectMapper().readTree(file.toFile());
        ModExpPrecompile osaka = ModExpPrecompile.osaka();
        for (JsonNode v : all) {
            byte[] input = HEX.parseHex(v.get("Input").asText());
            assertEquals(v.get("Expected").asText(), HEX.formatHex(osaka.call(input)), v.get("Name").asText());
            assertEquals(v.get("Gas").asLong(), osaka.gas(input), v.get("Name").asText());
        }
    }
}
