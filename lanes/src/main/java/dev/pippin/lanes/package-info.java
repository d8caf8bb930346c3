/**
 * The lane setting ({@link dev.pippin.lanes.LaneMode}) and the BLS12-381 batch point operations on
 * FMA lanes ({@link dev.pippin.lanes.Bls12381PointBatches}).
 */
package dev.pippin.lanes;
