/**
 * The FMA lane kernels (the *FpLanes* classes, generated), which kernel a lane mode takes on this
 * JVM ({@link dev.pippin.lanes.kernel.LaneKernel}, {@link dev.pippin.lanes.kernel.LaneCode}), the
 * BLS12-381 slot arithmetic and chains on them, and the chains' warm-up
 * ({@link dev.pippin.lanes.kernel.Bls12381LanesRace}). Exported only to the msm and pairing modules.
 */
package dev.pippin.lanes.kernel;
