package dev.pippin.lanes;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.kernel.Bls12381FrLanes256;
import dev.pippin.lanes.kernel.Bls12381FrLanesPref;
import dev.pippin.lanes.kernel.LaneKernel;

/**
 * Radix-2 FFTs over the BLS12-381 scalar field on the FMA lanes (the generated Bls12381FrLanes*
 * kernels: 5 limbs of 52 bits in doubles, R' = 2^260): one transform of n elements, LANES
 * butterflies a kernel call. The caller's elements are the field module's 4 64-bit limbs below r
 * ({@link Bls12381Fr}'s layout), in Montgomery form or canonical: the transforms are linear, so
 * limbs v read as the lane form of v 2^-260 come out as the transform of v, reduced below r, with
 * no product to enter or leave a form. Only the twiddles and factors are in the lane form proper
 * ({@link Twiddles}, {@link Factors}).
 *
 * <p>Layout: between calls element e sits in block e / LANES, lane e % LANES (natural blocks), so
 * a butterfly of span h &ge; LANES pairs whole blocks. The spans below n / LANES run on the
 * quarter layout instead, lane l holding the elements l n / LANES ... (l + 1) n / LANES - 1, where
 * a span h pairs blocks k and k + h and the twiddle is the same in every lane; a transposition
 * (copies) moves between the two. So every stage runs on whole blocks when n &ge; LANES^2.
 *
 * <p>Cost model: (n / 2) log n lane products (LANES at a time; the span-1 stage of the
 * decimation in time and its mirror skip theirs) and as many addSub calls, two transpositions
 * and a twiddle block gathered per LANES butterflies; the loads and stores re-cut every element
 * once (shifts and masks, one conditional subtraction of r on the way out). Measured against the
 * lazy radix-2^56 scalar FFT in docs/LANES.md, "The scalar field's FFT".
 *
 * <p>Where the lanes run: ON and SPECIES_256 always (n &ge; LANES^2); AUTO once {@link #WARMUP}
 * has measured the lanes faster than the scalar FFT in this JVM (until C2 has compiled them the
 * kernels run on boxed vectors), OFF never; callers take their scalar FFT otherwise ({@link
 * #takes}). An instance is one transform's buffers: not thread-safe, reusable for transforms of
 * its size. The tables are immutable and shared.
 */
public final class Bls12381FrLaneFft {
    /** 64-bit limbs of the callers' elements. */
    private static final int L64 = Bls12381Fr.LIMBS;
    /** 52-bit limbs in the lane form. */
    private static final int LIMBS = 5;

    /**
     * Scalar FFT work after which AUTO's warm-up starts (ski rental, as the other lane kernels'):
     * the race's cost over the share of the scalar time the lanes save. The warm-up took 1.4 s
     * in a fresh JVM and the lanes then took 0.53-0.55 of the scalar time at 4096 and 8192
     * (reference Zen 3, AVX2, JDK 25, thread CPU time, best of 100; docs/LANES.md, "The scalar
     * field's FFT"): 1.4 s / 0.45, about 3 s.
     */
    public static final long START_AFTER_NANOS = 3_000_000_000L;

    /** The lane FFT's switch for AUTO callers: raced against the lazy scalar FFT ({@link FrFftRace}). */
    public static final KernelWarmup WARMUP = new KernelWarmup("BLS12-381 Fr lane FFT", START_AFTER_NANOS, new FrFftRace());

    /**
     * The powers ω^0 ... ω^(order/2 - 1) of a root of unity ω of order {@code order} in the lane
     * form (ω^j 2^260 mod r, 5 limbs a power as doubles): the twiddles of every transform of size
     * up to {@code order}, a span-h stage taking every (order / 2h)-th. Immutable.
     */
    public static final class Twiddles {
        final double[] w;
        final int order;

        /**
         * @param montgomeryPowers at least order/2 powers of ω in Montgomery form
         *                         ({@link Bls12381Fr}: 4 limbs each, R = 2^256)
         * @param order            ω's order, a power of two, at least 2
         */
        public Twiddles(long[] montgomeryPowers, int order) {
            if (order < 2 || Integer.bitCount(order) != 1 || (long) order / 2 * L64 > montgomeryPowers.length) {
                throw new IllegalArgumentException("twiddles need a power-of-two order of at least 2 and order/2 powers, got "
                        + order + " and " + montgomeryPowers.length / L64);
            }
            this.order = order;
            this.w = Bls12381FrLaneBlocks.laneForm(montgomeryPowers, 0, order / 2);
        }
    }

    /** Factors f_0 ... f_(count-1) in the lane form, for {@link #mulEach}. Immutable. */
    public static final class Factors {
        final double[] f;
        final int count;

        /** @param montgomery count elements in Montgomery form ({@link Bls12381Fr}: 4 limbs each) */
        public Factors(long[] montgomery, int count) {
            if (count < 0 || (long) count * L64 > montgomery.length) {
                throw new IllegalArgumentException(count + " factors do not fit an array of " + montgomery.length + " longs");
            }
            this.count = count;
            this.f = Bls12381FrLaneBlocks.laneForm(montgomery, 0, count);
        }
    }

