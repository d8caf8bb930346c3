package dev.pippin.witness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Witnesses against the ones snarkjs 0.7.6 computed for the same circuits and inputs. */
class WasmCircuitTest {
    /** The bn254 group order, circom's default prime. */
    static final BigInteger R = new BigInteger(
            "21888242871839275222246405745257275088548364400416034343698204186575808495617");

    private static CircuitInputs input(Path json, WasmCircuit c) throws IOException {
        try (InputStream in = Files.newInputStream(json)) {
            return CircuitInputs.read(in, c);
        }
    }

    @Test
    void p10CompiledWitnessIsSnarkjsWitnessByteForByte() throws IOException {
        WasmCircuit c = P10.circuit();
        assertEquals(R, c.prime());
        assertEquals(950, c.witnessSize());
        assertEquals(1, c.inputCount());
        byte[] expected = Files.readAllBytes(P10.file("witness.wtns"));
        assertArrayEquals(expected, c.calculate(input(P10.file("input.json"), c)).toWtns());
    }

    @Test
    void p10InterpretedWitnessIsSnarkjsWitnessByteForByte() throws IOException {
        WasmCircuit c = WasmCircuit.load(P10.file("circuit.wasm"), WasmCircuit.Engine.INTERPRETED);
        byte[] expected = Files.readAllBytes(P10.file("witness.wtns"));
        assertArrayEquals(expected, c.calculate(input(P10.file("input.json"), c)).toWtns());
    }

