package dev.pippin.lanes.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The lane Fp2 arithmetic of whole chains ({@link Bls12381Fp2Slots}, {@link Bls12381FpSlots}) at both species against
 * BigInteger, at the bounds its callers rely on: products and squares of operands anywhere
 * below 512p (the edges 0, 1, p - 1, p, 2p - 1, 511p, 512p - 1, values with all-ones low limbs,
 * random ones) must give outputs below 2p with 52-bit limbs, congruent to the formula times
 * R'^-1; lin52 must give the exact integer sum for coefficients up to 16 in size, through each of
 * its kernels (unit coefficients, one term, any); the way in and
 * out of the lanes must keep the value; the zero test must see exactly 0 and p.
 */
class Bls12381LaneSlotsTest {
    /** The kernels need jdk.incubator.vector: skipped without it (-Dpippin.test.vectorArgs=). */
    @org.junit.jupiter.api.BeforeEach
    void vectorModule() {
        org.junit.jupiter.api.Assumptions.assumeTrue(LaneKernel.PREFERRED_LANES > 0, "no jdk.incubator.vector in this JVM");
    }

    static final BigInteger P = Bls12381Fp.MODULUS, RP = BigInteger.ONE.shiftLeft(52 * Bls12381LaneSlots.N);
    static final BigInteger RP_INV = RP.modInverse(P), M52 = BigInteger.ONE.shiftLeft(52).subtract(BigInteger.ONE);

    static BigInteger read(Bls12381LaneSlots ar, int off, int l) {
        BigInteger v = BigInteger.ZERO;
        for (int j = Bls12381LaneSlots.N - 1; j >= 0; j--) {
            double d = ar.w[off + j * ar.lanes + l];
            long limb = (long) d;
            assertEquals((double) limb, d, "an integer limb");
            assertTrue(limb >= 0 && limb < 1L << 52, "limb " + j + " within 52 bits: " + limb);
            v = v.shiftLeft(52).add(BigInteger.valueOf(limb));
        }
        return v;
    }

    static void write(Bls12381LaneSlots ar, int off, int l, BigInteger v) {
        ar.setLane(off, l, Bls12381LaneSlots.limbs52(v));
    }