    /** Whether the lanes take a transform of size n under this mode now (AUTO: once warm). */
    public static boolean takes(LaneMode mode, int n) {
        int k = kernel(mode);
        if (k == LaneKernel.OFF) {
            return false;
        }
        int lanes = lanes(k);
        return Integer.bitCount(n) == 1 && n >= lanes * lanes;
    }

    /**
     * Counts scalar FFT work (nanoseconds at the scalar FFT's measured cost) that ran scalar only
     * because AUTO's lanes are not warm yet.
     */
    public static void countCold(LaneMode mode, long scalarNanos) {
        if (LaneKernel.resolve(mode) == LaneKernel.AUTO_PREFERRED && !WARMUP.hot()) {
            WARMUP.count(scalarNanos);
        }
    }

    /**
     * Runs the warm-up now (or waits for the warm-up thread's): whether AUTO takes the lanes
     * afterwards. False at once where AUTO never does.
     */
    public static boolean warmUpLanes() throws InterruptedException {
        if (LaneKernel.resolve(LaneMode.AUTO) == LaneKernel.OFF) {
            return false;
        }
        return WARMUP.warmUpNow();
    }

    /** The kernel a mode takes now ({@link LaneKernel}): AUTO's lanes only once {@link #WARMUP} is hot, OFF before. */
    static int kernel(LaneMode mode) {
        int k = LaneKernel.resolve(mode);
        if (k == LaneKernel.AUTO_PREFERRED && !WARMUP.hot()) {
            return LaneKernel.OFF;
        }
        return k;
    }

    static int lanes(int kernel) {
        return kernel == LaneKernel.SPECIES_256 ? Bls12381FrLanes256.LANES : Bls12381FrLanesPref.LANES;
    }

    private final int n;
    private final int lanes;
    /** Elements a lane holds in the quarter layout: n / LANES. */
    private final int quarter;
    /** The block products and butterfly sums of the kernel width this transform runs at. */
    private final Bls12381FrLaneBlocks ops;
    private double[] x;
    private double[] spare;
    /** One twiddle (or factor) block and one product block. */
    private final double[] tw, t;

    /**
     * One transform's buffers for size n under the mode.
     *
     * @throws IllegalArgumentException when the lanes do not take size n now ({@link #takes})
     */
    public Bls12381FrLaneFft(int n, LaneMode mode) {
        if (!takes(mode, n)) {
            throw new IllegalArgumentException("the lanes do not take an FFT of size " + n + " under " + mode + " now");
        }
        int k = kernel(mode);
        this.n = n;
        this.ops = new Bls12381FrLaneBlocks(k);
        this.lanes = ops.lanes();
        this.quarter = n / lanes;
        this.x = new double[n * LIMBS];
        this.spare = new double[n * LIMBS];
        this.tw = new double[LIMBS * lanes];
        this.t = new double[LIMBS * lanes];
    }

    /** The transform size. */
    public int size() {
        return n;
    }

    /**
     * Elements 0 ... count-1 from a[off...] (4 limbs each, below r: Montgomery form or
     * canonical), the elements from count on zero.
     */
    public void load(long[] a, int off, int count) {
        span(a, off, count);
        if (count < n) {
            java.util.Arrays.fill(x, 0);
        }
        final int L = lanes;
        for (int e = 0; e < count; e++) {
            Bls12381FrLaneBlocks.putRaw(a, off + e * L64, x, (e / L) * LIMBS * L + e % L, L);
        }
    }

    /** Elements 0 ... count-1 into a[off...] as 4 limbs each, reduced below r. */
    public void store(long[] a, int off, int count) {
        span(a, off, count);
        final int L = lanes;
        for (int e = 0; e < count; e++) {
            Bls12381FrLaneBlocks.takeRaw(x, (e / L) * LIMBS * L + e % L, L, a, off + e * L64);
        }
    }

    private void span(long[] a, int off, int count) {
        if (count < 0 || count > n || off < 0 || (long) count * L64 > a.length - (long) off) {
            throw new IllegalArgumentException(count + " elements from offset " + off + " do not fit an array of "
                    + a.length + " longs or a transform of " + n);
        }
    }

    /**
     * Decimation in time (Cooley-Tukey): input in bit-reversed order, output in natural order,
     * out_i = Σ_j in_brp(j) ω_n^ij with ω_n = ω^(order / n) of the twiddles' root.
     */
    public void fromBitReversed(Twiddles w) {
        int stride0 = check(w);
        toQuarters();
        for (int h = 1; h < quarter; h <<= 1) {
            quarterStage(h, w, stride0 * (n / (2 * h)), true);
        }
        toBlocks();
        for (int h = quarter; h < n; h <<= 1) {
            blockStage(h, w, stride0 * (n / (2 * h)), true);
        }
    }

