package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The prover service on the vendored 2^10 fixture: witnesses read from bytes, proofs checked by
 * the verifier against snarkjs's verification key, the queue's bound and its closing, the
 * witness source's path. Two threads per proof, one proof at a time unless a test says so.
 */
class ProverServiceTest {
    private static final byte[] WTNS = RefFiles.read(RefFiles.wtns());
    private static ZKey key;
    private static VerificationKey vkey;

    @BeforeAll
    static void open() throws IOException {
        key = ZKey.open(RefFiles.zkey());
        vkey = VerificationKey.read(RefFiles.p10("verification_key.json"));
    }

    private static ProverService.Builder p10() {
        return ProverService.builder().threads(2).circuit("p10", key);
    }

    @Test
    void aWitnessReadFromBytesHoldsTheFilesValues() {
        Witness w = Witness.read(Path.of("body"), WTNS);
        List<BigInteger> expected = RefFiles.witness(WTNS); // little-endian words, read by the test's own reader
        assertEquals(expected.size(), w.size());
        for (int i = 0; i < w.size(); i++) {
            assertEquals(expected.get(i), w.value(i), "value " + i);
        }
        assertEquals(Path.of("body"), w.path());
    }

    @Test
    void provesAWitnessFromBytesAndTheProofVerifies() throws Exception {
        try (ProverService s = p10().build()) {
            Proof p = s.prove("p10", s.readWitness("p10", Path.of("body"), WTNS));
            Verdict v = Groth16.verify(vkey, p);
            assertTrue(v.valid(), v.reason());
            assertEquals(RefFiles.witness(WTNS).subList(1, 3), p.publicSignals());
            assertEquals(1, s.status().circuits().get(0).proofs());
        }
    }

    @Test
    void concurrentCallersEachGetAProofThatVerifies() throws Exception {
        try (ProverService s = ProverService.builder().threads(1).concurrency(2).circuit("p10", key).build()) {
            Witness w = Witness.read(Path.of("body"), WTNS);
            List<CompletableFuture<Proof>> calls = List.of(call(s, w), call(s, w), call(s, w));
            for (CompletableFuture<Proof> c : calls) {
                Verdict v = Groth16.verify(vkey, c.get(2, TimeUnit.MINUTES));
                assertTrue(v.valid(), v.reason());
            }
            // Random blinding: two proofs of one witness differ.
            assertFalse(calls.get(0).get().piA().equals(calls.get(1).get().piA()));
        }
    }

    private static CompletableFuture<Proof> call(ProverService s, Witness w) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return s.prove("p10", w);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void aWitnessOfAnotherSizeIsRefusedBeforeItWaits() throws IOException {
        byte[] other = SyntheticWitness.wtns(951, 1);
        try (ProverService s = p10().build()) {
            MalformedFileException e = assertThrows(MalformedFileException.class, () -> s.readWitness("p10", Path.of("body"), other));
            assertEquals("body: section 2 (values): holds 951 values, circuit_final.zkey expects 950 (a witness for another circuit?)",
                    e.getMessage());
            assertThrows(NoSuchElementException.class, () -> s.readWitness("p11", Path.of("body"), WTNS));
        }
    }

    @Test
    void theSyntheticWitnessHasCircomsLayout() {
        // The vendored witness of 950 values is 30 476 bytes; a synthetic one of as many values is as long.
        assertEquals(WTNS.length, SyntheticWitness.fileBytes(950));
        byte[] s = SyntheticWitness.wtns(950, 7);
        assertEquals(WTNS.length, s.length);
        // Same header as circom's, up to the values.
        int values = RefFiles.sections(WTNS).get(2).offset();
        assertTrue(Arrays.equals(WTNS, 0, values, s, 0, values));
        List<BigInteger> v = RefFiles.witness(s);
        assertEquals(BigInteger.ONE, v.get(0));
        assertTrue(v.contains(BigInteger.ZERO) && v.stream().anyMatch(x -> x.bitLength() > 200)
                && v.stream().anyMatch(x -> x.bitLength() > 1 && x.bitLength() <= 64), "the scalar classes all appear");
    }

    @Test
    void warmUpCountsItsProofsAndThenReportsWarm() throws Exception {
        try (ProverService s = p10().build()) {
            assertTrue(s.status().warm(), "nothing asked, nothing to wait for");
            s.warmUp(2).get(2, TimeUnit.MINUTES);
            ProverService.CircuitStatus c = s.status().circuits().get(0);
            assertEquals(2, c.warmUpDone());
            assertEquals(2, c.warmUpRounds());
            assertTrue(c.warm());
            assertEquals(0, c.proofs(), "warm-up proofs are not callers' proofs");
        }
    }

