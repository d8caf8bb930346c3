package dev.pippin.evm;

import dev.pippin.kzg.Kzg;
import dev.pippin.kzg.KzgException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * EIP-4844's point evaluation precompile (address 0x0a, registered as
 * {@value #NAME}): the input is exactly 192 bytes, versioned_hash (32) ‖ z (32) ‖ y (32) ‖
 * commitment (48) ‖ proof (48). The call succeeds when the versioned hash is
 * {@code 0x01 ‖ sha256(commitment)[1:]} (kzg_to_versioned_hash) and verify_kzg_proof holds for
 * (commitment, z, y, proof) over the mainnet trusted setup ({@link Kzg#mainnet()}); z and y must
 * be canonical field elements and the commitment and proof valid compressed G1 points in the
 * subgroup, as verify_kzg_proof requires. On success the output is the 64 bytes
 * U256(FIELD_ELEMENTS_PER_BLOB = 4096) ‖ U256(BLS_MODULUS), big-endian. Any other outcome
 * throws {@link PrecompileException} naming the rule. Gas: {@value #GAS}, whatever the input.
 */
public final class PointEvaluation {
    private PointEvaluation() {}

    /** The registry's name. */
    public static final String NAME = "kzg_point_evaluation";
    /** POINT_EVALUATION_PRECOMPILE_GAS. */
    public static final long GAS = 50_000;
    /** The input length: versioned hash, z, y, commitment, proof. */
    public static final int INPUT_BYTES = 192;
    /** VERSIONED_HASH_VERSION_KZG. */
    public static final byte VERSIONED_HASH_VERSION_KZG = 0x01;

    private static final int HASH = 0;
    private static final int Z = 32;
    private static final int Y = 64;
    private static final int COMMITMENT = 96;
    private static final int PROOF = 144;

    /** U256(4096) ‖ U256(BLS_MODULUS). */
    private static final byte[] OUTPUT = output();

    private static byte[] output() {
        byte[] out = new byte[64];
        out[30] = (byte) (Kzg.FIELD_ELEMENTS_PER_BLOB >>> 8);
        out[31] = (byte) Kzg.FIELD_ELEMENTS_PER_BLOB;
        byte[] modulus = java.util.HexFormat.of().parseHex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
        System.arraycopy(modulus, 0, out, 32, 32);
        return out;
    }

    /** The precompile's answer for {@code input}, or the rule it broke. */
    public static byte[] call(byte[] input) throws PrecompileException {
        InputLayout.exact(input, INPUT_BYTES, NAME);
        byte[] commitment = Arrays.copyOfRange(input, COMMITMENT, PROOF);
        if (input[HASH] != VERSIONED_HASH_VERSION_KZG) {
            throw new PrecompileException(NAME + ": the versioned hash's version byte is 0x"
                    + String.format("%02x", input[HASH] & 0xff) + ", not 0x01 (VERSIONED_HASH_VERSION_KZG)");
        }
        byte[] digest = sha256(commitment);
        if (!Arrays.equals(input, HASH + 1, HASH + 32, digest, 1, 32)) {
            throw new PrecompileException(NAME + ": the versioned hash is not 0x01 ‖ sha256(commitment)[1:]");
        }
        boolean holds;
        try {
            holds = Kzg.mainnet().verifyKzgProof(commitment, Arrays.copyOfRange(input, Z, Y),
                    Arrays.copyOfRange(input, Y, COMMITMENT), Arrays.copyOfRange(input, PROOF, INPUT_BYTES));
        } catch (KzgException e) {
            throw new PrecompileException(NAME + ": " + e.rule() + ": " + e.getMessage(), e);
        }
        if (!holds) {
            throw new PrecompileException(NAME + ": the proof does not verify (verify_kzg_proof is false)");
        }
        return OUTPUT.clone();
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (NoSuchAlgorithmException e) {
            // every Java platform must provide SHA-256 (MessageDigest's documentation)
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
