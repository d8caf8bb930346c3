package dev.pippin.bls;

import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.ZcashCodec;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * A signature (or an aggregate of signatures, or a proof of possession): a point of G2 in the
 * order-r subgroup, infinity included, encoded as the 96-byte ZCash compressed form. Immutable.
 */
public final class BlsSignature {
    /** Bytes of an encoded signature. */
    public static final int BYTES = ZcashCodec.G2_COMPRESSED;

    private final long[] point;
    private final byte[] encoded;

    BlsSignature(long[] point) {
        this.point = point;
        this.encoded = ZcashCodec.encodeG2Compressed(point, 0);
    }

    /**
     * Decodes 96 compressed bytes and checks the point is on the curve and in the subgroup
     * (signature_subgroup_check). Infinity decodes; it verifies against no valid key.
     *
     * @throws IllegalArgumentException naming the first rule the bytes break
     */
    public static BlsSignature fromBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "signature bytes");
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("signature: must be " + BYTES + " bytes (compressed G2), got " + bytes.length);
        }
        long[] p = new long[Points.G2];
        try {
            ZcashCodec.decodeG2Compressed(bytes, 0, p, 0, true);
        } catch (EncodingException e) {
            throw new IllegalArgumentException("signature: " + e.getMessage(), e);
        }
        return new BlsSignature(p);
    }

    /**
     * out[from + i] = the point of bytes.get(from + i) for count signatures: on the curve but not
     * yet checked to lie in the subgroup (a batch checks all its signatures at once), or null when
     * the bytes are not 96 compressed bytes that decode. Their square roots' exponentiations run
     * for all of them at once through pow.
     */
    static void pointsOrNull(List<byte[]> bytes, int from, int count, long[][] out, Bls12381Progenitors pow) {
        byte[][] src = bytes.subList(from, from + count).toArray(new byte[0][]);
        long[] p = new long[count * Points.G2];
        boolean[] ok = new boolean[count];
        ZcashCodec.decodeG2CompressedBatch(src, 0, count, p, 0, ok, pow);
        for (int i = 0; i < count; i++) {
            out[from + i] = ok[i] ? Arrays.copyOfRange(p, i * Points.G2, (i + 1) * Points.G2) : null;
        }
    }

    /** The signature of a point that {@link #pointsOrNull} decoded and a subgroup check passed. */
    static BlsSignature ofChecked(long[] point) {
        return new BlsSignature(point);
    }

    /** The signature, or null when the bytes are not one: how verification reads untrusted signatures. */
    static BlsSignature orNull(byte[] bytes) {
        try {
            return fromBytes(bytes);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Aggregate: the sum of the signatures.
     *
     * @throws IllegalArgumentException for an empty list
     */
    public static BlsSignature aggregate(List<BlsSignature> signatures) {
        if (signatures.isEmpty()) {
            throw new IllegalArgumentException("aggregate signature: the list of signatures is empty");
        }
        long[] all = new long[signatures.size() * Points.G2];
        for (int i = 0; i < signatures.size(); i++) {
            System.arraycopy(signatures.get(i).point, 0, all, i * Points.G2, Points.G2);
        }
        return new BlsSignature(Points.sumG2(all, 0, signatures.size()));
    }

    /** The 96-byte compressed encoding. */
    public byte[] toBytes() {
        return encoded.clone();
    }

    /** The affine G2 point (Montgomery form); callers must not change it. */
    long[] point() {
        return point;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlsSignature s && Arrays.equals(encoded, s.encoded);
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
