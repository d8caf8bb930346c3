package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * compute_cells, compute_cells_and_kzg_proofs, recover_cells_and_kzg_proofs and
 * verify_cell_kzg_proof_batch on random blobs, against independent oracles: the blob's
 * polynomial evaluated with BigInteger (barycentric form) at coset points, the spec's direct
 * proof (the quotient by X^64 - h^64 in coefficient form, committed over the monomial points),
 * and the original cells and proofs for recovery. One instance without tables, so the FK20
 * columns are built once for the class.
 */
class CellsAndProofsTest {
    private static final BigInteger R = Fr.MODULUS;
    private static final int N = Kzg.FIELD_ELEMENTS_PER_BLOB;
    private static final int CELL = Kzg.BYTES_PER_CELL;

    private static Kzg kzg;
    private static byte[] blob;
    private static CellsAndProofs cp;
    private static byte[] commitment;

    @BeforeAll
    static void setUp() {
        kzg = Kzg.of(TrustedSetup.mainnet(), Kzg.Options.defaults().withThreads(1).withPrecompute(0));
        blob = randomBlob(new Random(31));
        cp = kzg.computeCellsAndKzgProofs(blob);
        commitment = kzg.blobToKzgCommitment(blob);
    }

    static byte[] randomBlob(Random rnd) {
        byte[] b = new byte[Kzg.BYTES_PER_BLOB];
        for (int i = 0; i < N; i++) {
            byte[] e = new BigInteger(256, rnd).mod(R).toByteArray();
            int len = Math.min(e.length, 32);
            System.arraycopy(e, e.length - len, b, i * 32 + 32 - len, len);
        }
        return b;
    }

    private static BigInteger element(byte[] a, int i) {
        return new BigInteger(1, Arrays.copyOfRange(a, i * 32, i * 32 + 32));
    }

