package dev.pippin.bls;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.lanes.Bls12381PointBatches;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import java.security.SecureRandom;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Verifies n independent signatures (PK_i, m_i, sigma_i) with one multi-pairing. Summing the n
 * equations e(PK_i, H(m_i)) = e(g1, sigma_i) as they stand would accept wrong signatures whose
 * errors cancel (sigma_1 + T and sigma_2 - T); each equation is therefore raised to a secret
 * random non-zero coefficient r_i first (one of 2^64 - 1 values, see below), and the batch checks
 *
 * <pre>  prod over distinct messages m of e(sum_{i: m_i = m} r_i PK_i, H(m)) * e(-g1, sum_i r_i sigma_i) = 1</pre>
 *
 * which a batch with any invalid signature passes with probability at most 1/(2^64 - 1) over
 * the coefficients (the small exponents test of Bellare, Garay and Rabin, "Fast batch
 * verification for modular exponentiation and digital signatures", Eurocrypt 1998). Why: write
 * e(g1, sigma_i) / e(PK_i, H(m_i)) = z^(d_i) for a generator z of GT, of prime order r; the
 * batch holds exactly when sum r_i d_i = 0 mod r, and if some d_j is not 0, then whatever the
 * other coefficients, one value of r_j mod r at most makes it hold.
 *
 * <p>The coefficients are r_i = a_i + b_i lambda mod r for a non-zero 64-bit draw split into
 * 32-bit halves a_i, b_i, with lambda = -x^2 mod r, the eigenvalue of the endomorphisms that
 * both groups have cheaply: phi(x, y) = (beta x, y) on G1, and -psi^2 on G2 (psi acts as [x]).
 * Distinct draws give distinct r_i, so r_i still ranges over 2^64 - 1 values and the bound above
 * holds: equal r_i from (a, b) and (a', b') would make a - a' = (b - b') x^2 mod r, but for
 * 0 < |b - b'| < 2^32 the residue of (b - b') x^2 nearest 0 is that product itself (below r / 2),
 * at least x^2 > 2^127 in size, while |a - a'| < 2^32. What it buys: [r_i] PK_i is a 32-bit
 * double multiplication [a_i] PK_i + [b_i] phi(PK_i), half the doublings of a 64-bit one, and
 * the signature sum one G2 MSM over the 2n points sigma_i, -psi^2(sigma_i) with 32-bit scalars
 * (the engine's small class); keys that share a message are summed by one G1 MSM over the keys
 * and their phi images. The pairing count is the number of distinct messages plus one, against
 * two per signature when verifying one by one, and one final exponentiation in all.
 *
 * <p>What that saves, measured on 128 signatures of distinct messages (one thread, JDK 25, Zen 4;
 * docs/PAIRING.md, BLS batch verification): the pairing work drops from a 2-pair check per
 * signature (about 1.85 ms) to a share of one Miller loop; decompressing and subgroup-checking
 * key and signature and hashing the message to G2 are the same work both ways. On the scalar
 * kernels that bounds the batch at about 2.0x the separate verifications. The keys' and
 * signatures' square roots and subgroup checks, the hashes' square roots and cofactor clearing
 * and the Miller loop therefore run in lockstep on the FMA lanes where the options' lane mode
 * says ({@link Bls12381PointBatches}; AUTO: once the BLS12-381 lane chains are warm), one signature or pair per
 * lane: 4.40-4.48x with 8 AVX-512 lanes, 2.87-3.20x with AVX2 code on 4.
 *
 * <p>That shared work is independent from one signature to the next, so it runs on up to
 * {@link MsmOptions#threads()} threads, as do the MSMs and slices of the Miller loop;
 * {@code withThreads(1)} keeps everything on the calling thread.
 *
 * <p>The coefficients must be unpredictable to whoever made the signatures, so the public
 * constructors take a {@link SecureRandom}: with coefficients the signer can predict, two invalid
 * signatures can be made to cancel in the combined equation (sigma_1 + D and sigma_2 - (r_1 / r_2) D
 * pass the batch while neither verifies), which is why the type, not a comment, asks for a
 * cryptographic source. The source is only called from the verifying thread; the verifier is safe
 * to share between threads (SecureRandom is thread-safe).
 */
public final class BlsBatchVerifier {
    /** Draws from the source before giving up on one that keeps returning zero. */
    static final int MAX_ZERO_DRAWS = 64;

    private final RandomGenerator random;
    private final MsmOptions options;
    private final LaneMode lanes;       // the batch operations and Miller loops: one thread each

    /** Coefficients from a new SecureRandom; the engine's default options (every core). */
    public BlsBatchVerifier() {
        this(new SecureRandom());
    }

    /** Coefficients from random; the engine's default options. */
    public BlsBatchVerifier(SecureRandom random) {
        this(random, MsmOptions.defaults());
    }

    /** Coefficients from random; the MSMs, lanes and threads as options say. */
    public BlsBatchVerifier(SecureRandom random, MsmOptions options) {
        this((RandomGenerator) random, options);
    }

    /**
     * Any source, for the tests in this package (reproducible coefficients, all-ones, degenerate
     * sources): not public, as a predictable source makes the batch forgeable (see above).
     */
    BlsBatchVerifier(RandomGenerator random) {
        this(random, MsmOptions.defaults());
    }

    BlsBatchVerifier(RandomGenerator random, MsmOptions options) {
        this.random = Objects.requireNonNull(random, "random");
        this.options = Objects.requireNonNull(options, "options");
        this.lanes = options.lanes();
    }

    /**
     * Whether every triple verifies, on encoded keys and signatures. False, never an exception,
     * for an empty batch, lists of different lengths, or any key or signature that does not
     * decode, fails KeyValidate or lies outside the subgroup.
     */
    public boolean verify(List<byte[]> publicKeys, List<byte[]> messages, List<byte[]> signatures) {
        int n = publicKeys.size();
        if (n == 0 || messages.size() != n || signatures.size() != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            Objects.requireNonNull(publicKeys.get(i), "public key " + i);
            Objects.requireNonNull(signatures.get(i), "signature " + i);
        }
        long[][] keyPoints = new long[n][], sigPoints = new long[n][];
        // the square roots over chunks of the batch, then the subgroup checks
        int chunks = chunks(n);
        Bls12381Progenitors roots = Bls12381PointBatches.progenitors(lanes);
        Parallel.forEach(2 * chunks, options.threads(), c -> {
            int from = (c % chunks) * CHUNK, count = Math.min(CHUNK, n - from);
            if (c < chunks) {
                BlsPublicKey.pointsOrNull(publicKeys, from, count, keyPoints, roots);
            } else {
                BlsSignature.pointsOrNull(signatures, from, count, sigPoints, roots);
            }
        });
        for (int i = 0; i < n; i++) {
            if (keyPoints[i] == null || sigPoints[i] == null) {
                return false;
            }
        }
        boolean[] keysIn = new boolean[n], sigsIn = new boolean[n];
        Parallel.forEach(2 * chunks, options.threads(), c -> {
            boolean g1 = c < chunks;
            int from = (c % chunks) * CHUNK, count = Math.min(CHUNK, n - from), size = g1 ? Points.G1 : Points.G2;
            long[][] src = g1 ? keyPoints : sigPoints;
            long[] a = new long[count * size];
            for (int i = 0; i < count; i++) {
                System.arraycopy(src[from + i], 0, a, i * size, size);
            }
            boolean[] ok = new boolean[count];
            if (g1) {
                Bls12381PointBatches.g1InSubgroup(a, 0, count, ok, lanes);
            } else {
                Bls12381PointBatches.g2InSubgroup(a, 0, count, ok, lanes);
            }
            System.arraycopy(ok, 0, g1 ? keysIn : sigsIn, from, count);
        });
        BlsPublicKey[] keys = new BlsPublicKey[n];
        BlsSignature[] sigs = new BlsSignature[n];
        for (int i = 0; i < n; i++) {
            if (!keysIn[i] || !sigsIn[i]) {
                return false;
            }
            keys[i] = BlsPublicKey.ofChecked(keyPoints[i]);
            sigs[i] = BlsSignature.ofChecked(sigPoints[i]);
        }
        return verifyDecoded(List.of(keys), messages, List.of(sigs));
    }

    /** Whether every triple verifies, on decoded keys and signatures (false for an empty batch or different lengths). */
    public boolean verifyDecoded(List<BlsPublicKey> publicKeys, List<byte[]> messages, List<BlsSignature> signatures) {
        int n = publicKeys.size();
        if (n == 0 || messages.size() != n || signatures.size() != n) {
            return false;
        }
        MessageGroups groups = MessageGroups.of(messages);
        // drawn here, in order, on the calling thread: the source need not be thread-safe
        long[] r = new long[n];
        for (int i = 0; i < n; i++) {
            r[i] = coefficient();
        }
        int m = groups.count;
        final int j1 = Bls12381G1.JACOBIAN, j2 = Bls12381G2.JACOBIAN;
        long[] keysJ = new long[m * j1], hashesJ = new long[m * j2], uncleared = new long[m * Points.G2];
        MsmOptions inner = options.withThreads(1);
        Parallel.forEach(m, options.threads(), g -> weightedKeys(groups, g, publicKeys, r, inner, keysJ, g * j1));
        Bls12381Progenitors roots = Bls12381PointBatches.progenitors(lanes);
        Parallel.forEach(chunks(m), options.threads(), c -> {
            int from = c * CHUNK, count = Math.min(CHUNK, m - from);
            Points.hashUncleared(groups.message, from, count, Bls.DST, uncleared, from * Points.G2, roots);
            Bls12381PointBatches.g2ClearCofactor(hashesJ, from * j2, uncleared, from * Points.G2, count, lanes);
        });
        // both sides to affine with one inversion each, for all the pairs
        long[] keys = new long[m * Points.G1], hashes = new long[m * Points.G2];
        Bls12381G1.batchJacToAffine(keysJ, 0, keys, 0, m, new long[m * Bls12381G1.COORD], new long[Bls12381G1.SCRATCH]);
        Bls12381G2.batchJacToAffine(hashesJ, 0, hashes, 0, m, new long[m * Bls12381G2.COORD], new long[Bls12381G2.SCRATCH]);
        PairingEquation eq = new PairingEquation(m + 1);
        for (int g = 0; g < m; g++) {
            eq.set(g, keys, g * Points.G1, hashes, g * Points.G2);
        }
        // sum of r_i sigma_i = sum of a_i sigma_i + b_i [lambda] sigma_i: 2n points, 32-bit scalars
        long[] sigmas = new long[2 * n * Points.G2];
        long[] limbs = new long[2 * n * 4];
        for (int i = 0; i < n; i++) {
            System.arraycopy(signatures.get(i).point(), 0, sigmas, 2 * i * Points.G2, Points.G2);
            Points.timesLambdaG2(sigmas, (2 * i + 1) * Points.G2, sigmas, 2 * i * Points.G2);
            limbs[8 * i] = low(r[i]);
            limbs[8 * i + 4] = high(r[i]);
        }
        eq.set(groups.count, Points.NEG_G1, 0, Msm.computeLimbs(MsmGroup.BLS12_381_G2, sigmas, limbs, options), 0);
        return eq.holds(options.threads(), lanes);
    }

    /**
     * Points per task of the batch G2 operations: four groups of 8 lanes, so that a batch of 128
     * splits into 4 tasks per thread on 2 threads and a partial lane group is rare.
     */
    static final int CHUNK = 32;

    private static int chunks(int n) {
        return (n + CHUNK - 1) / CHUNK;
    }

    /** a_i: the low 32 bits of a draw (its coefficient is a_i + b_i lambda). */
    static long low(long draw) {
        return draw & 0xFFFFFFFFL;
    }

    /** b_i: the high 32 bits of a draw. */
    static long high(long draw) {
        return draw >>> 32;
    }

    /**
     * out[oo] (Jacobian) = sum of r_i PK_i over group g. A lone key is one
     * {@link Points#timesCoefficientG1Jacobian}; several are one MSM over the keys and their phi
     * images with the 32-bit halves as scalars.
     */
    private static void weightedKeys(MessageGroups groups, int g, List<BlsPublicKey> keys, long[] r, MsmOptions options,
            long[] out, int oo) {
        int size = groups.size(g), from = groups.start[g];
        if (size == 1) {
            int i = groups.members[from];
            Points.timesCoefficientG1Jacobian(out, oo, keys.get(i).point(), 0, low(r[i]), high(r[i]));
            return;
        }
        long[] points = new long[2 * size * Points.G1];
        long[] limbs = new long[2 * size * 4];
        for (int j = 0; j < size; j++) {
            int i = groups.members[from + j];
            System.arraycopy(keys.get(i).point(), 0, points, 2 * j * Points.G1, Points.G1);
            Points.timesLambdaG1(points, (2 * j + 1) * Points.G1, points, 2 * j * Points.G1);
            limbs[8 * j] = low(r[i]);
            limbs[8 * j + 4] = high(r[i]);
        }
        Bls12381G1.jacFromAffine(out, oo, Msm.computeLimbs(MsmGroup.BLS12_381_G1, points, limbs, options), 0);
    }

    /** A non-zero draw: the coefficient's two 32-bit halves. */
    private long coefficient() {
        for (int i = 0; i < MAX_ZERO_DRAWS; i++) {
            long r = random.nextLong();
            if (r != 0) {
                return r;
            }
        }
        throw new IllegalStateException("batch verification: the random source returned zero " + MAX_ZERO_DRAWS + " times in a row");
    }
}
