package dev.pippin.lanes;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.lanes.kernel.Bls12381FrLanes256;
import dev.pippin.lanes.kernel.Bls12381FrLanesPref;
import dev.pippin.lanes.kernel.LaneKernel;
import java.math.BigInteger;

/**
 * BLS12-381 scalar field arithmetic on blocks of LANES elements, for callers that write their
 * own vector loops over Fr (the FFTs are {@link Bls12381FrLaneFft}): the kernels' product and
 * butterfly sum and difference, a batch inversion, and the moves between a block and the field
 * module's 4-limb elements. A block is {@link #block()} doubles, limb j of lane l at j LANES + l,
 * 5 limbs of 52 bits, values in [0, 2r); the product is Montgomery's with R' = 2^260.
 *
 * <p>Two readings of a block's limbs meet here. Raw: the limbs v of a caller's 4-limb element
 * ({@link #loadRaw}), taken as the lane form of v 2^-260; a sum of products of raw blocks by
 * blocks in the lane form proper ({@link #laneForm}: x 2^260) is raw again, so a linear map of
 * raw values costs no product to enter or leave a form. Proper: {@link #laneForm}'s elements, the
 * operands of everything that is not linear in the raw ones (an inverse, a product of two
 * unknowns).
 *
 * <p>Where the lanes run: as {@link Bls12381FrLaneFft#takes} (the same kernels and warm-up).
 * An instance holds the product's scratch: not thread-safe; use one per thread.
 */
public final class Bls12381FrLaneBlocks {
    private static final int LIMBS = 5, L64 = Bls12381Fr.LIMBS;
    private static final long M52 = (1L << 52) - 1;
    private static final BigInteger R = Bls12381Fr.MODULUS;
    private static final long R0 = R.longValue(), R1 = R.shiftRight(64).longValue(),
            R2 = R.shiftRight(128).longValue(), R3 = R.shiftRight(192).longValue();
    /** 2^264 mod r in Montgomery form (x 2^256), raw: a Montgomery product by it multiplies by 2^8 ({@link #batchInverse}). */
    private static final long[] TWO_8 = limbs(BigInteger.ONE.shiftLeft(264).mod(R));

    private final boolean wide;
    private final int lanes;
    private final long[] s;

    /** Whether the lanes run under this mode now (AUTO: once the lane FFT's warm-up has won). */
    public static boolean takes(LaneMode mode) {
        return Bls12381FrLaneFft.kernel(mode) != LaneKernel.OFF;
    }

    /**
     * Blocks of the width the mode takes now.
     *
     * @throws IllegalArgumentException when the lanes do not run under the mode now ({@link #takes})
     */
    public Bls12381FrLaneBlocks(LaneMode mode) {
        this(runningKernel(mode));
    }

    /** Blocks of a kernel the caller has resolved ({@link Bls12381FrLaneFft#kernel}, not OFF). */
    Bls12381FrLaneBlocks(int kernel) {
        this.wide = kernel != LaneKernel.SPECIES_256;
        this.lanes = Bls12381FrLaneFft.lanes(kernel);
        this.s = new long[wide ? Bls12381FrLanesPref.SCRATCH : Bls12381FrLanes256.SCRATCH];
    }

    private static int runningKernel(LaneMode mode) {
        int k = Bls12381FrLaneFft.kernel(mode);
        if (k == LaneKernel.OFF) {
            throw new IllegalArgumentException("the Fr lanes do not run under " + mode + " now");
        }
        return k;
    }

    /** Elements a block holds. */
    public int lanes() {
        return lanes;
    }

    /** Doubles a block takes. */
    public int block() {
        return LIMBS * lanes;
    }