    /** The blob's polynomial at z (not in the domain), barycentric over the bit-reversed 4096 roots. */
    private static BigInteger evaluate(byte[] blob, BigInteger z) {
        BigInteger w = BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(N)), R);
        BigInteger[] powers = new BigInteger[N];
        powers[0] = BigInteger.ONE;
        for (int i = 1; i < N; i++) {
            powers[i] = powers[i - 1].multiply(w).mod(R);
        }
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < N; i++) {
            BigInteger wi = powers[Integer.reverse(i) >>> 20];
            sum = sum.add(element(blob, i).multiply(wi).multiply(z.subtract(wi).modInverse(R))).mod(R);
        }
        BigInteger scale = z.modPow(BigInteger.valueOf(N), R).subtract(BigInteger.ONE).multiply(BigInteger.valueOf(N).modInverse(R));
        return sum.multiply(scale).mod(R);
    }

    /** coset_for_cell(c)[j] = ω_8192^brp13(64 c + j). */
    private static BigInteger cosetPoint(int c, int j) {
        BigInteger w = BigInteger.valueOf(7).modPow(R.subtract(BigInteger.ONE).divide(BigInteger.valueOf(2 * N)), R);
        return w.modPow(BigInteger.valueOf(Integer.reverse(64 * c + j) >>> 19), R);
    }

    @Test
    void theFirstHalfOfTheCellsIsTheBlob() {
        byte[] cells = kzg.computeCells(blob);
        assertArrayEquals(blob, Arrays.copyOf(cells, Kzg.BYTES_PER_BLOB));
        assertArrayEquals(cells, cp.getCells());
    }

    @Test
    void cellsAreThePolynomialOnTheirCosets() {
        byte[] cells = cp.getCells();
        for (int c : new int[] {64, 127}) {
            for (int j : new int[] {0, 1, 37, 63}) {
                assertEquals(evaluate(blob, cosetPoint(c, j)), element(cells, c * 64 + j), "cell " + c + " element " + j);
            }
        }
    }

    @Test
    void proofsAreTheCommitmentsToTheQuotients() {
        long[] coefficients = Cells.toCoefficients(Eip4844.blobToPolynomial(blob, 0, "blob"), LaneMode.OFF);
        byte[] proofs = cp.getProofs();
        for (int c : new int[] {0, 1, 100}) {
            // f / (X^64 - s) for s = h^64: q_m = f_{m+64} + s q_{m+64}, from the top
            long[] s = Fr.of(cosetPoint(c, 0).modPow(BigInteger.valueOf(64), R));
            long[] q = new long[(N - 64) * Fr.L];
            long[] t = new long[Fr.L];
            for (int m = N - 65; m >= 0; m--) {
                Bls12381Fr.copy(q, m * Fr.L, coefficients, (m + 64) * Fr.L);
                if (m + 64 < N - 64) {
                    Bls12381Fr.mul(t, 0, q, (m + 64) * Fr.L, s, 0);
                    Bls12381Fr.add(q, m * Fr.L, q, m * Fr.L, t, 0);
                }
            }
            long[] points = Arrays.copyOf(TrustedSetup.mainnet().g1Monomial, (N - 64) * G1.AFFINE);
            long[] proof = G1.lincomb(points, q, N - 64, MsmOptions.defaults().withThreads(1));
            assertArrayEquals(G1.encode(proof, 0), Arrays.copyOfRange(proofs, c * 48, c * 48 + 48), "proof of cell " + c);
        }
    }

    @Test
    void batchVerificationAcceptsTheCellsAndRejectsATamperedOne() {
        int n = 6;
        long[] idx = {3, 17, 64, 90, 17, 127};
        byte[] commitments = new byte[n * 48];
        byte[] cells = new byte[n * CELL];
        byte[] proofs = new byte[n * 48];
        byte[] allCells = cp.getCells();
        byte[] allProofs = cp.getProofs();
        for (int k = 0; k < n; k++) {
            System.arraycopy(commitment, 0, commitments, k * 48, 48);
            System.arraycopy(allCells, (int) idx[k] * CELL, cells, k * CELL, CELL);
            System.arraycopy(allProofs, (int) idx[k] * 48, proofs, k * 48, 48);
        }
        assertTrue(kzg.verifyCellKzgProofBatch(commitments, idx, cells, proofs));
        assertTrue(kzg.verifyCellKzgProofBatch(new byte[0], new long[0], new byte[0], new byte[0]));

        byte[] badCell = cells.clone();
        badCell[2 * CELL + 31] ^= 1;
        assertFalse(kzg.verifyCellKzgProofBatch(commitments, idx, badCell, proofs), "tampered cell");

        byte[] swapped = proofs.clone();
        System.arraycopy(proofs, 0, swapped, 48, 48);
        System.arraycopy(proofs, 48, swapped, 0, 48);
        assertFalse(kzg.verifyCellKzgProofBatch(commitments, idx, cells, swapped), "swapped proofs");

        long[] moved = idx.clone();
        moved[3] = 91;
        assertFalse(kzg.verifyCellKzgProofBatch(commitments, moved, cells, proofs), "wrong index");

        byte[] otherCommitment = kzg.blobToKzgCommitment(randomBlob(new Random(32)));
        byte[] badCommitments = commitments.clone();
        System.arraycopy(otherCommitment, 0, badCommitments, 4 * 48, 48);
        assertFalse(kzg.verifyCellKzgProofBatch(badCommitments, idx, cells, proofs), "other commitment");
    }

    /**
     * A column (every cell the same index), where the verification takes Σ r^k h^64 π_k as h^64
     * times the left side instead of an MSM over the proofs: it accepts, and rejects what the
     * general path rejects, down to a single cell.
     */
    @Test
    void columnVerificationAcceptsTheCellsAndRejectsATamperedOne() {
        byte[] otherBlob = randomBlob(new Random(33));
        CellsAndProofs other = kzg.computeCellsAndKzgProofs(otherBlob);
        byte[] otherCommitment = kzg.blobToKzgCommitment(otherBlob);
        byte[][] blobCells = {cp.getCells(), other.getCells(), cp.getCells()};
        byte[][] blobProofs = {cp.getProofs(), other.getProofs(), cp.getProofs()};
        byte[][] blobCommitments = {commitment, otherCommitment, commitment};
        int n = 3, c = 7;
        long[] idx = new long[n];
        byte[] commitments = new byte[n * 48];
        byte[] cells = new byte[n * CELL];
        byte[] proofs = new byte[n * 48];
        for (int k = 0; k < n; k++) {
            idx[k] = c;
            System.arraycopy(blobCommitments[k], 0, commitments, k * 48, 48);
            System.arraycopy(blobCells[k], c * CELL, cells, k * CELL, CELL);
            System.arraycopy(blobProofs[k], c * 48, proofs, k * 48, 48);
        }
        assertTrue(kzg.verifyCellKzgProofBatch(commitments, idx, cells, proofs));
        assertTrue(kzg.verifyCellKzgProofBatch(Arrays.copyOf(commitments, 48), new long[] {c},
                Arrays.copyOf(cells, CELL), Arrays.copyOf(proofs, 48)), "one cell");

        byte[] badCell = cells.clone();
        badCell[CELL + 31] ^= 1;
        assertFalse(kzg.verifyCellKzgProofBatch(commitments, idx, badCell, proofs), "tampered cell");

        byte[] swapped = proofs.clone();
        System.arraycopy(proofs, 0, swapped, 48, 48);
        System.arraycopy(proofs, 48, swapped, 0, 48);
        assertFalse(kzg.verifyCellKzgProofBatch(commitments, idx, cells, swapped), "swapped proofs");

        long[] moved = new long[n];
        Arrays.fill(moved, c + 1);
        assertFalse(kzg.verifyCellKzgProofBatch(commitments, moved, cells, proofs), "every index moved");
        assertFalse(kzg.verifyCellKzgProofBatch(Arrays.copyOf(commitments, 48), new long[] {c + 1},
                Arrays.copyOf(cells, CELL), Arrays.copyOf(proofs, 48)), "one cell, wrong index");

        byte[] badCommitments = commitments.clone();
        System.arraycopy(otherCommitment, 0, badCommitments, 0, 48);
        assertFalse(kzg.verifyCellKzgProofBatch(badCommitments, idx, cells, proofs), "other commitment");
    }

    @Test
    void recoveryFromRandomSubsetsGivesBackEveryCellAndProof() {
        Random rnd = new Random(33);
        byte[] allCells = cp.getCells();
        for (int count : new int[] {64, 64 + rnd.nextInt(63), 127}) {
            boolean[] keep = new boolean[128];
            int kept = 0;
            while (kept < count) {
                int c = rnd.nextInt(128);
                if (!keep[c]) {
                    keep[c] = true;
                    kept++;
                }
            }
            long[] idx = new long[count];
            byte[] cells = new byte[count * CELL];
            for (int c = 0, k = 0; c < 128; c++) {
                if (keep[c]) {
                    idx[k] = c;
                    System.arraycopy(allCells, c * CELL, cells, k++ * CELL, CELL);
                }
            }
            CellsAndProofs got = kzg.recoverCellsAndKzgProofs(idx, cells);
            assertArrayEquals(allCells, got.getCells(), count + " cells");
            assertArrayEquals(cp.getProofs(), got.getProofs(), count + " cells");
        }
    }
}
