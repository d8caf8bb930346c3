package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.pairing.Bls12381PreparedG2;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * verify_cell_kzg_proof_batch_impl of the consensus specs, the universal verification equation:
 * with r the Fiat-Shamir challenge, e(Σ r^k π_k, [τ^64]₂) = e(RLC - RLI + RLP, G₂) where RLC =
 * Σ_i w_i C_i (w_i: the sum of the r^k of the cells of commitment i), RLI = [Σ_k r^k I_k(τ)]₁
 * (I_k interpolating cell k over its coset) and RLP = Σ_k r^k h_k^64 π_k.
 *
 * <p>The interpolation sum is taken per cell index before interpolating: the r^k-weighted
 * evaluations of all cells with index c are summed, then one inverse FFT of 64 gives the
 * coefficients of I(h_c X), rescaled by h_c^-m (powers of ω_8192 read from its table; the 1/64 of
 * the inverse FFTs applied once to the sum). Cost model for n cells over m commitments and d
 * distinct cell indices: 65 n + 63 d + 64 Fr products, d inverse FFTs of 64 (no permutation: the
 * cells are in bit-reversed order), an MSM of n points and one of m + 64 + n points, both in
 * one batch-affine Straus run ({@link StrausMsms}: even when every cell has the same index c and
 * RLP = h_c^64 Σ r^k π_k could reuse the left side, since that would make the two MSMs run one
 * after the other, with half as many buckets to share each inversion), a 2-pairing check with
 * both G2 points' lines prepared.
 */
final class CellVerification {
    static final byte[] RANDOM_CHALLENGE_KZG_CELL_BATCH_DOMAIN = "RCKZGCBATCH__V1_".getBytes(StandardCharsets.US_ASCII);

    private static final int PER_CELL = Cells.PER_CELL;
    private static final int COUNT = Cells.COUNT;
    private static final int AFF = G1.AFFINE;

    private final TrustedSetup setup;
    /** [τ^64]₂ and G₂, the two G2 points of every check: their Miller-loop lines computed once. */
    private volatile Bls12381PreparedG2[] verifierG2;

    CellVerification(TrustedSetup setup) {
        this.setup = setup;
    }

    /**
     * compute_verify_cell_kzg_proof_batch_challenge over the deduplicated commitments (m × 48
     * bytes), n commitment indices, n cell indices, n cells' canonical bytes (n × 2048: the
     * bls_field_to_bytes of their coset evaluations) and n proofs (n × 48 bytes); a Fr element.
     */
    static long[] challenge(byte[] commitments, long[] commitmentIndices, long[] cellIndices, byte[] cosetsEvals,
            byte[] proofs) {
        int n = cellIndices.length;
        MessageDigest md = Sha256.digest();
        md.update(RANDOM_CHALLENGE_KZG_CELL_BATCH_DOMAIN);
        Sha256.putBigEndian(md, Eip4844.N, 8);
        Sha256.putBigEndian(md, PER_CELL, 8);
        Sha256.putBigEndian(md, commitments.length / G1.BYTES, 8);
        Sha256.putBigEndian(md, n, 8);
        md.update(commitments);
        for (int k = 0; k < n; k++) {
            Sha256.putBigEndian(md, commitmentIndices[k], 8);
            Sha256.putBigEndian(md, cellIndices[k], 8);
            md.update(cosetsEvals, k * Cells.BYTES_PER_CELL, Cells.BYTES_PER_CELL);
            md.update(proofs, k * G1.BYTES, G1.BYTES);
        }
        return Fr.fromDigest(md.digest());
    }

