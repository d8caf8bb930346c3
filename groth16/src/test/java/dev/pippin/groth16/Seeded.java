package dev.pippin.groth16;

import java.math.BigInteger;
import java.util.SplittableRandom;

/**
 * Reproducible blinding for the tests (not part of the library: a proof blinded from a known seed
 * reveals its witness). r and s are 48 bytes of SplittableRandom(seed) each, reduced mod r, as the
 * library's former seeded factory drew them; zero is skipped.
 */
final class Seeded {
    private Seeded() {}

    /** r and s of the seed, as BigIntegers (the reference prover's inputs). */
    static BigInteger[] values(long seed) {
        SplittableRandom g = new SplittableRandom(seed);
        return new BigInteger[] {draw(g), draw(g)};
    }

    static Blinding blinding(long seed) {
        BigInteger[] v = values(seed);
        return Blinding.of(bytes32(v[0]), bytes32(v[1]));
    }

    static byte[] bytes32(BigInteger v) {
        byte[] out = new byte[32];
        byte[] m = v.toByteArray();
        int n = Math.min(m.length, 32);
        System.arraycopy(m, m.length - n, out, 32 - n, n);
        return out;
    }

    private static BigInteger draw(SplittableRandom g) {
        while (true) {
            byte[] b = new byte[48];
            g.nextBytes(b);
            BigInteger v = new BigInteger(1, b).mod(RefCurve.R);
            if (v.signum() != 0) {
                return v;
            }
        }
    }
}
