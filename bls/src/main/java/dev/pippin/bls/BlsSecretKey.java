package dev.pippin.bls;

import dev.pippin.curve.ScalarLimbs;
import dev.pippin.field.Bls12381Fr;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Objects;

/**
 * A secret key: an integer SK with 1 <= SK < r, serialized as 32 big-endian bytes. It signs
 * (SK times the message's hash in G2) and derives its public key (SK times the G1 generator).
 * The scalar multiplications are variable time (see the package notes). toString does not print
 * the key, and keys compare by identity (no equals that could be timed).
 */
public final class BlsSecretKey {
    /** Bytes of a serialized secret key. */
    public static final int BYTES = 32;
    /** KeyGen's shortest input keying material: 32 bytes, as the draft requires. */
    public static final int MIN_IKM_BYTES = 32;

    private static final BigInteger R = Bls12381Fr.MODULUS;
    private static final byte[] KEYGEN_SALT = "BLS-SIG-KEYGEN-SALT-".getBytes(StandardCharsets.US_ASCII);
    /** L = ceil(3 ceil(log2 r) / 16) = 48 bytes of HKDF output, so that the reduction mod r is nearly uniform. */
    private static final int KEYGEN_L = 48;

    /** SK as four little-endian limbs. */
    private final long[] limbs;

    private BlsSecretKey(BigInteger sk) {
        this.limbs = ScalarLimbs.limbs(sk, 4);
    }

    /** KeyGen(IKM, "") of the draft (section 2.3), the same as EIP-2333's derive_master_SK. */
    public static BlsSecretKey keyGen(byte[] ikm) {
        return keyGen(ikm, new byte[0]);
    }

    /**
     * KeyGen(IKM, key_info): salt = SHA-256("BLS-SIG-KEYGEN-SALT-"), then SK = OS2IP(HKDF-Expand(
     * HKDF-Extract(salt, IKM || 0), key_info || I2OSP(48, 2), 48)) mod r, rehashing the salt in
     * the (probability 2^-255) case SK = 0.
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
        byte[] ikmZero = java.util.Arrays.copyOf(ikm, ikm.length + 1);
        byte[] info = java.util.Arrays.copyOf(keyInfo, keyInfo.length + 2);
        info[keyInfo.length] = (byte) (KEYGEN_L >>> 8);
        info[keyInfo.length + 1] = (byte) KEYGEN_L;
        byte[] salt = KEYGEN_SALT;
        while (true) {
            salt = sha256(salt);
            byte[] okm = Hkdf.expand(Hkdf.extract(salt, ikmZero), info, KEYGEN_L);
            BigInteger sk = new BigInteger(1, okm).mod(R);
            if (sk.signum() != 0) {
                return new BlsSecretKey(sk);
            }
        }
    }

    /**
     * From 32 big-endian bytes.
     *
     * @throws IllegalArgumentException for another length, zero, or a value not below r
     */
    public static BlsSecretKey fromBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "secret key bytes");
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("secret key: must be " + BYTES + " bytes, got " + bytes.length);
        }
        BigInteger sk = new BigInteger(1, bytes);
        if (sk.signum() == 0) {
            throw new IllegalArgumentException("secret key: zero is not a valid key");
        }
        if (sk.compareTo(R) >= 0) {
            throw new IllegalArgumentException("secret key: must be below the group order r");
        }
        return new BlsSecretKey(sk);
    }

    /** The 32 big-endian bytes (I2OSP(SK, 32)). */
    public byte[] toBytes() {
        byte[] out = new byte[BYTES];
        for (int i = 0; i < 4; i++) {
            long w = limbs[3 - i];
            for (int b = 0; b < 8; b++) {
                out[8 * i + b] = (byte) (w >>> (56 - 8 * b));
            }
        }
        return out;
    }

    /** SkToPk: SK times the G1 generator (never infinity, as 0 < SK < r). */
    public BlsPublicKey publicKey() {
        return BlsPublicKey.fromPoint(Points.timesGenerator(limbs));
    }

    /** Sign: SK times the hash of the message to G2 under the ciphersuite's tag. */
    public BlsSignature sign(byte[] message) {
        Objects.requireNonNull(message, "message");
        return new BlsSignature(Points.timesG2(Points.hash(message, Bls.DST), limbs));
    }

    /** PopProve: SK times the hash of the encoded public key under the proof-of-possession tag. */
    public BlsSignature popProve() {
        return new BlsSignature(Points.timesG2(Points.hash(publicKey().encoded(), Bls.POP_DST), limbs));
    }

    @Override
    public String toString() {
        return "BlsSecretKey(not shown)";
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
