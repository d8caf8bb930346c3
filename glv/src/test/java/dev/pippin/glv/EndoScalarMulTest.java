package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.glv.EndoGroups.Group;
import dev.pippin.testkit.Canonical;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** GLV/GLS scalar multiplication against the curve's plain scalarMul, all four groups. */
class EndoScalarMulTest {
    private static void agree(Group g, long[] p, BigInteger k) {
        long[] want = g.plainMul(p, k);
        long[] got = new long[g.ops().affine()];
        g.mul().apply(got, 0, p, 0, ScalarLimbs.limbs(k, 4), 0);
        Canonical.assertSame(want, got, g.name() + " k = " + k.toString(16));
    }

    @Test
    void randomScalarsAndPoints() {
        for (Group g : EndoGroups.ALL) {
            Random rnd = new Random(21);
            int n = g.parts() == 2 ? 24 : 10;
            for (int i = 0; i < n; i++) {
                BigInteger k = new BigInteger(256, rnd);
                agree(g, g.randomPoint(rnd), (i & 1) == 0 ? k.mod(g.order()) : k);
            }
            // Short scalars: only part 0 is non-zero.
            for (int bits : new int[] {1, 5, 17, 63, 64, 65}) {
                agree(g, g.randomPoint(rnd), new BigInteger(bits, rnd));
            }
        }
    }

    @Test
    void edgeScalars() {
        for (Group g : EndoGroups.ALL) {
            long[] p = g.randomPoint(new Random(22));
            for (BigInteger k : EndoGroups.edgeScalars(g)) {
                agree(g, p, k);
            }
            long[] gen = new long[g.ops().affine()];
            g.ops().generator(gen, 0);
            agree(g, gen, g.order().subtract(BigInteger.ONE));
            // Infinity times anything is infinity.
            long[] inf = new long[g.ops().affine()], out = new long[g.ops().affine()];
            out[0] = 1;
            g.mul().apply(out, 0, inf, 0, ScalarLimbs.limbs(BigInteger.TEN, 4), 0);
            Canonical.assertSame(inf, out);
        }
    }

    @Test
    void workIsReusableAndOffsetsAreHonoured() {
        Random rnd = new Random(23);
        Bn254G1GlvMul.Work w = new Bn254G1GlvMul.Work();
        Group g = EndoGroups.BN254_G1;
        long[] s = new long[Bn254G1.SCRATCH];
        for (int i = 0; i < 5; i++) {
            long[] p = g.randomPoint(rnd);
            BigInteger k = new BigInteger(256, rnd);
            long[] pts = new long[3 + Bn254G1.AFFINE], ks = new long[2 + 4];
            System.arraycopy(p, 0, pts, 3, Bn254G1.AFFINE);
            System.arraycopy(ScalarLimbs.limbs(k, 4), 0, ks, 2, 4);
            long[] j = new long[5 + Bn254G1.JACOBIAN];
            Bn254G1GlvMul.mulJac(j, 5, pts, 3, ks, 2, w);
            long[] got = new long[Bn254G1.AFFINE];
            Bn254G1.jacToAffine(got, 0, j, 5, s);
            Canonical.assertSame(g.plainMul(p, k), got);
        }
    }
}
