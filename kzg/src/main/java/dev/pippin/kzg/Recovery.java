package dev.pippin.kzg;

import dev.pippin.lanes.LaneMode;
import dev.pippin.field.Bls12381Fr;

/**
 * recover_polynomialcoeff of the consensus specs: the 4096 coefficients of the polynomial P whose
 * extension the given cells (at least 64 of the 128) belong to. With E the extended blob with
 * zeros for the missing cells and Z the polynomial vanishing on the missing cells' cosets,
 * E·Z = P·Z on the 8192-domain, and P·Z has degree below 8192: so an inverse FFT gives P·Z in
 * coefficient form, and P = (P·Z) / Z divides pointwise over the coset 7⟨ω_8192⟩, where Z has no
 * zero. Z is Z_short(X^64), Z_short vanishing on the missing cells' h^64 (128th roots of unity).
 *
 * <p>Cost model: five FFTs of 8192 (about 270 k Fr products: Z's evaluations on the domain and
 * on the coset, the inverse FFT, the coset FFT and its inverse), 8192 products by Z, one batch
 * inversion of 8192 elements, and Z_short by schoolbook products (at most 64 × 64 / 2).
 */
final class Recovery {
    private Recovery() {}

    private static final int EXT = Cells.EXT;
    private static final int PER_CELL = Cells.PER_CELL;
    private static final int COUNT = Cells.COUNT;

    /**
     * The coefficients of P from the cells with the given indices (validated: strictly
     * ascending, below 128, at least 64), their elements back to back in {@code evals}.
     */
    static long[] recoverCoefficients(int[] indices, long[] evals, LaneMode lanes) {
        long[] e = new long[EXT * Fr.L];
        boolean[] present = new boolean[COUNT];
        for (int i = 0; i < indices.length; i++) {
            present[indices[i]] = true;
            System.arraycopy(evals, i * PER_CELL * Fr.L, e, indices[i] * PER_CELL * Fr.L, PER_CELL * Fr.L);
        }
        BitReversal.permute(e, 0, EXT, Fr.L);

        long[] z = vanishingPolynomial(present);
        long[] zEval = z.clone();
        FrFft.fft(zEval, 0, EXT, lanes);
        for (int i = 0; i < EXT; i++) {
            Bls12381Fr.mul(e, i * Fr.L, e, i * Fr.L, zEval, i * Fr.L);
        }
        FrFft.ifft(e, 0, EXT, lanes);
        FrFft.cosetFft(e, 0, EXT, lanes);
        long[] zCoset = z; // no longer needed in coefficient form
        FrFft.cosetFft(zCoset, 0, EXT, lanes);
        Bls12381Fr.batchInverse(zCoset, 0, EXT, new long[(EXT + 1) * Fr.L]);
        for (int i = 0; i < EXT; i++) {
            Bls12381Fr.mul(e, i * Fr.L, e, i * Fr.L, zCoset, i * Fr.L);
        }
        FrFft.cosetIfft(e, 0, EXT, lanes);
        return java.util.Arrays.copyOf(e, Cells.N * Fr.L);
    }

    /**
     * construct_vanishing_polynomial: the 8192 coefficients of Z(X) = Π_missing (X^64 - x_c) with
     * x_c = ω_128^brp(c) (the 64th power of cell c's coset shift), for the cells not present.
     */
    static long[] vanishingPolynomial(boolean[] present) {
        long[] roots = Domain.of(COUNT).rootsBrp;
        long[] shortZ = new long[(COUNT + 1) * Fr.L];
        Bls12381Fr.setOne(shortZ, 0);
        int degree = 0;
        long[] t = new long[Fr.L];
        for (int c = 0; c < COUNT; c++) {
            if (present[c]) {
                continue;
            }
            // (X - x) · shortZ: coefficient i becomes shortZ[i - 1] - x shortZ[i]
            degree++;
            Bls12381Fr.copy(shortZ, degree * Fr.L, shortZ, (degree - 1) * Fr.L);
            for (int i = degree - 1; i >= 1; i--) {
                Bls12381Fr.mul(t, 0, shortZ, i * Fr.L, roots, c * Fr.L);
                Bls12381Fr.sub(shortZ, i * Fr.L, shortZ, (i - 1) * Fr.L, t, 0);
            }
            Bls12381Fr.mul(t, 0, shortZ, 0, roots, c * Fr.L);
            Bls12381Fr.neg(shortZ, 0, t, 0);
        }
        long[] z = new long[EXT * Fr.L];
        for (int i = 0; i <= degree; i++) {
            Bls12381Fr.copy(z, i * PER_CELL * Fr.L, shortZ, i * Fr.L);
        }
        return z;
    }
}
