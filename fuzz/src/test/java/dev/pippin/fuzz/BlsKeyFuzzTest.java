package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.bls.Bls;
import dev.pippin.bls.BlsPublicKey;
import dev.pippin.bls.BlsSecretKey;
import dev.pippin.bls.BlsSignature;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;

/** The BLS decoders: public keys (48-byte compressed G1), signatures (96-byte compressed G2), secret keys (32 bytes). */
class BlsKeyFuzzTest {
    /**
     * Selector: 0 public key, 1 signature, 2 secret key; the rest is the bytes. Oracle: a
     * rejection is IllegalArgumentException with a one-line reason; a public key is accepted
     * exactly when it is 48 bytes that decode (ZCash, subgroup checked) to a point other than
     * infinity whose BigInteger coordinates are on the curve with r P = infinity, and
     * Bls.keyValidate agrees; a signature exactly when 96 bytes decode the same way (infinity
     * allowed); a secret key exactly when 32 bytes hold 0 < sk < r; every accepted value
     * re-encodes to its bytes, and a secret key's public key validates.
     */
    @FuzzTest(maxDuration = "10m")
    void decode(byte[] data) {
        int sel = data.length == 0 ? 0 : (data[0] & 0xFF) % 3;
        byte[] in = PrecompileCheck.rest(data);
        switch (sel) {
            case 0 -> {
                Allocation.Outcome<BlsPublicKey> out = Allocation.measure("public key", in.length, 16, () -> BlsPublicKey.fromBytes(in));
                boolean valid = in.length == 48 && point(in, false) != null && point(in, false) != Ref.INFINITY;
                Expect.isTrue(Bls.keyValidate(in) == valid, "keyValidate disagrees with the reference", in);
                check(out, valid, in, () -> out.value().toBytes());
            }
            case 1 -> {
                Allocation.Outcome<BlsSignature> out = Allocation.measure("signature", in.length, 16, () -> BlsSignature.fromBytes(in));
                boolean valid = in.length == 96 && point(in, true) != null;
                check(out, valid, in, () -> out.value().toBytes());
            }
            default -> {
                Allocation.Outcome<BlsSecretKey> out = Allocation.measure("secret key", in.length, 16, () -> BlsSecretKey.fromBytes(in));
                BigInteger v = new BigInteger(1, in);
                boolean valid = in.length == 32 && v.signum() > 0 && v.compareTo(Bls12381Fr.MODULUS) < 0;
                check(out, valid, in, () -> out.value().toBytes());
                if (valid) {
                    Expect.isTrue(Bls.keyValidate(out.value().publicKey().toBytes()), "a secret key's public key fails KeyValidate", in);
                }
            }
        }
    }

    private static <T> void check(Allocation.Outcome<T> out, boolean valid, byte[] in, java.util.function.Supplier<byte[]> bytes) {
        if (!valid) {
            Expect.isTrue(!out.ok(), "accepted what the reference rejects", in);
            Expect.rejected(out.error(), IllegalArgumentException.class, "bls", in);
            return;
        }
        if (!out.ok()) {
            Expect.rejected(out.error(), IllegalArgumentException.class, "bls", in);
            throw Expect.fail("rejected what the reference accepts: " + out.error().getMessage(), in);
        }
        Expect.equal(in, bytes.get(), "re-encoded", in);
    }

    /** The compressed point checked by the reference: decoded by the codec (no subgroup check), then on the curve and r P = infinity in BigInteger. */
    private static BigInteger[][] point(byte[] in, boolean g2) {
        long[] p;
        try {
            p = g2 ? ZcashCodec.decodeG2(in, false) : ZcashCodec.decodeG1(in, false);
        } catch (RuntimeException e) {
            return null;
        }
        Ref.Format f = g2 ? Ref.BLS_G2 : Ref.BLS_G1;
        byte[] eip = g2 ? dev.pippin.curve.codec.Eip2537Codec.encodeG2(p, 0) : dev.pippin.curve.codec.Eip2537Codec.encodeG1(p, 0);
        BigInteger[][] pt = Ref.decode(f, eip, 0, true);
        return pt;
    }
}
