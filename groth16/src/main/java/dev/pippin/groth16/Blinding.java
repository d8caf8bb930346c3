package dev.pippin.groth16;

import dev.pippin.field.Bn254Fr;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.SplittableRandom;

/**
 * The proof's blinding scalars r and s (Groth16's zero-knowledge randomness), both in [0, r).
 * A real proof draws them with {@link #random}; anyone who learns them can strip the blinding,
 * so they are never reused or stored.
 */
public record Blinding(BigInteger r, BigInteger s) {
    private static final BigInteger ORDER = Bn254Fr.MODULUS;
    /** Extra bits drawn above the order so that reducing leaves a bias below 2^-128. */
    private static final int EXTRA_BITS = 128;

    public Blinding {
        for (BigInteger v : new BigInteger[] {r, s}) {
            if (v == null || v.signum() < 0 || v.compareTo(ORDER) >= 0) {
                throw new IllegalArgumentException("blinding scalars must lie in [0, r), got " + v);
            }
        }
    }

    /** r and s uniform mod the group order, from a cryptographic generator. */
    public static Blinding random(SecureRandom random) {
        return new Blinding(uniform(random), uniform(random));
    }

    /**
     * r and s from a seed, reproducibly and NOT secretly: for tests and benchmarks only, since a
     * proof made this way reveals its witness to anyone who knows the seed.
     */
    public static Blinding seeded(long seed) {
        SplittableRandom g = new SplittableRandom(seed);
        return new Blinding(uniform(g), uniform(g));
    }

    private static BigInteger uniform(SecureRandom random) {
        return new BigInteger(ORDER.bitLength() + EXTRA_BITS, random).mod(ORDER);
    }

    private static BigInteger uniform(SplittableRandom g) {
        byte[] b = new byte[(ORDER.bitLength() + EXTRA_BITS + 7) / 8];
        g.nextBytes(b);
        return new BigInteger(1, b).mod(ORDER);
    }
}
