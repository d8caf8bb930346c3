package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bls12381Pairing;
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
 * coefficients of I(h_c X), rescaled by h_c^-m. Cost model for n cells over m commitments and
 * d distinct cell indices: 64 n + 64 d Fr products, d inverse FFTs of 64, one MSM of n points
 * and one of m + 64 + n points, a 2-pairing check.
 */
final class CellVerification {
    static final byte[] RANDOM_CHALLENGE_KZG_CELL_BATCH_DOMAIN = "RCKZGCBATCH__V1_".getBytes(StandardCharsets.US_ASCII);

    private static final int PER_CELL = Cells.PER_CELL;
    private static final int COUNT = Cells.COUNT;
    private static final int AFF = G1.AFFINE;

    private final TrustedSetup setup;

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
     * the n cells its commitment's index, cell index, evaluations (64 Fr back to back per cell)
     * and proof (affine); the encodings for the challenge. n &ge; 1.
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

        long[] left = G1.lincomb(proofs, rPowers, n, options);

        // right: commitments by weights, the monomial points by -Σ r^k I_k, proofs by r^k h_k^64
        int total = m + PER_CELL + n;
        long[] points = new long[total * AFF];
        long[] k = new long[total * Fr.L];
        System.arraycopy(commitments, 0, points, 0, m * AFF);
        System.arraycopy(setup.g1Monomial, 0, points, m * AFF, PER_CELL * AFF);
        System.arraycopy(proofs, 0, points, (m + PER_CELL) * AFF, n * AFF);
        long[] shift64 = Domain.of(COUNT).rootsBrp; // h_c^64 = ω_128^brp(c)
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
        long[] inverseShifts = Domain.of(Cells.EXT).inverseRoots; // h_c^-1 = ω_8192^-brp(c)
        long[] interpolation = new long[PER_CELL * Fr.L];
        long[] hInvPower = new long[Fr.L];
        for (int c = 0; c < COUNT; c++) {
            if (!used[c]) {
                continue;
            }
            int off = c * PER_CELL * Fr.L;
            // the coset's element j is h_c ω_64^brp(j): natural order is the values at h_c ω_64^i
            BitReversal.permute(sums, off, PER_CELL, Fr.L);
            FrFft.ifft(sums, off, PER_CELL);
            // coefficients of I(h_c X) to those of I(X): coefficient i times h_c^-i
            int brp = BitReversal.reverse(c, 7);
            Bls12381Fr.setOne(hInvPower, 0);
            for (int i = 0; i < PER_CELL; i++) {
                Bls12381Fr.mul(t, 0, sums, off + i * Fr.L, hInvPower, 0);
                Bls12381Fr.add(interpolation, i * Fr.L, interpolation, i * Fr.L, t, 0);
                Bls12381Fr.mul(hInvPower, 0, hInvPower, 0, inverseShifts, brp * Fr.L);
            }
        }
        for (int i = 0; i < PER_CELL; i++) {
            Bls12381Fr.neg(k, (m + i) * Fr.L, interpolation, i * Fr.L);
        }
        long[] right = G1.lincomb(points, k, total, options);

        long[] g1s = new long[2 * AFF];
        System.arraycopy(left, 0, g1s, 0, AFF);
        Bls12381G1.negateAffine(g1s, AFF, right, 0);
        long[] g2s = new long[2 * Bls12381G2.AFFINE];
        System.arraycopy(setup.g2Monomial, PER_CELL * Bls12381G2.AFFINE, g2s, 0, Bls12381G2.AFFINE);
        System.arraycopy(setup.g2Monomial, 0, g2s, Bls12381G2.AFFINE, Bls12381G2.AFFINE);
        return Bls12381Pairing.pairingCheck(g1s, g2s, 2);
    }
}
