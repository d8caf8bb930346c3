package dev.pippin.bls;

import dev.pippin.lanes.LaneMode;
import dev.pippin.pairing.Bls12381Fp12;
import dev.pippin.pairing.Bls12381Pairing;

/**
 * A product of pairings to test against 1: every verification here is one such product
 * (e(pk, H(m)) e(-g1, sigma) and its aggregate and batch forms), so all of them share one
 * Miller loop and one final exponentiation. Pairs are appended in order ({@link #times}) or
 * set by index ({@link #set}, for pairs made on several threads).
 */
final class PairingEquation {
    /** Pairs per Miller loop slice when the loop runs on several threads: enough to amortise a slice's squarings. */
    static final int MIN_SLICE = 8;

    private final int pairs;
    private final long[] g1s, g2s;
    private int k;

    /** Room for exactly pairs pairs. */
    PairingEquation(int pairs) {
        this.pairs = pairs;
        g1s = new long[pairs * Points.G1];
        g2s = new long[pairs * Points.G2];
    }

    /** Multiplies in e(p, q) for the G1 point p[po] and the G2 point q[qo]. */
    PairingEquation times(long[] p, int po, long[] q, int qo) {
        set(k++, p, po, q, qo);
        return this;
    }

    /** Multiplies in e(-g1, sigma): the signature side moved to the left. */
    PairingEquation timesSignature(long[] sigma) {
        return times(Points.NEG_G1, 0, sigma, 0);
    }

    /** Sets pair i to (p[po], q[qo]); distinct i may be set from different threads. */
    void set(int i, long[] p, int po, long[] q, int qo) {
        if (i < 0 || i >= pairs) {
            throw new IllegalStateException("pairing equation: pair " + i + " of " + pairs);
        }
        System.arraycopy(p, po, g1s, i * Points.G1, Points.G1);
        System.arraycopy(q, qo, g2s, i * Points.G2, Points.G2);
    }

    /** Whether the product of all pairs (unset ones are infinity, contributing 1) is 1. */
    boolean holds() {
        return Bls12381Pairing.pairingCheck(g1s, g2s, pairs);
    }

    /**
     * The same on up to threads threads: Miller loops over slices of the pairs, their product,
     * one final exponentiation (it is a homomorphism, so the slices need no exponentiation of
     * their own). Each slice's Miller loop runs on the FMA lanes where the options' lane mode
     * says and the slice is large enough (Bls12381Pairing.millerLoop with the options).
     */
    boolean holds(int threads, LaneMode lanes) {
        int slices = Math.max(1, Math.min(threads, pairs / MIN_SLICE));
        if (slices == 1) {
            return Bls12381Pairing.pairingCheck(g1s, g2s, pairs, lanes);
        }
        long[] f = new long[slices * Bls12381Pairing.GT_LIMBS];
        Parallel.forEach(slices, slices, j -> {
            int from = (int) ((long) pairs * j / slices), to = (int) ((long) pairs * (j + 1) / slices);
            Bls12381Pairing.millerLoop(g1s, from * Points.G1, g2s, from * Points.G2, to - from, f, j * Bls12381Pairing.GT_LIMBS, lanes);
        });
        long[] s = new long[Bls12381Fp12.SCRATCH];
        for (int j = 1; j < slices; j++) {
            Bls12381Fp12.mul(f, 0, f, 0, f, j * Bls12381Pairing.GT_LIMBS, s);
        }
        Bls12381Pairing.finalExponentiation(f, 0, f, 0);
        return Bls12381Fp12.isOne(f, 0);
    }
}
