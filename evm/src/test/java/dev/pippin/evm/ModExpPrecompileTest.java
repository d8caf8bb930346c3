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

    /**
     * Without EIP-7823, a call no block could pay for is refused before it runs: 32-byte base and
     * 12-byte exponent of 0xff and a modulus of 2^24 - 1 bytes (from 0xff bytes, zero-padded) is
     * priced at about 4.4 10^12 gas under EIP-2565 and took minutes in BigInteger before the bound.
     * A call just under the bound still runs; modLen 0 still answers the empty output.
     */
    @Test
    void unpayableCallsAreRefusedBeforeRunning() throws PrecompileException {
        byte[] in = java.util.Arrays.copyOf(header(32, 12, 0xFFFFFF), 96 + 76);
        java.util.Arrays.fill(in, 96 + 5, in.length, (byte) 0xFF);
        for (ModExpPrecompile p : new ModExpPrecompile[] {ModExpPrecompile.berlin(), ModExpPrecompile.byzantium()}) {
            assertTrue(p.gas(in) > ModExpPrecompile.MAX_PAYABLE_GAS, p.pricing() + ": " + p.gas(in));
            long t = System.nanoTime();
            PrecompileException e = assertThrows(PrecompileException.class, () -> p.call(in));
            assertTrue(e.getMessage().contains("more than any block"), e.getMessage());
            assertTrue(System.nanoTime() - t < 1_000_000_000L, "refused, not computed");
        }
        // 8192-byte odd modulus, exponent 3: 1024 words^2 x 1 / 3 = 349525 gas (Berlin): computed
        byte[] ok = java.util.Arrays.copyOf(header(1, 1, 8192), 96 + 2 + 8192);
        ok[96] = 2;
        ok[97] = 3;
        ok[ok.length - 1] = 1;
        ok[98] = 1;
        BigInteger m = new BigInteger(1, java.util.Arrays.copyOfRange(ok, 98, ok.length));
        byte[] want = BigInteger.TWO.modPow(BigInteger.valueOf(3), m).toByteArray();
        byte[] got = ModExpPrecompile.berlin().call(ok);
        assertEquals(8192, got.length);
        assertEquals(new BigInteger(1, want), new BigInteger(1, got));
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
