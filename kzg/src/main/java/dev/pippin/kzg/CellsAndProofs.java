package dev.pippin.kzg;

/**
 * compute_cells_and_kzg_proofs' and recover_cells_and_kzg_proofs' answer: the 128 cells of an
 * extended blob (2048 bytes each, flattened) and their 128 proofs (48 bytes each, flattened), in
 * cell-index order (getters as jc-kzg-4844's).
 */
public final class CellsAndProofs {
    private final byte[] cells;
    private final byte[] proofs;

    CellsAndProofs(byte[] cells, byte[] proofs) {
        this.cells = cells;
        this.proofs = proofs;
    }

    /** 128 × 2048 bytes (a copy). */
    public byte[] getCells() {
        return cells.clone();
    }

    /** 128 × 48 bytes (a copy). */
    public byte[] getProofs() {
        return proofs.clone();
    }
}