    @Test
    void checkedWitnessIsSnarkjsWitnessAndItsLogLine() throws IOException {
        WasmCircuit c = Fixtures.checkedCircuit();
        List<String> log = new ArrayList<>();
        WitnessValues w = c.calculate(input(Fixtures.checked("input.json"), c), log::add);
        assertArrayEquals(Files.readAllBytes(Fixtures.checked("witness.wtns")), w.toWtns());
        assertEquals(List.of("c = 45"), log);
        // circuit.sym's order: 1, c, a, b[0][0], b[0][1], b[1][0], b[1][1], d; input b = [[2, -1], [16, 5]]
        BigInteger[] expected = {BigInteger.ONE, BigInteger.valueOf(45), BigInteger.valueOf(3), BigInteger.TWO,
            R.subtract(BigInteger.ONE), BigInteger.valueOf(16), BigInteger.valueOf(5), BigInteger.valueOf(6)};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], w.value(i), "wire " + i);
        }
        long[] limbs = w.limbs();
        assertEquals(4 * expected.length, limbs.length);
        assertEquals(R.subtract(BigInteger.ONE).and(BigInteger.valueOf(Long.MAX_VALUE).shiftLeft(1).setBit(0)).longValue(),
                limbs[4 * 4]);
    }

    @Test
    void oneCircuitServesManyThreadsAndInputs() throws Exception {
        WasmCircuit c = Fixtures.checkedCircuit();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<BigInteger>> outs = new ArrayList<>();
            for (int k = 1; k <= 40; k++) {
                int a = k;
                outs.add(pool.submit(() -> c.calculate(CircuitInputs.parse(
                        "{\"a\": " + a + ", \"b\": [[1, 2], [3, 4]]}", c)).value(1)));
            }
            for (int k = 1; k <= 40; k++) {
                assertEquals(BigInteger.valueOf(k * 4L + 5), outs.get(k - 1).get(), "a = " + k);
            }
        } finally {
            pool.shutdown();
        }
    }

    private static String error(WasmCircuit c, String json) {
        return assertThrows(WitnessException.class, () -> c.calculate(CircuitInputs.parse(json, c))).getMessage();
    }

    @Test
    void aFailingAssertionGivesCircomsMessageWithTemplateAndLine() {
        WasmCircuit c = Fixtures.checkedCircuit();
        assertEquals("Assert Failed: Error in template Checked_0 line: 10",
                error(c, "{\"a\": 3, \"b\": [[0, 1], [2, 3]]}"));
        // The failed instance is dropped: the next input computes normally.
        assertEquals(BigInteger.valueOf(3 * 1 * 3 + 1 + 2),
                c.calculate(CircuitInputs.parse("{\"a\": 3, \"b\": [[1, 1], [2, 3]]}", c)).value(1));
    }

    @Test
    void badInputsNameTheSignal() {
        WasmCircuit c = Fixtures.checkedCircuit();
        assertEquals("the input sets 4 of the circuit's 5 input values: a signal of main is missing"
                        + " (circuit.wasm names its inputs by hash only; circuit.sym lists them)",
                error(c, "{\"b\": [[1, 1], [2, 3]]}"));
        assertEquals("input signal 'x' is not an input of the circuit's main component",
                error(c, "{\"a\": 1, \"x\": 2, \"b\": [[1, 1], [2, 3]]}"));
        assertEquals("input signal 'b' takes 4 values, the input gives more",
                error(c, "{\"a\": 1, \"b\": [[1, 1, 1], [2, 3]]}"));
        assertEquals("input signal 'b' takes 4 values, the input gives 3",
                error(c, "{\"a\": 1, \"b\": [[1, 1], [2]]}"));
        assertEquals("input signal 'a' takes 1 value, the input gives more", error(c, "{\"a\": [1, 2], \"b\": [1, 2, 3, 4]}"));
        assertEquals("input signal 'b' takes 4 values, the input gives 0", error(c, "{\"a\": 1, \"b\": []}"));
        assertEquals("input signal 'a' = " + R + " is not below the field's prime " + R,
                error(c, "{\"a\": \"" + R + "\", \"b\": [[1, 1], [2, 3]]}"));
        assertEquals("input signal 'b' (value 3 in row-major order) = " + R.add(BigInteger.TEN)
                        + " is not below the field's prime " + R,
                error(c, "{\"a\": 1, \"b\": [[1, 1], [2, \"0x" + R.add(BigInteger.TEN).toString(16) + "\"]]}"));
        assertEquals("input signal 'a' = -" + R + " is not above minus the field's prime",
                error(c, "{\"a\": \"-" + R + "\", \"b\": [[1, 1], [2, 3]]}"));
    }

    @Test
    void negativeValuesAreTheirResiduesAsInSnarkjs() {
        WasmCircuit c = Fixtures.checkedCircuit();
        // c = a * 1 * 1 + 0 + 0 with a = -(r - 1) = 1 (mod r)
        assertEquals(BigInteger.ONE, c.calculate(CircuitInputs.parse(
                "{\"a\": \"-" + R.subtract(BigInteger.ONE) + "\", \"b\": [[1, 0], [0, 1]]}", c)).value(1));
    }

    @Test
    void aLoopAsLongAsTheInputSaysStopsWhenItsThreadIsInterrupted() throws Exception {
        Path dir = Fixtures.checked("circuit.wasm").getParent().resolveSibling("spin");
        WasmCircuit c = WasmCircuit.load(dir.resolve("circuit.wasm"));
        assertArrayEquals(Files.readAllBytes(dir.resolve("witness.wtns")),
                c.calculate(input(dir.resolve("input.json"), c)).toWtns());
        CircuitInputs forever = CircuitInputs.parse("{\"n\": -1}", c); // p - 1 steps
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<WitnessValues> f = pool.submit(() -> c.calculate(forever));
            Thread.sleep(300);
            assertEquals(false, f.isDone(), "still counting");
            f.cancel(true);
            // The worker's outcome: a WitnessException, after which the pool thread is free again.
            Future<String> after = pool.submit(() -> "free");
            assertEquals("free", after.get(60, java.util.concurrent.TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
        }
        // The interrupted instance was dropped; the circuit still computes.
        assertArrayEquals(Files.readAllBytes(dir.resolve("witness.wtns")),
                c.calculate(input(dir.resolve("input.json"), c)).toWtns());
        Thread.currentThread().interrupt();
        try {
            assertEquals("the witness computation was interrupted",
                    assertThrows(WitnessException.class, () -> c.calculate(forever)).getMessage());
        } finally {
            Thread.interrupted(); // clear it for the other tests
        }
    }

    @Test
    void whatIsNotACircomCalculatorIsRefused() throws IOException {
        assertEquals("not a WebAssembly module:",
                assertThrows(WitnessException.class, () -> WasmCircuit.load(new byte[] {1, 2, 3, 4, 5, 6, 7, 8},
                        WasmCircuit.Engine.INTERPRETED)).getMessage().substring(0, 25));
        // A valid module without circom's imports and exports: magic, version, nothing else.
        byte[] empty = {0, 'a', 's', 'm', 1, 0, 0, 0};
        assertEquals("the circuit does not export init: not a circom 2 witness calculator (circuit.wasm from circom 2's --wasm)",
                assertThrows(WitnessException.class, () -> WasmCircuit.load(empty, WasmCircuit.Engine.INTERPRETED)).getMessage());
    }
}
