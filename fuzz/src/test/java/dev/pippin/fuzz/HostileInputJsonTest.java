package dev.pippin.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.witness.CircuitInputs;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.witness.WitnessException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * input.json of hostile sizes for circom's witness calculator (the p10 circuit, one input
 * {@code in}): each 100 MB stream gives one line of error, or, where it is valid, the witness,
 * in bounded time and memory. Runs in the fuzz module's small-heap execution (-Xmx768m) with
 * {@link HostileSizeTest}; the streams are generated as they are read, so a reader that held
 * the input, or values beyond what the circuit takes, would run out of memory.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HostileInputJsonTest {
    private static final long MB100 = 100L << 20;

    private static WasmCircuit circuit;

    @BeforeAll
    static void load() throws IOException {
        circuit = WasmCircuit.load(p10("circuit.wasm"));
    }

    private static Path p10(String name) {
        return Path.of(System.getProperty("pippin.p10"), name);
    }

    /** prefix, then unit repeated to about 100 MB, then suffix, made as read. */
    private static InputStream stream(String prefix, String unit, String suffix) {
        byte[] head = prefix.getBytes(StandardCharsets.US_ASCII), body = unit.getBytes(StandardCharsets.US_ASCII);
        byte[] tail = suffix.getBytes(StandardCharsets.US_ASCII);
        long bodyBytes = MB100 / body.length * body.length, total = head.length + bodyBytes + tail.length;
        return new InputStream() {
            long pos;

            @Override
            public int read() {
                if (pos >= total) {
                    return -1;
                }
                long p = pos++;
                return (p < head.length ? head[(int) p]
                        : p < head.length + bodyBytes ? body[(int) ((p - head.length) % body.length)]
                        : tail[(int) (p - head.length - bodyBytes)]) & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                int n = 0;
                while (n < len) {
                    int c = read();
                    if (c < 0) {
                        return n == 0 ? -1 : n;
                    }
                    b[off + n++] = (byte) c;
                }
                return n;
            }
        };
    }

    private static String error(InputStream in) {
        return assertThrows(WitnessException.class, () -> CircuitInputs.read(in, circuit)).getMessage();
    }

    @Test
    void aHundredMegabytesOfValuesStopAtTheFirstOneTooMany() {
        assertEquals("input signal 'in' takes 1 value, the input gives more", error(stream("{\"in\": [", "1,", "1]}")));
    }

    @Test
    void aHundredMegabytesOfWhitespaceAroundAValidInputGiveTheWitness() throws IOException {
        CircuitInputs in = CircuitInputs.read(stream("{\"in\": \"1\"", " ", "}"), circuit);
        assertArrayEquals(Files.readAllBytes(p10("witness.wtns")), circuit.calculate(in).toWtns());
    }

    @Test
    void aHundredMegabyteValueNameOrNestingIsRefusedAtItsLimit() {
        assertEquals("input: String value length (20000) exceeds the maximum allowed (1000,"
                        + " from `StreamReadConstraints.getMaxStringLength()`) (a limit of this reader)",
                error(stream("{\"in\": \"", "1", "\"}")).replaceAll("\\(\\d+\\) exceeds", "(20000) exceeds"));
        assertEquals("input: Name length (20000) exceeds the maximum allowed (1000,"
                        + " from `StreamReadConstraints.getMaxNameLength()`) (a limit of this reader)",
                error(stream("{\"", "x", "\": 1}")).replaceAll("\\(\\d+\\) exceeds", "(20000) exceeds"));
        assertEquals("input signal 'in': nested deeper than 64 levels", error(stream("{\"in\": ", "[", "")));
        assertEquals("input signal 'x0' is not an input of the circuit's main component",
                error(stream("{\"x0\": [], ", "\"x1\": [], ", "\"in\": 1}")));
    }
}
