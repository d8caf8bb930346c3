package dev.pippin.kzg;

/** compute_kzg_proof's answer: the 48-byte proof and the 32-byte evaluation y (getters as jc-kzg-4844's). */
public final class ProofAndY {
    private final byte[] proof;
    private final byte[] y;

    ProofAndY(byte[] proof, byte[] y) {
        this.proof = proof;
        this.y = y;
    }

    /** The proof, 48 bytes (a copy). */
    public byte[] getProof() {
        return proof.clone();
    }

    /** y = p(z), 32 big-endian bytes (a copy). */
    public byte[] getY() {
        return y.clone();
    }
}
