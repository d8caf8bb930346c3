package dev.pippin.lanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.MontgomeryField;
import dev.pippin.testkit.VectorModule;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Fr block API against BigInteger at both species: raw loads and stores (limb edges, r - 1),
 * products of raw by proper blocks, sums and differences, gathers and broadcasts, the lane sum,
 * the batch inversion (and its refusal of a zero).
 */
class Bls12381FrLaneBlocksTest {
    private static final BigInteger R = Bls12381Fr.MODULUS;
    private static final int L = Bls12381Fr.LIMBS;

    private static long[] raw(BigInteger[] v) {
        long[] a = new long[v.length * L];
        for (int i = 0; i < v.length; i++) {
            System.arraycopy(MontgomeryField.toLimbs(v[i], L), 0, a, i * L, L);
        }
        return a;
    }

    private static long[] montgomery(BigInteger[] v) {
        long[] a = new long[v.length * L];
        for (int i = 0; i < v.length; i++) {
            Bls12381Fr.fromBigInteger(a, i * L, v[i]);
        }
        return a;
    }

    private static BigInteger[] values(int n, long seed) {
        BigInteger[] edges = {BigInteger.ZERO, BigInteger.ONE, R.subtract(BigInteger.ONE), R.subtract(BigInteger.TWO),
            BigInteger.ONE.shiftLeft(52).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(52),
            BigInteger.ONE.shiftLeft(104), BigInteger.ONE.shiftLeft(208).subtract(BigInteger.ONE)};
        Random rnd = new Random(seed);
        BigInteger[] v = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            v[i] = i < edges.length ? edges[i] : new BigInteger(256, rnd).mod(R);
        }
        return v;
    }

    private static BigInteger lane(Bls12381FrLaneBlocks lb, double[] b, int bo, int l) {
        long[] t = new long[L];
        lb.storeRaw(b, bo, l, t, 0);
        return MontgomeryField.limbsToBigInteger(t, 0, L);
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void arithmeticMatchesBigInteger(LaneMode mode) {
        VectorModule.assume();
        Bls12381FrLaneBlocks lb = new Bls12381FrLaneBlocks(mode);
        int w = lb.lanes(), n = 4 * w;
        BigInteger[] x = values(n, 1), y = values(n, 2);
        for (int i = 0; i < n; i++) {
            y[i] = y[(i + 3) % n];                              // edges against other values
        }
        long[] xr = raw(x);
        double[] proper = Bls12381FrLaneBlocks.laneForm(montgomery(y), 0, n);
        double[] a = new double[lb.block()], b = new double[lb.block()], s = new double[lb.block()], d = new double[lb.block()];
        for (int blk = 0; blk < n / w; blk++) {
            lb.loadRaw(xr, blk * w, 1, a, 0);
            lb.gather(proper, blk * w, 1, b, 0);
            for (int l = 0; l < w; l++) {
                assertEquals(x[blk * w + l], lane(lb, a, 0, l), "raw round trip");
            }
            lb.addSub(s, 0, d, 0, a, 0, a, 0);
            lb.mul(a, 0, a, 0, b, 0);                           // raw x times proper y: raw x y
            for (int l = 0; l < w; l++) {
                int i = blk * w + l;
                assertEquals(x[i].multiply(y[i]).mod(R), lane(lb, a, 0, l), "product " + i);
                assertEquals(x[i].shiftLeft(1).mod(R), lane(lb, s, 0, l), "sum " + i);
                assertEquals(BigInteger.ZERO, lane(lb, d, 0, l), "difference " + i);
            }
            lb.loadRaw(xr, blk * w, 1, a, 0);
            lb.loadRaw(raw(y), blk * w, 1, b, 0);
            lb.addSub(s, 0, d, 0, a, 0, b, 0);
            for (int l = 0; l < w; l++) {
                int i = blk * w + l;
                assertEquals(x[i].add(y[i]).mod(R), lane(lb, s, 0, l), "sum " + i);
                assertEquals(x[i].subtract(y[i]).mod(R), lane(lb, d, 0, l), "difference " + i);
            }
        }
        // strided gathers and loads, broadcasts, the lane sum
        lb.loadRaw(xr, 1, 3, a, 0);
        lb.broadcast(proper, 5, b, 0);
        lb.gather(proper, 2, 3, s, 0);
        BigInteger sum = BigInteger.ZERO;
        for (int l = 0; l < w; l++) {
            assertEquals(x[1 + 3 * l], lane(lb, a, 0, l));
            sum = sum.add(x[1 + 3 * l]);
        }
        long[] out = new long[L];
        lb.sumLanes(a, 0, out, 0);
        assertEquals(sum.mod(R), MontgomeryField.limbsToBigInteger(out, 0, L));
        lb.mul(a, 0, a, 0, b, 0);
        lb.mul(d, 0, a, 0, s, 0);
        for (int l = 0; l < w; l++) {
            assertEquals(x[1 + 3 * l].multiply(y[5]).multiply(y[2 + 3 * l]).mod(R), lane(lb, d, 0, l));
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256"})
    void batchInversionInvertsEveryElement(LaneMode mode) {
        VectorModule.assume();
        Bls12381FrLaneBlocks lb = new Bls12381FrLaneBlocks(mode);
        int w = lb.lanes(), blocks = 7, n = blocks * w;
        BigInteger[] v = values(n, 3);
        v[0] = BigInteger.TWO;                                   // the edge values, but no zero
        double[] x = Bls12381FrLaneBlocks.laneForm(montgomery(v), 0, n);
        double[] blocksOf = new double[blocks * lb.block()];
        for (int blk = 0; blk < blocks; blk++) {
            lb.gather(x, blk * w, 1, blocksOf, blk * lb.block());
        }
        lb.batchInverse(blocksOf, 0, blocks, new double[(blocks + 1) * lb.block()]);
        // the proper form of v^-1 times raw 1 is raw v^-1
        BigInteger[] oneEach = new BigInteger[w];
        java.util.Arrays.fill(oneEach, BigInteger.ONE);
        double[] ones = new double[lb.block()], t = new double[lb.block()];
        lb.loadRaw(raw(oneEach), 0, 1, ones, 0);
        for (int blk = 0; blk < blocks; blk++) {
            lb.mul(t, 0, blocksOf, blk * lb.block(), ones, 0);
            for (int l = 0; l < w; l++) {
                int i = blk * w + l;
                assertEquals(v[i].modInverse(R), lane(lb, t, 0, l), "inverse " + i);
            }
        }
        v[n - 2] = BigInteger.ZERO;
        double[] withZero = Bls12381FrLaneBlocks.laneForm(montgomery(v), 0, n);
        double[] zb = new double[blocks * lb.block()];
        for (int blk = 0; blk < blocks; blk++) {
            lb.gather(withZero, blk * w, 1, zb, blk * lb.block());
        }
        double[] before = zb.clone();
        assertThrows(IllegalArgumentException.class, () -> lb.batchInverse(zb, 0, blocks, new double[(blocks + 1) * lb.block()]));
        assertArrayEquals(before, zb, "unchanged on refusal");
    }

    @Test
    void offRefuses() {
        assertFalse(Bls12381FrLaneBlocks.takes(LaneMode.OFF));
        assertThrows(IllegalArgumentException.class, () -> new Bls12381FrLaneBlocks(LaneMode.OFF));
        assertThrows(IllegalArgumentException.class, () -> Bls12381FrLaneBlocks.laneForm(new long[7], 0, 2));
    }
}
