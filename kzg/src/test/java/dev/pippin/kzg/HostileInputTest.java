package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.kzg.KzgException.Rule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Inputs the specs reject, for recovery and batch verification: each must throw KzgException
 * with the rule it breaks, before any work (no FK20 columns are built: the checks come first).
 */
class HostileInputTest {
    private static final int CELL = Kzg.BYTES_PER_CELL;
    private static final Kzg KZG = Kzg.of(TrustedSetup.mainnet(), Kzg.Options.defaults().withThreads(1).withPrecompute(0));

    private static void rejects(Rule rule, Executable call) {
        assertEquals(rule, assertThrows(KzgException.class, call).rule());
    }

    private static long[] range(int from, int count) {
        long[] r = new long[count];
        for (int i = 0; i < count; i++) {
            r[i] = from + i;
        }
        return r;
    }

    @Test
    void recoveryRejectsBadIndicesCountsAndLengths() {
        byte[] cells64 = new byte[64 * CELL];
        rejects(Rule.CELL_INDEX, () -> KZG.recoverCellsAndKzgProofs(range(65, 64), cells64)); // last index 128
        rejects(Rule.CELL_INDEX, () -> {
            long[] idx = range(0, 64);
            idx[10] = -1; // 2^64 - 1 as the specs' uint64
            KZG.recoverCellsAndKzgProofs(idx, cells64);
        });
        rejects(Rule.CELL_INDICES_NOT_ASCENDING, () -> {
            long[] idx = range(0, 64);
            idx[20] = idx[19];
            KZG.recoverCellsAndKzgProofs(idx, cells64);
        });
        rejects(Rule.CELL_INDICES_NOT_ASCENDING, () -> {
            long[] idx = range(0, 64);
            idx[20] = 21;
            idx[21] = 20;
            KZG.recoverCellsAndKzgProofs(idx, cells64);
        });
        rejects(Rule.TOO_FEW_CELLS, () -> KZG.recoverCellsAndKzgProofs(range(0, 63), new byte[63 * CELL]));
        rejects(Rule.TOO_FEW_CELLS, () -> KZG.recoverCellsAndKzgProofs(new long[0], new byte[0]));
        rejects(Rule.COUNT, () -> KZG.recoverCellsAndKzgProofs(new long[129], new byte[129 * CELL]));
        rejects(Rule.LENGTH, () -> KZG.recoverCellsAndKzgProofs(range(0, 64), new byte[64 * CELL + 1]));
        rejects(Rule.LENGTH, () -> KZG.recoverCellsAndKzgProofs(range(0, 64), new byte[64 * CELL - 1]));
        rejects(Rule.COUNT_MISMATCH, () -> KZG.recoverCellsAndKzgProofs(range(0, 65), cells64));
        // a huge index list against a few cells: rejected on the lengths, nothing sized by the count
        rejects(Rule.COUNT_MISMATCH, () -> KZG.recoverCellsAndKzgProofs(new long[1 << 24], cells64));
        rejects(Rule.NON_CANONICAL_FIELD_ELEMENT, () -> {
            byte[] cells = cells64.clone();
            java.util.Arrays.fill(cells, 5 * CELL + 64, 5 * CELL + 96, (byte) 0xff);
            KZG.recoverCellsAndKzgProofs(range(0, 64), cells);
        });
    }

    @Test
    void verificationRejectsBadIndicesCountsLengthsAndEncodings() {
        byte[] infinity = new byte[48];
        infinity[0] = (byte) 0xc0;
        byte[] c2 = new byte[96];
        System.arraycopy(infinity, 0, c2, 0, 48);
        System.arraycopy(infinity, 0, c2, 48, 48);
        byte[] cells2 = new byte[2 * CELL];
        long[] idx2 = {0, 1};
        rejects(Rule.CELL_INDEX, () -> KZG.verifyCellKzgProofBatch(c2, new long[] {0, 128}, cells2, c2));
        rejects(Rule.CELL_INDEX, () -> KZG.verifyCellKzgProofBatch(c2, new long[] {Long.MIN_VALUE, 0}, cells2, c2));
        rejects(Rule.LENGTH, () -> KZG.verifyCellKzgProofBatch(java.util.Arrays.copyOf(c2, 95), idx2, cells2, c2));
        rejects(Rule.LENGTH, () -> KZG.verifyCellKzgProofBatch(c2, idx2, new byte[2 * CELL + 1], c2));
        rejects(Rule.LENGTH, () -> KZG.verifyCellKzgProofBatch(c2, idx2, cells2, java.util.Arrays.copyOf(c2, 97)));
        rejects(Rule.COUNT_MISMATCH, () -> KZG.verifyCellKzgProofBatch(c2, new long[] {0}, cells2, c2));
        rejects(Rule.COUNT_MISMATCH, () -> KZG.verifyCellKzgProofBatch(c2, idx2, new byte[CELL], c2));
        rejects(Rule.COUNT_MISMATCH, () -> KZG.verifyCellKzgProofBatch(c2, new long[1 << 24], cells2, c2));
        rejects(Rule.NON_CANONICAL_FIELD_ELEMENT, () -> {
            byte[] cells = cells2.clone();
            java.util.Arrays.fill(cells, CELL, CELL + 32, (byte) 0xff);
            KZG.verifyCellKzgProofBatch(c2, idx2, cells, c2);
        });
        rejects(Rule.INVALID_G1_POINT, () -> {
            byte[] bad = c2.clone();
            bad[48] = 0; // no compression flag
            KZG.verifyCellKzgProofBatch(bad, idx2, cells2, c2);
        });
        rejects(Rule.INVALID_G1_POINT, () -> {
            byte[] bad = c2.clone();
            bad[95] = 1; // infinity flag with a non-zero body
            KZG.verifyCellKzgProofBatch(c2, idx2, cells2, bad);
        });
    }
}
