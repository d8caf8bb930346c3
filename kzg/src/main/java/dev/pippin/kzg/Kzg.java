package dev.pippin.kzg;

import dev.pippin.msm.MsmOptions;
import java.util.Objects;

/**
 * KZG for Ethereum: the functions of the consensus specs' deneb polynomial commitments (EIP-4844)
 * and fulu cells (EIP-7594) over one trusted setup, named and shaped as jc-kzg-4844's
 * {@code CKZG4844JNI} (flattened byte arrays for lists, {@code long[]} cell indices), so that a
 * client's adapter moves over with a change of dependency (docs/KZG.md maps every call).
 *
 * <p>Every argument is validated as the specs require, before anything is computed or allocated
 * from it: lengths (a flattened list must be a whole number of items, and match its count), field
 * elements canonical, points valid compressed G1 elements in the subgroup (the point at infinity
 * allowed), cell indices below 128, strictly ascending for recovery. A violation throws
 * {@link KzgException} naming the rule; a verification of well-formed input that does not hold
 * returns false. Null arguments throw {@link NullPointerException}.
 *
 * <p>An instance is immutable and thread-safe: any number of threads may call it at once. Each
 * call allocates its own scratch; {@link Options#threads()} bounds the worker threads one call's
 * MSMs use. All inputs are public: every path is variable time.
 */
public final class Kzg {
    public static final int BYTES_PER_FIELD_ELEMENT = Fr.BYTES;
    public static final int FIELD_ELEMENTS_PER_BLOB = TrustedSetup.G1_POINTS;
    public static final int BYTES_PER_BLOB = Eip4844.BYTES_PER_BLOB;
    public static final int BYTES_PER_COMMITMENT = G1.BYTES;
    public static final int BYTES_PER_PROOF = G1.BYTES;
    public static final int FIELD_ELEMENTS_PER_EXT_BLOB = 2 * FIELD_ELEMENTS_PER_BLOB;
    public static final int FIELD_ELEMENTS_PER_CELL = 64;
    public static final int BYTES_PER_CELL = FIELD_ELEMENTS_PER_CELL * BYTES_PER_FIELD_ELEMENT;
    public static final int CELLS_PER_EXT_BLOB = FIELD_ELEMENTS_PER_EXT_BLOB / FIELD_ELEMENTS_PER_CELL;

    /**
     * How calls run.
     *
     * @param threads    worker threads of one call's MSMs (at least 1)
     * @param precompute fixed-base precomputation: 0 for none; else the width of the tables of the
     *                   cell proofs' MSMs (their memory per width: {@link Fk20Tables}), and the
     *                   commitments' and proofs' table of Lagrange multiples (9.2 MB, built on the
     *                   first commitment in about a second)
     */
    public record Options(int threads, int precompute) {
        public Options {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, got " + threads);
            }
            if (precompute < 0 || precompute > Fk20Tables.MAX_WIDTH) {
                throw new IllegalArgumentException("precompute must be 0 (none) or in [1, " + Fk20Tables.MAX_WIDTH
                        + "], got " + precompute);
            }
        }

        /** Every core, and the default table width ({@link Fk20Tables#DEFAULT_WIDTH}). */
        public static Options defaults() {
            return new Options(Runtime.getRuntime().availableProcessors(), Fk20Tables.DEFAULT_WIDTH);
        }

        public Options withThreads(int t) {
            return new Options(t, precompute);
        }