    /** Operands below 512p: the edges, then random values of every size up to the bound. */
    static List<BigInteger> operands(Random rnd, int count) {
        BigInteger bound = P.shiftLeft(9);
        List<BigInteger> v = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, P.subtract(BigInteger.ONE), P,
                P.shiftLeft(1).subtract(BigInteger.ONE), P.multiply(BigInteger.valueOf(511)), bound.subtract(BigInteger.ONE)));
        BigInteger ones = BigInteger.ONE.shiftLeft(52 * 7).subtract(BigInteger.ONE);     // low seven limbs all ones
        v.add(ones);
        v.add(ones.add(P.multiply(BigInteger.valueOf(500)).shiftRight(52 * 7).shiftLeft(52 * 7)));
        while (v.size() < count) {
            v.add(new BigInteger(bound.bitLength(), rnd).mod(bound));
        }
        for (BigInteger x : v) {
            assertTrue(x.signum() >= 0 && x.compareTo(bound) < 0);
        }
        return v;
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void productsAndSquaresOfOperandsBelow512p(boolean wide) {
        Random rnd = new Random(wide ? 41 : 42);
        Bls12381Fp2Slots ar = new Bls12381Fp2Slots(wide, 4);
        List<BigInteger> ops = operands(rnd, 64);
        for (int round = 0; round < 40; round++) {
            BigInteger[][] a = new BigInteger[ar.lanes][2], b = new BigInteger[ar.lanes][2];
            for (int l = 0; l < ar.lanes; l++) {
                for (int c = 0; c < 2; c++) {
                    a[l][c] = ops.get(rnd.nextInt(ops.size()));
                    b[l][c] = ops.get(rnd.nextInt(ops.size()));
                    write(ar, ar.o(0) + c * ar.blk, l, a[l][c]);
                    write(ar, ar.o(1) + c * ar.blk, l, b[l][c]);
                }
            }
            ar.mul(2, 0, 1);
            ar.sqr(3, 0);
            for (int l = 0; l < ar.lanes; l++) {
                BigInteger c0 = a[l][0].multiply(b[l][0]).subtract(a[l][1].multiply(b[l][1])).multiply(RP_INV).mod(P);
                BigInteger c1 = a[l][0].multiply(b[l][1]).add(a[l][1].multiply(b[l][0])).multiply(RP_INV).mod(P);
                BigInteger s0 = a[l][0].multiply(a[l][0]).subtract(a[l][1].multiply(a[l][1])).multiply(RP_INV).mod(P);
                BigInteger s1 = a[l][0].multiply(a[l][1]).shiftLeft(1).multiply(RP_INV).mod(P);
                BigInteger[] got = {read(ar, ar.o(2), l), read(ar, ar.o(2) + ar.blk, l), read(ar, ar.o(3), l), read(ar, ar.o(3) + ar.blk, l)};
                BigInteger[] want = {c0, c1, s0, s1};
                for (int k = 0; k < 4; k++) {
                    assertTrue(got[k].compareTo(P.shiftLeft(1)) < 0, "output " + k + " below 2p");
                    assertEquals(want[k], got[k].mod(P), "output " + k + ", lane " + l + ", round " + round);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void lin52IsTheExactSum(boolean wide) {
        Random rnd = new Random(wide ? 43 : 44);
        Bls12381Fp2Slots ar = new Bls12381Fp2Slots(wide, 4);
        BigInteger bound = P.shiftLeft(6);                                   // operands below 64p
        // every triple of coefficients in {-1, 0, 1} (the kernels without multiplications, terms
        // left out), then one term with a larger coefficient anywhere, then any coefficients
        for (int round = 0; round < 27 + 30 + 200; round++) {
            long ca, cb, cc;
            if (round < 27) {
                ca = round % 3 - 1;
                cb = round / 3 % 3 - 1;
                cc = round / 9 - 1;
            } else if (round < 27 + 30) {
                long x = (rnd.nextInt(15) + 2) * (rnd.nextBoolean() ? 1 : -1);
                int at = rnd.nextInt(3);
                ca = at == 0 ? x : 0;
                cb = at == 1 ? x : 0;
                cc = at == 2 ? x : 0;
            } else {
                ca = rnd.nextInt(33) - 16;
                cb = rnd.nextInt(33) - 16;
                cc = rnd.nextInt(33) - 16;
            }
            // the constant: the smallest multiple of p that covers the negative terms at the bound
            long neg = Math.max(0, -ca) + Math.max(0, -cb) + Math.max(0, -cc);
            long[] k = Bls12381LaneSlots.kp((int) (64 * neg));
            BigInteger kv = P.multiply(BigInteger.valueOf(64 * neg));
            BigInteger[][] v = new BigInteger[ar.lanes][3];
            for (int l = 0; l < ar.lanes; l++) {
                for (int t = 0; t < 3; t++) {
                    v[l][t] = switch (rnd.nextInt(4)) {
                        case 0 -> BigInteger.ZERO;
                        case 1 -> bound.subtract(BigInteger.ONE);
                        default -> new BigInteger(bound.bitLength(), rnd).mod(bound);
                    };
                    write(ar, ar.o(t), l, v[l][t]);
                }
            }
            ar.lin52(ar.o(3), ca, ar.o(0), cb, ar.o(1), cc, ar.o(2), k);
            for (int l = 0; l < ar.lanes; l++) {
                BigInteger want = v[l][0].multiply(BigInteger.valueOf(ca)).add(v[l][1].multiply(BigInteger.valueOf(cb)))
                        .add(v[l][2].multiply(BigInteger.valueOf(cc))).add(kv);
                assertEquals(want, read(ar, ar.o(3), l), "coefficients " + ca + ", " + cb + ", " + cc);
            }
        }
    }

    /**
     * The constants' slack bounds the negative coefficients: at SLACK - 1 units the sum is exact
     * with every limb sum non-negative, at SLACK it is refused instead of carried wrong.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void negativeCoefficientsStayWithinTheConstantsSlack(boolean wide) {
        Bls12381Fp2Slots ar = new Bls12381Fp2Slots(wide, 4);
        int most = Bls12381LaneSlots.SLACK - 1;
        BigInteger top = P.shiftLeft(1).subtract(BigInteger.ONE);
        for (int l = 0; l < ar.lanes; l++) {
            write(ar, ar.o(0), l, top);
            write(ar, ar.o(1), l, top);
            write(ar, ar.o(2), l, top);
        }
        long ca = -(most / 3), cb = -(most / 3), cc = -(most - 2 * (most / 3));
        ar.lin52(ar.o(3), ca, ar.o(0), cb, ar.o(1), cc, ar.o(2), Bls12381LaneSlots.kp(2 * most));
        BigInteger want = top.multiply(BigInteger.valueOf(ca + cb + cc)).add(P.multiply(BigInteger.valueOf(2L * most)));
        for (int l = 0; l < ar.lanes; l++) {
            assertEquals(want, read(ar, ar.o(3), l));
        }
        assertThrows(IllegalArgumentException.class,
                () -> ar.lin52(ar.o(3), -Bls12381LaneSlots.SLACK, ar.o(0), 0, ar.o(1), 0, ar.o(2), Bls12381LaneSlots.kp(2 * Bls12381LaneSlots.SLACK)));
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void loadStoreKeepsTheValueAndXiAndZeroTestsHold(boolean wide) {
        Random rnd = new Random(wide ? 45 : 46);
        Bls12381Fp2Slots ar = new Bls12381Fp2Slots(wide, 4);
        int n = ar.lanes;
        long[] src = new long[n * Bls12381Fp.LIMBS], dst = new long[n * Bls12381Fp.LIMBS];
        BigInteger[] vals = new BigInteger[n];
        int[] offs = new int[n];
        for (int l = 0; l < n; l++) {
            vals[l] = l == 0 ? BigInteger.ZERO : l == 1 ? P.subtract(BigInteger.ONE) : new BigInteger(380, rnd).mod(P);
            Bls12381Fp.fromBigInteger(src, l * Bls12381Fp.LIMBS, vals[l]);
            offs[l] = l * Bls12381Fp.LIMBS;
        }
        ar.load(ar.o(0), src, offs);
        for (int l = 0; l < n; l++) {
            assertEquals(vals[l].multiply(RP).mod(P), read(ar, ar.o(0), l).mod(P), "in the lanes' form x R'");
        }
        ar.copy(1, 0);
        ar.store(ar.o(1), dst, offs, n);
        for (int l = 0; l < n; l++) {
            assertEquals(vals[l], Bls12381Fp.toBigInteger(dst, l * Bls12381Fp.LIMBS), "lane " + l + " back out");
        }
        // a + xi x with x below 2p: (a0 + x0 - x1, a1 + x0 + x1) mod p
        for (int l = 0; l < n; l++) {
            for (int c = 0; c < 2; c++) {
                write(ar, ar.o(2) + c * ar.blk, l, new BigInteger(382, rnd).mod(P.shiftLeft(1)));
            }
        }
        ar.addXi(3, 0, 2, Bls12381LaneSlots.kp(2));
        for (int l = 0; l < n; l++) {
            BigInteger a0 = read(ar, ar.o(0), l), a1 = read(ar, ar.o(0) + ar.blk, l);
            BigInteger x0 = read(ar, ar.o(2), l), x1 = read(ar, ar.o(2) + ar.blk, l);
            assertEquals(a0.add(x0).subtract(x1).mod(P), read(ar, ar.o(3), l).mod(P));
            assertEquals(a1.add(x0).add(x1).mod(P), read(ar, ar.o(3) + ar.blk, l).mod(P));
        }
        BigInteger[] tests = {BigInteger.ZERO, P, BigInteger.ONE, P.subtract(BigInteger.ONE), P.add(BigInteger.ONE), P.shiftLeft(1).subtract(BigInteger.ONE)};
        for (int t = 0; t < tests.length; t++) {
            write(ar, ar.o(0), 0, tests[t]);
            assertEquals(t < 2, ar.zeroModP(ar.o(0), 0), tests[t].toString(16));
        }
        write(ar, ar.o(0), 0, P);
        write(ar, ar.o(0) + ar.blk, 0, BigInteger.ZERO);
        assertTrue(ar.isZero(0, 0));
        write(ar, ar.o(0) + ar.blk, 0, BigInteger.ONE);
        assertFalse(ar.isZero(0, 0));
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void fpProductsAndSquaresOfOperandsBelow512p(boolean wide) {
        Random rnd = new Random(wide ? 47 : 48);
        Bls12381FpSlots ar = new Bls12381FpSlots(wide, 4);
        List<BigInteger> ops = operands(rnd, 64);
        for (int round = 0; round < 40; round++) {
            BigInteger[] a = new BigInteger[ar.lanes], b = new BigInteger[ar.lanes];
            for (int l = 0; l < ar.lanes; l++) {
                a[l] = ops.get(rnd.nextInt(ops.size()));
                b[l] = ops.get(rnd.nextInt(ops.size()));
                write(ar, ar.o(0), l, a[l]);
                write(ar, ar.o(1), l, b[l]);
            }
            ar.mul(2, 0, 1);
            ar.sqr(3, 0);
            ar.lin(0, 2, 0, -1, 1, 0, 1, Bls12381LaneSlots.P512);          // lin on one block: 2a - b + 512p
            for (int l = 0; l < ar.lanes; l++) {
                BigInteger m = read(ar, ar.o(2), l), q = read(ar, ar.o(3), l);
                assertTrue(m.compareTo(P.shiftLeft(1)) < 0 && q.compareTo(P.shiftLeft(1)) < 0, "below 2p");
                assertEquals(a[l].multiply(b[l]).multiply(RP_INV).mod(P), m.mod(P), "product, lane " + l);
                assertEquals(a[l].multiply(a[l]).multiply(RP_INV).mod(P), q.mod(P), "square, lane " + l);
                assertEquals(a[l].shiftLeft(1).subtract(b[l]).add(P.shiftLeft(9)), read(ar, ar.o(0), l), "lin, lane " + l);
            }
        }
        write(ar, ar.o(1), 0, P);
        assertTrue(ar.isZero(1, 0));
        write(ar, ar.o(1), 0, P.add(BigInteger.ONE));
        assertFalse(ar.isZero(1, 0));
    }
}
