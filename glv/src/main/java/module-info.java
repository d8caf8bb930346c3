/**
 * Endomorphisms and scalar decompositions: GLV on G1, four-dimensional GLS on G2, and the
 * endomorphism-accelerated single scalar multiplications. A kernel of the MSM engine, the
 * precompiles and KZG's single multiplications, not an API of its own: exported to them only.
 */
module dev.pippin.glv {
    requires transitive dev.pippin.curve;

    exports dev.pippin.glv to dev.pippin.msm, dev.pippin.evm, dev.pippin.kzg, dev.pippin.bls, dev.pippin.groth16;
}
