package dev.pippin.pairing;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import java.math.BigInteger;

/** Test glue over one curve's generated tower classes, so that each property runs on both curves. */
interface TowerOps {
    String name();
    RefTower ref();
    /** Powers of w at which a line value is non-zero (the twist's sparse shape). */
    int[] linePowers();
    int fp2Limbs();
    int fp6Limbs();
    int fp12Limbs();
    int scratch();

    void set6(long[] r, BigInteger[] c);
    BigInteger[] get6(long[] a);
    void neg6(long[] r, long[] a);
    void add6(long[] r, long[] a, long[] b);
    void sub6(long[] r, long[] a, long[] b);
    void mul6(long[] r, long[] a, long[] b, long[] s);
    void sqr6(long[] r, long[] a, long[] s);
    void inv6(long[] r, long[] a, long[] s);
    void mulByV6(long[] r, long[] a, long[] s);
    void mulBy01(long[] r, long[] a, long[] c, long[] s);
    void mulBy1(long[] r, long[] a, long[] c, long[] s);
    void mulByFp2(long[] r, long[] a, long[] c, long[] s);
    void setFp2(long[] r, int ro, BigInteger c0, BigInteger c1);

    void set12(long[] r, BigInteger[] c);
    BigInteger[] get12(long[] a);
    void neg12(long[] r, long[] a);
    void add12(long[] r, long[] a, long[] b);
    void sub12(long[] r, long[] a, long[] b);
    void mul12(long[] r, long[] a, long[] b, long[] s);
    void sqr12(long[] r, long[] a, long[] s);
    void inv12(long[] r, long[] a, long[] s);
    void conj12(long[] r, long[] a);
    void frob12(long[] r, long[] a, int k, long[] s);
    void cycSqr12(long[] r, long[] a, long[] s);
    int compressedLimbs();
    void compress(long[] r, long[] a);
    void compressedSqr(long[] r, long[] c, long[] s);
    void decompressFraction(long[] num, long[] den, long[] c, long[] s);
    void decompress(long[] r, long[] c, long[] g3, long[] s);
    BigInteger[] getFp2(long[] a, int ao);
    void mulByLine(long[] r, long[] a, long[] l, long[] s);
    void fromLine(long[] r, long[] l);
    void linePair(long[] r, long[] l, long[] m, long[] s);
    void mulByLinePair(long[] r, long[] a, long[] g, long[] s);
    boolean isOne12(long[] a);
    boolean isZero12(long[] a);
    boolean equal12(long[] a, long[] b);