    /**
     * Decimation in frequency (Gentleman-Sande): input in natural order, output in bit-reversed
     * order, the same transform as {@link #fromBitReversed} with the permutation on the other side.
     */
    public void toBitReversed(Twiddles w) {
        int stride0 = check(w);
        for (int h = n / 2; h >= quarter; h >>= 1) {
            blockStage(h, w, stride0 * (n / (2 * h)), false);
        }
        toQuarters();
        for (int h = quarter / 2; h >= 1; h >>= 1) {
            quarterStage(h, w, stride0 * (n / (2 * h)), false);
        }
        toBlocks();
    }

    /** Element i times f_i, for i below n (the factors' count at least n). */
    public void mulEach(Factors f) {
        if (f.count < n) {
            throw new IllegalArgumentException(f.count + " factors for " + n + " elements");
        }
        final int L = lanes, B = LIMBS * L;
        for (int blk = 0; blk < n / L; blk++) {
            for (int l = 0; l < L; l++) {
                int src = (blk * L + l) * LIMBS;
                for (int j = 0; j < LIMBS; j++) {
                    tw[j * L + l] = f.f[src + j];
                }
            }
            ops.mul(x, blk * B, x, blk * B, tw, 0);
        }
    }

    /** The twiddle stride of the transform's size-2 stage within the table: the table fits size n. */
    private int check(Twiddles w) {
        if (w.order < n) {
            throw new IllegalArgumentException("twiddles of order " + w.order + " for a transform of " + n);
        }
        return w.order / n;
    }

    /**
     * One stage of span h below n / LANES on the quarter layout: blocks k and k + h of every run
     * of 2h blocks, twiddle ω_2h^j (table index j·stride) for the pair j of a run, broadcast.
     */
    private void quarterStage(int h, Twiddles w, int stride, boolean dit) {
        final int L = lanes, B = LIMBS * L;
        for (int j = 0; j < h; j++) {
            boolean one = j == 0;
            if (!one) {
                int src = j * stride * LIMBS;
                for (int limb = 0; limb < LIMBS; limb++) {
                    java.util.Arrays.fill(tw, limb * L, (limb + 1) * L, w.w[src + limb]);
                }
            }
            for (int start = 0; start < quarter; start += 2 * h) {
                butterfly((start + j) * B, (start + j + h) * B, one, dit);
            }
        }
    }

    /**
     * One stage of span h at least n / LANES (and LANES) on the natural blocks: element pairs
     * (i, i + h) of every run of 2h elements are whole blocks, lane l of the pair starting at
     * element j of a run taking the twiddle ω_2h^(j + l).
     */
    private void blockStage(int h, Twiddles w, int stride, boolean dit) {
        final int L = lanes, B = LIMBS * L;
        for (int j = 0; j < h; j += L) {
            for (int l = 0; l < L; l++) {
                int src = (j + l) * stride * LIMBS;
                for (int limb = 0; limb < LIMBS; limb++) {
                    tw[limb * L + l] = w.w[src + limb];
                }
            }
            for (int start = 0; start < n; start += 2 * h) {
                butterfly((start + j) / L * B, (start + j + h) / L * B, false, dit);
            }
        }
    }

    /**
     * The butterfly on blocks lo and hi with the twiddle block tw (or 1): decimation in time
     * (lo, hi) = (lo + w hi, lo - w hi), in frequency (lo + hi, (lo - hi) w).
     */
    private void butterfly(int lo, int hi, boolean one, boolean dit) {
        if (dit) {
            if (one) {
                ops.addSub(x, lo, x, hi, x, lo, x, hi);
            } else {
                ops.mul(t, 0, x, hi, tw, 0);
                ops.addSub(x, lo, x, hi, x, lo, t, 0);
            }
        } else {
            if (one) {
                ops.addSub(x, lo, x, hi, x, lo, x, hi);
            } else {
                ops.addSub(x, lo, t, 0, x, lo, x, hi);
                ops.mul(x, hi, t, 0, tw, 0);
            }
        }
    }

    /** Natural blocks to the quarter layout: element e from block e / L, lane e % L to block e % Q, lane e / Q. */
    private void toQuarters() {
        final int L = lanes, Q = quarter, B = LIMBS * L;
        for (int e = 0; e < n; e++) {
            int from = (e / L) * B + e % L, to = (e % Q) * B + e / Q;
            for (int j = 0; j < LIMBS; j++) {
                spare[to + j * L] = x[from + j * L];
            }
        }
        swap();
    }

    /** The quarter layout back to natural blocks. */
    private void toBlocks() {
        final int L = lanes, Q = quarter, B = LIMBS * L;
        for (int e = 0; e < n; e++) {
            int from = (e % Q) * B + e / Q, to = (e / L) * B + e % L;
            for (int j = 0; j < LIMBS; j++) {
                spare[to + j * L] = x[from + j * L];
            }
        }
        swap();
    }

    private void swap() {
        double[] y = x;
        x = spare;
        spare = y;
    }
}
