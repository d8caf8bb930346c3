package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ModExpCommandTest {
    private static String run(String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true));
        try {
            assertEquals(0, new CommandLine(new ModExpCommand()).execute(args));
        } finally {
            System.setOut(old);
        }
        return buf.toString().trim();
    }

    @Test
    void printsModLenBytesOfLowerCaseHex() {
        BigInteger m = new BigInteger("00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff61", 16);
        BigInteger expected = BigInteger.valueOf(0xABCDEF).modPow(BigInteger.valueOf(65537), m);
        String out = run("--base", "0xABCDEF", "--exp", "10001", "--mod",
                "00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff61");
        assertEquals(64, out.length());
        assertEquals(out.toLowerCase(), out);
        assertEquals(expected, new BigInteger(out, 16));
    }

    @Test
    void rejectsNonHex() {
        int code = new CommandLine(new ModExpCommand()).execute("--base", "zz", "--exp", "1", "--mod", "07");
        assertNotEquals(0, code);
    }
}