    TowerOps BN = new TowerOps() {
        final RefTower ref = new RefTower(Bn254Fp.MODULUS, Bn254Fp2.XI_C0, Bn254Fp2.XI_C1);
        public String name() { return "bn254"; }
        public RefTower ref() { return ref; }
        public int[] linePowers() { return new int[] {0, 1, 3}; }
        public int fp2Limbs() { return Bn254Fp2.LIMBS; }
        public int fp6Limbs() { return Bn254Fp6.LIMBS; }
        public int fp12Limbs() { return Bn254Fp12.LIMBS; }
        public int scratch() { return Bn254Fp12.SCRATCH; }
        public void set6(long[] r, BigInteger[] c) { Bn254Fp6.fromBigIntegers(r, 0, c); }
        public BigInteger[] get6(long[] a) { return Bn254Fp6.toBigIntegers(a, 0); }
        public void neg6(long[] r, long[] a) { Bn254Fp6.neg(r, 0, a, 0); }
        public void add6(long[] r, long[] a, long[] b) { Bn254Fp6.add(r, 0, a, 0, b, 0); }
        public void sub6(long[] r, long[] a, long[] b) { Bn254Fp6.sub(r, 0, a, 0, b, 0); }
        public void mul6(long[] r, long[] a, long[] b, long[] s) { Bn254Fp6.mul(r, 0, a, 0, b, 0, s); }
        public void sqr6(long[] r, long[] a, long[] s) { Bn254Fp6.sqr(r, 0, a, 0, s); }
        public void inv6(long[] r, long[] a, long[] s) { Bn254Fp6.inv(r, 0, a, 0, s); }
        public void mulByV6(long[] r, long[] a, long[] s) { Bn254Fp6.mulByNonResidue(r, 0, a, 0, s); }
        public void mulBy01(long[] r, long[] a, long[] c, long[] s) { Bn254Fp6.mulBy01(r, 0, a, 0, c, 0, c, Bn254Fp2.LIMBS, s); }
        public void mulBy1(long[] r, long[] a, long[] c, long[] s) { Bn254Fp6.mulBy1(r, 0, a, 0, c, 0, s); }
        public void mulByFp2(long[] r, long[] a, long[] c, long[] s) { Bn254Fp6.mulByFp2(r, 0, a, 0, c, 0, s); }
        public void setFp2(long[] r, int ro, BigInteger c0, BigInteger c1) { Bn254Fp2.fromBigIntegers(r, ro, c0, c1); }
        public void set12(long[] r, BigInteger[] c) { Bn254Fp12.fromBigIntegers(r, 0, c); }
        public BigInteger[] get12(long[] a) { return Bn254Fp12.toBigIntegers(a, 0); }
        public void neg12(long[] r, long[] a) { Bn254Fp12.neg(r, 0, a, 0); }
        public void add12(long[] r, long[] a, long[] b) { Bn254Fp12.add(r, 0, a, 0, b, 0); }
        public void sub12(long[] r, long[] a, long[] b) { Bn254Fp12.sub(r, 0, a, 0, b, 0); }
        public void mul12(long[] r, long[] a, long[] b, long[] s) { Bn254Fp12.mul(r, 0, a, 0, b, 0, s); }
        public void sqr12(long[] r, long[] a, long[] s) { Bn254Fp12.sqr(r, 0, a, 0, s); }
        public void inv12(long[] r, long[] a, long[] s) { Bn254Fp12.inv(r, 0, a, 0, s); }
        public void conj12(long[] r, long[] a) { Bn254Fp12.conjugate(r, 0, a, 0); }
        public void frob12(long[] r, long[] a, int k, long[] s) {
            switch (k) {
                case 1 -> Bn254Fp12.frobenius(r, 0, a, 0, s);
                case 2 -> Bn254Fp12.frobenius2(r, 0, a, 0, s);
                default -> Bn254Fp12.frobenius3(r, 0, a, 0, s);
            }
        }
        public void cycSqr12(long[] r, long[] a, long[] s) { Bn254Fp12.cyclotomicSqr(r, 0, a, 0, s); }
        public int compressedLimbs() { return Bn254Fp12.COMPRESSED; }
        public void compress(long[] r, long[] a) { Bn254Fp12.compress(r, 0, a, 0); }
        public void compressedSqr(long[] r, long[] c, long[] s) { Bn254Fp12.compressedSqr(r, 0, c, 0, s); }
        public void decompressFraction(long[] num, long[] den, long[] c, long[] s) { Bn254Fp12.decompressFraction(num, 0, den, 0, c, 0, s); }
        public void decompress(long[] r, long[] c, long[] g3, long[] s) { Bn254Fp12.decompress(r, 0, c, 0, g3, 0, s); }
        public BigInteger[] getFp2(long[] a, int ao) { return Bn254Fp2.toBigIntegers(a, ao); }
        public void mulByLine(long[] r, long[] a, long[] l, long[] s) { Bn254Fp12.mulByLine(r, 0, a, 0, l, 0, s); }
        public void fromLine(long[] r, long[] l) { Bn254Fp12.fromLine(r, 0, l, 0); }
        public void linePair(long[] r, long[] l, long[] m, long[] s) { Bn254Fp12.linePair(r, 0, l, 0, m, 0, s); }
        public void mulByLinePair(long[] r, long[] a, long[] g, long[] s) { Bn254Fp12.mulByLinePair(r, 0, a, 0, g, 0, s); }
        public boolean isOne12(long[] a) { return Bn254Fp12.isOne(a, 0); }
        public boolean isZero12(long[] a) { return Bn254Fp12.isZero(a, 0); }
        public boolean equal12(long[] a, long[] b) { return Bn254Fp12.equal(a, 0, b, 0); }
        @Override public String toString() { return name(); }
    };

