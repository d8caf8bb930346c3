package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fixed-base path of commitments against the MSM engine's plain path over the same Lagrange
 * points (differential): random scalars, and the digit recoding's critical values in every
 * position (0, 1, r - 1, 2^(c-1) and 2^c - 1 around window boundaries, 2^254, all bits of a
 * window set, the top window's carry), plus whole-proof equality between a Kzg with the table
 * and one without.
 */
class LagrangeTableTest {
    private static final int N = TrustedSetup.G1_POINTS;
    private static LagrangeTable table;
    private static final MsmOptions ONE_THREAD = MsmOptions.defaults().withThreads(1);

    @BeforeAll
    static void build() {
        // built on two threads: the ranges must meet exactly (the single-thread build is what Kzg.Options(1, w) takes)
        table = LagrangeTable.build(TrustedSetup.mainnet().g1LagrangeBrp, N, 2);
    }

    private static long[] limbs(BigInteger[] k) {
        long[] out = new long[N * Fr.L];
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < Fr.L; j++) {
                out[i * Fr.L + j] = k[i].shiftRight(64 * j).longValue();
            }
        }
        return out;
    }

    private static void assertSameAsEngine(BigInteger[] k, String what) {
        long[] s = limbs(k);
        assertArrayEquals(G1.lincombCanonical(TrustedSetup.mainnet().g1LagrangeBrp, s, N, ONE_THREAD), table.lincomb(s, ONE_THREAD), what);
    }

    @Test
    void criticalScalarsInEveryPosition() {
        BigInteger r = Fr.MODULUS;
        int c = LagrangeTable.WIDTH;
        BigInteger[] values = {
            BigInteger.ZERO, BigInteger.ONE, r.subtract(BigInteger.ONE), r.subtract(BigInteger.TWO),
            BigInteger.ONE.shiftLeft(c - 1), BigInteger.ONE.shiftLeft(c).subtract(BigInteger.ONE),
            BigInteger.ONE.shiftLeft(c - 1).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(254),
            BigInteger.ONE.shiftLeft(2 * c).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(c * (LagrangeTable.WINDOWS - 1)),
            BigInteger.ONE.shiftLeft(255).subtract(BigInteger.ONE).mod(r), r.shiftRight(1),
        };
        BigInteger[] k = new BigInteger[N];
        for (int i = 0; i < N; i++) {
            k[i] = values[i % values.length];
        }
        assertSameAsEngine(k, "critical values");
        for (BigInteger v : values) {
            java.util.Arrays.fill(k, BigInteger.ZERO);
            k[N - 1] = v;
            k[N / 2] = v;
            assertSameAsEngine(k, "two copies of " + v.toString(16));
        }
    }

    @Test
    void randomScalars() {
        Random rnd = new Random(7);
        BigInteger[] k = new BigInteger[N];
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < N; i++) {
                k[i] = new BigInteger(256, rnd).mod(Fr.MODULUS);
            }
            assertSameAsEngine(k, "random round " + round);
        }
    }

    @Test
    void proofsWithAndWithoutTheTableAgree() {
        Kzg withTable = Kzg.of(TrustedSetup.mainnet(), new Kzg.Options(1, 8));
        Kzg without = Kzg.of(TrustedSetup.mainnet(), new Kzg.Options(1, 0));
        Random rnd = new Random(9);
        byte[] blob = new byte[Kzg.BYTES_PER_BLOB];
        for (int i = 0; i < Kzg.FIELD_ELEMENTS_PER_BLOB; i++) {
            Fr.encode(Fr.of(new BigInteger(256, rnd)), 0, 1, blob, 32 * i);
        }
        byte[] z = new byte[32];
        Fr.encode(Fr.of(new BigInteger(256, rnd)), 0, 1, z, 0);
        assertArrayEquals(without.blobToKzgCommitment(blob), withTable.blobToKzgCommitment(blob));
        assertArrayEquals(without.computeKzgProof(blob, z).getProof(), withTable.computeKzgProof(blob, z).getProof());
    }
}
