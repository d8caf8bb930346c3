package dev.pippin.pairing;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.curve.GroupOps;
import dev.pippin.curve.ScalarLimbs;
import java.math.BigInteger;

/** Test glue over one curve's pairing, groups and reference, so that each property runs on both curves. */
interface PairingOps {
    String name();
    TowerOps tower();
    GroupOps g1();
    GroupOps g2();
    RefPairing ref();
    /** The reference's Miller loop parameter (6x + 2, or |x|) and whether x < 0. */
    BigInteger loopParameter();
    boolean negativeSeed();

    void pair(long[] g1, int g1Off, long[] g2, int g2Off, long[] out, int outOff);
    void multiPair(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff);
    void millerLoop(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff);
    void finalExponentiation(long[] f, int fOff, long[] out, int outOff);
    boolean pairingCheck(long[] g1s, long[] g2s, int k);

    default BigInteger order() {
        return g1().order();
    }

    /** [k] G for the group's generator. */
    default long[] mulGen(GroupOps g, BigInteger k) {
        long[] gen = new long[g.affine()], r = new long[g.affine()];
        g.generator(gen, 0);
        g.scalarMul(r, 0, gen, 0, ScalarLimbs.limbs(k.mod(order()), 4), 0);
        return r;
    }

    /** The reference pairing of two affine points of the implementation's groups. */
    default BigInteger[][] refPair(long[] p, long[] q) {
        BigInteger[] pc = g1().toBigIntegers(p, 0), qc = g2().toBigIntegers(q, 0);
        RefTower t = tower().ref();
        BigInteger[][] qq = {t.f2(qc[0], qc[1]), t.f2(qc[2], qc[3])};
        return ref().finalExponentiation(ref().millerLoop(loopParameter(), pc, qq), negativeSeed());
    }

    PairingOps BN = new PairingOps() {
        final RefPairing ref = new RefPairing(TowerOps.BN.ref(), Bn254G1.ORDER, true, Bn254Pairing.FINAL_EXPONENT_MULTIPLE);
        public String name() { return "bn254"; }
        public TowerOps tower() { return TowerOps.BN; }
        public GroupOps g1() { return Bn254G1.OPS; }
        public GroupOps g2() { return Bn254G2.OPS; }
        public RefPairing ref() { return ref; }
        public BigInteger loopParameter() { return BigInteger.valueOf(Bn254G2.SEED).multiply(BigInteger.valueOf(6)).add(BigInteger.TWO); }
        public boolean negativeSeed() { return false; }
        public void pair(long[] g1, int g1Off, long[] g2, int g2Off, long[] out, int outOff) { Bn254Pairing.pair(g1, g1Off, g2, g2Off, out, outOff); }
        public void multiPair(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff) { Bn254Pairing.multiPair(g1s, g1Off, g2s, g2Off, k, out, outOff); }
        public void millerLoop(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff) { Bn254Pairing.millerLoop(g1s, g1Off, g2s, g2Off, k, out, outOff); }
        public void finalExponentiation(long[] f, int fOff, long[] out, int outOff) { Bn254Pairing.finalExponentiation(f, fOff, out, outOff); }
        public boolean pairingCheck(long[] g1s, long[] g2s, int k) { return Bn254Pairing.pairingCheck(g1s, g2s, k); }
        @Override public String toString() { return name(); }
    };

    PairingOps BLS = new PairingOps() {
        final RefPairing ref = new RefPairing(TowerOps.BLS.ref(), Bls12381G1.ORDER, false, Bls12381Pairing.FINAL_EXPONENT_MULTIPLE);
        public String name() { return "BLS12-381"; }
        public TowerOps tower() { return TowerOps.BLS; }
        public GroupOps g1() { return Bls12381G1.OPS; }
        public GroupOps g2() { return Bls12381G2.OPS; }
        public RefPairing ref() { return ref; }
        public BigInteger loopParameter() { return new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS)); }
        public boolean negativeSeed() { return true; }
        public void pair(long[] g1, int g1Off, long[] g2, int g2Off, long[] out, int outOff) { Bls12381Pairing.pair(g1, g1Off, g2, g2Off, out, outOff); }
        public void multiPair(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff) { Bls12381Pairing.multiPair(g1s, g1Off, g2s, g2Off, k, out, outOff); }
        public void millerLoop(long[] g1s, int g1Off, long[] g2s, int g2Off, int k, long[] out, int outOff) { Bls12381Pairing.millerLoop(g1s, g1Off, g2s, g2Off, k, out, outOff); }
        public void finalExponentiation(long[] f, int fOff, long[] out, int outOff) { Bls12381Pairing.finalExponentiation(f, fOff, out, outOff); }
        public boolean pairingCheck(long[] g1s, long[] g2s, int k) { return Bls12381Pairing.pairingCheck(g1s, g2s, k); }
        @Override public String toString() { return name(); }
    };
}
