package dev.pippin.groth16;

import dev.pippin.msm.Workers;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.field.Bn254Fr;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The Groth16 prover, computing what snarkjs's {@code groth16 prove} does: five MSMs over the key's
 * point sections, sum_i w_i A_i, sum_i w_i B1_i, sum_i w_i B2_i (G2), sum_{i > nPublic} w_i C_i and
 * sum_j h_j H_j with w the witness and h the H scalars ({@link HScalars}), then the blinding with
 * r and s ({@link Assembly}).
 *
 * <p>Scheduling ({@link JobScheduler}): the options' threads are split into at most two lanes that take
 * the jobs in order as they free up, each job using its lane's threads: the G2 MSM first, as the
 * longest; then the H scalars, so that the H MSM never waits for them; then the G1 MSMs A, C, H
 * and B1, the last in two halves when there are two lanes. MSMs side by side lose nothing to
 * splitting one MSM over threads, and the NTT overlaps the G2 MSM instead of delaying it. On
 * the 2^16 fixture with 2 threads the single-thread costs were, in ms of CPU: B2 815, H scalars
 * 320, A 490, C 500, H 510, B1 330 (so the lanes end at about 1 500 ms each, where a whole B1
 * as the last job leaves one lane idle for 300 ms).
 * A progress listener in the options is not passed on: the lanes' MSMs would report interleaved.
 *
 * <p>{@link #verify} checks a proof against snarkjs's verification key ({@link Verifier}).
 */
public final class Groth16 {
    private Groth16() {}

    private static final MsmGroup G1 = MsmGroup.BN254_G1, G2 = MsmGroup.BN254_G2;
    private static final int SCALAR_LIMBS = Bn254Fr.LIMBS;

    /** A proof with r and s drawn from random, and zeroed (destroyed) once the proof is made. */
    public static Proof prove(ZKey key, Witness witness, SecureRandom random, MsmOptions options) {
        Blinding blinding = Blinding.random(random);
        try {
            return prove(key, witness, blinding, options);
        } finally {
            blinding.destroy();
        }
    }

    /**
     * A proof with the given blinding, which must serve no other proof ({@link Blinding#of}
     * reproduces a proof whose blinding is known).
     */
    public static Proof prove(ZKey key, Witness witness, Blinding blinding, MsmOptions options) {
        long t0 = System.nanoTime();
        if (witness.size() != key.nVars()) {
            throw new MalformedFileException(witness.path(), "section 2 (values)", "holds " + witness.size()
                    + " values, " + key.path().getFileName() + " expects " + key.nVars() + " (a witness for another circuit?)");
        }
        int threads = options.threads();
        long[] w = witness.limbs;
        long[] wPrivate = Arrays.copyOfRange(w, (key.nPublic() + 1) * SCALAR_LIMBS, w.length);
        long[][] sums = new long[ZKey.H + 1][];
        AtomicLong readNanos = new AtomicLong(), nttNanos = new AtomicLong();
        CompletableFuture<long[]> h = new CompletableFuture<>();
        JobScheduler.Job[] jobs = {
            t -> sums[ZKey.B2] = msm(key, ZKey.B2, w, false, options, t, readNanos),
            t -> {
                long s = System.nanoTime();
                try {
                    h.complete(HScalars.compute(key, witness, new Domain(key.logDomain(), t), t));
                } catch (Throwable e) {
                    h.completeExceptionally(e);
                    throw e;
                }
                nttNanos.set(System.nanoTime() - s);
            },
            t -> sums[ZKey.A] = msm(key, ZKey.A, w, false, options, t, readNanos),
            t -> sums[ZKey.C] = msm(key, ZKey.C, wPrivate, false, options, t, readNanos),
            t -> {
                long[] scalars;
                try {
                    scalars = h.join();
                } catch (CompletionException e) {
                    return; // the H scalars' own lane reports the failure
                }
                sums[ZKey.H] = msm(key, ZKey.H, scalars, true, options, t, readNanos);
            },
        };
        // The last job, B1 (the smallest MSM when B is sparse, as circom's are), runs as two halves
        // when there are two lanes: the lanes then end within half of it of each other.
        int nb1 = key.pointCount(ZKey.B1), half = nb1 / 2;
        long[][] b1 = new long[2][];
        JobScheduler.Job[] tail = JobScheduler.lanes(threads) > 1 && half > 0
                ? new JobScheduler.Job[] {
                    t -> b1[0] = msm(key, ZKey.B1, 0, half, w, false, options, t, readNanos),
                    t -> b1[1] = msm(key, ZKey.B1, half, nb1, w, false, options, t, readNanos)}
                : new JobScheduler.Job[] {t -> b1[0] = msm(key, ZKey.B1, w, false, options, t, readNanos)};
        JobScheduler.Job[] all = Arrays.copyOf(jobs, jobs.length + tail.length);
        System.arraycopy(tail, 0, all, jobs.length, tail.length);
        JobScheduler.run(threads, all);
        long t1 = System.nanoTime();

        sums[ZKey.B1] = b1[0];
        if (b1[1] != null) {
            Bn254G1.addAffine(sums[ZKey.B1], 0, b1[0], 0, b1[1], 0, new long[Bn254G1.SCRATCH]);
        }
        Assembly.Points pts = Assembly.assemble(key,
                new Assembly.Sums(sums[ZKey.A], sums[ZKey.B1], sums[ZKey.B2], sums[ZKey.C], sums[ZKey.H]), blinding);
        List<BigInteger> publics = witness.publicSignals(key.nPublic());
        long t2 = System.nanoTime();
        return new Proof(List.of(Bn254G1.toBigIntegers(pts.piA(), 0)), List.of(Bn254G2.toBigIntegers(pts.piB(), 0)),
                List.of(Bn254G1.toBigIntegers(pts.piC(), 0)), publics, new Timings(readNanos.get(), nttNanos.get(), t1 - t0, t2 - t0));
    }

    /**
     * Checks a proof and its public signals against a verification key as snarkjs's
     * {@code groth16 verify} does, and also the count of signals and pi_B's subgroup (see
     * {@link Verifier}): counts, ranges, curve and subgroup membership, then one four-pair
     * multi-pairing. Never throws for a bad proof: the verdict says why it is invalid.
     */
    public static Verdict verify(VerificationKey key, Proof proof) {
        return Verifier.verify(key, proof);
    }

    /**
     * A proof from a circuit's inputs, as snarkjs's {@code groth16 fullprove} makes it: the
     * witness computed by circuit (circom's circuit.wasm, named by circuitPath in messages),
     * then r and s drawn from random. To prove many inputs with one key and circuit, keep a
     * {@link CircuitProver}, which checks the pair once.
     */
    public static Proof fullProve(ZKey key, dev.pippin.witness.WasmCircuit circuit, java.nio.file.Path circuitPath,
            dev.pippin.witness.CircuitInputs inputs, SecureRandom random, MsmOptions options) {
        return CircuitProver.of(key, circuit, circuitPath).prove(inputs, random, options);
    }

    /** The MSM over all of section id. */
    private static long[] msm(ZKey key, int id, long[] scalars, boolean montgomery, MsmOptions options, int threads, AtomicLong readNanos) {
        return msm(key, id, 0, key.pointCount(id), scalars, montgomery, options, threads, readNanos);
    }

    /**
     * The MSM over points [from, to) of section id with scalars[from..to) (4 limbs each): its
     * points decoded (over the job's threads) just before, so only the sections of running MSMs
     * are on the heap at once. Scalars are canonical limbs, or Montgomery-form ones.
     */
    private static long[] msm(ZKey key, int id, int from, int to, long[] scalars, boolean montgomery,
            MsmOptions options, int threads, AtomicLong readNanos) {
        MsmGroup g = id == ZKey.B2 ? G2 : G1;
        int count = to - from;
        if (count == 0) {
            return new long[g.pointLongs()]; // the empty sum: infinity
        }
        long s = System.nanoTime();
        long[] points = new long[Math.multiplyExact(count, g.pointLongs())];
        Workers.forRanges(count, threads, (a, b) -> key.decodePoints(id, from + a, from + b, points, from));
        readNanos.addAndGet(System.nanoTime() - s);
        long[] k = count == key.pointCount(id) ? scalars
                : Arrays.copyOfRange(scalars, from * SCALAR_LIMBS, to * SCALAR_LIMBS);
        MsmOptions o = options.withThreads(threads).withProgress(null);
        return montgomery ? Msm.computeMontgomeryScalars(g, points, k, o) : Msm.computeLimbs(g, points, k, o);
    }
}
