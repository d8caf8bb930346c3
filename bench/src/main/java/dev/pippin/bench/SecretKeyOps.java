package dev.pippin.bench;

import dev.pippin.bls.BlsSecretKey;
import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.hash.Bls12381HashToCurve;
import dev.pippin.glv.Bls12381G1SecretMul;
import dev.pippin.glv.Bls12381G2SecretMul;
import java.math.BigInteger;

/**
 * The secret-key operations the timing runners measure: the library's constant-time ones
 * ({@link BlsSecretKey#sign}, {@link BlsSecretKey#publicKey}) and, for contrast, the variable-time
 * path they replaced (the curve classes' wNAF scalarMul after the same hash), which a sound
 * timing test must catch.
 */
enum SecretKeyOps {
    SIGN("sign") {
        @Override
        int run(BlsSecretKey sk, long[] limbs, byte[] msg) {
            return sk.sign(msg).toBytes()[5];
        }
    },
    SK_TO_PK("sk_to_pk") {
        @Override
        int run(BlsSecretKey sk, long[] limbs, byte[] msg) {
            return sk.publicKey().toBytes()[5];
        }
    },
    /** SkToPk's multiplication alone, without forming and encoding the public key (public data). */
    SK_TO_PK_POINT("sk_to_pk_point") {
        @Override
        int run(BlsSecretKey sk, long[] limbs, byte[] msg) {
            long[] r = new long[Bls12381G1.AFFINE];
            Bls12381G1SecretMul.mulGenerator(r, 0, limbs, 0);
            return (int) r[3];
        }
    },
    /** Sign's multiplication alone, after the same hash, without encoding the signature. */
    SIGN_POINT("sign_point") {
        @Override
        int run(BlsSecretKey sk, long[] limbs, byte[] msg) {
            long[] h = Bls12381HashToCurve.hashToG2(msg, DST);
            long[] r = new long[Bls12381G2.AFFINE];
            Bls12381G2SecretMul.mul(r, 0, h, 0, limbs, 0);
            return (int) r[3];
        }
    },
    /** The message's hash to G2 alone (public data; the share of sign that is not the multiplication). */
    HASH_TO_G2("hash_to_g2") {
        @Override
        int run(BlsSecretKey sk, long[] limbs, byte[] msg) {
            return (int) Bls12381HashToCurve.hashToG2(msg, DST)[3];
        }
    },
    SIGN_VARTIME("sign_vartime") {
        @Override
        int run(BlsSecretKey sk, long[] limbs, byte[] msg) {
            long[] h = Bls12381HashToCurve.hashToG2(msg, DST);
            long[] r = new long[Bls12381G2.AFFINE];
            Bls12381G2.scalarMul(r, 0, h, 0, limbs, 0);
            return (int) r[3];
        }
    },
    SK_TO_PK_VARTIME("sk_to_pk_vartime") {
        @Override
        int run(BlsSecretKey sk, long[] limbs, byte[] msg) {
            long[] g = new long[Bls12381G1.AFFINE], r = new long[Bls12381G1.AFFINE];
            Bls12381G1.generator(g, 0);
            Bls12381G1.scalarMul(r, 0, g, 0, limbs, 0);
            return (int) r[3];
        }
    };

    /** The Ethereum ciphersuite's tag (the library's Bls.DST). */
    static final String DST = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

    final String label;

    SecretKeyOps(String label) {
        this.label = label;
    }

    /** One operation; returns a byte of the result so that nothing is optimised away. */
    abstract int run(BlsSecretKey sk, long[] limbs, byte[] msg);

    static SecretKeyOps named(String s) {
        for (SecretKeyOps o : values()) {
            if (o.label.equals(s)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown operation " + s + " (sign, sk_to_pk, sk_to_pk_point, sign_point, hash_to_g2, sign_vartime, sk_to_pk_vartime)");
    }

    /** A key's limbs for the variable-time path (through its bytes: a benchmark, not a secret path). */
    static long[] limbs(BlsSecretKey sk) {
        BigInteger v = new BigInteger(1, sk.toBytes());
        long[] l = new long[4];
        for (int i = 0; i < 4; i++) {
            l[i] = v.shiftRight(64 * i).longValue();
        }
        return l;
    }
}
