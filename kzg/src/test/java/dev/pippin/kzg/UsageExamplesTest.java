package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The README's KZG example, compiled and run as written there. */
class UsageExamplesTest {

    /** A blob whose element i is i + 1 (canonical: every value is far below r). */
    private static byte[] sampleBlob() {
        byte[] blob = new byte[Kzg.BYTES_PER_BLOB];
        for (int i = 0; i < Kzg.FIELD_ELEMENTS_PER_BLOB; i++) {
            blob[32 * i + 30] = (byte) ((i + 1) >>> 8);
            blob[32 * i + 31] = (byte) (i + 1);
        }
        return blob;
    }

    @Test
    void readmeExample() {
        byte[] blob = sampleBlob();
        // --- README: KZG ---
        Kzg kzg = Kzg.mainnet();                                  // Ethereum's setup, bundled; thread-safe
        byte[] commitment = kzg.blobToKzgCommitment(blob);        // blob: 4096 field elements, 131 072 bytes
        byte[] proof = kzg.computeBlobKzgProof(blob, commitment);
        boolean valid = kzg.verifyBlobKzgProof(blob, commitment, proof);

        CellsAndProofs cells = kzg.computeCellsAndKzgProofs(blob);  // 128 cells of 2048 bytes, 128 proofs
        long[] half = new long[64];
        byte[] halfCells = new byte[64 * Kzg.BYTES_PER_CELL];
        for (int i = 0; i < 64; i++) {                             // any 64 of the 128 cells recover the rest
            half[i] = 2 * i;
            System.arraycopy(cells.getCells(), 2 * i * Kzg.BYTES_PER_CELL, halfCells, i * Kzg.BYTES_PER_CELL, Kzg.BYTES_PER_CELL);
        }
        CellsAndProofs recovered = kzg.recoverCellsAndKzgProofs(half, halfCells);
        // --- end ---
        assertEquals(48, commitment.length);
        assertTrue(valid);
        assertArrayEquals(cells.getCells(), recovered.getCells());
        assertArrayEquals(cells.getProofs(), recovered.getProofs());
        // the bit-reversed 8192-point domain starts with the bit-reversed 4096-point one: the first 64 cells are the blob
        assertArrayEquals(blob, Arrays.copyOf(cells.getCells(), Kzg.BYTES_PER_BLOB));
        byte[] tampered = blob.clone();
        tampered[31] ^= 1;
        assertFalse(kzg.verifyBlobKzgProof(tampered, commitment, proof));
        byte[] nonCanonical = blob.clone();
        Arrays.fill(nonCanonical, 0, 32, (byte) 0xff);
        KzgException e = assertThrows(KzgException.class, () -> kzg.blobToKzgCommitment(nonCanonical));
        assertEquals(KzgException.Rule.NON_CANONICAL_FIELD_ELEMENT, e.rule());
    }
}
