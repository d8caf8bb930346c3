package dev.pippin.kzg;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bls12381Progenitors;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.lanes.Bls12381PointBatches;
import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import dev.pippin.msm.Workers;
import java.util.function.IntFunction;

/**
 * The compressed points of a setup's text form, decoded in batches and validated as c-kzg-4844
 * does (a valid ZCash compressed encoding, on the curve, in the order-r subgroup) and further:
 * not the point at infinity, which no setup holds (its τ would be 0 or a root of unity).
 *
 * <p>The points are split into one contiguous range per thread of the options (the engine's
 * worker pool); within a range the square roots share {@link Bls12381PointBatches#progenitors} and the
 * subgroup checks {@link Bls12381PointBatches#g1InSubgroup} / {@link Bls12381PointBatches#g2InSubgroup}, on
 * the lanes where the options' lane mode says (under AUTO, once the MSM's lanes are warm: cold
 * lanes run on boxed vectors, and a fresh JVM on a loaded 2-core machine took 13.5 s instead of 3.5 s
 * for the 4096 Lagrange points with lanes ON), the scalar code otherwise. A failure is reported for the first bad
 * point in the input's order, whatever the threads.
 */
final class SetupDecoding {
    private SetupDecoding() {}

    /** Why a point fails, by check order; OK where it passes. */
    private static final byte OK = 0, UNDECODABLE = 1, INFINITY = 2, OUTSIDE_SUBGROUP = 3;

    /** The 48-byte encodings as affine G1 points; a failure names {@code what.apply(i)}. */
    static long[] g1(byte[][] encodings, IntFunction<String> what, MsmOptions options) {
        int n = encodings.length, aff = Bls12381G1.AFFINE;
        long[] points = new long[n * aff];
        byte[] verdict = new byte[n];
        LaneMode lanes = options.lanes();
        Workers.forRanges(n, options.threads(), (from, to) -> {
            int count = to - from;
            boolean[] ok = new boolean[count], in = new boolean[count];
            ZcashCodec.decodeG1CompressedBatch(encodings, from, count, points, from * aff, ok, Bls12381PointBatches.progenitors(lanes));
            Bls12381PointBatches.g1InSubgroup(points, from * aff, count, in, lanes);
            for (int i = 0; i < count; i++) {
                verdict[from + i] = !ok[i] ? UNDECODABLE
                        : Bls12381G1.isInfinity(points, (from + i) * aff) ? INFINITY : in[i] ? OK : OUTSIDE_SUBGROUP;
            }
        });
        for (int i = 0; i < n; i++) {
            if (verdict[i] == OK) {
                continue;
            }
            if (verdict[i] == UNDECODABLE) {
                TrustedSetup.decodeG1(encodings[i], new long[aff], 0, what.apply(i));   // throws, with the codec's reason
            }
            reject(verdict[i], what.apply(i));
        }
        return points;
    }

    /** The 96-byte encodings as affine G2 points; a failure names {@code what.apply(i)}. */
    static long[] g2(byte[][] encodings, IntFunction<String> what, MsmOptions options) {
        int n = encodings.length, aff = Bls12381G2.AFFINE;
        long[] points = new long[n * aff];
        byte[] verdict = new byte[n];
        LaneMode lanes = options.lanes();
        Workers.forRanges(n, options.threads(), (from, to) -> {
            int count = to - from;
            boolean[] ok = new boolean[count], in = new boolean[count];
            Bls12381Progenitors roots = Bls12381PointBatches.progenitors(lanes);
            ZcashCodec.decodeG2CompressedBatch(encodings, from, count, points, from * aff, ok, roots);
            Bls12381PointBatches.g2InSubgroup(points, from * aff, count, in, lanes);
            for (int i = 0; i < count; i++) {
                verdict[from + i] = !ok[i] ? UNDECODABLE
                        : Bls12381G2.isInfinity(points, (from + i) * aff) ? INFINITY : in[i] ? OK : OUTSIDE_SUBGROUP;
            }
        });
        for (int i = 0; i < n; i++) {
            if (verdict[i] == OK) {
                continue;
            }
            if (verdict[i] == UNDECODABLE) {
                TrustedSetup.decodeG2(encodings[i], new long[aff], 0, what.apply(i));
            }
            reject(verdict[i], what.apply(i));
        }
        return points;
    }

    private static void reject(byte verdict, String what) {
        switch (verdict) {
            case INFINITY -> throw TrustedSetup.invalid(what + " is the point at infinity");
            case OUTSIDE_SUBGROUP -> throw TrustedSetup.invalid(what + " is not in the order-r subgroup");
            default -> throw TrustedSetup.invalid(what + " does not decode");
        }
    }
}
