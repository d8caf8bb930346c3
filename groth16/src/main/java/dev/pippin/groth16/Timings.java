package dev.pippin.groth16;

/**
 * Where one proof's time went, in nanoseconds. The parts overlap: each MSM decodes its point
 * section just before it runs, and the H scalars are computed on one lane while the other runs
 * MSMs, so {@code read} and {@code ntt} are busy times inside the {@code msm} wall time.
 *
 * @param read  decoding the key's point sections into the engine's layout, summed over the lanes
 * @param ntt   the H scalars: the coefficient pass, six transforms of the domain size, the pointwise products
 * @param msm   wall time of the five MSMs (A, B1, B2, C, H) with their decoding and the H scalars
 * @param total the whole call, the final point additions and scalar multiplications included
 */
public record Timings(long read, long ntt, long msm, long total) {
    @Override
    public String toString() {
        return String.format("read %.1f ms, ntt %.1f ms, msm %.1f ms, total %.1f ms",
                read / 1e6, ntt / 1e6, msm / 1e6, total / 1e6);
    }
}
