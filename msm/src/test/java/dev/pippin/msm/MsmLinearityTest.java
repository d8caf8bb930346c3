package dev.pippin.msm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** MSM(P, s) + MSM(P, t) = MSM(P, s + t): the engine against itself, combined by the reference. */
class MsmLinearityTest {
    @Property(tries = 24)
    void linearInTheScalars(@ForAll MsmGroup g, @ForAll @IntRange(min = 1, max = 600) int n, @ForAll long seed) {
        MsmDifferentialTest.Fixture f = MsmDifferentialTest.fixture(g);
        Random rnd = new Random(seed);
        MsmDifferentialTest.Dist[] ds = MsmDifferentialTest.Dist.values();
        BigInteger[] s = MsmDifferentialTest.scalars(g, ds[rnd.nextInt(ds.length)], n, rnd);
        BigInteger[] t = MsmDifferentialTest.scalars(g, ds[rnd.nextInt(ds.length)], n, rnd);
        BigInteger[] sum = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            sum[i] = s[i].add(t[i]).mod(MsmDifferentialTest.reference(g).order());
        }
        long[] pts = f.prefix(n);
        MsmOptions o = MsmOptions.defaults().withThreads(1 + rnd.nextInt(2));
        BigInteger[][] a = f.load(Msm.compute(g, pts, MsmDifferentialTest.toBytes(s), o), 0);
        BigInteger[][] b = f.load(Msm.compute(g, pts, MsmDifferentialTest.toBytes(t), o), 0);
        BigInteger[][] c = f.load(Msm.compute(g, pts, MsmDifferentialTest.toBytes(sum), o), 0);
        assertTrue(f.ref().samePoint(f.ref().add(a, b), c));
    }
}
