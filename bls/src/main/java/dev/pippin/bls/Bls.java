package dev.pippin.bls;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.codec.ZcashCodec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The operations of draft-irtf-cfrg-bls-signature (version 05, sections 2 and 3.3) for the
 * ciphersuite {@value #CIPHERSUITE}, on encoded bytes: 32-byte secret keys, 48-byte public keys,
 * 96-byte signatures. Overloads take the decoded {@link BlsPublicKey} and {@link BlsSignature}
 * for callers that keep them (decompressing a point costs a square root, the subgroup check a
 * scalar multiplication).
 *
 * <p>The verifications return false, never throw, for any bytes: wrong lengths, bad encodings,
 * points off the curve or outside the subgroup, keys at infinity, empty lists, lists of
 * different lengths. Null arguments are programming errors and throw NullPointerException.
 * With proofs of possession, AggregateVerify does not need distinct messages: the keys were
 * proven, which is what stops rogue-key attacks.
 */
public final class Bls {
    private Bls() {}

    /** The signature scheme's ciphersuite ID, also its hash-to-curve domain separation tag. */
    public static final String CIPHERSUITE = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
    /** The tag proofs of possession hash the public key under. */
    public static final String POP_CIPHERSUITE = "BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

    static final byte[] DST = CIPHERSUITE.getBytes(StandardCharsets.US_ASCII);
    static final byte[] POP_DST = POP_CIPHERSUITE.getBytes(StandardCharsets.US_ASCII);

    // ---------------------------------------------------------------- keys

    /** KeyGen(IKM, key_info): 32 secret key bytes; see {@link BlsSecretKey#keyGen(byte[], byte[])}. */
    public static byte[] keyGen(byte[] ikm, byte[] keyInfo) {
        BlsSecretKey sk = BlsSecretKey.keyGen(ikm, keyInfo);
        try {
            return sk.toBytes();
        } finally {
            sk.destroy();
        }
    }

    /** SkToPk: the 48-byte public key of a 32-byte secret key (IllegalArgumentException if it is not one). */
    public static byte[] skToPk(byte[] secretKey) {
        BlsSecretKey sk = BlsSecretKey.fromBytes(secretKey);
        try {
            return sk.publicKey().toBytes();
        } finally {
            sk.destroy();
        }
    }

    /** KeyValidate: whether the bytes are a compressed G1 point, not infinity, in the subgroup. */
    public static boolean keyValidate(byte[] publicKey) {
        return BlsPublicKey.orNull(Objects.requireNonNull(publicKey, "publicKey")) != null;
    }

    // ---------------------------------------------------------------- one signer

    /** Sign: the 96-byte signature of the message (IllegalArgumentException if the key bytes are not a key). */
    public static byte[] sign(byte[] secretKey, byte[] message) {
        BlsSecretKey sk = BlsSecretKey.fromBytes(secretKey);
        try {
            return sk.sign(message).toBytes();
        } finally {
            sk.destroy();
        }
    }

    /** Verify: e(PK, H(m)) = e(g1, signature), after KeyValidate and the signature's subgroup check. */
    public static boolean verify(byte[] publicKey, byte[] message, byte[] signature) {
        Objects.requireNonNull(message, "message");
        BlsPublicKey pk = BlsPublicKey.orNull(Objects.requireNonNull(publicKey, "publicKey"));
        BlsSignature sig = BlsSignature.orNull(Objects.requireNonNull(signature, "signature"));
        return pk != null && sig != null && verify(pk, message, sig);
    }

    /** Verify on decoded values. */
    public static boolean verify(BlsPublicKey publicKey, byte[] message, BlsSignature signature) {
        return coreVerify(publicKey.point(), message, DST, signature.point());
    }

    // ---------------------------------------------------------------- aggregates

    /**
     * Aggregate: the sum of the signatures, encoded.
     *
     * @throws IllegalArgumentException for an empty list or bytes that are not a signature (naming which)
     */
    public static byte[] aggregate(List<byte[]> signatures) {
        List<BlsSignature> decoded = new ArrayList<>(signatures.size());
        for (int i = 0; i < signatures.size(); i++) {
            try {
                decoded.add(BlsSignature.fromBytes(signatures.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("aggregate: signature " + i + ": " + e.getMessage(), e);
            }
        }
        return BlsSignature.aggregate(decoded).toBytes();
    }

    /**
     * AggregateVerify: the product of e(PK_i, H(m_i)) equals e(g1, signature), for n >= 1 keys and
     * as many messages. Keys that share a message are summed first: one hash and one pairing per
     * distinct message.
     */
    public static boolean aggregateVerify(List<byte[]> publicKeys, List<byte[]> messages, byte[] signature) {
        List<BlsPublicKey> keys = keys(publicKeys);
        BlsSignature sig = BlsSignature.orNull(Objects.requireNonNull(signature, "signature"));
        return keys != null && sig != null && aggregateVerify(keys, messages, sig);
    }

    /** AggregateVerify on decoded values. */
    public static boolean aggregateVerify(List<BlsPublicKey> publicKeys, List<byte[]> messages, BlsSignature signature) {
        int n = publicKeys.size();
        if (n == 0 || messages.size() != n) {
            return false;
        }
        MessageGroups groups = MessageGroups.of(messages);
        PairingEquation eq = new PairingEquation(groups.count + 1);
        long[] members = new long[n * Points.G1];
        for (int g = 0; g < groups.count; g++) {
            int size = groups.size(g);
            for (int j = 0; j < size; j++) {
                System.arraycopy(publicKeys.get(groups.members[groups.start[g] + j]).point(), 0, members, j * Points.G1, Points.G1);
            }
            eq.times(Points.sumG1(members, 0, size), 0, Points.hash(groups.message[g], DST), 0);
        }
        return eq.timesSignature(signature.point()).holds();
    }

    /**
     * FastAggregateVerify: Verify against the sum of the keys, for n >= 1 keys that all signed
     * the one message. Each key must pass KeyValidate, and so must the sum (it is not infinity).
     */
    public static boolean fastAggregateVerify(List<byte[]> publicKeys, byte[] message, byte[] signature) {
        List<BlsPublicKey> keys = keys(publicKeys);
        BlsSignature sig = BlsSignature.orNull(Objects.requireNonNull(signature, "signature"));
        return keys != null && sig != null && fastAggregateVerify(keys, message, sig);
    }

    /** FastAggregateVerify on decoded values. */
    public static boolean fastAggregateVerify(List<BlsPublicKey> publicKeys, byte[] message, BlsSignature signature) {
        Objects.requireNonNull(message, "message");
        if (publicKeys.isEmpty()) {
            return false;
        }
        long[] sum = BlsPublicKey.sum(publicKeys);
        return !Bls12381G1.isInfinity(sum, 0) && coreVerify(sum, message, DST, signature.point());
    }

    // ---------------------------------------------------------------- Ethereum's wrappers

    /** Bytes of G2's point at infinity as a compressed signature: 0xc0 then 95 zero bytes. */
    private static final byte[] G2_POINT_AT_INFINITY = new byte[BlsSignature.BYTES];

    static {
        G2_POINT_AT_INFINITY[0] = (byte) 0xc0;
    }

    /**
     * eth_aggregate_pubkeys of the consensus specs (altair, bls.md): the sum of n &gt;= 1 keys, each
     * of which must pass KeyValidate, encoded. Keys that cancel sum to the point at infinity, which
     * the specs return as it is ({@code 0xc0} then 47 zero bytes); {@link BlsPublicKey#aggregate}
     * refuses that sum instead, since it is not a key FastAggregateVerify accepts.
     *
     * @throws IllegalArgumentException for an empty list or a key that KeyValidate rejects (naming its index)
     */
    public static byte[] ethAggregatePubkeys(List<byte[]> publicKeys) {
        int n = publicKeys.size();
        if (n == 0) {
            throw new IllegalArgumentException("eth_aggregate_pubkeys: the list of keys is empty");
        }
        List<BlsPublicKey> keys = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            try {
                keys.add(BlsPublicKey.fromBytes(Objects.requireNonNull(publicKeys.get(i), "public key")));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("eth_aggregate_pubkeys: key " + i + ": " + e.getMessage(), e);
            }
        }
        return ZcashCodec.encodeG1Compressed(BlsPublicKey.sum(keys), 0);
    }

    /**
     * eth_fast_aggregate_verify of the consensus specs (altair, bls.md): true for no keys with the
     * signature at infinity ({@code 0xc0} then 95 zero bytes: a sync committee aggregate with no
     * participant), otherwise {@link #fastAggregateVerify(List, byte[], byte[])}, which is false for
     * no keys. Never throws but for null arguments.
     */
    public static boolean ethFastAggregateVerify(List<byte[]> publicKeys, byte[] message, byte[] signature) {
        Objects.requireNonNull(message, "message");
        if (publicKeys.isEmpty() && Arrays.equals(Objects.requireNonNull(signature, "signature"), G2_POINT_AT_INFINITY)) {
            return true;
        }
        return fastAggregateVerify(publicKeys, message, signature);
    }

    // ---------------------------------------------------------------- proofs of possession

    /** PopProve: the 96-byte proof that the holder of the secret key knows it. */
    public static byte[] popProve(byte[] secretKey) {
        BlsSecretKey sk = BlsSecretKey.fromBytes(secretKey);
        try {
            return sk.popProve().toBytes();
        } finally {
            sk.destroy();
        }
    }

    /** PopVerify: the proof is a signature of the encoded key under {@value #POP_CIPHERSUITE}. */
    public static boolean popVerify(byte[] publicKey, byte[] proof) {
        BlsPublicKey pk = BlsPublicKey.orNull(Objects.requireNonNull(publicKey, "publicKey"));
        BlsSignature sig = BlsSignature.orNull(Objects.requireNonNull(proof, "proof"));
        return pk != null && sig != null && popVerify(pk, sig);
    }

    /** PopVerify on decoded values. */
    public static boolean popVerify(BlsPublicKey publicKey, BlsSignature proof) {
        return coreVerify(publicKey.point(), publicKey.encoded(), POP_DST, proof.point());
    }

    // ---------------------------------------------------------------- many signers, many messages

    /**
     * Whether every (PK_i, m_i, signature_i) verifies, checked at once with random coefficients
     * from a fresh SecureRandom: see {@link BlsBatchVerifier}.
     */
    public static boolean batchVerify(List<byte[]> publicKeys, List<byte[]> messages, List<byte[]> signatures) {
        return new BlsBatchVerifier().verify(publicKeys, messages, signatures);
    }

    // ---------------------------------------------------------------- shared

    /** e(pk, H(message)) e(-g1, sigma) = 1. */
    static boolean coreVerify(long[] pk, byte[] message, byte[] dst, long[] sigma) {
        return new PairingEquation(2).times(pk, 0, Points.hash(message, dst), 0).timesSignature(sigma).holds();
    }

    /** Every key decoded and validated, or null if any fails. */
    static List<BlsPublicKey> keys(List<byte[]> encoded) {
        List<BlsPublicKey> keys = new ArrayList<>(encoded.size());
        for (int i = 0; i < encoded.size(); i++) {
            BlsPublicKey k = BlsPublicKey.orNull(Objects.requireNonNull(encoded.get(i), "public key " + i));
            if (k == null) {
                return null;
            }
            keys.add(k);
        }
        return keys;
    }
}
