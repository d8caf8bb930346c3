package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.msm.MsmOptions;

/**
 * FK20's 128 MSMs of 64 points over fixed bases (the setup-derived columns): result j =
 * Σ_o scalars[j][o] columns[j][o], written as a Jacobian point at {@code j × 21} of the output.
 * Scalars are Montgomery-form Fr elements.
 */
interface ColumnMsm {
    void msms(long[][] scalars, long[] outJacobian, MsmOptions options);

    /** Each column through the MSM engine: the plain path the batch-affine ones are tested against. */
    final class Engine implements ColumnMsm {
        private final long[][] columns;

        Engine(long[][] columns) {
            this.columns = columns;
        }

        @Override
        public void msms(long[][] scalars, long[] out, MsmOptions options) {
            for (int j = 0; j < columns.length; j++) {
                long[] r = G1.lincomb(columns[j], scalars[j], Fk20.K, options);
                Bls12381G1.jacFromAffine(out, j * Bls12381G1.JACOBIAN, r, 0);
            }
        }
    }
}
