package dev.pippin.kzg;

import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;

/**
 * The fulu cells (specs/fulu/polynomial-commitments-sampling.md) over one trusted setup: the
 * public functions' validation and encodings, over {@link Cells} (the extension), {@link Fk20}
 * (the proofs), {@link Recovery} and {@link CellVerification}. Public inputs only: every path is
 * variable time.
 *
 * <p>Cost model: compute_cells is an inverse FFT of 4096 and a coset FFT of 4096 (the blob is half
 * the cells: {@link Cells}); the proofs add FK20
 * (see {@link Fk20}); recovery adds five FFTs of 8192 before the same; batch verification of n
 * cells is two MSMs (n and up to 2n + 64 points) and a 2-pairing check.
 */
final class Eip7594 {
    private final Fk20 fk20;
    private final CellVerification verification;

    /** Over the setup; {@code precompute} is the FK20 table width (0: no tables), built on first use. */
    Eip7594(TrustedSetup setup, int precompute) {
        this.fk20 = new Fk20(setup, precompute);
        this.verification = new CellVerification(setup);
    }

    /**
     * compute_cells, given the blob's polynomial (evaluation form) as canonical limbs
     * ({@link Eip4844#blobToCanonical}): the extension is linear, so canonical values x, read as
     * the Montgomery forms of x 2^-256, come out as the canonical values of the cells, with no
     * product to enter or leave the Montgomery form.
     */
    static byte[] computeCells(long[] canonicalPoly, LaneMode lanes) {
        return Cells.encodeCanonical(Cells.extendBlob(canonicalPoly, lanes));
    }

    /** compute_cells_and_kzg_proofs, given the blob's decoded polynomial. */
    CellsAndProofs computeCellsAndProofs(long[] poly, MsmOptions o) {
        long[] coefficients = Cells.toCoefficients(poly, o.lanes());
        return cellsAndProofs(coefficients, Cells.extend(coefficients, poly, o.lanes()), o);
    }

    /** compute_cells_and_kzg_proofs_polynomialcoeff, given the extended blob in cell order. */
    private CellsAndProofs cellsAndProofs(long[] coefficients, long[] extended, MsmOptions o) {
        byte[] cells = Cells.encode(extended);
        long[] proofs = fk20.proofs(coefficients, o);
        byte[] proofBytes = new byte[Cells.COUNT * G1.BYTES];
        for (int c = 0; c < Cells.COUNT; c++) {
            System.arraycopy(G1.encode(proofs, c * G1.AFFINE), 0, proofBytes, c * G1.BYTES, G1.BYTES);
        }
        return new CellsAndProofs(cells, proofBytes);
    }

    /** recover_cells_and_kzg_proofs: validation as the specs, then recovery and FK20. */
    CellsAndProofs recover(long[] cellIndices, byte[] cells, MsmOptions o) {
        int n = cellIndices.length;
        Args.flattened(cells, n, Cells.BYTES_PER_CELL, "cells");
        if (n < Cells.COUNT / 2) {
            throw new KzgException(KzgException.Rule.TOO_FEW_CELLS,
                    "recovery needs at least " + Cells.COUNT / 2 + " cells, got " + n);
        }
        if (n > Cells.COUNT) {
            throw new KzgException(KzgException.Rule.COUNT, "at most " + Cells.COUNT + " cells, got " + n);
        }
        int[] indices = cellIndices(cellIndices);
        for (int i = 1; i < n; i++) {
            if (indices[i] <= indices[i - 1]) {
                throw new KzgException(KzgException.Rule.CELL_INDICES_NOT_ASCENDING,
                        "cell indices must be strictly ascending: " + indices[i - 1] + " then " + indices[i] + " at " + i);
            }
        }
        long[] evals = new long[n * Cells.PER_CELL * Fr.L];
        Fr.decode(cells, 0, n * Cells.PER_CELL, evals, 0, "cells");
        long[] coefficients = Recovery.recoverCoefficients(indices, evals, o.lanes());
        return cellsAndProofs(coefficients, Cells.extend(coefficients, o.lanes()), o);
    }

    /** verify_cell_kzg_proof_batch: validation as the specs, deduplication, then the equation. */
    boolean verifyBatch(byte[] commitmentBytes, long[] cellIndices, byte[] cells, byte[] proofBytes, MsmOptions o) {
        int n = cellIndices.length;
        Args.flattened(commitmentBytes, n, G1.BYTES, "commitments");
        Args.flattened(cells, n, Cells.BYTES_PER_CELL, "cells");
        Args.flattened(proofBytes, n, G1.BYTES, "proofs");
        int[] indices = cellIndices(cellIndices);
        // deduplicated commitments in order of first occurrence, and each cell's index into them
        Map<ByteBuffer, Integer> seen = new HashMap<>();
        int[] commitmentIndices = new int[n];
        byte[] unique = new byte[n * G1.BYTES];
        int m = 0;
        for (int k = 0; k < n; k++) {
            Integer at = seen.putIfAbsent(ByteBuffer.wrap(commitmentBytes, k * G1.BYTES, G1.BYTES), m);
            if (at == null) {
                System.arraycopy(commitmentBytes, k * G1.BYTES, unique, m * G1.BYTES, G1.BYTES);
                commitmentIndices[k] = m++;
            } else {
                commitmentIndices[k] = at;
            }
        }
        unique = java.util.Arrays.copyOf(unique, m * G1.BYTES);
        long[] commitments = G1.decodeBatch(unique, 0, m, "commitment", o);
        long[] evals = new long[n * Cells.PER_CELL * Fr.L];
        Fr.decodeCanonical(cells, 0, n * Cells.PER_CELL, evals, 0, "cells");
        long[] proofs = G1.decodeBatch(proofBytes, 0, n, "proof", o);
        if (n == 0) {
            return true;
        }
        return verification.verify(commitments, unique, commitmentIndices, indices, evals, cells, proofs, proofBytes, o);
    }

    /**
     * compute_verify_cell_kzg_proof_batch_challenge of the specs, for the reference tests: the
     * deduplicated commitments (flattened, 48 bytes each), then per cell its commitment index,
     * cell index, coset evaluations (64 canonical 32-byte elements, flattened) and proof
     * (flattened, 48 bytes each); the challenge as 32 big-endian bytes. Hashes what it is given:
     * no validation (the specs' internal function takes trusted values).
     */
    static byte[] computeVerifyCellKzgProofBatchChallenge(byte[] commitments, long[] commitmentIndices,
            long[] cellIndices, byte[] cosetsEvals, byte[] proofs) {
        byte[] r = new byte[Fr.BYTES];
        Fr.encode(CellVerification.challenge(commitments, commitmentIndices, cellIndices, cosetsEvals, proofs), 0, 1, r, 0);
        return r;
    }

    /** Cell indices as ints, each checked below 128 (a negative long is an index of 2^63 or more). */
    private static int[] cellIndices(long[] cellIndices) {
        int[] r = new int[cellIndices.length];
        for (int i = 0; i < r.length; i++) {
            long c = cellIndices[i];
            if (c < 0 || c >= Cells.COUNT) {
                throw new KzgException(KzgException.Rule.CELL_INDEX,
                        "cell index " + Long.toUnsignedString(c) + " at " + i + " is not below " + Cells.COUNT);
            }
            r[i] = (int) c;
        }
        return r;
    }
}
