package dev.pippin.spark;

import java.io.Serializable;

/**
 * count points stored back to back from byte offset of a file, in one format: a whole input
 * file, or one section of a larger one (a snarkjs .zkey holds its A, B1, B2, C and H sections
 * this way). path is any Hadoop file system path (a local path, file:, hdfs:, s3a:, ...) that
 * every executor can read.
 */
public record PointSection(String path, long offset, long count, PointFormat format) implements Serializable {
    public PointSection {
        if (path == null || path.isEmpty()) {
            throw new IllegalArgumentException("a point section needs a path");
        }
        if (offset < 0 || count < 0) {
            throw new IllegalArgumentException("a point section needs offset >= 0 and count >= 0, got " + offset + ", " + count);
        }
    }
}
