package dev.pippin.groth16;

import dev.pippin.glv.SecretScalars;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * The proof's blinding scalars r and s (Groth16's zero-knowledge randomness), both in [1, r).
 * Anyone who learns them can strip the blinding and learn about the witness, so they are drawn
 * fresh for every proof ({@link #random}), never printed ({@link #toString} is redacted), never
 * compared or hashed (identity equality), and used only by the prover's constant-time
 * multiplications ({@code Bn254G1SecretMul}, {@code Bn254G2SecretMul};
 * r s is formed with {@code SecretScalars}, not BigInteger).
 *
 * <p>{@link #destroy} zeroes both scalars; a destroyed blinding refuses to be used (the prover
 * throws IllegalStateException). {@link Groth16#prove(ZKey, Witness, SecureRandom,
 * dev.pippin.msm.MsmOptions)} destroys the one it draws. Zeroization on the JVM is best effort.
 *
 * <p>Thread safety: immutable until destroyed; destroying while a proof uses it is the caller's race.
 */
public final class Blinding implements Destroyable {
    private static final SecretScalars FR = SecretScalars.BN254;
    /** Bytes drawn per scalar: 384 bits, reduced mod r (254 bits), a bias below 2^-128. */
    private static final int DRAW_BYTES = 48;
    /** Bytes of one scalar in {@link #of}. */
    public static final int BYTES = 32;

    private final long[] r, s;
    private volatile boolean destroyed;

    private Blinding(long[] r, long[] s) {
        this.r = r;
        this.s = s;
    }

    /** r and s uniform in [1, r), from a cryptographic generator. */
    public static Blinding random(SecureRandom random) {
        Objects.requireNonNull(random, "random");
        return new Blinding(uniform(random), uniform(random));
    }

    /**
     * r and s given as 32 big-endian bytes each (to reproduce a proof whose blinding is known, as
     * a test does): each must lie in [1, r). The bytes are copied; the caller zeroes its arrays.
     *
     * @throws IllegalArgumentException for another length, zero, or a value not below r
     */
    public static Blinding of(byte[] r, byte[] s) {
        return new Blinding(parse(r, "r"), parse(s, "s"));
    }

    private static long[] parse(byte[] b, String name) {
        Objects.requireNonNull(b, name);
        if (b.length != BYTES) {
            throw new IllegalArgumentException("blinding scalar " + name + ": must be " + BYTES + " bytes, got " + b.length);
        }
        long[] v = new long[SecretScalars.LIMBS];
        SecretScalars.fromBytes32(v, b, 0);
        long ok = ~SecretScalars.zeroMask(v, 0) & FR.belowOrderMask(v, 0);
        if (ok == 0) {
            Arrays.fill(v, 0L);
            throw new IllegalArgumentException("blinding scalar " + name + ": must lie in [1, r)");
        }
        return v;
    }

    private static long[] uniform(SecureRandom random) {
        byte[] b = new byte[DRAW_BYTES];
        long[] v = new long[SecretScalars.LIMBS];
        try {
            do { // zero has probability 2^-254; only whether it happened is revealed
                random.nextBytes(b);
                FR.reduce48(v, b, 0);
            } while (SecretScalars.zeroMask(v, 0) != 0);
            return v;
        } finally {
            Arrays.fill(b, (byte) 0);
        }
    }

    /** r as four little-endian limbs (the array itself: the prover reads it, nobody keeps it). */
    long[] r() {
        checkLive();
        return r;
    }

    /** s as four little-endian limbs. */
    long[] s() {
        checkLive();
        return s;
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this blinding has been destroyed");
        }
    }

    /** Zeroes r and s; later proofs with this blinding throw IllegalStateException. */
    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(r, 0L);
        Arrays.fill(s, 0L);
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    @Override
    public String toString() {
        return destroyed ? "Blinding(destroyed)" : "Blinding(redacted)";
    }
}
