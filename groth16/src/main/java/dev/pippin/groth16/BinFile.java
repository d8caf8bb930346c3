package dev.pippin.groth16;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The container snarkjs and circom share (binfileutils): 4 magic bytes, u32 version, u32 section
 * count, then per section a u32 id, a u64 payload size and the payload. Checks that every
 * declared section lies inside the file and that no id appears twice; what a section holds is
 * the reader's business.
 */
final class BinFile {
    /** Ids up to this bound are tracked; both formats use 1..10. */
    private static final int MAX_ID = 64;

    final MappedFile file;
    private final long[] offset = new long[MAX_ID + 1];
    private final long[] size = new long[MAX_ID + 1];
    private final String[] names;
    final long version;

    private BinFile(MappedFile file, long version, String[] names) {
        this.file = file;
        this.version = version;
        this.names = names;
        java.util.Arrays.fill(offset, -1);
    }

    /**
     * Maps path and reads its section table. names[id] names section id in messages (null for
     * sections the reader does not know).
     */
    static BinFile open(Path path, String magic, long maxVersion, String[] names, int chunkShift) throws IOException {
        return read(MappedFile.open(path, chunkShift), magic, maxVersion, names);
    }

    /** Reads the section table of a file already mapped or wrapped ({@link MappedFile#wrap}). */
    static BinFile read(MappedFile f, String magic, long maxVersion, String[] names) {
        Path path = f.path();
        if (f.size() < 12) {
            throw new MalformedFileException(path, "container", "the file has " + f.size()
                    + " bytes, fewer than the 12 of a " + magic + " header (truncated or not a ." + magic + " file)");
        }
        byte[] m = new byte[4];
        f.bytes(0, m, 0, 4);
        if (!magic.equals(new String(m, StandardCharsets.ISO_8859_1))) {
            throw new MalformedFileException(path, "container", "magic bytes " + printable(m)
                    + ", expected \"" + magic + "\" (not a ." + magic + " file)");
        }
        long version = f.u32(4);
        if (version < 1 || version > maxVersion) {
            throw new MalformedFileException(path, "container", "format version " + version
                    + ", this reader knows versions 1 to " + maxVersion);
        }
        BinFile b = new BinFile(f, version, names);
        long count = f.u32(8);
        long pos = 12;
        for (long i = 0; i < count; i++) {
            if (f.size() - pos < 12) {
                throw new MalformedFileException(path, "container", "truncated: the header of section " + (i + 1)
                        + " of " + count + " would start at byte " + pos + ", the file ends at " + f.size());
            }
            long id = f.u32(pos);
            long len = f.u64(pos + 4);
            pos += 12;
            if (len < 0 || len > f.size() - pos) {
                throw new MalformedFileException(path, b.name(id), "truncated: declares "
                        + Long.toUnsignedString(len) + " bytes from byte " + pos + ", the file ends at " + f.size());
            }
            if (id >= 1 && id <= MAX_ID) {
                if (b.offset[(int) id] >= 0) {
                    throw new MalformedFileException(path, b.name(id), "appears twice");
                }
                b.offset[(int) id] = pos;
                b.size[(int) id] = len;
            }
            pos += len;
        }
        return b;
    }

    Path path() {
        return file.path();
    }

    /** "section 5 (A points)". */
    String name(long id) {
        String n = id >= 0 && id < names.length ? names[(int) id] : null;
        return "section " + id + (n == null ? "" : " (" + n + ")");
    }

    /** The payload offset of a section that must be present. */
    long require(int id) {
        if (offset[id] < 0) {
            throw new MalformedFileException(path(), name(id), "missing");
        }
        return offset[id];
    }

    long size(int id) {
        require(id);
        return size[id];
    }

    /** Requires the section to hold exactly expected bytes; what says what they are. */
    long requireSize(int id, long expected, String what) {
        long at = require(id);
        if (size[id] != expected) {
            throw new MalformedFileException(path(), name(id), "holds " + size[id] + " bytes, expected "
                    + expected + " (" + what + ")");
        }
        return at;
    }

    MalformedFileException error(int id, String problem) {
        return new MalformedFileException(path(), name(id), problem);
    }

    private static String printable(byte[] m) {
        StringBuilder sb = new StringBuilder("\"");
        for (byte x : m) {
            int c = x & 0xFF;
            if (c >= 0x20 && c < 0x7F) {
                sb.append((char) c);
            } else {
                sb.append(String.format("\\x%02x", c));
            }
        }
        return sb.append('"').toString();
    }
}
