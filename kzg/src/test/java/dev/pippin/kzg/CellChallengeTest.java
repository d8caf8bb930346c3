package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** compute_verify_cell_kzg_proof_batch_challenge, the specs' internal function. */
class CellChallengeTest {
    /**
     * The consensus specs' reference case "single_cell": one commitment and one proof at infinity,
     * commitment index 0, cell index 0, a cell of zeros.
     */
    @Test
    void matchesTheSpecsSingleCellCase() {
        byte[] infinity = new byte[48];
        infinity[0] = (byte) 0xc0;
        byte[] r = Eip7594.computeVerifyCellKzgProofBatchChallenge(infinity, new long[] {0}, new long[] {0},
                new byte[Kzg.BYTES_PER_CELL], infinity);
        assertArrayEquals(HexFormat.of().parseHex("1000523788309eef9e3f63be097bcae5a4ba5ae6c035d5fc57eab11028749a59"), r);
    }
}
