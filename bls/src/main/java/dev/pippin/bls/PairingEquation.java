package dev.pippin.bls;

import dev.pippin.pairing.Bls12381Pairing;

/**
 * A product of pairings to test against 1, built pair by pair: every verification here is one
 * such product (e(pk, H(m)) e(-g1, sigma) and its aggregate and batch forms), so all of them share
 * one Miller loop and one final exponentiation.
 */
final class PairingEquation {
    private final long[] g1s, g2s;
    private int k;

    /** Room for exactly pairs pairs. */
    PairingEquation(int pairs) {
        g1s = new long[pairs * Points.G1];
        g2s = new long[pairs * Points.G2];
    }

    /** Multiplies in e(p, q) for the G1 point p[po] and the G2 point q[qo]. */
    PairingEquation times(long[] p, int po, long[] q, int qo) {
        if (k * Points.G1 == g1s.length) {
            throw new IllegalStateException("pairing equation: all " + k + " pairs are already set");
        }
        System.arraycopy(p, po, g1s, k * Points.G1, Points.G1);
        System.arraycopy(q, qo, g2s, k * Points.G2, Points.G2);
        k++;
        return this;
    }

    /** Multiplies in e(-g1, sigma): the signature side moved to the left. */
    PairingEquation timesSignature(long[] sigma) {
        return times(Points.NEG_G1, 0, sigma, 0);
    }

    /** Whether the product of the pairs set so far is 1. */
    boolean holds() {
        return Bls12381Pairing.pairingCheck(g1s, g2s, k);
    }
}
