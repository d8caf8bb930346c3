package dev.pippin.bench;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.lanes.LaneMode;
import dev.pippin.lanes.kernel.Bls12381Fp2Slots;
import dev.pippin.lanes.kernel.Bls12381FpSlots;
import dev.pippin.pairing.Bls12381Fp12;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.pairing.Bn254Fp12;
import dev.pippin.pairing.Bn254Pairing;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;

/**
 * The pairing's layers one by one, for setting beside the native peers' same operations
 * ({@code bench/native/run.sh kernels}, which times blst's and mcl's): Fp and Fp2 products and
 * squares, Fp12 product, square, cyclotomic and compressed squares, the Miller loop of one pair,
 * the final exponentiation and one pairing; for BLS12-381, when the vector module is present, also
 * the Fp and Fp2 products of the FMA lanes (one call multiplies LANES independent pairs: what a
 * tower kept in the lanes' form would pay per product) and the final exponentiation with its
 * compressed squarings on the lanes. BLS12-381's final_exp row is the scalar one; its pairing row
 * takes the default lane mode (the final exponentiation's squarings move to the lanes once the
 * BLS12-381 lanes are warm). Each is a dependent chain (the output is the next
 * input), the operations alternate burst by burst in one JVM so that the machine's slow spells
 * hit them alike, the first quarter of the rounds warms up, and the minimum ns per call is
 * printed, one row per operation.
 *
 * <pre>bench/run PairingKernels [bn254|bls12-381] [rounds]</pre>
 *
 * One curve per JVM (the two towers compete for the instruction cache and the compiler
 * otherwise); default bls12-381, 1500 rounds (about a minute).
 */
public final class PairingKernels {
    private interface Op {
        void run();
    }

    private PairingKernels() {}

    private static boolean vectorModule() {
        return ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
    }

    /**
     * BLS12-381 Fp and Fp2 products on the lanes' slots (the preferred species), each a dependent
     * chain like the scalar rows: a call multiplies slot 0 by slot 1 into slot 2, the next slot 2
     * by slot 1 into slot 0, every lane holding its own values (loaded from f and g).
     */
    private static final class LaneRows {
        private final Bls12381FpSlots fp;
        private final Bls12381Fp2Slots fp2;
        private boolean fpFlip, fp2Flip;

        LaneRows(long[] f, long[] g) {
            fp = new Bls12381FpSlots(true, 3);
            fp2 = new Bls12381Fp2Slots(true, 3);
            int n = Bls12381Fp.LIMBS, lanes = fp.lanes;
            int[] offs = new int[lanes];
            for (int c = 0; c < 2; c++) {
                for (int l = 0; l < lanes; l++) {
                    offs[l] = (2 * l + c) * n % (f.length - n);
                }
                fp2.load(fp2.o(0) + c * fp2.blk, f, offs);
                fp2.load(fp2.o(1) + c * fp2.blk, g, offs);
                if (c == 0) {
                    fp.load(fp.o(0), f, offs);
                    fp.load(fp.o(1), g, offs);
                }
            }
        }

        int lanes() {
            return fp.lanes;
        }

        void fpMul() {
            fpFlip = !fpFlip;
            if (fpFlip) {
                fp.mul(2, 0, 1);
            } else {
                fp.mul(0, 2, 1);
            }
        }

        void fp2Mul() {
            fp2Flip = !fp2Flip;
            if (fp2Flip) {
                fp2.mul(2, 0, 1);
            } else {
                fp2.mul(0, 2, 1);
            }
        }
    }

