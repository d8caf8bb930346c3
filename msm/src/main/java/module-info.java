/**
 * The multi-scalar multiplication engine: {@link dev.pippin.msm.Msm#compute} over the four groups
 * of {@link dev.pippin.msm.MsmGroup}, with the plan chosen by {@link dev.pippin.msm.MsmOptions};
 * signed-digit Pippenger with batch-affine buckets, whose flushes run their Fp products on the
 * lanes module's FMA kernels where the options' {@link dev.pippin.lanes.LaneMode} says (each
 * group's flush warming up on its own under AUTO, {@link dev.pippin.msm.Msm#warmUpLanes}), and
 * the worker pool ({@link dev.pippin.msm.Workers}) the protocol modules share.
 */
module dev.pippin.msm {
    requires transitive dev.pippin.curve;
    // MsmOptions names the lanes module's LaneMode
    requires transitive dev.pippin.lanes;
    requires dev.pippin.glv;
    // Optional: the batch-affine flushes use FMA lanes when the JVM runs with
    // --add-modules jdk.incubator.vector, the scalar kernels otherwise (LaneKernel).
    requires static jdk.incubator.vector;

    exports dev.pippin.msm;
}
