package dev.pippin.spark;

import dev.pippin.curve.codec.EncodingException;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.Workers;
import org.apache.hadoop.conf.Configuration;

/**
 * Points from a point section, scalars from a scalar section, term i pairing point i with
 * scalar i. A task reads only its range's bytes, in chunks of {@value #CHUNK} points, so no
 * buffer grows with the range.
 */
public record SectionInput(MsmGroup group, PointSection points, ScalarSection scalars) implements MsmInput {
    /**
     * Points per read: 64 KiB to 12 MiB a chunk across the groups, large enough that a read's
     * fixed cost (a positioned read, a round trip on a remote file system) is small beside the
     * decoding of its points, small enough to stay in a task's young generation. A policy, not a
     * measurement: decoding costs 1-10 µs a point (the curve and subgroup checks), so a chunk
     * takes tens of milliseconds whatever the file system.
     */
    static final int CHUNK = 1 << 16;

    public SectionInput {
        if (points.count() != scalars.count()) {
            throw new IllegalArgumentException("the point section holds " + points.count() + " points but the scalar section "
                    + scalars.count() + " scalars");
        }
    }

    /**
     * Whole files as {@code pippin msm --points FILE --scalars FILE} reads them: the group's EIP
     * encodings back to back, and as many 32-byte big-endian scalars; the count comes from the
     * points file's length, and any length that is not a whole number of terms is refused.
     */
    public static SectionInput ofFiles(MsmGroup g, String pointsPath, String scalarsPath, Configuration conf) {
        int pb = PointFormat.EIP.bytes(g);
        String kind = pb + "-byte " + g.curve() + " " + g.group() + " points";
        long pLen = SectionReader.length(pointsPath, conf, "points file");
        long sLen = SectionReader.length(scalarsPath, conf, "scalars file");
        if (pLen == 0) {
            throw new InputException("points file " + pointsPath + ": empty file, no " + kind);
        }
        if (pLen % pb != 0) {
            throw new InputException("points file " + pointsPath + ": " + pLen + " bytes is not a whole number of " + kind + " ("
                    + pLen / pb + " and " + pLen % pb + " bytes over)");
        }
        if (sLen % ScalarFormat.BYTES != 0) {
            throw new InputException("scalars file " + scalarsPath + ": " + sLen + " bytes is not a whole number of 32-byte scalars");
        }
        long count = pLen / pb;
        if (sLen / ScalarFormat.BYTES != count) {
            throw new InputException("scalars file " + scalarsPath + " holds " + sLen / ScalarFormat.BYTES + " scalars but points file "
                    + pointsPath + " holds " + count + " points");
        }
        return new SectionInput(g, new PointSection(pointsPath, 0, count, PointFormat.EIP),
                new ScalarSection(scalarsPath, 0, count, ScalarFormat.BIG_ENDIAN));
    }

    @Override
    public SectionInput prefix(long m) {
        long c = Math.min(m, n());
        return new SectionInput(group, new PointSection(points.path(), points.offset(), c, points.format()),
                new ScalarSection(scalars.path(), scalars.offset(), c, scalars.format()));
    }

    @Override
    public long n() {
        return points.count();
    }

    @Override
    public boolean readsFiles() {
        return true;
    }

    @Override
    public void check(Configuration conf) {
        long pb = points.format().bytes(group);
        need("points file", points.path(), points.offset(), Math.multiplyExact(points.count(), pb), conf);
        need("scalars file", scalars.path(), scalars.offset(), Math.multiplyExact(scalars.count(), (long) ScalarFormat.BYTES), conf);
    }

    private static void need(String what, String path, long offset, long bytes, Configuration conf) {
        long length = SectionReader.length(path, conf, what);
        if (offset + bytes > length) {
            throw new InputException(what + " " + path + ": the section needs bytes " + offset + "-" + (offset + bytes - 1)
                    + " but the file ends at byte " + length + " (truncated?)");
        }
    }

    /** Each thread reads and decodes a contiguous sub-range through its own stream (decoding, with its curve checks, is the cost). */
    @Override
    public Slice slice(long start, int count, int threads, Configuration conf, String where) {
        int pl = group.pointLongs(), pb = points.format().bytes(group);
        long[] pts = new long[Math.multiplyExact(count, pl)];
        long[] limbs = new long[Math.multiplyExact(count, 4)];
        Workers.forRanges(count, threads, (from, to) -> {
            readPoints(start + from, to - from, pb, pts, from * pl, conf, where);
            readScalars(start + from, to - from, limbs, 4 * from, conf, where);
        });
        return new Slice(group, pts, limbs, scalars.format().montgomery(), count);
    }

    private void readPoints(long start, int count, int pb, long[] pts, int ptsOff, Configuration conf, String where) {
        if (count == 0) {
            return;
        }
        String what = where + ": points file";
        try (SectionReader r = SectionReader.open(points.path(), conf, what)) {
            byte[] buf = new byte[Math.min(count, CHUNK) * pb];
            for (int done = 0; done < count; done += CHUNK) {
                int m = Math.min(CHUNK, count - done);
                long pos = points.offset() + (start + done) * pb;
                r.read(pos, buf, m * pb);
                for (int i = 0; i < m; i++) {
                    try {
                        points.format().decode(group, buf, i * pb, pts, ptsOff + (done + i) * group.pointLongs());
                    } catch (EncodingException e) {
                        long at = pos + (long) i * pb;
                        throw new InputException(what + " " + points.path() + ", point " + (start + done + i) + " (bytes " + at + "-"
                                + (at + pb - 1) + "): " + SectionReader.oneLine(e));
                    }
                }
            }
        }
    }

    private void readScalars(long start, int count, long[] limbs, int limbsOff, Configuration conf, String where) {
        if (count == 0) {
            return;
        }
        try (SectionReader r = SectionReader.open(scalars.path(), conf, where + ": scalars file")) {
            byte[] buf = new byte[Math.min(count, CHUNK) * ScalarFormat.BYTES];
            for (int done = 0; done < count; done += CHUNK) {
                int m = Math.min(CHUNK, count - done);
                r.read(scalars.offset() + (start + done) * ScalarFormat.BYTES, buf, m * ScalarFormat.BYTES);
                scalars.format().toLimbs(buf, 0, m, limbs, limbsOff + 4 * done);
            }
        }
    }
}
