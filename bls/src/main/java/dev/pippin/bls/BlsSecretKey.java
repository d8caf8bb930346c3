package dev.pippin.bls;

import dev.pippin.glv.SecretScalars;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * A secret key: an integer SK with 1 <= SK < r, serialized as 32 big-endian bytes. It signs
 * (SK times the message's hash in G2) and derives its public key (SK times the G1 generator).
 *
 * <p>Every operation on SK is constant time: the multiplications are
 * {@code Bls12381G1SecretMul} and {@code Bls12381G2SecretMul} (no
 * branch, table index or loop bound depends on SK), parsing and KeyGen's reduction mod r use
 * {@code SecretScalars} (no BigInteger). The message, its hash and the public key are public and
 * handled by the ordinary variable-time code. toString does not print the key, and keys compare by
 * identity (no equals that could be timed).
 *
 * <p>{@link #destroy} zeroes the key's limbs; every later use throws IllegalStateException.
 * Temporaries (HKDF output, the multiplication's digits and work arrays) are zeroed in
 * {@code finally}. On the JVM that is best effort: the garbage collector may already have copied
 * an array, and the JCA's HMAC keeps its own copy of the HKDF key; a key that must not outlive its
 * use belongs in a process (or token) that ends with it.
 *
 * <p>Thread safety: signing and deriving from several threads at once is safe (they only read the
 * limbs); destroying while another thread uses the key is a race the caller must prevent.
 */
public final class BlsSecretKey implements Destroyable {
    /** Bytes of a serialized secret key. */
    public static final int BYTES = 32;
    /** KeyGen's shortest input keying material: 32 bytes, as the draft requires. */
    public static final int MIN_IKM_BYTES = 32;

    private static final SecretScalars FR = SecretScalars.BLS12_381;
    private static final byte[] KEYGEN_SALT = "BLS-SIG-KEYGEN-SALT-".getBytes(StandardCharsets.US_ASCII);
    /** L = ceil(3 ceil(log2 r) / 16) = 48 bytes of HKDF output, so that the reduction mod r is nearly uniform. */
    private static final int KEYGEN_L = 48;

    /** SK as four little-endian limbs; all zero once destroyed. */
    private final long[] limbs;
    private volatile boolean destroyed;

    /** Takes ownership of limbs (1 <= value < r, checked by the caller). */
    private BlsSecretKey(long[] limbs) {
        this.limbs = limbs;
    }

    /** KeyGen(IKM, "") of the draft (section 2.3), the same as EIP-2333's derive_master_SK. */
    public static BlsSecretKey keyGen(byte[] ikm) {
        return keyGen(ikm, new byte[0]);
    }

    /**
     * KeyGen(IKM, key_info): salt = SHA-256("BLS-SIG-KEYGEN-SALT-"), then SK = OS2IP(HKDF-Expand(
     * HKDF-Extract(salt, IKM || 0), key_info || I2OSP(48, 2), 48)) mod r, rehashing the salt in
     * the (probability 2^-255) case SK = 0. The reduction is constant time; whether SK came out
     * zero is the one bit the loop reveals, as in the draft.
     *
     * @throws IllegalArgumentException when ikm is shorter than {@value #MIN_IKM_BYTES} bytes
     */
    public static BlsSecretKey keyGen(byte[] ikm, byte[] keyInfo) {
        Objects.requireNonNull(ikm, "ikm");
        Objects.requireNonNull(keyInfo, "keyInfo");
        if (ikm.length < MIN_IKM_BYTES) {
            throw new IllegalArgumentException("KeyGen: the input keying material must be at least " + MIN_IKM_BYTES
                    + " bytes, got " + ikm.length);
        }
        byte[] ikmZero = Arrays.copyOf(ikm, ikm.length + 1);
        byte[] info = Arrays.copyOf(keyInfo, keyInfo.length + 2);
        info[keyInfo.length] = (byte) (KEYGEN_L >>> 8);
        info[keyInfo.length + 1] = (byte) KEYGEN_L;
        byte[] salt = KEYGEN_SALT;
        byte[] prk = null, okm = null;
        long[] sk = new long[SecretScalars.LIMBS];
        try {
            while (true) {
                salt = sha256(salt);
                prk = Hkdf.extract(salt, ikmZero);
                okm = Hkdf.expand(prk, info, KEYGEN_L);
                FR.reduce48(sk, okm, 0);
                Arrays.fill(prk, (byte) 0);
                Arrays.fill(okm, (byte) 0);
                if (SecretScalars.zeroMask(sk, 0) == 0) {
                    return new BlsSecretKey(sk.clone());
                }
            }
        } finally {
            Arrays.fill(ikmZero, (byte) 0);
            Arrays.fill(sk, 0L);
            if (prk != null) {
                Arrays.fill(prk, (byte) 0);
            }
            if (okm != null) {
                Arrays.fill(okm, (byte) 0);
            }
        }
    }

    /**
     * From 32 big-endian bytes. The range check runs on masks over the whole value; only its
     * outcome (valid or not) decides the exception.
     *
     * @throws IllegalArgumentException for another length, zero, or a value not below r
     */
    public static BlsSecretKey fromBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "secret key bytes");
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("secret key: must be " + BYTES + " bytes, got " + bytes.length);
        }
        long[] sk = new long[SecretScalars.LIMBS];
        SecretScalars.fromBytes32(sk, bytes, 0);
        long zero = SecretScalars.zeroMask(sk, 0), below = FR.belowOrderMask(sk, 0);
        if (zero != 0) {
            Arrays.fill(sk, 0L);
            throw new IllegalArgumentException("secret key: zero is not a valid key");
        }
        if (below == 0) {
            Arrays.fill(sk, 0L);
            throw new IllegalArgumentException("secret key: must be below the group order r");
        }
        return new BlsSecretKey(sk);
    }

    /** The 32 big-endian bytes (I2OSP(SK, 32)): a copy the caller owns (and should zero when done). */
    public byte[] toBytes() {
        checkLive();
        byte[] out = new byte[BYTES];
        SecretScalars.toBytes32(limbs, out, 0);
        return out;
    }

    /** SkToPk: SK times the G1 generator (never infinity, as 0 < SK < r), in constant time. */
    public BlsPublicKey publicKey() {
        checkLive();
        return BlsPublicKey.fromPoint(Points.timesGenerator(limbs));
    }

    /** Sign: SK times the hash of the message to G2 under the ciphersuite's tag, in constant time. */
    public BlsSignature sign(byte[] message) {
        Objects.requireNonNull(message, "message");
        checkLive();
        return new BlsSignature(Points.timesG2(Points.hash(message, Bls.DST), limbs));
    }

    /** PopProve: SK times the hash of the encoded public key under the proof-of-possession tag, in constant time. */
    public BlsSignature popProve() {
        checkLive();
        return new BlsSignature(Points.timesG2(Points.hash(publicKey().encoded(), Bls.POP_DST), limbs));
    }

    /** Zeroes the key's limbs; later calls of any method but this one and {@link #isDestroyed} throw. */
    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(limbs, 0L);
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    @Override
    public String toString() {
        return destroyed ? "BlsSecretKey(destroyed)" : "BlsSecretKey(not shown)";
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this secret key has been destroyed");
        }
    }

    private static byte[] sha256(byte[] b) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(b);
        } catch (NoSuchAlgorithmException e) {
            // every Java platform must provide SHA-256 (the MessageDigest class's list of required algorithms)
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }
}
