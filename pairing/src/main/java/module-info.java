/**
 * Optimal ate pairings on bn254 and BLS12-381: the Fp6 and Fp12 towers over the field module's
 * Fp2, Miller loops with lines in homogeneous projective coordinates, final exponentiations, and
 * multi-pairing products and checks over many pairs with one shared Miller loop; the BLS12-381
 * Miller loop of many pairs also on the lanes module's FMA kernels, one pair per lane
 * ({@code Bls12381Pairing.millerLoop} with a {@link dev.pippin.lanes.LaneMode}).
 */
module dev.pippin.pairing {
    requires transitive dev.pippin.curve;
    // the lane setting of the Miller loop of many pairs, and the kernels it runs on
    requires transitive dev.pippin.lanes;

    exports dev.pippin.pairing;
}
