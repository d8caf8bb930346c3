package dev.pippin.lab;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;
import java.math.BigInteger;
import java.util.List;

/**
 * One formulation of a batch of independent Montgomery products: its field, its limb radix and
 * count (so its R = 2^(limbBits * limbs)), how its arrays are laid out, and its batch entry point.
 * The tests run every variant against BigInteger through this description; the benchmark fills
 * its inputs through it.
 */
public final class Variant {
    /** How limb j of element e of a batch of count elements is stored. */
    public enum Storage {
        /** long[], element-major (the production kernels): index e * limbs + j. */
        LONG_AOS,
        /** long[], limb-major (one lane per element): index j * count + e. */
        LONG_SOA,
        /** double[] holding integers exactly, limb-major: index j * count + e. */
        DOUBLE_SOA
    }

    /** A batch entry point over arrays of this variant's storage type. */
    @FunctionalInterface
    public interface Kernel {
        void mulBatch(Object r, Object a, Object b, int count);
    }

    public final String name;
    public final BigInteger modulus;
    public final int limbBits;
    public final int limbs;
    public final Storage storage;
    /** count must be a multiple of this. */
    public final int granule;
    private final Kernel kernel;

    private Variant(String name, BigInteger modulus, int limbBits, int limbs, Storage storage, int granule, Kernel kernel) {
        this.name = name;
        this.modulus = modulus;
        this.limbBits = limbBits;
        this.limbs = limbs;
        this.storage = storage;
        this.granule = granule;
        this.kernel = kernel;
    }

