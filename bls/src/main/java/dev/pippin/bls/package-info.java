/**
 * BLS signatures, minimal-pubkey-size variant with proofs of possession, as the Ethereum
 * consensus layer uses them. {@link dev.pippin.bls.Bls} has the draft's operations on encoded
 * bytes; {@link dev.pippin.bls.BlsSecretKey}, {@link dev.pippin.bls.BlsPublicKey} and
 * {@link dev.pippin.bls.BlsSignature} are the validated values behind them;
 * {@link dev.pippin.bls.BlsBatchVerifier} checks many independent signatures at once.
 *
 * <p>Verification never throws on untrusted bytes: a wrong length, a bad encoding, a point off
 * the curve or outside the subgroup, a public key at infinity or an empty key list make it
 * return false. Everything here is variable time: fine for verification, whose inputs are
 * public; signing and key derivation run on the secret key with the same variable-time
 * arithmetic, so keep them off machines where an attacker can time them.
 */
package dev.pippin.bls;
