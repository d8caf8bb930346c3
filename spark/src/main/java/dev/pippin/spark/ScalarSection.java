package dev.pippin.spark;

import java.io.Serializable;

/**
 * count 32-byte scalars stored back to back from byte offset of a file: the scalar view paired
 * with a point section, scalar i with point i. A witness file's values for a key section that
 * starts at variable k are the section at offset + 32 k.
 */
public record ScalarSection(String path, long offset, long count, ScalarFormat format) implements Serializable {
    public ScalarSection {
        if (path == null || path.isEmpty()) {
            throw new IllegalArgumentException("a scalar section needs a path");
        }
        if (offset < 0 || count < 0) {
            throw new IllegalArgumentException("a scalar section needs offset >= 0 and count >= 0, got " + offset + ", " + count);
        }
    }
}
