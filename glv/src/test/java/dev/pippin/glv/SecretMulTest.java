package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.curve.ScalarLimbs;
import dev.pippin.glv.SecretMulGroups.Secret;
import dev.pippin.testkit.Canonical;
import dev.pippin.testkit.RefCurve;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The constant-time multiplications against the variable-time scalarMul of the curve classes (a
 * differential test) and against the BigInteger reference curves of the testkit, on the critical
 * scalars (0, 1, 2, r - 1, r - 2, powers of two, limb boundaries, values above r) and random
 * ones, for all four groups; and the tracing twins against the production classes.
 */
class SecretMulTest {
    /** 0, 1, 2, r - 1, r - 2, 2^k for every k below 256, 2^64j +- 1, r, r + 1, 2^256 - 1, the eigenvalue's neighbours. */
    static List<BigInteger> criticalScalars(BigInteger r, BigInteger mu) {
        BigInteger one = BigInteger.ONE;
        List<BigInteger> out = new ArrayList<>(List.of(BigInteger.ZERO, one, BigInteger.TWO, r.subtract(one),
                r.subtract(BigInteger.TWO), r, r.add(one), one.shiftLeft(256).subtract(one), mu, mu.subtract(one), mu.add(one)));
        for (int k = 0; k < 256; k++) {
            out.add(one.shiftLeft(k));
        }
        for (int j = 1; j < 4; j++) {
            out.add(one.shiftLeft(64 * j).subtract(one));
            out.add(one.shiftLeft(64 * j).add(one));
        }
        return out;
    }

    private static long[] secret(Secret g, long[] p, BigInteger k) {
        long[] r = new long[g.group().ops().affine() + 3];
        g.mul().apply(r, 3, p, 0, ScalarLimbs.limbs(k, 4), 0);
        long[] out = new long[g.group().ops().affine()];
        System.arraycopy(r, 3, out, 0, out.length);
        return out;
    }

    @Test
    void agreesWithTheVariableTimeMultiplication() {
        for (Secret g : SecretMulGroups.ALL) {
            Random rnd = new Random(31);
            long[] gen = new long[g.group().ops().affine()];
            g.group().ops().generator(gen, 0);
            List<long[]> points = List.of(gen, g.group().randomPoint(rnd));
            for (long[] p : points) {
                for (BigInteger k : criticalScalars(g.group().order(), g.group().mu())) {
                    Canonical.assertSame(g.group().plainMul(p, k), secret(g, p, k), g.group().name() + " k = " + k.toString(16));
                }
                for (int i = 0; i < 40; i++) {
                    BigInteger k = new BigInteger(256, rnd);
                    k = (i & 1) == 0 ? k.mod(g.group().order()) : k;
                    Canonical.assertSame(g.group().plainMul(p, k), secret(g, p, k), g.group().name() + " k = " + k.toString(16));
                }
            }
        }
    }

    @Test
    void fixedBaseGeneratorMultiplicationAgrees() {
        for (SecretMulGroups.Fixed g : SecretMulGroups.FIXED) {
            Random rnd = new Random(35);
            long[] gen = new long[g.group().ops().affine()];
            g.group().ops().generator(gen, 0);
            List<BigInteger> ks = new ArrayList<>(criticalScalars(g.group().order(), g.group().mu()));
            for (int i = 0; i < 60; i++) {
                ks.add(new BigInteger(256, rnd));
                ks.add(new BigInteger(40, rnd));
            }
            for (BigInteger k : ks) {
                long[] got = new long[gen.length + 2];
                g.mul().apply(got, 2, ScalarLimbs.limbs(k, 4), 0);
                Canonical.assertSame(g.group().plainMul(gen, k), java.util.Arrays.copyOfRange(got, 2, got.length),
                        g.group().name() + " k = " + k.toString(16));
            }
        }
    }

    @Test
    void agreesWithTheBigIntegerReference() {
        for (Secret g : SecretMulGroups.ALL) {
            RefCurve ref = g.ref();
            Random rnd = new Random(32);
            BigInteger[][] base = ref.randomInGroup(rnd);
            long[] p = new long[g.group().ops().affine()];
            g.group().ops().setAffine(p, 0, ref.flat(base));
            BigInteger r = ref.order(), one = BigInteger.ONE;
            List<BigInteger> ks = new ArrayList<>(List.of(BigInteger.ZERO, one, BigInteger.TWO, r.subtract(one),
                    r.subtract(BigInteger.TWO), one.shiftLeft(64), one.shiftLeft(128).subtract(one), one.shiftLeft(192),
                    one.shiftLeft(253), new BigInteger(256, rnd), new BigInteger(40, rnd)));
            for (BigInteger k : ks) {
                long[] want = new long[g.group().ops().affine()];
                g.group().ops().setAffine(want, 0, ref.flat(ref.mul(base, k.mod(r))));
                Canonical.assertSame(want, secret(g, p, k), g.group().name() + " k = " + k.toString(16));
            }
        }
    }

    @Test
    void infinityInInfinityOut() {
        for (Secret g : SecretMulGroups.ALL) {
            long[] inf = new long[g.group().ops().affine()];
            long[] out = new long[inf.length];
            java.util.Arrays.fill(out, 1L);
            g.mul().apply(out, 0, inf, 0, ScalarLimbs.limbs(BigInteger.TEN, 4), 0);
            assertArrayEquals(inf, out);
        }
    }

    private interface Add {
        void apply(long[] r, int ro, long[] p, int po, long[] q, int qo);
    }

    private static Add addOf(Secret g) {
        return switch (g.group().name()) {
            case "bn254-g1" -> Bn254G1SecretMul::addAffine;
            case "bn254-g2" -> Bn254G2SecretMul::addAffine;
            case "bls12-381-g1" -> Bls12381G1SecretMul::addAffine;
            default -> Bls12381G2SecretMul::addAffine;
        };
    }

    @Test
    void constantTimeAffineSumAgreesWithTheVariableTimeOne() {
        for (Secret g : SecretMulGroups.ALL) {
            Random rnd = new Random(34);
            int n = g.group().ops().affine();
            long[] p = g.group().randomPoint(rnd), q = g.group().randomPoint(rnd), inf = new long[n];
            long[] negP = new long[n];
            g.group().ops().negateAffine(negP, 0, p, 0);
            long[][][] pairs = {{p, q}, {p, p}, {p, negP}, {p, inf}, {inf, q}, {inf, inf}};
            for (long[][] pq : pairs) {
                long[] want = new long[n], got = new long[n];
                g.group().ops().addAffine(want, 0, pq[0], 0, pq[1], 0, new long[g.group().ops().scratch()]);
                addOf(g).apply(got, 0, pq[0], 0, pq[1], 0);
                Canonical.assertSame(want, got, g.group().name());
            }
        }
    }

    @Test
    void theTracingTwinComputesTheSame() {
        for (Secret g : SecretMulGroups.ALL) {
            Random rnd = new Random(33);
            long[] p = g.group().randomPoint(rnd);
            for (int i = 0; i < 4; i++) {
                long[] k = ScalarLimbs.limbs(new BigInteger(256, rnd).mod(g.group().order()), 4);
                long[] a = new long[p.length], b = new long[p.length];
                g.mul().apply(a, 0, p, 0, k, 0);
                OpTrace.reset();
                g.traced().apply(b, 0, p, 0, k, 0);
                assertArrayEquals(a, b, g.group().name());
            }
        }
    }
}