    TowerOps BLS = new TowerOps() {
        final RefTower ref = new RefTower(Bls12381Fp.MODULUS, Bls12381Fp2.XI_C0, Bls12381Fp2.XI_C1);
        public String name() { return "BLS12-381"; }
        public RefTower ref() { return ref; }
        public int[] linePowers() { return new int[] {0, 2, 3}; }
        public int fp2Limbs() { return Bls12381Fp2.LIMBS; }
        public int fp6Limbs() { return Bls12381Fp6.LIMBS; }
        public int fp12Limbs() { return Bls12381Fp12.LIMBS; }
        public int scratch() { return Bls12381Fp12.SCRATCH; }
        public void set6(long[] r, BigInteger[] c) { Bls12381Fp6.fromBigIntegers(r, 0, c); }
        public BigInteger[] get6(long[] a) { return Bls12381Fp6.toBigIntegers(a, 0); }
        public void neg6(long[] r, long[] a) { Bls12381Fp6.neg(r, 0, a, 0); }
        public void add6(long[] r, long[] a, long[] b) { Bls12381Fp6.add(r, 0, a, 0, b, 0); }
        public void sub6(long[] r, long[] a, long[] b) { Bls12381Fp6.sub(r, 0, a, 0, b, 0); }
        public void mul6(long[] r, long[] a, long[] b, long[] s) { Bls12381Fp6.mul(r, 0, a, 0, b, 0, s); }
        public void sqr6(long[] r, long[] a, long[] s) { Bls12381Fp6.sqr(r, 0, a, 0, s); }
        public void inv6(long[] r, long[] a, long[] s) { Bls12381Fp6.inv(r, 0, a, 0, s); }
        public void mulByV6(long[] r, long[] a, long[] s) { Bls12381Fp6.mulByNonResidue(r, 0, a, 0, s); }
        public void mulBy01(long[] r, long[] a, long[] c, long[] s) { Bls12381Fp6.mulBy01(r, 0, a, 0, c, 0, c, Bls12381Fp2.LIMBS, s); }
        public void mulBy1(long[] r, long[] a, long[] c, long[] s) { Bls12381Fp6.mulBy1(r, 0, a, 0, c, 0, s); }
        public void mulByFp2(long[] r, long[] a, long[] c, long[] s) { Bls12381Fp6.mulByFp2(r, 0, a, 0, c, 0, s); }
        public void setFp2(long[] r, int ro, BigInteger c0, BigInteger c1) { Bls12381Fp2.fromBigIntegers(r, ro, c0, c1); }
        public void set12(long[] r, BigInteger[] c) { Bls12381Fp12.fromBigIntegers(r, 0, c); }
        public BigInteger[] get12(long[] a) { return Bls12381Fp12.toBigIntegers(a, 0); }
        public void neg12(long[] r, long[] a) { Bls12381Fp12.neg(r, 0, a, 0); }
        public void add12(long[] r, long[] a, long[] b) { Bls12381Fp12.add(r, 0, a, 0, b, 0); }
        public void sub12(long[] r, long[] a, long[] b) { Bls12381Fp12.sub(r, 0, a, 0, b, 0); }
        public void mul12(long[] r, long[] a, long[] b, long[] s) { Bls12381Fp12.mul(r, 0, a, 0, b, 0, s); }
        public void sqr12(long[] r, long[] a, long[] s) { Bls12381Fp12.sqr(r, 0, a, 0, s); }
        public void inv12(long[] r, long[] a, long[] s) { Bls12381Fp12.inv(r, 0, a, 0, s); }
        public void conj12(long[] r, long[] a) { Bls12381Fp12.conjugate(r, 0, a, 0); }
        public void frob12(long[] r, long[] a, int k, long[] s) {
            switch (k) {
                case 1 -> Bls12381Fp12.frobenius(r, 0, a, 0, s);
                case 2 -> Bls12381Fp12.frobenius2(r, 0, a, 0, s);
                default -> Bls12381Fp12.frobenius3(r, 0, a, 0, s);
            }
        }
        public void cycSqr12(long[] r, long[] a, long[] s) { Bls12381Fp12.cyclotomicSqr(r, 0, a, 0, s); }
        public int compressedLimbs() { return Bls12381Fp12.COMPRESSED; }
        public void compress(long[] r, long[] a) { Bls12381Fp12.compress(r, 0, a, 0); }
        public void compressedSqr(long[] r, long[] c, long[] s) { Bls12381Fp12.compressedSqr(r, 0, c, 0, s); }
        public void decompressFraction(long[] num, long[] den, long[] c, long[] s) { Bls12381Fp12.decompressFraction(num, 0, den, 0, c, 0, s); }
        public void decompress(long[] r, long[] c, long[] g3, long[] s) { Bls12381Fp12.decompress(r, 0, c, 0, g3, 0, s); }
        public BigInteger[] getFp2(long[] a, int ao) { return Bls12381Fp2.toBigIntegers(a, ao); }
        public void mulByLine(long[] r, long[] a, long[] l, long[] s) { Bls12381Fp12.mulByLine(r, 0, a, 0, l, 0, s); }
        public void fromLine(long[] r, long[] l) { Bls12381Fp12.fromLine(r, 0, l, 0); }
        public void linePair(long[] r, long[] l, long[] m, long[] s) { Bls12381Fp12.linePair(r, 0, l, 0, m, 0, s); }
        public void mulByLinePair(long[] r, long[] a, long[] g, long[] s) { Bls12381Fp12.mulByLinePair(r, 0, a, 0, g, 0, s); }
        public boolean isOne12(long[] a) { return Bls12381Fp12.isOne(a, 0); }
        public boolean isZero12(long[] a) { return Bls12381Fp12.isZero(a, 0); }
        public boolean equal12(long[] a, long[] b) { return Bls12381Fp12.equal(a, 0, b, 0); }
        @Override public String toString() { return name(); }
    };
}
