package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;

/**
 * The c-kzg-4844 reference tests (consensus-spec-tests' KZG vectors, test-vectors/kzg/), every
 * case of every function as a dynamic test named by its folder, grouped by function. A case whose
 * {@code output} is null must throw {@link KzgException} (any other exception fails it); any other
 * case must give its output exactly. The lists of the specs are passed flattened, as
 * {@link Kzg}'s methods take them. compute_challenge and
 * compute_verify_cell_kzg_proof_batch_challenge are internal functions of the specs, called
 * through the package's statics: {@code Eip4844.challenge} and
 * {@code Eip7594.computeVerifyCellKzgProofBatchChallenge} (32 big-endian bytes).
 */
class KzgReferenceTest {
    private static final HexFormat HEX = HexFormat.of();

    /** The functions and their case counts, as the tests' source lists them (test-vectors/FORMAT.md). */
    static final Map<String, Integer> DOCUMENTED = new LinkedHashMap<>();

    static {
        DOCUMENTED.put("blob_to_kzg_commitment", 11);
        DOCUMENTED.put("compute_kzg_proof", 52);
        DOCUMENTED.put("compute_blob_kzg_proof", 15);
        DOCUMENTED.put("verify_kzg_proof", 122);
        DOCUMENTED.put("verify_blob_kzg_proof", 29);
        DOCUMENTED.put("verify_blob_kzg_proof_batch", 24);
        DOCUMENTED.put("compute_cells", 11);
        DOCUMENTED.put("compute_cells_and_kzg_proofs", 11);
        DOCUMENTED.put("recover_cells_and_kzg_proofs", 18);
        DOCUMENTED.put("verify_cell_kzg_proof_batch", 32);
        DOCUMENTED.put("compute_challenge", 9);
        DOCUMENTED.put("compute_verify_cell_kzg_proof_batch_challenge", 10);
    }

    /** Passed and failed cases per function, for the summary after the run. */
    private static final Map<String, AtomicInteger[]> TALLY = new ConcurrentHashMap<>();

    private static Kzg kzg() {
        return Kzg.mainnet();
    }

    @Test
    void theTarballHoldsTheDocumentedFunctionsAndCases() {
        Map<String, Integer> found = new LinkedHashMap<>();
        ReferenceCases.byFunction().forEach((f, cases) -> found.put(f, cases.size()));
        assertEquals(new java.util.TreeMap<>(DOCUMENTED), new java.util.TreeMap<>(found));
        assertEquals(344, found.values().stream().mapToInt(Integer::intValue).sum());
    }

    @TestFactory
    Stream<DynamicNode> referenceCases() {
        List<DynamicNode> functions = new ArrayList<>();
        ReferenceCases.byFunction().forEach((function, cases) -> {
            List<DynamicNode> tests = new ArrayList<>();
            for (ReferenceCases.Case c : cases) {
                tests.add(DynamicTest.dynamicTest(c.name(), tallied(function, () -> run(c))));
            }
            functions.add(DynamicContainer.dynamicContainer(function + " (" + cases.size() + " cases)", tests));
        });
        return functions.stream();
    }

    private static Executable tallied(String function, Executable test) {
        AtomicInteger[] t = TALLY.computeIfAbsent(function, f -> new AtomicInteger[] {new AtomicInteger(), new AtomicInteger()});
        return () -> {
            try {
                test.execute();
                t[0].incrementAndGet();
            } catch (Throwable e) {
                t[1].incrementAndGet();
                throw e;
            }
        };
    }

    @AfterAll
    static void summary() {
        if (TALLY.isEmpty()) {
            return;
        }
        StringBuilder s = new StringBuilder("c-kzg-4844 reference tests, passed/cases per function:\n");
        int pass = 0, all = 0;
        for (String f : new java.util.TreeSet<>(TALLY.keySet())) {
            int p = TALLY.get(f)[0].get(), n = p + TALLY.get(f)[1].get();
            s.append(String.format("  %-48s %3d/%3d%n", f, p, n));
            pass += p;
            all += n;
        }
        s.append(String.format("  %-48s %3d/%3d%n", "total", pass, all));
        System.out.print(s);
    }

    // ------------------------------------------------------------------ one case

