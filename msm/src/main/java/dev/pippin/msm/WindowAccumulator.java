package dev.pippin.msm;

/**
 * One group's bucket machinery, as the shared Pippenger driver sees it. The driver calls it a
 * few times per window (not per point), so this interface costs nothing on the hot path; the
 * per-point loop lives inside each generated implementation and calls its field statically.
 */
interface WindowAccumulator {
    /** Longs per XYZZ result point. */
    int resultLongs();

    /**
     * out[oo..] = sum over points index[from..to) (or from..to when index is null) whose bucket
     * |digit(window)| - 1 lies in [bucketFrom, bucketTo) of digit(window) * P, in XYZZ. The whole
     * window is the range [0, 2^(c-1)); a part of it lets threads share one window without each
     * reducing all of its buckets.
     */
    void windowSum(long[] points, ScalarView scalars, int[] index, int from, int to, int window, int c,
                   int bucketFrom, int bucketTo, long[] out, int oo);

    /** p += q, both XYZZ. */
    void add(long[] p, int po, long[] q, int qo);

    /** p += q for an affine q (not infinity). */
    void addMixed(long[] p, int po, long[] q, int qo);

    /**
     * out (XYZZ) += the sum of the affine points at points[index[k] * pointLongs], k < count, none
     * at infinity: the ones class of an MSM, by batch-affine additions in a tree.
     */
    void sumAffine(long[] points, int[] index, int count, long[] out, int oo);

    /** p = 2p in XYZZ. */
    void doubleInPlace(long[] p, int po);

    /** Affine (x, y) of p at out[oo..]; infinity as zeros. */
    void toAffine(long[] p, int po, long[] out, int oo);
}
