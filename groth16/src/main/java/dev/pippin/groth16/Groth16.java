package dev.pippin.groth16;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.field.Bn254Fr;
import dev.pippin.field.MontgomeryField;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The Groth16 prover, computing what snarkjs's {@code groth16 prove} does:
 * <pre>
 *   pi_A = alpha1 + sum_i w_i A_i + r delta1
 *   pi_B = beta2 + sum_i w_i B2_i + s delta2            (and B1 = beta1 + sum_i w_i B1_i + s delta1 in G1)
 *   pi_C = sum_{i > nPublic} w_i C_i + sum_j h_j H_j + s pi_A + r B1 - r s delta1
 * </pre>
 * with h the H scalars ({@link HScalars}) and r, s the blinding.
 *
 * <p>Scheduling: the options' threads are split into at most two lanes that take the six jobs
 * (the G2 MSM first, as the longest; then the H scalars, so that the H MSM never waits; then the
 * G1 MSMs) in order as they free up, each job using its lane's threads. Whole MSMs side by side
 * waste nothing on splitting one MSM, and the NTT overlaps the G2 MSM instead of delaying it.
 * A progress listener in the options is not passed on: the lanes' MSMs would report interleaved.
 */
public final class Groth16 {
    private Groth16() {}

    private static final MsmGroup G1 = MsmGroup.BN254_G1, G2 = MsmGroup.BN254_G2;
    private static final BigInteger ORDER = Bn254Fr.MODULUS;
    private static final int SCALAR_LIMBS = Bn254Fr.LIMBS;

    /** A proof with r and s drawn from random. */
    public static Proof prove(ZKey key, Witness witness, SecureRandom random, MsmOptions options) {
        return prove(key, witness, Blinding.random(random), options);
    }

    /** A proof with the given blinding (see {@link Blinding#seeded} for reproducible tests). */
    public static Proof prove(ZKey key, Witness witness, Blinding blinding, MsmOptions options) {
        long t0 = System.nanoTime();
        if (witness.size() != key.nVars()) {
            throw new MalformedFileException(witness.path(), "section 2 (values)", "holds " + witness.size()
                    + " values, " + key.path().getFileName() + " expects " + key.nVars() + " (a witness for another circuit?)");
        }
        int threads = options.threads();
        long[] pa = decode(key, ZKey.A, threads);
        long[] pb1 = decode(key, ZKey.B1, threads);
        long[] pb2 = decode(key, ZKey.B2, threads);
        long[] pc = decode(key, ZKey.C, threads);
        long[] ph = decode(key, ZKey.H, threads);
        long t1 = System.nanoTime();

        long[] w = witness.limbs;
        long[] wPrivate = Arrays.copyOfRange(w, (key.nPublic() + 1) * SCALAR_LIMBS, w.length);
        long[][] results = new long[5][];
        long[] nttNanos = new long[1];
        CompletableFuture<long[]> h = new CompletableFuture<>();
        Lanes.Job[] jobs = {
            t -> results[2] = msm(G2, pb2, w, false, options, t),
            t -> {
                long s = System.nanoTime();
                try {
                    h.complete(HScalars.compute(key, witness, new Domain(key.logDomain(), t), t));
                } catch (Throwable e) {
                    h.completeExceptionally(e);
                    throw e;
                }
                nttNanos[0] = System.nanoTime() - s;
            },
            t -> results[0] = msm(G1, pa, w, false, options, t),
            t -> results[3] = msm(G1, pc, wPrivate, false, options, t),
            t -> {
                long[] scalars;
                try {
                    scalars = h.join();
                } catch (CompletionException e) {
                    return; // the H scalars' own lane reports the failure
                }
                results[4] = msm(G1, ph, scalars, true, options, t);
            },
            t -> results[1] = msm(G1, pb1, w, false, options, t),
        };
        Lanes.run(threads, jobs);
        long t2 = System.nanoTime();

        long[] r = limbs(blinding.r()), s = limbs(blinding.s());
        long[] rsNeg = limbs(blinding.r().multiply(blinding.s()).negate().mod(ORDER));
        long[] sc = new long[Bn254G2.SCRATCH];
        long[] t = new long[Bn254G2.AFFINE];

        long[] piA = results[0].clone();
        Bn254G1.addAffine(piA, 0, piA, 0, key.alpha1, 0, sc);
        Bn254G1.scalarMul(t, 0, key.delta1, 0, r, 0);
        Bn254G1.addAffine(piA, 0, piA, 0, t, 0, sc);

        long[] piB = results[2].clone();
        Bn254G2.addAffine(piB, 0, piB, 0, key.beta2, 0, sc);
        Bn254G2.scalarMul(t, 0, key.delta2, 0, s, 0);
        Bn254G2.addAffine(piB, 0, piB, 0, t, 0, sc);

        long[] b1 = results[1].clone();
        Bn254G1.addAffine(b1, 0, b1, 0, key.beta1, 0, sc);
        Bn254G1.scalarMul(t, 0, key.delta1, 0, s, 0);
        Bn254G1.addAffine(b1, 0, b1, 0, t, 0, sc);

        long[] piC = results[3].clone();
        Bn254G1.addAffine(piC, 0, piC, 0, results[4], 0, sc);
        Bn254G1.scalarMul(t, 0, piA, 0, s, 0);
        Bn254G1.addAffine(piC, 0, piC, 0, t, 0, sc);
        Bn254G1.scalarMul(t, 0, b1, 0, r, 0);
        Bn254G1.addAffine(piC, 0, piC, 0, t, 0, sc);
        Bn254G1.scalarMul(t, 0, key.delta1, 0, rsNeg, 0);
        Bn254G1.addAffine(piC, 0, piC, 0, t, 0, sc);

        List<BigInteger> publics = witness.publicSignals(key.nPublic());
        long t3 = System.nanoTime();
        return new Proof(List.of(Bn254G1.toBigIntegers(piA, 0)), List.of(Bn254G2.toBigIntegers(piB, 0)),
                List.of(Bn254G1.toBigIntegers(piC, 0)), publics, new Timings(t1 - t0, nttNanos[0], t2 - t1, t3 - t0));
    }

    /** Section id decoded into the engine's affine layout, split over the threads. */
    private static long[] decode(ZKey key, int id, int threads) {
        int count = key.pointCount(id);
        MsmGroup g = id == ZKey.B2 ? G2 : G1;
        long[] dst = new long[Math.multiplyExact(count, g.pointLongs())];
        Parallel.forRanges(count, threads, (from, to) -> key.decodePoints(id, from, to, dst));
        return dst;
    }

    /** One MSM on the engine; scalars as canonical limbs, or Montgomery-form ones. */
    private static long[] msm(MsmGroup g, long[] points, long[] scalars, boolean montgomery, MsmOptions options, int threads) {
        if (points.length == 0) {
            return new long[g.pointLongs()]; // the empty sum: infinity
        }
        MsmOptions o = options.withThreads(threads).withProgress(null);
        return montgomery ? Msm.computeMontgomeryScalars(g, points, scalars, o) : Msm.computeLimbs(g, points, scalars, o);
    }

    private static long[] limbs(BigInteger v) {
        return MontgomeryField.toLimbs(v, SCALAR_LIMBS);
    }
}
