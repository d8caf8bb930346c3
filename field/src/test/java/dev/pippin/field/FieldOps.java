package dev.pippin.field;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A test-only view of one generated field class, so one property suite covers all four.
 * (The production code never goes through an interface: that would make the kernels megamorphic.)
 */
record FieldOps(String name, BigInteger p, int limbs, int bytes, Kernels k) {

    interface Kernels {
        void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo);
        void sqr(long[] r, int ro, long[] a, int ao);
        void add(long[] r, int ro, long[] a, int ao, long[] b, int bo);
        void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo);
        void neg(long[] r, int ro, long[] a, int ao);
        void dbl(long[] r, int ro, long[] a, int ao);
        void inv(long[] r, int ro, long[] a, int ao);
        void invFermat(long[] r, int ro, long[] a, int ao);
        void pow(long[] r, int ro, long[] a, int ao, long[] e);
        boolean sqrt(long[] r, int ro, long[] a, int ao);
        void progenitor(long[] r, int ro, long[] a, int ao);
        int legendre(long[] a, int ao);
        void batchInverse(long[] a, int off, int count, long[] scratch);
        void fromBigInteger(long[] r, int ro, BigInteger v);
        BigInteger toBigInteger(long[] a, int ao);
        boolean decode(byte[] src, int off, long[] r, int ro);
        void encode(long[] a, int ao, byte[] dst, int off);
        void toMontgomery(long[] r, int ro, long[] a, int ao);
        void fromMontgomery(long[] r, int ro, long[] a, int ao);
        boolean isZero(long[] a, int ao);
        boolean isOne(long[] a, int ao);
        boolean equal(long[] a, int ao, long[] b, int bo);
        MontgomeryField field();
        long inv64();
        long[] one();
        long[] r2();
        long[] r3();
        long[] p();
    }

    static final FieldOps BN254_FP = new FieldOps("bn254-fp", Bn254Fp.MODULUS, Bn254Fp.LIMBS, Bn254Fp.BYTES, new Kernels() {
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fp.mul(r, ro, a, ao, b, bo); }
        public void sqr(long[] r, int ro, long[] a, int ao) { Bn254Fp.sqr(r, ro, a, ao); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fp.add(r, ro, a, ao, b, bo); }
        public void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fp.sub(r, ro, a, ao, b, bo); }
        public void neg(long[] r, int ro, long[] a, int ao) { Bn254Fp.neg(r, ro, a, ao); }
        public void dbl(long[] r, int ro, long[] a, int ao) { Bn254Fp.dbl(r, ro, a, ao); }
        public void inv(long[] r, int ro, long[] a, int ao) { Bn254Fp.inv(r, ro, a, ao); }
        public void invFermat(long[] r, int ro, long[] a, int ao) { Bn254Fp.invFermat(r, ro, a, ao); }
        public void pow(long[] r, int ro, long[] a, int ao, long[] e) { Bn254Fp.pow(r, ro, a, ao, e); }
        public boolean sqrt(long[] r, int ro, long[] a, int ao) { return Bn254Fp.sqrt(r, ro, a, ao); }
        public void progenitor(long[] r, int ro, long[] a, int ao) { Bn254Fp.progenitor(r, ro, a, ao); }
        public int legendre(long[] a, int ao) { return Bn254Fp.legendre(a, ao); }
        public void batchInverse(long[] a, int off, int count, long[] s) { Bn254Fp.batchInverse(a, off, count, s); }
        public void fromBigInteger(long[] r, int ro, BigInteger v) { Bn254Fp.fromBigInteger(r, ro, v); }
        public BigInteger toBigInteger(long[] a, int ao) { return Bn254Fp.toBigInteger(a, ao); }
        public boolean decode(byte[] src, int off, long[] r, int ro) { return Bn254Fp.decode(src, off, r, ro); }
        public void encode(long[] a, int ao, byte[] dst, int off) { Bn254Fp.encode(a, ao, dst, off); }
        public void toMontgomery(long[] r, int ro, long[] a, int ao) { Bn254Fp.toMontgomery(r, ro, a, ao); }
        public void fromMontgomery(long[] r, int ro, long[] a, int ao) { Bn254Fp.fromMontgomery(r, ro, a, ao); }
        public boolean isZero(long[] a, int ao) { return Bn254Fp.isZero(a, ao); }
        public boolean isOne(long[] a, int ao) { return Bn254Fp.isOne(a, ao); }
        public boolean equal(long[] a, int ao, long[] b, int bo) { return Bn254Fp.equal(a, ao, b, bo); }
        public MontgomeryField field() { return Bn254Fp.FIELD; }
        public long inv64() { return Bn254Fp.INV; }
        public long[] one() { return Bn254Fp.ONE; }
        public long[] r2() { return Bn254Fp.R2; }
        public long[] r3() { return Bn254Fp.R3; }
        public long[] p() { return Bn254Fp.P; }
    });
    static final FieldOps BN254_FR = new FieldOps("bn254-fr", Bn254Fr.MODULUS, Bn254Fr.LIMBS, Bn254Fr.BYTES, new Kernels() {
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fr.mul(r, ro, a, ao, b, bo); }
        public void sqr(long[] r, int ro, long[] a, int ao) { Bn254Fr.sqr(r, ro, a, ao); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fr.add(r, ro, a, ao, b, bo); }
        public void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254Fr.sub(r, ro, a, ao, b, bo); }
        public void neg(long[] r, int ro, long[] a, int ao) { Bn254Fr.neg(r, ro, a, ao); }
        public void dbl(long[] r, int ro, long[] a, int ao) { Bn254Fr.dbl(r, ro, a, ao); }
        public void inv(long[] r, int ro, long[] a, int ao) { Bn254Fr.inv(r, ro, a, ao); }
        public void invFermat(long[] r, int ro, long[] a, int ao) { Bn254Fr.invFermat(r, ro, a, ao); }
        public void pow(long[] r, int ro, long[] a, int ao, long[] e) { Bn254Fr.pow(r, ro, a, ao, e); }
        public boolean sqrt(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public void progenitor(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public int legendre(long[] a, int ao) { return Bn254Fr.legendre(a, ao); }
        public void batchInverse(long[] a, int off, int count, long[] s) { Bn254Fr.batchInverse(a, off, count, s); }
        public void fromBigInteger(long[] r, int ro, BigInteger v) { Bn254Fr.fromBigInteger(r, ro, v); }
        public BigInteger toBigInteger(long[] a, int ao) { return Bn254Fr.toBigInteger(a, ao); }
        public boolean decode(byte[] src, int off, long[] r, int ro) { return Bn254Fr.decode(src, off, r, ro); }
        public void encode(long[] a, int ao, byte[] dst, int off) { Bn254Fr.encode(a, ao, dst, off); }
        public void toMontgomery(long[] r, int ro, long[] a, int ao) { Bn254Fr.toMontgomery(r, ro, a, ao); }
        public void fromMontgomery(long[] r, int ro, long[] a, int ao) { Bn254Fr.fromMontgomery(r, ro, a, ao); }
        public boolean isZero(long[] a, int ao) { return Bn254Fr.isZero(a, ao); }
        public boolean isOne(long[] a, int ao) { return Bn254Fr.isOne(a, ao); }
        public boolean equal(long[] a, int ao, long[] b, int bo) { return Bn254Fr.equal(a, ao, b, bo); }
        public MontgomeryField field() { return Bn254Fr.FIELD; }
        public long inv64() { return Bn254Fr.INV; }
        public long[] one() { return Bn254Fr.ONE; }
        public long[] r2() { return Bn254Fr.R2; }
        public long[] r3() { return Bn254Fr.R3; }
        public long[] p() { return Bn254Fr.P; }
    });
    static final FieldOps BLS12_381_FP = new FieldOps("bls12-381-fp", Bls12381Fp.MODULUS, Bls12381Fp.LIMBS, Bls12381Fp.BYTES, new Kernels() {
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fp.mul(r, ro, a, ao, b, bo); }
        public void sqr(long[] r, int ro, long[] a, int ao) { Bls12381Fp.sqr(r, ro, a, ao); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fp.add(r, ro, a, ao, b, bo); }
        public void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fp.sub(r, ro, a, ao, b, bo); }
        public void neg(long[] r, int ro, long[] a, int ao) { Bls12381Fp.neg(r, ro, a, ao); }
        public void dbl(long[] r, int ro, long[] a, int ao) { Bls12381Fp.dbl(r, ro, a, ao); }
        public void inv(long[] r, int ro, long[] a, int ao) { Bls12381Fp.inv(r, ro, a, ao); }
        public void invFermat(long[] r, int ro, long[] a, int ao) { Bls12381Fp.invFermat(r, ro, a, ao); }
        public void pow(long[] r, int ro, long[] a, int ao, long[] e) { Bls12381Fp.pow(r, ro, a, ao, e); }
        public boolean sqrt(long[] r, int ro, long[] a, int ao) { return Bls12381Fp.sqrt(r, ro, a, ao); }
        public void progenitor(long[] r, int ro, long[] a, int ao) { Bls12381Fp.progenitor(r, ro, a, ao); }
        public int legendre(long[] a, int ao) { return Bls12381Fp.legendre(a, ao); }
        public void batchInverse(long[] a, int off, int count, long[] s) { Bls12381Fp.batchInverse(a, off, count, s); }
        public void fromBigInteger(long[] r, int ro, BigInteger v) { Bls12381Fp.fromBigInteger(r, ro, v); }
        public BigInteger toBigInteger(long[] a, int ao) { return Bls12381Fp.toBigInteger(a, ao); }
        public boolean decode(byte[] src, int off, long[] r, int ro) { return Bls12381Fp.decode(src, off, r, ro); }
        public void encode(long[] a, int ao, byte[] dst, int off) { Bls12381Fp.encode(a, ao, dst, off); }
        public void toMontgomery(long[] r, int ro, long[] a, int ao) { Bls12381Fp.toMontgomery(r, ro, a, ao); }
        public void fromMontgomery(long[] r, int ro, long[] a, int ao) { Bls12381Fp.fromMontgomery(r, ro, a, ao); }
        public boolean isZero(long[] a, int ao) { return Bls12381Fp.isZero(a, ao); }
        public boolean isOne(long[] a, int ao) { return Bls12381Fp.isOne(a, ao); }
        public boolean equal(long[] a, int ao, long[] b, int bo) { return Bls12381Fp.equal(a, ao, b, bo); }
        public MontgomeryField field() { return Bls12381Fp.FIELD; }
        public long inv64() { return Bls12381Fp.INV; }
        public long[] one() { return Bls12381Fp.ONE; }
        public long[] r2() { return Bls12381Fp.R2; }
        public long[] r3() { return Bls12381Fp.R3; }
        public long[] p() { return Bls12381Fp.P; }
    });
    static final FieldOps BLS12_381_FR = new FieldOps("bls12-381-fr", Bls12381Fr.MODULUS, Bls12381Fr.LIMBS, Bls12381Fr.BYTES, new Kernels() {
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fr.mul(r, ro, a, ao, b, bo); }
        public void sqr(long[] r, int ro, long[] a, int ao) { Bls12381Fr.sqr(r, ro, a, ao); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fr.add(r, ro, a, ao, b, bo); }
        public void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381Fr.sub(r, ro, a, ao, b, bo); }
        public void neg(long[] r, int ro, long[] a, int ao) { Bls12381Fr.neg(r, ro, a, ao); }
        public void dbl(long[] r, int ro, long[] a, int ao) { Bls12381Fr.dbl(r, ro, a, ao); }
        public void inv(long[] r, int ro, long[] a, int ao) { Bls12381Fr.inv(r, ro, a, ao); }
        public void invFermat(long[] r, int ro, long[] a, int ao) { Bls12381Fr.invFermat(r, ro, a, ao); }
        public void pow(long[] r, int ro, long[] a, int ao, long[] e) { Bls12381Fr.pow(r, ro, a, ao, e); }
        public boolean sqrt(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public void progenitor(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public int legendre(long[] a, int ao) { return Bls12381Fr.legendre(a, ao); }
        public void batchInverse(long[] a, int off, int count, long[] s) { Bls12381Fr.batchInverse(a, off, count, s); }
        public void fromBigInteger(long[] r, int ro, BigInteger v) { Bls12381Fr.fromBigInteger(r, ro, v); }
        public BigInteger toBigInteger(long[] a, int ao) { return Bls12381Fr.toBigInteger(a, ao); }
        public boolean decode(byte[] src, int off, long[] r, int ro) { return Bls12381Fr.decode(src, off, r, ro); }
        public void encode(long[] a, int ao, byte[] dst, int off) { Bls12381Fr.encode(a, ao, dst, off); }
        public void toMontgomery(long[] r, int ro, long[] a, int ao) { Bls12381Fr.toMontgomery(r, ro, a, ao); }
        public void fromMontgomery(long[] r, int ro, long[] a, int ao) { Bls12381Fr.fromMontgomery(r, ro, a, ao); }
        public boolean isZero(long[] a, int ao) { return Bls12381Fr.isZero(a, ao); }
        public boolean isOne(long[] a, int ao) { return Bls12381Fr.isOne(a, ao); }
        public boolean equal(long[] a, int ao, long[] b, int bo) { return Bls12381Fr.equal(a, ao, b, bo); }
        public MontgomeryField field() { return Bls12381Fr.FIELD; }
        public long inv64() { return Bls12381Fr.INV; }
        public long[] one() { return Bls12381Fr.ONE; }
        public long[] r2() { return Bls12381Fr.R2; }
        public long[] r3() { return Bls12381Fr.R3; }
        public long[] p() { return Bls12381Fr.P; }
    });
    static final FieldOps BLS12_381_FR_LAZY = new FieldOps("bls12-381-fr-lazy", Bls12381FrLazy.MODULUS, Bls12381FrLazy.LIMBS, Bls12381FrLazy.BYTES, new Kernels() {
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381FrLazy.mul(r, ro, a, ao, b, bo); }
        public void sqr(long[] r, int ro, long[] a, int ao) { Bls12381FrLazy.sqr(r, ro, a, ao); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381FrLazy.add(r, ro, a, ao, b, bo); }
        public void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bls12381FrLazy.sub(r, ro, a, ao, b, bo); }
        public void neg(long[] r, int ro, long[] a, int ao) { Bls12381FrLazy.neg(r, ro, a, ao); }
        public void dbl(long[] r, int ro, long[] a, int ao) { Bls12381FrLazy.dbl(r, ro, a, ao); }
        public void inv(long[] r, int ro, long[] a, int ao) { Bls12381FrLazy.inv(r, ro, a, ao); }
        public void invFermat(long[] r, int ro, long[] a, int ao) { Bls12381FrLazy.invFermat(r, ro, a, ao); }
        public void pow(long[] r, int ro, long[] a, int ao, long[] e) { Bls12381FrLazy.pow(r, ro, a, ao, e); }
        public boolean sqrt(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public void progenitor(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public int legendre(long[] a, int ao) { return Bls12381FrLazy.legendre(a, ao); }
        public void batchInverse(long[] a, int off, int count, long[] s) { Bls12381FrLazy.batchInverse(a, off, count, s); }
        public void fromBigInteger(long[] r, int ro, BigInteger v) { Bls12381FrLazy.fromBigInteger(r, ro, v); }
        public BigInteger toBigInteger(long[] a, int ao) { return Bls12381FrLazy.toBigInteger(a, ao); }
        public boolean decode(byte[] src, int off, long[] r, int ro) { return Bls12381FrLazy.decode(src, off, r, ro); }
        public void encode(long[] a, int ao, byte[] dst, int off) { Bls12381FrLazy.encode(a, ao, dst, off); }
        public void toMontgomery(long[] r, int ro, long[] a, int ao) { Bls12381FrLazy.toMontgomery(r, ro, a, ao); }
        public void fromMontgomery(long[] r, int ro, long[] a, int ao) { Bls12381FrLazy.fromMontgomery(r, ro, a, ao); }
        public boolean isZero(long[] a, int ao) { return Bls12381FrLazy.isZero(a, ao); }
        public boolean isOne(long[] a, int ao) { return Bls12381FrLazy.isOne(a, ao); }
        public boolean equal(long[] a, int ao, long[] b, int bo) { return Bls12381FrLazy.equal(a, ao, b, bo); }
        public MontgomeryField field() { return Bls12381FrLazy.FIELD; }
        public long inv64() { return Bls12381FrLazy.INV; }
        public long[] one() { return Bls12381FrLazy.ONE; }
        public long[] r2() { return Bls12381FrLazy.R2; }
        public long[] r3() { return Bls12381FrLazy.R3; }
        public long[] p() { return Bls12381FrLazy.P; }
    });
    static final FieldOps BN254_FR_LAZY = new FieldOps("bn254-fr-lazy", Bn254FrLazy.MODULUS, Bn254FrLazy.LIMBS, Bn254FrLazy.BYTES, new Kernels() {
        public void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254FrLazy.mul(r, ro, a, ao, b, bo); }
        public void sqr(long[] r, int ro, long[] a, int ao) { Bn254FrLazy.sqr(r, ro, a, ao); }
        public void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254FrLazy.add(r, ro, a, ao, b, bo); }
        public void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) { Bn254FrLazy.sub(r, ro, a, ao, b, bo); }
        public void neg(long[] r, int ro, long[] a, int ao) { Bn254FrLazy.neg(r, ro, a, ao); }
        public void dbl(long[] r, int ro, long[] a, int ao) { Bn254FrLazy.dbl(r, ro, a, ao); }
        public void inv(long[] r, int ro, long[] a, int ao) { Bn254FrLazy.inv(r, ro, a, ao); }
        public void invFermat(long[] r, int ro, long[] a, int ao) { Bn254FrLazy.invFermat(r, ro, a, ao); }
        public void pow(long[] r, int ro, long[] a, int ao, long[] e) { Bn254FrLazy.pow(r, ro, a, ao, e); }
        public boolean sqrt(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public void progenitor(long[] r, int ro, long[] a, int ao) { throw new UnsupportedOperationException("scalar field: no sqrt"); }
        public int legendre(long[] a, int ao) { return Bn254FrLazy.legendre(a, ao); }
        public void batchInverse(long[] a, int off, int count, long[] s) { Bn254FrLazy.batchInverse(a, off, count, s); }
        public void fromBigInteger(long[] r, int ro, BigInteger v) { Bn254FrLazy.fromBigInteger(r, ro, v); }
        public BigInteger toBigInteger(long[] a, int ao) { return Bn254FrLazy.toBigInteger(a, ao); }
        public boolean decode(byte[] src, int off, long[] r, int ro) { return Bn254FrLazy.decode(src, off, r, ro); }
        public void encode(long[] a, int ao, byte[] dst, int off) { Bn254FrLazy.encode(a, ao, dst, off); }
        public void toMontgomery(long[] r, int ro, long[] a, int ao) { Bn254FrLazy.toMontgomery(r, ro, a, ao); }
        public void fromMontgomery(long[] r, int ro, long[] a, int ao) { Bn254FrLazy.fromMontgomery(r, ro, a, ao); }
        public boolean isZero(long[] a, int ao) { return Bn254FrLazy.isZero(a, ao); }
        public boolean isOne(long[] a, int ao) { return Bn254FrLazy.isOne(a, ao); }
        public boolean equal(long[] a, int ao, long[] b, int bo) { return Bn254FrLazy.equal(a, ao, b, bo); }
        public MontgomeryField field() { return Bn254FrLazy.FIELD; }
        public long inv64() { return Bn254FrLazy.INV; }
        public long[] one() { return Bn254FrLazy.ONE; }
        public long[] r2() { return Bn254FrLazy.R2; }
        public long[] r3() { return Bn254FrLazy.R3; }
        public long[] p() { return Bn254FrLazy.P; }
    });

    static final List<FieldOps> ALL = List.of(BN254_FP, BN254_FR, BLS12_381_FP, BLS12_381_FR, BLS12_381_FR_LAZY, BN254_FR_LAZY);

    @Override
    public String toString() {
        return name;
    }

    long[] elem(BigInteger v) {
        long[] r = new long[limbs];
        k.fromBigInteger(r, 0, v);
        return r;
    }

    BigInteger val(long[] a) {
        return k.toBigInteger(a, 0);
    }

    /** The critical values: 0, 1, 2, p-1, p-2, (p-1)/2, (p+1)/2, R mod p, limb patterns. */
    List<BigInteger> criticalValues() {
        List<BigInteger> v = new ArrayList<>();
        BigInteger two = BigInteger.TWO;
        v.add(BigInteger.ZERO);
        v.add(BigInteger.ONE);
        v.add(two);
        v.add(p.subtract(BigInteger.ONE));
        v.add(p.subtract(two));
        v.add(p.subtract(BigInteger.ONE).shiftRight(1));
        v.add(p.add(BigInteger.ONE).shiftRight(1));
        v.add(BigInteger.ONE.shiftLeft(64 * limbs).mod(p));
        // limb boundaries of the radix-2^64 layout and, for the lazily reduced fields, of radix 2^56
        int bits = k.field().limbBits();
        for (int radix : bits == 64 ? new int[] {64} : new int[] {64, bits}) {
            for (int j = 1; radix * j < p.bitLength(); j++) {
                BigInteger b = BigInteger.ONE.shiftLeft(radix * j);
                v.add(b.subtract(BigInteger.ONE));          // limbs below j all ones
                v.add(b);                                   // a single one bit at a limb boundary
                v.add(b.add(BigInteger.ONE));
                v.add(b.subtract(BigInteger.ONE).shiftLeft(radix).mod(p)); // a zero low limb under ones
            }
        }
        // the largest value below p made of ones, and the Montgomery forms of small values
        v.add(BigInteger.ONE.shiftLeft(p.bitLength() - 1).subtract(BigInteger.ONE));
        v.replaceAll(x -> x.mod(p));
        return v;
    }
}
