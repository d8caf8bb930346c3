/**
 * Optimal ate pairings on bn254 and BLS12-381: the Fp6 and Fp12 towers over the field module's
 * Fp2, Miller loops with lines in homogeneous projective coordinates, final exponentiations, and
 * multi-pairing products and checks over many pairs with one shared Miller loop.
 */
module dev.pippin.pairing {
    requires transitive dev.pippin.curve;

    exports dev.pippin.pairing;
}
