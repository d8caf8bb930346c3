/**
 * bn254 and BLS12-381 G1 and G2: point formulas in affine, Jacobian and XYZZ coordinates, batch
 * conversion to affine, validation (on the curve, in the subgroup), and the byte encodings
 * (EIP-196/197, EIP-2537, ZCash, snarkjs's raw layout).
 */
module dev.pippin.curve {
    requires transitive dev.pippin.field;

    exports dev.pippin.curve;
    exports dev.pippin.curve.codec;
    exports dev.pippin.curve.hash;
}
