package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * One fresh Kzg called from several threads at once, so that the lazily built parts (the Lagrange
 * table, the FK20 columns and tables) are raced for: every thread's answers equal those of a
 * Kzg without precomputation called from this thread alone.
 */
class ConcurrencyTest {
    private static final int THREADS = 4;
    /** The threads that also compute cells and their proofs (the FK20 path is the costly one). */
    private static final int CELL_THREADS = 2;

    @Test
    void freshInstanceSharedByThreads() throws Exception {
        Kzg reference = Kzg.of(TrustedSetup.mainnet(), new Kzg.Options(1, 0));
        Kzg shared = Kzg.of(TrustedSetup.mainnet(), new Kzg.Options(1, 8));
        Random rnd = new Random(11);
        byte[][] blobs = new byte[THREADS][Kzg.BYTES_PER_BLOB];
        for (byte[] blob : blobs) {
            for (int i = 0; i < Kzg.FIELD_ELEMENTS_PER_BLOB; i++) {
                Fr.encode(Fr.of(new BigInteger(256, rnd)), 0, 1, blob, 32 * i);
            }
        }
        byte[][] commitments = new byte[THREADS][];
        CellsAndProofs[] cells = new CellsAndProofs[CELL_THREADS];
        for (int t = 0; t < THREADS; t++) {
            commitments[t] = reference.blobToKzgCommitment(blobs[t]);
            if (t < CELL_THREADS) {
                cells[t] = reference.computeCellsAndKzgProofs(blobs[t]);
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int i = t;
                done.add(pool.submit(() -> {
                    start.await();
                    assertArrayEquals(commitments[i], shared.blobToKzgCommitment(blobs[i]), "commitment " + i);
                    if (i < CELL_THREADS) {
                        CellsAndProofs c = shared.computeCellsAndKzgProofs(blobs[i]);
                        assertArrayEquals(cells[i].getCells(), c.getCells(), "cells " + i);
                        assertArrayEquals(cells[i].getProofs(), c.getProofs(), "proofs " + i);
                    }
                    byte[] proof = shared.computeBlobKzgProof(blobs[i], commitments[i]);
                    assertTrue(shared.verifyBlobKzgProof(blobs[i], commitments[i], proof), "verification " + i);
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
