package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** expand_message_xmd(SHA-256) against RFC 9380's appendix K vectors, and its bounds. */
class ExpandMessageXmdTest {
    static final HexFormat HEX = HexFormat.of();

    static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    @TestFactory
    List<DynamicTest> rfc9380Vectors() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String file : List.of("expand_message_xmd_SHA-256.txt", "expand_message_xmd_SHA-256_long_DST.txt")) {
            Rfc9380Text.Block block = Rfc9380Text.read(file);
            assertEquals("SHA256", block.headerValue("hash"));
            byte[] dst = ascii(block.headerValue("DST"));
            assertEquals(10, block.cases().size(), file);
            for (Map<String, List<String>> c : block.cases()) {
                byte[] msg = ascii(c.get("msg").get(0));
                int len = Integer.parseInt(c.get("len_in_bytes").get(0).substring(2), 16);
                String want = c.get("uniform_bytes").get(0);
                String dstPrime = c.get("DST_prime").get(0);
                tests.add(DynamicTest.dynamicTest(file + " msg of " + msg.length + " bytes, len " + len, () -> {
                    assertEquals(dstPrime, HEX.formatHex(ExpandMessageXmd.dstPrime(dst)));
                    assertEquals(want, HEX.formatHex(ExpandMessageXmd.expand(msg, dst, len)));
                }));
            }
        }
        return tests;
    }

    @Test
    void longDstVectorsReallyUseTheOversizeRule() {
        byte[] dst = ascii(Rfc9380Text.read("expand_message_xmd_SHA-256_long_DST.txt").headerValue("DST"));
        assertEquals(256, dst.length);
        byte[] shortDst = Arrays.copyOf(dst, 255);
        byte[] prime = ExpandMessageXmd.dstPrime(shortDst);
        // Up to 255 bytes the tag is used as it is, its length appended.
        assertEquals(256, prime.length);
        assertArrayEquals(shortDst, Arrays.copyOf(prime, 255));
        assertEquals((byte) 255, prime[255]);
    }

    @Test
    void oversizeDstIsHashedWithThePrefix() throws Exception {
        byte[] dst = new byte[300];
        Arrays.fill(dst, (byte) 'x');
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        sha.update(ascii("H2C-OVERSIZE-DST-"));
        byte[] h = sha.digest(dst);
        byte[] want = Arrays.copyOf(h, 33);
        want[32] = 32;
        assertArrayEquals(want, ExpandMessageXmd.dstPrime(dst));
    }

    @Test
    void lengthBounds() {
        byte[] dst = ascii("QUUX-V01-CS02-with-expander-SHA256-128");
        assertEquals(0, ExpandMessageXmd.expand(new byte[0], dst, 0).length);
        assertEquals(1, ExpandMessageXmd.expand(new byte[0], dst, 1).length);
        assertEquals(255 * 32, ExpandMessageXmd.expand(new byte[0], dst, 255 * 32).length);
        // len_in_bytes is hashed into b_0: a shorter request is not a prefix of a longer one.
        byte[] a = ExpandMessageXmd.expand(new byte[0], dst, 32), b = ExpandMessageXmd.expand(new byte[0], dst, 64);
        assertTrue(!Arrays.equals(a, Arrays.copyOf(b, 32)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExpandMessageXmd.expand(new byte[0], dst, 255 * 32 + 1));
        assertTrue(e.getMessage().contains("len_in_bytes 8161"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ExpandMessageXmd.expand(new byte[0], dst, -1));
        assertThrows(IllegalArgumentException.class, () -> ExpandMessageXmd.expand(new byte[0], dst, 65535));
    }

    @Test
    void emptyOrMissingArguments() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExpandMessageXmd.expand(new byte[0], new byte[0], 32));
        assertTrue(e.getMessage().contains("must not be empty"), e.getMessage());
        assertThrows(NullPointerException.class, () -> ExpandMessageXmd.expand(null, ascii("D"), 32));
        assertThrows(NullPointerException.class, () -> ExpandMessageXmd.expand(new byte[0], (byte[]) null, 32));
    }
}
