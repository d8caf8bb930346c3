package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.msm.MsmOptions;
import java.util.Random;

/**
 * A timing main, not a test: one thread, the mainnet setup, a random blob. Prints the median
 * time of compute_cells_and_kzg_proofs, of recover_cells_and_kzg_proofs from 64 cells, and of
 * FK20's phases (the 128 column MSMs, one G1 FFT of 128), for the table widths given as
 * arguments (default: 0 and 8). The figures behind {@link Fk20Tables#DEFAULT_WIDTH} come from it.
 */
public final class Fk20Timing {
    private Fk20Timing() {}

    public static void main(String[] args) {
        int[] widths = args.length == 0 ? new int[] {0, 8} : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        int runs = Integer.getInteger("runs", 15);
        Random rnd = new Random(1);
        byte[] blob = new byte[Kzg.BYTES_PER_BLOB];
        for (int i = 0; i < Kzg.FIELD_ELEMENTS_PER_BLOB; i++) {
            long[] v = Fr.of(new java.math.BigInteger(256, rnd));
            Fr.encode(v, 0, 1, blob, i * Fr.BYTES);
        }
        MsmOptions one = MsmOptions.defaults().withThreads(1);
        for (int w : widths) {
            Kzg kzg = Kzg.of(TrustedSetup.mainnet(), Kzg.Options.defaults().withThreads(1).withPrecompute(w));
            long t0 = System.nanoTime();
            CellsAndProofs cp = kzg.computeCellsAndKzgProofs(blob);
            System.out.printf("width %d: first call (columns%s) %.0f ms%n", w, w > 0 ? " and tables" : "", (System.nanoTime() - t0) / 1e6);
            double prove = median(runs, () -> kzg.computeCellsAndKzgProofs(blob));
            long[] idx = new long[64];
            byte[] cells = new byte[64 * Kzg.BYTES_PER_CELL];
            byte[] all = cp.getCells();
            for (int i = 0; i < 64; i++) {
                idx[i] = 2 * i + 1;
                System.arraycopy(all, (2 * i + 1) * Kzg.BYTES_PER_CELL, cells, i * Kzg.BYTES_PER_CELL, Kzg.BYTES_PER_CELL);
            }
            double recover = median(runs, () -> kzg.recoverCellsAndKzgProofs(idx, cells));
            Fk20 fk20 = new Fk20(TrustedSetup.mainnet(), w);
            ColumnMsm columns = fk20.columns(1);
            long[] coefficients = Cells.toCoefficients(Eip4844.blobToPolynomial(blob, 0, "blob"));
            long[][] scalars = Fk20.toeplitzFrequencies(coefficients);
            long[] h = new long[Fk20.K2 * Bls12381G1.JACOBIAN];
            double msms = median(runs, () -> columns.msms(scalars, h, one));
            double fft = median(runs, () -> G1Fft.fft(h.clone(), Fk20.K2));
            double frPart = median(runs, () -> Fk20.toeplitzFrequencies(coefficients));
            System.out.printf("width %d: cells and proofs %.1f ms, recover (64 cells) %.1f ms; 128 MSMs %.1f ms, G1 FFT of 128 %.1f ms, Toeplitz Fr FFTs %.1f ms%n",
                    w, prove, recover, msms, fft, frPart);
        }
    }

    private static double median(int runs, Runnable r) {
        double[] t = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            r.run();
            t[i] = (System.nanoTime() - t0) / 1e6;
        }
        java.util.Arrays.sort(t);
        return t[runs / 2];
    }
}