    /** Every variant of the comparison, both fields, in the order LanesBench indexes them. */
    public static List<Variant> all() {
        BigInteger bn = Bn254Fp.MODULUS;
        BigInteger bls = Bls12381Fp.MODULUS;
        return List.of(
                new Variant("bn254 a scalar56", bn, Bn254Fp.LIMB_BITS, Bn254Fp.LIMBS, Storage.LONG_AOS, 1,
                        (r, a, b, n) -> Scalar56.bn254((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bn254 b fma pref", bn, 52, Bn254FmaLanesPref.LIMBS, Storage.DOUBLE_SOA, Bn254FmaLanesPref.LANES,
                        (r, a, b, n) -> Bn254FmaLanesPref.mulBatch((double[]) r, (double[]) a, (double[]) b, n)),
                new Variant("bn254 b fma 256", bn, 52, Bn254FmaLanes256.LIMBS, Storage.DOUBLE_SOA, Bn254FmaLanes256.LANES,
                        (r, a, b, n) -> Bn254FmaLanes256.mulBatch((double[]) r, (double[]) a, (double[]) b, n)),
                new Variant("bn254 c int32 pref", bn, 32, Bn254Int32LanesPref.LIMBS, Storage.LONG_SOA, Bn254Int32LanesPref.LANES,
                        (r, a, b, n) -> Bn254Int32LanesPref.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bn254 c int32 256", bn, 32, Bn254Int32Lanes256.LIMBS, Storage.LONG_SOA, Bn254Int32Lanes256.LANES,
                        (r, a, b, n) -> Bn254Int32Lanes256.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bn254 c int32 mullq pref", bn, 32, Bn254Int32MullqLanesPref.LIMBS, Storage.LONG_SOA, Bn254Int32MullqLanesPref.LANES,
                        (r, a, b, n) -> Bn254Int32MullqLanesPref.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bn254 d fma+int scalar52", bn, 52, Bn254FmaIntScalar52.LIMBS, Storage.LONG_SOA, 1,
                        (r, a, b, n) -> Bn254FmaIntScalar52.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bn254 int scalar52", bn, 52, Bn254IntScalar52.LIMBS, Storage.LONG_SOA, 1,
                        (r, a, b, n) -> Bn254IntScalar52.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bn254 e fma pref+1 int", bn, 52, Bn254FmaLanesPlusInt1.LIMBS, Storage.DOUBLE_SOA, 1,
                        (r, a, b, n) -> Bn254FmaLanesPlusInt1.mulBatch((double[]) r, (double[]) a, (double[]) b, n)),
                new Variant("bn254 e fma pref+2 int", bn, 52, Bn254FmaLanesPlusInt2.LIMBS, Storage.DOUBLE_SOA, 1,
                        (r, a, b, n) -> Bn254FmaLanesPlusInt2.mulBatch((double[]) r, (double[]) a, (double[]) b, n)),
                new Variant("bls12381 a scalar56", bls, Bls12381Fp.LIMB_BITS, Bls12381Fp.LIMBS, Storage.LONG_AOS, 1,
                        (r, a, b, n) -> Scalar56.bls12381((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bls12381 b fma pref", bls, 52, Bls12381FmaLanesPref.LIMBS, Storage.DOUBLE_SOA, Bls12381FmaLanesPref.LANES,
                        (r, a, b, n) -> Bls12381FmaLanesPref.mulBatch((double[]) r, (double[]) a, (double[]) b, n)),
                new Variant("bls12381 b fma 256", bls, 52, Bls12381FmaLanes256.LIMBS, Storage.DOUBLE_SOA, Bls12381FmaLanes256.LANES,
                        (r, a, b, n) -> Bls12381FmaLanes256.mulBatch((double[]) r, (double[]) a, (double[]) b, n)),
                new Variant("bls12381 c int32 pref", bls, 32, Bls12381Int32LanesPref.LIMBS, Storage.LONG_SOA, Bls12381Int32LanesPref.LANES,
                        (r, a, b, n) -> Bls12381Int32LanesPref.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bls12381 c int32 256", bls, 32, Bls12381Int32Lanes256.LIMBS, Storage.LONG_SOA, Bls12381Int32Lanes256.LANES,
                        (r, a, b, n) -> Bls12381Int32Lanes256.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bls12381 c int32 mullq pref", bls, 32, Bls12381Int32MullqLanesPref.LIMBS, Storage.LONG_SOA, Bls12381Int32MullqLanesPref.LANES,
                        (r, a, b, n) -> Bls12381Int32MullqLanesPref.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bls12381 d fma+int scalar52", bls, 52, Bls12381FmaIntScalar52.LIMBS, Storage.LONG_SOA, 1,
                        (r, a, b, n) -> Bls12381FmaIntScalar52.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bls12381 int scalar52", bls, 52, Bls12381IntScalar52.LIMBS, Storage.LONG_SOA, 1,
                        (r, a, b, n) -> Bls12381IntScalar52.mulBatch((long[]) r, (long[]) a, (long[]) b, n)),
                new Variant("bls12381 e fma pref+1 int", bls, 52, Bls12381FmaLanesPlusInt1.LIMBS, Storage.DOUBLE_SOA, 1,
                        (r, a, b, n) -> Bls12381FmaLanesPlusInt1.mulBatch((double[]) r, (double[]) a, (double[]) b, n)),
                new Variant("bls12381 e fma pref+2 int", bls, 52, Bls12381FmaLanesPlusInt2.LIMBS, Storage.DOUBLE_SOA, 1,
                        (r, a, b, n) -> Bls12381FmaLanesPlusInt2.mulBatch((double[]) r, (double[]) a, (double[]) b, n)));
    }

    /** R = 2^(limbBits * limbs): the kernel returns a * b * R^-1 mod p. */
    public BigInteger montgomeryR() {
        return BigInteger.ONE.shiftLeft(limbBits * limbs);
    }

    /** An array for count elements in this variant's storage. */
    public Object newArray(int count) {
        return storage == Storage.DOUBLE_SOA ? new double[count * limbs] : new long[count * limbs];
    }

    private int index(int count, int e, int j) {
        return storage == Storage.LONG_AOS ? e * limbs + j : j * count + e;
    }

    /** Stores v (0 <= v < 2^(limbBits * limbs)) as element e, limb by limb, without reducing it. */
    public void put(Object array, int count, int e, BigInteger v) {
        if (v.signum() < 0 || v.bitLength() > limbBits * limbs) {
            throw new IllegalArgumentException("value of " + v.bitLength() + " bits does not fit " + limbs + " limbs of " + limbBits);
        }
        long mask = (1L << limbBits) - 1;
        for (int j = 0; j < limbs; j++) {
            long limb = v.shiftRight(j * limbBits).longValue() & mask;
            if (storage == Storage.DOUBLE_SOA) {
                ((double[]) array)[index(count, e, j)] = limb;
            } else {
                ((long[]) array)[index(count, e, j)] = limb;
            }
        }
    }

    /** Limb j of element e as an integer; a double limb that is not an integer in [0, 2^53) fails. */
    public long limb(Object array, int count, int e, int j) {
        if (storage != Storage.DOUBLE_SOA) {
            return ((long[]) array)[index(count, e, j)];
        }
        double d = ((double[]) array)[index(count, e, j)];
        long l = (long) d;
        if (l != d || l < 0 || l >= 1L << 53) {
            throw new IllegalStateException("limb " + j + " of element " + e + " is " + d + ", not an integer limb");
        }
        return l;
    }

    /** The integer element e holds: the sum of limb j times 2^(limbBits * j), limbs read as stored. */
    public BigInteger take(Object array, int count, int e) {
        BigInteger v = BigInteger.ZERO;
        for (int j = limbs - 1; j >= 0; j--) {
            v = v.shiftLeft(limbBits).add(BigInteger.valueOf(limb(array, count, e, j)));
        }
        return v;
    }

    /** Calls the batch kernel. */
    public void mulBatch(Object r, Object a, Object b, int count) {
        kernel.mulBatch(r, a, b, count);
    }

    @Override
    public String toString() {
        return name;
    }
}
