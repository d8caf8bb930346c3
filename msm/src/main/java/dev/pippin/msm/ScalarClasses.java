package dev.pippin.msm;

/**
 * Splits an MSM's terms by scalar: zero (and points at infinity) are dropped, one is summed
 * directly, small (at most 64 bits, or r - k at most 64 bits: a small negative, as arkworks
 * catches) runs with windows clamped to 64 bits, and big takes the full windows.
 *
 * <p>Small negatives are rewritten in place: k becomes r - k and the point's sign flips, so the
 * bucket code sees one small positive scalar. Classes are index lists into the caller's arrays
 * (no gather of points); a class holding every point gets a null list, meaning "all, in order".
 */
final class ScalarClasses {
    /** Scalars up to this many bits count as small. */
    static final int SMALL_BITS = 64;

    final int[] ones;
    final int onesCount;
    final int[] small;
    final int smallCount;
    final int[] big;
    final int bigCount;
    final boolean[] negated;
    /**
     * The bit length of the widest small scalar (after the rewrite of small negatives), at most
     * {@link #SMALL_BITS}: the small class's windows stop there, so an MSM of 16-bit scalars runs
     * the windows of 16 bits, not of 64 (the fixed-base tables of KZG commitments feed it digits).
     */
    final int smallBits;

    private ScalarClasses(int[] ones, int onesCount, int[] small, int smallCount, int[] big, int bigCount, boolean[] negated,
                          int smallBits) {
        this.ones = ones;
        this.onesCount = onesCount;
        this.small = small;
        this.smallCount = smallCount;
        this.big = big;
        this.bigCount = bigCount;
        this.negated = negated;
        this.smallBits = smallBits;
    }

    static ScalarClasses classify(long[] points, int pointLongs, long[] k, int n, long[] r) {
        return classify(points, pointLongs, k, n, r, 1);
    }

    /**
     * Classifies on up to {@code threads} threads (from ScalarInputs.PARALLEL_MIN_SCALARS on): each
     * thread lists its contiguous range of terms into the class arrays from the range's start
     * (a range never lists more terms than it holds, so ranges do not overlap), and the lists are
     * then moved together in range order, so the classes come out as the serial pass makes them.
     */
    static ScalarClasses classify(long[] points, int pointLongs, long[] k, int n, long[] r, int threads) {
        int[] ones = new int[n], small = new int[n], big = new int[n];
        int parts = Workers.parts(n, ScalarInputs.threadsFor(n, threads));
        int[] counts = new int[3 * parts];
        long[] smallOr = new long[parts];
        java.util.concurrent.atomic.AtomicReference<boolean[]> negated = new java.util.concurrent.atomic.AtomicReference<>();
        Workers.forParts(n, parts, (p, from, to) ->
                classifyRange(points, pointLongs, k, n, r, from, to, ones, small, big, counts, 3 * p, smallOr, p, negated));
        int no = 0, ns = 0, nb = 0;
        long or = 0;
        for (int p = 0; p < parts; p++) {
            or |= smallOr[p];
            int from = Workers.rangeStart(n, p, parts);
            System.arraycopy(ones, from, ones, no, counts[3 * p]);
            System.arraycopy(small, from, small, ns, counts[3 * p + 1]);
            System.arraycopy(big, from, big, nb, counts[3 * p + 2]);
            no += counts[3 * p];
            ns += counts[3 * p + 1];
            nb += counts[3 * p + 2];
        }
        return new ScalarClasses(
                ones, no,
                ns == n ? null : small, ns,
                nb == n ? null : big, nb,
                negated.get(), 64 - Long.numberOfLeadingZeros(or));
    }

    /** Lists terms [from, to) into the class arrays from index from; counts[at..at+3) = ones, small, big. */
    private static void classifyRange(long[] points, int pointLongs, long[] k, int n, long[] r, int from, int to,
                                      int[] ones, int[] small, int[] big, int[] counts, int at, long[] smallOr, int part,
                                      java.util.concurrent.atomic.AtomicReference<boolean[]> negatedRef) {
        int no = from, ns = from, nb = from;
        long or = 0;
        boolean[] negated = null;
        long[] neg = new long[ScalarView.LIMBS];
        for (int i = from; i < to; i++) {
            int o = i * ScalarView.LIMBS;
            long k0 = k[o], k1 = k[o + 1], k2 = k[o + 2], k3 = k[o + 3];
            if ((k0 | k1 | k2 | k3) == 0 || isInfinity(points, i * pointLongs, pointLongs)) {
                continue;
            }
            if ((k1 | k2 | k3) == 0) {
                if (k0 == 1) {
                    ones[no++] = i;
                } else {
                    small[ns++] = i;
                    or |= k0;
                }
                continue;
            }
            negate(k, o, r, neg);
            if ((neg[1] | neg[2] | neg[3]) == 0) {
                if (negated == null) {
                    // one array for all ranges, made by whichever range needs it first
                    negatedRef.compareAndSet(null, new boolean[n]);
                    negated = negatedRef.get();
                }
                negated[i] = true;
                System.arraycopy(neg, 0, k, o, ScalarView.LIMBS);
                or |= neg[0];
                small[ns++] = i; // -1 included: the ones class adds without signs
                continue;
            }
            big[nb++] = i;
        }
        counts[at] = no - from;
        counts[at + 1] = ns - from;
        counts[at + 2] = nb - from;
        smallOr[part] = or;
    }

    /** out = r - k for the scalar at k[off], 0 < k < r. */
    private static void negate(long[] k, int off, long[] r, long[] out) {
        long br = 0;
        for (int j = 0; j < ScalarView.LIMBS; j++) {
            long x = r[j], y = k[off + j];
            long d = x - y;
            long b1 = Long.compareUnsigned(x, y) < 0 ? 1 : 0;
            long e = d - br;
            br = b1 | (Long.compareUnsigned(d, br) < 0 ? 1 : 0);
            out[j] = e;
        }
    }

    private static boolean isInfinity(long[] points, int po, int len) {
        long acc = 0;
        for (int j = 0; j < len; j++) {
            acc |= points[po + j];
        }
        return acc == 0;
    }
}
