/**
 * BLS signatures in the Ethereum ciphersuite BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_ (IETF
 * draft-irtf-cfrg-bls-signature, proof-of-possession scheme): public keys in G1, signatures in
 * G2, keys and signatures in the ZCash compressed encoding, and batch verification of
 * independent signatures with one multi-pairing.
 */
module dev.pippin.bls {
    requires dev.pippin.pairing;
    requires dev.pippin.glv; // the constant-time multiplications for secret scalars
    requires transitive dev.pippin.msm;

    exports dev.pippin.bls;
}