    public static void main(String[] args) {
        String curve = args.length > 0 ? args[0] : "bls12-381";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1500;
        boolean bn = curve.equals("bn254");
        if (!bn && !curve.equals("bls12-381")) {
            throw new IllegalArgumentException("curve must be bn254 or bls12-381, got " + curve);
        }
        Random rnd = new Random(3);
        int n = bn ? Bn254Fp.LIMBS : Bls12381Fp.LIMBS;
        int gt = bn ? Bn254Fp12.LIMBS : Bls12381Fp12.LIMBS;
        long[] f = new long[gt], g = new long[gt], s = new long[bn ? Bn254Fp12.SCRATCH : Bls12381Fp12.SCRATCH];
        for (int i = 0; i < gt / n; i++) {
            if (bn) {
                Bn254Fp.fromBigInteger(f, i * n, new BigInteger(253, rnd));
                Bn254Fp.fromBigInteger(g, i * n, new BigInteger(253, rnd));
            } else {
                Bls12381Fp.fromBigInteger(f, i * n, new BigInteger(380, rnd));
                Bls12381Fp.fromBigInteger(g, i * n, new BigInteger(380, rnd));
            }
        }
        long[] a = Arrays.copyOf(f, n), b = Arrays.copyOf(g, n);
        long[] a2 = Arrays.copyOf(f, 2 * n), b2 = Arrays.copyOf(g, 2 * n);
        long[] c = Arrays.copyOf(f, bn ? Bn254Fp12.COMPRESSED : Bls12381Fp12.COMPRESSED);
        long[] g1 = new long[bn ? Bn254G1.AFFINE : Bls12381G1.AFFINE], g2 = new long[bn ? Bn254G2.AFFINE : Bls12381G2.AFFINE];
        long[] ml = new long[gt], out = new long[gt];
        String[] names = {"fp_mul", "fp_sqr", "fp2_mul", "fp2_sqr", "fp12_mul", "fp12_sqr", "fp12_cyclotomic_sqr",
                "fp12_compressed_sqr", "miller_loop", "final_exp", "pairing"};
        int[] calls = {2000, 2000, 1000, 1000, 100, 100, 100, 100, 2, 2, 2};
        Op[] ops;
        if (bn) {
            Bn254G1.generator(g1, 0);
            Bn254G2.generator(g2, 0);
            ops = new Op[] {
                () -> Bn254Fp.mul(a, 0, a, 0, b, 0), () -> Bn254Fp.sqr(a, 0, a, 0),
                () -> Bn254Fp2.mul(a2, 0, a2, 0, b2, 0, s), () -> Bn254Fp2.sqr(a2, 0, a2, 0, s),
                () -> Bn254Fp12.mul(f, 0, f, 0, g, 0, s), () -> Bn254Fp12.sqr(f, 0, f, 0, s),
                () -> Bn254Fp12.cyclotomicSqr(f, 0, f, 0, s), () -> Bn254Fp12.compressedSqr(c, 0, c, 0, s),
                () -> Bn254Pairing.millerLoop(g1, 0, g2, 0, 1, ml, 0), () -> Bn254Pairing.finalExponentiation(ml, 0, out, 0),
                () -> Bn254Pairing.pair(g1, 0, g2, 0, out, 0)};
        } else {
            Bls12381G1.generator(g1, 0);
            Bls12381G2.generator(g2, 0);
            ops = new Op[] {
                () -> Bls12381Fp.mul(a, 0, a, 0, b, 0), () -> Bls12381Fp.sqr(a, 0, a, 0),
                () -> Bls12381Fp2.mul(a2, 0, a2, 0, b2, 0, s), () -> Bls12381Fp2.sqr(a2, 0, a2, 0, s),
                () -> Bls12381Fp12.mul(f, 0, f, 0, g, 0, s), () -> Bls12381Fp12.sqr(f, 0, f, 0, s),
                () -> Bls12381Fp12.cyclotomicSqr(f, 0, f, 0, s), () -> Bls12381Fp12.compressedSqr(c, 0, c, 0, s),
                () -> Bls12381Pairing.millerLoop(g1, 0, g2, 0, 1, ml, 0), () -> Bls12381Pairing.finalExponentiation(ml, 0, out, 0, LaneMode.OFF),
                () -> Bls12381Pairing.pair(g1, 0, g2, 0, out, 0)};
        }
        int lanes = 0;
        if (!bn && vectorModule()) { // the same products LANES at a time on the FMA lanes, per call
            LaneRows rows = new LaneRows(f, g);
            lanes = rows.lanes();
            names = Arrays.copyOf(names, names.length + 3);
            names[names.length - 3] = "fp_mul_lanes";
            names[names.length - 2] = "fp2_mul_lanes";
            names[names.length - 1] = "final_exp_lanes";
            calls = Arrays.copyOf(calls, calls.length + 3);
            calls[calls.length - 3] = 2000;
            calls[calls.length - 2] = 1000;
            calls[calls.length - 1] = 2;
            ops = Arrays.copyOf(ops, ops.length + 3);
            ops[ops.length - 3] = rows::fpMul;
            ops[ops.length - 2] = rows::fp2Mul;
            // the final exponentiation with its compressed squarings on the lanes, on the same input as final_exp
            ops[ops.length - 1] = () -> Bls12381Pairing.finalExponentiation(ml, 0, out, 0, LaneMode.ON);
        }
        double[] best = new double[ops.length];
        Arrays.fill(best, Double.MAX_VALUE);
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < ops.length; k++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < calls[k]; i++) {
                    ops[k].run();
                }
                double ns = (System.nanoTime() - t0) / (double) calls[k];
                if (r >= rounds / 4) {
                    best[k] = Math.min(best[k], ns);
                }
            }
        }
        for (int k = 0; k < ops.length; k++) {
            System.out.printf(Locale.ROOT, "%-10s %-22s %12.1f ns%n", curve, names[k], best[k]);
        }
        if (lanes > 0) {
            System.out.println("# fp_mul_lanes, fp2_mul_lanes: one call multiplies " + lanes + " independent pairs, one per lane;"
                    + " final_exp_lanes: final_exp with its compressed squarings on the lanes");
        }
        // the chains' values, so that no operation is dead code
        System.out.println("# " + (a[0] ^ a2[0] ^ f[0] ^ c[0] ^ out[0]));
    }
}