    private static void run(ReferenceCases.Case c) throws Throwable {
        ReferenceCases.Doc d = c.parse();
        JsonNode out = d.output();
        switch (c.function()) {
            case "blob_to_kzg_commitment" -> {
                byte[] blob = d.bytes("blob");
                expect(out, () -> kzg().blobToKzgCommitment(blob), (o, r) -> assertBytes(d.bytes(o), r, "commitment"));
            }
            case "compute_kzg_proof" -> {
                byte[] blob = d.bytes("blob");
                byte[] z = d.bytes("z");
                expect(out, () -> kzg().computeKzgProof(blob, z), (o, r) -> {
                    assertPair(o);
                    assertBytes(d.bytes(o.get(0)), r.getProof(), "proof");
                    assertBytes(d.bytes(o.get(1)), r.getY(), "y");
                });
            }
            case "compute_blob_kzg_proof" -> {
                byte[] blob = d.bytes("blob");
                byte[] commitment = d.bytes("commitment");
                expect(out, () -> kzg().computeBlobKzgProof(blob, commitment), (o, r) -> assertBytes(d.bytes(o), r, "proof"));
            }
            case "verify_kzg_proof" -> {
                byte[] commitment = d.bytes("commitment");
                byte[] z = d.bytes("z");
                byte[] y = d.bytes("y");
                byte[] proof = d.bytes("proof");
                expect(out, () -> kzg().verifyKzgProof(commitment, z, y, proof), KzgReferenceTest::assertBoolean);
            }
            case "verify_blob_kzg_proof" -> {
                byte[] blob = d.bytes("blob");
                byte[] commitment = d.bytes("commitment");
                byte[] proof = d.bytes("proof");
                expect(out, () -> kzg().verifyBlobKzgProof(blob, commitment, proof), KzgReferenceTest::assertBoolean);
            }
            case "verify_blob_kzg_proof_batch" -> {
                long count = d.list("blobs").size();
                byte[] blobs = d.flatten("blobs");
                byte[] commitments = d.flatten("commitments");
                byte[] proofs = d.flatten("proofs");
                expect(out, () -> kzg().verifyBlobKzgProofBatch(blobs, commitments, proofs, count),
                        KzgReferenceTest::assertBoolean);
            }
            case "compute_cells" -> {
                byte[] blob = d.bytes("blob");
                expect(out, () -> kzg().computeCells(blob), (o, r) -> assertBytes(cells(d, o), r, "cells"));
            }
            case "compute_cells_and_kzg_proofs" -> {
                byte[] blob = d.bytes("blob");
                expect(out, () -> kzg().computeCellsAndKzgProofs(blob), (o, r) -> assertCellsAndProofs(d, o, r));
            }
            case "recover_cells_and_kzg_proofs" -> {
                long[] indices = d.indices("cell_indices");
                byte[] cells = d.flatten("cells");
                expect(out, () -> kzg().recoverCellsAndKzgProofs(indices, cells), (o, r) -> assertCellsAndProofs(d, o, r));
            }
            case "verify_cell_kzg_proof_batch" -> {
                byte[] commitments = d.flatten("commitments");
                long[] indices = d.indices("cell_indices");
                byte[] cells = d.flatten("cells");
                byte[] proofs = d.flatten("proofs");
                expect(out, () -> kzg().verifyCellKzgProofBatch(commitments, indices, cells, proofs),
                        KzgReferenceTest::assertBoolean);
            }
            case "compute_challenge" -> {
                byte[] blob = d.bytes("blob");
                byte[] commitment = d.bytes("commitment");
                assertEquals(Kzg.BYTES_PER_BLOB, blob.length, "the case's blob length");
                assertEquals(Kzg.BYTES_PER_COMMITMENT, commitment.length, "the case's commitment length");
                expect(out, () -> {
                    byte[] r = new byte[Fr.BYTES];
                    Fr.encode(Eip4844.challenge(blob, 0, commitment, 0), 0, 1, r, 0);
                    return r;
                }, (o, r) -> assertBytes(d.bytes(o), r, "challenge"));
            }
            case "compute_verify_cell_kzg_proof_batch_challenge" -> {
                byte[] commitments = d.flatten("commitments");
                long[] commitmentIndices = d.indices("commitment_indices");
                long[] cellIndices = d.indices("cell_indices");
                // a list of cosets, each a list of 64 field elements: concatenated, a cell each
                byte[] cosetsEvals = d.flatten("cosets_evals");
                byte[] proofs = d.flatten("proofs");
                expect(out, () -> Eip7594.computeVerifyCellKzgProofBatchChallenge(commitments, commitmentIndices, cellIndices,
                                cosetsEvals, proofs),
                        (o, r) -> assertBytes(d.bytes(o), r, "challenge"));
            }
            default -> fail("no runner for the function " + c.function() + " of the reference tests");
        }
    }


    // ------------------------------------------------------------------ expectations

    interface Call<T> {
        T call() throws Throwable;
    }

    interface Check<T> {
        void check(JsonNode output, T result);
    }

    /** output null: the call throws KzgException and nothing else; otherwise its result passes the check. */
    private static <T> void expect(JsonNode output, Call<T> call, Check<T> check) throws Throwable {
        if (output.isNull()) {
            assertThrows(KzgException.class, call::call, "output null: the call must throw KzgException");
        } else {
            check.check(output, call.call());
        }
    }

    private static void assertBoolean(JsonNode output, boolean result) {
        assertTrue(output.isBoolean(), "output is not a boolean: " + output);
        assertEquals(output.booleanValue(), result, "verification result");
    }

    private static void assertPair(JsonNode output) {
        assertTrue(output.isArray() && output.size() == 2, "output is not a pair");
    }

    private static void assertCellsAndProofs(ReferenceCases.Doc d, JsonNode output, CellsAndProofs r) {
        assertPair(output);
        assertEquals(Kzg.CELLS_PER_EXT_BLOB, output.get(1).size(), "the case's proof count");
        assertBytes(cells(d, output.get(0)), r.getCells(), "cells");
        assertBytes(d.flatten(output.get(1)), r.getProofs(), "proofs");
    }

    /** The 128 cells of an output, each checked to be a cell long, concatenated. */
    private static byte[] cells(ReferenceCases.Doc d, JsonNode list) {
        assertTrue(list.isArray() && list.size() == Kzg.CELLS_PER_EXT_BLOB, "the case's output is not 128 cells");
        for (JsonNode cell : list) {
            assertEquals(Kzg.BYTES_PER_CELL, d.bytes(cell).length, "the case's cell length");
        }
        return d.flatten(list);
    }

    /** Equal byte strings; a mismatch names the first differing byte, not megabytes of hex. */
    static void assertBytes(byte[] expected, byte[] actual, String what) {
        if (expected.length != actual.length) {
            fail(what + ": expected " + expected.length + " bytes, got " + actual.length);
        }
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                int from = Math.max(0, i - 8), to = Math.min(expected.length, i + 40);
                fail(what + ": first difference at byte " + i + " of " + expected.length + "; expected ..."
                        + HEX.formatHex(expected, from, to) + "..., got ..." + HEX.formatHex(actual, from, to) + "...");
            }
        }
    }
}
