package dev.pippin.cli;

import dev.pippin.groth16.Blinding;
import java.math.BigInteger;
import java.util.SplittableRandom;

/**
 * The blinding of {@code groth16 prove --seed S}: r and s from 48 bytes each of
 * SplittableRandom(S), reduced mod the bn254 group order (zero skipped). For reproducible test
 * proofs only: whoever knows S can strip the blinding and learn about the witness, which is why
 * the library itself has no seeded factory and this derivation lives in the command line tool.
 */
final class SeededBlinding {
    private SeededBlinding() {}

    private static final BigInteger ORDER = new BigInteger("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001", 16);

    static Blinding of(long seed) {
        SplittableRandom g = new SplittableRandom(seed);
        return Blinding.of(draw(g), draw(g));
    }

    private static byte[] draw(SplittableRandom g) {
        while (true) {
            byte[] b = new byte[48];
            g.nextBytes(b);
            BigInteger v = new BigInteger(1, b).mod(ORDER);
            if (v.signum() != 0) {
                byte[] out = new byte[Blinding.BYTES];
                byte[] m = v.toByteArray();
                int n = Math.min(m.length, out.length);
                System.arraycopy(m, m.length - n, out, out.length - n, n);
                return out;
            }
        }
    }
}
