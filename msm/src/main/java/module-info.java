/**
 * The multi-scalar multiplication engine: {@link dev.pippin.msm.Msm#compute} over the four groups
 * of {@link dev.pippin.msm.MsmGroup}, with the plan chosen by {@link dev.pippin.msm.MsmOptions}.
 */
module dev.pippin.msm {
    requires transitive dev.pippin.curve;
    requires dev.pippin.glv;

    exports dev.pippin.msm;
}
