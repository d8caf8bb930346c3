package dev.pippin.lanes.kernel;

/**
 * Fp2 = Fp[u]/(u^2 + 1) on {@link Bls12381LaneSlots}: a slot is two blocks, c0 then c1. A product
 * is schoolbook with one reduction per component (the kernels' lazy sums of two products, the
 * negated operand 512p - b1), a square (a0 + a1)(a0 - a1) and 2 a0 a1.
 *
 * <p>Cost model (8 lanes, Zen 4): a product two kernel calls and one lin52 (about 600 ns per 8
 * lanes), a square one product, one doubled product and two lin52.
 */
public final class Bls12381Fp2Slots extends Bls12381LaneSlots {
    private final int neg, sqs, sqd;

    public Bls12381Fp2Slots(boolean wide, int slots) {
        super(wide, 2, slots, 3);
        neg = own;
        sqs = own + blk;
        sqd = own + 2 * blk;
    }

    @Override
    public void mul(int r, int a, int b) {
        int a0 = o(a), a1 = a0 + blk, b0 = o(b), b1 = b0 + blk;
        lin52(neg, -1, b1, 0, b1, 0, b1, P512);                    // 512p - b1
        sum(o(r), a0, b0, a1, neg);                                // a0 b0 - a1 b1
        sum(o(r) + blk, a0, b1, a1, b0);                           // a0 b1 + a1 b0
    }

    @Override
    public void sqr(int r, int a) {
        int a0 = o(a), a1 = a0 + blk;
        lin52(sqs, 1, a0, 1, a1, 0, a1, K0);
        lin52(sqd, 1, a0, -1, a1, 0, a1, P512);
        fpMul(o(r), sqs, sqd);
        dbl(o(r) + blk, a0, a1);
    }

    /** Slot r = a * c for the Fp value c (the first block of slot c); r may be a. */
    public void mulFp(int r, int a, int c) {
        fpMul(o(r), o(a), o(c));
        fpMul(o(r) + blk, o(a) + blk, o(c));
    }

    /**
     * Slot r = a + xi x (xi = 1 + u: xi x = (x0 - x1, x0 + x1)); x's components below kx, r's
     * below a's bound plus 2 kx; r distinct from x, may be a.
     */
    public void addXi(int r, int a, int x, long[] kx) {
        int a0 = o(a), x0 = o(x), x1 = x0 + blk;
        lin52(o(r), 1, a0, 1, x0, -1, x1, kx);
        lin52(o(r) + blk, 1, a0 + blk, 1, x0, 1, x1, K0);
    }
}
