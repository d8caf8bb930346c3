package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bls12381FrLazy;
import dev.pippin.glv.Bls12381G1GlvMul;
import dev.pippin.lanes.Bls12381FrLaneBlocks;
import dev.pippin.lanes.Bls12381FrLaneFft;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.pairing.Bls12381PreparedG2;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * The deneb polynomial commitments (specs/deneb/polynomial-commitments.md) over one trusted setup:
 * blobs as polynomials in evaluation form over the bit-reversed 4096-element domain, commitments,
 * proofs at a point (with the spec's in-domain quotient), the Fiat-Shamir challenges and the
 * verification equations. Public inputs only: every path here is variable time.
 *
 * <p>Cost model: a commitment or a proof is one 4096-point G1 MSM over the Lagrange points (with
 * precomputation on, one bucket window over their {@link LagrangeTable} multiples instead; the
 * rest, an evaluation and a quotient, is about 5 n Fr products and one batch inversion); a
 * verification is a 3-point G1 combination and a 2-pairing check (the spec's G2 product by z is
 * moved to G1: e(π, [τ]₂) = e(C - [y]G + [z]π, G), and both G2 points' lines are prepared once); a batch of n is two G1 MSMs of n and 2n + 1
 * points and one 2-pairing check.
 */
final class Eip4844 {
    static final int N = TrustedSetup.G1_POINTS;
    static final int BYTES_PER_BLOB = N * Fr.BYTES;
    static final byte[] FIAT_SHAMIR_PROTOCOL_DOMAIN = "FSBLOBVERIFY_V1_".getBytes(StandardCharsets.US_ASCII);
    static final byte[] RANDOM_CHALLENGE_KZG_BATCH_DOMAIN = "RCKZGBATCH___V1_".getBytes(StandardCharsets.US_ASCII);

    private final TrustedSetup setup;
    private final Domain domain = Domain.of(N);
    /** The domain of n/2: its bit-reversed roots are the squares of the pairs (ω, -ω) of {@link #domain}. */
    private final Domain half = Domain.of(N / 2);
    /** [τ]₂ and G₂, the two G2 points of every verification, their Miller-loop lines computed once. */
    private final Bls12381PreparedG2[] verifierG2;
    private final long[] g1 = new long[Bls12381G1.AFFINE];

    /** Whether commitments and proofs take the fixed-base table ({@link LagrangeTable}), built on first use. */
    private final boolean fixedBase;
    /** Threads that build the table. */
    private final int threads;
    private volatile LagrangeTable table;

    Eip4844(TrustedSetup setup, boolean fixedBase, int threads) {
        this.setup = setup;
        this.fixedBase = fixedBase;
        this.threads = threads;
        long[] g2 = new long[Bls12381G2.AFFINE];
        Bls12381G2.generator(g2, 0);
        this.verifierG2 = new Bls12381PreparedG2[] {Bls12381PreparedG2.of(setup.tauG2(), 0), Bls12381PreparedG2.of(g2, 0)};
        Bls12381G1.generator(g1, 0);
    }

    /** blob_to_polynomial: the 4096 elements of {@code blob[off...]} in Montgomery form (the cells' input). */
    static long[] blobToPolynomial(byte[] blob, int off, String what) {
        long[] p = new long[N * Fr.L];
        Fr.decode(blob, off, N, p, 0, what);
        return p;
    }

    /**
     * blob_to_polynomial for the deneb paths: the 4096 elements as canonical limbs, not in
     * Montgomery form. Every use multiplies each element once by a Montgomery-form factor or
     * hands it to the MSM, so the form's entry and exit (two products an element) are skipped.
     */
    static long[] blobToCanonical(byte[] blob, int off, String what) {
        long[] p = new long[N * Fr.L];
        Fr.decodeCanonical(blob, off, N, p, 0, what);
        return p;
    }

    /** blob_to_kzg_commitment on a canonical polynomial: an affine point. */
    long[] commit(long[] poly, MsmOptions options) {
        return lagrangeLincomb(poly, options);
    }

    /** sum_i k_i L_i over the bit-reversed Lagrange points, canonical scalars: through the table when it is on. */
    private long[] lagrangeLincomb(long[] k, MsmOptions options) {
        return fixedBase ? table().lincomb(k, options) : G1.lincombCanonical(setup.g1LagrangeBrp, k, N, options);
    }

    private LagrangeTable table() {
        LagrangeTable t = table;
        if (t == null) {
            synchronized (this) {
                t = table;
                if (t == null) {
                    t = LagrangeTable.build(setup.g1LagrangeBrp, N, threads);
                    table = t;
                }
            }
        }
        return t;
    }

    /** The index i with ω_i = z in the bit-reversed domain, or -1: z^n = 1 first (12 squarings), then a search. */
    private int domainIndex(long[] z) {
        long[] t = new long[Fr.L];
        Fr.pow(t, 0, z, 0, N);
        if (!Bls12381Fr.isOne(t, 0)) {
            return -1;
        }
        for (int i = 0; i < N; i++) {
            if (Bls12381Fr.equal(z, 0, domain.rootsBrp, i * Fr.L)) {
                return i;
            }
        }
        throw new IllegalStateException("an n-th root of unity outside the domain");
    }

    /**
     * evaluate_polynomial_in_evaluation_form(poly, z) for a canonical polynomial; y in Montgomery
     * form. The barycentric sum (z^n - 1)/n Σ p_i ω_i / (z - ω_i) taken over the pairs (ω, -ω),
     * which stand next to each other in bit-reversed order: p ω/(z - ω) + p' (-ω)/(z + ω) =
     * ((p - p') ω z + (p + p') ω²) / (z² - ω²), with ω² the pair's root of the half-size domain.
     * 3.5 Fr products an element (one batch inversion over n/2 differences) instead of 5, in the
     * lazy radix-2^56 form of the FFTs ({@link Bls12381FrLazy}): the sum is linear in the p_i, so
     * their canonical limbs, re-cut, stand for p_i 2^-280, and the sum re-cut back is y's
     * canonical value; z and the roots enter the form properly (one product for z). Where the lane
     * mode says (as the Fr transforms', {@link Bls12381FrLaneBlocks#takes}), the same sum runs on
     * the lanes ({@link #sumOnLanes}), in about half the time.
     */
    long[] evaluate(long[] poly, long[] z, LaneMode lanes) {
        return evaluate(poly, z, domainIndex(z), lanes);
    }

    /** {@link #evaluate} with z's index m in the bit-reversed domain already known (-1: outside it). */
    private long[] evaluate(long[] poly, long[] z, int m, LaneMode lanes) {
        long[] y = new long[Fr.L];
        if (m >= 0) {
            Bls12381Fr.toMontgomery(y, 0, poly, m * Fr.L);
            return y;
        }
        long[] sum = Bls12381FrLaneBlocks.takes(lanes) ? sumOnLanes(poly, z, new Bls12381FrLaneBlocks(lanes))
                : lazySum(poly, z, lanes);
        // y = sum (z^n - 1) / n: the sum's canonical value times the factor's Montgomery form
        long[] f = new long[Fr.L];
        Fr.pow(f, 0, z, 0, N);
        Bls12381Fr.sub(f, 0, f, 0, Fr.one(), 0);
        Bls12381Fr.mul(f, 0, f, 0, domain.invN, 0);
        Bls12381Fr.mul(y, 0, sum, 0, f, 0);
        Bls12381Fr.toMontgomery(y, 0, y, 0);
        return y;
    }

    /**
     * The barycentric sum of {@link #evaluate} in the lazy scalar form (counted towards the Fr
     * lanes' warm-up); the sum's canonical value (before the factor).
     */
    private long[] lazySum(long[] poly, long[] z, LaneMode lanes) {
        Bls12381FrLaneFft.countCold(lanes, EVALUATE_SCALAR_NANOS);
        final int H = N / 2, L = FrFft.LZ;
        long[] p = FrFft.lazyCopy(poly, 0, N);
        long[] w = domain.rootsBrpLazy, w2 = half.rootsBrpLazy;
        long[] zl = new long[L], z2 = new long[L];
        Bls12381FrLazy.fromStandardMontgomery(zl, 0, z, 0);
        Bls12381FrLazy.sqr(z2, 0, zl, 0);
        long[] d = new long[H * L], num = new long[H * L], t = new long[2 * L];
        for (int k = 0; k < H; k++) {
            int a = 2 * k * L, b = a + L, e = k * L;
            Bls12381FrLazy.sub(d, e, z2, 0, w2, e);                 // z² - ω², non-zero: z is not in the domain
            Bls12381FrLazy.mul(t, 0, w, a, zl, 0);                  // ω z
            Bls12381FrLazy.sub(t, L, p, a, p, b);                   // p - p'
            Bls12381FrLazy.mul(num, e, t, L, t, 0);                 // (p - p') ω z
            Bls12381FrLazy.add(t, L, p, a, p, b);                   // p + p'
            Bls12381FrLazy.mul(t, L, t, L, w2, e);                  // (p + p') ω²
            Bls12381FrLazy.add(num, e, num, e, t, L);
        }
        Bls12381FrLazy.batchInverse(d, 0, H, new long[(H + 1) * L]);
        long[] sum = new long[L];
        for (int k = 0; k < H; k++) {
            Bls12381FrLazy.mul(t, 0, num, k * L, d, k * L);
            Bls12381FrLazy.add(sum, 0, sum, 0, t, 0);
        }
        long[] canonical = new long[Fr.L];
        FrFft.storeBack(sum, canonical, 0, 1);
        return canonical;
    }

    /**
     * The scalar evaluation's cost, counted towards the Fr lanes' warm-up (which the lanes then
     * take at about half of it): 943-990 us against 466-475 on the lanes, best of 300, thread CPU
     * time, one JVM, five rounds alternating, reference Zen 3.
     */
    static final long EVALUATE_SCALAR_NANOS = 950_000;

    /**
     * The barycentric sum of {@link #evaluate} on the lanes, LANES pairs a block: the canonical
     * p_i read raw (the sum is linear in them), z and the roots in the lane form proper, one lane
     * batch inversion of the n/2 differences; the sum's canonical value (before the factor).
     */
    private long[] sumOnLanes(long[] poly, long[] z, Bls12381FrLaneBlocks lb) {
        final int W = lb.lanes(), B = lb.block(), H = N / 2, blocks = H / W;
        double[][] roots = laneRoots();
        double[] w = roots[0], w2 = roots[1];
        double[] zb = new double[B], z2 = new double[B], a = new double[B], b = new double[B], t = new double[B],
                w1 = new double[B], sq = new double[B], spare = new double[B];
        lb.broadcast(Bls12381FrLaneBlocks.laneForm(z, 0, 1), 0, zb, 0);
        lb.mul(z2, 0, zb, 0, zb, 0);
        double[] d = new double[blocks * B], num = new double[blocks * B];
        for (int k = 0; k < blocks; k++) {
            int first = k * W;
            lb.gather(w2, first, 1, sq, 0);                         // ω² of the pairs first ... first + W - 1
            lb.addSub(spare, 0, d, k * B, z2, 0, sq, 0);           // z² - ω²
            lb.gather(w, 2 * first, 2, w1, 0);                      // ω
            lb.mul(t, 0, w1, 0, zb, 0);                             // ω z
            lb.loadRaw(poly, 2 * first, 2, a, 0);
            lb.loadRaw(poly, 2 * first + 1, 2, b, 0);
            lb.addSub(a, 0, b, 0, a, 0, b, 0);                      // p + p', p - p'
            lb.mul(b, 0, b, 0, t, 0);                               // (p - p') ω z
            lb.mul(a, 0, a, 0, sq, 0);                              // (p + p') ω²
            lb.addSub(num, k * B, spare, 0, a, 0, b, 0);
        }
        lb.batchInverse(d, 0, blocks, new double[(blocks + 1) * B]);
        double[] acc = new double[B];
        for (int k = 0; k < blocks; k++) {
            lb.mul(t, 0, num, k * B, d, k * B);
            lb.addSub(acc, 0, spare, 0, acc, 0, t, 0);
        }
        long[] sum = new long[Fr.L];
        lb.sumLanes(acc, 0, sum, 0);
        return sum;
    }

    /**
     * The quotient of {@link #proveAt} for z outside the domain on the lanes, LANES elements a
     * block: q_i = (y - p_i) / (z - ω_i), the differences z - ω_i in the lane form proper and
     * inverted in one lane batch inversion, y - p_i raw; canonical limbs out, as the MSM takes them.
     */
    private long[] quotientOnLanes(long[] poly, long[] yc, long[] z, Bls12381FrLaneBlocks lb) {
        final int W = lb.lanes(), B = lb.block(), blocks = N / W;
        double[] w = laneRoots()[0];
        double[] zb = new double[B], yb = new double[B], a = new double[B], t = new double[B], spare = new double[B];
        lb.broadcast(Bls12381FrLaneBlocks.laneForm(z, 0, 1), 0, zb, 0);
        lb.loadRaw(yc, 0, 0, yb, 0);                                // y in every lane
        double[] d = new double[blocks * B];
        for (int k = 0; k < blocks; k++) {
            lb.gather(w, k * W, 1, t, 0);
            lb.addSub(spare, 0, d, k * B, zb, 0, t, 0);             // z - ω
        }
        lb.batchInverse(d, 0, blocks, new double[(blocks + 1) * B]);
        long[] q = new long[N * Fr.L];
        for (int k = 0; k < blocks; k++) {
            lb.loadRaw(poly, k * W, 1, a, 0);
            lb.addSub(spare, 0, a, 0, yb, 0, a, 0);                 // y - p
            lb.mul(a, 0, a, 0, d, k * B);
            for (int l = 0; l < W; l++) {
                lb.storeRaw(a, 0, l, q, (k * W + l) * Fr.L);
            }
        }
        return q;
    }

    /** The bit-reversed roots and those of the half domain in the lane form, made on first use. */
    private volatile double[][] laneRoots;

    private double[][] laneRoots() {
        double[][] r = laneRoots;
        if (r == null) {
            r = new double[][] {Bls12381FrLaneBlocks.laneForm(domain.rootsBrp, 0, N),
                Bls12381FrLaneBlocks.laneForm(half.rootsBrp, 0, N / 2)};
            laneRoots = r;
        }
        return r;
    }

    /**
     * compute_kzg_proof_impl for a canonical polynomial: {proof (affine), y (Montgomery)}. The
     * quotient q_i = (p_i - y) / (ω_i - z), and at ω_m = z the spec's
     * compute_quotient_eval_within_domain, each a canonical difference times a Montgomery-form
     * inverse (so canonical, as the MSM takes it). For z outside the domain the quotient runs on
     * the lanes where the lane mode says ({@link #quotientOnLanes}).
     */
    long[][] proveAt(long[] poly, long[] z, MsmOptions options) {
        final int L = Fr.L;
        int m = domainIndex(z);                                     // z = ω_m, or -1
        long[] y = evaluate(poly, z, m, options.lanes());
        long[] yc = new long[L];
        Bls12381Fr.fromMontgomery(yc, 0, y, 0);
        if (Bls12381FrLaneBlocks.takes(options.lanes()) && m < 0) {
            long[] q = quotientOnLanes(poly, yc, z, new Bls12381FrLaneBlocks(options.lanes()));
            return new long[][] {lagrangeLincomb(q, options), y};
        }
        long[] w = domain.rootsBrp;
        long[] inv = new long[N * L];
        for (int i = 0; i < N; i++) {
            Bls12381Fr.sub(inv, i * L, z, 0, w, i * L);
        }
        Bls12381Fr.batchInverse(inv, 0, N, new long[(N + 1) * L]);
        long[] q = new long[N * L];
        long[] t = new long[L];
        long[] inDomainSum = new long[L];
        for (int i = 0; i < N; i++) {
            if (i == m) {
                continue;
            }
            int e = i * L;
            // q_i = (p_i - y) / (ω_i - z) = (y - p_i) / (z - ω_i)
            Bls12381Fr.sub(t, 0, yc, 0, poly, e);
            Bls12381Fr.mul(q, e, t, 0, inv, e);
            if (m >= 0) {
                // compute_quotient_eval_within_domain: the sum of (p_i - y) ω_i / (z (z - ω_i)); the 1/z after the loop
                Bls12381Fr.mul(t, 0, q, e, w, e);
                Bls12381Fr.sub(inDomainSum, 0, inDomainSum, 0, t, 0);
            }
        }
        if (m >= 0) {
            long[] zInv = new long[L];
            Bls12381Fr.inv(zInv, 0, z, 0);
            Bls12381Fr.mul(q, m * L, inDomainSum, 0, zInv, 0);
        }
        return new long[][] {lagrangeLincomb(q, options), y};
    }

    /**
     * verify_kzg_proof_impl: e(C - [y]G, -G₂) e(π, [τ - z]₂) = 1, checked in the equivalent form
     * e(π, [τ]₂) e(-(C - [y]G + [z]π), G₂) = 1, so that the products by y and z are on G1.
     */
    boolean verify(long[] commitment, long[] z, long[] y, long[] proof) {
        // C - [y]G + [z]π: [-y]G from the generator's table, [z]π by GLV, in Jacobian coordinates, one conversion
        final int J = Bls12381G1.JACOBIAN;
        Bls12381G1GlvMul.Work work = new Bls12381G1GlvMul.Work();
        long[] k = new long[Fr.L], acc = new long[J], term = new long[J], s = new long[Bls12381G1.SCRATCH];
        Bls12381Fr.neg(k, 0, y, 0);
        Bls12381Fr.fromMontgomery(k, 0, k, 0);
        GeneratorTable.mulJac(acc, 0, k, 0, s);
        Bls12381Fr.fromMontgomery(k, 0, z, 0);
        Bls12381G1GlvMul.mulJac(term, 0, proof, 0, k, 0, work);
        Bls12381G1.jacAdd(acc, 0, acc, 0, term, 0, s);
        Bls12381G1.jacFromAffine(term, 0, commitment, 0);
        Bls12381G1.jacAdd(acc, 0, acc, 0, term, 0, s);
        long[] rhs = new long[G1.AFFINE];
        Bls12381G1.jacToAffine(rhs, 0, acc, 0, s);
        return pairingCheck(proof, rhs);
    }

    /** e(left, [τ]₂) = e(right, G₂), as the product e(left, [τ]₂) e(-right, G₂) = 1. */
    private boolean pairingCheck(long[] left, long[] right) {
        long[] g1s = new long[2 * G1.AFFINE];
        System.arraycopy(left, 0, g1s, 0, G1.AFFINE);
        Bls12381G1.negateAffine(g1s, G1.AFFINE, right, 0);
        return Bls12381Pairing.pairingCheck(g1s, verifierG2);
    }

    /** compute_challenge: hash_to_bls_field(domain ‖ uint128(4096) ‖ blob ‖ commitment). */
    static long[] challenge(byte[] blob, int blobOff, byte[] commitment, int commitmentOff) {
        MessageDigest md = Sha256.digest();
        md.update(FIAT_SHAMIR_PROTOCOL_DOMAIN);
        Sha256.putBigEndian(md, N, 16);
        md.update(blob, blobOff, BYTES_PER_BLOB);
        md.update(commitment, commitmentOff, G1.BYTES);
        return Fr.fromDigest(md.digest());
    }

    /**
     * verify_kzg_proof_batch over n decoded triples (commitments, proofs affine back to back; zs,
     * ys Fr vectors), with the encodings for the challenge: r = hash(domain ‖ uint64(4096) ‖
     * uint64(n) ‖ (C ‖ z ‖ y ‖ π)...), then e(Σ rⁱπᵢ, [τ]₂) = e(Σ rⁱ(Cᵢ - [yᵢ]G + [zᵢ]πᵢ), G₂).
     */
    boolean verifyBatch(int n, long[] commitments, byte[] commitmentBytes, long[] zs, long[] ys, long[] proofs,
            byte[] proofBytes, MsmOptions options) {
        if (n == 0) {
            return true;
        }
        MessageDigest md = Sha256.digest();
        md.update(RANDOM_CHALLENGE_KZG_BATCH_DOMAIN);
        Sha256.putBigEndian(md, N, 8);
        Sha256.putBigEndian(md, n, 8);
        byte[] fe = new byte[Fr.BYTES];
        for (int i = 0; i < n; i++) {
            md.update(commitmentBytes, i * G1.BYTES, G1.BYTES);
            Bls12381Fr.encode(zs, i * Fr.L, fe, 0);
            md.update(fe);
            Bls12381Fr.encode(ys, i * Fr.L, fe, 0);
            md.update(fe);
            md.update(proofBytes, i * G1.BYTES, G1.BYTES);
        }
        long[] r = Fr.fromDigest(md.digest());
        long[] rPowers = Domain.powers(r, n);
        // right: Σ rⁱ Cᵢ + Σ rⁱ zᵢ πᵢ - (Σ rⁱ yᵢ) G
        long[] points = new long[(2 * n + 1) * G1.AFFINE];
        long[] k = new long[(2 * n + 1) * Fr.L];
        long[] ySum = new long[Fr.L];
        long[] t = new long[Fr.L];
        System.arraycopy(commitments, 0, points, 0, n * G1.AFFINE);
        System.arraycopy(proofs, 0, points, n * G1.AFFINE, n * G1.AFFINE);
        System.arraycopy(g1, 0, points, 2 * n * G1.AFFINE, G1.AFFINE);
        for (int i = 0; i < n; i++) {
            Bls12381Fr.copy(k, i * Fr.L, rPowers, i * Fr.L);
            Bls12381Fr.mul(k, (n + i) * Fr.L, rPowers, i * Fr.L, zs, i * Fr.L);
            Bls12381Fr.mul(t, 0, rPowers, i * Fr.L, ys, i * Fr.L);
            Bls12381Fr.add(ySum, 0, ySum, 0, t, 0);
        }
        Bls12381Fr.neg(k, 2 * n * Fr.L, ySum, 0);
        // left: Σ rⁱ πᵢ, computed with the right side in one batch-affine run
        long[][] sides = StrausMsms.lincombs(new long[][] {proofs, points}, new long[][] {rPowers, k},
                new int[] {n, 2 * n + 1}, options);
        return pairingCheck(sides[0], sides[1]);
    }
}
