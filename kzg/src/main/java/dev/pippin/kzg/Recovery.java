package dev.pippin.kzg;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.LaneMode;

/**
 * recover_polynomialcoeff of the consensus specs: the 4096 coefficients of the polynomial P whose
 * extension the given cells (at least 64 of the 128) belong to. With E the extended blob with
 * zeros for the missing cells and Z the polynomial vanishing on the missing cells' cosets,
 * E·Z = P·Z on the 8192-domain, and P·Z has degree below 8192: so an inverse FFT gives P·Z in
 * coefficient form, and P = (P·Z) / Z divides pointwise over the coset 7⟨ω_8192⟩, where Z has no
 * zero. Z is Z_short(X^64), Z_short vanishing on the missing cells' h^64 (128th roots of unity).
 *
 * <p>Z's values repeat: Z(ω_8192^i) = Z_short(ω_128^i) and Z(g ω_8192^i) = Z_short(g^64 ω_128^i),
 * with period 128 in i. So Z is evaluated by two transforms of 128 (one over the coset g^64
 * ⟨ω_128⟩) and inverted over 128 values, not by two transforms of 8192 and an inversion of 8192.
 *
 * <p>Cost model: three FFTs of 8192 (about 160 k Fr products: the inverse FFT, the coset FFT and
 * its inverse), two of 128, 2 × 8192 pointwise products, a batch inversion of 128 elements, and
 * Z_short by schoolbook products (at most 64 × 64 / 2).
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

        // Z(X) = Z_short(X^64), so Z(ω_8192^i) = Z_short(ω_128^(i mod 128)): Z on the domain is the
        // 128-point transform of Z_short, repeated; on the coset, Z(g ω_8192^i) = Z_short(g^64 ω_128^(i mod 128))
        long[] shortZ = shortVanishingPolynomial(present);
        long[] zEval = shortZ.clone();
        FrFft.fft(zEval, 0, COUNT, lanes);
        for (int i = 0; i < EXT; i++) {
            Bls12381Fr.mul(e, i * Fr.L, e, i * Fr.L, zEval, (i % COUNT) * Fr.L);
        }
        FrFft.ifft(e, 0, EXT, lanes);
        FrFft.cosetFft(e, 0, EXT, lanes);
        long[] zCoset = shortZ;
        long[] g64 = new long[Fr.L];
        Fr.pow(g64, 0, Fr.of(Domain.PRIMITIVE_ROOT), 0, PER_CELL);
        FrFft.scaleByPowers(zCoset, 0, COUNT, g64);
        FrFft.fft(zCoset, 0, COUNT, lanes);
        Bls12381Fr.batchInverse(zCoset, 0, COUNT, new long[(COUNT + 1) * Fr.L]);
        for (int i = 0; i < EXT; i++) {
            Bls12381Fr.mul(e, i * Fr.L, e, i * Fr.L, zCoset, (i % COUNT) * Fr.L);
        }
        FrFft.cosetIfft(e, 0, EXT, lanes);
        return java.util.Arrays.copyOf(e, Cells.N * Fr.L);
    }

    /**
     * construct_vanishing_polynomial's Z(X) = Z_short(X^64) by its Z_short(X) = Π_missing (X - x_c),
     * x_c = ω_128^brp(c) (the 64th power of cell c's coset shift), for the cells not present, as
     * 128 coefficients (degree at most 64: at least 64 cells are present).
     */
    static long[] shortVanishingPolynomial(boolean[] present) {
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
        if (degree >= COUNT) {
            throw new IllegalArgumentException("no cell present: the vanishing polynomial has degree " + degree);
        }
        return java.util.Arrays.copyOf(shortZ, COUNT * Fr.L);
    }
}