        public Options withPrecompute(int w) {
            return new Options(threads, w);
        }
    }

    private final TrustedSetup setup;
    private final Options options;
    private final MsmOptions msm;
    private final Eip4844 deneb;
    private final Eip7594 fulu;

    private Kzg(TrustedSetup setup, Options options) {
        this.setup = Objects.requireNonNull(setup, "setup");
        this.options = Objects.requireNonNull(options, "options");
        this.msm = MsmOptions.defaults().withThreads(options.threads());
        this.deneb = new Eip4844(setup, options.precompute() > 0, options.threads());
        this.fulu = new Eip7594(setup, options.precompute());
    }

    /** The mainnet setup with {@link Options#defaults()}: one shared instance. */
    public static Kzg mainnet() {
        return MainnetHolder.KZG;
    }

    private static final class MainnetHolder {
        static final Kzg KZG = new Kzg(TrustedSetup.mainnet(), Options.defaults());
    }

    /** Over the given setup with {@link Options#defaults()}. */
    public static Kzg of(TrustedSetup setup) {
        return new Kzg(setup, Options.defaults());
    }

    /** Over the given setup with the given options. */
    public static Kzg of(TrustedSetup setup, Options options) {
        return new Kzg(setup, options);
    }

    public TrustedSetup setup() {
        return setup;
    }

    public Options options() {
        return options;
    }

    // ------------------------------------------------------------------ deneb (EIP-4844)

    /** blob_to_kzg_commitment: the 48-byte commitment to a 131 072-byte blob. */
    public byte[] blobToKzgCommitment(byte[] blob) {
        Args.length(blob, BYTES_PER_BLOB, "blob");
        return G1.encode(deneb.commit(Eip4844.blobToCanonical(blob, 0, "blob"), msm), 0);
    }

    /** compute_kzg_proof: the proof that the blob's polynomial takes the value y at z, and y. */
    public ProofAndY computeKzgProof(byte[] blob, byte[] zBytes) {
        Args.length(blob, BYTES_PER_BLOB, "blob");
        Args.length(zBytes, BYTES_PER_FIELD_ELEMENT, "z");
        long[] poly = Eip4844.blobToCanonical(blob, 0, "blob");
        long[] z = new long[Fr.L];
        Fr.decode(zBytes, 0, 1, z, 0, "z");
        long[][] py = deneb.proveAt(poly, z, msm);
        byte[] y = new byte[Fr.BYTES];
        Fr.encode(py[1], 0, 1, y, 0);
        return new ProofAndY(G1.encode(py[0], 0), y);
    }

    /** compute_blob_kzg_proof: the proof at the blob's Fiat-Shamir challenge, given its commitment. */
    public byte[] computeBlobKzgProof(byte[] blob, byte[] commitmentBytes) {
        Args.length(blob, BYTES_PER_BLOB, "blob");
        Args.length(commitmentBytes, BYTES_PER_COMMITMENT, "commitment");
        long[] poly = Eip4844.blobToCanonical(blob, 0, "blob");
        G1.decode(commitmentBytes, 0, new long[G1.AFFINE], 0, "commitment");
        long[] z = Eip4844.challenge(blob, 0, commitmentBytes, 0);
        return G1.encode(deneb.proveAt(poly, z, msm)[0], 0);
    }

    /** verify_kzg_proof: whether the proof shows that the committed polynomial is y at z. */
    public boolean verifyKzgProof(byte[] commitmentBytes, byte[] zBytes, byte[] yBytes, byte[] proofBytes) {
        Args.length(commitmentBytes, BYTES_PER_COMMITMENT, "commitment");
        Args.length(zBytes, BYTES_PER_FIELD_ELEMENT, "z");
        Args.length(yBytes, BYTES_PER_FIELD_ELEMENT, "y");
        Args.length(proofBytes, BYTES_PER_PROOF, "proof");
        long[] c = new long[G1.AFFINE];
        G1.decode(commitmentBytes, 0, c, 0, "commitment");
        long[] z = new long[Fr.L];
        long[] y = new long[Fr.L];
        Fr.decode(zBytes, 0, 1, z, 0, "z");
        Fr.decode(yBytes, 0, 1, y, 0, "y");
        long[] proof = new long[G1.AFFINE];
        G1.decode(proofBytes, 0, proof, 0, "proof");
        return deneb.verify(c, z, y, proof);
    }

    /** verify_blob_kzg_proof: whether the proof is the blob's proof for that commitment. */
    public boolean verifyBlobKzgProof(byte[] blob, byte[] commitmentBytes, byte[] proofBytes) {
        Args.length(blob, BYTES_PER_BLOB, "blob");
        Args.length(commitmentBytes, BYTES_PER_COMMITMENT, "commitment");
        Args.length(proofBytes, BYTES_PER_PROOF, "proof");
        long[] poly = Eip4844.blobToCanonical(blob, 0, "blob");
        long[] c = new long[G1.AFFINE];
        G1.decode(commitmentBytes, 0, c, 0, "commitment");
        long[] proof = new long[G1.AFFINE];
        G1.decode(proofBytes, 0, proof, 0, "proof");
        long[] z = Eip4844.challenge(blob, 0, commitmentBytes, 0);
        long[] y = deneb.evaluate(poly, z, msm.lanes());
        return deneb.verify(c, z, y, proof);
    }

    /**
     * verify_blob_kzg_proof_batch over {@code count} blobs, commitments and proofs, each list
     * flattened (count × 131 072, count × 48, count × 48 bytes); true for count 0.
     */
    public boolean verifyBlobKzgProofBatch(byte[] blobs, byte[] commitmentsBytes, byte[] proofsBytes, long count) {
        Objects.requireNonNull(blobs, "blobs");
        Objects.requireNonNull(commitmentsBytes, "commitments");
        Objects.requireNonNull(proofsBytes, "proofs");
        int n = Args.count(count, blobs.length, BYTES_PER_BLOB, "blobs");
        Args.flattened(commitmentsBytes, n, BYTES_PER_COMMITMENT, "commitments");
        Args.flattened(proofsBytes, n, BYTES_PER_PROOF, "proofs");
        // the points first, all at once (batched square roots and subgroup checks), then the blobs
        long[] commitments = G1.decodeBatch(commitmentsBytes, 0, n, "commitment", msm);
        long[] proofs = G1.decodeBatch(proofsBytes, 0, n, "proof", msm);
        long[] zs = new long[n * Fr.L];
        long[] ys = new long[n * Fr.L];
        for (int i = 0; i < n; i++) {
            long[] poly = Eip4844.blobToCanonical(blobs, i * BYTES_PER_BLOB, "blob " + i);
            long[] z = Eip4844.challenge(blobs, i * BYTES_PER_BLOB, commitmentsBytes, i * G1.BYTES);
            System.arraycopy(z, 0, zs, i * Fr.L, Fr.L);
            System.arraycopy(deneb.evaluate(poly, z, msm.lanes()), 0, ys, i * Fr.L, Fr.L);
        }
        return deneb.verifyBatch(n, commitments, commitmentsBytes, zs, ys, proofs, proofsBytes, msm);
    }

    // ------------------------------------------------------------------ fulu (EIP-7594)

    /** compute_cells: the 128 cells of the blob's extension, flattened (128 × 2048 bytes). */
    public byte[] computeCells(byte[] blob) {
        Args.length(blob, BYTES_PER_BLOB, "blob");
        return Eip7594.computeCells(Eip4844.blobToCanonical(blob, 0, "blob"), msm.lanes());
    }

    /** compute_cells_and_kzg_proofs: the 128 cells and their 128 proofs. */
    public CellsAndProofs computeCellsAndKzgProofs(byte[] blob) {
        Args.length(blob, BYTES_PER_BLOB, "blob");
        return fulu.computeCellsAndProofs(Eip4844.blobToPolynomial(blob, 0, "blob"), msm);
    }

    /**
     * recover_cells_and_kzg_proofs: every cell and proof of an extended blob from at least 64 of
     * its cells, given with their indices (strictly ascending, below 128), cells flattened.
     */
    public CellsAndProofs recoverCellsAndKzgProofs(long[] cellIndices, byte[] cells) {
        Objects.requireNonNull(cellIndices, "cell indices");
        Objects.requireNonNull(cells, "cells");
        return fulu.recover(cellIndices, cells, msm);
    }

    /**
     * verify_cell_kzg_proof_batch: whether every cell i (flattened, 2048 bytes each) with index
     * cellIndices[i] is proved by proofs[i] against commitments[i] (flattened, 48 bytes each); the
     * four lists of equal length; true for empty lists.
     */
    public boolean verifyCellKzgProofBatch(byte[] commitmentsBytes, long[] cellIndices, byte[] cells, byte[] proofsBytes) {
        Objects.requireNonNull(commitmentsBytes, "commitments");
        Objects.requireNonNull(cellIndices, "cell indices");
        Objects.requireNonNull(cells, "cells");
        Objects.requireNonNull(proofsBytes, "proofs");
        return fulu.verifyBatch(commitmentsBytes, cellIndices, cells, proofsBytes, msm);
    }
}
