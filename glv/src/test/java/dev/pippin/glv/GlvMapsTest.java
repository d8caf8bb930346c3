package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.GroupOps;
import dev.pippin.glv.EndoGroups.Group;
import dev.pippin.testkit.Canonical;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** phi on G1 of both curves against [LAMBDA] P (the curve's plain multiplication) and BigInteger. */
class GlvMapsTest {
    interface Map1 {
        void apply(long[] r, int ro, long[] a, int ao);
    }

    interface MapN {
        void apply(long[] r, int ro, long[] a, int ao, int count);
    }

    record Case(Group g, BigInteger p, BigInteger beta, Map1 phi, Map1 phiJac, Map1 phiXyzz, Map1 images, MapN phiN) {}

    static final Case[] CASES = {
        new Case(EndoGroups.BN254_G1, RefCurves.BN254_P, Bn254G1.BETA, Bn254G1Glv::phi, Bn254G1Glv::phiJac,
                Bn254G1Glv::phiXyzz, Bn254G1Glv::images, Bn254G1Glv::phi),
        new Case(EndoGroups.BLS12381_G1, RefCurves.BLS12_381_P, Bls12381G1.BETA, Bls12381G1Glv::phi,
                Bls12381G1Glv::phiJac, Bls12381G1Glv::phiXyzz, Bls12381G1Glv::images, Bls12381G1Glv::phi),
    };

    @Test
    void phiIsMultiplicationByLambda() {
        for (Case c : CASES) {
            Group g = c.g();
            GroupOps ops = g.ops();
            Random rnd = new Random(7);
            for (int n = 0; n < 12; n++) {
                long[] p = g.randomPoint(rnd);
                long[] q = new long[ops.affine()];
                c.phi().apply(q, 0, p, 0);
                Canonical.assertSame(g.plainMul(p, g.mu()), q, g.name());
                // Independently, with BigInteger: (beta x mod p, y).
                BigInteger[] xy = ops.toBigIntegers(p, 0), img = ops.toBigIntegers(q, 0);
                assertTrue(img[0].equals(xy[0].multiply(c.beta()).mod(c.p())) && img[1].equals(xy[1]), g.name());
                // The pairing matters: the other cube root of unity gives [LAMBDA^2] P, not [LAMBDA] P.
                BigInteger[] other = {xy[0].multiply(c.beta()).multiply(c.beta()).mod(c.p()), xy[1]};
                long[] o = new long[ops.affine()];
                ops.setAffine(o, 0, other);
                assertFalse(ops.equalAffine(o, 0, q, 0), g.name());
                Canonical.assertSame(g.plainMul(p, g.mu().multiply(g.mu())), o, g.name());
                // phi^3 = 1.
                long[] t = q.clone();
                c.phi().apply(t, 0, t, 0);
                c.phi().apply(t, 0, t, 0);
                Canonical.assertSame(p, t, g.name());
            }
        }
    }

    @Test
    void projectiveMapsAgreeWithAffine() {
        for (Case c : CASES) {
            Group g = c.g();
            GroupOps ops = g.ops();
            long[] s = new long[ops.scratch()];
            Random rnd = new Random(8);
            for (int n = 0; n < 6; n++) {
                long[] p = g.randomPoint(rnd);
                // 2P in Jacobian has Z != 1, so the map must respect the scaling.
                long[] j = new long[ops.jacobian()], jp = new long[ops.jacobian()];
                ops.jacFromAffine(j, 0, p, 0);
                ops.jacDouble(j, 0, j, 0, s);
                c.phiJac().apply(jp, 0, j, 0);
                long[] two = new long[ops.affine()], want = new long[ops.affine()], got = new long[ops.affine()];
                ops.jacToAffine(two, 0, j, 0, s);
                c.phi().apply(want, 0, two, 0);
                ops.jacToAffine(got, 0, jp, 0, s);
                Canonical.assertSame(want, got, g.name() + " Jacobian");
                long[] x = new long[ops.xyzz()], xp = new long[ops.xyzz()];
                ops.jacToXyzz(x, 0, j, 0, s);
                c.phiXyzz().apply(xp, 0, x, 0);
                ops.xyzzToAffine(got, 0, xp, 0, s);
                Canonical.assertSame(want, got, g.name() + " XYZZ");
            }
        }
    }

    @Test
    void imagesAndBatchLayout() {
        for (Case c : CASES) {
            Group g = c.g();
            int a = g.ops().affine();
            Random rnd = new Random(9);
            long[] pts = new long[3 * a + 1];
            for (int i = 0; i < 3; i++) {
                System.arraycopy(g.randomPoint(rnd), 0, pts, 1 + i * a, a);
            }
            long[] img = new long[2 * a];
            c.images().apply(img, 0, pts, 1);
            Canonical.assertSame(java.util.Arrays.copyOfRange(pts, 1, 1 + a), java.util.Arrays.copyOfRange(img, 0, a));
            Canonical.assertSame(g.plainMul(java.util.Arrays.copyOfRange(pts, 1, 1 + a), g.mu()),
                    java.util.Arrays.copyOfRange(img, a, 2 * a));
            long[] batch = new long[3 * a + 2];
            c.phiN().apply(batch, 2, pts, 1, 3);
            for (int i = 0; i < 3; i++) {
                long[] one = new long[a];
                c.phi().apply(one, 0, pts, 1 + i * a);
                Canonical.assertSame(one, java.util.Arrays.copyOfRange(batch, 2 + i * a, 2 + (i + 1) * a), g.name());
            }
            // Infinity (all zero) maps to infinity.
            long[] inf = new long[a], r = new long[a];
            c.phi().apply(r, 0, inf, 0);
            assertTrue(g.ops().isInfinity(r, 0));
        }
    }
}
