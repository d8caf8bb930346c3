/**
 * The multi-scalar multiplication engine: {@link dev.pippin.msm.Msm#compute} over the four groups
 * of {@link dev.pippin.msm.MsmGroup}, with the plan chosen by {@link dev.pippin.msm.MsmOptions}.
 */
module dev.pippin.msm {
    requires transitive dev.pippin.curve;
    requires dev.pippin.glv;
    // Optional: the G1 batch-affine flushes use FMA lanes when the JVM runs with
    // --add-modules jdk.incubator.vector, the scalar kernels otherwise (Lanes).
    requires static jdk.incubator.vector;

    exports dev.pippin.msm;
}