    /**
     * Elements in Montgomery form ({@link Bls12381Fr}: x 2^256, 4 limbs each, from off, below r as
     * the field module keeps them) in the lane form proper (x 2^260), 5 doubles an element, for
     * {@link #gather} and {@link #broadcast}: four modular doublings and a re-cut each.
     */
    public static double[] laneForm(long[] montgomery, int off, int count) {
        if (count < 0 || off < 0 || (long) count * L64 > montgomery.length - (long) off) {
            throw new IllegalArgumentException(count + " elements from offset " + off + " do not fit an array of " + montgomery.length);
        }
        double[] out = new double[count * LIMBS];
        long[] t = new long[L64];
        for (int i = 0; i < count; i++) {
            System.arraycopy(montgomery, off + i * L64, t, 0, L64);
            for (int k = 0; k < 4; k++) {
                Bls12381Fr.add(t, 0, t, 0, t, 0);               // x 2^256 doubled four times: x 2^260 mod r
            }
            putRaw(t, 0, out, i * LIMBS, 1);
        }
        return out;
    }

    /** Block b (at bo) lane l = element first + l stride of {@link #laneForm}'s output e. */
    public void gather(double[] e, int first, int stride, double[] b, int bo) {
        final int L = lanes;
        for (int l = 0; l < L; l++) {
            int src = (first + l * stride) * LIMBS;
            for (int j = 0; j < LIMBS; j++) {
                b[bo + j * L + l] = e[src + j];
            }
        }
    }

    /** Block b (at bo) = element i of {@link #laneForm}'s output e in every lane. */
    public void broadcast(double[] e, int i, double[] b, int bo) {
        final int L = lanes;
        for (int j = 0; j < LIMBS; j++) {
            java.util.Arrays.fill(b, bo + j * L, bo + (j + 1) * L, e[i * LIMBS + j]);
        }
    }

    /**
     * Block b (at bo) lane l = the raw limbs of a's element first + l stride (4 limbs each, from
     * element 0 of a; values below 2r).
     */
    public void loadRaw(long[] a, int first, int stride, double[] b, int bo) {
        for (int l = 0; l < lanes; l++) {
            putRaw(a, (first + l * stride) * L64, b, bo + l, lanes);
        }
    }

    /**
     * The 4 raw limbs at a[ai...] (a value below 2^260) as 5 limbs of 52 bits into b at o, o + step,
     * ..., o + 4 step: a lane of a block (step LANES).
     */
    static void putRaw(long[] a, int ai, double[] b, int o, int step) {
        long a0 = a[ai], a1 = a[ai + 1], a2 = a[ai + 2], a3 = a[ai + 3];
        b[o] = a0 & M52;
        b[o + step] = ((a0 >>> 52) | (a1 << 12)) & M52;
        b[o + 2 * step] = ((a1 >>> 40) | (a2 << 24)) & M52;
        b[o + 3 * step] = ((a2 >>> 28) | (a3 << 36)) & M52;
        b[o + 4 * step] = a3 >>> 16;
    }

    /** The raw value of block b's lane l, reduced below r, into a[ao...] (4 limbs). */
    public void storeRaw(double[] b, int bo, int l, long[] a, int ao) {
        takeRaw(b, bo + l, lanes, a, ao);
    }

    /**
     * The 5 limbs of 52 bits in b at o, o + step, ..., o + 4 step (a value below 2r) as 4 limbs
     * into a[ai...], reduced below r by one conditional subtraction.
     */
    static void takeRaw(double[] b, int o, int step, long[] a, int ai) {
        long l0 = (long) b[o], l1 = (long) b[o + step], l2 = (long) b[o + 2 * step], l3 = (long) b[o + 3 * step],
                l4 = (long) b[o + 4 * step];
        long a0 = l0 | (l1 << 52), a1 = (l1 >>> 12) | (l2 << 40), a2 = (l2 >>> 24) | (l3 << 28), a3 = (l3 >>> 36) | (l4 << 16);
        long d0 = a0 - R0;
        long br = Long.compareUnsigned(a0, R0) < 0 ? 1 : 0;
        long d1 = a1 - R1 - br;
        br = Long.compareUnsigned(a1, R1) < 0 || (a1 == R1 && br == 1) ? 1 : 0;
        long d2 = a2 - R2 - br;
        br = Long.compareUnsigned(a2, R2) < 0 || (a2 == R2 && br == 1) ? 1 : 0;
        long d3 = a3 - R3 - br;
        br = Long.compareUnsigned(a3, R3) < 0 || (a3 == R3 && br == 1) ? 1 : 0;
        boolean below = br == 1;
        a[ai] = below ? a0 : d0;
        a[ai + 1] = below ? a1 : d1;
        a[ai + 2] = below ? a2 : d2;
        a[ai + 3] = below ? a3 : d3;
    }

