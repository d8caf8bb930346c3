package dev.pippin.evm;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.codec.EncodingException;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.lanes.Bls12381PointBatches;
import dev.pippin.lanes.LaneMode;

/**
 * The points of an EIP-2537 MSM or pairing input, decoded and subgroup-checked with the
 * checks of the whole input at once ({@link Bls12381PointBatches}, on FMA lanes where the lane mode
 * says: a G1 check there costs about 36 against 89 us, a G2 one 44-51 against 126-130, on the
 * Zen 4 of docs/PAIRING.md), and with the error a one-by-one decoding would report: the
 * encoding failure or subgroup failure that comes first in the input's order. The point that
 * fails its subgroup check is decoded again one by one, so that the message is the codec's own.
 */
final class Eip2537Points {
    private Eip2537Points() {}

    private static final int A1 = Bls12381G1.AFFINE, A2 = Bls12381G2.AFFINE;

    /** A codec's decoder of one point: Eip2537Codec.decodeG1 or decodeG2. */
    private interface Decoder {
        void decode(byte[] src, int off, long[] r, int ro, boolean checkSubgroup);
    }

    /** The batch subgroup check of the point's group: Bls12381PointBatches.g1InSubgroup or g2InSubgroup. */
    private interface Checks {
        void inSubgroup(long[] a, int ao, int count, boolean[] in, LaneMode lanes);
    }

    /** k G1 points at input[off + i stride] into points (AFFINE longs each), in the subgroup. */
    static void g1s(byte[] input, int off, int stride, int k, long[] points, LaneMode lanes) {
        points(input, off, stride, k, points, A1, Eip2537Codec::decodeG1, Bls12381PointBatches::g1InSubgroup, lanes);
    }

    /** k G2 points at input[off + i stride] into points (AFFINE longs each), in the subgroup. */
    static void g2s(byte[] input, int off, int stride, int k, long[] points, LaneMode lanes) {
        points(input, off, stride, k, points, A2, Eip2537Codec::decodeG2, Bls12381PointBatches::g2InSubgroup, lanes);
    }

    private static void points(byte[] input, int off, int stride, int k, long[] points, int size, Decoder decoder,
            Checks checks, LaneMode lanes) {
        int decoded = k;
        EncodingException first = null;
        for (int i = 0; i < k && first == null; i++) {
            try {
                decoder.decode(input, off + i * stride, points, i * size, false);
            } catch (EncodingException e) {
                first = e;
                decoded = i;
            }
        }
        boolean[] in = new boolean[decoded];
        checks.inSubgroup(points, 0, decoded, in, lanes);
        for (int i = 0; i < decoded; i++) {
            if (!in[i]) {
                decoder.decode(input, off + i * stride, points, i * size, true);
                throw disagree(i);
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /**
     * The k pairs of a pairing input (a G1 point then a G2 point, pair bytes apart) into g1 and
     * g2, both in their subgroups; the order of the checks is the input's: G1 of pair 0, G2 of
     * pair 0, G1 of pair 1, ...
     */
    static void pairs(byte[] input, int pair, int k, long[] g1, long[] g2, LaneMode lanes) {
        int decoded = 2 * k;                                 // positions: 2i the G1 point of pair i, 2i + 1 its G2 point
        EncodingException first = null;
        for (int pos = 0; pos < 2 * k && first == null; pos++) {
            try {
                decode(input, pair, pos, g1, g2, false);
            } catch (EncodingException e) {
                first = e;
                decoded = pos;
            }
        }
        int n1 = (decoded + 1) / 2, n2 = decoded / 2;
        boolean[] in1 = new boolean[n1], in2 = new boolean[n2];
        Bls12381PointBatches.g1InSubgroup(g1, 0, n1, in1, lanes);
        Bls12381PointBatches.g2InSubgroup(g2, 0, n2, in2, lanes);
        for (int pos = 0; pos < decoded; pos++) {
            if (!(pos % 2 == 0 ? in1[pos / 2] : in2[pos / 2])) {
                decode(input, pair, pos, g1, g2, true);
                throw disagree(pos / 2);
            }
        }
        if (first != null) {
            throw first;
        }
    }

    private static void decode(byte[] input, int pair, int pos, long[] g1, long[] g2, boolean subgroup) {
        int i = pos / 2;
        if (pos % 2 == 0) {
            Eip2537Codec.decodeG1(input, i * pair, g1, i * A1, subgroup);
        } else {
            Eip2537Codec.decodeG2(input, i * pair + Eip2537Codec.G1_BYTES, g2, i * A2, subgroup);
        }
    }

    /** The batch check refused a point that the codec's own check accepted: a bug, never an input error. */
    private static IllegalStateException disagree(int i) {
        return new IllegalStateException("point " + i + ": the batch subgroup check and the codec's disagree");
    }
}
