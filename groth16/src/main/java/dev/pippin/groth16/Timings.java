package dev.pippin.groth16;

/**
 * Where one proof's time went, in nanoseconds. The phases overlap: the H scalars (ntt) are
 * computed on one lane while the other lanes run MSMs, so {@code msm} is the wall time from the
 * first MSM's start to the last one's end, the NTT's share included.
 *
 * @param read  decoding the key's point sections into the engine's layout (before any MSM starts)
 * @param ntt   the H scalars: the coefficient pass, six transforms of the domain size, the pointwise products
 * @param msm   the five MSMs (A, B1, B2, C, H) with the H scalars computed alongside
 * @param total the whole call, the final point additions and scalar multiplications included
 */
public record Timings(long read, long ntt, long msm, long total) {
    @Override
    public String toString() {
        return String.format("read %.1f ms, ntt %.1f ms, msm %.1f ms, total %.1f ms",
                read / 1e6, ntt / 1e6, msm / 1e6, total / 1e6);
    }
}
