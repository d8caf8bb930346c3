package dev.pippin.cli.bench;

import dev.pippin.kzg.CellsAndProofs;
import dev.pippin.kzg.Kzg;
import dev.pippin.kzg.ProofAndY;
import dev.pippin.kzg.TrustedSetup;
import dev.pippin.lanes.Bls12381FrLaneFft;
import dev.pippin.lanes.Bls12381PointBatches;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Times every function of {@link Kzg} on one thread, on random blobs of canonical field elements
 * from a fixed seed, with the mainnet trusted setup; the shapes and op names are those of the
 * usual KZG benchmark runners (c-kzg-4844's through jc-kzg-4844, rust-eth-kzg's), so that rows of
 * either kind line up: verify_blob_kzg_proof_batch over 16 blobs, recover_cells_and_kzg_proofs
 * from every other cell (64 of 128), verify_cell_kzg_proof_batch over the 128 cells of one blob
 * and, as _column, over cell 7 of 16 blobs. Each function gets untimed warm-up runs (at least
 * {@link #WARM_UP_RUNS}, and at least {@link #WARM_UP_NS} in all), then its timed runs; the row
 * has their minimum and median. load_trusted_setup is the first load of the mainnet setup in this
 * JVM, with the requested fixed-base tables: one run, as it can only be first once.
 */
public final class KzgTiming {
    private KzgTiming() {}

    /** One function's figures. */
    public record Row(String op, int n, double msMin, double msMedian, int reps) {}

    /** A function that could not be timed: its op and why. */
    public record Failure(String op, String reason) {}

    static final int BATCH = 16;
    static final int COLUMN_CELL = 7;
    static final int WARM_UP_RUNS = 2;
    /**
     * Untimed calls of each function for this long at least: the JIT's steady state, which a
     * long-running client reaches. One JVM on the AVX2 Zen 3: verify_kzg_proof read 2.84 ms min
     * after 1 s of warm-up and 2.38 ms after 20 s of calls.
     */
    static final long WARM_UP_NS = 3_000_000_000L;
    static final long SEED = 42;

    /** The ops in the order they are timed. */
    public static final List<String> OPS = List.of("load_trusted_setup", "blob_to_kzg_commitment", "compute_kzg_proof",
            "compute_blob_kzg_proof", "verify_kzg_proof", "verify_blob_kzg_proof", "verify_blob_kzg_proof_batch",
            "compute_cells", "compute_cells_and_kzg_proofs", "recover_cells_and_kzg_proofs",
            "verify_cell_kzg_proof_batch", "verify_cell_kzg_proof_batch_column");

    /** A verification that answered false on valid input: the figures would time a wrong answer. */
    public static final class Mismatch extends RuntimeException {
        Mismatch(String message) {
            super(message);
        }
    }

    /**
     * Runs every op, handing each row or failure to the callbacks as it is measured. {@code reps}
     * timed runs for the computations, 5 × reps for verify_kzg_proof and verify_blob_kzg_proof.
     * A function that throws (one not yet available in this build) is a failure and the others
     * go on; the functions that need its output are failures too.
     */
    public static void run(int precompute, int reps, Consumer<Row> rows, Consumer<Failure> failures) {
        long start = System.nanoTime();
        TrustedSetup setup = TrustedSetup.mainnet();
        Kzg kzg = Kzg.of(setup, new Kzg.Options(1, precompute));
        double loadMs = (System.nanoTime() - start) / 1e6;
        rows.accept(new Row("load_trusted_setup", 1, loadMs, loadMs, 1));
        // A long-running client reaches the G1 lanes' warm state on its own (after 5 s of MSM work,
        // docs/LANES.md "Warm-up"), that of the point batches that decode and check many proofs
        // at once (after 5 s of their scalar work) and that of the scalar field's FFTs (after 3 s
        // of them); the bench gets there first, as MsmTiming does for 'pippin msm'.
        try {
            Msm.warmUpLanes(MsmGroup.BLS12_381_G1);
            Bls12381PointBatches.warmUpLanes();
            Bls12381FrLaneFft.warmUpLanes();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while warming up the lanes", e);
        }

        SplittableRandom rnd = new SplittableRandom(SEED);
        byte[][] blobs = new byte[BATCH][];
        byte[][] commitments = new byte[BATCH][];
        byte[][] proofs = new byte[BATCH][];
        for (int i = 0; i < BATCH; i++) {
            blobs[i] = blob(rnd);
            commitments[i] = kzg.blobToKzgCommitment(blobs[i]);
            proofs[i] = kzg.computeBlobKzgProof(blobs[i], commitments[i]);
        }
        byte[] z = fieldElement(rnd);
        ProofAndY py = kzg.computeKzgProof(blobs[0], z);
        byte[] blob = blobs[0], commitment = commitments[0];

        time(rows, failures, "blob_to_kzg_commitment", 1, reps, () -> kzg.blobToKzgCommitment(blob));
        time(rows, failures, "compute_kzg_proof", 1, reps, () -> kzg.computeKzgProof(blob, z));
        time(rows, failures, "compute_blob_kzg_proof", 1, reps, () -> kzg.computeBlobKzgProof(blob, commitment));
        time(rows, failures, "verify_kzg_proof", 1, 5 * reps,
                () -> holds("verify_kzg_proof", kzg.verifyKzgProof(commitment, z, py.getY(), py.getProof())));
        time(rows, failures, "verify_blob_kzg_proof", 1, 5 * reps,
                () -> holds("verify_blob_kzg_proof", kzg.verifyBlobKzgProof(blob, commitment, proofs[0])));
        byte[] fb = concat(blobs), fc = concat(commitments), fp = concat(proofs);
        time(rows, failures, "verify_blob_kzg_proof_batch", BATCH, reps,
                () -> holds("verify_blob_kzg_proof_batch", kzg.verifyBlobKzgProofBatch(fb, fc, fp, BATCH)));
        time(rows, failures, "compute_cells", 1, reps, () -> kzg.computeCells(blob));
        boolean cellsTimed = time(rows, failures, "compute_cells_and_kzg_proofs", 1, reps, () -> kzg.computeCellsAndKzgProofs(blob));
        if (!cellsTimed) {
            for (String op : OPS.subList(OPS.indexOf("recover_cells_and_kzg_proofs"), OPS.size())) {
                failures.accept(new Failure(op, "needs compute_cells_and_kzg_proofs"));
            }
            return;
        }
        CellsAndProofs cp = kzg.computeCellsAndKzgProofs(blob);
        byte[] cells = cp.getCells(), cellProofs = cp.getProofs();
        int half = Kzg.CELLS_PER_EXT_BLOB / 2;
        long[] even = new long[half];
        byte[] evenCells = new byte[half * Kzg.BYTES_PER_CELL];
        for (int i = 0; i < half; i++) {
            even[i] = 2L * i;
            System.arraycopy(cells, 2 * i * Kzg.BYTES_PER_CELL, evenCells, i * Kzg.BYTES_PER_CELL, Kzg.BYTES_PER_CELL);
        }
        time(rows, failures, "recover_cells_and_kzg_proofs", half, reps, () -> kzg.recoverCellsAndKzgProofs(even, evenCells));
        long[] all = new long[Kzg.CELLS_PER_EXT_BLOB];
        byte[] repeated = new byte[Kzg.CELLS_PER_EXT_BLOB * Kzg.BYTES_PER_COMMITMENT];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
            System.arraycopy(commitment, 0, repeated, i * Kzg.BYTES_PER_COMMITMENT, Kzg.BYTES_PER_COMMITMENT);
        }
        time(rows, failures, "verify_cell_kzg_proof_batch", all.length, reps,
                () -> holds("verify_cell_kzg_proof_batch", kzg.verifyCellKzgProofBatch(repeated, all, cells, cellProofs)));
        long[] column = new long[BATCH];
        byte[] colCells = new byte[BATCH * Kzg.BYTES_PER_CELL];
        byte[] colProofs = new byte[BATCH * Kzg.BYTES_PER_PROOF];
        for (int i = 0; i < BATCH; i++) {
            CellsAndProofs x = kzg.computeCellsAndKzgProofs(blobs[i]);
            column[i] = COLUMN_CELL;
            System.arraycopy(x.getCells(), COLUMN_CELL * Kzg.BYTES_PER_CELL, colCells, i * Kzg.BYTES_PER_CELL, Kzg.BYTES_PER_CELL);
            System.arraycopy(x.getProofs(), COLUMN_CELL * Kzg.BYTES_PER_PROOF, colProofs, i * Kzg.BYTES_PER_PROOF, Kzg.BYTES_PER_PROOF);
        }
        time(rows, failures, "verify_cell_kzg_proof_batch_column", BATCH, reps,
                () -> holds("verify_cell_kzg_proof_batch_column", kzg.verifyCellKzgProofBatch(fc, column, colCells, colProofs)));
    }

    /** Warm-up, then reps timed runs; false (and a failure) when the function throws. */
    private static boolean time(Consumer<Row> rows, Consumer<Failure> failures, String op, int n, int reps, Supplier<Object> f) {
        double[] ms = new double[reps];
        try {
            long warmStart = System.nanoTime();
            for (int i = 0; i < WARM_UP_RUNS || System.nanoTime() - warmStart < WARM_UP_NS; i++) {
                sink(f.get());
            }
            for (int i = 0; i < reps; i++) {
                long s = System.nanoTime();
                Object o = f.get();
                ms[i] = (System.nanoTime() - s) / 1e6;
                sink(o);
            }
        } catch (Mismatch e) {
            throw e;
        } catch (RuntimeException e) {
            failures.accept(new Failure(op, e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())));
            return false;
        }
        Arrays.sort(ms);
        rows.accept(new Row(op, n, ms[0], ms[reps / 2], reps));
        return true;
    }

    private static volatile int sinkHole;

    /** Keeps a result alive, so the JIT cannot drop the call that made it. */
    private static void sink(Object o) {
        sinkHole += System.identityHashCode(o);
    }

    private static Object holds(String op, boolean answer) {
        if (!answer) {
            throw new Mismatch(op + " answered false on valid input");
        }
        return Boolean.TRUE;
    }

    /** A 32-byte big-endian field element below 2^254 (the modulus is above 2^254): canonical. */
    static byte[] fieldElement(SplittableRandom rnd) {
        byte[] b = new byte[Kzg.BYTES_PER_FIELD_ELEMENT];
        rnd.nextBytes(b);
        b[0] &= 0x3f;
        return b;
    }

    static byte[] blob(SplittableRandom rnd) {
        byte[] blob = new byte[Kzg.BYTES_PER_BLOB];
        for (int i = 0; i < Kzg.FIELD_ELEMENTS_PER_BLOB; i++) {
            System.arraycopy(fieldElement(rnd), 0, blob, i * Kzg.BYTES_PER_FIELD_ELEMENT, Kzg.BYTES_PER_FIELD_ELEMENT);
        }
        return blob;
    }

    private static byte[] concat(byte[][] xs) {
        List<byte[]> list = new ArrayList<>(List.of(xs));
        byte[] out = new byte[list.stream().mapToInt(x -> x.length).sum()];
        int at = 0;
        for (byte[] x : list) {
            System.arraycopy(x, 0, out, at, x.length);
            at += x.length;
        }
        return out;
    }
}
