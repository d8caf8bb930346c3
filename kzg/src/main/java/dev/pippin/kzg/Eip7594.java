package dev.pippin.kzg;

import dev.pippin.msm.MsmOptions;

/** PLACEHOLDER: replaced by the fulu cells. */
final class Eip7594 {
    Eip7594(TrustedSetup setup, Eip4844 deneb, int precompute) {}
    byte[] computeCells(long[] poly, MsmOptions o) { throw new UnsupportedOperationException(); }
    CellsAndProofs computeCellsAndProofs(long[] poly, MsmOptions o) { throw new UnsupportedOperationException(); }
    CellsAndProofs recover(long[] idx, byte[] cells, MsmOptions o) { throw new UnsupportedOperationException(); }
    boolean verifyBatch(byte[] c, long[] idx, byte[] cells, byte[] p, MsmOptions o) { throw new UnsupportedOperationException(); }
}
