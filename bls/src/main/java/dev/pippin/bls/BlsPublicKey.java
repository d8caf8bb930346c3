package dev.pippin.bls;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.ZcashCodec;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * A public key that passed KeyValidate: a point of G1 other than infinity, in the order-r
 * subgroup. Encoded as the 48-byte ZCash compressed form. Immutable.
 */
public final class BlsPublicKey {
    /** Bytes of an encoded public key. */
    public static final int BYTES = ZcashCodec.G1_COMPRESSED;

    private final long[] point;
    private final byte[] encoded;

    private BlsPublicKey(long[] point) {
        this.point = point;
        this.encoded = ZcashCodec.encodeG1Compressed(point, 0);
    }

    /**
     * KeyValidate: decodes 48 compressed bytes and checks the point is on the curve, not infinity
     * and in the subgroup.
     *
     * @throws IllegalArgumentException naming the first rule the bytes break
     */
    public static BlsPublicKey fromBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "public key bytes");
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("public key: must be " + BYTES + " bytes (compressed G1), got " + bytes.length);
        }
        long[] p = new long[Points.G1];
        try {
            ZcashCodec.decodeG1Compressed(bytes, 0, p, 0, true);
        } catch (EncodingException e) {
            throw new IllegalArgumentException("public key: " + e.getMessage(), e);
        }
        return fromPoint(p);
    }

    /** The key for a G1 point known to be in the subgroup; infinity is refused, as KeyValidate does. */
    static BlsPublicKey fromPoint(long[] p) {
        if (Bls12381G1.isInfinity(p, 0)) {
            throw new IllegalArgumentException("public key: the point at infinity is not a valid key");
        }
        return new BlsPublicKey(p);
    }

    /**
     * out[from + i] = the point of bytes.get(from + i) for count keys: on the curve and not
     * infinity but not yet checked to lie in the subgroup (a batch checks all its keys at once),
     * or null when the bytes are not 48 compressed bytes that decode or they encode infinity.
     * Their square roots' exponentiations run for all of them at once through pow.
     */
    static void pointsOrNull(List<byte[]> bytes, int from, int count, long[][] out, Bls12381Progenitors pow) {
        byte[][] src = bytes.subList(from, from + count).toArray(new byte[0][]);
        long[] p = new long[count * Points.G1];
        boolean[] ok = new boolean[count];
        ZcashCodec.decodeG1CompressedBatch(src, 0, count, p, 0, ok, pow);
        for (int i = 0; i < count; i++) {
            out[from + i] = ok[i] && !Bls12381G1.isInfinity(p, i * Points.G1) ? Arrays.copyOfRange(p, i * Points.G1, (i + 1) * Points.G1) : null;
        }
    }

    /** The key of a point that {@link #pointsOrNull} decoded and a subgroup check passed. */
    static BlsPublicKey ofChecked(long[] point) {
        return new BlsPublicKey(point);
    }

    /** The key, or null when KeyValidate rejects the bytes: how verification reads untrusted keys. */
    static BlsPublicKey orNull(byte[] bytes) {
        try {
            return fromBytes(bytes);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The sum of the keys, the key FastAggregateVerify checks against.
     *
     * @throws IllegalArgumentException for an empty list or a sum at infinity (keys that cancel)
     */
    public static BlsPublicKey aggregate(List<BlsPublicKey> keys) {
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("aggregate public key: the list of keys is empty");
        }
        long[] sum = sum(keys);
        if (Bls12381G1.isInfinity(sum, 0)) {
            throw new IllegalArgumentException("aggregate public key: the keys sum to the point at infinity");
        }
        return new BlsPublicKey(sum);
    }

    /** The affine sum of the keys' points, infinity when they cancel or the list is empty. */
    static long[] sum(List<BlsPublicKey> keys) {
        long[] all = new long[keys.size() * Points.G1];
        for (int i = 0; i < keys.size(); i++) {
            System.arraycopy(keys.get(i).point, 0, all, i * Points.G1, Points.G1);
        }
        return Points.sumG1(all, 0, keys.size());
    }

    /** The 48-byte compressed encoding. */
    public byte[] toBytes() {
        return encoded.clone();
    }

    /** The affine G1 point (Montgomery form); callers must not change it. */
    long[] point() {
        return point;
    }

    /** The encoding, not copied: for hashing it in proofs of possession. */
    byte[] encoded() {
        return encoded;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlsPublicKey k && Arrays.equals(encoded, k.encoded);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoded);
    }

    /** 0x and the encoding in lower-case hex. */
    @Override
    public String toString() {
        return "0x" + HexFormat.of().formatHex(encoded);
    }
}
