package dev.pippin.curve;

import java.util.Objects;

/**
 * A flat array of affine points of one group, the input an MSM walks: point i occupies
 * {@code data[i * stride() .. (i + 1) * stride())} as x then y, each coordinate
 * {@code group().coord()} little-endian limbs in Montgomery form (for G2: c0 then c1). The point
 * at infinity is stored as x = y = 0 (never on the curve since b != 0), so the container needs no
 * side table and a million points cost one {@code long[]} and no objects.
 *
 * <p>Hot loops read {@link #data()} directly and call the group class's static primitives with
 * {@code offset(i)}; this class does no arithmetic.
 */
public final class AffinePoints {
    private final GroupOps group;
    private final long[] data;
    private final int count;

    private AffinePoints(GroupOps group, long[] data, int count) {
        this.group = Objects.requireNonNull(group);
        this.data = data;
        this.count = count;
    }

    /** count points, all at infinity. */
    public static AffinePoints allocate(GroupOps group, int count) {
        if (count < 0) {
            throw new IllegalArgumentException("negative count " + count);
        }
        return new AffinePoints(group, new long[Math.multiplyExact(count, group.affine())], count);
    }

    /** Wraps existing storage (not copied) holding count points in the layout above. */
    public static AffinePoints wrap(GroupOps group, long[] data, int count) {
        if ((long) count * group.affine() > data.length) {
            throw new IllegalArgumentException(count + " points need " + (long) count * group.affine()
                    + " longs, the array has " + data.length);
        }
        return new AffinePoints(group, data, count);
    }

    public GroupOps group() {
        return group;
    }

    public long[] data() {
        return data;
    }

    public int count() {
        return count;
    }

    /** Longs per point. */
    public int stride() {
        return group.affine();
    }

    /** Where point i starts in {@link #data()}. */
    public int offset(int i) {
        return Objects.checkIndex(i, count) * group.affine();
    }

    public boolean isInfinity(int i) {
        return group.isInfinity(data, offset(i));
    }

    /** Copies point i into dst[dOff]. */
    public void get(int i, long[] dst, int dOff) {
        System.arraycopy(data, offset(i), dst, dOff, group.affine());
    }

    /** Stores the affine point src[so] as point i. */
    public void set(int i, long[] src, int so) {
        System.arraycopy(src, so, data, offset(i), group.affine());
    }
}