    /**
     * The equation over validated, decoded input: m distinct commitments (affine), for each of
     * the n cells its commitment's index, cell index, evaluations (64 Fr back to back per cell, as
     * canonical limbs: {@link Fr#decodeCanonical}) and proof (affine); the encodings for the
     * challenge. n &ge; 1. The evaluations enter only linearly (weighted sums, an inverse FFT,
     * products by roots), so they stay canonical, with no product to enter Montgomery form, until
     * the last factor, which carries an extra R and so leaves the MSM's scalars in Montgomery form.
     */
    boolean verify(long[] commitments, byte[] commitmentBytes, int[] commitmentIndices, int[] cellIndices,
            long[] evals, byte[] cellBytes, long[] proofs, byte[] proofBytes, MsmOptions options) {
        int n = cellIndices.length;
        int m = commitments.length / AFF;
        long[] longCommitmentIndices = new long[n];
        long[] longCellIndices = new long[n];
        for (int k = 0; k < n; k++) {
            longCommitmentIndices[k] = commitmentIndices[k];
            longCellIndices[k] = cellIndices[k];
        }
        long[] r = challenge(commitmentBytes, longCommitmentIndices, longCellIndices, cellBytes, proofBytes);
        long[] rPowers = Domain.powers(r, n);

        // right: commitments by weights, the monomial points by -Σ r^k I_k, and RLP = Σ r^k h_k^64 π_k,
        // the proofs by r^k h_k^64 (with the left side, Σ r^k π_k, in one batch-affine run below)
        long[] shift64 = Domain.of(COUNT).rootsBrp; // h_c^64 = ω_128^brp(c)
        int total = m + PER_CELL + n;
        long[] points = new long[total * AFF];
        long[] k = new long[total * Fr.L];
        System.arraycopy(commitments, 0, points, 0, m * AFF);
        System.arraycopy(setup.g1Monomial, 0, points, m * AFF, PER_CELL * AFF);
        System.arraycopy(proofs, 0, points, (m + PER_CELL) * AFF, n * AFF);
        // per cell index: Σ r^k (evaluations of cell k), in the cell's (bit-reversed) order
        long[] sums = new long[COUNT * PER_CELL * Fr.L];
        boolean[] used = new boolean[COUNT];
        long[] t = new long[Fr.L];
        for (int c = 0; c < n; c++) {
            int rk = c * Fr.L;
            int ci = cellIndices[c];
            used[ci] = true;
            Bls12381Fr.add(k, commitmentIndices[c] * Fr.L, k, commitmentIndices[c] * Fr.L, rPowers, rk);
            Bls12381Fr.mul(k, (m + PER_CELL + c) * Fr.L, rPowers, rk, shift64, ci * Fr.L);
            for (int j = 0; j < PER_CELL; j++) {
                int at = (ci * PER_CELL + j) * Fr.L;
                Bls12381Fr.mul(t, 0, rPowers, rk, evals, (c * PER_CELL + j) * Fr.L);
                Bls12381Fr.add(sums, at, sums, at, t, 0);
            }
        }
        // h_c^-i = ω_8192^-(brp(c) i): a table entry, not a running product
        long[] inverseRoots = Domain.of(Cells.EXT).inverseRoots;
        long[] interpolation = new long[PER_CELL * Fr.L];
        for (int c = 0; c < COUNT; c++) {
            if (!used[c]) {
                continue;
            }
            int off = c * PER_CELL * Fr.L;
            // the coset's element j is h_c ω_64^brp(j): the sums are in bit-reversed order, and the
            // inverse FFT of them is 64 times the coefficients of I(h_c X)
            FrFft.ifftFromBitReversedUnscaled(sums, off, PER_CELL, options.lanes());
            // coefficients of I(h_c X) to 64 times those of I(X): coefficient i times h_c^-i
            int brp = BitReversal.reverse(c, 7);
            Bls12381Fr.add(interpolation, 0, interpolation, 0, sums, off);
            for (int i = 1; i < PER_CELL; i++) {
                Bls12381Fr.mul(t, 0, sums, off + i * Fr.L, inverseRoots, ((brp * i) & (Cells.EXT - 1)) * Fr.L);
                Bls12381Fr.add(interpolation, i * Fr.L, interpolation, i * Fr.L, t, 0);
            }
        }
        // the 1/64 of the inverse FFTs, once for all cell indices, and the sign
        long[] minusInvPerCell = new long[Fr.L];
        Bls12381Fr.neg(minusInvPerCell, 0, Domain.of(PER_CELL).invN, 0);
        Bls12381Fr.toMontgomery(minusInvPerCell, 0, minusInvPerCell, 0);   // times R: canonical in, Montgomery out
        for (int i = 0; i < PER_CELL; i++) {
            Bls12381Fr.mul(k, (m + i) * Fr.L, interpolation, i * Fr.L, minusInvPerCell, 0);
        }
        long[][] sides = StrausMsms.lincombs(new long[][] {proofs, points}, new long[][] {rPowers, k},
                new int[] {n, total}, options);
        long[] left = sides[0], right = sides[1];

        // e(left, [τ^64]₂) = e(right, G₂) as e(left, [τ^64]₂) e(-right, G₂) = 1
        long[] g1s = new long[2 * AFF];
        System.arraycopy(left, 0, g1s, 0, AFF);
        Bls12381G1.negateAffine(g1s, AFF, right, 0);
        return Bls12381Pairing.pairingCheck(g1s, verifierG2());
    }

    /** [τ^64]₂ and G₂ with their Miller-loop lines, prepared on the first verification. */
    private Bls12381PreparedG2[] verifierG2() {
        Bls12381PreparedG2[] q = verifierG2;
        if (q == null) {
            q = new Bls12381PreparedG2[] {Bls12381PreparedG2.of(setup.g2Monomial, PER_CELL * Bls12381G2.AFFINE),
                    Bls12381PreparedG2.of(setup.g2Monomial, 0)};
            verifierG2 = q;   // idempotent: a race prepares the same lines twice, harmlessly
        }
        return q;
    }
}