    /** Σ over block b's lanes of their raw values, mod r, into a[ao...] (4 limbs, canonical). */
    public void sumLanes(double[] b, int bo, long[] a, int ao) {
        long[] t = new long[L64];
        java.util.Arrays.fill(a, ao, ao + L64, 0);
        for (int l = 0; l < lanes; l++) {
            storeRaw(b, bo, l, t, 0);
            Bls12381Fr.add(a, ao, a, ao, t, 0);                 // raw addition mod r: any form's
        }
    }

    /** Block r = a b R'^-1 lane by lane; r may alias a or b. */
    public void mul(double[] r, int ro, double[] a, int ao, double[] b, int bo) {
        if (wide) {
            Bls12381FrLanesPref.mul(r, ro, a, ao, b, bo, s);
        } else {
            Bls12381FrLanes256.mul(r, ro, a, ao, b, bo, s);
        }
    }

    /** Blocks r1 = a + b, r2 = a - b lane by lane; r1 and r2 distinct, either may alias a or b. */
    public void addSub(double[] r1, int r1o, double[] r2, int r2o, double[] a, int ao, double[] b, int bo) {
        if (wide) {
            Bls12381FrLanesPref.addSub(r1, r1o, r2, r2o, a, ao, b, bo);
        } else {
            Bls12381FrLanes256.addSub(r1, r1o, r2, r2o, a, ao, b, bo);
        }
    }

    /**
     * Blocks x[xo ...] (count blocks, the lane form proper) replaced by their inverses, lane by
     * lane: Montgomery's trick down each lane (3 products an element) and one scalar inversion a
     * lane. scratch: at least (count + 1) blocks.
     *
     * @throws IllegalArgumentException when an element is zero (x unchanged)
     */
    public void batchInverse(double[] x, int xo, int count, double[] scratch) {
        final int B = block(), L = lanes;
        if (count == 0) {
            return;
        }
        // scratch block i = x_0 ... x_(i-1) (block 0 unused: the products start at x_0)
        System.arraycopy(x, xo, scratch, B, B);
        for (int i = 1; i < count; i++) {
            mul(scratch, (i + 1) * B, scratch, i * B, x, xo + i * B);
        }
        // each lane's product P = p 2^-260 (lane form p): its inverse's lane form is 2^520 / p
        double[] t = new double[B];
        long[] v = new long[L64];
        for (int l = 0; l < L; l++) {
            storeRaw(scratch, count * B, l, v, 0);
            if (Bls12381Fr.isZero(v, 0)) {
                throw new IllegalArgumentException("a zero element in lane " + l + " of a batch inversion");
            }
            Bls12381Fr.inv(v, 0, v, 0);                         // 2^512 / p, read as a Montgomery form
            Bls12381Fr.mul(v, 0, v, 0, TWO_8, 0);               // 2^520 / p
            putRaw(v, 0, t, l, L);
        }
        // walk back: t = (x_0 ... x_i)^-1; x_i^-1 = t (x_0 ... x_(i-1)); t = t x_i
        double[] u = new double[B];
        for (int i = count - 1; i > 0; i--) {
            mul(u, 0, t, 0, scratch, i * B);
            mul(t, 0, t, 0, x, xo + i * B);
            System.arraycopy(u, 0, x, xo + i * B, B);
        }
        System.arraycopy(t, 0, x, xo, B);
    }

    private static long[] limbs(BigInteger v) {
        long[] r = new long[L64];
        for (int j = 0; j < L64; j++) {
            r[j] = v.shiftRight(64 * j).longValue();
        }
        return r;
    }
}