    @Test
    void aWarmUpThatFailsSaysWhy(@TempDir Path dir) throws Exception {
        // A key whose A section holds a coordinate not below q: opening passes (sections are read by each proof), proving fails.
        byte[] zkey = RefFiles.read(RefFiles.zkey());
        int a = RefFiles.sections(zkey).get(ZKey.A).offset();
        Arrays.fill(zkey, a + 64 * 3, a + 64 * 3 + 32, (byte) 0xFF);
        ZKey broken = ZKey.open(Files.write(dir.resolve("broken.zkey"), zkey));
        try (ProverService s = ProverService.builder().threads(2).circuit("p10", broken).build()) {
            ExecutionException e = assertThrows(ExecutionException.class, () -> s.warmUp(1).get(2, TimeUnit.MINUTES));
            assertTrue(e.getCause() instanceof MalformedFileException, String.valueOf(e.getCause()));
            ProverService.Status st = s.status();
            assertFalse(st.warm());
            assertEquals("broken.zkey: section 5 (A points): point 3: coordinate word 0 (raw Montgomery form) is not below"
                    + " the base field modulus q", st.warmUpFailure());
        }
    }

    @Test
    void inputsGoThroughTheWitnessSource() throws Exception {
        byte[] input = "{\"in\": \"1\"}".getBytes(StandardCharsets.UTF_8);
        WitnessSource source = json -> {
            if (!Arrays.equals(json, input)) {
                throw new IllegalArgumentException("unknown input");
            }
            return Witness.read(Path.of("computed"), WTNS);
        };
        try (ProverService s = ProverService.builder().threads(2).circuit("p10", key, source).circuit("plain", key).build()) {
            assertTrue(s.acceptsInputs("p10"));
            assertFalse(s.acceptsInputs("plain"));
            Verdict v = Groth16.verify(vkey, s.proveInputs("p10", input));
            assertTrue(v.valid(), v.reason());
            IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                    () -> s.proveInputs("p10", "{}".getBytes(StandardCharsets.UTF_8)));
            assertEquals("unknown input", bad.getMessage());
            assertThrows(UnsupportedOperationException.class, () -> s.proveInputs("plain", input));
        }
    }

    @Test
    void pastTheBoundAProofIsRefusedAndClosingFailsTheWaitingOnes() throws Exception {
        CountDownLatch started = new CountDownLatch(1), release = new CountDownLatch(1);
        WitnessSource blocking = json -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return Witness.read(Path.of("computed"), WTNS);
        };
        ProverService s = ProverService.builder().threads(2).maxWaiting(1).circuit("p10", key, blocking).build();
        Witness w = Witness.read(Path.of("body"), WTNS);
        CompletableFuture<Proof> running = CompletableFuture.supplyAsync(() -> {
            try {
                return s.proveInputs("p10", new byte[0]);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(started.await(1, TimeUnit.MINUTES));
        CompletableFuture<Proof> waiting = call(s, w);
        while (s.status().waiting() < 1) {
            Thread.sleep(5);
        }
        ProverUnavailableException busy = assertThrows(ProverUnavailableException.class, () -> s.prove("p10", w));
        assertEquals(ProverUnavailableException.Reason.BUSY, busy.reason());

        CompletableFuture<Void> closed = CompletableFuture.runAsync(s::close);
        assertFailedClosed(waiting);
        assertFalse(closed.isDone(), "close waits for the running proof");
        release.countDown();
        closed.get(2, TimeUnit.MINUTES);
        Verdict v = Groth16.verify(vkey, running.get());
        assertTrue(v.valid(), "the running proof finished: " + v.reason());
        ProverUnavailableException after = assertThrows(ProverUnavailableException.class, () -> s.prove("p10", w));
        assertEquals(ProverUnavailableException.Reason.CLOSED, after.reason());
    }

    /** Requires the future to fail with CLOSED. */
    private static void assertFailedClosed(CompletableFuture<?> f) throws InterruptedException {
        try {
            f.get(1, TimeUnit.MINUTES);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            assertTrue(c instanceof ProverUnavailableException, "wanted ProverUnavailableException, got " + c);
            assertEquals(ProverUnavailableException.Reason.CLOSED, ((ProverUnavailableException) c).reason());
            return;
        } catch (TimeoutException e) {
            throw new AssertionError("the waiting proof was not failed", e);
        }
        throw new AssertionError("the waiting proof ran");
    }
}
