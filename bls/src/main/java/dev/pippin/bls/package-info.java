/**
 * BLS signatures, minimal-pubkey-size variant with proofs of possession, as the Ethereum
 * consensus layer uses them. {@link dev.pippin.bls.Bls} has the draft's operations on encoded
 * bytes; {@link dev.pippin.bls.BlsSecretKey}, {@link dev.pippin.bls.BlsPublicKey} and
 * {@link dev.pippin.bls.BlsSignature} are the validated values behind them;
 * {@link dev.pippin.bls.BlsBatchVerifier} checks many independent signatures at once.
 *
 * <p>Verification never throws on untrusted bytes: a wrong length, a bad encoding, a point off
 * the curve or outside the subgroup, a public key at infinity or an empty key list make it
 * return false.
 *
 * <p>Timing: everything that touches a secret key runs in constant time (KeyGen's reduction,
 * parsing, SkToPk, Sign, PopProve: {@link dev.pippin.bls.BlsSecretKey}); verification,
 * aggregation and batch verification are variable time, which is sound because their inputs
 * (keys, messages, signatures) are public. See docs/SECRETS.md for the threat model.
 */
package dev.pippin.bls;
