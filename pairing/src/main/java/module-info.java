/**
 * Optimal ate pairings on bn254 and BLS12-381: the Fp6 and Fp12 towers over the field module's
 * Fp2, Miller loops with lines in homogeneous projective coordinates, final exponentiations, and
 * multi-pairing products and checks over many pairs with one shared Miller loop.
 */
module dev.pippin.pairing {
    requires transitive dev.pippin.curve;
    // the Miller loop of many BLS12-381 pairs on the MSM's FMA lanes (Bls12381Pairing.millerLoop with options)
    requires transitive dev.pippin.msm;

    exports dev.pippin.pairing;
}
