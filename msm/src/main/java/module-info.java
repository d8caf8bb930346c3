/**
 * The multi-scalar multiplication engine: {@link dev.pippin.msm.Msm#compute} over the four groups
 * of {@link dev.pippin.msm.MsmGroup}, with the plan chosen by {@link dev.pippin.msm.MsmOptions}.
 * Its FMA-lane kernels also serve the other batch work that runs one element per lane:
 * {@link dev.pippin.msm.Bls12381Batch} (BLS12-381 G1 and G2 subgroup checks, G2 cofactor clearing and
 * Miller loops over many points, for batch signature verification).
 */
module dev.pippin.msm {
    requires transitive dev.pippin.curve;
    requires dev.pippin.glv;
    // Optional: the batch-affine flushes and Bls12381Batch use FMA lanes when the JVM runs
    // with --add-modules jdk.incubator.vector, the scalar kernels otherwise (Lanes).
    requires static jdk.incubator.vector;

    exports dev.pippin.msm;
}
