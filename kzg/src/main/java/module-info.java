/**
 * KZG polynomial commitments for Ethereum on BLS12-381, as the consensus specs define them:
 * EIP-4844 blobs (deneb: commitments, proofs at a point and for a blob, their verification and
 * batch verification) and EIP-7594 cells (fulu: the extended blob's 128 cells, their FK20 proofs,
 * recovery from half of them, batch verification), over the mainnet trusted setup bundled in a
 * fast-loading form or any setup in c-kzg's text format. Entry point: {@link dev.pippin.kzg.Kzg}.
 */
module dev.pippin.kzg {
    requires transitive dev.pippin.msm;
    requires dev.pippin.pairing;
    requires dev.pippin.glv;

    exports dev.pippin.kzg;
}
